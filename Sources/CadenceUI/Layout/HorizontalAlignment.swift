/// How views line up horizontally, in a `VStack` or an `Alignment`: SwiftUI's `HorizontalAlignment`.
///
/// Leading is the left edge (Cadence lays out left to right).
public struct HorizontalAlignment: Hashable, Sendable {
    enum Guide: Hashable, Sendable {
        case leading, center, trailing
    }

    let guide: Guide

    public static let leading = HorizontalAlignment(guide: .leading)
    public static let center = HorizontalAlignment(guide: .center)
    public static let trailing = HorizontalAlignment(guide: .trailing)

    /// The guide's position in a view `width` wide, from its left edge.
    func position(in width: CGFloat) -> CGFloat {
        switch guide {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        }
    }
}
