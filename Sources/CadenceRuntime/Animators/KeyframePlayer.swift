import Cadence

/// The engine behind a keyframe animator: plays a `KeyframeTimeline` when a trigger changes, or in a
/// loop, stepped with a time. SwiftUI's `KeyframeAnimator` is the view built on it.
///
/// ```swift
/// struct LikeValues { var scale = 1.0; var rotation = Angle.zero }
///
/// var heart = KeyframePlayer(initialValue: LikeValues(), trigger: 0) { _ in
///     KeyframeTrack(\.scale) {
///         SpringKeyframe(1.3, duration: 0.18, spring: .bouncy)
///         SpringKeyframe(1.0, duration: 0.32, spring: .snappy)
///     }
/// }
/// heart.setTrigger(1, at: clock.now)      // a tap
/// clock.advance(frames: 1, fps: 120)
/// heart.update(at: clock.now)
/// heart.value.scale                        // on its way to 1.3
/// ```
///
/// SwiftUI's behaviour:
/// - A trigger change plays the timeline (values `==` to the last one do nothing). The `keyframes`
///   closure receives the current value — `initialValue` at first, afterwards where the last run
///   ended — and the timeline starts from it.
/// - A change mid-flight (under the default `ReplayPolicy.restart`) starts a new timeline from the
///   current value, carrying the current velocity into its first keyframes
///   (`KeyframeTimeline(initialValue:initialVelocity:content:)`).
/// - `repeating: true` loops for ever; each loop starts from the value where the last one ended, with
///   the velocity it ended with (so a loop whose tracks end elsewhere than they start drifts on the
///   first pass: the seam that a `MoveKeyframe` at the start of each track removes). `repeating:
///   false` shows the value at the beginning of the timeline and never moves.
///
/// Cadence additions: replay policies, Reduce Motion policies (loops hold the start of their current
/// pass), lifecycle (`LifecycleEvent`), pause/resume/seek, events, `ImmediateClock`.
///
/// Cost: the timeline is built once per run (or per pass of a loop); `update(at:)` samples it, which
/// does not allocate. Reading `velocity` builds a `KeyframeVelocity` and does.
///
/// Edges: a run ends at the exact instant `start + duration` (a waiting run or the next pass starts
/// then, not at the next frame); elapsed times within 1 ns of the end count as the end, so frame
/// grids that land on it by arithmetic do. A timeline of duration 0 (an empty keyframes block) ends
/// at once; a looping one holds still. An update that finds more than 1,000 runs or passes due
/// catches up over the following updates instead of hanging.
public struct KeyframePlayer<Value> {
    // The fields a frame reads come first, so that they share the player's first cache lines; a frame
    // of ten thousand players is limited by memory traffic.

    /// The presented value at the latest update.
    public var value: Value { presented }
    @usableFromInline var presented: Value
    /// The timeline of the run (or pass) in play; `nil` at rest.
    @usableFromInline var timeline: KeyframeTimeline<Value>?
    /// Local time at which it started.
    @usableFromInline var runStart = 0.0
    @usableFromInline var clock = PlayerClock()
    // The one- and two-byte fields together, after the clock's 26 bytes (each after a field of 8 had
    // padded a word out). With the clock's optionals kept as NaN, the trigger and a loop's grid in one
    // existential, the Reduce Motion policy in a word and the event log's bookkeeping with its events,
    // the player is 224 bytes for four `Double`s (it was 336).
    @usableFromInline var loop: LoopState
    /// Whether the player loops (`init(initialValue:repeating:…)` with `true`).
    public let isRepeating: Bool
    /// Whether Reduce Motion is on (see `setReduceMotion(_:at:)`).
    public private(set) var isReduceMotionEnabled = false
    private var visibility = Visibility()

    /// What the player does while Reduce Motion is on.
    public let reduceMotion: ReduceMotionPolicy<ReducedKeyframes<Value>>
    private let source: any KeyframeTimelineSource<Value>
    /// For a trigger player (`loop` is `.none`), the trigger's last value; for a loop or a still
    /// player, its `PassGrid`. A player has one or the other, and one existential holds either (an
    /// enum of the two took a tag byte and, with its padding, a word in every player).
    private var starter: TriggerValue
    var scheduler: RunScheduler

    /// The start of a loop's current stretch of passes, their duration and how many have started
    /// since (see `nextPassStart(after:)`).
    private struct PassGrid: Equatable, Sendable {
        var origin = 0.0
        var duration = Double.nan
        var passes = 0
    }

    @usableFromInline
    enum LoopState: Sendable {
        /// Not a loop.
        case none
        /// Starts at the next call that brings a time.
        case notStarted
        case playing
        /// Holds the start of its pass until Reduce Motion changes.
        case holding
        /// Holds the start of its pass (`finishImmediately`) until a call with a time restarts it.
        case heldUntilUpdate
        /// `repeating: false`: the start of the timeline, for ever.
        case still

        /// Whether a run or pass with a timeline is in play (a trigger player's run, or a playing loop).
        @inlinable var isPlaying: Bool {
            switch self {
            case .none, .playing: true
            default: false
            }
        }
    }

    /// How close to its end (in seconds) a run counts as ended: frame grids that land on the end by
    /// arithmetic (start + n/fps) may miss it by an ulp.
    @usableFromInline static var endTolerance: Double { 1e-9 }

    /// A player that plays the timeline `keyframes` builds each time its trigger changes, starting
    /// from `trigger`'s current value.
    public init<K: Keyframes>(
        initialValue: Value,
        trigger: some Equatable & Sendable,
        replay: ReplayPolicy = .restart,
        reduceMotion: ReduceMotionPolicy<ReducedKeyframes<Value>> = .ignore,
        @KeyframesBuilder<Value> keyframes: @escaping @Sendable (Value) -> K
    ) where K.Value == Value {
        presented = initialValue
        isRepeating = false
        self.reduceMotion = reduceMotion
        source = KeyframesClosureSource(keyframes: keyframes)
        starter = TriggerValue(trigger)
        scheduler = RunScheduler(policy: replay)
        loop = .none
    }

    /// A player that loops the timeline `keyframes` builds (`repeating: true`, the default), or shows
    /// its first value (`false`).
    public init<K: Keyframes>(
        initialValue: Value,
        repeating: Bool = true,
        reduceMotion: ReduceMotionPolicy<ReducedKeyframes<Value>> = .ignore,
        @KeyframesBuilder<Value> keyframes: @escaping @Sendable (Value) -> K
    ) where K.Value == Value {
        isRepeating = repeating
        self.reduceMotion = reduceMotion
        let source = LoopKeyframesSource(keyframes: keyframes)
        self.source = source
        starter = TriggerValue(PassGrid())
        scheduler = RunScheduler(policy: .restart)
        if repeating {
            presented = initialValue
            loop = .notStarted
        } else {
            presented = source.timeline(from: initialValue, velocity: .zero).value(time: 0)
            loop = .still
        }
    }

    /// How many of a loop's passes played the timeline of the pass before again instead of building
    /// one (their keyframes and start were exactly the same; see `LoopKeyframesSource`).
    var reusedTimelines: Int { source.reuses }

    /// The events so far. A loop is run 1 however many passes it makes.
    public var events: AnimatorEventLog { scheduler.log }

    /// Whether a run (or the loop) is playing.
    public var isRunning: Bool { scheduler.isRunning }

    /// The duration of the timeline in play, in seconds; 0 at rest.
    public var duration: Double { timeline?.duration ?? 0 }

    /// Seconds since the run (or the loop's current pass) started, on the player's time; 0 at rest.
    public var elapsed: Double {
        guard timeline != nil, let host = clock.latestHost else { return 0 }
        return clock.local(host) - runStart
    }

    /// The velocity of every animated property at the latest update, per second; zero at rest.
    public var velocity: KeyframeVelocity<Value> {
        guard let timeline, loop != .holding, loop != .heldUntilUpdate else { return .zero }
        return timeline.velocity(time: elapsed)
    }

    // MARK: Triggers

    /// Tells the player the trigger's value at `time`; a value not `==` to the last one is a change and
    /// plays the keyframes under the replay policy. Ignored by a looping player.
    public mutating func setTrigger(_ newValue: some Equatable & Sendable, at time: Double) {
        guard loop == .none, starter.observe(newValue) else { return }
        play(at: time)
    }

    /// Acts as a trigger change at `time` (for tools and tests). Ignored by a looping player.
    public mutating func play(at time: Double) {
        guard loop == .none, let local = begin(at: clock.acceptChange(at: time)) else { return }
        switch scheduler.triggerChanged(at: clock.host(local)) {
        case .start:
            startRun(from: value, velocity: .zero, at: local)
        case .restart:
            let elapsed = local - runStart
            let velocity = timeline?.velocity(time: elapsed) ?? .zero
            startRun(from: timeline?.value(time: elapsed) ?? value, velocity: velocity, at: local)
        case .none:
            break
        }
        refresh(at: local)
    }

    /// Tells the player whether Reduce Motion is on, from `time`. A loop holds the start of its
    /// current pass (or plays again from there); runs started afterwards follow the policy, and a run
    /// in flight finishes as it started.
    public mutating func setReduceMotion(_ isEnabled: Bool, at time: Double) {
        guard isEnabled != isReduceMotionEnabled else { return }
        guard let local = begin(at: time) else {
            isReduceMotionEnabled = isEnabled
            return
        }
        isReduceMotionEnabled = isEnabled
        if loop == .playing || loop == .holding { startPass(at: local) }
        refresh(at: local)
    }

    // MARK: Control

    /// Moves the run (or the loop's pass) to `elapsed` seconds after its start, clamped to
    /// [0, duration], at `time`, and samples it there. Ignored at rest and for a NaN `elapsed`.
    public mutating func seek(to elapsed: Double, at time: Double) {
        guard !elapsed.isNaN, let timeline, let host = clock.accept(time) else { return }
        let clamped = min(max(0, elapsed), timeline.duration)
        clock.set(local: runStart + clamped, at: host)
        if let local = begin(at: host) { refresh(at: local) }
    }

    // MARK: Internals

    /// What runs get now; a hidden player finishes runs at once.
    private var mode: ReduceMotionMode<ReducedKeyframes<Value>> {
        visibility.isVisible ? reduceMotion.mode(reduceMotion: isReduceMotionEnabled) : .skipToEnd
    }

    /// The timeline for a run or pass in `mode`, from `start` with `velocity`.
    private func timeline(for mode: ReduceMotionMode<ReducedKeyframes<Value>>, from start: Value,
                          velocity: KeyframeVelocity<Value>) -> KeyframeTimeline<Value> {
        if case .simplified(let reduced) = mode {
            return reduced.source.timeline(from: start, velocity: velocity)
        }
        return source.timeline(from: start, velocity: velocity)
    }

    /// Accepts the time of a call, starts a pending loop, and plays runs up to it.
    mutating func begin(at time: Double) -> Double? {
        guard let host = clock.accept(time) else { return nil }
        let local = clock.local(host)
        if loop == .notStarted || loop == .heldUntilUpdate {
            if !scheduler.isRunning { scheduler.startUntriggered(at: host) }
            startPass(at: local, from: value)
        }
        process(upTo: local)
        return local
    }

    /// Starts (or holds) a pass of the loop at local `time`, from `start` (by default the start of the
    /// current pass) with `velocity`. A pass that takes no time holds still rather than wrap for ever.
    private mutating func startPass(at time: Double, from start: Value? = nil,
                                    velocity: KeyframeVelocity<Value> = .zero) {
        let mode = mode
        let origin = start ?? timeline?.value(time: 0) ?? value
        let pass = timeline(for: mode, from: origin, velocity: velocity)
        timeline = pass
        runStart = time
        if mode.holdsLoops || !(pass.duration > 0) {
            loop = .holding
            presented = pass.value(time: 0)
        } else {
            loop = .playing
        }
    }

    /// Starts a triggered run at local `time` from `start` with `velocity`, in the current mode.
    private mutating func startRun(from start: Value, velocity: KeyframeVelocity<Value>, at time: Double) {
        let mode = mode
        if case .skipToEnd = mode {
            // The final state without the trajectory: where the timeline ends, reached at once —
            // for this run and for any waiting one, each from where the last ended.
            presented = start
            timeline = nil
            repeat {
                presented = source.timeline(from: value, velocity: .zero).value(time: .infinity)
            } while scheduler.runEnded(at: clock.host(time))
            return
        }
        timeline = self.timeline(for: mode, from: start, velocity: velocity)
        runStart = time
    }

    /// Plays runs and passes up to local time `now`: ends those that are over, at their exact end.
    private mutating func process(upTo now: Double) {
        var budget = 1_000
        while budget > 0, let current = timeline, loop == .playing || (loop == .none && scheduler.isRunning) {
            budget -= 1
            let duration = current.duration
            // NaN durations end at once; a run within 1 ns of its end has ended.
            guard !(now - runStart < duration - Self.endTolerance) else { return }
            let end = duration.isNaN ? runStart : loop == .playing ? nextPassStart(after: duration) : runStart + duration
            let endValue = current.value(time: .infinity)
            let endVelocity = duration.isNaN ? KeyframeVelocity<Value>() : source.endVelocity(of: current)
            presented = endValue
            if loop == .playing {
                startPass(at: end, from: endValue, velocity: endVelocity)
            } else {
                timeline = nil
                if scheduler.runEnded(at: clock.host(end)) {
                    startRun(from: endValue, velocity: endVelocity, at: end)
                }
            }
        }
    }

    /// Where the loop's next pass starts, after the current one of `duration` seconds: counted from the
    /// first pass of the current stretch of passes of that duration, origin + n × duration, not summed
    /// pass by pass (adding the duration to each start drifts by up to an ulp a pass: 1e-9 s after an
    /// hour of a 0.7 s loop). A pass that did not start on that grid (Reduce Motion, a hold, another
    /// duration) starts a new stretch.
    private mutating func nextPassStart(after duration: Double) -> Double {
        var grid = starter.value(as: PassGrid.self) ?? PassGrid()
        if !(grid.duration == duration && grid.origin + Double(grid.passes) * duration == runStart) {
            grid = PassGrid(origin: runStart, duration: duration, passes: 0)
        }
        grid.passes += 1
        starter = TriggerValue(grid)
        return grid.origin + Double(grid.passes) * duration
    }

    /// Samples the value at local `time`.
    mutating func refresh(at time: Double) {
        guard let timeline, loop == .playing || loop == .none else { return }
        presented = timeline.value(time: time - runStart)
    }

    /// Ends the run in play and every waiting one at local `time`, at their final values (work in
    /// proportion to the number of waiting runs).
    private mutating func finishRunsAtOnce(at time: Double) {
        guard scheduler.isRunning, loop == .none else { return }
        if let timeline { presented = timeline.value(time: .infinity) }
        timeline = nil
        while scheduler.runEnded(at: clock.host(time)) {
            presented = source.timeline(from: value, velocity: .zero).value(time: .infinity)
        }
    }
}

extension KeyframePlayer: AnimationPlayer {
    /// Advances the player to `time` seconds and samples its value.
    ///
    /// Inlined into the caller, so a running player's frame (the run goes on past `time`) is a clock
    /// subtraction and one timeline sample specialised for `Value`, without allocating. Everything
    /// else — a run ending, a loop wrapping, a waiting run, a paused or hidden player — takes the
    /// general path.
    @inlinable
    public mutating func update(at time: Double) {
        if loop.isPlaying, timeline != nil, let local = clock.advanceRunning(to: time) {
            let elapsed = local - runStart
            // Read in place, as the sample below: binding the optional would copy the timeline
            // (retain, release).
            if elapsed < timeline.unsafelyUnwrapped.duration - Self.endTolerance {
                presented = timeline.unsafelyUnwrapped.value(time: elapsed)
                return
            }
        }
        updateGenerally(at: time)
    }

    /// `update(at:)` for every case.
    @usableFromInline
    mutating func updateGenerally(at time: Double) {
        if let local = begin(at: time) { refresh(at: local) }
    }

    public mutating func finishImmediately(at time: Double) {
        guard let host = clock.accept(time) else { return }
        let local = clock.local(host)
        switch loop {
        case .none:
            finishRunsAtOnce(at: local)
        case .notStarted, .playing, .holding, .heldUntilUpdate:
            // The first state of the pass in play (of the first pass, before the loop has started).
            startPass(at: local)
            loop = .heldUntilUpdate
            if let timeline { presented = timeline.value(time: 0) }
        case .still:
            break
        }
    }

    public var isIdle: Bool {
        if clock.isStopped { return true }
        switch loop {
        case .none: return !scheduler.isRunning
        case .notStarted, .playing: return false
        case .holding, .heldUntilUpdate, .still: return true
        }
    }

    public func nextFrameTime(after time: Double) -> Double? {
        isIdle ? nil : time
    }

    public mutating func receive(_ event: LifecycleEvent, at time: Double) {
        guard let local = begin(at: time), let host = clock.latestHost else { return }
        guard visibility.apply(event) else { return }
        if visibility.isVisible {
            clock.setHidden(false, at: host)
            if loop == .playing { scheduler.note(.resumed, at: host) }
        } else {
            refresh(at: local)
            if loop == .playing { scheduler.note(.paused, at: host) }
            finishRunsAtOnce(at: local)
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

extension KeyframePlayer: ClockedPlayer {}

extension KeyframePlayer: Sendable where Value: Sendable {}
