/// The reduced-motion part of a CSS or Web Animations export: for each box the full export animates,
/// either the reduced variant's animation (named like the box's with `-reduced` after it) or the value
/// it holds; and for a cross-fade the fade of the stage.
struct ReducedWebMotion: Sendable {
    /// A box that holds one value with reduced motion.
    struct Held: Sendable {
        var nodeID: Int
        var property: String
        var value: String
    }

    var presentation: ExportReducedMotion.Presentation
    var animations: [WebAnimation]
    var held: [Held]
    /// Seconds the stage fades in over (0: no fade).
    var fade: Double

    /// - Parameters:
    ///   - full: the full export's animations (every box that follows a channel).
    ///   - plans: the reduced channels' plans.
    ///   - transitionChannels: the channels of the scene's transition boxes (`PresenceExpansion`),
    ///     which play with every presentation (the variant's insertions and removals).
    init(_ reduced: ExportReducedMotion, root: SceneNode, full: [WebAnimation], plans: [ChannelPlan], prefix: ExportPrefix,
         transitionChannels: Set<Int> = []) {
        presentation = reduced.presentation
        fade = reduced.fadeDuration
        if reduced.duration > 0, reduced.presentation == .keyframes || !transitionChannels.isEmpty {
            // Only the boxes whose channel moves in the variant play; the others hold their value.
            // Held presentations play the transition boxes only.
            animations = WebAnimation.animations(of: root, plans: plans, duration: reduced.duration, loopStart: reduced.loopStart) {
                prefix.node($0) + "-reduced"
            }.filter { !reduced.channels[$0.channel].isConstant && (reduced.presentation == .keyframes || transitionChannels.contains($0.channel)) }
        } else {
            animations = []
        }
        let moving = Set(animations.map(\.nodeID))
        held = full.filter { !moving.contains($0.nodeID) }.map { animation in
            let value = reduced.channels[animation.channel].value(at: reduced.duration)
            return Held(nodeID: animation.nodeID, property: animation.property, value: WebAnimation.value(value, for: animation.effect))
        }
    }

    /// The name of the cross-fade's `@keyframes`.
    static func fadeName(_ prefix: ExportPrefix) -> String { prefix.part("reduced-fade") }
}
