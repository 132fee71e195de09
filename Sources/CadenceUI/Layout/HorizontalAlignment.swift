/// How views line up horizontally, in a `VStack` or an `Alignment`: SwiftUI's `HorizontalAlignment`.
///
/// Leading is the left edge in a left-to-right layout and the right edge in a right-to-left one
/// (`.environment(\.layoutDirection, .rightToLeft)` mirrors the layout when it is drawn). Custom
/// alignments come from an ``AlignmentID``:
///
/// ```swift
/// extension HorizontalAlignment {
///     private enum Badge: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.trailing] }
///     }
///     static let badge = HorizontalAlignment(Badge.self)
/// }
/// ```
public struct HorizontalAlignment: Hashable, Sendable {
    enum Guide: Hashable, Sendable {
        case leading, center, trailing
        case listRowSeparatorLeading, listRowSeparatorTrailing
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

    /// The leading edges line up.
    public static let leading = HorizontalAlignment(guide: .leading)
    /// The centres line up.
    public static let center = HorizontalAlignment(guide: .center)
    /// The trailing edges line up.
    public static let trailing = HorizontalAlignment(guide: .trailing)
    /// Where a list row's separator starts (its leading edge in Cadence).
    public static let listRowSeparatorLeading = HorizontalAlignment(guide: .listRowSeparatorLeading)
    /// Where a list row's separator ends (its trailing edge in Cadence).
    public static let listRowSeparatorTrailing = HorizontalAlignment(guide: .listRowSeparatorTrailing)

    /// The guide's default position in a view `width` wide, from its left edge (a custom guide's
    /// default with no other guide known: `defaultValue(in:)` of a width × 0 view).
    func position(in width: CGFloat) -> CGFloat {
        switch guide {
        case .leading, .listRowSeparatorLeading: 0
        case .center: width / 2
        case .trailing, .listRowSeparatorTrailing: width
        case .custom(let id): id.defaultValue(ViewDimensions(width: width, height: 0))
        }
    }
}

/// A type that names a custom alignment and gives its default position: SwiftUI's `AlignmentID`.
///
/// ```swift
/// enum MidIcon: AlignmentID {
///     static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
/// }
/// ```
public protocol AlignmentID {
    /// The guide's position in a view of `context`'s size when nothing sets it explicitly, in points
    /// from the view's top-left corner.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A custom alignment's identity (its `AlignmentID` type) and its default value.
struct CustomAlignmentID: Hashable, Sendable {
    let identifier: ObjectIdentifier
    let defaultValue: @Sendable (ViewDimensions) -> CGFloat

    init(_ id: any AlignmentID.Type) {
        identifier = ObjectIdentifier(id)
        let type = AlignmentIDType(type: id)
        defaultValue = { type.type.defaultValue(in: $0) }
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.identifier == rhs.identifier }
    func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

/// A metatype is immutable; only its static function is called through it.
private struct AlignmentIDType: @unchecked Sendable {
    let type: any AlignmentID.Type
}

/// A view's size and alignment guides, as `alignmentGuide(_:computeValue:)` closures and
/// `AlignmentID.defaultValue(in:)` see them: SwiftUI's `ViewDimensions`.
///
/// Guides are in points from the view's top-left corner. `d[.leading]` is 0, `d[.trailing]` the
/// width, `d[.top]` 0, `d[.bottom]` the height, baselines the text's (the bottom edge without text).
public struct ViewDimensions {
    /// The view's width in points.
    public let width: CGFloat
    /// The view's height in points.
    public let height: CGFloat
    let lookup: ((AlignmentKey) -> CGFloat?)?
    let baselines: (first: CGFloat?, last: CGFloat?)

    init(width: CGFloat, height: CGFloat, lookup: ((AlignmentKey) -> CGFloat?)? = nil, baselines: (first: CGFloat?, last: CGFloat?) = (nil, nil)) {
        self.width = width
        self.height = height
        self.lookup = lookup
        self.baselines = baselines
    }

    /// The position of `guide`: an explicit value set below this view, or the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.position(in: width)
    }

    /// The position of `guide`: an explicit value set below this view, or the guide's default.
    public subscript(guide: VerticalAlignment) -> CGFloat {
        if let explicit = self[explicit: guide] { return explicit }
        switch guide.guide {
        case .top: return 0
        case .center: return height / 2
        case .bottom: return height
        case .firstTextBaseline: return baselines.first ?? height
        case .lastTextBaseline: return baselines.last ?? height
        case .custom(let id): return id.defaultValue(ViewDimensions(width: width, height: height, baselines: baselines))
        }
    }

    /// The explicit value of `guide` set by an `alignmentGuide` in this view, or `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? {
        lookup?(.horizontal(guide.guide))
    }

    /// The explicit value of `guide` set by an `alignmentGuide` in this view, or `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? {
        lookup?(.vertical(guide.guide))
    }
}

/// One alignment guide, horizontal or vertical, as a dictionary key.
enum AlignmentKey: Hashable, Sendable {
    case horizontal(HorizontalAlignment.Guide)
    case vertical(VerticalAlignment.Guide)
}
