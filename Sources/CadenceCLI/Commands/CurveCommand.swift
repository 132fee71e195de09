import Cadence
import CadenceSpec

/// `cadence curve`: a UnitCurve's value and velocity over progress.
enum CurveCommand {
    static let names: [(String, UnitCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("circularEaseIn", .circularEaseIn), ("circularEaseOut", .circularEaseOut),
        ("circularEaseInOut", .circularEaseInOut),
    ]

    static let command = Command(
        name: "curve",
        summary: "Print a timing curve's value and velocity over progress 0…1.",
        usage: "cadence curve <NAME | bezier X1 Y1 X2 Y2> [--steps N] [--inverse]",
        discussion: "NAME is one of: \(names.map(\.0).joined(separator: ", ")). Bézier control points' x must lie in 0…1.",
        examples: ["cadence curve easeInOut", "cadence curve bezier 0.25 0.1 0.25 1 --steps 20", "cadence curve circularEaseIn --inverse"],
        options: [
            .value("steps", "N", "Rows after 0 (1…1000). Default 10."),
            .flag("inverse", "Use the curve's inverse."),
        ],
        positional: .words(names.map(\.0) + ["bezier"]),
        run: { arguments, console in
            var (curve, title) = try parseCurve(arguments.positional)
            if arguments.has("inverse") {
                curve = curve.inverse
                title += ".inverse"
            }
            let steps = Int(try arguments.number("steps", default: 10, range: 1...1000)!)
            var rows: [[String]] = []
            for index in 0...steps {
                let progress = Double(index) / Double(steps)
                let value = curve.value(at: progress), velocity = curve.velocity(at: progress)
                // ±∞ velocity is a vertical tangent (a circular curve's end, a Bézier with x1 = 0): a
                // true answer. A value that is not finite, or a NaN velocity, is the arithmetic failing.
                guard value.isFinite, !velocity.isNaN else {
                    throw UsageError("\(title) has a \(value.isFinite ? "velocity" : "value") that is not finite (\(formatNumber(value.isFinite ? velocity : value))) at progress \(formatNumber(progress, decimals: 4)): use control points in ordinary ranges")
                }
                rows.append([formatNumber(progress, decimals: 4), formatNumber(value), formatNumber(velocity)])
            }
            console.print(title)
            console.print(formatTable(headers: ["progress", "value", "velocity"], rows: rows))
            return 0
        })

    static func parseCurve(_ positional: [String]) throws -> (UnitCurve, String) {
        guard let name = positional.first else {
            throw UsageError("missing curve name: one of \(names.map(\.0).joined(separator: ", ")), or bezier X1 Y1 X2 Y2")
        }
        if name == "bezier" {
            guard positional.count == 5 else {
                throw UsageError("bezier needs four numbers: X1 Y1 X2 Y2 (got \(positional.count - 1))")
            }
            let numbers = try positional[1...].map { text -> Double in
                guard let value = Double(text), value.isFinite else { throw UsageError("bezier control point '\(text)' is not a finite number") }
                return value
            }
            for (label, x) in [("X1", numbers[0]), ("X2", numbers[2])] where !(0...1).contains(x) {
                throw UsageError("bezier \(label) must lie in 0…1, got \(formatNumber(x, decimals: 3))")
            }
            let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: numbers[0], y: numbers[1]),
                                         endControlPoint: UnitPoint(x: numbers[2], y: numbers[3]))
            return (curve, "bezier(\(positional[1...].joined(separator: ", ")))")
        }
        guard positional.count == 1 else { throw UsageError("unexpected argument '\(positional[1])'") }
        guard let match = names.first(where: { $0.0 == name }) else {
            throw UsageError("unknown curve '\(name)': expected one of \(names.map(\.0).joined(separator: ", ")), or bezier X1 Y1 X2 Y2")
        }
        return (match.1, match.0)
    }
}
