// The layout modifiers beyond frames and padding: fixedSize, layoutPriority, aspectRatio,
// position, alignmentGuide, zIndex and containerRelativeFrame. Each is a `.custom` node with a
// unary layout, or a trait set on the content's nodes.

/// How content fills a frame of another aspect ratio: SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// Scaled to fit inside, keeping its aspect ratio.
    case fit
    /// Scaled to fill, keeping its aspect ratio (it may stick out).
    case fill
}

/// Applies `change` to each node of the content (layout traits, explicit identities).
nonisolated struct NodeTraitModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let change: (LayoutNode) -> Void

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        for node in nodes { change(node) }
        return nodes
    }
}

/// Wraps each node of the content in a `.custom` node with the layout `make` gives.
nonisolated struct UnaryLayoutModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let make: @MainActor (ResolveContext) -> any UnaryNodeLayout

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let layout = make(context)
        return context.directed(content(context).map { LayoutNode(.custom(layout, children: [$0])) })
    }
}

extension View {
    /// Offers this view `nil` (its ideal size) along the fixed axes, whatever its parent offers, and
    /// takes that size: text does not wrap or truncate, shapes take 10 points.
    public nonisolated func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(UnaryLayoutModifier { _ in FixedSizeLayout(horizontal: horizontal, vertical: vertical) })
    }

    /// Offers this view its ideal size along both axes (`fixedSize(horizontal: true, vertical: true)`).
    public nonisolated func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// The priority a stack gives this view when it shares out space: higher priorities are offered
    /// space first (after the lower ones' minimum sizes are set aside). Default 0.
    public nonisolated func layoutPriority(_ value: Double) -> some View {
        modifier(NodeTraitModifier { $0.layoutPriority = value })
    }

    /// The order in which overlapping views in a container are drawn: higher values in front. Views
    /// with equal values keep their order. Default 0.
    public nonisolated func zIndex(_ value: Double) -> some View {
        modifier(NodeTraitModifier { $0.zIndex = value })
    }

    /// Offers this view a size of aspect ratio `aspectRatio` (width ÷ height) that fits in or fills
    /// what it is offered, according to `contentMode`; with `nil`, the view's own ideal aspect ratio.
    /// The result is the size the view takes for that offer (a resizable image, a shape, a colour
    /// take it exactly).
    public nonisolated func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(UnaryLayoutModifier { _ in AspectRatioLayout(ratio: aspectRatio, contentMode: contentMode) })
    }

    /// `aspectRatio(_:contentMode:)` with the ratio of `aspectRatio` (width ÷ height).
    public nonisolated func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    /// Scales this view to fit its parent, keeping its aspect ratio: `aspectRatio(contentMode: .fit)`.
    public nonisolated func scaledToFit() -> some View {
        aspectRatio(contentMode: .fit)
    }

    /// Scales this view to fill its parent, keeping its aspect ratio: `aspectRatio(contentMode: .fill)`.
    public nonisolated func scaledToFill() -> some View {
        aspectRatio(contentMode: .fill)
    }

    /// Places this view's centre at `position` in its parent's coordinates; the modified view takes
    /// all the space it is offered (the view's own size where nothing is offered).
    public nonisolated func position(_ position: CGPoint) -> some View {
        modifier(UnaryLayoutModifier { _ in PositionLayout(position: position) })
    }

    /// Places this view's centre at (`x`, `y`) in its parent's coordinates.
    public nonisolated func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }

    /// Sets this view's `g` guide to what `computeValue` returns for its dimensions, so a stack or
    /// frame aligning by `g` lines this view up there instead of at the guide's default.
    public nonisolated func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(NodeTraitModifier { node in
            node.explicitGuides[.horizontal(g.guide)] = computeValue
            node.containsExplicitGuides = true
        })
    }

    /// Sets this view's `g` guide to what `computeValue` returns for its dimensions.
    public nonisolated func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        modifier(NodeTraitModifier { node in
            node.explicitGuides[.vertical(g.guide)] = computeValue
            node.containsExplicitGuides = true
        })
    }

    /// Sizes this view along `axes` to its container's size (the nearest scroll view, or the stage's
    /// safe area), placing it by `alignment`.
    public nonisolated func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes this view along `axes` to `span` of `count` equal columns (rows) of its container, with
    /// `spacing` points between them: `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`.
    public nonisolated func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let count = CGFloat(max(1, count)), span = CGFloat(max(1, span))
            return max(0, (length - spacing * (count - 1)) / count * span + spacing * (span - 1))
        }
    }

    /// Sizes this view along `axes` to what `length` returns for the container's length on each axis.
    public nonisolated func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        // Called on the main actor during layout only, as SwiftUI calls it.
        nonisolated(unsafe) let length = length
        return modifier(UnaryLayoutModifier { _ in ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: length) })
    }
}

struct FixedSizeLayout: UnaryNodeLayout {
    let horizontal: Bool
    let vertical: Bool

    func layout(_ proposal: ProposedViewSize, child: LayoutNode, engine: LayoutEngine, stackAxis: Axis?) -> (size: CGSize, child: LayoutEngine.Placement) {
        var offered = proposal
        if horizontal { offered.width = nil }
        if vertical { offered.height = nil }
        let size = engine.size(child, offered, stackAxis: stackAxis)
        return (size, LayoutEngine.Placement(proposal: offered, frame: CGRect(origin: .zero, size: size)))
    }
}

struct AspectRatioLayout: UnaryNodeLayout {
    let ratio: CGFloat?
    let contentMode: ContentMode

    func layout(_ proposal: ProposedViewSize, child: LayoutNode, engine: LayoutEngine, stackAxis: Axis?) -> (size: CGSize, child: LayoutEngine.Placement) {
        let ideal = engine.size(child, .unspecified, stackAxis: stackAxis)
        let aspect = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        var offered = proposal
        if aspect > 0, aspect.isFinite {
            switch (proposal.width, proposal.height) {
            case let (width?, height?) where width.isFinite && height.isFinite:
                let wide = height > 0 ? width / height > aspect : true
                let byHeight = contentMode == .fit ? wide : !wide
                offered = byHeight ? ProposedViewSize(width: height * aspect, height: height) : ProposedViewSize(width: width, height: width / aspect)
            case let (width?, _) where width.isFinite:
                offered = ProposedViewSize(width: width, height: width / aspect)
            case let (_, height?) where height.isFinite:
                offered = ProposedViewSize(width: height * aspect, height: height)
            default:
                // Nothing finite offered: the view's ideal size brought to the ratio.
                let base = ideal.height > 0 ? ideal : CGSize(width: 10, height: 10)
                offered = ProposedViewSize(width: base.height * aspect, height: base.height)
            }
        }
        let size = engine.size(child, offered, stackAxis: stackAxis)
        return (size, LayoutEngine.Placement(proposal: offered, frame: CGRect(origin: .zero, size: size)))
    }
}

struct PositionLayout: UnaryNodeLayout {
    let position: CGPoint

    func layout(_ proposal: ProposedViewSize, child: LayoutNode, engine: LayoutEngine, stackAxis: Axis?) -> (size: CGSize, child: LayoutEngine.Placement) {
        let childSize = engine.size(child, proposal, stackAxis: stackAxis)
        let size = proposal.replacingUnspecifiedDimensions(by: childSize)
        let width = size.width.isFinite ? size.width : childSize.width
        let height = size.height.isFinite ? size.height : childSize.height
        let origin = CGPoint(x: position.x - childSize.width / 2, y: position.y - childSize.height / 2)
        return (CGSize(width: width, height: height), LayoutEngine.Placement(proposal: proposal, frame: CGRect(origin: origin, size: childSize)))
    }
}

struct ContainerRelativeFrameLayout: UnaryNodeLayout {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat

    func layout(_ proposal: ProposedViewSize, child: LayoutNode, engine: LayoutEngine, stackAxis: Axis?) -> (size: CGSize, child: LayoutEngine.Placement) {
        let container = engine.session.containerSize
        var offered = proposal
        for axis in Axis.allCases where axes.contains(axis) {
            let value = length(container[axis], axis)
            offered[axis] = value.isFinite ? max(0, value) : container[axis]
        }
        let childSize = engine.size(child, offered, stackAxis: stackAxis)
        var size = childSize
        for axis in Axis.allCases where axes.contains(axis) { size[axis] = offered[axis] ?? childSize[axis] }
        let origin = CGPoint(
            x: engine.guide(nil, size: size, proposal: offered, alignment: alignment, axis: .horizontal)
                - engine.guide(child, size: childSize, proposal: offered, alignment: alignment, axis: .horizontal),
            y: engine.guide(nil, size: size, proposal: offered, alignment: alignment, axis: .vertical)
                - engine.guide(child, size: childSize, proposal: offered, alignment: alignment, axis: .vertical)
        )
        return (size, LayoutEngine.Placement(proposal: offered, frame: CGRect(origin: origin, size: childSize)))
    }
}
