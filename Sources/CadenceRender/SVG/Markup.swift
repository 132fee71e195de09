/// Escaping for text placed in XML (SVG) and HTML, in element content and in quoted attributes.
///
/// ```swift
/// Markup.escaped("Tom & \"Jerry\" <3")   // "Tom &amp; &quot;Jerry&quot; &lt;3"
/// ```
enum Markup {
    /// `text` for XML (SVG) or HTML content and quoted attributes: `Escaping.xml(_:)`.
    static func escaped(_ text: String) -> String {
        Escaping.xml(text)
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
