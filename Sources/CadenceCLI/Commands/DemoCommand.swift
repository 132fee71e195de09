import Cadence

/// `cadence demo`: the main job on built-in examples. For now it prints the springs and curves the
/// seed examples use; the rendered gallery grows on top of it.
enum DemoCommand {
    static let command = Command(
        name: "demo",
        summary: "Run the built-in examples: the seeds' springs and curves, as tables.",
        usage: "cadence demo",
        discussion: "Prints the springs of the like button (bouncy, snappy), the floating badge (smooth) and the SwiftUI presets, then the timing curves sampled over progress.",
        examples: ["cadence demo"],
        options: [],
        run: { arguments, console in
            guard arguments.positional.isEmpty else { throw UsageError("unexpected argument '\(arguments.positional[0])'") }
            let springs: [(String, Spring)] = [
                ("Spring.bouncy — the like button's pop to 1.3", .bouncy),
                ("Spring.snappy — the like button's settle back to 1.0", .snappy),
                ("Spring.smooth — the floating badge's return", .smooth),
                ("Spring.bouncy(duration: 0.4, extraBounce: 0.15)", .bouncy(duration: 0.4, extraBounce: 0.15)),
            ]
            for (title, spring) in springs {
                console.print(SpringCommand.describe(spring, title: title))
                let times = (0...6).map { Double($0) / 10 }
                let rows = times.map { t in
                    [formatNumber(t, decimals: 2), formatNumber(spring.value(target: 1.0, time: t)), formatNumber(spring.velocity(target: 1.0, time: t))]
                }
                console.print(formatTable(headers: ["time", "value", "velocity"], rows: rows))
                console.print("")
            }
            console.print("Timing curves (value at progress 0, 0.25, 0.5, 0.75, 1):")
            let rows = CurveCommand.names.map { name, curve in
                [name] + [0, 0.25, 0.5, 0.75, 1].map { formatNumber(curve.value(at: $0), decimals: 4) }
            }
            console.print(formatTable(headers: ["curve", "0", "0.25", "0.5", "0.75", "1"], rows: rows))
            return 0
        })
}
