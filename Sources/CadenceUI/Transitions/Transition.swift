/// Where a view is in its transition: SwiftUI's `TransitionPhase`.
///
/// `.willAppear` before an insertion, `.identity` while fully present, `.didDisappear` after a
/// removal. `value` is −1, 0 and +1, so `offset(x: phase.value * 100)` comes in from the left and
/// leaves to the right.
public enum TransitionPhase: Hashable, Sendable {
    /// Before an insertion: the view is about to appear (`value` −1).
    case willAppear
    /// Fully present (`value` 0).
    case identity
    /// After a removal: the view has gone (`value` +1).
    case didDisappear

    /// Whether the view is fully present.
    public var isIdentity: Bool { self == .identity }

    /// −1 before appearing, 0 present, +1 after disappearing.
    public var value: Double {
        switch self {
        case .willAppear: -1
        case .identity: 0
        case .didDisappear: 1
        }
    }
}

/// What a transition says about itself: SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Hashable, Sendable {
    /// Whether the transition moves or resizes the view (Reduce Motion's cross-fade policy replaces
    /// those). Default `true`.
    public var hasMotion: Bool

    /// Makes properties; a transition has motion by default.
    public init(hasMotion: Bool = true) {
        self.hasMotion = hasMotion
    }
}

/// How a view is drawn as it is inserted and removed: the iOS 17 `Transition` protocol.
///
/// ```swift
/// struct Twirl: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .scaleEffect(phase.isIdentity ? 1 : 0.5)
///             .opacity(phase.isIdentity ? 1 : 0)
///             .rotationEffect(.degrees(phase.value * 90))
///     }
/// }
/// if isShown { Badge().transition(Twirl()) }
/// ```
///
/// Cadence evaluates `body` at the active phase (`.willAppear` or `.didDisappear`) and at
/// `.identity`, and draws the view between the two at the transition's progress: the parameters of
/// effect modifiers that match in both (scale, rotation, offset, opacity, blur, colour adjustments,
/// geometry effects) are interpolated, so any animation (curves, springs) carries them as SwiftUI's
/// does. A body whose structure differs between the phases switches halfway.
@MainActor @preconcurrency
public protocol Transition {
    /// The view the transition makes of its content.
    associatedtype Body: View
    /// The view being inserted or removed.
    typealias Content = PlaceholderContentView<Self>

    /// The view in `phase`.
    @ViewBuilder @MainActor @preconcurrency func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition says about itself. Default: it has motion.
    nonisolated static var properties: TransitionProperties { get }
}

extension Transition {
    public nonisolated static var properties: TransitionProperties { TransitionProperties() }

    /// This transition and `other` at once, this one outermost.
    public func combined<T: Transition>(with other: T) -> CombinedTransition<Self, T> {
        CombinedTransition(first: self, second: other)
    }

    /// This transition run with `animation` instead of the animation in effect.
    public func animation(_ animation: Animation?) -> AnimatedTransition<Self> {
        AnimatedTransition(base: self, animation: animation)
    }
}

/// Two transitions at once: what `combined(with:)` returns.
public nonisolated struct CombinedTransition<First: Transition, Second: Transition>: Transition {
    let first: First
    let second: Second

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        first.body(content: PlaceholderContentView<First>(), phase: phase)
            .modifier(TransitionContentModifier(content: second.body(content: PlaceholderContentView<Second>(), phase: phase)
                .modifier(TransitionContentModifier(content: content))))
    }
}

/// A transition with its own animation: what `Transition.animation(_:)` returns.
public nonisolated struct AnimatedTransition<Base: Transition>: Transition {
    let base: Base
    let animation: Animation?

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        base.body(content: PlaceholderContentView<Base>(), phase: phase)
            .modifier(TransitionContentModifier(content: content))
    }
}

/// Makes the placeholder inside the modified view stand for `content` (resolved where the
/// modifier is): how the combinators hand one transition's body the content of another.
nonisolated struct TransitionContentModifier<Replacement: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let content: Replacement

    @MainActor
    func resolve(content inner: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        // The inner placeholder stands for the outer one's content.
        var here = context
        let outer = context.modifierContent
        here.modifierContent = { ctx in
            var c = ctx
            c.modifierContent = outer
            return c.resolve(self.content, at: .child(0))
        }
        return inner(here)
    }
}

extension AnyTransition {
    /// A type-erased `Transition`: built-in transitions keep their own effects (so Reduce Motion
    /// knows which ones move), others are drawn through `body(content:phase:)`.
    public nonisolated init<T: Transition>(_ transition: T) {
        if let builtin = transition as? any BuiltinTransition {
            self = builtin.anyTransition
        } else if let animated = transition as? any AnimatedTransitionProtocol {
            self = animated.erased
        } else if let combined = transition as? any CombinedTransitionProtocol {
            self = combined.erased
        } else {
            self.init(.phased(PhasedTransition(transition)))
        }
    }
}

protocol AnimatedTransitionProtocol { nonisolated var erased: AnyTransition { get } }
protocol CombinedTransitionProtocol { nonisolated var erased: AnyTransition { get } }

extension AnimatedTransition: AnimatedTransitionProtocol {
    var erased: AnyTransition { AnyTransition(base).animation(animation) }
}

extension CombinedTransition: CombinedTransitionProtocol {
    var erased: AnyTransition { AnyTransition(first).combined(with: AnyTransition(second)) }
}

/// A built-in transition struct: it has an `AnyTransition` of Cadence's own effects.
protocol BuiltinTransition {
    nonisolated var anyTransition: AnyTransition { get }
}
