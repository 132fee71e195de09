/// The layout of a `.custom` layout node: how a container sizes itself for a proposal and where it
/// places its children. Grids, scroll views, geometry readers, `ViewThatFits`, the layout modifiers
/// (`fixedSize`, `aspectRatio`, `position`, …) and user `Layout`s are written against it, so the
/// engine and the display-list builder need one case for all of them.
///
/// Both methods may be called several times with different proposals; results are cached on the
/// node per proposal by the engine. Placements are in the container's own coordinates (origin at
/// its top-left corner), one per child, in child order.
@MainActor
protocol NodeLayout {
    /// The container's size for `proposal`.
    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize

    /// Where each child goes when the container is `size` (what it answered for `proposal`).
    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement]

    /// The stack axis the children see (spacers expand along it). Default: the container's own
    /// `stackAxis` for single-child wrappers, `nil` otherwise.
    func childStackAxis(_ stackAxis: Axis?) -> Axis?

    /// Which children are drawn (all by default; `ViewThatFits` draws one).
    func drawnChildren(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine) -> [Int]

    /// Called when the display-list builder draws the container at `frame` (layout coordinates),
    /// before its children: geometry readers record what they saw, scroll views clip. May change the
    /// state its children are drawn in.
    func willDraw(frame: CGRect, proposal: ProposedViewSize, children: [LayoutNode], state: inout DisplayListBuilder.RenderState, builder: inout DisplayListBuilder)

    /// The frame the container is drawn in, given the one its parent placed it at (`ignoresSafeArea`
    /// grows it into the safe area). Default: unchanged.
    func drawingFrame(_ frame: CGRect, state: DisplayListBuilder.RenderState) -> CGRect

    /// The size `containerRelativeFrame` measures against inside this container while its children
    /// are drawn at `size` (a scroll view's visible size less its content margins), or `nil` when it
    /// is not such a container. Default: `nil`.
    func containerSize(drawingIn size: CGSize) -> CGSize?

    /// The container's own value for the guide `key` when it is `size` (a user `Layout`'s
    /// `explicitAlignment`), or `nil` to take the first child's explicit guide. Default: `nil`.
    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine) -> CGFloat?
}

extension NodeLayout {
    func childStackAxis(_ stackAxis: Axis?) -> Axis? { nil }

    func drawnChildren(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine) -> [Int] {
        Array(children.indices)
    }

    func willDraw(frame: CGRect, proposal: ProposedViewSize, children: [LayoutNode], state: inout DisplayListBuilder.RenderState, builder: inout DisplayListBuilder) {}

    func drawingFrame(_ frame: CGRect, state: DisplayListBuilder.RenderState) -> CGRect { frame }

    func containerSize(drawingIn size: CGSize) -> CGSize? { nil }

    func explicitGuide(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine) -> CGFloat? { nil }
}

/// A layout with one child that it sizes and places by a rule of its own (the layout modifiers).
@MainActor
protocol UnaryNodeLayout: NodeLayout {
    /// The child's proposal and the container's size, given the child's size for that proposal.
    func layout(_ proposal: ProposedViewSize, child: LayoutNode, engine: LayoutEngine, stackAxis: Axis?) -> (size: CGSize, child: LayoutEngine.Placement)
}

extension UnaryNodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        guard let child = children.first else { return .zero }
        return layout(proposal, child: child, engine: engine, stackAxis: stackAxis).size
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        guard let child = children.first else { return [] }
        return [layout(proposal, child: child, engine: engine, stackAxis: stackAxis).child]
    }

    func childStackAxis(_ stackAxis: Axis?) -> Axis? { stackAxis }
}

/// What one layout pass knows beyond proposals: the stage's size and safe area, the containers
/// `containerRelativeFrame` measures against, and what drawing found (scroll views, controls) for
/// the stage's events. One per stage, reused by every pass.
@MainActor
final class LayoutSession {
    /// The stage's size in points.
    var stageSize: CGSize = .zero
    /// The stage's safe area insets (`Stage(size:safeAreaInsets:…)`).
    var safeAreaInsets = EdgeInsets()
    /// Sizes of the scroll views (and navigation stacks) being laid out, innermost last.
    var containerSizes: [CGSize] = []
    /// The scroll views drawn in the last frame.
    var scrollTargets: [StagedScrollView] = []
    /// The controls (toggles, sliders, pickers, steppers) drawn in the last frame.
    var controls: [ControlTarget] = []
    /// Where layout put each view, and the animations moving views to new places.
    let layoutAnimations = LayoutAnimations()

    /// The size `containerRelativeFrame` divides: the innermost container's, or the stage's safe area.
    var containerSize: CGSize {
        containerSizes.last ?? CGSize(
            width: max(0, stageSize.width - safeAreaInsets.horizontal),
            height: max(0, stageSize.height - safeAreaInsets.vertical)
        )
    }

    /// Counts the frames begun (a matched-geometry redraw begins another): geometry probes record
    /// once a frame.
    private(set) var frameNumber = 0

    func beginFrame() {
        frameNumber += 1
        scrollTargets = []
        controls = []
        containerSizes = []
    }
}
