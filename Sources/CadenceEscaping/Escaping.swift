/// The one set of escaping functions for user strings (spec names, phase names, labels, file names)
/// placed into what Cadence writes: HTML and SVG pages, CSS files, JSON, and the terminal.
///
/// Each function makes any string safe for exactly one context: its result cannot end that context
/// (close a comment, a string, a `<style>` or `<script>` element, an attribute, a line) or start
/// another. Use the one for where the text goes:
///
/// ```swift
/// Escaping.htmlText("</title><script>")     // "&lt;/title&gt;&lt;script&gt;"
/// Escaping.htmlAttribute("\" onload=\"x")   // "&quot; onload=&quot;x"
/// Escaping.cssComment("*/ body { }")        // "* / body { }"
/// Escaping.cssString("a\"b")                // "\"a\\22 b\"" (with its quotes)
/// Escaping.json("</script>")                // "\"\\u003c/script>\"" (with its quotes)
/// Escaping.terminal("ok\n\u{1B}]0;x\u{7}")  // "ok\\n\\x1B]0;x\\x07"
/// ```
public enum Escaping {
    /// Text for HTML element content (`<title>`, `<p>`, `<pre>`, `<summary>`): `& < >` become entities,
    /// and characters HTML and XML forbid (C0 controls but tab, line feed and carriage return;
    /// the noncharacters U+FFFE and U+FFFF) are removed.
    public static func htmlText(_ text: String) -> String {
        markup(text, quotes: false)
    }

    /// Text for a double- or single-quoted HTML or XML attribute value: as `htmlText`, with `"` and
    /// `'` as entities too.
    public static func htmlAttribute(_ text: String) -> String {
        markup(text, quotes: true)
    }

    /// Text for XML (SVG) element content or quoted attributes: `& < > " '` as entities, and the
    /// characters XML 1.0 forbids (C0 controls but tab, line feed and carriage return; U+FFFE,
    /// U+FFFF) removed, so the document stays well-formed whatever the string.
    public static func xml(_ text: String) -> String {
        markup(text, quotes: true)
    }

    /// Text for the inside of a CSS comment `/* … */`, in a `.css` file or inlined in an HTML `<style>`:
    /// `*/` cannot close the comment (`* /`), `<` is followed by a space when it would start a tag
    /// (`</style>`, `<!--`), and line breaks and other control characters become spaces, so the
    /// comment stays on its line.
    public static func cssComment(_ text: String) -> String {
        var result = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if previous == "*", scalar == "/" { result += " " }
            if previous == "<", scalar == "/" || scalar == "!" { result += " " }
            if isControl(scalar) || isLineSeparator(scalar) {
                result += " "
            } else {
                result.unicodeScalars.append(scalar)
            }
            previous = scalar
        }
        return result
    }

    /// A CSS string literal, with its double quotes: `"`, `\`, `<`, `>`, `&` and every control
    /// character written as a hexadecimal escape (`\22 `), so it cannot end the string, the
    /// declaration, or an inline `<style>`.
    public static func cssString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\", "<", ">", "&":
                result += "\\" + String(scalar.value, radix: 16, uppercase: true) + " "
            case _ where isControl(scalar) || isLineSeparator(scalar):
                // CSS cannot hold U+0000 even escaped: it reads as U+FFFD.
                result += "\\" + String(scalar.value == 0 ? 0xFFFD : scalar.value, radix: 16, uppercase: true) + " "
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A JSON string literal, with its double quotes: `"` and `\` escaped, control characters as
    /// `\n`, `\t`, `\r` or `\u00XX`, and `<`, U+2028 and U+2029 as `\u` escapes, so the JSON can sit
    /// inside an HTML `<script>` element (no `</script>`) and be evaluated as JavaScript.
    public static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", "\u{2028}", "\u{2029}": out += unicodeEscape(scalar.value)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: out += unicodeEscape(scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// One line for the terminal: control characters (C0, DEL and C1, which start escape sequences
    /// that set window titles or clear the screen), line and paragraph separators, and bidirectional
    /// overrides (which reorder what is shown) are written visibly, `\n`, `\r`, `\t` or `\x1B` /
    /// `\u{202E}`, and a backslash stays a backslash. The result never holds a line break, so a
    /// message is always exactly one line, and a string cannot forge a second one.
    public static func terminal(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\x" + hex(scalar.value, digits: 2)
            case _ where (0x80...0x9F).contains(scalar.value) || isLineSeparator(scalar) || isBidiControl(scalar):
                out += "\\u{" + hex(scalar.value, digits: 4) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether `text` is shown by `terminal(_:)` exactly as it is.
    public static func isTerminalSafe(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { scalar in
            !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isLineSeparator(scalar) || isBidiControl(scalar))
        }
    }

    private static func markup(_ text: String, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0x85
    }

    /// Bidirectional embeddings, overrides and isolates (U+202A–202E, U+2066–2069) and the marks
    /// U+200E, U+200F, U+061C.
    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
            || scalar.value == 0x200E || scalar.value == 0x200F || scalar.value == 0x061C
    }

    private static func unicodeEscape(_ value: UInt32) -> String {
        "\\u" + hex(value, digits: 4).lowercased()
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
