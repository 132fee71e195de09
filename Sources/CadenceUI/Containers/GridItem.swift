/// One column of a `LazyVGrid` (one row of a `LazyHGrid`): SwiftUI's `GridItem`.
///
/// ```swift
/// let columns = [GridItem(.adaptive(minimum: 80))]                  // as many 80+ pt columns as fit
/// let fixed = [GridItem(.fixed(100)), GridItem(.flexible())]
/// ```
public struct GridItem: Hashable, Sendable {
    /// How a grid item's size is worked out.
    public enum Size: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space left after fixed items, within `minimum`…`maximum`.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` (at most `maximum`) points as fit in its share.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The space after this item, before the next (8 points, the default spacing, when `nil`).
    public var spacing: CGFloat?
    /// How views are placed in this item's cells (the grid's alignment, vertically centred, when `nil`).
    public var alignment: Alignment?

    /// Makes an item: flexible by default, with the default spacing and the grid's alignment.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// Which views stay pinned to a lazy stack's or grid's edges while scrolling: SwiftUI's
/// `PinnedScrollableViews`. Cadence records the choice and does not pin.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers (recorded; Cadence does not pin).
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers (recorded; Cadence does not pin).
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A column (or row) track as worked out for one width: one track per item, or several for an
/// adaptive item.
struct GridTrack {
    var length: CGFloat
    var spacingAfter: CGFloat
    var alignment: Alignment?
}

extension GridItem {
    /// Works out the tracks `items` give in `available` points, as SwiftUI does: fixed items take
    /// their size; what is left is shared, in order, among flexible and adaptive items (each its
    /// equal share of what remains, clamped to its bounds); an adaptive item then holds as many
    /// tracks of at least its minimum as fit in its share. With no width offered, flexible items take
    /// their minimum and adaptive ones one track at their minimum.
    static func tracks(_ items: [GridItem], available: CGFloat?) -> [GridTrack] {
        guard !items.isEmpty else { return [] }
        let spacings = items.map { $0.spacing ?? LayoutEngine.defaultSpacing }
        var lengths = Array(repeating: CGFloat(0), count: items.count)
        var remaining = (available ?? 0) - spacings.dropLast().reduce(0, +)
        var open: [Int] = []
        for (index, item) in items.enumerated() {
            if case .fixed(let length) = item.size {
                lengths[index] = max(0, length)
                remaining -= lengths[index]
            } else {
                open.append(index)
            }
        }
        var left = CGFloat(open.count)
        for index in open {
            let share = available == nil ? 0 : max(0, remaining / left)
            switch items[index].size {
            case .flexible(let minimum, let maximum), .adaptive(let minimum, let maximum):
                lengths[index] = min(max(share, minimum), max(minimum, maximum))
            case .fixed:
                break
            }
            remaining -= lengths[index]
            left -= 1
        }
        var tracks: [GridTrack] = []
        for (index, item) in items.enumerated() {
            if case .adaptive(let minimum, let maximum) = item.size {
                let spacing = spacings[index]
                let count = max(1, Int(((lengths[index] + spacing) / (max(1, minimum) + spacing)).rounded(.down).clamped(to: 1...10_000)))
                let each = min(max(minimum, maximum), (lengths[index] - spacing * CGFloat(count - 1)) / CGFloat(count))
                for _ in 0..<count { tracks.append(GridTrack(length: max(0, each), spacingAfter: spacing, alignment: item.alignment)) }
            } else {
                tracks.append(GridTrack(length: lengths[index], spacingAfter: spacings[index], alignment: item.alignment))
            }
        }
        return tracks
    }
}
