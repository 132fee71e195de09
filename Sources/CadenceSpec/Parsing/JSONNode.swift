/// A parsed JSON value that remembers where it was written, so the spec decoder can say
/// `file:line:column: $.tracks[1].keyframes[0].duration: …` about any node.
///
/// Objects keep their members in file order (duplicates are rejected by the parser). Numbers keep
/// the text they were written with, so messages quote what the author typed (`-0.2`, not `-0.20000000000000001`).
package struct JSONNode: Sendable {
    package enum Value: Sendable {
        case object([JSONMember])
        case array([JSONNode])
        case string(String)
        case number(Double, text: String)
        case bool(Bool)
        case null
    }

    package var value: Value
    package var location: SourceLocation

    package init(value: Value, location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// How the node reads in an error message's "got …" part.
    package var summary: String {
        switch value {
        case .object(let members): return members.isEmpty ? "an empty object" : "an object"
        case .array(let elements): return elements.isEmpty ? "an empty array" : "an array of \(elements.count)"
        case .string(let text):
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            return "the string \"\(shown)\""
        case .number(_, let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }
}
