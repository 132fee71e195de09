/// Escaping for text placed in XML (SVG) and HTML, in element content and in quoted attributes.
///
/// ```swift
/// Markup.escaped("Tom & \"Jerry\" <3")   // "Tom &amp; &quot;Jerry&quot; &lt;3"
/// ```
enum Markup {
    /// `text` with `& < > " '` replaced by entities, and characters XML 1.0 forbids (C0 controls other
    /// than tab, line feed and carriage return; U+FFFE and U+FFFF) removed, so any string, even one
    /// from a user's view, makes a well-formed document.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// One element: `<name a="v" …/>` or `<name a="v" …>content</name>`. Attribute values are escaped;
    /// `content` is inserted as given (escape text yourself, nest elements as they are).
    static func element(_ name: String, _ attributes: [(String, String)], content: String? = nil) -> String {
        var text = "<" + name
        for (key, value) in attributes {
            text += " \(key)=\"\(escaped(value))\""
        }
        guard let content else { return text + "/>" }
        return text + ">" + content + "</\(name)>"
    }
}
