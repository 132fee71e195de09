/// How views line up vertically, in an `HStack` or an `Alignment`: SwiftUI's `VerticalAlignment`.
///
/// The text baselines are the first (or last) line's baseline of the text in a view; a view without
/// text uses its bottom edge, as in SwiftUI. Custom alignments come from an ``AlignmentID``.
public struct VerticalAlignment: Hashable, Sendable {
    enum Guide: Hashable, Sendable {
        case top, center, bottom, firstTextBaseline, lastTextBaseline
        case custom(CustomAlignmentID)
    }

    let guide: Guide

    init(guide: Guide) {
        self.guide = guide
    }

    /// An alignment whose default position in a view comes from `id`.
    public init(_ id: any AlignmentID.Type) {
        guide = .custom(CustomAlignmentID(id))
    }

    public static let top = VerticalAlignment(guide: .top)
    public static let center = VerticalAlignment(guide: .center)
    public static let bottom = VerticalAlignment(guide: .bottom)
    public static let firstTextBaseline = VerticalAlignment(guide: .firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(guide: .lastTextBaseline)
}
