/// The insertion and removal a Web Animations page plays when it calls the player's `insert()` or
/// `remove()`: the transition boxes' animations over the insertion (from removed) or the removal
/// (from fully there) alone, starting at once; and the same for the reduced-motion variant.
struct StandaloneTransitions: Sendable {
    /// One insertion or removal: how long it plays, in seconds, and its animations.
    struct Run: Sendable {
        var duration: Double
        var animations: [WebAnimation]
    }

    var insertion: Run?
    var removal: Run?
    /// Nil when reduced motion plays the same.
    var reducedInsertion: Run?
    var reducedRemoval: Run?

    /// The shortest run, in seconds: an insertion or removal without animation still has to make
    /// its jump inside an animation the page can play.
    static let shortest = 0.001

    init(expansion: PresenceExpansion, scene: ExportScene, root: SceneNode, bounds: ErrorBounds, prefix: ExportPrefix) {
        guard let presence = scene.presence else { return }
        func run(_ change: ExportPresence.Change?, in presence: ExportPresence, suffix: String) -> Run? {
            guard var change else { return nil }
            change.start = 0
            let alone = ExportPresence(transition: presence.transition, insertion: presence.insertion, removal: presence.removal,
                                       initiallyPresent: change.kind == .removal, changes: [change])
            let duration = max(change.duration, Self.shortest)
            let added = expansion.channels(for: alone, duration: duration).map { $0.unit == .opacity ? $0.clampedToOpacity() : $0 }
            let first = expansion.channels.first ?? 0
            var plans = scene.channels.prefix(first).map { channel in
                ChannelPlan(.constant(channel.value(at: 0), name: channel.name, unit: channel.unit), bound: bounds.bound(for: channel.unit), duration: duration)
            }
            plans += added.map { ChannelPlan($0, bound: bounds.bound(for: $0.unit), duration: duration) }
            let own = Set(expansion.channels)
            let animations = WebAnimation.animations(of: root, plans: plans, duration: duration, loopStart: nil) {
                prefix.node($0) + suffix
            }.filter { own.contains($0.channel) && !added[$0.channel - first].isConstant }
            return Run(duration: duration, animations: animations)
        }
        insertion = run(presence.standaloneInsertion, in: presence, suffix: "-insert")
        removal = run(presence.standaloneRemoval, in: presence, suffix: "-remove")
        if let reduced = scene.reducedMotion?.presence {
            reducedInsertion = run(reduced.standaloneInsertion, in: reduced, suffix: "-insert-reduced")
            reducedRemoval = run(reduced.standaloneRemoval, in: reduced, suffix: "-remove-reduced")
        }
    }
}
