@testable import CadenceSpec
import Testing

@Suite struct JSONParserTests {
    static func parse(_ text: String) throws(SpecError) -> JSONNode {
        try JSONParser.parse(Array(text.utf8), file: "t.json")
    }

    static func failure(_ text: String) -> String {
        do {
            _ = try parse(text)
            return "parsed"
        } catch {
            return error.description
        }
    }

    @Test func valuesKeepTheirLocationsAndText() throws {
        let root = try Self.parse("{\n  \"a\": [1.30, true, null],\n  \"é\": \"x\\u00e9\\ud83d\\ude00\"\n}")
        guard case .object(let members) = root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "é"])
        #expect(members[0].keyLocation == SourceLocation(line: 2, column: 3))
        guard case .array(let elements) = members[0].value.value, case .number(let number, let text) = elements[0].value else {
            Issue.record("not an array of a number"); return
        }
        #expect(number == 1.3)
        #expect(text == "1.30")
        #expect(elements[1].location == SourceLocation(line: 2, column: 15))
        guard case .string(let string) = members[1].value.value else { Issue.record("not a string"); return }
        #expect(string == "xé😀")
        // Columns count characters, not bytes: "é" is one column.
        #expect(members[1].value.location == SourceLocation(line: 3, column: 8))
    }

    /// The spec's numbers must be the Doubles Swift's literals give, or the DSL and the spec differ.
    @Test(arguments: ["0.1", "1.3", "-0.2", "0.18", "1e-7", "2.2250738585072014e-308", "123456789.123456789", "0", "-0"])
    func numbersAreCorrectlyRounded(text: String) throws {
        guard case .number(let value, _) = try Self.parse(text).value else { Issue.record("not a number"); return }
        #expect(value.bitPattern == Double(text)!.bitPattern)
    }

    @Test func nestingUpToTheCapIsAcceptedAndBeyondRejected() {
        let ok = String(repeating: "[", count: SpecLimits.depth) + String(repeating: "]", count: SpecLimits.depth)
        #expect(Self.failure(ok) == "parsed")
        let deep = "[" + ok + "]"
        #expect(Self.failure(deep).contains("expected at most 32 levels of nested arrays and objects"))
    }

    @Test(arguments: [
        ("", "t.json: $: expected a JSON object (the spec), got an empty file"),
        ("{\"a\": 1, \"a\": 2}", "t.json:1:10: $.a: expected each key once per object, got \"a\" again (first at line 1, column 2)"),
        ("[1, 2,]", "t.json:1:7: $[2]: expected a value after ',', got ']' (a trailing comma)"),
        ("{\"a\" 1}", "t.json:1:6: $.a: expected ':' after the member name, got '1'"),
        ("[1 2]", "t.json:1:4: $: expected ',' or ']' after element 0, got '2'"),
        ("{\"a\": nul}", "t.json:1:7: $.a: expected a value (object, array, string, number, true, false or null), got 'nul'"),
        ("[01]", "t.json:1:2: $[0]: expected a number without leading zeros, got 01"),
        ("[1.]", "t.json:1:4: $[0]: expected a digit after the decimal point, got ']'"),
        ("[1e]", "t.json:1:4: $[0]: expected a digit in the exponent, got ']'"),
        ("[+1]", "t.json:1:2: $[0]: expected a value (object, array, string, number, true, false or null), got '+'"),
        ("[-1e400]", "t.json:1:2: $[0]: expected a finite number, got -1e400, which overflows a Double"),
        ("[\"\\x\"]", "t.json:1:5: $[0]: expected one of the escapes \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX, got '\\x'"),
        ("[\"\\ud800x\"]", "t.json:1:9: $[0]: expected a low surrogate \\uDC00…\\uDFFF after \\uD800, got 'x'"),
        ("[\"abc", "t.json:1:6: $[0]: expected a closing '\"' for the string that starts at line 1, column 2, got the end of the file"),
        ("{} {}", "t.json:1:4: $: expected the end of the file after the top-level value, got '{'"),
        ("[1] // note", "t.json:1:5: $: expected the end of the file after the top-level value, got '/'"),
    ])
    func syntaxErrorsSayWhereAndWhat(text: String, message: String) {
        #expect(Self.failure(text) == message)
    }

    @Test func byteOrderMarkIsSkippedAndUTF16Rejected() {
        #expect(Self.failure("\u{FEFF}{}") == "parsed")
        let utf16: [UInt8] = [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]
        do {
            _ = try JSONParser.parse(utf16, file: "t.json")
            Issue.record("UTF-16 was accepted")
        } catch {
            #expect(error.description == "t.json:1:1: $: expected UTF-8 text, got UTF-16 (a byte order mark): save the file as UTF-8")
        }
    }

    @Test(arguments: [
        ([0x5B, 0x22, 0xC3, 0x28, 0x22, 0x5D] as [UInt8], "t.json:1:3: $: expected UTF-8 text, got the byte 0xC3 at offset 2"),
        ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D] as [UInt8], "t.json:1:3: $: expected UTF-8 text, got the byte 0xED at offset 2"),
        ([0x5B, 0x22, 0xF8, 0x22, 0x5D] as [UInt8], "t.json:1:3: $: expected UTF-8 text, got the byte 0xF8 at offset 2"),
    ])
    func invalidUTF8IsRejectedWithItsPosition(bytes: [UInt8], prefix: String) {
        do {
            _ = try JSONParser.parse(bytes, file: "t.json")
            Issue.record("invalid UTF-8 was accepted")
        } catch {
            #expect(error.description.hasPrefix(prefix), "\(error.description)")
        }
    }

    @Test func pathsQuoteKeysThatAreNotIdentifiers() {
        #expect(JSONPath.root.member("scale").element(2).description == "$.scale[2]")
        #expect(JSONPath.root.member("my key").description == "$[\"my key\"]")
        #expect(JSONPath.root.member("2d").description == "$[\"2d\"]")
        #expect(JSONPath.root.member("a\"b").description == "$[\"a\\\"b\"]")
    }

    @Test(arguments: [
        ("durration", "duration"), ("scael", "scale"), ("Tracks", "tracks"), ("keypath", "keyPath"), ("xyzzy", nil),
    ] as [(String, String?)])
    func nearMissesAreSuggested(name: String, suggestion: String?) {
        #expect(NameSuggestion.closest(name, among: ["duration", "scale", "tracks", "keyPath", "x"]) == suggestion)
    }
}
