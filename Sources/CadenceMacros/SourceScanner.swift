/// Reads Swift source text a token at a time, as far as `@Entry` declarations and `extension`
/// headers need: whitespace and comments, attributes with arguments, modifiers, identifiers, and
/// text up to a top-level delimiter (outside brackets, strings and comments).
struct SourceScanner {
    private let characters: [Character]
    private var index = 0

    init(_ source: String) {
        characters = Array(source)
    }

    /// Modifiers an `@Entry` property or an `extension` may carry before its keyword.
    static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "nonisolated", "static",
        "final", "lazy", "dynamic", "weak", "unowned", "override", "required", "mutating", "nonmutating",
    ]

    func peek() -> Character? {
        index < characters.count ? characters[index] : nil
    }

    /// Skips `@Attribute(…)` and modifiers such as `public` or `private(set)`.
    mutating func skipAttributesAndModifiers() {
        while true {
            skipTrivia()
            if peek() == "@" {
                index += 1
                _ = takeQualifiedName()
                if peek() == "(" { skipBalanced() }
                continue
            }
            let start = index
            let word = takeWord()
            if Self.modifiers.contains(word) {
                if peek() == "(" { skipBalanced() }
                continue
            }
            index = start
            return
        }
    }

    /// Takes `@Attribute(…)`s and modifiers: each attribute's name with its parenthesised
    /// arguments (or "" without), and the modifiers' words.
    mutating func takeAttributesAndModifiers() -> (attributes: [(name: String, arguments: String)], modifiers: Set<String>) {
        var attributes: [(name: String, arguments: String)] = []
        var modifiers: Set<String> = []
        while true {
            skipTrivia()
            if peek() == "@" {
                index += 1
                let name = takeQualifiedName()
                var arguments = ""
                if peek() == "(" {
                    let start = index
                    skipBalanced()
                    arguments = String(characters[start..<index])
                }
                attributes.append((name, arguments))
                continue
            }
            let start = index
            let word = takeWord()
            if Self.modifiers.contains(word) {
                modifiers.insert(word)
                if peek() == "(" { skipBalanced() }
                continue
            }
            index = start
            return (attributes, modifiers)
        }
    }

    /// The next character after whitespace and comments, without taking it.
    mutating func peekSignificant() -> Character? {
        skipTrivia()
        return peek()
    }

    /// The declarations of a type's body, from just after its `{` to its `}`: one text per
    /// declaration, attributes on lines of their own joined to what they annotate, and a line that
    /// continues an expression (starting with `.`, `{` or an operator) joined to the line before.
    mutating func topLevelMembers() -> [String] {
        var lines: [String] = []
        while let character = peekSignificant(), character != "}" {
            let line = takeLine().trimmingCharacters(in: .whitespacesAndNewlines)
            if peek() == "\n" || peek() == ";" { index += 1 }
            guard !line.isEmpty else { continue }
            if let first = line.first, let last = lines.last,
               ".{+-*/%&|^?:=<>".contains(first) || last.hasSuffix("=") || Self.isAttributesOnly(last) {
                lines[lines.count - 1] = last + "\n" + line
            } else {
                lines.append(line)
            }
        }
        return lines
    }

    private static func isAttributesOnly(_ text: String) -> Bool {
        var scanner = SourceScanner(text)
        _ = scanner.takeAttributesAndModifiers()
        return scanner.peekSignificant() == nil
    }

    /// The text up to the end of the line (or a `;`) outside (), [] and {}, strings and comments;
    /// the newline is not taken. A `}` that closes nothing opened here ends the text, untaken.
    private mutating func takeLine() -> String {
        var text = ""
        var depth = 0
        while let character = peek() {
            if depth == 0 && (character == "\n" || character == ";") { break }
            if character == "\"" {
                text += takeStringLiteral()
                continue
            }
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                // A line comment: up to its newline, which ends the line.
                while let next = peek(), next != "\n" { index += 1 }
                continue
            }
            if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
                index = min(index + 2, characters.count)
                continue
            }
            switch character {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                if depth == 0 { return text }
                depth -= 1
            default: break
            }
            text.append(character)
            index += 1
        }
        return text
    }

    /// The next word (letters, digits, `_`), or "" if none starts here.
    mutating func takeWord() -> String {
        skipTrivia()
        let start = index
        while let character = peek(), character.isLetter || character.isNumber || character == "_" { index += 1 }
        return String(characters[start..<index])
    }

    /// An identifier, with its backticks if it has them.
    mutating func takeIdentifier() -> String {
        skipTrivia()
        if peek() == "`" {
            let start = index
            index += 1
            while let character = peek(), character != "`", character != "\n" { index += 1 }
            if peek() == "`" { index += 1 }
            return String(characters[start..<index])
        }
        return takeWord()
    }

    /// `A.B.C`, without generic arguments.
    mutating func takeQualifiedName() -> String {
        var name = takeWord()
        while peek() == ".", index + 1 < characters.count, characters[index + 1].isLetter || characters[index + 1] == "_" {
            index += 1
            name += "." + takeWord()
        }
        return name
    }

    /// Consumes `character` after any trivia, if it comes next.
    mutating func take(_ character: Character) -> Bool {
        skipTrivia()
        guard peek() == character else { return false }
        index += 1
        return true
    }

    /// The text from here up to the first of `delimiters` outside brackets, strings and comments
    /// (not consumed), or to the end. `->` does not close a `<`.
    mutating func takeTopLevel(until delimiters: Set<Character>) -> String {
        var text = ""
        var depth = 0
        while let character = peek() {
            if depth == 0 && delimiters.contains(character) {
                // `==`, `=>` and similar are operators in an initializer, not its end.
                if character == "=", index + 1 < characters.count, characters[index + 1] == "=" {
                    text += "=="
                    index += 2
                    continue
                }
                break
            }
            if character == "\"" {
                text += takeStringLiteral()
                continue
            }
            if character == "/", index + 1 < characters.count, characters[index + 1] == "/" || characters[index + 1] == "*" {
                let start = index
                skipTrivia()
                text += String(characters[start..<index])
                continue
            }
            switch character {
            case "(", "[", "{", "<": depth += 1
            case ")", "]", "}": depth = max(0, depth - 1)
            case ">":
                let arrow = index > 0 && characters[index - 1] == "-"
                if !arrow { depth = max(0, depth - 1) }
            default: break
            }
            text.append(character)
            index += 1
        }
        return text
    }

    /// A string literal from its opening quote (plain or multi-line), escapes and interpolations kept.
    private mutating func takeStringLiteral() -> String {
        let start = index
        let multiline = index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\""
        index += multiline ? 3 : 1
        while let character = peek() {
            if character == "\\" {
                index += 2
                continue
            }
            if character == "\"" {
                if !multiline {
                    index += 1
                    break
                }
                if index + 2 < characters.count && characters[index + 1] == "\"" && characters[index + 2] == "\"" {
                    index += 3
                    break
                }
            }
            if character == "\n" && !multiline { break }
            index += 1
        }
        return String(characters[start..<min(index, characters.count)])
    }

    /// Skips a parenthesised group from its `(`, nested brackets and strings included.
    private mutating func skipBalanced() {
        var depth = 0
        while let character = peek() {
            if character == "\"" {
                _ = takeStringLiteral()
                continue
            }
            index += 1
            if character == "(" { depth += 1 }
            if character == ")" {
                depth -= 1
                if depth == 0 { return }
            }
        }
    }

    /// Skips whitespace, `//` comments and `/* */` comments (nested, as Swift allows).
    private mutating func skipTrivia() {
        while let character = peek() {
            if character.isWhitespace {
                index += 1
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "/" {
                while let next = peek(), next != "\n" { index += 1 }
            } else if character == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                var depth = 0
                while index < characters.count {
                    if characters[index] == "/", index + 1 < characters.count, characters[index + 1] == "*" {
                        depth += 1
                        index += 2
                    } else if characters[index] == "*", index + 1 < characters.count, characters[index + 1] == "/" {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                    } else {
                        index += 1
                    }
                }
            } else {
                return
            }
        }
    }
}
