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

    /// An animation the transition asks for instead of the one in effect (`Transition.animation(_:)`).
    var animation: Animation?? = nil

    /// No change: the view appears and disappears at once, whatever the animation.
    public static let identity = AnyTransition(insertion: [], removal: [])

    /// Fades from transparent on insertion and to transparent on removal. SwiftUI's default
    /// transition, used by views inserted or removed without `.transition(_:)`.
    public static let opacity = AnyTransition(.opacity)

    /// Grows from (almost) nothing about the centre on insertion and shrinks to it on removal: a
    /// scale of 1e-5, as SwiftUI's (`ScaleTransition(1e-5)`; exactly 0 would make a singular transform).
    public static let scale = AnyTransition.scale(scale: 1e-5)

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
        var result = AnyTransition(insertion: insertion.insertion, removal: removal.removal)
        result.animation = insertion.animation ?? removal.animation
        return result
    }

    /// Both transitions at once: `.move(edge: .bottom).combined(with: .opacity)` slides and fades.
    public func combined(with other: AnyTransition) -> AnyTransition {
        var result = AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
        result.animation = animation ?? other.animation
        return result
    }

    /// The transition with its own animation, used instead of the one in effect when it runs.
    public func animation(_ animation: Animation?) -> AnyTransition {
        var copy = self
        copy.animation = .some(animation)
        return copy
    }

    /// Fades out and in while blurring and scaling (`BlurReplaceTransition`, `.downUp`).
    public static let blurReplace = blurReplace(.downUp)

    /// Fades while blurring and scaling as `config` says.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
        AnyTransition(BlurReplaceTransition(configuration: config))
    }

    /// The view wears `active` while inserted and removed, and `identity` when fully present. When
    /// the modifier is `Animatable` its data is interpolated as the transition runs (a custom
    /// `GeometryEffect` animates); otherwise the view switches at once to the state it is going to.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(.modifier(TransitionModifierPair(active: active, identity: identity)))
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
