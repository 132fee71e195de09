/// What a command takes as positional arguments, for shell completion.
enum PositionalKind: Sendable {
    /// Nothing.
    case none
    /// Paths (specs, folders).
    case files
    /// One of these words.
    case words([String])
}

/// One subcommand of `cadence`: its name, help text, options and what it does.
struct Command: Sendable {
    let name: String
    let summary: String
    let usage: String
    let discussion: String
    let examples: [String]
    let options: [OptionSpec]
    /// What the command's positional arguments are, for shell completion.
    var positional: PositionalKind = .files
    let run: @Sendable (ParsedArguments, Console) throws -> Int32

    var help: String {
        var lines = ["\(summary)", "", "USAGE: \(usage)"]
        if !discussion.isEmpty { lines += ["", discussion] }
        if !options.isEmpty {
            lines += ["", "OPTIONS:"]
            for option in options {
                let long = option.valueName.map { "--\(option.name) <\($0)>" } ?? "--\(option.name)"
                let left = option.short.map { "-\($0), " + long } ?? long
                lines.append("  " + left.padding(toLength: max(28, left.count + 2), withPad: " ", startingAt: 0) + option.help)
            }
            lines.append("  --help".padding(toLength: 30, withPad: " ", startingAt: 0) + "Show this help.")
        }
        if !examples.isEmpty {
            lines += ["", "EXAMPLES:"] + examples.map { "  " + $0 }
        }
        return lines.joined(separator: "\n")
    }
}
