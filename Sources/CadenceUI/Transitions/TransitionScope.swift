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
    /// The animation the claiming transition asks for (`Transition.animation(_:)`), if any.
    var requestedAnimation: Animation??

    /// `nodes` in `transition`'s state, for callers without a context (built-in effects only; a
    /// custom modifier or `Transition` body is skipped).
    func wrap(_ nodes: [LayoutNode], in transition: AnyTransition) -> [LayoutNode] {
        wrap(nodes, in: transition, context: nil)
    }

    func wrap(_ nodes: [LayoutNode], in transition: AnyTransition, context: ResolveContext?) -> [LayoutNode] {
        var effects = usesRemoval ? transition.removal : transition.insertion
        if crossFades, effects.contains(where: \.isMotion) {
            effects = [.opacity]
        }
        // Innermost last, so the first effect listed is the outermost, as in `a.combined(with: b)`
        // reading as `a` applied over `b`.
        return nodes.map { node in
            effects.reversed().reduce(node) { inner, effect in
                switch effect {
                case .modifier(let pair):
                    guard let context else { return inner }
                    return pair.resolve(around: inner, progress: progress, isRemoval: usesRemoval, in: context)
                case .phased(let transition):
                    guard let context else { return inner }
                    return transition.resolve(around: inner, progress: progress, isRemoval: usesRemoval, in: context)
                default:
                    return LayoutNode(.effect(effect.renderEffect(progress: progress), child: inner))
                }
            }
        }
    }
}
