/// The direction views are laid out in: SwiftUI's `LayoutDirection`.
///
/// In `.rightToLeft`, stacks run from the right, `.leading` alignments and padding are on the right,
/// and `.move(edge: .leading)` comes from the right: Cadence lays the views out as for left to
/// right and mirrors each container's children horizontally when it draws them. Text itself is not
/// mirrored (its glyphs are drawn left to right).
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Left to right (the default).
    case leftToRight
    /// Right to left: Arabic, Hebrew.
    case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

extension EnvironmentValues {
    /// The layout direction below (default `.leftToRight`): `.environment(\.layoutDirection, .rightToLeft)`.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

extension ResolveContext {
    /// Whether containers made here mirror their children.
    var isRightToLeft: Bool { environment.layoutDirection == .rightToLeft }

    /// `nodes`, marked as laid out in this context's direction.
    func directed(_ nodes: [LayoutNode]) -> [LayoutNode] {
        if isRightToLeft {
            for node in nodes { node.isRightToLeft = true }
        }
        return nodes
    }
}

extension View {
    /// Mirrors this view horizontally when the layout direction is right to left (for images that
    /// point somewhere, such as arrows), when `enabled`: `layoutDirectionBehavior(.mirrors)`, or
    /// `.fixed` when not enabled.
    public nonisolated func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(FlipForRightToLeftModifier(behavior: enabled ? .mirrors : .fixed))
    }
}

/// Draws its content mirrored about the content's centre when `behavior` mirrors in the layout
/// direction in effect.
nonisolated struct FlipForRightToLeftModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let behavior: LayoutDirectionBehavior

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        guard behavior.mirrors(for: context.environment.layoutDirection) else { return nodes }
        return nodes.map { LayoutNode(.effect(.scale(CGSize(width: -1, height: 1), anchor: .center), child: $0)) }
    }
}
