import CadenceUI

/// How a `PhotosPicker` appears: PhotosUI's `PhotosPickerStyle`, set with `photosPickerStyle(_:)`.
///
/// ```swift
/// PhotosPicker(selection: $item, matching: .images) { Text("Choose") }
///     .photosPickerStyle(.inline)
///     .photosPickerDisabledCapabilities(.selectionActions)
/// ```
///
/// `.presentation` (the default) is a button that presents the system picker; `.inline` and
/// `.compact` embed the picker in the view instead, where the label is not drawn. A stage has no
/// photo library: an embedded picker draws its empty library (see `PhotosPicker`).
public struct PhotosPickerStyle: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case presentation, inline, compact }
    let kind: Kind

    /// The platform's style: `.presentation`.
    public static let automatic = PhotosPickerStyle(kind: .presentation)
    /// A button that presents the picker as a sheet.
    public static let presentation = PhotosPickerStyle(kind: .presentation)
    /// The picker embedded in the view, filling the space it is offered.
    public static let inline = PhotosPickerStyle(kind: .inline)
    /// The picker embedded in the view as a single row.
    public static let compact = PhotosPickerStyle(kind: .compact)
}

/// Parts of the picker's interface an app can turn off: PhotosUI's `PHPickerCapabilities`, for
/// `photosPickerDisabledCapabilities(_:)`.
public struct PHPickerCapabilities: OptionSet, Sendable, Hashable {
    /// The capabilities' bits.
    public let rawValue: UInt
    /// Capabilities from their bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }
    /// Browsing into albums and collections.
    public static let collectionNavigation = PHPickerCapabilities(rawValue: 1 << 0)
    /// Searching the library.
    public static let search = PHPickerCapabilities(rawValue: 1 << 1)
    /// The Add and Cancel buttons and the selection count.
    public static let selectionActions = PHPickerCapabilities(rawValue: 1 << 2)
    /// The staging area that shows what is picked.
    public static let stagingArea = PHPickerCapabilities(rawValue: 1 << 3)
    /// Warnings over sensitive content.
    public static let sensitivityAnalysisIntervention = PHPickerCapabilities(rawValue: 1 << 4)
}

/// How the `PhotosPicker`s below are configured: their style, the capabilities turned off and the
/// edges whose accessories (the navigation bar and the toolbar) show.
struct PhotosPickerConfiguration: Sendable, Hashable {
    var style = PhotosPickerStyle.automatic
    var disabledCapabilities: PHPickerCapabilities = []
    var hiddenAccessoryEdges: VerticalEdge.Set = []
}

private struct PhotosPickerConfigurationKey: EnvironmentKey {
    static var defaultValue: PhotosPickerConfiguration { PhotosPickerConfiguration() }
}

extension EnvironmentValues {
    var photosPickerConfiguration: PhotosPickerConfiguration {
        get { self[PhotosPickerConfigurationKey.self] }
        set { self[PhotosPickerConfigurationKey.self] = newValue }
    }
}

extension View {
    /// Sets how the photos pickers below appear: PhotosUI's `photosPickerStyle(_:)`.
    public nonisolated func photosPickerStyle(_ style: PhotosPickerStyle) -> some View {
        transformEnvironment(\.photosPickerConfiguration) { $0.style = style }
    }

    /// Turns off parts of the embedded photos pickers below: PhotosUI's
    /// `photosPickerDisabledCapabilities(_:)`. On a stage, turning off `.selectionActions` leaves
    /// out the Cancel and Add buttons of the picker's navigation bar; the others change nothing
    /// drawn (an empty library has no albums, search results or staging area).
    public nonisolated func photosPickerDisabledCapabilities(_ disabledCapabilities: PHPickerCapabilities) -> some View {
        transformEnvironment(\.photosPickerConfiguration) { $0.disabledCapabilities = disabledCapabilities }
    }

    /// Shows or hides the embedded photos pickers' accessories at `edges` (the navigation bar at
    /// the top, the toolbar at the bottom): PhotosUI's `photosPickerAccessoryVisibility(_:edges:)`.
    /// `.automatic` and `.visible` show them.
    public nonisolated func photosPickerAccessoryVisibility(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        transformEnvironment(\.photosPickerConfiguration) { configuration in
            if visibility == .hidden {
                configuration.hiddenAccessoryEdges.formUnion(edges)
            } else {
                configuration.hiddenAccessoryEdges.subtract(edges)
            }
        }
    }
}

/// An embedded (`.inline` or `.compact`) picker over a library with nothing in it: what a stage
/// draws for it. Its sizes are the stage's (Apple documents none): a 44-point navigation bar
/// titled "Photos" (with Cancel and Add unless selection actions are off) and a 44-point toolbar,
/// each unless hidden, around "No Photos or Videos" in the secondary style on the grouped
/// background; a compact picker is a 100-point row without accessories.
struct EmbeddedPhotosPicker: View {
    @Environment(\.photosPickerConfiguration) private var configuration

    var body: some View {
        if configuration.style == .compact {
            emptyLibrary
                .frame(maxWidth: .infinity)
                .frame(height: 100)
        } else {
            VStack(spacing: 0) {
                if !configuration.hiddenAccessoryEdges.contains(.top) {
                    navigationBar
                }
                emptyLibrary
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                if !configuration.hiddenAccessoryEdges.contains(.bottom) {
                    Color.clear
                        .frame(height: 44)
                        .background(.bar)
                }
            }
        }
    }

    private var navigationBar: some View {
        HStack {
            if !configuration.disabledCapabilities.contains(.selectionActions) {
                Text("Cancel").foregroundStyle(.tint)
            }
            Spacer(minLength: 0)
            Text("Photos").font(.headline)
            Spacer(minLength: 0)
            if !configuration.disabledCapabilities.contains(.selectionActions) {
                Text("Add").fontWeight(.semibold).foregroundStyle(.tint)
            }
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
        .background(.bar)
    }

    private var emptyLibrary: some View {
        Text("No Photos or Videos")
            .foregroundStyle(.secondary)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(Color(uiColor: .systemGroupedBackground))
    }
}
