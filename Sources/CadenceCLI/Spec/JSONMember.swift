/// One `"key": value` pair of a JSON object.
struct JSONMember: Sendable {
    var key: String
    var keyLocation: SourceLocation
    var value: JSONNode
}
