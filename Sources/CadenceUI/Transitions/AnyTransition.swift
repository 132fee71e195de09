/// How a view is animated in when it is inserted and out when it is removed: SwiftUI's
/// `AnyTransition`, used with `.transition(_:)` on a view inside an `if`, an `if`/`else` or a `switch`.
///
/// ```swift
/// if showsPanel {
///     Panel()
///         .transition(.move(edge: .bottom).combined(with: .opacity))
/// }
/// ```
///
/// A transition is a list of modifiers that the view wears in its *active* state (before insertion,
/// after removal) and drops in its *identity* state (fully present). The animation in effect when the
/// view is inserted or removed (`withAnimation`, `.animation(_:value:)`) carries it between the two;
/// without one the view appears and disappears at once. A removed view stays drawn, and keeps its
/// place in the layout, until its removal transition ends.
public struct AnyTransition: Sendable {
    /// What the view wears while being inserted, outermost first.
    let insertion: [TransitionEffect]
    /// What the view wears while being removed, outermost first.
    let removal: [TransitionEffect]

    init(insertion: [TransitionEffect], removal: [TransitionEffect]) {
        self.insertion = insertion
        self.removal = removal
    }

    init(_ effect: TransitionEffect) {
        self.init(insertion: [effect], removal: [effect])
    }

    /// No change: the view appears and disappears at once, whatever the animation.
    public static let identity = AnyTransition(insertion: [], removal: [])

    /// Fades from transparent on insertion and to transparent on removal. SwiftUI's default
    /// transition, used by views inserted or removed without `.transition(_:)`.
    public static let opacity = AnyTransition(.opacity)

    /// Grows from nothing about the centre on insertion and shrinks to nothing on removal.
    public static let scale = AnyTransition.scale(scale: 0)

    /// Scales from `scale` (a factor, 0 = nothing, 1 = no change) about `anchor` of the view's frame
    /// on insertion, and to it on removal. Negative factors mirror; non-finite ones draw nothing
    /// while the transition runs.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.scale(scale, anchor: anchor))
    }

    /// Moves in from `edge` (by the view's own width or height) and out towards it.
    public static func move(edge: Edge) -> AnyTransition {
        AnyTransition(.move(edge))
    }

    /// Moves in from `edge` while fading in, and out towards the opposite edge while fading out.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(edge.opposite), .opacity])
    }

    /// Offsets the drawing by `offset` points in the active state.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(.offset(offset))
    }

    /// Offsets the drawing by `x`, `y` points in the active state.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        offset(CGSize(width: x, height: y))
    }

    /// Moves in from the leading edge and out towards the trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])

    /// `insertion` when the view is inserted, `removal` when it is removed.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// Both transitions at once: `.move(edge: .bottom).combined(with: .opacity)` slides and fades.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
    }
}

extension Edge {
    /// The edge across the view: top ↔ bottom, leading ↔ trailing.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}
