/// An animation engine stepped with a time: what the keyframe, phase and state players have in common,
/// so a driver (a view host, a renderer, a test) can run any of them. Cadence addition.
///
/// ```swift
/// let clock = ManualClock()
/// var player = KeyframePlayer(initialValue: 0.0, trigger: 0) { _ in … }
/// player.setTrigger(1, at: clock.now)
/// clock.playUntilIdle(&player, fps: 120, frameLimit: 1_000)
/// ```
///
/// Times are seconds on the driving clock. Players never read a clock themselves: a driver passes
/// the time in (`update(at:)`) or passes the clock (`update(using:)`, which also honours
/// `ImmediateClock`). Time never runs backwards for a player: a time earlier than the latest one it
/// saw counts as that latest time; NaN and infinite times are ignored.
public protocol AnimationPlayer {
    /// Advances the player to `time` seconds: finishes runs that ended, starts waiting ones, wraps
    /// loops, and samples the current value.
    mutating func update(at time: Double)

    /// Brings the player to the state `ImmediateClock` shows at `time`: finite runs (and any waiting
    /// ones) end at once; repeating loops and trigger-less phase cycles hold their first state.
    mutating func finishImmediately(at time: Double)

    /// True when nothing changes until something from outside happens (a trigger, a lifecycle
    /// event, a resume): the player needs no frames.
    var isIdle: Bool { get }

    /// When the player next needs a frame, given that the driver is at `time`: `nil` when idle,
    /// otherwise a time ≥ `time` (`time` itself meaning "at the next display frame").
    func nextFrameTime(after time: Double) -> Double?

    /// Tells the player it was shown or hidden (see `LifecycleEvent` for what hiding does).
    mutating func receive(_ event: LifecycleEvent, at time: Double)

    /// Stops the player's time at `time`: the value holds until `resume(at:)`.
    mutating func pause(at time: Double)

    /// Lets the player's time run again from `time`, continuing exactly where `pause(at:)` stopped.
    mutating func resume(at time: Double)

    /// Whether the player is paused by `pause(at:)`.
    var isPaused: Bool { get }
}

extension AnimationPlayer {
    /// Advances to `clock.now`, or, on a clock that `finishesImmediately`, to the state it shows.
    public mutating func update(using clock: some AnimationClock) {
        if clock.finishesImmediately {
            finishImmediately(at: clock.now)
        } else {
            update(at: clock.now)
        }
    }

    /// `receive(.appear, at:)`.
    public mutating func appear(at time: Double) { receive(.appear, at: time) }
    /// `receive(.disappear, at:)`.
    public mutating func disappear(at time: Double) { receive(.disappear, at: time) }
    /// `receive(.enterBackground, at:)`.
    public mutating func enterBackground(at time: Double) { receive(.enterBackground, at: time) }
    /// `receive(.enterForeground, at:)`.
    public mutating func enterForeground(at time: Double) { receive(.enterForeground, at: time) }
}
