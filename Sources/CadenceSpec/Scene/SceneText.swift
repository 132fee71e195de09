import Foundation

/// A text of a scene's accessibility (a label, value, hint or announcement) that may read the scene's
/// count: `"{count} likes"`. The count is the scene's `initialCount` plus the number of `trigger`
/// events so far, the one piece of state a scene has (a Swift author's `@State var likes`).
///
/// ```json
/// {"accessibilityValue": "{count} likes"}        // "12 likes" after two triggers from "initialCount": 10
/// {"announceOnTrigger": "Saved"}                  // no placeholder: the same text every time
/// {"accessibilityLabel": "Progress {{beta}}"}     // doubled braces are literal: "Progress {beta}"
/// {"accessibilityValue": "{count|# like|# likes}"} // "1 like", "0 likes", "2 likes"
/// ```
///
/// `{count}` is the only placeholder; `{{` and `}}` write a brace. `{count|ONE|OTHER}` picks a plural
/// form by English rules — `ONE` for a count of exactly 1, `OTHER` for any other (0 included) — and
/// writes it with each `#` replaced by the count; a form may be empty but not contain `|`, `{` or `}`.
/// Anything else in braces, an unclosed `{` or a lone `}` is an error at the text's JSON path, so a
/// typo never reaches a screen reader as `{cuont}`.
package struct SceneText: Sendable, Hashable {
    package enum Part: Sendable, Hashable {
        case literal(String)
        case count
        /// `{count|one|other}`: the form for the count, each `#` replaced by it.
        case plural(one: String, other: String)
    }

    package var parts: [Part]

    /// The placeholders a text may use, without braces.
    package static let placeholders = ["count"]

    /// A text without placeholders.
    package init(_ literal: String) {
        parts = literal.isEmpty ? [] : [.literal(literal)]
    }

    package init(parts: [Part]) {
        self.parts = parts
    }

    /// Whether the text reads the count (and so changes with each trigger).
    package var usesCount: Bool {
        parts.contains { part in
            switch part {
            case .literal: false
            case .count, .plural: true
            }
        }
    }

    /// The text with the count filled in.
    package func text(count: Int) -> String {
        parts.map { part in
            switch part {
            case .literal(let text): text
            case .count: String(count)
            case .plural(let one, let other): (count == 1 ? one : other).replacingOccurrences(of: "#", with: String(count))
            }
        }.joined()
    }

    /// A JSON string, its placeholders checked. `what` names the text in messages ("an accessibility value").
    package static func decode(_ node: SpecNode, what: String) throws(SpecError) -> SceneText {
        let form = "\(what): a string, which may read the trigger count as {count} or with plural forms as {count|# like|# likes}"
        let source = try node.string(form)
        var parts: [Part] = []
        var literal = ""
        var index = source.startIndex
        func flush() {
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
        }
        while index < source.endIndex {
            let character = source[index]
            let next = source.index(after: index)
            if character == "{" || character == "}", next < source.endIndex, source[next] == character {
                literal.append(character)
                index = source.index(after: next)
                continue
            }
            if character == "}" {
                throw node.error("expected \(form), got \"\(source)\" with a lone \"}\" (write \"}}\" for a brace)")
            }
            guard character == "{" else {
                literal.append(character)
                index = next
                continue
            }
            guard let close = source[next...].firstIndex(of: "}") else {
                throw node.error("expected \(form), got \"\(source)\" with an unclosed \"{\" (write \"{{\" for a brace)")
            }
            let inside = String(source[next..<close])
            if inside.contains("|") {
                let forms = inside.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
                guard forms.count == 3, forms[0] == "count" else {
                    throw node.error("expected \(form), got \"{\(inside)}\" in \"\(source)\": plural forms are {count|ONE|OTHER}, two forms after the name")
                }
                flush()
                parts.append(.plural(one: forms[1], other: forms[2]))
                index = source.index(after: close)
                continue
            }
            let name = inside
            guard placeholders.contains(name) else {
                throw node.error("expected \(form), got the unknown placeholder \"{\(name)}\" in \"\(source)\"\(NameSuggestion.didYouMean(name, among: placeholders)) (write \"{{\" for a brace)")
            }
            flush()
            parts.append(.count)
            index = source.index(after: close)
        }
        flush()
        return SceneText(parts: parts)
    }
}
