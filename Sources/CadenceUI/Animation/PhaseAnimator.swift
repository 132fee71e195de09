/// A container that animates its content by cycling through phases: SwiftUI's `PhaseAnimator`.
///
/// ```swift
/// PhaseAnimator([1.0, 1.3, 1.0], trigger: likes) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// } animation: { phase in
///     phase > 1 ? .bouncy : .smooth
/// }
/// ```
///
/// - Without a trigger the phases cycle for ever from the moment the animator appears: the first
///   phase is shown, then each next one in turn, back to the first and on.
/// - With a trigger, each change of it (`==` values do nothing) runs through the phases once, ending
///   back at the first. A change mid-run starts the run over from where the content is (springs carry
///   their velocity), unless a `.replayPolicy(_:)` around the animator says otherwise.
/// - `animation(phase)` is the animation that moves the content *into* `phase` (`nil`: it jumps) — the
///   reading of SwiftUI's own examples. The content is evaluated once per phase, in a transaction
///   with that animation, so every render parameter that differs between phases animates; the next
///   phase starts when that animation is logically complete (a spring once its duration has
///   elapsed, while it still settles). Default: `.default`.
/// - An empty `phases` sequence shows nothing and is reported in `Stage.issues` (SwiftUI shows a
///   warning view).
///
/// The animator lives at its identity (it survives re-evaluations of the parent), stops while hidden
/// (a run finishes at once, a cycle holds its phase) and reads Reduce Motion from the environment
/// (see `.reduceMotionPolicy(_:)`; by default, as in SwiftUI, nothing changes).
public nonisolated struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: (any Equatable)?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// Cycles through `phases` each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = trigger
        self.content = content
        self.animation = animation
    }

    /// Cycles through `phases` continuously.
    public init(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        trigger = nil
        self.content = content
        self.animation = animation
    }

    public typealias Body = Never
}

extension PhaseAnimator: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        guard let (driver, inner, index) = presentPhases(phases, trigger: trigger, animation: animation, in: context) else {
            return []
        }
        return driver.fader.compose(inner.resolve(content(phases[index])), at: context.time)
    }
}

/// What a phase animator at `context`'s identity shows now: its driver, the context to resolve its
/// content in (at `.child(1)`, with the transaction into a newly entered phase), and the phase's
/// index. `nil` (with an issue reported) when `phases` is empty.
@MainActor
func presentPhases<Phase: Equatable>(
    _ phases: [Phase], trigger: (any Equatable)?, animation: @escaping (Phase) -> Animation?,
    in context: ResolveContext
) -> (driver: PhaseAnimatorDriver, context: ResolveContext, index: Int)? {
    guard !phases.isEmpty else {
        context.graph.report(.emptyPhases, "A phase animator of \(Phase.self) has no phases; it shows nothing")
        return nil
    }
    let animationAt: (Int) -> Animation? = { animation(phases[$0]) }
    // The value the runtime's player moves between: the index of the first phase equal to this one,
    // so entering a phase equal to the one shown changes nothing and takes no time. Asked only when
    // a phase is entered, not every pass.
    let canonical: (Int) -> Int = { index in
        phases.indices.contains(index) ? phases.firstIndex(of: phases[index]) ?? index : index
    }
    var driver = context.driver(slot: DriverSlot.phaseAnimator) {
        PhaseAnimatorDriver(count: phases.count, canonical: canonical, trigger: trigger, animation: animationAt,
                            in: context.environment, at: context.time)
    }
    if driver.count != phases.count {
        // Another number of phases is another animator (SwiftUI leaves this undefined).
        driver = PhaseAnimatorDriver(count: phases.count, canonical: canonical, trigger: trigger, animation: animationAt,
                                     in: context.environment, at: context.time)
        context.storage().drivers[DriverSlot.phaseAnimator] = driver
    }
    let step = driver.present(trigger: trigger, canonical: canonical, animation: animationAt,
                              reduceMotion: context.environment.accessibilityReduceMotion, at: context.time)
    if step.needsPass { context.graph.invalidate() }
    var inner = AnimatorContent.contentContext(context)
    if let transaction = step.transaction { inner.transaction = transaction }
    if step.endsAnimations { inner.endsAnimations = true }
    return (driver, inner, step.index)
}
