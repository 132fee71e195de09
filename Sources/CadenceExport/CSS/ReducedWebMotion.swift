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
    init(_ reduced: ExportReducedMotion, root: SceneNode, full: [WebAnimation], plans: [ChannelPlan], prefix: ExportPrefix) {
        presentation = reduced.presentation
        fade = reduced.fadeDuration
        if reduced.presentation == .keyframes, reduced.duration > 0 {
            // Only the boxes whose channel moves in the variant play; the others hold their value.
            animations = WebAnimation.animations(of: root, plans: plans, duration: reduced.duration, loopStart: reduced.loopStart) {
                prefix.node($0) + "-reduced"
            }.filter { !reduced.channels[$0.channel].isConstant }
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
