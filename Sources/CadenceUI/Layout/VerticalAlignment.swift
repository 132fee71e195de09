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

    /// The top edges line up.
    public static let top = VerticalAlignment(guide: .top)
    /// The centres line up.
    public static let center = VerticalAlignment(guide: .center)
    /// The bottom edges line up.
    public static let bottom = VerticalAlignment(guide: .bottom)
    /// The first lines' text baselines line up (a view without text: its bottom edge).
    public static let firstTextBaseline = VerticalAlignment(guide: .firstTextBaseline)
    /// The last lines' text baselines line up (a view without text: its bottom edge).
    public static let lastTextBaseline = VerticalAlignment(guide: .lastTextBaseline)
}
