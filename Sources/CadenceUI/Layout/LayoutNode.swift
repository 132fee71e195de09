/// One node of the resolved tree that layout sizes and places and the renderer turns into display
/// items. Built afresh by each evaluation of the view graph; sizes are cached per proposal.
final class LayoutNode {
    enum Kind {
        case text(TextContent)
        case symbol(SymbolContent)
        case shape(ShapeContent)
        /// Flexible space along the enclosing stack's axis (both axes outside stacks).
        case spacer(minLength: CGFloat?)
        /// `HStack`/`VStack`: `alignment` is used across `axis` only.
        case stack(axis: Axis, alignment: Alignment, spacing: CGFloat?, children: [LayoutNode])
        case zStack(alignment: Alignment, children: [LayoutNode])
        case frame(FrameLayout, child: LayoutNode)
        case padding(EdgeInsets, child: LayoutNode)
        /// `overlay`/`background`: the secondary is sized to the primary and aligned in it.
        case decorated(alignment: Alignment, isBackground: Bool, primary: LayoutNode, secondary: LayoutNode)
        /// Changes how the child is drawn, never the node's size (a matched geometry effect lays the
        /// child out again while drawing, inside the frame its parent gave the node).
        case effect(RenderEffect, child: LayoutNode)
    }

    let kind: Kind
    var sizeCache: [SizeKey: CGSize] = [:]
    var textCache: [CGFloat?: TextLayout] = [:]

    init(_ kind: Kind) {
        self.kind = kind
    }

    struct SizeKey: Hashable {
        var proposal: ProposedViewSize
        var stackAxis: Axis?
    }
}

/// Fixed (`frame(width:height:)`) or flexible (`frame(minWidth:…)`) frames.
enum FrameLayout {
    case fixed(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexible(FlexibleFrame)

    var alignment: Alignment {
        switch self {
        case .fixed(_, _, let alignment): alignment
        case .flexible(let frame): frame.alignment
        }
    }
}

struct FlexibleFrame {
    var minWidth: CGFloat?
    var idealWidth: CGFloat?
    var maxWidth: CGFloat?
    var minHeight: CGFloat?
    var idealHeight: CGFloat?
    var maxHeight: CGFloat?
    var alignment: Alignment
}

struct TextContent {
    var string: String
    var font: ResolvedFont
    var color: Color.Resolved
}

struct SymbolContent {
    var name: String
    var font: ResolvedFont
    var color: Color.Resolved
    var isResizable: Bool
}

struct ShapeContent {
    var shape: any Shape
    var paint: DisplayList.Paint
}

/// What a render-only modifier does to its content.
enum RenderEffect {
    case scale(CGSize, anchor: UnitPoint)
    case rotation(Angle, anchor: UnitPoint)
    case offset(CGSize)
    /// An offset in units of the node's own size (a transition's `.move(edge:)`).
    case sizeRelativeOffset(CGSize)
    /// Drawn in the frame a `matchedGeometryEffect` gives it: laid out again at the matched size and
    /// position (a zoom destination: scaled and moved from its own), while its parent sees its own.
    case matchedGeometry(MatchedGeometryLink)
    case opacity(Double)
    /// A transition's fade: drawn like `opacity`, but the view stays in the accessibility tree at
    /// any opacity, since it is being inserted (SwiftUI reads views by their state, not by what is
    /// drawn at this instant; a view being removed is hidden by its host instead).
    case transitionOpacity(Double)
    case hidden
    case clip(any Shape)
    /// A button: its frame becomes tappable by the stage.
    case button(ButtonTarget)
    /// Names a stage can find buttons by: accessibility identifiers, `tapTarget` names, labels.
    case names(identifiers: [String], labels: [String])
    /// The outgoing picture of a cross-fade: drawn, but its buttons and names are not the stage's.
    case snapshot
    /// An accessibility modifier: changes the accessibility tree, never the drawing.
    case accessibility(AccessibilityAttachment)
    /// A gesture, content shape, hit-testing or enabled change: what the stage's pointer finds here.
    case interaction(InteractionAttachment)
}

/// A button as the stage sees it while drawing: what it does when tapped.
struct ButtonTarget {
    var action: @MainActor () -> Void
}
