/// A JSON node on its way into the spec model: the node, its path, and the file, so every check can
/// throw a `SpecError` that says where it is and what was expected.
///
/// Every accessor takes `expected`, the form the spec wants written the way a person reads it
/// ("a number of seconds ≥ 0"), and fails with `expected <form>, got <what was there>`.
package struct SpecNode: Sendable {
    package let node: JSONNode
    package let path: JSONPath
    package let file: String

    package init(node: JSONNode, path: JSONPath, file: String) {
        self.node = node
        self.path = path
        self.file = file
    }

    package var location: SourceLocation { node.location }

    /// `expected <form>, got <this node>` at this node.
    package func mismatch(_ expected: String) -> SpecError {
        SpecError(file: file, at: node.location, path, "expected \(expected), got \(node.summary)")
    }

    /// Any message at this node.
    package func error(_ message: String) -> SpecError {
        SpecError(file: file, at: node.location, path, message)
    }

    package var isNull: Bool {
        if case .null = node.value { return true }
        return false
    }

    package var isString: Bool {
        if case .string = node.value { return true }
        return false
    }

    package var isNumber: Bool {
        if case .number = node.value { return true }
        return false
    }

    package var isObject: Bool {
        if case .object = node.value { return true }
        return false
    }

    /// The number (always finite: the parser rejects overflow) as written.
    package func number(_ expected: String) throws(SpecError) -> Double {
        guard case .number(let value, _) = node.value else { throw mismatch(expected) }
        return value
    }

    /// A number within `range`; the message states the range through `expected`.
    package func number(_ expected: String, in range: ClosedRange<Double>) throws(SpecError) -> Double {
        let value = try number(expected)
        guard range.contains(value) else { throw mismatch(expected) }
        return value
    }

    /// A number strictly above `lower` and at most `upper`.
    package func number(_ expected: String, above lower: Double, atMost upper: Double) throws(SpecError) -> Double {
        let value = try number(expected)
        guard value > lower, value <= upper else { throw mismatch(expected) }
        return value
    }

    /// A whole number in `range`.
    package func integer(_ expected: String, in range: ClosedRange<Int>) throws(SpecError) -> Int {
        let value = try number(expected)
        guard value.rounded() == value, value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            throw mismatch(expected)
        }
        return Int(value)
    }

    /// A duration in seconds: 0 … one hour.
    package func seconds(_ expected: String = "a number of seconds ≥ 0") throws(SpecError) -> Double {
        try number("\(expected) (at most \(Int(SpecLimits.seconds)))", in: 0...SpecLimits.seconds)
    }

    /// A value or velocity component: finite and within `SpecLimits.magnitude`.
    package func component(_ expected: String) throws(SpecError) -> Double {
        try number("\(expected) between -1e9 and 1e9", in: -SpecLimits.magnitude...SpecLimits.magnitude)
    }

    package func string(_ expected: String) throws(SpecError) -> String {
        guard case .string(let text) = node.value else { throw mismatch(expected) }
        return text
    }

    package func bool(_ expected: String) throws(SpecError) -> Bool {
        guard case .bool(let flag) = node.value else { throw mismatch(expected) }
        return flag
    }

    /// One of `names`, with "did you mean" for a near miss.
    package func name(_ what: String, among names: [String]) throws(SpecError) -> String {
        let text = try string("\(what) (\(NameSuggestion.list(names)))")
        guard names.contains(text) else {
            throw error("expected \(what) (\(NameSuggestion.list(names))), got \"\(text)\"\(NameSuggestion.didYouMean(text, among: names))")
        }
        return text
    }

    /// The elements of an array of at most `limit` elements (and, unless `allowEmpty`, at least one).
    package func array(_ expected: String, limit: Int, allowEmpty: Bool = true) throws(SpecError) -> [SpecNode] {
        guard case .array(let elements) = node.value else { throw mismatch(expected) }
        guard elements.count <= limit else {
            throw error("expected at most \(limit) elements (\(expected)), got \(elements.count)")
        }
        guard allowEmpty || !elements.isEmpty else { throw mismatch("\(expected), at least one") }
        return elements.enumerated().map { SpecNode(node: $1, path: path.element($0), file: file) }
    }

    /// The members of an object, after checking that every key is one of `keys`.
    package func object(_ expected: String, keys: [String]) throws(SpecError) -> SpecObject {
        guard case .object(let members) = node.value else { throw mismatch(expected) }
        // "a keyframe, {"kind": …}" names the object "a keyframe" in the message about its keys.
        let noun = expected.split(separator: ",").first.map(String.init) ?? expected
        for member in members where !keys.contains(member.key) {
            throw SpecError(file: file, at: member.keyLocation, path.member(member.key),
                            "expected a key of \(noun) (\(NameSuggestion.list(keys))), got \"\(member.key)\"\(NameSuggestion.didYouMean(member.key, among: keys))")
        }
        return SpecObject(owner: self, members: members)
    }

    /// The members of an object whose keys are names chosen by the author (property names), at most `limit`.
    package func dictionary(_ expected: String, limit: Int) throws(SpecError) -> [(key: String, keyLocation: SourceLocation, value: SpecNode)] {
        guard case .object(let members) = node.value else { throw mismatch(expected) }
        guard members.count <= limit else {
            throw error("expected at most \(limit) entries (\(expected)), got \(members.count)")
        }
        return members.map { ($0.key, $0.keyLocation, SpecNode(node: $0.value, path: path.member($0.key), file: file)) }
    }
}
