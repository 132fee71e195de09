import Foundation

// The iOS 18 scroll API: `ScrollGeometry` with `onScrollGeometryChange(for:of:action:)`, and the
// `ScrollPosition` value with `scrollPosition(_:anchor:)`. Both act on the first scroll view below
// the modifier, through the scroll options in the environment (see ScrollModifiers.swift).

/// Where a scroll view's content is and how large it and the scroll view are: SwiftUI's
/// `ScrollGeometry` (iOS 18). Lengths are in points; the offset and rectangles are in the content's
/// coordinates (y down from its top, x right from its leading edge).
///
/// On a stage, content margins (`contentMargins(_:_:for:)`) are part of the content (its size
/// includes them), so `contentInsets` is zero and `visibleRect` equals `bounds`.
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    /// How far the content is scrolled: the content point at the scroll view's top leading corner.
    public var contentOffset: CGPoint
    /// The size of the scrolled content.
    public var contentSize: CGSize
    /// The insets of the content inside the scroll view (zero on a stage: see the type's notes).
    public var contentInsets: EdgeInsets
    /// The size of the scroll view.
    public var containerSize: CGSize

    /// A geometry with these values.
    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    /// The part of the content that is visible: `bounds` less the content insets.
    public var visibleRect: CGRect {
        CGRect(
            x: contentOffset.x + contentInsets.leading,
            y: contentOffset.y + contentInsets.top,
            width: max(0, containerSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, containerSize.height - contentInsets.top - contentInsets.bottom)
        )
    }

    /// The scroll view's rectangle in the content's coordinates: at `contentOffset`, of `containerSize`.
    public var bounds: CGRect {
        CGRect(origin: contentOffset, size: containerSize)
    }

    /// The values, for debugging.
    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), contentInsets: \(contentInsets), containerSize: \(containerSize))"
    }
}

/// An `onScrollGeometryChange` action: works out its value from a geometry and runs the action
/// when the value differs from the last one it saw (kept by the scroll view).
struct ScrollGeometryObserver {
    /// Whether it reads the frames of the identified views inside (`itemFrames`), which are known
    /// only once the content has been drawn.
    var readsItems = false
    /// Works out the observed value from the scroll view and runs the action when it changed from
    /// the last one (kept in the `inout` slot).
    let report: @MainActor (ScrollState, inout Any?) -> Void
}

/// An `onScrollGeometryChange` modifier's closures, carried to the main actor where the stage runs
/// them (views are made and drawn there).
private final class ScrollGeometryActionBox<T>: @unchecked Sendable {
    let transform: (ScrollGeometry) -> T
    let action: (T, T) -> Void

    init(transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) {
        self.transform = transform
        self.action = action
    }
}

extension View {
    /// Runs `action` with the old and new values `transform` computes from the geometry of the
    /// first scroll view below, whenever the value changes.
    ///
    /// ```swift
    /// ScrollView { FeedList(posts: posts) }
    ///     .onScrollGeometryChange(for: Bool.self) { $0.contentOffset.y > 200 } action: { _, isFar in
    ///         showsBackToTop = isFar
    ///     }
    /// ```
    ///
    /// On a stage the value is worked out each time the scroll view is drawn: after a stage scroll
    /// (`Stage.scroll(by:identifier:)`), a programmatic scroll, or a change of its content's size.
    /// The first time, `action` runs with the same value for old and new (as `onGeometryChange`
    /// does; SwiftUI does not document the first call).
    public nonisolated func onScrollGeometryChange<T: Equatable>(
        for type: T.Type,
        of transform: @escaping (ScrollGeometry) -> T,
        action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        let box = ScrollGeometryActionBox(transform: transform, action: action)
        let observer = ScrollGeometryObserver { state, last in
            let value = box.transform(state.geometry)
            let old = last as? T
            guard old != value else { return }
            last = value
            box.action(old ?? value, value)
        }
        return modifier(EnvironmentModifier { $0.scrollOptions.geometryObservers.append(observer) })
    }
}

extension View {
    /// Runs `action` when this view crosses `threshold`: `true` once at least that fraction of its
    /// area is inside the visible region of the enclosing scroll view, `false` once less is.
    /// SwiftUI's `onScrollVisibilityChange(threshold:_:)` (iOS 18).
    ///
    /// ```swift
    /// VideoPlayer(player: player)
    ///     .onScrollVisibilityChange(threshold: 0.6) { isVisible in
    ///         isVisible ? player.play() : player.pause()
    ///     }
    /// ```
    ///
    /// `threshold` is a fraction of the view's area, 0…1 (clamped; default ½); at 0 any overlap
    /// counts. The view starts out not visible, so the first time it is drawn visible `action` runs
    /// with `true` (a view first drawn out of sight reports nothing until it scrolls in) — SwiftUI
    /// does not document the first call; this is what lets a feed start the item it opens on. A
    /// view with no scroll view around it counts as visible. Layout decides, not a running layout
    /// animation; on a stage it is worked out each time the view is drawn (after a scroll, a
    /// programmatic scroll, a change of layout).
    public nonisolated func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        onGeometryChange(for: Bool.self) { proxy in
            ScrollVisibility.isVisible(frame: CGRect(origin: .zero, size: proxy.size), viewport: proxy.bounds(of: .scrollView), threshold: threshold)
        } action: { old, new in
            // The first report (old == new) announces only a visible start.
            if old != new || new { action(new) }
        }
    }
}

extension View {
    /// Runs `action` with the ids of the scroll view's identified views (`ForEach` items, views
    /// with `id(_:)`) of type `ID` that have at least `threshold` of their area visible, in order
    /// along the scroll axis, whenever that list changes: SwiftUI's
    /// `onScrollTargetVisibilityChange(idType:threshold:_:)` (iOS 18). Apply it to the scroll view.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack { ForEach(photos) { PhotoCard(photo: $0) } }.scrollTargetLayout()
    /// }
    /// .onScrollTargetVisibilityChange(idType: Photo.ID.self) { ids in current = ids.first }
    /// ```
    ///
    /// `threshold` is a fraction of each view's area, 0…1 (clamped; default ½); at 0 any overlap
    /// counts. The first time the scroll view is drawn, `action` runs with the views visible then;
    /// after that only when the list changes (after a stage scroll, a programmatic scroll, a change
    /// of content). Ids of other types are left out.
    public nonisolated func onScrollTargetVisibilityChange<ID: Hashable>(
        idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
    ) -> some View {
        let box = ScrollTargetVisibilityBox(action: action)
        let observer = ScrollGeometryObserver(readsItems: true) { state, last in
            let ids = state.visibleItems(threshold: threshold).compactMap { $0.base as? ID }
            guard (last as? [ID]) != ids else { return }
            last = ids
            box.action(ids)
        }
        return modifier(EnvironmentModifier { $0.scrollOptions.geometryObservers.append(observer) })
    }
}

/// An `onScrollTargetVisibilityChange` action, carried to the main actor where the stage runs it.
private final class ScrollTargetVisibilityBox<ID>: @unchecked Sendable {
    let action: ([ID]) -> Void

    init(action: @escaping ([ID]) -> Void) {
        self.action = action
    }
}

/// How much of a view a scroll view shows, for `onScrollVisibilityChange`.
enum ScrollVisibility {
    /// Whether at least `threshold` (clamped to 0…1; NaN is ½) of `frame`'s area lies inside
    /// `viewport` (both in the view's coordinates); any overlap at 0, and always with no viewport.
    /// A view with no area counts by its origin.
    static func isVisible(frame: CGRect, viewport: CGRect?, threshold: Double) -> Bool {
        guard let viewport else { return true }
        let needed = threshold.isNaN ? 0.5 : min(max(threshold, 0), 1)
        let area = Double(frame.width * frame.height)
        guard area > 0 else { return viewport.contains(frame.origin) }
        let overlap = frame.intersection(viewport)
        guard !overlap.isNull, overlap.width > 0, overlap.height > 0 else { return false }
        return Double(overlap.width * overlap.height) / area >= needed
    }
}

extension ScrollState {
    /// The geometry as last laid out.
    var geometry: ScrollGeometry {
        ScrollGeometry(contentOffset: offset, contentSize: contentSize, contentInsets: EdgeInsets(), containerSize: viewport)
    }

    /// Runs the `onScrollGeometryChange` and `onScrollTargetVisibilityChange` actions whose values
    /// changed. Those that read the views inside wait for the content to have been drawn once (the
    /// first frame asks for one more pass, so they report from the start).
    func reportGeometry() {
        let observers = options.geometryObservers
        guard !observers.isEmpty else { return }
        if geometryValues.count != observers.count { geometryValues = Array(repeating: nil, count: observers.count) }
        let itemsKnown = !itemFrames.isEmpty || askedForItemsPass
        if !itemsKnown, observers.contains(where: \.readsItems) {
            askedForItemsPass = true
            graph.invalidate()
        }
        for (index, observer) in observers.enumerated() where itemsKnown || !observer.readsItems {
            observer.report(self, &geometryValues[index])
        }
    }

    /// The ids of the identified views inside with at least `threshold` (0…1, clamped; NaN is ½;
    /// any overlap at 0) of their area in the visible region, in order along the scroll axis
    /// (leading or top first), as last drawn.
    func visibleItems(threshold: Double) -> [AnyHashable] {
        let visible = CGRect(origin: offset, size: viewport)
        let horizontal = axes == .horizontal
        return itemFrames
            .filter { ScrollVisibility.isVisible(frame: $0.value, viewport: visible, threshold: threshold) }
            .sorted { lhs, rhs in
                let (l, r) = horizontal ? (lhs.value.minX, rhs.value.minX) : (lhs.value.minY, rhs.value.minY)
                return l == r ? (horizontal ? lhs.value.minY < rhs.value.minY : lhs.value.minX < rhs.value.minX) : l < r
            }
            .map(\.key)
    }
}

// MARK: ScrollPosition

/// A view id a `ScrollPosition` holds.
struct ScrollPositionID: Hashable, Sendable {
    let base: any Hashable & Sendable

    /// The id as the stage keys drawn views by.
    var value: AnyHashable { AnyHashable(base) }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// Where a scroll view is scrolled, as a value: SwiftUI's `ScrollPosition` (iOS 18), used with
/// `scrollPosition(_:anchor:)`.
///
/// ```swift
/// @State private var position = ScrollPosition(edge: .top)
/// ScrollView { … }.scrollPosition($position)
/// Button("Top") { withAnimation { position.scrollTo(edge: .top) } }
/// ```
///
/// Setting it to an edge, a point or a view's id scrolls there (once the scroll view has been
/// drawn with a size; a view id once that view has been drawn). When the content is scrolled by
/// other means (a stage scroll), the stage writes back a position with no edge or point,
/// `isPositionedByUser` true and `viewID` the id of the first view at the top (leading) edge, or at
/// the binding's anchor, whose id is of the position's id type.
public struct ScrollPosition: Equatable, Sendable {
    enum Target: Hashable, Sendable {
        case edge(Edge)
        case point(CGPoint)
        case x(CGFloat)
        case y(CGFloat)
        case view(ScrollPositionID, anchor: UnitPoint?)
    }

    var target: Target?
    /// The id type views are looked for with, and the cast to it.
    var idType: ObjectIdentifier
    var castID: @Sendable (AnyHashable) -> (any Hashable & Sendable)?
    var scrolledID: ScrollPositionID?

    /// Whether the content was last moved by someone scrolling (or a stage scroll), not by this value.
    public private(set) var isPositionedByUser = false

    /// A position that asks for nothing, looking for views with ids of `idType`.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {
        self.idType = ObjectIdentifier(idType)
        castID = Self.caster(for: idType)
    }

    /// A position at `edge` of the content (`.top`, `.bottom`, `.leading`, `.trailing`).
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        self.init(idType: idType)
        target = .edge(edge)
    }

    /// A position with the content point `point` at the scroll view's top leading corner.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        self.init(idType: idType)
        target = .point(point)
    }

    /// A position scrolled horizontally to `x` points (the vertical offset is kept).
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        self.init(idType: idType)
        target = .x(x)
    }

    /// A position scrolled vertically to `y` points (the horizontal offset is kept).
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        self.init(idType: idType)
        target = .y(y)
    }

    /// A position at the view whose id is `id`, aligned by `anchor` (`nil`: scrolled just enough to
    /// show it, or the binding's anchor).
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self.init(idType: type(of: id))
        target = .view(ScrollPositionID(base: id), anchor: anchor)
        scrolledID = ScrollPositionID(base: id)
    }

    private static func caster<ID: Hashable & Sendable>(for type: ID.Type) -> @Sendable (AnyHashable) -> (any Hashable & Sendable)? {
        { $0.base as? ID }
    }

    /// The edge the position was set to, if it was.
    public var edge: Edge? {
        if case .edge(let edge) = target { edge } else { nil }
    }

    /// The point the position was set to, if it was.
    public var point: CGPoint? {
        if case .point(let point) = target { point } else { nil }
    }

    /// The id of the view the position was set to, or of the first view shown after someone
    /// scrolled (`nil` when neither, or when no view with an id of the id type is shown).
    public var viewID: (any Hashable & Sendable)? {
        scrolledID?.base
    }

    /// `viewID` as a `T`, or `nil` when it is not one.
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? {
        scrolledID?.base as? T
    }

    /// Scrolls to `edge` of the content.
    public mutating func scrollTo(edge: Edge) {
        set(.edge(edge))
    }

    /// Scrolls so that the content point `point` is at the top leading corner.
    public mutating func scrollTo(point: CGPoint) {
        set(.point(point))
    }

    /// Scrolls horizontally to `x` points, keeping the vertical offset.
    public mutating func scrollTo(x: CGFloat) {
        set(.x(x))
    }

    /// Scrolls vertically to `y` points, keeping the horizontal offset.
    public mutating func scrollTo(y: CGFloat) {
        set(.y(y))
    }

    /// Scrolls to the view whose id is `id`, aligned by `anchor` (see `init(id:anchor:)`).
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        let wrapped = ScrollPositionID(base: id)
        set(.view(wrapped, anchor: anchor))
        scrolledID = wrapped
    }

    private mutating func set(_ newTarget: Target) {
        target = newTarget
        scrolledID = nil
        isPositionedByUser = false
    }

    /// The position the stage reports after someone scrolled, showing the view `shown` first.
    func scrolledByUser(showing shown: AnyHashable?) -> ScrollPosition {
        var copy = self
        copy.target = nil
        copy.isPositionedByUser = true
        copy.scrolledID = shown.flatMap(castID).map { ScrollPositionID(base: $0) }
        return copy
    }

    /// Whether two positions ask for the same place and report the same view.
    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
        lhs.target == rhs.target && lhs.scrolledID == rhs.scrolledID && lhs.isPositionedByUser == rhs.isPositionedByUser
            && lhs.idType == rhs.idType
    }
}

/// What a `scrollPosition(_: Binding<ScrollPosition>)` binding last held, and a place it asked for
/// that the scroll view has not reached yet.
struct ScrollPositionTracker {
    /// The binding's value when last read or written by the stage.
    var last: ScrollPosition?
    /// Where the binding asked to go, until the scroll view has a size (and the view is drawn).
    var pending: ScrollPosition.Target?
    /// The binding's anchor when the pending place was asked for.
    var anchor: UnitPoint?
    /// The offset the scroll view had once it reached the place asked for (a different one later
    /// means someone scrolled).
    var settledOffset: CGPoint?
    /// Whether the first frame asked for another pass to find a view not drawn yet.
    var askedForPass = false
}

/// A `scrollPosition(_: Binding<ScrollPosition>)` binding.
struct ScrollPositionBindingLink {
    let get: @MainActor () -> ScrollPosition
    let set: @MainActor (ScrollPosition) -> Void
    let anchor: UnitPoint?
}

/// Holds a `Binding<ScrollPosition>` for the environment.
private final class ScrollPositionBindingBox: @unchecked Sendable {
    let binding: Binding<ScrollPosition>

    init(_ binding: Binding<ScrollPosition>) {
        self.binding = binding
    }
}

extension View {
    /// Keeps `position` in step with the first scroll view below: setting it (to an edge, a point,
    /// a view id) scrolls there; scrolling by other means writes back the first view shown.
    ///
    /// ```swift
    /// @State private var position = ScrollPosition(idType: Message.ID.self, edge: .bottom)
    /// ScrollView { LazyVStack { ForEach(messages) { MessageRow(message: $0) } }.scrollTargetLayout() }
    ///     .scrollPosition($position)
    /// ```
    ///
    /// `anchor` aligns a view the position names (when the position has no anchor of its own) and is
    /// where the stage looks for the first view shown (`nil`: the top leading corner). See
    /// `ScrollPosition` for what the stage writes back.
    public nonisolated func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        let box = ScrollPositionBindingBox(position)
        let link = ScrollPositionBindingLink(
            get: { box.binding.wrappedValue },
            set: { box.binding.wrappedValue = $0 },
            anchor: anchor
        )
        return modifier(EnvironmentModifier { $0.scrollOptions.wholePosition = link })
    }
}

extension ScrollState {
    /// Follows a `ScrollPosition` binding: notes a place the app asked for (reached when the scroll
    /// view is next drawn), or writes back a position after someone scrolled.
    func follow(_ link: ScrollPositionBindingLink) {
        let wanted = link.get()
        if wanted != positionTracker.last {
            positionTracker.last = wanted
            positionTracker.pending = wanted.target
            positionTracker.anchor = link.anchor
            return
        }
        guard positionTracker.pending == nil, let settled = positionTracker.settledOffset, settled != offset else { return }
        let reported = wanted.scrolledByUser(showing: firstVisibleItem(anchor: link.anchor))
        positionTracker.last = reported
        positionTracker.settledOffset = offset
        graph.runAfterPass { link.set(reported) }
    }

    /// Scrolls to the place a `ScrollPosition` binding asked for, once the scroll view has a size
    /// (and, for a view id, once the view has been drawn; an id no drawn view has is dropped).
    func placeRequestedPosition() {
        guard viewport != .zero else { return }
        guard let target = positionTracker.pending else {
            if positionTracker.settledOffset == nil { positionTracker.settledOffset = offset }
            return
        }
        let limit = maximumOffset
        switch target {
        case .edge(let edge):
            switch edge {
            case .top: scroll(to: CGPoint(x: offset.x, y: 0))
            case .bottom: scroll(to: CGPoint(x: offset.x, y: limit.y))
            case .leading: scroll(to: CGPoint(x: 0, y: offset.y))
            case .trailing: scroll(to: CGPoint(x: limit.x, y: offset.y))
            }
        case .point(let point): scroll(to: point)
        case .x(let x): scroll(to: CGPoint(x: x, y: offset.y))
        case .y(let y): scroll(to: CGPoint(x: offset.x, y: y))
        case .view(let id, let anchor):
            if !scroll(toItem: id.value, anchor: anchor ?? positionTracker.anchor), itemFrames.isEmpty, !positionTracker.askedForPass {
                positionTracker.askedForPass = true
                graph.invalidate()
                return
            }
        }
        positionTracker.pending = nil
        positionTracker.settledOffset = clamped(offset)
    }
}
