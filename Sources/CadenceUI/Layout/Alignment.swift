/// A horizontal and a vertical alignment together, for frames, overlays and `ZStack`: SwiftUI's `Alignment`.
///
/// ```swift
/// Color.blue.frame(width: 100, height: 100)
///     .overlay(alignment: .topTrailing) { Text("3") }
/// ```
public struct Alignment: Hashable, Sendable {
    /// How views line up across (left to right).
    public var horizontal: HorizontalAlignment
    /// How views line up down (top to bottom).
    public var vertical: VerticalAlignment

    /// Makes an alignment from a horizontal and a vertical one.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred horizontally, on the first line's baseline.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred horizontally, on the last line's baseline.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// The leading edge, on the first line's baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// The leading edge, on the last line's baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// The trailing edge, on the first line's baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// The trailing edge, on the last line's baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}
