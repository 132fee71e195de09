// PhotosUI's SwiftUI surface for platforms without it: `PhotosPicker`, `PhotosPickerItem`,
// `PHPickerFilter` and the `photosPicker` modifiers, so `import PhotosUI` compiles. There is no
// photo library on a stage: the picker draws its label as a button and presents nothing, so a
// selection holds only what the app (or a test) puts in it.
@_exported import CadenceUI
import Foundation

/// A photo library: Photos' `PHPhotoLibrary`, as far as `PhotosPicker(photoLibrary:)` names it.
public final class PHPhotoLibrary: Sendable {
    private static let sharedLibrary = PHPhotoLibrary()

    /// The shared library (the only one; it holds no assets on a stage).
    public static func shared() -> PHPhotoLibrary { sharedLibrary }
}

/// Which assets a picker offers: PhotosUI's `PHPickerFilter`, composed with `any(of:)`,
/// `all(of:)` and `not(_:)`.
///
/// ```swift
/// PhotosPicker(selection: $items, matching: .any(of: [.images, .not(.livePhotos)])) { … }
/// ```
///
/// Kept as a description (`description`), since a stage has no assets to filter.
public struct PHPickerFilter: Sendable, Hashable, CustomStringConvertible {
    /// The filter in words, such as `any(images, not(livePhotos))`.
    public let description: String

    private init(_ description: String) { self.description = description }

    /// Still images, live photos included.
    public static let images = PHPickerFilter("images")
    /// Videos.
    public static let videos = PHPickerFilter("videos")
    /// Live photos.
    public static let livePhotos = PHPickerFilter("livePhotos")
    /// Screenshots.
    public static let screenshots = PHPickerFilter("screenshots")
    /// Panoramas.
    public static let panoramas = PHPickerFilter("panoramas")
    /// Screen recordings.
    public static let screenRecordings = PHPickerFilter("screenRecordings")
    /// Slow-motion videos.
    public static let slomoVideos = PHPickerFilter("slomoVideos")
    /// Time-lapse videos.
    public static let timelapseVideos = PHPickerFilter("timelapseVideos")
    /// Cinematic videos.
    public static let cinematicVideos = PHPickerFilter("cinematicVideos")
    /// Photos with a depth effect (portraits).
    public static let depthEffectPhotos = PHPickerFilter("depthEffectPhotos")
    /// Bursts.
    public static let bursts = PHPickerFilter("bursts")

    /// Assets that match any of `filters`.
    public static func any(of filters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter("any(\(filters.map(\.description).joined(separator: ", ")))")
    }

    /// Assets that match all of `filters`.
    public static func all(of filters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter("all(\(filters.map(\.description).joined(separator: ", ")))")
    }

    /// Assets that do not match `filter`.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter("not(\(filter.description))")
    }
}

/// An asset picked in a `PhotosPicker`: PhotosUI's `PhotosPickerItem`.
public struct PhotosPickerItem: Sendable, Hashable {
    /// How an item with several encodings is handed over: PhotosUI's
    /// `PhotosPickerItem.EncodingDisambiguationPolicy`.
    public struct EncodingDisambiguationPolicy: Sendable, Hashable {
        private let name: String
        /// The system's choice (currently `.current`).
        public static let automatic = EncodingDisambiguationPolicy(name: "automatic")
        /// The asset's own encoding.
        public static let current = EncodingDisambiguationPolicy(name: "current")
        /// The most compatible encoding (JPEG, H.264).
        public static let compatible = EncodingDisambiguationPolicy(name: "compatible")
    }

    /// The asset's identifier in the library, when the picker was given one.
    public let itemIdentifier: String?

    /// The content types the item can be loaded as: none on a stage, which has no assets.
    public var supportedContentTypes: [UTType] { [] }

    /// An item for the asset with `itemIdentifier`.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// The asset loaded as `type`, or `nil` when the item cannot be represented as it. On a stage
    /// there is no photo library, so every item is `nil` for every type; apps handle `nil` as they
    /// must on a device (an iCloud asset that fails to download).
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        nil
    }
}

/// In which order and how a multi-selection picker selects: PhotosUI's
/// `PhotosPickerSelectionBehavior`.
public struct PhotosPickerSelectionBehavior: Sendable, Hashable {
    private let name: String
    /// Unordered; the picker's default.
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    /// In the order picked, numbered.
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    /// Updates the selection while the picker is open.
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    /// Ordered and continuous.
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// A button that opens the system photo picker: PhotosUI's `PhotosPicker`.
///
/// ```swift
/// PhotosPicker(selection: $item, matching: .images) {
///     Label("Choose avatar", systemImage: "photo")
/// }
/// ```
///
/// Drawn as a button showing `label`. A stage has no photo library or system picker: a tap
/// presents nothing and the selection stays as the app set it (so code that reacts to it with
/// `onChange` runs when a test sets it). With `photosPickerStyle(.inline)` or `.compact`, the
/// picker is embedded instead of its label: a stage draws its empty library (see
/// `PhotosPickerStyle`).
public struct PhotosPicker<Label: View>: View {
    private let label: Label
    @Environment(\.photosPickerConfiguration) private var configuration

    /// A picker for one item.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A picker for one item from `photoLibrary`.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A picker for several items: at most `maxSelectionCount` (no limit for `nil`).
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A picker for several items from `photoLibrary`.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        if configuration.style == .presentation {
            Button {} label: { label }
        } else {
            EmbeddedPhotosPicker()
        }
    }
}

extension PhotosPicker where Label == Text {
    /// A picker for one item, titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }

    /// A picker for one item, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }

    /// A picker for several items, titled with a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }

    /// A picker for several items, titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }
}

extension View {
    /// Presents the system photo picker for one item while `isPresented` is true. A stage has no
    /// system picker: nothing is drawn and `isPresented` stays as the app sets it.
    public nonisolated func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        self
    }

    /// Presents the system photo picker for one item from `photoLibrary` (not drawn on a stage).
    public nonisolated func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary) -> some View {
        self
    }

    /// Presents the system photo picker for several items (not drawn on a stage).
    public nonisolated func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View {
        self
    }

    /// Presents the system photo picker for several items from `photoLibrary` (not drawn on a stage).
    public nonisolated func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary) -> some View {
        self
    }
}
