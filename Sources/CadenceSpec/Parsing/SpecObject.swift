/// The members of a JSON object whose keys have been checked.
package struct SpecObject: Sendable {
    package let owner: SpecNode
    package let members: [JSONMember]

    package init(owner: SpecNode, members: [JSONMember]) {
        self.owner = owner
        self.members = members
    }

    package var keys: [String] { members.map(\.key) }

    package func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// The member `key`, or nil when absent.
    package subscript(_ key: String) -> SpecNode? {
        guard let member = members.first(where: { $0.key == key }) else { return nil }
        return SpecNode(node: member.value, path: owner.path.member(key), file: owner.file)
    }

    /// The member `key`; when absent: `expected a member "key" (<form>), got an object without it`.
    package func required(_ key: String, _ expected: String) throws(SpecError) -> SpecNode {
        guard let node = self[key] else {
            throw owner.error("expected a member \"\(key)\" (\(expected)), got \(owner.node.summary) without it")
        }
        return node
    }
}
