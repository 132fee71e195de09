import Foundation

/// The images and colours `Image("name")`, `Image(.name)`, `Color("name")` and `Color(.name)` find,
/// in place of an Xcode asset catalog. Cadence addition.
///
/// ```swift
/// AssetCatalog.main.register(image: "avatar", .color(.orange, size: CGSize(width: 64, height: 64)))
/// AssetCatalog.main.register(image: "logo", .symbol("sparkles"))
/// AssetCatalog.main.register(color: "BrandPink", Color(red: 1, green: 0.3, blue: 0.5))
/// ```
///
/// An image or colour that is not registered draws a visible placeholder (a grey box with a cross;
/// magenta for a colour) and is reported in the stage's `issues`, never a crash. Registration is
/// thread-safe; register before the stage evaluates the views that use the names.
public final class AssetCatalog: @unchecked Sendable {
    /// The catalog views look names up in.
    public static let main = AssetCatalog()

    private let lock = NSLock()
    private var images: [String: ImageAsset] = [:]
    private var colors: [String: Color] = [:]

    /// Makes an empty catalog.
    public init() {}

    /// Makes `Image(name)` draw `asset`.
    public func register(image name: String, _ asset: ImageAsset) {
        lock.withLock { images[name] = asset }
    }

    /// Makes `Color(name)` be `color`.
    public func register(color name: String, _ color: Color) {
        lock.withLock { colors[name] = color }
    }

    /// Removes every registered image and colour.
    public func removeAll() {
        lock.withLock {
            images = [:]
            colors = [:]
        }
    }

    /// The image registered as `name`, or `nil`.
    public func image(named name: String) -> ImageAsset? {
        lock.withLock { images[name] }
    }

    /// The colour registered as `name`, or `nil`.
    public func color(named name: String) -> Color? {
        lock.withLock { colors[name] }
    }
}

/// What an asset image draws. Cadence addition.
public enum ImageAsset: Hashable, Sendable {
    /// A colour filling `size` points (a stand-in for a photo).
    case color(Color, size: CGSize)
    /// One of Cadence's SF Symbol stand-ins, as `Image(systemName:)` would draw it.
    case symbol(String)
}

/// A generated image resource, the type of the `Image(.name)` symbols Xcode generates for asset
/// catalogs: SwiftUI's `ImageResource` (DeveloperToolsSupport). Declare the names yourself where no
/// asset catalog generates them:
///
/// ```swift
/// extension ImageResource {
///     static let avatar = ImageResource(name: "avatar", bundle: .main)
/// }
/// Image(.avatar)
/// ```
public struct ImageResource: Hashable, @unchecked Sendable {
    /// The asset's name.
    public let name: String
    let bundle: Bundle?

    /// Names an image asset in `bundle` (Cadence looks the name up in its asset catalog).
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A generated colour resource, for `Color(.name)`: SwiftUI's `ColorResource`.
public struct ColorResource: Hashable, @unchecked Sendable {
    /// The asset's name.
    public let name: String
    let bundle: Bundle?

    /// Names a colour asset in `bundle` (Cadence looks the name up in its asset catalog).
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// Where problems found while views are evaluated are reported (values made in `body`, such as
/// `Color("name")`, have no context of their own).
final class IssueSink: @unchecked Sendable {
    @TaskLocal static var current: IssueSink?
    private let lock = NSLock()
    private var found: [StageIssue] = []

    func report(_ kind: StageIssue.Kind, _ message: String) {
        lock.withLock { found.recordOnce(StageIssue(kind, message)) }
    }

    func drain() -> [StageIssue] {
        lock.withLock {
            defer { found = [] }
            return found
        }
    }
}

extension Color {
    /// The colour named `name` in the asset catalog (`AssetCatalog.main`); magenta, and an issue on
    /// the stage, when it is not registered.
    public init(_ name: String, bundle: Bundle? = nil) {
        if let color = AssetCatalog.main.color(named: name) {
            self = color
        } else {
            IssueSink.current?.report(.missingAsset, "colour \"\(name)\" is not in the asset catalog; magenta is drawn (register it with AssetCatalog.main.register(color:_:))")
            self = Color(red: 1, green: 0, blue: 1)
        }
    }

    /// The colour of a generated colour resource (`Color(.brandPink)`).
    public init(_ resource: ColorResource) {
        self.init(resource.name)
    }
}
