// The text form of an accessibility tree, for snapshot tests and the gallery: a header line, then one
// line per element, children of containers indented by two spaces; numbers rounded to 6 decimals.
//
//     accessibility tree 200×200 at t=0.5
//     "Like" value="1 likes" [isButton] frame=(78, 78, 44, 44)
//     "Friends" [] frame=(0, 140, 200, 60)
//       "Ana" [isStaticText] frame=(10, 150, 30, 20)

extension AccessibilityTree: CustomStringConvertible {
    public var description: String {
        var lines = ["accessibility tree \(DisplayNumber(size.width))×\(DisplayNumber(size.height)) at t=\(DisplayNumber(time))"]
        for element in elements {
            element.appendLines(to: &lines, indent: "")
        }
        return lines.joined(separator: "\n")
    }
}

extension AccessibilityElement: CustomStringConvertible {
    /// One line: label, value, hint, identifier, traits, frame.
    public var description: String {
        describe(withLayout: true)
    }

    /// The element as spoken: label, value, hint and traits, without its identifier and frame.
    var spokenDescription: String {
        describe(withLayout: false)
    }

    private func describe(withLayout: Bool) -> String {
        var text = accessibilityQuoted(label)
        if let value { text += " value=\(accessibilityQuoted(value))" }
        if let hint { text += " hint=\(accessibilityQuoted(hint))" }
        if withLayout, let identifier { text += " id=\(accessibilityQuoted(identifier))" }
        text += " \(traits)"
        return withLayout ? text + " frame=\(formatted(frame))" : text
    }

    fileprivate func appendLines(to lines: inout [String], indent: String) {
        lines.append(indent + description)
        for child in children {
            child.appendLines(to: &lines, indent: indent + "  ")
        }
    }
}

/// `text` in double quotes, with backslashes, quotes and line breaks escaped so one element stays on
/// one line.
func accessibilityQuoted(_ text: String) -> String {
    let escaped = text
        .replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "\"", with: "\\\"")
        .replacingOccurrences(of: "\n", with: "\\n")
    return "\"\(escaped)\""
}
