/// One `"key": value` pair of a JSON object.
package struct JSONMember: Sendable {
    package var key: String
    package var keyLocation: SourceLocation
    package var value: JSONNode

    package init(key: String, keyLocation: SourceLocation, value: JSONNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
