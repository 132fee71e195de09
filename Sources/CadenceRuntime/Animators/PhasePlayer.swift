import Cadence

/// The engine behind a phase animator: moves a value through a sequence of phases, one animation per
/// phase change. Headless: each phase maps to a value through a closure, and the view layer's
/// `PhaseAnimator` supplies content later.
///
/// ```swift
/// enum LikePhase: CaseIterable { case rest, pop, settle }
/// var heart = try PhasePlayer(LikePhase.allCases, trigger: 0) { phase in
///     phase == .pop ? 1.35 : 1.0
/// } animation: { phase in
///     switch phase {
///     case .rest: .snappy(duration: 0.15)
///     case .pop: .bouncy(duration: 0.35, extraBounce: 0.2)
///     case .settle: .smooth(duration: 0.25)
///     }
/// }
/// heart.setTrigger(1, at: clock.now)   // rest → pop → settle → rest
/// ```
///
/// - Without a trigger the player cycles through the phases for ever, starting at its first update
///   (or appearance) by moving from the first phase to the second. With one, each change of the
///   trigger (`==` values do nothing) runs through every phase once and ends back at the first.
///   A one-phase sequence has nothing to cycle and stays idle.
/// - `animation(phase)` is the animation that moves the value *into* `phase` (nil: it jumps) — the
///   reading of common SwiftUI tutorials and WWDC23's examples, where `.pop: .bouncy` makes the pop bouncy.
/// - A phase ends when the animation into it is logically complete: for a timing curve at its end;
///   for a spring (`.smooth`, `.snappy`, `.bouncy`, `.spring`, `.default`) once its response (its
///   duration) has elapsed, while it is still settling — the next phase's spring takes over its
///   position and velocity, as in SwiftUI. The instant is found exactly (bisection down to adjacent
///   doubles), not at the frame that notices it, so what plays does not depend on the frame rate.
/// - A phase entered without time (a `nil` animation, or one that finishes at once) is still shown:
///   an `update(at:)` shows it, and the next later update moves on, so each phase is on screen for
///   at least one frame (the run ends one frame after its final phase is shown).
/// - A phase whose value equals the one already targeted changes nothing, so it ends the instant it
///   is entered and the next phase starts then (a repeated value does not make a pause; use a delay).
///   A cycle whose phases all have one value holds each for an update instead.
/// - A trigger change during a run follows the `ReplayPolicy`. Under the default, `restart`, the run
///   starts over from the current value: the player heads for the second phase again with its
///   animation, carrying the current velocity (springs merge). A like button tapped during its
///   settle pops again instead of ignoring the tap or skipping its pop.
/// - Reduce Motion (`reduceMotion`, default `ignore`): under `skipToEnd` a trigger shows the final
///   state — the first phase — without moving; under `simplified` runs play the reduced phases, and
///   reduced transitions that take no time are skipped outright (never flashed). Under either, a
///   trigger-less cycle holds its first phase (the first reduced phase under `simplified`).
/// - `ImmediateClock`, hidden players: runs end at once at the first phase; cycles hold (see
///   `LifecycleEvent`).
/// - An empty phase sequence throws `PhaseSequenceError.empty`.
public struct PhasePlayer<Phase: Equatable & Sendable, Value: Animatable> {
    /// The phases, in order.
    public let phases: [Phase]
    /// What the player does while Reduce Motion is on.
    public let reduceMotion: ReduceMotionPolicy<ReducedPhases<Phase>>
    /// Whether Reduce Motion is on (see `setReduceMotion(_:at:)`).
    public private(set) var isReduceMotionEnabled = false
    /// The presented value at the latest update.
    public private(set) var value: Value
    /// The presented velocity at the latest update, in `animatableData` units per second.
    public private(set) var velocity: Value.AnimatableData

    private let valueForPhase: @Sendable (Phase) -> Value
    private let animationForPhase: @Sendable (Phase) -> Animation?
    private var trigger: TriggerValue?
    var scheduler: RunScheduler
    private var channel: AnimationChannel<Value.AnimatableData>
    var clock = PlayerClock()
    private var visibility = Visibility()

    /// The sequence in play: `phases`, or the reduced ones.
    private var sequence: [Phase]
    private var sequenceAnimation: @Sendable (Phase) -> Animation?
    /// Whether transitions that take no time are skipped rather than shown for a frame.
    private var skipsInstantTransitions = false
    /// The index in `sequence` of the phase being entered or shown.
    private var index = 0
    /// Local time at which that phase was entered.
    private var enteredAt = 0.0
    /// Local time up to which the transition into it is known not to be complete.
    private var incompleteUntil = 0.0
    /// Phases entered one after another at one instant because each changed nothing (see `enter`);
    /// bounds the skipping when every phase of a cycle has the same value.
    private var unchangedInARow = 0
    /// Whether the phase was entered without time and must still be shown by an update.
    private var instantHold = InstantHold.none
    private var cycle = CycleState.notStarted

    private enum InstantHold: Equatable {
        /// The phase takes time (or nothing is playing).
        case none
        /// Entered without time; no update has shown it yet.
        case unshown
        /// Entered without time and shown by the update at this local time; the next later one moves on.
        case shown(at: Double)
    }

    private enum CycleState {
        /// Starts at the next call that brings a time.
        case notStarted
        case cycling
        /// Holds the first phase until Reduce Motion changes.
        case holding
        /// Holds the first phase (`finishImmediately`) until a call with a time restarts it.
        case heldUntilUpdate
    }

    /// A player that runs through `phases` once each time its trigger changes, starting from
    /// `trigger`'s current value.
    public init(
        _ phases: some Sequence<Phase>,
        trigger: some Equatable & Sendable,
        replay: ReplayPolicy = .restart,
        reduceMotion: ReduceMotionPolicy<ReducedPhases<Phase>> = .ignore,
        value: @escaping @Sendable (Phase) -> Value,
        animation: @escaping @Sendable (Phase) -> Animation? = { _ in .default }
    ) throws(PhaseSequenceError) {
        try self.init(phases, trigger: TriggerValue(trigger), replay: replay, reduceMotion: reduceMotion,
                      value: value, animation: animation)
    }

    /// A player that cycles through `phases` for ever.
    public init(
        _ phases: some Sequence<Phase>,
        reduceMotion: ReduceMotionPolicy<ReducedPhases<Phase>> = .ignore,
        value: @escaping @Sendable (Phase) -> Value,
        animation: @escaping @Sendable (Phase) -> Animation? = { _ in .default }
    ) throws(PhaseSequenceError) {
        try self.init(phases, trigger: nil, replay: .restart, reduceMotion: reduceMotion,
                      value: value, animation: animation)
    }

    private init(
        _ phases: some Sequence<Phase>, trigger: TriggerValue?, replay: ReplayPolicy,
        reduceMotion: ReduceMotionPolicy<ReducedPhases<Phase>>,
        value: @escaping @Sendable (Phase) -> Value, animation: @escaping @Sendable (Phase) -> Animation?
    ) throws(PhaseSequenceError) {
        let list = Array(phases)
        guard let first = list.first else { throw .empty }
        self.phases = list
        self.trigger = trigger
        self.reduceMotion = reduceMotion
        valueForPhase = value
        animationForPhase = animation
        scheduler = RunScheduler(policy: replay)
        sequence = list
        sequenceAnimation = animation
        let initial = value(first)
        self.value = initial
        velocity = .zero
        channel = AnimationChannel(initial.animatableData)
    }

    /// The phase being entered or shown.
    public var phase: Phase { sequence[index] }

    /// The events so far: runs started, retargeted, queued, dropped and finished. A trigger-less cycle
    /// is run 1.
    public var events: AnimatorEventLog { scheduler.log }

    /// Whether a run (or the cycle) is going through its phases.
    public var isRunning: Bool { scheduler.isRunning }

    /// Seconds since the current phase was entered, on the player's time.
    public var elapsedInPhase: Double {
        guard let host = clock.latestHost else { return 0 }
        return clock.local(host) - enteredAt
    }

    // MARK: Triggers

    /// Tells the player the trigger's value at `time`; a value not `==` to the last one is a change.
    /// Ignored by a trigger-less player.
    public mutating func setTrigger(_ newValue: some Equatable & Sendable, at time: Double) {
        guard trigger?.observe(newValue) == true else { return }
        play(at: time)
    }

    /// Acts as a trigger change at `time` (for tools and tests). Ignored by a trigger-less player.
    public mutating func play(at time: Double) {
        guard trigger != nil, let local = begin(at: clock.acceptChange(at: time)) else { return }
        switch scheduler.triggerChanged(at: clock.host(local)) {
        case .start, .restart: beginRun(at: local)
        case .none: break
        }
        refresh(at: local)
    }

    /// Tells the player whether Reduce Motion is on, from `time`. A cycle starts holding (or cycles
    /// again from its first phase); a trigger player at rest moves to the first phase of the
    /// sequence it now plays. A run in flight finishes as it started.
    public mutating func setReduceMotion(_ isEnabled: Bool, at time: Double) {
        guard isEnabled != isReduceMotionEnabled else { return }
        guard let host = clock.accept(time) else {
            isReduceMotionEnabled = isEnabled
            return
        }
        let local = clock.local(host)
        process(upTo: local)
        isReduceMotionEnabled = isEnabled
        if trigger == nil {
            // A cycle that has not started yet starts in the new mode at its first update.
            if cycle != .notStarted { startCycle(at: local) }
        } else if !scheduler.isRunning {
            useSequence(for: mode)
            enter(0, at: local, animated: false)
            channel.drop()
        }
        refresh(at: local)
    }

    // MARK: Control

    /// Moves to `elapsed` seconds after the current phase was entered (clamped to ≥ 0) at `time` and
    /// samples there; phases that complete by then are entered. Ignored for a NaN `elapsed`.
    public mutating func seek(to elapsed: Double, at time: Double) {
        guard !elapsed.isNaN, let host = clock.accept(time) else { return }
        clock.set(local: enteredAt + max(0, elapsed), at: host)
        incompleteUntil = enteredAt
        if let local = begin(at: host) { refresh(at: local) }
    }

    // MARK: Internals

    /// The Reduce Motion behaviour runs get now; a hidden player finishes runs at once.
    private var mode: ReduceMotionMode<ReducedPhases<Phase>> {
        visibility.isVisible ? reduceMotion.mode(reduceMotion: isReduceMotionEnabled) : .skipToEnd
    }

    /// Accepts the time of a call, starts a pending cycle, and processes phases up to it.
    mutating func begin(at time: Double) -> Double? {
        guard let host = clock.accept(time) else { return nil }
        let local = clock.local(host)
        if trigger == nil, cycle == .notStarted || cycle == .heldUntilUpdate { startCycle(at: local) }
        process(upTo: local)
        return local
    }

    /// Chooses the phases and animations a run (or the cycle) plays in `mode`.
    private mutating func useSequence(for mode: ReduceMotionMode<ReducedPhases<Phase>>) {
        if case .simplified(let reduced) = mode, !reduced.phases.isEmpty {
            sequence = reduced.phases
            sequenceAnimation = reduced.animation
            skipsInstantTransitions = true
        } else {
            sequence = phases
            sequenceAnimation = animationForPhase
            skipsInstantTransitions = false
        }
    }

    /// Starts (or restarts, or holds) the trigger-less cycle at local `time`.
    private mutating func startCycle(at time: Double) {
        let mode = mode
        useSequence(for: mode)
        if mode.holdsLoops || sequence.count < 2 {
            cycle = .holding
            if scheduler.isRunning { _ = scheduler.runEnded(at: clock.host(time)) }
            enter(0, at: time, animated: false)
            channel.drop()
            return
        }
        cycle = .cycling
        if !scheduler.isRunning { scheduler.startUntriggered(at: clock.host(time)) }
        enter(1, at: time, animated: true)
    }

    /// Starts a triggered run at local `time` in the current mode.
    private mutating func beginRun(at time: Double) {
        let mode = mode
        useSequence(for: mode)
        if case .skipToEnd = mode {
            finishRunsAtOnce(at: time)
        } else if case .simplified(let reduced) = mode, reduced.phases.isEmpty {
            finishRunsAtOnce(at: time)
        } else {
            enter(1 % sequence.count, at: time, animated: true)
        }
    }

    /// Ends the current run and any waiting ones at local `time`, showing the first phase.
    private mutating func finishRunsAtOnce(at time: Double) {
        useSequence(for: .skipToEnd)
        enter(0, at: time, animated: false)
        channel.drop()
        instantHold = .none
        while scheduler.runEnded(at: clock.host(time)) {}
    }

    /// Enters `sequence[newIndex]` at local `time`.
    private mutating func enter(_ newIndex: Int, at time: Double, animated: Bool) {
        index = newIndex
        let phase = sequence[newIndex]
        let target = valueForPhase(phase)
        value = target
        let animation = animated ? sequenceAnimation(phase) : nil
        let change = channel.set(target.animatableData, animation: animation, at: time)
        enteredAt = time
        incompleteUntil = time
        let takesTime = animation != nil && (change == .started || change == .retargeted)
            && !channel.isLogicallyComplete(at: time)
        guard !takesTime, cycle == .cycling || scheduler.isRunning else {
            instantHold = .none
            unchangedInARow = 0
            return
        }
        // A phase whose value is already the target changes nothing on screen, so the animation into
        // it completes at once and the next phase follows at the same instant (SwiftUI: a "hold"
        // phase equal to the last one does not hold). Showing it for a frame would only delay the
        // next phase by a frame-rate-dependent time. A cycle whose phases are all equal holds each
        // for an update instead, so it cannot spin.
        let changesNothing = change == .none && unchangedInARow < sequence.count
        unchangedInARow = change == .none ? unchangedInARow + 1 : 0
        if skipsInstantTransitions || changesNothing {
            instantHold = .none
            advance(at: time)
        } else {
            instantHold = .unshown
        }
    }

    /// The transition into the current phase completed at local `time`: enter the next phase, or end
    /// the run.
    private mutating func advance(at time: Double) {
        instantHold = .none
        if trigger == nil {
            enter((index + 1) % sequence.count, at: time, animated: true)
        } else if index != 0 {
            enter((index + 1) % sequence.count, at: time, animated: true)
        } else if scheduler.runEnded(at: clock.host(time)) {
            beginRun(at: time)
        }
    }

    /// Enters every phase whose predecessor completed by local time `now`.
    private mutating func process(upTo now: Double) {
        // A clock that jumps far ahead catches up over several calls rather than hanging in one.
        var budget = 1_000
        while budget > 0, cycle == .cycling || scheduler.isRunning {
            budget -= 1
            switch instantHold {
            case .unshown:
                return
            case .shown(let shownAt):
                guard now > shownAt else { return }
                advance(at: now)
                continue
            case .none:
                break
            }
            guard let completion = PlayerChannelCalls.logicalCompletion(
                of: &channel, after: incompleteUntil, sampledAt: now) else {
                incompleteUntil = now
                break
            }
            advance(at: completion)
        }
    }

    /// Samples the presented value at local `time` and drops a finished animation.
    mutating func refresh(at time: Double) {
        // Once finished, the run holds nothing a later phase change needs: dropping it is exact.
        PlayerChannelCalls.present(&channel, at: time, value: &value.animatableData, velocity: &velocity)
    }
}

extension PhasePlayer: AnimationPlayer {
    public mutating func update(at time: Double) {
        guard let local = begin(at: time) else { return }
        refresh(at: local)
        if instantHold == .unshown { instantHold = .shown(at: local) }
    }

    public mutating func finishImmediately(at time: Double) {
        guard let host = clock.accept(time) else { return }
        let local = clock.local(host)
        if trigger == nil {
            if scheduler.isRunning { _ = scheduler.runEnded(at: host) }
            cycle = .heldUntilUpdate
            useSequence(for: .skipToEnd)
            enter(0, at: local, animated: false)
            channel.drop()
            instantHold = .none
        } else {
            if scheduler.isRunning {
                finishRunsAtOnce(at: local)
            }
            channel.drop()
        }
        refresh(at: local)
    }

    public var isIdle: Bool {
        if clock.isStopped { return true }
        if trigger == nil, cycle == .notStarted { return false }
        return !(cycle == .cycling || scheduler.isRunning) && !channel.hasRun && instantHold == .none
    }

    public func nextFrameTime(after time: Double) -> Double? {
        isIdle ? nil : time
    }

    public mutating func receive(_ event: LifecycleEvent, at time: Double) {
        guard let local = begin(at: time), let host = clock.latestHost else { return }
        guard visibility.apply(event) else { return }
        if visibility.isVisible {
            clock.setHidden(false, at: host)
            if cycle == .cycling { scheduler.note(.resumed, at: host) }
        } else {
            if cycle == .cycling { scheduler.note(.paused, at: host) }
            if trigger != nil, scheduler.isRunning { finishRunsAtOnce(at: local) }
            if trigger != nil { channel.drop() }
            refresh(at: local)
            clock.setHidden(true, at: host)
        }
    }

    public mutating func pause(at time: Double) {
        stopClock(at: time)
    }

    public mutating func resume(at time: Double) {
        if let host = restartClock(at: time) { update(at: host) }
    }

    public var isPaused: Bool { clock.isPaused }
}

extension PhasePlayer: ClockedPlayer {}

extension PhasePlayer: Sendable where Value: Sendable, Value.AnimatableData: Sendable {}
