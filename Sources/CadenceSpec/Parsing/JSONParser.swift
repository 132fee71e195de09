/// A strict JSON (RFC 8259) parser for spec files, producing `JSONNode` trees with source locations.
///
/// Why not Foundation's `JSONSerialization` or `JSONDecoder`? Spec files are written by hand, and
/// their errors must say exactly where and what: JSONSerialization reports neither a reliable line and
/// column nor a JSON path, silently keeps one of two duplicate keys, has no nesting-depth or size cap
/// (deep nesting can exhaust the stack), turns numbers into `NSNumber`s that lose the author's text
/// and blur booleans with 0 and 1, and differs between Apple platforms and Linux. This parser is small
/// (one pass over the bytes, no recursion deeper than `SpecLimits.depth`) and gives one precise
/// message for every failure.
///
/// ```swift
/// let root = try JSONParser.parse(bytes, file: "like.json")
/// ```
///
/// Accepted: exactly one JSON value with optional surrounding whitespace and an optional UTF-8 byte
/// order mark. Rejected, each with its own message: an empty file, a binary file (a NUL byte),
/// UTF-16 or other non-UTF-8 text, anything beyond `SpecLimits`, comments, trailing commas, single
/// quotes, `NaN`/`Infinity`, leading zeros and `+` signs, control characters in strings, lone UTF-16
/// surrogate escapes, numbers that overflow to ±∞, duplicate keys, and text after the value.
package struct JSONParser: Sendable {
    private let bytes: [UInt8]
    private let file: String
    private var offset: Int
    private var line = 1
    private var column = 1
    private var depth = 0

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        // Skip a UTF-8 byte order mark: some Windows editors write one.
        offset = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Parses `bytes` as one JSON document. `file` is used in error messages.
    package static func parse(_ bytes: [UInt8], file: String) throws(SpecError) -> JSONNode {
        try checkEncoding(bytes, file: file)
        var parser = JSONParser(bytes: bytes, file: file)
        parser.skipWhitespace()
        guard parser.offset < bytes.count else {
            throw SpecError(file: file, at: nil, .root, "expected a JSON object (the spec), got an empty file")
        }
        let value = try parser.parseValue(path: .root)
        parser.skipWhitespace()
        guard parser.offset == bytes.count else {
            throw parser.error(.root, "expected the end of the file after the top-level value, got \(parser.describeHere())")
        }
        return value
    }

    // MARK: Encoding

    /// Rejects files that are not UTF-8 text before parsing, so the message says what the file is.
    private static func checkEncoding(_ bytes: [UInt8], file: String) throws(SpecError) {
        guard bytes.count <= SpecLimits.fileBytes else {
            throw SpecError(file: file, at: nil, .root,
                            "expected a spec of at most \(SpecLimits.fileBytes) bytes (1 MiB), got a larger file")
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw SpecError(file: file, at: SourceLocation(line: 1, column: 1), .root,
                            "expected UTF-8 text, got UTF-16 (a byte order mark): save the file as UTF-8")
        }
        // A NUL byte anywhere means binary data (an image, an archive), whatever else the bytes hold.
        if let nul = bytes.firstIndex(of: 0) {
            throw SpecError(file: file, at: nil, .root,
                            "expected UTF-8 JSON text, got a binary file (a NUL byte at offset \(nul))")
        }
        var line = 1
        var column = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let here = SourceLocation(line: line, column: column)
            let length = utf8SequenceLength(bytes, at: index)
            guard length > 0 else {
                throw SpecError(file: file, at: here, .root,
                                "expected UTF-8 text, got the byte 0x\(hex(byte)) at offset \(index), which is not valid UTF-8 (save the file as UTF-8)")
            }
            if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
            index += length
        }
    }

    /// The length of the well-formed UTF-8 sequence at `index` (Unicode 15, table 3-7), or 0.
    private static func utf8SequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let first = bytes[index]
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < bytes.count && range.contains(bytes[index + offset])
        }
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: return continuation(1) ? 2 : 0
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : 0
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : 0
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default: return 0
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    // MARK: Values

    private var location: SourceLocation { SourceLocation(line: line, column: column) }

    private func error(_ path: JSONPath, _ message: String, at location: SourceLocation? = nil) -> SpecError {
        SpecError(file: file, at: location ?? self.location, path, message)
    }

    private mutating func parseValue(path: JSONPath) throws(SpecError) -> JSONNode {
        guard offset < bytes.count else {
            throw error(path, "expected a value, got the end of the file")
        }
        let start = location
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try parseObject(path: path)
        case UInt8(ascii: "["): return try parseArray(path: path)
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(try parseString(path: path)), location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try parseNumber(path: path)
        case UInt8(ascii: "t"): try expectWord("true", path: path); return JSONNode(value: .bool(true), location: start)
        case UInt8(ascii: "f"): try expectWord("false", path: path); return JSONNode(value: .bool(false), location: start)
        case UInt8(ascii: "n"): try expectWord("null", path: path); return JSONNode(value: .null, location: start)
        default:
            throw error(path, "expected a value (object, array, string, number, true, false or null), got \(describeHere())\(hint())")
        }
    }

    private mutating func enter(_ path: JSONPath) throws(SpecError) {
        depth += 1
        guard depth <= SpecLimits.depth else {
            throw error(path, "expected at most \(SpecLimits.depth) levels of nested arrays and objects, got deeper nesting")
        }
    }

    private mutating func parseObject(path: JSONPath) throws(SpecError) -> JSONNode {
        let start = location
        try enter(path)
        advance() // {
        var members: [JSONMember] = []
        var seen: [String: SourceLocation] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            advance()
            depth -= 1
            return JSONNode(value: .object([]), location: start)
        }
        while true {
            skipWhitespace()
            let keyLocation = location
            guard peek() == UInt8(ascii: "\"") else {
                let what = peek() == UInt8(ascii: "}") ? "'}' (a trailing comma before it)" : describeHere()
                throw error(path, "expected a member name in double quotes, got \(what)\(hint())")
            }
            let key = try parseString(path: path)
            if let first = seen[key] {
                throw error(path.member(key), "expected each key once per object, got \"\(key)\" again (first at line \(first.line), column \(first.column))", at: keyLocation)
            }
            seen[key] = keyLocation
            guard members.count < SpecLimits.containerCount else {
                throw error(path, "expected at most \(SpecLimits.containerCount) members in one object, got more", at: keyLocation)
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw error(path.member(key), "expected ':' after the member name, got \(describeHere())")
            }
            advance()
            skipWhitespace()
            let value = try parseValue(path: path.member(key))
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "}"):
                advance()
                depth -= 1
                return JSONNode(value: .object(members), location: start)
            default:
                throw error(path, "expected ',' or '}' after the member \"\(key)\", got \(describeHere())\(hint())")
            }
        }
    }

    private mutating func parseArray(path: JSONPath) throws(SpecError) -> JSONNode {
        let start = location
        try enter(path)
        advance() // [
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            advance()
            depth -= 1
            return JSONNode(value: .array([]), location: start)
        }
        while true {
            skipWhitespace()
            guard elements.count < SpecLimits.containerCount else {
                throw error(path, "expected at most \(SpecLimits.containerCount) elements in one array, got more")
            }
            if peek() == UInt8(ascii: "]") {
                throw error(path.element(elements.count), "expected a value after ',', got ']' (a trailing comma)")
            }
            elements.append(try parseValue(path: path.element(elements.count)))
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "]"):
                advance()
                depth -= 1
                return JSONNode(value: .array(elements), location: start)
            default:
                throw error(path, "expected ',' or ']' after element \(elements.count - 1), got \(describeHere())\(hint())")
            }
        }
    }

    private mutating func parseString(path: JSONPath) throws(SpecError) -> String {
        let start = location
        advance() // opening quote
        var scalars = String.UnicodeScalarView()
        var pendingBytes: [UInt8] = []
        func flush() {
            if !pendingBytes.isEmpty {
                scalars.append(contentsOf: String(decoding: pendingBytes, as: UTF8.self).unicodeScalars)
                pendingBytes.removeAll(keepingCapacity: true)
            }
        }
        var count = 0
        while true {
            guard offset < bytes.count else {
                throw error(path, "expected a closing '\"' for the string that starts at line \(start.line), column \(start.column), got the end of the file")
            }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                advance()
                flush()
                return String(scalars)
            }
            count += 1
            guard count <= SpecLimits.stringLength else {
                throw error(path, "expected a string of at most \(SpecLimits.stringLength) characters, got a longer one", at: start)
            }
            if byte < 0x20 {
                let what = byte == 0x0A ? "a line break (strings end on the line they start; write \\n)" : "the control character 0x\(JSONParser.hex(byte))"
                throw error(path, "expected a closing '\"' or more text, got \(what)")
            }
            if byte == UInt8(ascii: "\\") {
                flush()
                advance()
                guard offset < bytes.count else {
                    throw error(path, "expected an escape after '\\', got the end of the file")
                }
                let escape = bytes[offset]
                advance()
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    let high = try parseHex4(path: path)
                    if (0xD800...0xDBFF).contains(high) {
                        guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                            throw error(path, "expected a low surrogate \\uDC00…\\uDFFF after \\u\(String(high, radix: 16, uppercase: true)), got \(describeCharacter())")
                        }
                        advance(); advance()
                        let low = try parseHex4(path: path)
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw error(path, "expected a low surrogate \\uDC00…\\uDFFF, got \\u\(String(low, radix: 16, uppercase: true))")
                        }
                        scalars.append(Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!)
                    } else if (0xDC00...0xDFFF).contains(high) {
                        throw error(path, "expected a character escape, got a lone low surrogate \\u\(String(high, radix: 16, uppercase: true))")
                    } else {
                        scalars.append(Unicode.Scalar(high)!)
                    }
                default:
                    throw error(path, "expected one of the escapes \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX, got '\\\(Character(Unicode.Scalar(escape)))'")
                }
                continue
            }
            // Multi-byte sequences were validated by checkEncoding; copy them whole.
            let length = JSONParser.utf8SequenceLength(bytes, at: offset)
            pendingBytes.append(contentsOf: bytes[offset..<offset + length])
            offset += length
            column += 1
        }
    }

    private mutating func parseHex4(path: JSONPath) throws(SpecError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek(), let digit = hexDigit(byte) else {
                throw error(path, "expected four hexadecimal digits after \\u, got \(describeCharacter())")
            }
            value = value << 4 | digit
            advance()
        }
        return value
    }

    private func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private mutating func parseNumber(path: JSONPath) throws(SpecError) -> JSONNode {
        let start = location
        let first = offset
        func digits() -> Int {
            var count = 0
            while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { advance(); count += 1 }
            return count
        }
        if peek() == UInt8(ascii: "-") { advance() }
        if peek() == UInt8(ascii: "0") {
            advance()
            if let next = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
                throw error(path, "expected a number without leading zeros, got \(literal(from: first))", at: start)
            }
        } else if digits() == 0 {
            let what = peek().map { $0 == UInt8(ascii: "I") ? "'-Infinity' (JSON has no infinities)" : describeHere() } ?? "the end of the file"
            throw error(path, "expected a digit after '-', got \(what)")
        }
        if peek() == UInt8(ascii: ".") {
            advance()
            guard digits() > 0 else { throw error(path, "expected a digit after the decimal point, got \(describeHere())") }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            advance()
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { advance() }
            guard digits() > 0 else { throw error(path, "expected a digit in the exponent, got \(describeHere())") }
        }
        let text = String(decoding: bytes[first..<offset], as: UTF8.self)
        guard text.count <= SpecLimits.numberLength else {
            throw error(path, "expected a number of at most \(SpecLimits.numberLength) characters, got one of \(text.count)", at: start)
        }
        // Swift's Double(String) rounds correctly, so a spec's 1.3 is the same Double as Swift's 1.3.
        guard let number = Double(text), number.isFinite else {
            throw error(path, "expected a finite number, got \(text), which overflows a Double", at: start)
        }
        return JSONNode(value: .number(number, text: text), location: start)
    }

    private func literal(from start: Int) -> String {
        var end = offset
        while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) || bytes[end] == UInt8(ascii: ".") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private mutating func expectWord(_ word: String, path: JSONPath) throws(SpecError) {
        let start = location
        for expected in word.utf8 {
            guard peek() == expected else {
                throw error(path, "expected a value (object, array, string, number, true, false or null), got \(wordHere(from: start))", at: start)
            }
            advance()
        }
        if let next = peek(), isWordByte(next) {
            throw error(path, "expected a value (object, array, string, number, true, false or null), got \(wordHere(from: start))", at: start)
        }
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// The bare word that starts near the current position, for messages about `True`, `NaN`, `undefined`.
    private func wordHere(from start: SourceLocation) -> String {
        var begin = offset
        while begin > 0, isWordByte(bytes[begin - 1]) { begin -= 1 }
        var end = offset
        while end < bytes.count, isWordByte(bytes[end]), end - begin < 20 { end += 1 }
        let word = String(decoding: bytes[begin..<end], as: UTF8.self)
        switch word {
        case "NaN", "Infinity": return "'\(word)' (JSON has no NaN or infinities)"
        case "True", "False", "TRUE", "FALSE", "Null", "NULL", "None", "nil", "undefined":
            return "'\(word)' (JSON spells these true, false and null)"
        default: return "'\(word)'"
        }
    }

    // MARK: Scanning

    private func peek(_ ahead: Int = 0) -> UInt8? {
        offset + ahead < bytes.count ? bytes[offset + ahead] : nil
    }

    private mutating func advance() {
        guard offset < bytes.count else { return }
        if bytes[offset] == 0x0A { line += 1; column = 1 } else { column += 1 }
        offset += 1
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    /// The character at the current position, quoted, for "got …".
    private func describeHere() -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte == UInt8(ascii: "'") { return "''' (JSON strings use double quotes)" }
        if byte < 0x80, byte >= 0x20 {
            if isWordByte(byte) { return wordHere(from: location) }
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        if byte == 0x0A { return "a line break" }
        let length = max(1, JSONParser.utf8SequenceLength(bytes, at: offset))
        return "'" + String(decoding: bytes[offset..<min(bytes.count, offset + length)], as: UTF8.self) + "'"
    }

    /// The character at the current position, quoted, without reading it as part of a word (inside strings).
    private func describeCharacter() -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let length = max(1, JSONParser.utf8SequenceLength(bytes, at: offset))
        let text = String(decoding: bytes[offset..<min(bytes.count, offset + length)], as: UTF8.self)
        return text == "\"" ? "'\"'" : "'\(text)'"
    }

    /// A hint for the mistakes JSON written by hand usually has.
    private func hint() -> String {
        guard let byte = peek() else { return "" }
        if byte == UInt8(ascii: "/") { return " (JSON has no comments)" }
        return ""
    }
}
