/// `.phaseAnimator(…)`: the modified view, changed by `content` for the current phase.
nonisolated struct PhaseAnimatorModifier<Phase: Equatable, Modified, Output: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let phases: [Phase]
    let trigger: (any Equatable)?
    let content: (PlaceholderContentView<Modified>, Phase) -> Output
    let animation: (Phase) -> Animation?

    @MainActor
    func resolve(content modified: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        guard let (driver, inner, index) = presentPhases(phases, trigger: trigger, animation: animation, in: context) else {
            return []
        }
        // The modified view keeps the enclosing transaction; only the phase's changes take its animation.
        let outer = context
        // The placeholder is only called while the content resolves, within this call.
        let nodes = withoutActuallyEscaping(modified) { modified in
            var phaseContext = inner
            phaseContext.modifierContent = AnimatorContent.placeholder(resolving: { here in
                var unchanged = here
                unchanged.transaction = outer.transaction
                unchanged.endsAnimations = outer.endsAnimations
                return modified(unchanged)
            }, at: context)
            return phaseContext.resolve(content(PlaceholderContentView(), phases[index]))
        }
        return driver.fader.compose(nodes, at: context.time)
    }
}

extension View {
    /// Cycles this view through `phases` each time `trigger` changes, changing it with `content` for
    /// the current phase: SwiftUI's `phaseAnimator(_:trigger:content:animation:)`.
    ///
    /// ```swift
    /// Image(systemName: "checkmark.circle.fill")
    ///     .phaseAnimator(SavePhase.allCases, trigger: saves) { view, phase in
    ///         view.scaleEffect(phase == .lift ? 1.18 : 1)
    ///     } animation: { phase in
    ///         phase == .lift ? .spring(duration: 0.22) : .easeOut(duration: 0.16)
    ///     }
    /// ```
    ///
    /// Everything else is as `PhaseAnimator(_:trigger:content:animation:)`.
    public nonisolated func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(PhaseAnimatorModifier(phases: Array(phases), trigger: trigger, content: content, animation: animation))
    }

    /// Cycles this view through `phases` continuously, changing it with `content` for the current
    /// phase: SwiftUI's `phaseAnimator(_:content:animation:)`.
    ///
    /// ```swift
    /// Circle()
    ///     .phaseAnimator([0.6, 1.0]) { view, opacity in
    ///         view.opacity(opacity)
    ///     } animation: { _ in .easeInOut(duration: 0.8) }
    /// ```
    public nonisolated func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(PhaseAnimatorModifier(phases: Array(phases), trigger: nil, content: content, animation: animation))
    }
}
