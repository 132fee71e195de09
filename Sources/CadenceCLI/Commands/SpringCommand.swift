import Cadence
import CadenceSpec

/// `cadence spring`: a spring's parameters and its motion as a table of value and velocity.
enum SpringCommand {
    static let command = Command(
        name: "spring",
        summary: "Print a spring's parameters and a table of its value and velocity over time.",
        usage: "cadence spring [--preset NAME | --duration D --bounce B | --response R --damping-ratio Z | --mass M --stiffness K --damping C] [options]",
        discussion: """
        Give the spring one way, as in SwiftUI: a preset (smooth, snappy, bouncy), duration and bounce,
        response and damping ratio, or mass, stiffness and damping. With none, Spring() (duration 0.5,
        bounce 0) is used. The table runs from 0 until the spring settles (at most 10 s) unless --until is given.
        """,
        examples: [
            "cadence spring --preset bouncy",
            "cadence spring --duration 0.6 --bounce 0.2 --target 100 --step 0.1",
            "cadence spring --mass 1 --stiffness 100 --damping 10",
        ],
        options: [
            .value("preset", "NAME", "smooth, snappy or bouncy.", choices: ["smooth", "snappy", "bouncy"]),
            .value("duration", "SECONDS", "Perceptual duration (> 0). Default 0.5."),
            .value("bounce", "B", "Bounce, greater than -1. Default 0."),
            .value("response", "SECONDS", "Response (> 0), with --damping-ratio."),
            .value("damping-ratio", "Z", "Damping ratio (>= 0), with --response."),
            .value("mass", "M", "Mass (> 0), with --stiffness and --damping."),
            .value("stiffness", "K", "Stiffness (> 0)."),
            .value("damping", "C", "Damping (>= 0)."),
            .flag("allow-overdamping", "Keep an overdamped mass/stiffness/damping spring overdamped."),
            .value("target", "T", "Distance to travel. Default 1."),
            .value("velocity", "V", "Initial velocity. Default 0."),
            .value("step", "SECONDS", "Time between rows (> 0). Default 0.05."),
            .value("until", "SECONDS", "Last time in the table."),
        ],
        positional: .none,
        run: { arguments, console in
            guard arguments.positional.isEmpty else {
                throw UsageError("unexpected argument '\(arguments.positional[0])'")
            }
            let (spring, title) = try makeSpring(arguments)
            let target = try arguments.number("target", default: 1)!
            let velocity = try arguments.number("velocity", default: 0)!
            let step = try arguments.number("step", default: 0.05, range: 1e-4...60)!
            let settle = spring.settlingDuration(target: target, initialVelocity: velocity, epsilon: 0.001)
            let until = try arguments.number("until", default: settle.isFinite ? min(max(settle, step), 10) : 2, range: 0...3600)!
            let rowCount = Int((until / step).rounded(.down)) + 1
            guard rowCount <= 100_000 else {
                throw UsageError("the table would have \(rowCount) rows (at most 100000): raise --step or lower --until")
            }
            try checkFinite(spring, title: title)
            var rows: [[String]] = []
            for index in 0..<rowCount {
                let t = Double(index) * step
                let value = spring.value(target: target, initialVelocity: velocity, time: t)
                let speed = spring.velocity(target: target, initialVelocity: velocity, time: t)
                guard value.isFinite, speed.isFinite else {
                    throw UsageError("\(title) moving \(formatNumber(target, decimals: 3)) from a velocity of \(formatNumber(velocity, decimals: 3)) reaches a value that is not finite (\(formatNumber(value.isFinite ? speed : value))) at \(formatNumber(t, decimals: 3)) s: use arguments in ordinary ranges")
                }
                rows.append([formatNumber(t, decimals: 3), formatNumber(value), formatNumber(speed)])
            }
            console.print(describe(spring, title: title))
            console.print("")
            console.print("target \(formatNumber(target, decimals: 3)), initial velocity \(formatNumber(velocity, decimals: 3))")
            console.print(formatTable(headers: ["time", "value", "velocity"], rows: rows))
            return 0
        })

    static func makeSpring(_ arguments: ParsedArguments) throws -> (Spring, String) {
        let forms: [(String, [String])] = [
            ("--preset", ["preset"]),
            ("--duration/--bounce", ["duration", "bounce"]),
            ("--response/--damping-ratio", ["response", "damping-ratio"]),
            ("--mass/--stiffness/--damping", ["mass", "stiffness", "damping"]),
        ]
        let used = forms.filter { form in form.1.contains { arguments.values[$0] != nil } }
        guard used.count <= 1 else {
            throw UsageError("give the spring one way, not both \(used[0].0) and \(used[1].0)")
        }
        switch used.first?.1.first {
        case "preset":
            let name = arguments.values["preset"]!
            switch name {
            case "smooth": return (.smooth, "Spring.smooth")
            case "snappy": return (.snappy, "Spring.snappy")
            case "bouncy": return (.bouncy, "Spring.bouncy")
            default: throw UsageError("unknown preset '\(name)': expected smooth, snappy or bouncy")
            }
        case "response":
            guard let response = try arguments.number("response"), let ratio = try arguments.number("damping-ratio") else {
                throw UsageError("--response and --damping-ratio go together")
            }
            guard response > 0 else { throw UsageError("--response must be greater than 0, got \(response)") }
            guard ratio >= 0 else { throw UsageError("--damping-ratio must be 0 or more, got \(ratio)") }
            return (Spring(response: response, dampingRatio: ratio), "Spring(response: \(response), dampingRatio: \(ratio))")
        case "mass":
            let mass = try arguments.number("mass", default: 1)!
            guard let stiffness = try arguments.number("stiffness"), let damping = try arguments.number("damping") else {
                throw UsageError("--stiffness and --damping go together")
            }
            guard mass > 0 else { throw UsageError("--mass must be greater than 0, got \(mass)") }
            guard stiffness > 0 else { throw UsageError("--stiffness must be greater than 0, got \(stiffness)") }
            guard damping >= 0 else { throw UsageError("--damping must be 0 or more, got \(damping)") }
            let allow = arguments.has("allow-overdamping")
            return (Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: allow),
                    "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping)\(allow ? ", allowOverDamping: true" : ""))")
        default:
            let duration = try arguments.number("duration", default: 0.5)!
            let bounce = try arguments.number("bounce", default: 0)!
            guard duration > 0 else { throw UsageError("--duration must be greater than 0, got \(duration)") }
            guard bounce > -1 else { throw UsageError("--bounce must be greater than -1, got \(bounce)") }
            return (Spring(duration: duration, bounce: bounce), "Spring(duration: \(duration), bounce: \(bounce))")
        }
    }

    /// Refuses a spring whose parameters come out NaN or ∞ (a stiffness of 1e-300, a mass of 1e300):
    /// only an undamped spring's settling duration may be infinite (it never settles).
    static func checkFinite(_ spring: Spring, title: String) throws {
        let derived = [("mass", spring.mass), ("stiffness", spring.stiffness), ("damping", spring.damping),
                       ("duration", spring.duration), ("bounce", spring.bounce), ("damping ratio", spring.dampingRatio)]
        if let bad = derived.first(where: { !$0.1.isFinite }) {
            throw UsageError("\(title) has a \(bad.0) that is not finite (\(formatNumber(bad.1))): use arguments in ordinary ranges")
        }
        let settling = spring.settlingDuration
        guard settling.isFinite || spring.dampingRatio == 0 else {
            throw UsageError("\(title) has a settling duration that is not finite (\(formatNumber(settling))): use arguments in ordinary ranges")
        }
        // A spring cannot settle before about a response has passed: a settling time of 0 for a
        // response of 1e150 s (a stiffness of 1e-300) is the arithmetic giving up, not an answer.
        guard settling > 0 || spring.duration < 1e-3 else {
            throw UsageError("\(title) has a response of \(formatNumber(spring.duration)) s but a settling duration of 0 s: the arithmetic gives up at such values (its settling time is not finite in practice); use arguments in ordinary ranges")
        }
    }

    static func describe(_ spring: Spring, title: String) -> String {
        let regime: String
        let zeta = spring.dampingRatio
        if abs(zeta - 1) < 1e-12 { regime = "critically damped" }
        else if zeta < 1 { regime = zeta == 0 ? "undamped" : "underdamped" }
        else { regime = "overdamped" }
        return """
        \(title)
          mass \(formatNumber(spring.mass))  stiffness \(formatNumber(spring.stiffness))  damping \(formatNumber(spring.damping))
          duration \(formatNumber(spring.duration))  bounce \(formatNumber(spring.bounce))  dampingRatio \(formatNumber(spring.dampingRatio))
          settlingDuration \(spring.settlingDuration.isFinite ? formatNumber(spring.settlingDuration) : "never")  (\(regime))
        """
    }
}
