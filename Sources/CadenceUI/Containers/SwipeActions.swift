import Foundation

// Swipe actions on list rows: `swipeActions(edge:allowsFullSwipe:content:)`, and the Delete action
// `onDelete` gives a row out of edit mode. A horizontal drag on a row (`Stage.drag(from:to:)`)
// slides it and reveals its buttons behind it.
//
// SwiftUI documents no distances; Cadence's choices (close to UIKit's):
// - each revealed button is 74 points wide (wider when the row is dragged further);
// - released with less than half of the buttons' width shown, the row closes; with more, it rests
//   open with all the buttons shown, until a button is tapped or the row is swiped back;
// - with `allowsFullSwipe`, a row released with its edge moved by 60 % of the row's width or more
//   (at least the buttons' width plus 40 points) runs the first button's action and closes;
// - the row follows the finger 1 : 1 and springs into place with `.smooth(duration: 0.3)`.

/// One edge's swipe actions on a row: its buttons, resolved, and the first one's action.
struct SwipeEdgeActions {
    let edge: HorizontalEdge
    let nodes: [LayoutNode]
    let count: Int
    let allowsFullSwipe: Bool
    let first: (@MainActor () -> Void)?

    /// The width the buttons rest open at (74 points each).
    var width: CGFloat { CGFloat(count) * SwipeActionMetrics.buttonWidth }
}

/// A row's swipe actions on both edges, with the state of its slide and the context that resolves
/// the sliding row (where the modifier was applied, so its state keeps with the row).
struct SwipeConfiguration {
    var leading: SwipeEdgeActions?
    var trailing: SwipeEdgeActions?
    let state: SwipeState
    let host: ResolveContext

    /// `cell` (the list's whole row) sliding on a horizontal drag over its revealed buttons.
    @MainActor
    func wrap(_ cell: LayoutNode) -> LayoutNode {
        let view = SwipeActionsRow(cell: Subview(node: cell, index: 0), leading: leading, trailing: trailing, state: state)
        let nodes = host.resolve(view, at: .child(9))
        return nodes.count == 1 ? nodes[0] : LayoutNode(.zStack(alignment: .center, children: nodes))
    }
}

enum SwipeActionMetrics {
    /// The width of one revealed button, in points.
    static let buttonWidth: CGFloat = 74
    /// The fraction of the row's width a full swipe moves the row by.
    static let fullSwipeFraction: CGFloat = 0.6
    /// A full swipe moves the row at least this far past the buttons' width, in points.
    static let fullSwipeMargin: CGFloat = 40
    /// How the row springs open, closed or away.
    static let animation = Animation.smooth(duration: 0.3)
}

/// Where a row rests and where the finger has it, kept with the row.
@MainActor
final class SwipeState {
    unowned let graph: ViewGraph
    /// The row's horizontal offset in points (positive: slid right, revealing the leading actions).
    private(set) var offset: CGFloat = 0
    /// The offset the row rested at when the current drag began.
    var restingOffset: CGFloat = 0
    /// The row's width as last drawn.
    var rowWidth: CGFloat = 0

    init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Moves the row to `offset` (in the current transaction).
    func move(to offset: CGFloat) {
        guard offset != self.offset else { return }
        self.offset = offset
        graph.invalidate()
    }

    /// Springs the row back to rest closed.
    func close() {
        restingOffset = 0
        withAnimation(SwipeActionMetrics.animation) { move(to: 0) }
    }
}

/// The row drawn by a list for a row with swipe actions: the row offset by the swipe, the revealed
/// buttons filling the uncovered strip at the edge, and the horizontal drag that moves it.
struct SwipeActionsRow: View {
    let cell: Subview
    let leading: SwipeEdgeActions?
    let trailing: SwipeEdgeActions?
    let state: SwipeState
    @Environment(\.editMode) private var editMode

    var body: some View {
        let offset = state.offset
        // In edit mode rows are not swiped (their delete buttons show instead).
        let isEditing = editMode?.wrappedValue.isEditing == true
        cell
            .offset(x: offset)
            .background(alignment: .leading) {
                if offset > 0, let leading {
                    SwipeActionStrip(actions: leading).frame(width: offset)
                }
            }
            .background(alignment: .trailing) {
                if offset < 0, let trailing {
                    SwipeActionStrip(actions: trailing).frame(width: -offset)
                }
            }
            .contentShape(Rectangle())
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { state.rowWidth = $0 }
            .systemPan(AxisDragGesture(axis: .horizontal, shouldBegin: { _ in !isEditing })
                .onChanged { value in follow(value.translation.width) }
                .onEnded { value in release(value.translation.width) })
    }

    /// The row under the finger: offset 1 : 1 from where it rested, only towards edges with actions.
    private func follow(_ translation: CGFloat) {
        let upper: CGFloat = leading == nil ? 0 : .infinity
        let lower: CGFloat = trailing == nil ? 0 : -.infinity
        state.move(to: min(max(state.restingOffset + translation, lower), upper))
    }

    private func release(_ translation: CGFloat) {
        follow(translation)
        let offset = state.offset
        guard let actions = offset > 0 ? leading : offset < 0 ? trailing : nil else {
            state.close()
            return
        }
        let distance = abs(offset)
        let fullSwipe = max(state.rowWidth * SwipeActionMetrics.fullSwipeFraction, actions.width + SwipeActionMetrics.fullSwipeMargin)
        if actions.allowsFullSwipe, distance >= fullSwipe, let first = actions.first {
            state.close()
            first()
        } else if distance >= actions.width / 2 {
            let open = offset > 0 ? actions.width : -actions.width
            state.restingOffset = open
            withAnimation(SwipeActionMetrics.animation) { state.move(to: open) }
        } else {
            state.close()
        }
    }
}

/// An edge's revealed buttons side by side, sharing the uncovered strip, clipped to it; the first
/// button is the outermost (at the row's edge), as on iOS.
private struct SwipeActionStrip: View {
    let actions: SwipeEdgeActions

    var body: some View {
        let ordered = actions.edge == .trailing ? Array(actions.nodes.enumerated().reversed()) : Array(actions.nodes.enumerated())
        HStack(spacing: 0) {
            ForEach(ordered, id: \.offset) { entry in
                Subview(node: entry.element, index: entry.offset)
            }
        }
        .frame(maxHeight: .infinity)
        .clipped()
    }
}

/// A swipe action's look: its label (the icon alone when it has one, as on iOS) in white on its
/// tint, else red for a destructive role, else the system grey (142, 142, 147), filling its share
/// of the strip and the row's height.
struct SwipeActionButtonStyle: ButtonStyle {
    @Environment(\.tint) private var tint

    func makeBody(configuration: Configuration) -> some View {
        let fill = tint ?? AnyShapeStyle(configuration.role == .destructive ? Color.red : Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255))
        configuration.label
            .labelStyle(.iconOnly)
            .font(.subheadline.weight(.semibold))
            .foregroundStyle(.white)
            .lineLimit(1)
            .padding(.horizontal, 8)
            .frame(minWidth: 0, maxWidth: .infinity, maxHeight: .infinity)
            .background { Rectangle().fill(fill) }
            .opacity(configuration.isPressed ? 0.8 : 1)
            .contentShape(Rectangle())
    }
}

/// `swipeActions(edge:allowsFullSwipe:content:)`: notes the row's actions for the list to draw.
nonisolated struct SwipeActionsModifier<Actions: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    let actions: Actions

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        let actions = self.actions
        SwipeConfiguration.attach(to: nodes, edge: edge, allowsFullSwipe: allowsFullSwipe, in: context) { inner in
            inner.resolve(actions, at: .child(1))
        }
        return nodes
    }
}

extension SwipeConfiguration {
    /// Gives `nodes` (a row's) the actions `resolveActions` draws on `edge`, keeping the state and
    /// the other edge's actions of a `swipeActions` applied inside. An edge that already has
    /// actions keeps them (the innermost modifier wins, as in SwiftUI).
    @MainActor
    static func attach(to nodes: [LayoutNode], edge: HorizontalEdge, allowsFullSwipe: Bool, in context: ResolveContext, slot: Int = BuiltinCell.swipe, resolveActions: (ResolveContext) -> [LayoutNode]) {
        guard let first = nodes.first else { return }
        var configuration = first.trait { $0.listRow.swipe } ?? SwipeConfiguration(
            state: context.cell(slot) { SwipeState(graph: context.graph) }, host: context)
        guard (edge == .leading ? configuration.leading : configuration.trailing) == nil else { return }
        let state = configuration.state
        var inner = context
        inner.environment.buttonStyle = .standard(SwipeActionButtonStyle())
        // A revealed button closes the row after its action, as a dialog's buttons dismiss it.
        inner.environment.dismissesPresentation = { state.close() }
        let buttons = resolveActions(inner)
        let targets = buttons.flatMap { LayoutNode.buttonTargets(in: $0) }
        let actions = SwipeEdgeActions(edge: edge, nodes: buttons, count: max(buttons.count, targets.count), allowsFullSwipe: allowsFullSwipe, first: targets.first?.action)
        if edge == .leading { configuration.leading = actions } else { configuration.trailing = actions }
        for node in nodes { node.listRow.swipe = configuration }
    }
}

extension LayoutNode {
    /// The buttons in `node`'s tree, in drawing order.
    static func buttonTargets(in node: LayoutNode) -> [ButtonTarget] {
        var found: [ButtonTarget] = []
        func visit(_ node: LayoutNode) {
            switch node.kind {
            case .effect(.button(let target), let child):
                found.append(target)
                visit(child)
            case .effect(_, let child), .frame(_, let child), .padding(_, let child):
                visit(child)
            case .decorated(_, _, let primary, let secondary):
                visit(primary)
                visit(secondary)
            case .stack(_, _, _, let children), .zStack(_, let children), .custom(_, let children):
                children.forEach(visit)
            case .text, .symbol, .shape, .spacer:
                break
            }
        }
        visit(node)
        return found
    }
}

extension View {
    /// Buttons revealed by swiping this list row from `edge`: SwiftUI's
    /// `swipeActions(edge:allowsFullSwipe:content:)`.
    ///
    /// ```swift
    /// ContactRow(contact)
    ///     .swipeActions {
    ///         Button(role: .destructive) { delete(contact) } label: { Label("Delete", systemImage: "trash") }
    ///         Button { pin(contact) } label: { Label("Pin", systemImage: "pin") }.tint(.orange)
    ///     }
    /// ```
    ///
    /// In a `List`, a horizontal drag on the row (`stage.drag(from:to:)`, leftwards for the
    /// `.trailing` edge, rightwards for `.leading`) slides it and reveals the buttons behind it, the
    /// first one outermost, each 74 points wide in its tint (red for a
    /// destructive role, grey otherwise) with its icon in white. Released past half the buttons'
    /// width the row rests open; tapping a revealed button (by its title, `stage.tap(label:)`) runs
    /// its action and closes the row. With `allowsFullSwipe`, a drag past 60 % of the row's width
    /// runs the first button's action. Apply it once per edge; outside a `List` the row is drawn
    /// unchanged and cannot be swiped.
    public nonisolated func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        modifier(SwipeActionsModifier(edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content()))
    }
}
