/// A player's own time axis over the driver's clock: it stops while the player is paused or hidden,
/// and jumps when the player seeks, so every run, loop and phase is timed in one place.
///
/// Host times are the driver's seconds; local times are the player's. While running,
/// `local = host − offset`. Host times are filtered as `AnimationPlayer` promises: NaN and ±∞ are
/// ignored (or, for calls that change the model, taken as the latest time), and a time earlier than
/// the latest one counts as the latest.
@usableFromInline
struct PlayerClock: Sendable {
    // 26 bytes: the two optional times are kept as NaN for nil (every time the clock keeps is
    // finite), which saves the optionals' tags and their padding (a player keeps one clock, and a
    // fleet ten thousand players; it was 33 bytes).
    @usableFromInline var offset = 0.0
    /// `latestHost`, NaN for none.
    @usableFromInline var latestHostOrNaN = Double.nan
    /// `stoppedLocal`, NaN while running.
    @usableFromInline var stoppedLocalOrNaN = Double.nan
    /// Whether `pause(at:)` stopped the clock.
    private(set) var isPaused = false
    /// Whether the lifecycle hides the player.
    private(set) var isHidden = false

    /// The latest host time seen.
    @usableFromInline var latestHost: Double? {
        get { latestHostOrNaN.isNaN ? nil : latestHostOrNaN }
        set { latestHostOrNaN = newValue ?? .nan }
    }

    /// The local time while stopped; `nil` while running.
    @usableFromInline var stoppedLocal: Double? {
        get { stoppedLocalOrNaN.isNaN ? nil : stoppedLocalOrNaN }
        set { stoppedLocalOrNaN = newValue ?? .nan }
    }

    /// Whether local time stands still.
    var isStopped: Bool { isPaused || isHidden }

    @usableFromInline init() {}

    /// The local time at host `time` when the clock is running and `time` is finite and not earlier
    /// than the latest: the common case of a frame, on the inlined fast path. `nil` otherwise (the
    /// caller then takes the general path, `accept`).
    @inlinable
    mutating func advanceRunning(to time: Double) -> Double? {
        // Before any time, `time >= NaN` is false.
        guard stoppedLocalOrNaN.isNaN, time >= latestHostOrNaN, time < .infinity else { return nil }
        latestHostOrNaN = time
        return time - offset
    }

    /// The host time to use for a call at `time`, or `nil` to ignore the call.
    mutating func accept(_ time: Double) -> Double? {
        guard time.isFinite else { return nil }
        let host = max(time, latestHost ?? time)
        if latestHost == nil { offset = host }  // local time starts at 0 on the first call
        latestHost = host
        return host
    }

    /// The host time for a call that changes the model (a set, a trigger), which must not be lost: a
    /// non-finite time counts as the latest time (0 before any).
    mutating func acceptChange(at time: Double) -> Double {
        accept(time) ?? accept(latestHost ?? 0)!
    }

    /// Local time at host time `host`.
    func local(_ host: Double) -> Double {
        stoppedLocal ?? host - offset
    }

    /// Host time of local time `local`, as the clock runs now; while stopped, local time stands at
    /// the latest host time, so that is what everything happening then is dated.
    func host(_ local: Double) -> Double {
        stoppedLocal == nil ? local + offset : latestHost ?? local
    }

    /// Stops or restarts local time at `host` for an explicit pause.
    mutating func setPaused(_ paused: Bool, at host: Double) {
        let wasStopped = isStopped
        isPaused = paused
        apply(wasStopped: wasStopped, at: host)
    }

    /// Stops or restarts local time at `host` because the player was hidden or shown.
    mutating func setHidden(_ hidden: Bool, at host: Double) {
        let wasStopped = isStopped
        isHidden = hidden
        apply(wasStopped: wasStopped, at: host)
    }

    /// Makes local time read `local` at host time `host`.
    mutating func set(local: Double, at host: Double) {
        if isStopped {
            stoppedLocal = local
        } else {
            offset = host - local
        }
    }

    private mutating func apply(wasStopped: Bool, at host: Double) {
        if !wasStopped, isStopped {
            stoppedLocal = host - offset
        } else if wasStopped, !isStopped, let stopped = stoppedLocal {
            offset = host - stopped
            stoppedLocal = nil
        }
    }
}
