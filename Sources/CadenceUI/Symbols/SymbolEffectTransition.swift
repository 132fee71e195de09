/// A transition that plays a symbol effect as the view is inserted and removed: SwiftUI's
/// `SymbolEffectTransition`, written `.transition(.symbolEffect)` or
/// `.transition(.symbolEffect(.appear.up))`.
///
/// On iOS a symbol image draws itself in and out layer by layer. A stage scales the whole view from
/// nothing about its centre while fading it, as `.scale.combined(with: .opacity)` does (Cadence
/// draws symbols as one layer); any other view transitions the same way.
public nonisolated struct SymbolEffectTransition: Transition, BuiltinTransition {
    /// A transition playing `effect` (`.appear`, `.disappear`, `.appear.up` …) with `options`
    /// (all draw as described above).
    public init<T: TransitionSymbolEffect & SymbolEffect>(effect: T, options: SymbolEffectOptions) {}

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : 1e-5)
            .opacity(phase.isIdentity ? 1 : 0)
    }

    var anyTransition: AnyTransition {
        AnyTransition.scale(scale: 1e-5, anchor: .center).combined(with: .opacity)
    }
}

extension Transition where Self == SymbolEffectTransition {
    /// The default symbol transition (appear and disappear).
    public static var symbolEffect: SymbolEffectTransition {
        SymbolEffectTransition(effect: AppearSymbolEffect(), options: .default)
    }

    /// A transition playing `effect` with `options` (default `.default`).
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }
}

extension AnyTransition {
    /// The default symbol transition, as an ``AnyTransition`` (see ``SymbolEffectTransition``).
    public static var symbolEffect: AnyTransition {
        AnyTransition(SymbolEffectTransition(effect: AppearSymbolEffect(), options: .default))
    }

    /// A transition playing `effect` with `options`, as an ``AnyTransition``.
    public static func symbolEffect<T: TransitionSymbolEffect & SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> AnyTransition {
        AnyTransition(SymbolEffectTransition(effect: effect, options: options))
    }
}
