/// Drives a `PhaseAnimator` (view or modifier) at one identity.
///
/// The runtime's `PhasePlayer` times the phases: it plays the phase *indices* (so the view's phases
/// need not be `Sendable`), each entered with the view's animation for that phase; a phase is over
/// when that animation is logically complete. The player's value for a phase is the index of the
/// first phase equal to it, so a phase equal to the one shown (a would-be "hold") changes nothing
/// and ends at once, as in SwiftUI, where nothing animates and the animation completes at once. The view layer then does what SwiftUI does: it
/// evaluates the content for the current phase in a transaction carrying the animation into it, so
/// every render parameter the phase changes (scale, rotation, opacity, colour…) animates from where
/// it was. A phase entered between two frames is evaluated at its exact instant (see
/// `nextDiscreteChange(after:upTo:)`).
///
/// A trigger-less cycle shows its first phase in the pass where it appears, and starts moving to the
/// second in a pass at the same instant (or, when that move has no animation, at the next frame), so
/// the first transition animates from the first phase.
@MainActor
final class PhaseAnimatorDriver: AnimationDriver {
    private var player: PhasePlayer<Int, Double>
    /// The number of phases the player was made for.
    let count: Int
    private let animations: UncheckedBox<(Int) -> Animation?>
    /// For a phase index, the index of the first phase equal to it (see `presentPhases`).
    private let canonical: UncheckedBox<(Int) -> Int>
    private var trigger: TriggerTracker?
    private let reduceMotion: GeneralReduceMotion
    /// The phase last shown and how long it had been entered then, to tell a new entry (even of the
    /// same phase) from the same one seen again.
    private var shown: (index: Int, elapsed: Double)?
    /// The cycle waits for the pass after its first phase was shown.
    private var awaitsStart: Bool
    /// When the animator appeared.
    private let appearedAt: Double
    /// The first pass after the view reappears shows a change of phase (a run that ended while hidden)
    /// without animation.
    private var jumpsNextChange = false
    /// The cross-fade of the content under Reduce Motion.
    var fader = CrossFader()
    private var isVisible = true

    init(count: Int, canonical: @escaping (Int) -> Int, trigger: (any Equatable)?, animation: @escaping (Int) -> Animation?,
         in environment: EnvironmentValues, at time: Double) {
        let box = UncheckedBox(animation)
        let canonicalBox = UncheckedBox(canonical)
        self.canonical = canonicalBox
        let policies = environment.animatorPolicies
        reduceMotion = policies.phases
        let policy: ReduceMotionPolicy<ReducedPhases<Int>> = policies.phases.policy()
        let value: @Sendable (Int) -> Double = { index in
            Double(canonicalBox.value(index))
        }
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
        appearedAt = time
        player.setReduceMotion(environment.accessibilityReduceMotion, at: time)
        if !awaitsStart { player.update(at: time) }
    }

    /// What one pass of a phase animator shows.
    struct Step {
        /// The phase's index.
        var index: Int
        /// The transaction moving into the phase, when it was newly entered in this pass.
        var transaction: Transaction?
        /// The phase was reached at once (Reduce Motion, reappearing): what was animating into the
        /// old phase ends too.
        var endsAnimations = false
        /// Another pass is needed at this instant (a cycle starting).
        var needsPass = false
    }

    /// What the pass at `time` shows, after taking the view's latest inputs.
    func present(trigger newTrigger: (any Equatable)?, canonical: @escaping (Int) -> Int, animation: @escaping (Int) -> Animation?,
                 reduceMotion isReduced: Bool, at time: Double) -> Step {
        animations.value = animation
        self.canonical.value = canonical
        if shown == nil {
            // First pass: the first phase, as it was before anything moved. A cycle starts moving at
            // this same instant when the move takes time (so it is exact); a move without animation
            // waits for the next frame, so that the first phase is on screen for one.
            shown = (player.phase, player.elapsedInPhase)
            return Step(index: player.phase, needsPass: awaitsStart && animations.value(1 % count) != nil)
        }
        if awaitsStart, time > appearedAt || animations.value(1 % count) != nil {
            awaitsStart = false
        }
        guard !awaitsStart else { return Step(index: player.phase) }
        player.update(at: time)
        var skipped = false
        if isReduced != player.isReduceMotionEnabled {
            player.setReduceMotion(isReduced, at: time)
            // A cycle that Reduce Motion stops holds its first phase at once.
            skipped = isReduced && trigger == nil && reduceMotion != .ignore
        }
        if let newTrigger, trigger?.observe(newTrigger) == true {
            let wasAtRest = player.isIdle && player.phase == 0
            player.play(at: time)
            // Under skipToEnd or crossFade a run ends the moment it starts.
            skipped = skipped || (player.isReduceMotionEnabled && reduceMotion != .ignore && !wasAtRest)
        }
        if skipped { startFade(at: time) }
        _ = fader.update(at: time)
        let jumps = jumpsNextChange || skipped
        jumpsNextChange = false
        let index = player.phase
        let isNew = isNewEntry(index)
        shown = (index, player.elapsedInPhase)
        guard isNew || jumps else { return Step(index: index) }
        return Step(index: index, transaction: Transaction(animation: jumps ? nil : animations.value(index)),
                    endsAnimations: jumps)
    }

    /// Whether the player's phase is another phase, or the same one entered again, than the one shown.
    private func isNewEntry(_ index: Int) -> Bool {
        guard let shown else { return true }
        return index != shown.index || player.elapsedInPhase < shown.elapsed - 1e-12
    }

    /// Starts a cross-fade from the picture shown last, when the policy asks for one.
    private func startFade(at time: Double) {
        guard isVisible, case .crossFade(let duration) = reduceMotion else { return }
        fader.start(at: time, duration: duration)
    }

    func advance(to time: Double) -> Bool {
        // A waiting cycle starts at the first frame after the one where it appeared.
        guard !awaitsStart else { return time > appearedAt }
        player.update(at: time)
        let fading = fader.update(at: time)
        return isNewEntry(player.phase) || fading
    }

    func nextChange(after time: Double) -> Double? {
        if fader.fade != nil || awaitsStart { return time }
        return player.nextFrameTime(after: time)
    }

    /// The first instant in (`time`, `limit`) at which the player enters a phase:
    /// `PhasePlayer.nextEntry(upTo:counting:)`, the search the spec tools' phase schedule uses too,
    /// from the player's latest update (the pass at `time`), counting neither run ends (nothing
    /// shown changes) nor phases entered without time (below).
    ///
    /// A phase entered without time (a `nil` animation) is shown by one update and left at whichever
    /// update comes next, at that update's time: such a move has no instant of its own, so it is left
    /// to the next frame (which is what shows the phase for a frame, as the player promises).
    func nextDiscreteChange(after time: Double, upTo limit: Double) -> Double? {
        guard !awaitsStart else { return nil }
        return player.nextEntry(upTo: limit, counting: [])
    }

    func visibilityChanged(_ isVisible: Bool, at time: Double) {
        self.isVisible = isVisible
        if !isVisible {
            fader.stop()
            jumpsNextChange = true
        }
        player.receive(isVisible ? .appear : .disappear, at: time)
    }
}
