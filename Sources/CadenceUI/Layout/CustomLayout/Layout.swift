/// A type that defines the geometry of a collection of views: SwiftUI's `Layout` (iOS 16).
///
/// ```swift
/// struct RadialLayout: Layout {
///     var rotation: Angle = .zero
///     var animatableData: Double {
///         get { rotation.radians }
///         set { rotation = .radians(newValue) }
///     }
///
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         proposal.replacingUnspecifiedDimensions()
///     }
///
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         let radius = min(bounds.width, bounds.height) / 3
///         for (index, subview) in subviews.enumerated() {
///             let angle = rotation.radians + 2 * .pi * Double(index) / Double(subviews.count)
///             subview.place(
///                 at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
///                 anchor: .center, proposal: .unspecified)
///         }
///     }
/// }
///
/// RadialLayout(rotation: spin) { ForEach(icons, id: \.self) { Image(systemName: $0) } }
/// ```
///
/// Use a layout like a container view, by calling it with a view builder
/// (``callAsFunction(_:)``). The stage asks it for its size with ``sizeThatFits(proposal:subviews:cache:)``
/// and where its subviews go with ``placeSubviews(in:proposal:subviews:cache:)``, as SwiftUI does.
///
/// **Animation.** A layout is `Animatable`: when a layout value with `animatableData` changes in an
/// animated transaction, the stage interpolates its `animatableData` and lays the subviews out again
/// at every frame (a radial layout's rotation turns its subviews round the circle). Subviews keep
/// their identity when the layout's type changes (`AnyLayout`), so their state survives the switch.
///
/// **Coordinates.** `bounds` in `placeSubviews` always has its origin at `.zero` in Cadence (SwiftUI
/// passes the container's origin in its parent; code that adds `bounds.minX`/`minY`, as Apple's
/// examples do, places identically). A subview the layout never places sits at the centre of the
/// bounds, offered its ideal size.
@preconcurrency
public protocol Layout: Sendable, Animatable {
    /// Properties of the layout container (its stack orientation); default: none set.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values the layout computes from its subviews (default: `Void`, no cache).
    associatedtype Cache = Void

    /// The proxies for the views the layout arranges.
    typealias Subviews = LayoutSubviews

    /// Makes the cache the first time the layout is used in a view. Called again (through the default
    /// ``updateCache(_:subviews:)``) whenever the subviews change.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the cache when the layout or its subviews change. Default: makes it anew.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// The preferred spacing around the container. Default: the union of the subviews' spacing.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// The container's size for `proposal`, given its subviews. Called several times with different
    /// proposals (ideal, minimum and maximum sizes), like any view's size.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Places every subview in `bounds` (a size the container answered for `proposal`) by calling
    /// ``LayoutSubview/place(at:anchor:proposal:)`` once for each.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// The position of a horizontal guide in the container, or `nil` for the default.
    /// Default: `nil` (the guide then comes from the first subview that sets it, else the default).
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?

    /// The position of a vertical guide in the container, or `nil` for the default.
    /// Default: `nil` (the guide then comes from the first subview that sets it, else the default).
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat?
}

extension Layout {
    /// No layout properties set (no stack orientation).
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache anew.
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The union of the subviews' preferred spacing on every edge.
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }

    /// No explicit horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        nil
    }

    /// No explicit vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGFloat? {
        nil
    }

    /// Arranges the views `content` builds with this layout: `MyLayout { Text("A"); Text("B") }`.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

/// Properties of a layout container: SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis along which the container stacks its subviews, if it is a stack: spacers inside it
    /// expand along that axis only. `nil` (the default): spacers expand along both.
    public var stackOrientation: Axis?

    /// Properties with nothing set.
    public init() {
        stackOrientation = nil
    }
}

/// A key for a value a view passes to the layout that arranges it: SwiftUI's `LayoutValueKey`.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Text("First").layoutValue(key: Rank.self, value: 1)
/// // in the layout: subview[Rank.self]
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value a subview that never sets one reports.
    static var defaultValue: Value { get }
}

extension View {
    /// Passes `value` under `key` to the layout arranging this view, read there as `subview[key]`.
    /// The value is the view's own: it also reaches the layout through modifiers around the view.
    public nonisolated func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(NodeTraitModifier { $0.layoutValues[ObjectIdentifier(key)] = value })
    }
}

/// The preferred spacing around a view, per edge: SwiftUI's `ViewSpacing`.
///
/// Cadence gives every view the same preference on every edge, the stacks' default spacing
/// (8 points); SwiftUI varies it by the kinds of the two adjacent views. ``distance(to:along:)``
/// answers the larger of the two facing edges' preferences.
public struct ViewSpacing: Sendable {
    var edges: [CGFloat]

    /// No spacing on any edge.
    public static let zero = ViewSpacing(uniform: 0)

    /// The default spacing on every edge.
    public init() {
        self.init(uniform: LayoutEngine.defaultSpacing)
    }

    init(uniform value: CGFloat) {
        edges = Array(repeating: value, count: Edge.allCases.count)
    }

    private static func index(_ edge: Edge) -> Int { Int(edge.rawValue) }

    /// Takes, on each of `edges`, the larger of this and `other`'s preference.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            let index = Self.index(edge)
            self.edges[index] = max(self.edges[index], other.edges[index])
        }
    }

    /// This spacing with `other`'s merged in on `edges` (the larger of the two on each).
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var merged = self
        merged.formUnion(other, edges: edges)
        return merged
    }

    /// The distance to put between this view and `next`, the view after it along `axis`: the larger
    /// of this view's trailing (bottom) preference and `next`'s leading (top) one.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal: max(edges[Self.index(.trailing)], next.edges[Self.index(.leading)])
        case .vertical: max(edges[Self.index(.bottom)], next.edges[Self.index(.top)])
        }
    }
}
