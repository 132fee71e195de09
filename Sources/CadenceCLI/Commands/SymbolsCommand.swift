import CadenceUI
import CadenceRender

/// `cadence symbols`: the SF Symbol names the renderer draws (a spec scene's "symbol", and
/// `Image(systemName:)` in views), one per line.
enum SymbolsCommand {
    static let command = Command(
        name: "symbols",
        summary: "List the SF Symbol names the renderer draws, one per line.",
        usage: "cadence symbols [--count]",
        discussion: """
        Cadence draws stand-ins for these SF Symbols from geometric primitives (Apple's symbol artwork is
        not redistributable). Any other name draws as a labelled box and is reported: by 'cadence lint' for a
        spec scene, in a stage's issues for a view.
        """,
        examples: ["cadence symbols", "cadence symbols | grep heart"],
        options: [.flag("count", "Print only how many there are.")],
        positional: .none,
        run: { arguments, console in
            if let extra = arguments.positional.first { throw UsageError("unexpected argument '\(extra)': symbols takes none") }
            let names = SymbolShape.knownNames
            if arguments.has("count") {
                console.print("\(names.count)")
            } else {
                console.write(names.map { $0 + "\n" }.joined())
            }
            return 0
        })
}
