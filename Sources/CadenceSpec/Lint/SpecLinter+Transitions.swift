extension SpecLinter {
    /// `transition-reduce-motion` (advisory): the scene's content has a transition that moves or
    /// scales (`move`, `push`, `slide`, `offset`, `scale`, also inside `asymmetric` or `combined`) and
    /// the scene sets no Reduce Motion policy for transitions, so Reduce Motion users get the full
    /// movement. Fades and `identity` need none; an explicit `"ignore"` is a choice and passes.
    package func transitionFindings() -> [LintFinding] {
        guard let scene = spec.scene, scene.reduceMotion == nil, let transition = scene.content.transition,
              let motion = transition.firstMotion, let path = scene.content.transitionPath else { return [] }
        let what: String
        switch motion.part {
        case .scale: what = "scales"
        case .offset: what = "offsets"
        default: what = "moves"
        }
        return [LintFinding(
            rule: .transitionReduceMotion, location: scene.content.transitionLocation, subject: nil, time: nil, size: nil,
            message: "the transition \(transition.swift) \(what) the content (\(motion.part.swift) at \(path)\(motion.path)) and the scene has no "
                + "Reduce Motion policy for transitions, so it plays in full with Reduce Motion on; add \"reduceMotion\": {\"transitions\": \"crossFade\"} "
                + "to the scene (or \"disabled\", or \"ignore\" on purpose)")]
    }
}
