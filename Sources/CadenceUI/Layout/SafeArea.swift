// The safe area: the part of the stage not covered by a device's bars (`Stage(size:safeAreaInsets:)`).
// The root is laid out inside it; `ignoresSafeArea` grows a view that touches its edge into the
// insets; `safeAreaInset` places a view along an edge and lays the rest out beside it.

/// The top or bottom edge: SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
    /// The top and the bottom edge.
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding only `edge`.
        public init(_ edge: VerticalEdge) { rawValue = 1 << edge.rawValue }
        /// The top edge.
        public static let top = Set(.top)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// The leading or trailing edge: SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
    /// The leading and the trailing edge.
    case leading, trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The set holding only `edge`.
        public init(_ edge: HorizontalEdge) { rawValue = 1 << edge.rawValue }
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}

/// Which safe areas a view ignores: SwiftUI's `SafeAreaRegions`. Cadence's stage has one safe area
/// (the device's bars); `.keyboard` has nothing to ignore, since no keyboard is ever shown.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The container's safe area: the device's bars.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard's area (Cadence never shows a keyboard, so it is empty).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    /// Both regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
    /// Extends this view into the safe area on `edges`, where its frame touches the safe area's edge
    /// (a background colour reaching under the status bar). Its content is offered the larger frame.
    public nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(UnaryLayoutModifier { _ in IgnoresSafeAreaLayout(edges: regions.contains(.container) ? edges : []) })
    }

    /// The older spelling of `ignoresSafeArea(edges:)`.
    public nonisolated func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.all, edges: edges)
    }

    /// Places `content` along the top or bottom `edge` of this view, aligned by `alignment`, and
    /// lays this view out in the rest, `spacing` points away (0 when `nil`).
    public nonisolated func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), axis: .vertical, atEnd: edge == .bottom,
                                       alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing ?? 0))
    }

    /// Places `content` along the leading or trailing `edge` of this view, aligned by `alignment`.
    public nonisolated func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(inset: content(), axis: .horizontal, atEnd: edge == .trailing,
                                       alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing ?? 0))
    }

    /// Adds `insets` to this view's safe area. Cadence lays the view out as padded by them (a scroll
    /// view's content is inset the same way; nothing scrolls under the padding).
    public nonisolated func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        padding(insets)
    }

    /// Adds `length` (16 points when `nil`) to this view's safe area on `edges`.
    public nonisolated func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    /// Adds `length` to this view's safe area on every edge.
    public nonisolated func safeAreaPadding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }
}

struct IgnoresSafeAreaLayout: UnaryNodeLayout {
    let edges: Edge.Set

    func layout(_ proposal: ProposedViewSize, child: LayoutNode, engine: LayoutEngine, stackAxis: Axis?) -> (size: CGSize, child: LayoutEngine.Placement) {
        let size = engine.size(child, proposal, stackAxis: stackAxis)
        return (size, LayoutEngine.Placement(proposal: proposal, frame: CGRect(origin: .zero, size: size)))
    }

    func drawingFrame(_ frame: CGRect, state: DisplayListBuilder.RenderState) -> CGRect {
        let safe = state.safeArea
        guard !edges.isEmpty else { return frame }
        // A frame within half a point of the safe area's edge touches it.
        let tolerance: CGFloat = 0.5
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.top), abs(frame.minY - safe.minY) <= tolerance { minY = min(minY, 0) }
        if edges.contains(.leading), abs(frame.minX - safe.minX) <= tolerance { minX = min(minX, 0) }
        if edges.contains(.bottom), abs(frame.maxY - safe.maxY) <= tolerance { maxY = max(maxY, state.stageSize.height) }
        if edges.contains(.trailing), abs(frame.maxX - safe.maxX) <= tolerance { maxX = max(maxX, state.stageSize.width) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    func willDraw(frame: CGRect, proposal: ProposedViewSize, children: [LayoutNode], state: inout DisplayListBuilder.RenderState, builder: inout DisplayListBuilder) {
        state.safeArea = state.safeArea.union(frame)
    }
}

nonisolated struct SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let inset: Inset
    let axis: Axis
    let atEnd: Bool
    let alignment: Alignment
    let spacing: CGFloat

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let main = content(context)
        guard !main.isEmpty else { return [] }
        let insetNodes = context.resolve(inset, at: .child(1))
        guard !insetNodes.isEmpty else { return main }
        let primary = main.count == 1 ? main[0] : LayoutNode(.zStack(alignment: .center, children: main))
        let secondary = insetNodes.count == 1 ? insetNodes[0] : LayoutNode(.zStack(alignment: alignment, children: insetNodes))
        let layout = SafeAreaInsetLayout(axis: axis, atEnd: atEnd, alignment: alignment, spacing: spacing)
        return context.directed([LayoutNode(.custom(layout, children: [primary, secondary]))])
    }
}

/// The main view in what is left after the inset view along an edge, the inset view at that edge.
struct SafeAreaInsetLayout: NodeLayout {
    let axis: Axis
    let atEnd: Bool
    let alignment: Alignment
    let spacing: CGFloat

    private func measure(_ proposal: ProposedViewSize, _ children: [LayoutNode], _ engine: LayoutEngine) -> (main: CGSize, mainProposal: ProposedViewSize, inset: CGSize, insetProposal: ProposedViewSize) {
        var insetProposal = proposal
        insetProposal[axis] = nil
        let inset = engine.size(children[1], insetProposal)
        var mainProposal = proposal
        mainProposal[axis] = proposal[axis].map { max(0, $0 - inset[axis] - spacing) }
        return (engine.size(children[0], mainProposal), mainProposal, inset, insetProposal)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        let m = measure(proposal, children, engine)
        var size = CGSize.zero
        size[axis] = m.main[axis] + spacing + m.inset[axis]
        size[axis.crossAxis] = max(m.main[axis.crossAxis], m.inset[axis.crossAxis])
        return size
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        let m = measure(proposal, children, engine)
        let cross = axis.crossAxis
        func crossOffset(_ node: LayoutNode, _ childSize: CGSize, _ childProposal: ProposedViewSize) -> CGFloat {
            engine.guide(nil, size: size, proposal: proposal, alignment: alignment, axis: cross)
                - engine.guide(node, size: childSize, proposal: childProposal, alignment: alignment, axis: cross)
        }
        var mainOrigin = CGPoint.zero, insetOrigin = CGPoint.zero
        let mainStart: CGFloat = atEnd ? 0 : m.inset[axis] + spacing
        let insetStart: CGFloat = atEnd ? size[axis] - m.inset[axis] : 0
        let mainCross = (size[cross] - m.main[cross]) / 2
        let insetCross = crossOffset(children[1], m.inset, m.insetProposal)
        if axis == .vertical {
            mainOrigin = CGPoint(x: mainCross, y: mainStart)
            insetOrigin = CGPoint(x: insetCross, y: insetStart)
        } else {
            mainOrigin = CGPoint(x: mainStart, y: mainCross)
            insetOrigin = CGPoint(x: insetStart, y: insetCross)
        }
        return [
            LayoutEngine.Placement(proposal: m.mainProposal, frame: CGRect(origin: mainOrigin, size: m.main)),
            LayoutEngine.Placement(proposal: m.insetProposal, frame: CGRect(origin: insetOrigin, size: m.inset)),
        ]
    }
}
