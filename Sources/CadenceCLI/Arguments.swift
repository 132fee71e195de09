import CadenceSpec

/// What a command accepts: its options, each with or without a value, and how many positional
/// arguments. Parsing is table-driven so every command gets the same errors and the same `--help`.
struct OptionSpec: Sendable {
    let name: String
    let valueName: String?
    let help: String
    /// A one-letter spelling (`-o` for `--output`), if any.
    var short: Character? = nil
    /// Older spellings still accepted (not listed in the help), e.g. `out` for `output`.
    var aliases: [String] = []
    /// The values the option takes, when they are a fixed set (offered by shell completion).
    var choices: [String] = []
    /// Whether the value is a path (shell completion offers files).
    var takesPath: Bool {
        guard let valueName else { return false }
        return ["OUT", "FILE", "DIR", "FILE|SCRIPT"].contains(valueName)
    }

    static func flag(_ name: String, _ help: String, short: Character? = nil) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help, short: short)
    }
    static func value(_ name: String, _ valueName: String, _ help: String, short: Character? = nil,
                      aliases: [String] = [], choices: [String] = []) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help, short: short, aliases: aliases, choices: choices)
    }
}

/// A usage or input error: printed on stderr, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// A command line after parsing: positional arguments and options by name.
struct ParsedArguments {
    var positional: [String] = []
    var values: [String: String] = [:]
    var flags: Set<String> = []

    init(_ arguments: [String], options: [OptionSpec]) throws {
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            // `-x` is a short option when one is declared; `-` alone (stdin/stdout) and anything else
            // that does not start with `--` is positional.
            if !onlyPositional, argument.count == 2, argument.hasPrefix("-"), argument != "--",
               let spec = options.first(where: { $0.short == argument.last }) {
                if spec.valueName == nil {
                    flags.insert(spec.name)
                } else {
                    guard index < arguments.count else {
                        throw UsageError("option '\(argument)' needs a value: \(argument) <\(spec.valueName!)>")
                    }
                    values[spec.name] = arguments[index]
                    index += 1
                }
                continue
            }
            if !onlyPositional, argument.count == 2, argument.hasPrefix("-"), argument != "--",
               let letter = argument.last, letter.isLetter {
                let known = options.compactMap { $0.short.map { "-\($0)" } }.joined(separator: ", ")
                throw UsageError("unknown option '\(argument)' (short options here: \(known.isEmpty ? "none" : known))")
            }
            if onlyPositional || !argument.hasPrefix("--") {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let spec = options.first(where: { $0.name == name || $0.aliases.contains(name) }) else {
                let known = options.map { "--\($0.name)" }.joined(separator: ", ")
                let names = options.map(\.name) + ["help"]
                if let near = NameSuggestion.closest(name, among: names) {
                    throw UsageError("unknown option '--\(name)' (did you mean '--\(near)'?)")
                }
                throw UsageError("unknown option '--\(name)' (this command takes: \(known.isEmpty ? "no options" : known))")
            }
            name = spec.name
            if spec.valueName == nil {
                guard inlineValue == nil else { throw UsageError("option '--\(name)' takes no value") }
                flags.insert(name)
            } else if let inlineValue {
                values[name] = inlineValue
            } else {
                guard index < arguments.count else {
                    throw UsageError("option '--\(name)' needs a value: --\(name) <\(spec.valueName!)>")
                }
                values[name] = arguments[index]
                index += 1
            }
        }
    }

    func has(_ flag: String) -> Bool { flags.contains(flag) }

    /// The option's value as a finite number, or `defaultValue` when absent.
    func number(_ name: String, default defaultValue: Double? = nil, range: ClosedRange<Double>? = nil) throws -> Double? {
        guard let text = values[name] else { return defaultValue }
        guard let number = Double(text), number.isFinite else {
            throw UsageError("option '--\(name)' expects a finite number, got '\(text)'")
        }
        if let range, !range.contains(number) {
            throw UsageError("option '--\(name)' must be between \(range.lowerBound) and \(range.upperBound), got \(text)")
        }
        return number
    }
}
