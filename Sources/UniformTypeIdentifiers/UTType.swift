import Foundation

/// A uniform type identifier (`public.plain-text`, `public.png`): the part of Apple's `UTType` that
/// drag-and-drop and file code around SwiftUI uses, for platforms without the
/// UniformTypeIdentifiers framework.
///
/// ```swift
/// .onDrop(of: [.plainText], isTargeted: $isTargeted) { providers in … }
/// UTType(exportedAs: "com.example.todo-item")
/// ```
///
/// Cadence knows the system types declared below and their place in the type tree (`png` conforms
/// to `image`, `image` to `data` and `content`, everything to `item`); a type made from an
/// identifier it does not know conforms to `data` and `item` (as an exported or imported custom type
/// usually declares).
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier (`public.plain-text`).
    public let identifier: String

    /// The identifiers this type directly conforms to.
    let parents: [String]

    init(known identifier: String, parents: [String], extensions: [String] = []) {
        self.identifier = identifier
        self.parents = parents
        self.filenameExtensions = extensions
    }

    /// The file name extensions of files of this type, the preferred first (`["png"]`).
    let filenameExtensions: [String]

    /// The type named `identifier`, or `nil` when the identifier is empty. A known system identifier
    /// gives the system type; any other a type that conforms to `data`.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        if let known = Self.known[identifier] {
            self = known
        } else {
            self.init(known: identifier, parents: ["public.data"])
        }
    }

    /// A type the app declares and exports, named `identifier`, conforming to `conformingTo` (`data`
    /// when `nil`).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(known: identifier, parents: [(parentType ?? .data).identifier])
    }

    /// A type another app declares and this one imports, named `identifier`.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(known: identifier, parents: [(parentType ?? .data).identifier])
    }

    /// The type of files with the extension `filenameExtension` (case-insensitive) among the known
    /// types, conforming to `supertype`; `nil` when none is known.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let lowered = filenameExtension.lowercased()
        guard let match = Self.known.values.sorted(by: { $0.identifier < $1.identifier })
            .first(where: { $0.filenameExtensions.contains(lowered) && $0.conforms(to: supertype) }) else { return nil }
        self = match
    }

    /// The usual file name extension of the type (`png`), or `nil`.
    public var preferredFilenameExtension: String? { filenameExtensions.first }

    /// Whether this type is `type` or conforms to it through its parents.
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier || type.identifier == "public.item" { return true }
        return parents.contains { parent in
            (Self.known[parent] ?? UTType(known: parent, parents: [])).conforms(to: type)
        }
    }

    /// Whether `type` conforms to this type.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { identifier != type.identifier && conforms(to: type) }

    /// Whether the type is one of the system types Cadence knows (declared below).
    public var isDeclared: Bool { Self.known[identifier] != nil }

    /// The identifier.
    public var description: String { identifier }

    /// The identifier, for debugging.
    public var debugDescription: String { "UTType(\(identifier))" }

    /// Types compare by identifier.
    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

extension UTType {
    /// Anything: the root of the tree.
    public static let item = UTType(known: "public.item", parents: [])
    /// Content people see or hear (documents, images, text).
    public static let content = UTType(known: "public.content", parents: ["public.item"])
    /// Bytes.
    public static let data = UTType(known: "public.data", parents: ["public.item"])
    /// Text of any encoding.
    public static let text = UTType(known: "public.text", parents: ["public.data", "public.content"])
    /// Text without markup.
    public static let plainText = UTType(known: "public.plain-text", parents: ["public.text"], extensions: ["txt"])
    /// Plain text in UTF-8.
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text", parents: ["public.plain-text"])
    /// JSON.
    public static let json = UTType(known: "public.json", parents: ["public.text"], extensions: ["json"])
    /// A URL.
    public static let url = UTType(known: "public.url", parents: ["public.data"])
    /// A URL of a file.
    public static let fileURL = UTType(known: "public.file-url", parents: ["public.url"])
    /// An image of any format.
    public static let image = UTType(known: "public.image", parents: ["public.data", "public.content"])
    /// A PNG image.
    public static let png = UTType(known: "public.png", parents: ["public.image"], extensions: ["png"])
    /// A JPEG image.
    public static let jpeg = UTType(known: "public.jpeg", parents: ["public.image"], extensions: ["jpeg", "jpg"])
    /// A PDF document.
    public static let pdf = UTType(known: "com.adobe.pdf", parents: ["public.data", "public.content"], extensions: ["pdf"])
    /// A movie.
    public static let movie = UTType(known: "public.movie", parents: ["public.data", "public.content"])
    /// Audio.
    public static let audio = UTType(known: "public.audio", parents: ["public.data", "public.content"])

    /// The known types by identifier.
    static let known: [String: UTType] = Dictionary(uniqueKeysWithValues: [
        item, content, data, text, plainText, utf8PlainText, json, url, fileURL, image, png, jpeg, pdf, movie, audio,
    ].map { ($0.identifier, $0) })
}
