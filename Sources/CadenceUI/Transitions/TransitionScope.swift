/// One branch being inserted or removed in the pass that resolves it: what the branch's
/// `.transition(_:)` needs to draw its state, and whether one did.
@MainActor
final class TransitionScope {
    /// 1 = identity (fully present), 0 = fully active (not yet inserted, or removed); between while
    /// the transition runs. Outside [0, 1] when a spring overshoots.
    let progress: Double
    /// Whether the removal effects apply (a removal, or an insertion that reverses one mid-flight).
    let usesRemoval: Bool
    /// Reduce Motion asks for a cross-fade: effects that move or scale become an opacity fade.
    let crossFades: Bool
    /// Set by the first `.transition(_:)` that applies; otherwise the branch fades (the default).
    var isClaimed = false
    /// The view is being removed (not inserted): a zoom navigation transition then returns to its source.
    var isRemoval = false

    init(progress: Double, usesRemoval: Bool, crossFades: Bool) {
        self.progress = progress
        self.usesRemoval = usesRemoval
        self.crossFades = crossFades
    }

    /// `nodes` drawn in `transition`'s state at this scope's progress.
    func wrap(_ nodes: [LayoutNode], in transition: AnyTransition) -> [LayoutNode] {
        var effects = usesRemoval ? transition.removal : transition.insertion
        if crossFades, effects.contains(where: \.isMotion) {
            effects = [.opacity]
        }
        // Innermost last, so the first effect listed is the outermost, as in `a.combined(with: b)`
        // reading as `a` applied over `b`.
        return nodes.map { node in
            effects.reversed().reduce(node) { inner, effect in
                LayoutNode(.effect(effect.renderEffect(progress: progress), child: inner))
            }
        }
    }
}
