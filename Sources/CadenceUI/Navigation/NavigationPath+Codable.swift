import Foundation

extension NavigationPath {
    /// A navigation path in a form that can be encoded and decoded, to save a stack and restore it
    /// (with `@SceneStorage`, say): SwiftUI's `NavigationPath.CodableRepresentation`.
    ///
    /// ```swift
    /// @SceneStorage("navigation") private var saved: Data?
    /// @State private var path = NavigationPath()
    ///
    /// .onChange(of: path) { saved = try? path.codable.map(JSONEncoder().encode) }
    /// .task {
    ///     if let saved, let codable = try? JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: saved) {
    ///         path = NavigationPath(codable)
    ///     }
    /// }
    /// ```
    ///
    /// It is encoded as SwiftUI encodes it: a flat list of strings, for each value from the last
    /// pushed to the first, the value's type (its mangled name) and then the value's JSON. Decoding
    /// looks each type up by that name in the running program; a type that is not found, or not
    /// `Decodable` and `Hashable`, makes decoding throw `DecodingError.dataCorrupted`.
    public struct CodableRepresentation: Codable, Equatable, Sendable {
        /// The pushed values, first pushed first: each its type's mangled name and its JSON.
        fileprivate var items: [(type: String, json: String)]

        fileprivate init(items: [(type: String, json: String)]) {
            self.items = items
        }

        /// Decodes the list of type names and JSON strings.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var reversed: [(type: String, json: String)] = []
            while !container.isAtEnd {
                let type = try container.decode(String.self)
                guard !container.isAtEnd else {
                    throw DecodingError.dataCorruptedError(in: container, debugDescription: "The navigation path's type name \(type) has no value after it")
                }
                reversed.append((type, try container.decode(String.self)))
            }
            items = reversed.reversed()
            // As SwiftUI does, the values are decoded now, so an unknown type fails here.
            for item in items { _ = try NavigationPath.decode(item) }
        }

        /// Encodes the values as a list of type names and JSON strings, the last pushed first.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for item in items.reversed() {
                try container.encode(item.type)
                try container.encode(item.json)
            }
        }

        /// Whether two representations hold the same types and JSON, in the same order.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.items.elementsEqual(rhs.items) { $0.type == $1.type && $0.json == $1.json }
        }
    }

    /// The path in a form that can be encoded, or `nil` when a pushed value is not `Codable`.
    public var codable: CodableRepresentation? {
        var items: [(type: String, json: String)] = []
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for element in elements {
            guard let value = element.base as? any Encodable, let type = _mangledTypeName(Swift.type(of: element.base)),
                  let data = try? encoder.encode(value), let json = String(data: data, encoding: .utf8) else { return nil }
            items.append((type, json))
        }
        return CodableRepresentation(items: items)
    }

    /// A path of the values `codable` holds, first pushed first (their types were checked when
    /// the representation was decoded or made).
    public init(_ codable: CodableRepresentation) {
        self.init()
        for item in codable.items {
            if let value = try? Self.decode(item) { elements.append(value) }
        }
    }

    /// The value `item` encodes, of the type its name names.
    fileprivate static func decode(_ item: (type: String, json: String)) throws -> AnyHashable {
        guard let type = _typeByName(item.type) as? any (Decodable & Hashable).Type else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "No Decodable and Hashable type is named \(item.type)"))
        }
        func decode<T: Decodable & Hashable>(_: T.Type) throws -> AnyHashable {
            AnyHashable(try JSONDecoder().decode(T.self, from: Data(item.json.utf8)))
        }
        return try decode(type)
    }
}
