/// What the subview proxies of one layout container share in one evaluation: the subviews' nodes,
/// the engine that sizes them, and where `placeSubviews` put them.
///
/// Unchecked `Sendable`: the proxies are `Sendable` as SwiftUI's are, but a layout's methods only
/// ever run synchronously inside the stage's layout, on the main actor, which every access asserts.
final class LayoutSubviewStorage: @unchecked Sendable {
    let nodes: [LayoutNode]
    let engine: LayoutEngine
    /// The axis spacers in the subviews expand along (the layout's `stackOrientation`).
    let stackAxis: Axis?
    let layoutDirection: LayoutDirection
    /// Where `place(at:anchor:proposal:)` put each subview in the current `placeSubviews` call.
    var placed: [LayoutEngine.Placement?]

    init(nodes: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?, layoutDirection: LayoutDirection) {
        self.nodes = nodes
        self.engine = engine
        self.stackAxis = stackAxis
        self.layoutDirection = layoutDirection
        placed = Array(repeating: nil, count: nodes.count)
    }

    func size(_ index: Int, _ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { engine.size(nodes[index], proposal, stackAxis: stackAxis) }
    }
}

/// The subviews a ``Layout`` arranges, in the order the view builder gives them: SwiftUI's
/// `LayoutSubviews`. A random-access collection of ``LayoutSubview`` proxies indexed from 0;
/// a slice (`subviews[1...]`) keeps the indices of the whole collection, as array slices do.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
    /// A slice of the subviews is subviews too.
    public typealias SubSequence = LayoutSubviews
    /// One subview's proxy.
    public typealias Element = LayoutSubview
    /// A position in the collection.
    public typealias Index = Int
    /// The collection's positions.
    public typealias Indices = Range<Int>

    let storage: LayoutSubviewStorage
    let range: Range<Int>

    init(storage: LayoutSubviewStorage, range: Range<Int>) {
        self.storage = storage
        self.range = range
    }

    /// The layout direction of the container's environment. Cadence lays every container out left
    /// to right and mirrors its children when drawing right to left, so a layout need not flip its
    /// placements itself.
    public var layoutDirection: LayoutDirection { storage.layoutDirection }

    /// The first subview's index.
    public var startIndex: Int { range.lowerBound }
    /// One past the last subview's index.
    public var endIndex: Int { range.upperBound }
    /// The subviews' indices.
    public var indices: Range<Int> { range }

    /// The proxy of the subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        precondition(range.contains(index), "LayoutSubviews index \(index) out of range \(range)")
        return LayoutSubview(storage: storage, index: index)
    }

    /// The subviews in `bounds`, with the whole collection's indices.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= range.lowerBound && bounds.upperBound <= range.upperBound, "LayoutSubviews range \(bounds) out of range \(range)")
        return LayoutSubviews(storage: storage, range: bounds)
    }

    /// Whether both are the same subviews of the same container.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.storage === rhs.storage && lhs.range == rhs.range
    }
}

/// A proxy for one subview of a ``Layout``: SwiftUI's `LayoutSubview`. Ask it for sizes, read its
/// priority, spacing and layout values, and place it, once, from `placeSubviews`.
public struct LayoutSubview: Equatable, Sendable {
    let storage: LayoutSubviewStorage
    let index: Int

    /// The subview's size for `proposal` (the same negotiation a stack runs: `nil` dimensions ask
    /// for the ideal size, 0 for the minimum, `.infinity` for the maximum).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        storage.size(index, proposal)
    }

    /// The subview's size for `proposal` with its alignment guides (explicit `alignmentGuide`s and
    /// text baselines included).
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let storage = storage, index = index
        nonisolated(unsafe) var result: ViewDimensions?
        MainActor.assumeIsolated {
            let node = storage.nodes[index]
            let size = storage.engine.size(node, proposal, stackAxis: storage.stackAxis)
            result = storage.engine.dimensions(node, size: size, proposal: proposal)
        }
        return result ?? ViewDimensions(width: 0, height: 0)
    }

    /// The subview's `layoutPriority(_:)` (0 unless set).
    public var priority: Double {
        let storage = storage, index = index
        return MainActor.assumeIsolated { storage.engine.layoutPriority(storage.nodes[index]) }
    }

    /// The spacing the subview prefers around it: the stacks' default (8 points) on every edge, or
    /// none for a spacer.
    public var spacing: ViewSpacing {
        if case .spacer = storage.nodes[index].kind { return .zero }
        return ViewSpacing()
    }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        let id = ObjectIdentifier(key)
        // Unwrapped before the cast: a missing value cast to an optional `K.Value` would succeed as
        // `nil` and hide the key's default.
        guard let stored = storage.nodes[index].trait({ $0.layoutValues[id] }), let value = stored as? K.Value else { return K.defaultValue }
        return value
    }

    /// Puts the subview's `anchor` point at `position` in the container's bounds, sized for
    /// `proposal`. Call it once per subview from `placeSubviews`; a later call wins. Non-finite
    /// coordinates count as 0 (a display list never holds NaN).
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let x = position.x.isFinite ? position.x : 0
        let y = position.y.isFinite ? position.y : 0
        let width = size.width.isFinite ? size.width : 0
        let height = size.height.isFinite ? size.height : 0
        storage.placed[index] = LayoutEngine.Placement(
            proposal: proposal,
            frame: CGRect(x: x - anchor.x * width, y: y - anchor.y * height, width: width, height: height)
        )
    }

    /// Whether both stand for the same subview of the same container.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.storage === rhs.storage && lhs.index == rhs.index
    }
}
