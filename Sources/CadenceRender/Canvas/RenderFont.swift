/// A font for Cairo's toy text API: a fontconfig family name, a size and a weight.
///
/// The toy API does no shaping and no font fallback: characters missing from the family show as
/// boxes or gaps. "DejaVu Sans" is the default because Debian's Swift images ship it.
public struct RenderFont: Sendable, Hashable {
    /// A fontconfig family name ("DejaVu Sans", "DejaVu Sans Mono", "serif", …).
    public var family: String
    /// The em size in user-space units (points before scaling). SwiftUI's `.body` is 17.
    public var size: Double
    public var isBold: Bool
    public var isItalic: Bool

    public init(family: String = "DejaVu Sans", size: Double = 17, isBold: Bool = false, isItalic: Bool = false) {
        self.family = family
        self.size = size
        self.isBold = isBold
        self.isItalic = isItalic
    }
}
