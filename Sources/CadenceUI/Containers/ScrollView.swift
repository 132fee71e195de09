/// A scrollable view: SwiftUI's `ScrollView`.
///
/// ```swift
/// ScrollView {
///     LazyVStack { ForEach(items) { ItemRow(item: $0) } }
/// }
/// stage.schedule(.scroll(by: CGSize(width: 0, height: 300)), at: 1)
/// ```
///
/// The scroll view takes the space it is offered (its content's size along a dimension that is not
/// offered), offers its content unlimited space along the scroll axes, and shows the part of the
/// content at its scroll offset, clipped to its frame. Several views in the content are stacked
/// along the scroll axis, as in a `VStack` (`HStack` for horizontal scrolling). Content narrower
/// than the view across the scroll axis is centred; along it, it starts at the top (leading) edge.
/// The offset starts at zero and stays within the content; the stage changes it with
/// `Stage.scroll(by:identifier:)`, a drag along the scroll axis (`Stage.drag(from:to:)`: the content
/// follows the finger and stays where it lifts, without a fling), and `ScrollViewProxy.scrollTo(_:anchor:)`
/// does. With `refreshable(action:)`, a downward drag at the top pulls to refresh. Indicators are
/// not drawn (they only show while scrolling).
public nonisolated struct ScrollView<Content: View>: View {
    /// The scrollable content.
    public var content: Content
    /// The directions the content scrolls in.
    public var axes: Axis.Set
    /// Whether indicators would show while scrolling (Cadence never draws them).
    public var showsIndicators: Bool

    /// Makes a scroll view of `content` scrolling along `axes` (default vertical).
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never
}

/// A scroll view's position and extent, kept per scroll view identity.
@MainActor
final class ScrollState {
    unowned let graph: ViewGraph
    var axes: Axis.Set = .vertical
    /// How far the content is scrolled, in points (x right, y down), within 0…content − viewport.
    private(set) var offset = CGPoint.zero
    var viewport = CGSize.zero
    var contentSize = CGSize.zero
    /// Frames of the identified views in the content (content coordinates), as last drawn.
    var itemFrames: [AnyHashable: CGRect] = [:]
    /// A `ScrollViewProxy.scrollTo` call waiting for the frames drawn after it (see
    /// `placeRequestedItem`), and whether one has been drawn since.
    var requestedItem: (request: ScrollItemRequest, drawnSince: Bool)?
    /// What the modifiers above the scroll view set (`scrollDisabled`, `scrollTargetBehavior`, …).
    var options = ScrollOptions()
    /// The scroll view's environment, as last resolved (what a scroll target behaviour reads).
    var environment = EnvironmentValues()
    /// Whether `defaultScrollAnchor` has placed the content yet (it does once, when first drawn).
    var hasAppliedDefaultAnchor = false
    /// The id last written to, or scrolled to from, a `scrollPosition(id:)` binding.
    var reportedPosition: AnyHashable?
    /// Whether a `scrollPosition(id:)` binding has been read yet.
    private var followsPosition = false
    /// An id the binding asked for before its view was drawn, scrolled to when it is.
    private var pendingPosition: AnyHashable?
    private var pendingAnchor: UnitPoint?
    /// Whether the first frame has asked for a second pass to place a pending position.
    private var askedForPlacementPass = false
    /// Whether an observer of the views inside (`onScrollTargetVisibilityChange`) has asked for a
    /// pass after the first, to know their frames.
    var askedForItemsPass = false
    /// What a `scrollPosition(_: Binding<ScrollPosition>)` binding asked for and was told.
    var positionTracker = ScrollPositionTracker()
    /// The last value each `onScrollGeometryChange` action saw, by its place in the options.
    var geometryValues: [Any?] = []
    /// The scrolling phase (`onScrollPhaseChange`).
    var phase = ScrollPhase.idle

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// The largest offset along each axis (0 along an axis that does not scroll).
    var maximumOffset: CGPoint {
        CGPoint(
            x: axes.contains(.horizontal) ? max(0, contentSize.width - viewport.width) : 0,
            y: axes.contains(.vertical) ? max(0, contentSize.height - viewport.height) : 0
        )
    }

    func clamped(_ point: CGPoint) -> CGPoint {
        let limit = maximumOffset
        func clamp(_ value: CGFloat, _ upper: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), upper) }
        return CGPoint(x: clamp(point.x, limit.x), y: clamp(point.y, limit.y))
    }

    /// Scrolls to `point` (clamped to the content); the views are drawn again when it changes.
    func scroll(to point: CGPoint) {
        let target = clamped(point)
        guard target != offset else { return }
        offset = target
        graph.invalidate()
    }

    /// Places the content at its `.initialOffset` anchor the first time it is drawn with a size.
    func applyDefaultAnchor() {
        guard !hasAppliedDefaultAnchor, contentSize != .zero, viewport != .zero else { return }
        hasAppliedDefaultAnchor = true
        guard let anchor = options.anchors.initialOffset else { return }
        let limit = maximumOffset
        scroll(to: CGPoint(x: anchor.x * limit.x, y: anchor.y * limit.y))
    }

    /// Follows the `.sizeChanges` anchor after the content or the viewport changed size from
    /// `oldContent` in `oldViewport`: along each scroll axis, an offset that rested at the anchor's
    /// fraction of the old scroll range (within half a point) moves to the same fraction of the new
    /// one, so a chat resting at its end stays there as messages arrive; any other offset stays
    /// (and is clamped), as SwiftUI keeps the top in place.
    func followSizeChange(fromContent oldContent: CGSize, viewport oldViewport: CGSize) {
        guard hasAppliedDefaultAnchor, let anchor = options.anchors.sizeChanges,
              oldContent != .zero, oldViewport != .zero,
              oldContent != contentSize || oldViewport != viewport else { return }
        let oldLimit = CGPoint(x: max(0, oldContent.width - oldViewport.width), y: max(0, oldContent.height - oldViewport.height))
        let limit = maximumOffset
        var target = offset
        if axes.contains(.horizontal), abs(offset.x - anchor.x * oldLimit.x) <= 0.5 { target.x = anchor.x * limit.x }
        if axes.contains(.vertical), abs(offset.y - anchor.y * oldLimit.y) <= 0.5 { target.y = anchor.y * limit.y }
        scroll(to: target)
    }

    /// Follows a `scrollPosition(id:)` binding: scrolls to an id the app set (as soon as its view has
    /// been drawn), or reports the first visible view's id after a scroll. An id set in a transaction
    /// with a `scrollTargetAnchor` is lined up by that anchor rather than the binding's.
    func follow(_ link: ScrollPositionLink, transactionAnchor: UnitPoint? = nil) {
        let wanted = link.get()
        let anchor = transactionAnchor ?? link.anchor ?? (axes.contains(.horizontal) ? .leading : .top)
        guard followsPosition, wanted == reportedPosition else {
            followsPosition = true
            reportedPosition = wanted
            if let wanted, !scroll(toItem: wanted, anchor: anchor) {
                pendingPosition = wanted
                pendingAnchor = anchor
            }
            return
        }
        guard pendingPosition == nil, let shown = firstVisibleItem(anchor: link.anchor), shown != reportedPosition else { return }
        reportedPosition = shown
        // Written after the pass, as a scroll's own update would be: not in the middle of
        // evaluating the views that read it.
        graph.runAfterPass { link.set(shown) }
    }

    /// Scrolls to the position the binding asked for before its view was drawn, once it has been
    /// (the first frame asks for one more pass so that the view shows there from the start).
    func placePendingPosition() {
        guard let pending = pendingPosition else { return }
        if itemFrames[pending] != nil {
            pendingPosition = nil
            scroll(toItem: pending, anchor: pendingAnchor)
        } else if itemFrames.isEmpty, !askedForPlacementPass {
            askedForPlacementPass = true
            graph.invalidate()
        } else if !itemFrames.isEmpty {
            // Drawn, and no view has that id: nothing to scroll to.
            pendingPosition = nil
        }
    }

    /// Keeps the offset within the content after the content or the viewport changed size.
    func settle() {
        let target = clamped(offset)
        if target != offset { offset = target }
    }
}

/// A scroll view as the stage sees it while drawing.
struct StagedScrollView {
    let state: ScrollState
    var identifiers: [String]
    var labels: [String]
}

extension ScrollView: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let state = context.cell(BuiltinCell.scroll) { ScrollState(graph: context.graph) }
        state.axes = axes
        state.options = context.environment.scrollOptions
        state.environment = context.environment
        context.environment.scrollReader?.states.append(state)
        if let link = state.options.position { state.follow(link, transactionAnchor: context.transaction.scrollTargetAnchor) }
        if let link = state.options.wholePosition { state.follow(link) }
        // The options are this scroll view's: scroll views inside it start afresh (only
        // `scrollDisabled` carries on, as in SwiftUI).
        var inner = context
        inner.environment.scrollOptions = ScrollOptions(isDisabled: state.options.isDisabled)
        let margins = state.options.margins
        let children = margins == EdgeInsets()
            ? inner.resolve(content, at: .child(0))
            : inner.resolve(content.padding(margins), at: .child(0))
        let axis: Axis = axes == .horizontal ? .horizontal : .vertical
        let stacked = children.count == 1 ? children[0] : LayoutNode(.stack(axis: axis, alignment: .center, spacing: nil, children: children))
        let scroll = LayoutNode(.custom(ScrollLayout(state: state, axes: axes), children: [stacked]))
        return context.directed([ScrollDragSurface.wrap(scroll, scroll: state, in: context)])
    }
}

struct ScrollLayout: NodeLayout {
    let state: ScrollState
    let axes: Axis.Set

    /// The size `containerRelativeFrame` sizes the content against: the viewport less the content
    /// margins, which SwiftUI applies like safe area insets ("the size of a container … subtracting
    /// any safe area insets that might be applied to that container").
    func containerSize(drawingIn size: CGSize) -> CGSize? {
        containerSize(size)
    }

    private func containerSize(_ viewport: CGSize) -> CGSize {
        let margins = state.options.margins
        return CGSize(width: max(0, viewport.width - margins.leading - margins.trailing),
                      height: max(0, viewport.height - margins.top - margins.bottom))
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        var offered = proposal
        for axis in Axis.allCases where axes.contains(axis) { offered[axis] = nil }
        return offered
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        guard let child = children.first else { return proposal.replacingUnspecifiedDimensions() }
        let viewport = proposal.replacingUnspecifiedDimensions(by: .zero)
        engine.session.containerSizes.append(containerSize(viewport))
        defer { engine.session.containerSizes.removeLast() }
        let content = engine.size(child, contentProposal(proposal))
        func dimension(_ axis: Axis) -> CGFloat {
            guard let offered = proposal[axis], offered.isFinite else { return content[axis] }
            return offered
        }
        return CGSize(width: dimension(.horizontal), height: dimension(.vertical))
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        guard let child = children.first else { return [] }
        engine.session.containerSizes.append(containerSize(size))
        defer { engine.session.containerSizes.removeLast() }
        let offered = contentProposal(proposal)
        let content = engine.size(child, offered)
        let offset = state.clamped(state.offset)
        // Content shorter than the view along a scroll axis sits at the `.alignment` anchor (the
        // top leading edge without one); across the scroll axes it is centred.
        let aligned = state.options.anchors.alignment ?? .topLeading
        func position(_ axis: Axis, _ scrolled: CGFloat, _ fraction: CGFloat) -> CGFloat {
            let room = size[axis] - content[axis]
            guard axes.contains(axis) else { return room / 2 }
            return room > 0 ? room * fraction : -scrolled
        }
        let x = position(.horizontal, offset.x, aligned.x)
        let y = position(.vertical, offset.y, aligned.y)
        return [LayoutEngine.Placement(proposal: offered, frame: CGRect(x: x, y: y, width: content.width, height: content.height))]
    }

    func willDraw(frame: CGRect, proposal: ProposedViewSize, children: [LayoutNode], state renderState: inout DisplayListBuilder.RenderState, builder: inout DisplayListBuilder) {
        let oldContent = state.contentSize
        let oldViewport = state.viewport
        if let child = children.first {
            state.contentSize = builder.engine.size(child, contentProposal(proposal))
        }
        state.viewport = frame.size
        state.followSizeChange(fromContent: oldContent, viewport: oldViewport)
        state.settle()
        state.applyDefaultAnchor()
        state.placePendingPosition()
        state.placeRequestedPosition()
        if !builder.isRecordingOnly {
            state.placeRequestedItem()
            state.reportGeometry()
            state.itemFrames = [:]
        }
        if state.options.clipsContent {
            renderState.clips.append(DisplayList.Clip(geometry: Rectangle().geometry(in: frame), rect: frame, transform: renderState.transform))
        }
        let origin = CGPoint(x: frame.minX - state.offset.x, y: frame.minY - state.offset.y)
        renderState.scrollContent = (state, origin)
        // As SwiftUI's `.scrollView` space: the scroll view's visible bounds, so the frames of the
        // views inside move in it as the content scrolls.
        renderState.coordinateSpaces[AnyHashable(ScrollViewSpaceName())] = renderState.transform.apply(to: frame)
        guard !builder.isRecordingOnly else { return }
        builder.engine.session.scrollTargets.append(StagedScrollView(state: state, identifiers: renderState.identifiers, labels: renderState.labels))
    }
}

