import Foundation

/// What `cadence demo` was asked to do: where, which sections, and how finely.
///
/// ```swift
/// let options = try DemoOptions(arguments)     // cadence demo --out /tmp/g --only like-button,pulse-badge --fps 25
/// options.only                                 // ["like-button", "pulse-badge"]
/// ```
struct DemoOptions: Sendable {
    /// The gallery folder as given (relative paths are resolved against the working directory).
    var out = "cadence-demo"
    /// The sections to make, by name, in the order given; nil for all.
    var only: [String]?
    /// Frames per second of the recordings, 1…50 (GIF plays nothing faster as written).
    var framesPerSecond = 50.0
    /// Pixels per point of the recordings and PNG plots, 0.5…4. Default 1: the page shows images at
    /// their pixel size, so 1× shows each stage at its size in points; 2× is twice as large (and the
    /// GIF encoding, most of the run, four times the work).
    var scale = 1.0
    /// No progress bar, and only the index path at the end.
    var quiet = false

    static let defaultOut = "cadence-demo"

    init() {}

    /// Reads the options, checking ranges.
    /// - Throws: `UsageError` for a value out of range, a stray argument, or `--only` without names.
    init(_ arguments: ParsedArguments) throws {
        out = arguments.values["output"] ?? Self.defaultOut
        framesPerSecond = try arguments.number("fps", default: 50, range: 1...50)!
        scale = try arguments.number("scale", default: OutputScale.standard, range: 0.5...4)!
        quiet = arguments.has("quiet")
        if let list = arguments.values["only"] {
            // `--only a,b` and `--only a b`: names after --only arrive as positional arguments.
            let names = (list.split(separator: ",").map(String.init) + arguments.positional)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !names.isEmpty else { throw UsageError("option '--only' needs at least one section name") }
            var unique: [String] = []
            for name in names where !unique.contains(name) { unique.append(name) }
            only = unique
        } else if let stray = arguments.positional.first {
            throw UsageError("unexpected argument '\(stray)' (to make some sections only, use --only \(stray))")
        }
    }
}
