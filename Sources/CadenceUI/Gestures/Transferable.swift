import Foundation

// The shape of CoreTransferable that drag-and-drop and sharing code around SwiftUI declares:
// `Transferable` conformances built from Codable, data and proxy representations. Cadence keeps the
// representations (a stage has no drag session or pasteboard to move them through) and encodes and
// decodes with them when asked (`exportedData(as:)`, `importing(_:as:)`), so a conformance can be
// tested.

/// A type whose values can be dragged, dropped, copied and shared: SwiftUI's (CoreTransferable's)
/// `Transferable`.
///
/// ```swift
/// struct Todo: Codable, Transferable {
///     var title: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .json)
///         ProxyRepresentation(exporting: \.title)
///     }
/// }
/// ```
public protocol Transferable {
    /// The type of the representations the type declares.
    associatedtype Representation: TransferRepresentation

    /// How values of the type are exported and imported, most specific first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way a `Transferable` value is turned into data of a content type and back: SwiftUI's
/// `TransferRepresentation`. Cadence's protocol has no `body`: custom representations made of others
/// are not modelled; use the built-in ones.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type the representation transfers.
    associatedtype Item: Transferable

    /// The data of `item` in this representation's first content type that conforms to `type`, or
    /// `nil` when the representation does not export such a type.
    func _export(_ item: Item, as type: UTType) async throws -> Data?

    /// The item decoded from `data` of content type `type`, or `nil` when the representation does
    /// not import such a type.
    func _import(_ data: Data, as type: UTType) async throws -> Item?
}

/// Builds the representations of a `Transferable` type: SwiftUI's `TransferRepresentationBuilder`.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    /// One representation.
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    /// A block of one representation.
    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item {
        representation
    }

    /// A block of several representations, tried in order.
    public static func buildBlock<each R: TransferRepresentation>(_ representations: repeat each R) -> TupleTransferRepresentation<Item, (repeat each R)> {
        TupleTransferRepresentation(representations: (repeat each representations))
    }
}

/// Several representations tried in order: what `TransferRepresentationBuilder` makes of a block.
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation, @unchecked Sendable {
    let tried: [any TransferRepresentation]

    init<each R: TransferRepresentation>(representations: (repeat each R)) where Value == (repeat each R) {
        var all: [any TransferRepresentation] = []
        repeat all.append(each representations)
        tried = all
    }

    /// The data from the first representation that exports `type`.
    public func _export(_ item: Item, as type: UTType) async throws -> Data? {
        for representation in tried {
            if let data = try await exportOpened(representation, item, type) { return data }
        }
        return nil
    }

    /// The item from the first representation that imports `type`.
    public func _import(_ data: Data, as type: UTType) async throws -> Item? {
        for representation in tried {
            if let item = try await importOpened(representation, data, type) { return item }
        }
        return nil
    }

    private func exportOpened<R: TransferRepresentation>(_ representation: R, _ item: Item, _ type: UTType) async throws -> Data? {
        guard let same = item as? R.Item else { return nil }
        return try await representation._export(same, as: type)
    }

    private func importOpened<R: TransferRepresentation>(_ representation: R, _ data: Data, _ type: UTType) async throws -> Item? {
        try await representation._import(data, as: type) as? Item
    }
}

/// A `Codable` value as JSON of `contentType`: SwiftUI's `CodableRepresentation` (Cadence always
/// uses `JSONEncoder` and `JSONDecoder`).
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    let contentType: UTType

    /// Transfers `Item` values as JSON of `contentType`.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.contentType = contentType
    }

    /// The JSON of `item` when `type` is the content type or one it conforms to.
    public func _export(_ item: Item, as type: UTType) async throws -> Data? {
        guard contentType.conforms(to: type) else { return nil }
        return try JSONEncoder().encode(item)
    }

    /// The item decoded from JSON of the content type.
    public func _import(_ data: Data, as type: UTType) async throws -> Item? {
        guard type.conforms(to: contentType) else { return nil }
        return try JSONDecoder().decode(Item.self, from: data)
    }
}

/// A value as data of a content type, made and read by closures: SwiftUI's `DataRepresentation`.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    let exportedType: UTType?
    let importedType: UTType?
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    /// Exports and imports `contentType` with the closures given.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data, importing: @escaping @Sendable (Data) async throws -> Item) {
        exportedType = contentType
        importedType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// Exports `exportedContentType` only.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        exportedType = exportedContentType
        importedType = nil
        self.exporting = exporting
        importing = nil
    }

    /// Imports `importedContentType` only.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        exportedType = nil
        importedType = importedContentType
        exporting = nil
        self.importing = importing
    }

    /// The exported data when the exported type conforms to `type`.
    public func _export(_ item: Item, as type: UTType) async throws -> Data? {
        guard let exportedType, exportedType.conforms(to: type), let exporting else { return nil }
        return try await exporting(item)
    }

    /// The imported item when `type` conforms to the imported type.
    public func _import(_ data: Data, as type: UTType) async throws -> Item? {
        guard let importedType, type.conforms(to: importedType), let importing else { return nil }
        return try await importing(data)
    }
}

/// A value transferred as another `Transferable` value: SwiftUI's `ProxyRepresentation`
/// (`ProxyRepresentation(exporting: \.title)` drags a to-do as its title).
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    let exporting: @Sendable (Item) throws -> ProxyRepresentation
    let importing: (@Sendable (ProxyRepresentation) throws -> Item)?

    /// Exports values as the proxy `exporting` makes.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        self.exporting = exporting
        importing = nil
    }

    /// Exports values as the proxy `exporting` makes, and imports them from a proxy.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation, importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }

    /// The proxy's data in `type`.
    public func _export(_ item: Item, as type: UTType) async throws -> Data? {
        try await exporting(item).exportedData(as: type)
    }

    /// The item made from the proxy decoded from `data`.
    public func _import(_ data: Data, as type: UTType) async throws -> Item? {
        guard let importing, let proxy = try await ProxyRepresentation.importing(data, as: type) else { return nil }
        return try importing(proxy)
    }
}

extension Transferable {
    /// The value's data in content type `type`, from the first representation that exports it (or
    /// a type conforming to it), or `nil` when none does.
    public func exportedData(as type: UTType) async throws -> Data? {
        guard let item = self as? Representation.Item else { return nil }
        return try await Self.transferRepresentation._export(item, as: type)
    }

    /// A value decoded from `data` of content type `type` by the first representation that imports
    /// it, or `nil` when none does.
    public static func importing(_ data: Data, as type: UTType) async throws -> Self? {
        try await transferRepresentation._import(data, as: type) as? Self
    }
}

extension String: Transferable {
    /// Plain text in UTF-8.
    public static var transferRepresentation: DataRepresentation<String> {
        DataRepresentation(contentType: .plainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension Data: Transferable {
    /// The bytes themselves, as `data`.
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    /// The URL's absolute string, as a `url`.
    public static var transferRepresentation: DataRepresentation<URL> {
        DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else { throw CocoaError(.coderReadCorrupt) }
            return url
        })
    }
}

extension Image: Transferable {
    /// Images as SwiftUI transfers them, by their `image` content type (PNG, JPEG, …). CadenceUI
    /// cannot decode or encode pixels (the renderer does that, in CadenceRender), so importing
    /// throws `CocoaError(.coderReadCorrupt)`, and nothing is exported: an `Image` is accepted
    /// where a `Transferable` type is asked for (`loadTransferable(type: Image.self)`,
    /// `draggable(image)`), and apps handle the failure as they handle unreadable data on a device.
    public static var transferRepresentation: DataRepresentation<Image> {
        DataRepresentation(importedContentType: .image) { _ in throw CocoaError(.coderReadCorrupt) }
    }
}
