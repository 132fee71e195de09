import Foundation

/// A JSONPath-style address of a node in a spec (`$.tracks[1].keyframes[0].duration`), built while
/// decoding so every error names where it is.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    /// The path as text: `$`, then `.key` or `["key"]` for members and `[index]` for elements.
    public private(set) var description: String

    package init(description: String) {
        self.description = description
    }

    /// The document itself: `$`.
    public static let root = JSONPath(description: "$")

    /// The member `key` of this object: `.key`, or `["key"]` when the key is not a plain identifier.
    public func member(_ key: String) -> JSONPath {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0) }
            && !("0"..."9").contains(key.unicodeScalars.first!)
        if plain { return JSONPath(description: description + "." + key) }
        let escaped = key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        return JSONPath(description: description + "[\"" + escaped + "\"]")
    }

    /// The element at `index` of this array: `[index]`.
    public func element(_ index: Int) -> JSONPath {
        JSONPath(description: description + "[\(index)]")
    }
}
