import Testing
@testable import CadenceRender

/// One test per context of `Escaping`: each hostile string must not end its context or start another.
@Suite struct EscapingTests {
    static let hostile = "</style></script><script>alert(1)</script> */ /* \" ' & <!-- \u{1B}[2J\n\r\t\u{7}\u{0}\u{202E}\u{2028}"

    @Test func htmlTextHasNoTagsLeft() {
        let text = Escaping.htmlText(Self.hostile)
        #expect(!text.contains("<"))
        #expect(!text.contains(">"))
        #expect(text.contains("&lt;/style&gt;"))
        #expect(text.contains("&amp;"))
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0 || $0.value == 7 })
        #expect(Escaping.htmlText("Tom & Jerry") == "Tom &amp; Jerry")
    }

    @Test func htmlAttributeCannotCloseItsQuotes() {
        let text = Escaping.htmlAttribute("x\" onload=\"alert(1)' y")
        #expect(text == "x&quot; onload=&quot;alert(1)&#39; y")
        #expect(!Escaping.htmlAttribute(Self.hostile).contains("\""))
        #expect(!Escaping.htmlAttribute(Self.hostile).contains("'"))
    }

    @Test func xmlIsWellFormedWhateverTheString() {
        let text = Escaping.xml(Self.hostile + "\u{FFFE}\u{FFFF}")
        #expect(!text.contains("<"))
        #expect(!text.unicodeScalars.contains { ($0.value < 0x20 && ![9, 10, 13].contains($0.value)) || $0.value == 0xFFFE || $0.value == 0xFFFF })
        #expect(Escaping.xml("a<b&c") == "a&lt;b&amp;c")
    }

    @Test func cssCommentCannotEndTheCommentOrTheStyleElement() {
        let text = Escaping.cssComment(Self.hostile)
        #expect(!text.contains("*/"))
        #expect(!text.lowercased().contains("</style"))
        #expect(!text.contains("<!"))
        #expect(!text.contains("\n"))
        #expect(Escaping.cssComment("a */ b") == "a * / b")
        #expect(Escaping.cssComment("**/") == "** /")
        #expect(Escaping.cssComment("Like button") == "Like button")
        // Inside a comment, what is left is text: no rule can start.
        let sheet = "/* \(text) */\n.x { }"
        #expect(sheet.components(separatedBy: "*/").count == 2)
    }

    @Test func cssStringCannotEndTheString() {
        let text = Escaping.cssString("a\"b\\c</style>\n")
        #expect(text == "\"a\\22 b\\5C c\\3C /style\\3E \\A \"")
        #expect(text.dropFirst().dropLast().allSatisfy { $0 != "\"" })
        #expect(Escaping.cssString("\u{0}") == "\"\\FFFD \"")
    }

    @Test func jsonIsValidAndSafeInsideAScriptElement() throws {
        let text = Escaping.json(Self.hostile)
        #expect(!text.contains("</"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 })
        #expect(Escaping.json("a\"b\\c\n") == "\"a\\\"b\\\\c\\n\"")
        #expect(Escaping.json("\u{1}") == "\"\\u0001\"")
        #expect(Escaping.json("</script>") == "\"\\u003c/script>\"")
    }

    @Test func terminalIsOneVisibleLine() {
        let text = Escaping.terminal("ok\n\u{1B}]0;x\u{7}\u{1B}[2J\r\terror: all good\u{202E}\u{9B}\u{7F}")
        #expect(text == "ok\\n\\x1B]0;x\\x07\\x1B[2J\\r\\terror: all good\\u{202E}\\u{009B}\\x7F")
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(Escaping.terminal("plain ünïcode ✓") == "plain ünïcode ✓")
        #expect(Escaping.isTerminalSafe("plain ünïcode ✓"))
        #expect(!Escaping.isTerminalSafe("a\nb"))
        // Escaping twice changes nothing more: messages may be escaped at their source and again when printed.
        #expect(Escaping.terminal(text) == text)
    }
}
