import Foundation

// A finger on a scroll view or a list: a drag along its axis scrolls it (`Stage.drag(from:to:)`),
// and a downward drag at the top of one with `refreshable(action:)` pulls to refresh.
//
// SwiftUI documents no distances; Cadence's choices (close to UIKit's):
// - the content follows the finger 1 : 1 and stays where the finger lifts (no fling), resting as
//   the scroll view's `scrollTargetBehavior` says; the pan begins after 10 points along the axis,
//   and only when there is something to scroll (or to refresh);
// - pulled down past its top, the content follows at half the finger's travel, with the
//   refresh spinner in the gap above it; 80 points of finger travel past the top start the refresh
//   action at once;
// - while the action runs (its `Task.sleep`s are stage time), the content is held 60 points down
//   with a `ProgressView` in the gap; when it returns, the content springs back up
//   (`.smooth(duration: 0.3)`).

enum ScrollDragMetrics {
    /// Finger travel past the top that starts the refresh, in points.
    static let refreshTrigger: CGFloat = 80
    /// How far the content is held down while refreshing, in points.
    static let refreshingInset: CGFloat = 60
    /// The fraction of the finger's travel past the top the content follows.
    static let pullResistance: CGFloat = 0.5
    static let animation = Animation.smooth(duration: 0.3)
}

/// A scroll view's finger and refresh state, kept with the scroll view.
@MainActor
final class ScrollDragState {
    unowned let graph: ViewGraph
    /// The scroll offset when the current drag began (`nil`: no drag).
    var dragStart: CGPoint?
    /// How far the content is drawn below its top, in points (the pull, or the refresh's gap).
    private(set) var inset: CGFloat = 0
    /// Whether the refresh action is running.
    private(set) var isRefreshing = false

    init(graph: ViewGraph) {
        self.graph = graph
    }

    func setInset(_ value: CGFloat) {
        guard value != inset else { return }
        inset = value
        graph.invalidate()
    }

    /// Runs `refresh`, holding the content down until it returns (in the stage's time when a
    /// stage runs it).
    func startRefresh(_ refresh: RefreshAction) {
        guard !isRefreshing else { return }
        isRefreshing = true
        graph.invalidate()
        Task { @MainActor [weak self] in
            await refresh()
            self?.finishRefresh()
        }
    }

    private func finishRefresh() {
        isRefreshing = false
        withAnimation(ScrollDragMetrics.animation) {
            if dragStart == nil { setInset(0) } else { graph.invalidate() }
        }
    }
}

/// A scroll view or a list's scrolling part, given to the finger: the drawn `content` with the pan
/// that scrolls `scroll` and, with a `refresh` action, the pull that runs it.
struct ScrollDragSurface: View {
    let content: Subview
    let scroll: ScrollState
    let refresh: RefreshAction?
    let state: ScrollDragState

    private var axis: Axis { scroll.axes == .horizontal ? .horizontal : .vertical }

    var body: some View {
        let drag = AxisDragGesture(axis: axis, shouldBegin: shouldBegin)
            .onChanged { follow($0.translation) }
            .onEnded { release($0.translation) }
        if state.inset > 0 || state.isRefreshing {
            ZStack(alignment: .top) {
                content.offset(y: state.inset)
                ProgressView()
                    .frame(height: max(state.inset, 1))
                    .opacity(state.inset > 0 ? 1 : 0)
            }
            .clipped()
            .contentShape(Rectangle())
            .systemPan(drag)
        } else {
            // The whole scroll view takes the finger, its gaps too, as on iOS.
            content.contentShape(Rectangle()).systemPan(drag)
        }
    }

    private func shouldBegin(_ moved: CGSize) -> Bool {
        guard !scroll.options.isDisabled else { return false }
        let limit = scroll.maximumOffset
        if axis == .horizontal { return limit.x > 0 }
        return limit.y > 0 || (refresh != nil && moved.height > 0 && scroll.offset.y <= 0)
    }

    private func follow(_ translation: CGSize) {
        if state.dragStart == nil {
            state.dragStart = scroll.offset
            scroll.changePhase(to: .interacting)
        }
        let start = state.dragStart ?? scroll.offset
        if axis == .horizontal {
            scroll.scroll(to: CGPoint(x: start.x - translation.width, y: start.y))
            return
        }
        let wanted = start.y - translation.height
        if let refresh, wanted < 0 {
            scroll.scroll(to: CGPoint(x: start.x, y: 0))
            let travel = -wanted
            state.setInset(max(travel * ScrollDragMetrics.pullResistance, state.isRefreshing ? ScrollDragMetrics.refreshingInset : 0))
            if travel >= ScrollDragMetrics.refreshTrigger { state.startRefresh(refresh) }
        } else {
            scroll.scroll(to: CGPoint(x: start.x, y: wanted))
            if state.inset > 0, !state.isRefreshing { state.setInset(0) }
        }
    }

    private func release(_ translation: CGSize) {
        follow(translation)
        state.dragStart = nil
        try? scroll.userScroll(to: scroll.offset)
        scroll.changePhase(to: .idle)
        withAnimation(ScrollDragMetrics.animation) {
            state.setInset(state.isRefreshing ? ScrollDragMetrics.refreshingInset : 0)
        }
    }
}

extension ScrollDragSurface {
    /// `node` (a scroll view or a list's scrolling part, drawn for `scroll`) given to the finger,
    /// resolved in `context` (the scroll view's).
    @MainActor
    static func wrap(_ node: LayoutNode, scroll: ScrollState, in context: ResolveContext) -> LayoutNode {
        let state = context.cell(BuiltinCell.refresh) { ScrollDragState(graph: context.graph) }
        let surface = ScrollDragSurface(content: Subview(node: node, index: 0), scroll: scroll, refresh: context.environment.refresh, state: state)
        let nodes = context.resolve(surface, at: .child(7))
        return nodes.count == 1 ? nodes[0] : LayoutNode(.zStack(alignment: .top, children: nodes))
    }
}
