/// How views line up vertically, in an `HStack` or an `Alignment`: SwiftUI's `VerticalAlignment`.
///
/// The text baselines are the first (or last) line's baseline of the text in a view; a view without
/// text uses its bottom edge, as in SwiftUI.
public struct VerticalAlignment: Hashable, Sendable {
    enum Guide: Hashable, Sendable {
        case top, center, bottom, firstTextBaseline, lastTextBaseline
    }

    let guide: Guide

    public static let top = VerticalAlignment(guide: .top)
    public static let center = VerticalAlignment(guide: .center)
    public static let bottom = VerticalAlignment(guide: .bottom)
    public static let firstTextBaseline = VerticalAlignment(guide: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(guide: .lastTextBaseline)
}
