// iOS 26's draw symbol effects (`drawOn`, `drawOff`) and symbol effects as view transitions
// (`SymbolEffectTransition`, iOS 17): `.transition(.symbolEffect)` and
// `.transition(.symbolEffect(.appear))`.

/// Draws the symbol's strokes on until it is fully visible: SwiftUI's `DrawOnSymbolEffect` (iOS 26).
///
/// Cadence draws symbols whole, so the draw becomes a 0.5 s ease-out fade in at speed 1 (no scale).
/// As an indefinite effect (`symbolEffect(.drawOn, isActive:)`) it plays when it becomes active and
/// the symbol stays drawn; as a transition it draws the symbol on as it is inserted.
public struct DrawOnSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// Cadence's description of the effect: a fade in.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(kind: .drawOn) }
    /// Each layer draws on in turn (drawn as the whole symbol by Cadence).
    public var byLayer: DrawOnSymbolEffect { self }
    /// One layer at a time (drawn as the whole symbol by Cadence).
    public var individually: DrawOnSymbolEffect { self }
    /// The whole symbol draws on at once (the default).
    public var wholeSymbol: DrawOnSymbolEffect { self }
}

/// Draws the symbol's strokes off until it is hidden: SwiftUI's `DrawOffSymbolEffect` (iOS 26).
///
/// Cadence draws symbols whole, so the draw becomes a 0.5 s ease-in fade out at speed 1 (no
/// scale). As an indefinite effect (`symbolEffect(.drawOff, isActive:)`) the symbol stays hidden
/// while the effect is active; as a transition it draws the symbol off as it is removed.
public struct DrawOffSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// Cadence's description of the effect: a fade out.
    public var configuration: SymbolEffectConfiguration { SymbolEffectConfiguration(kind: .drawOff) }
    /// Each layer draws off in turn (drawn as the whole symbol by Cadence).
    public var byLayer: DrawOffSymbolEffect { self }
    /// One layer at a time (drawn as the whole symbol by Cadence).
    public var individually: DrawOffSymbolEffect { self }
    /// The whole symbol draws off at once (the default).
    public var wholeSymbol: DrawOffSymbolEffect { self }
    /// Draws off following the strokes backwards, the default (the same fade in Cadence).
    public var reversed: DrawOffSymbolEffect { self }
    /// Draws off following the strokes forwards (the same fade in Cadence).
    public var nonReversed: DrawOffSymbolEffect { self }
}

extension SymbolEffect where Self == DrawOnSymbolEffect {
    /// Draws the symbol on (iOS 26); a fade in on a Cadence stage.
    public static var drawOn: DrawOnSymbolEffect { DrawOnSymbolEffect() }
}

extension SymbolEffect where Self == DrawOffSymbolEffect {
    /// Draws the symbol off (iOS 26); a fade out on a Cadence stage.
    public static var drawOff: DrawOffSymbolEffect { DrawOffSymbolEffect() }
}

/// Inserts and removes a view with a symbol effect: SwiftUI's `SymbolEffectTransition` (iOS 17).
///
/// ```swift
/// if isDone {
///     Image(systemName: "checkmark.circle.fill")
///         .transition(.symbolEffect(.drawOn))
/// }
/// ```
///
/// The view is drawn at the effect's start in the active phase and as it is at identity: `appear`,
/// `disappear` and the default (`.symbolEffect`, appear on insertion and disappear on removal) scale
/// and fade from zero, `drawOn` and `drawOff` only fade. Like every transition on a Cadence stage
/// it runs on the transaction's animation, so `options` (speed, repeats) are kept but not used:
/// Apple does not document how a symbol transition's own timing mixes with the animation's.
public nonisolated struct SymbolEffectTransition: Transition {
    /// What the view looks like in the active phase (before insertion, after removal).
    let configuration: SymbolEffectConfiguration
    /// The options the transition was made with.
    let options: SymbolEffectOptions

    /// A transition that plays `effect` with `options` as the view is inserted or removed.
    public init<T: TransitionSymbolEffect & SymbolEffect>(effect: T, options: SymbolEffectOptions = .default) {
        configuration = effect.configuration
        self.options = options
    }

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let look = phase.isIdentity ? (scale: 1.0, opacity: 1.0) : configuration.hiddenLook
        content
            .scaleEffect(CGFloat(look.scale))
            .opacity(look.opacity)
    }
}

extension SymbolEffectConfiguration {
    /// How a symbol looks when a transition with this effect has it hidden: scaled to nothing and
    /// transparent for appear and disappear, only transparent for the draw effects.
    var hiddenLook: (scale: Double, opacity: Double) {
        switch kind {
        case .drawOn, .drawOff: (1, 0)
        default: (0, 0)
        }
    }
}

extension Transition where Self == SymbolEffectTransition {
    /// The default symbol transition: the symbol scales and fades in on insertion and out on removal.
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition(effect: AppearSymbolEffect()) }

    /// A transition that plays `effect` (`.appear`, `.disappear`, `.drawOn`, `.drawOff`) with `options`.
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}

extension AnyTransition {
    /// The default symbol transition: the symbol scales and fades in on insertion and out on removal.
    public static var symbolEffect: AnyTransition { AnyTransition(SymbolEffectTransition(effect: AppearSymbolEffect())) }

    /// A transition that plays `effect` (`.appear`, `.disappear`, `.drawOn`, `.drawOff`) with `options`.
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> AnyTransition {
        AnyTransition(SymbolEffectTransition(effect: effect, options: options))
    }
}
