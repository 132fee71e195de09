import Foundation

/// A JSONPath-style address of a node in a spec (`$.tracks[1].keyframes[0].duration`), built while
/// decoding so every error names where it is.
struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    private(set) var description: String

    /// The document itself: `$`.
    static let root = JSONPath(description: "$")

    /// The member `key` of this object: `.key`, or `["key"]` when the key is not a plain identifier.
    func member(_ key: String) -> JSONPath {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0) }
            && !("0"..."9").contains(key.unicodeScalars.first!)
        if plain { return JSONPath(description: description + "." + key) }
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return JSONPath(description: description + "[\"" + escaped + "\"]")
    }

    /// The element at `index` of this array: `[index]`.
    func element(_ index: Int) -> JSONPath {
        JSONPath(description: description + "[\(index)]")
    }
}
