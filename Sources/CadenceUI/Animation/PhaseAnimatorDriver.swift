/// Drives a `PhaseAnimator` (view or modifier) at one identity.
///
/// The runtime's `PhasePlayer` times the phases: it plays the phase *indices* (so the view's phases
/// need not be `Sendable`), each entered with the view's animation for that phase; a phase is over
/// when that animation is logically complete. The view layer then does what SwiftUI does: it
/// evaluates the content for the current phase in a transaction carrying the animation into it, so
/// every render parameter the phase changes (scale, rotation, opacity, colour…) animates from where
/// it was. A phase entered between two frames is evaluated at its exact instant (see
/// `nextDiscreteChange(after:upTo:)`).
///
/// A trigger-less cycle shows its first phase in the pass where it appears, and starts moving to the
/// second in a pass at the same instant, so the first transition animates.
@MainActor
final class PhaseAnimatorDriver: AnimationDriver {
    private var player: PhasePlayer<Int, Double>
    /// The number of phases the player was made for.
    let count: Int
    private let animations: UncheckedBox<(Int) -> Animation?>
    private var trigger: TriggerTracker?
    private let reduceMotion: GeneralReduceMotion
    /// The phase last shown and how long it had been entered then, to tell a new entry (even of the
    /// same phase) from the same one seen again.
    private var shown: (index: Int, elapsed: Double)?
    /// The cycle waits for the pass after its first phase was shown.
    private var awaitsStart: Bool
    /// The first pass after the view reappears shows a change of phase (a run that ended while hidden)
    /// without animation.
    private var jumpsNextChange = false
    private(set) var fade: CrossFade<Int>?
    private var isVisible = true

    init(count: Int, trigger: (any Equatable)?, animation: @escaping (Int) -> Animation?,
         in environment: EnvironmentValues, at time: Double) {
        let box = UncheckedBox(animation)
        let policies = environment.animatorPolicies
        reduceMotion = policies.phases
        let policy: ReduceMotionPolicy<ReducedPhases<Int>> = policies.phases.policy()
        let value: @Sendable (Int) -> Double = { Double($0) }
        let animationFor: @Sendable (Int) -> Animation? = { box.value($0) }
        // `count` is at least 1, so neither initializer throws.
        if let trigger {
            player = try! PhasePlayer(0..<count, trigger: 0, replay: policies.replay, reduceMotion: policy,
                                      value: value, animation: animationFor)
            self.trigger = TriggerTracker(trigger)
            awaitsStart = false
        } else {
            player = try! PhasePlayer(0..<count, reduceMotion: policy, value: value, animation: animationFor)
            awaitsStart = true
        }
        self.count = count
        animations = box
        player.setReduceMotion(environment.accessibilityReduceMotion, at: time)
        if !awaitsStart { player.update(at: time) }
    }

    /// What the pass at `time` shows: the phase, the transaction that moves into it when it is newly
    /// entered, and whether another pass is needed at this instant (a cycle starting).
    func present(trigger newTrigger: (any Equatable)?, animation: @escaping (Int) -> Animation?,
                 reduceMotion isReduced: Bool, at time: Double) -> (index: Int, transaction: Transaction?, needsPass: Bool) {
        animations.value = animation
        if shown == nil {
            // First pass: the first phase, as it was before anything moved.
            shown = (player.phase, player.elapsedInPhase)
            return (player.phase, nil, awaitsStart)
        }
        awaitsStart = false
        player.update(at: time)
        if isReduced != player.isReduceMotionEnabled {
            let before = player.phase
            player.setReduceMotion(isReduced, at: time)
            if isReduced, trigger == nil { startFade(from: before, to: player.phase, at: time) }
        }
        if let newTrigger, trigger?.observe(newTrigger) == true {
            let before = player.phase
            player.play(at: time)
            if player.isReduceMotionEnabled { startFade(from: before, to: player.phase, at: time) }
        }
        if let fade, fade.isOver(at: time) { self.fade = nil }
        let jumps = jumpsNextChange
        jumpsNextChange = false
        let index = player.phase
        let isNew = isNewEntry(index)
        shown = (index, player.elapsedInPhase)
        guard isNew else { return (index, nil, false) }
        return (index, Transaction(animation: jumps ? nil : animationEntering(index)), false)
    }

    /// Whether the player's phase is another phase, or the same one entered again, than the one shown.
    private func isNewEntry(_ index: Int) -> Bool {
        guard let shown else { return true }
        return index != shown.index || player.elapsedInPhase < shown.elapsed - 1e-12
    }

    /// The animation that moves into phase `index`: the view's, except when Reduce Motion makes the
    /// player skip (the runtime already moved without animating).
    private func animationEntering(_ index: Int) -> Animation? {
        if player.isReduceMotionEnabled, reduceMotion != .ignore { return nil }
        return animations.value(index)
    }

    private func startFade(from before: Int, to after: Int, at time: Double) {
        guard before != after, isVisible, case .crossFade(let duration) = reduceMotion, duration > 0 else { return }
        fade = CrossFade(outgoing: before, start: time, duration: duration)
    }

    func advance(to time: Double) -> Bool {
        guard !awaitsStart else { return false }
        player.update(at: time)
        var changed = isNewEntry(player.phase)
        if let fade {
            changed = true
            if fade.isOver(at: time) { self.fade = nil }
        }
        return changed
    }

    func nextChange(after time: Double) -> Double? {
        if fade != nil || awaitsStart { return time }
        return player.nextFrameTime(after: time)
    }

    /// The first instant in (`time`, `limit`) at which the player enters a phase, found by bisection
    /// on copies of the player.
    ///
    /// A phase entered without time (a `nil` animation) is shown by one update and left at whichever
    /// update comes next, at that update's time: such a move has no instant of its own, so it is left
    /// to the next frame (which is what shows the phase for a frame, as the player promises).
    func nextDiscreteChange(after time: Double, upTo limit: Double) -> Double? {
        guard !awaitsStart, !player.isIdle, limit > time else { return nil }
        let elapsed = player.elapsedInPhase
        let phase = player.phase
        func probe(at instant: Double) -> PhasePlayer<Int, Double> {
            var probe = player
            probe.update(at: instant)
            return probe
        }
        func enters(by instant: Double) -> Bool {
            let probe = probe(at: instant)
            return probe.phase != phase || probe.elapsedInPhase < elapsed + (instant - time) - 1e-9
        }
        let atLimit = probe(at: limit)
        guard atLimit.phase != phase || atLimit.elapsedInPhase < elapsed + (limit - time) - 1e-9 else { return nil }
        var before = time
        var after = limit
        for _ in 0..<80 {
            let middle = before + (after - before) / 2
            guard middle > before, middle < after else { break }
            if enters(by: middle) { after = middle } else { before = middle }
        }
        let movesOnAtAnyUpdate = after - time < 1e-6 && atLimit.elapsedInPhase == 0
        return movesOnAtAnyUpdate ? nil : after
    }

    func visibilityChanged(_ isVisible: Bool, at time: Double) {
        self.isVisible = isVisible
        if !isVisible {
            fade = nil
            jumpsNextChange = true
        }
        player.receive(isVisible ? .appear : .disappear, at: time)
    }
}
