/// What the keyframe and phase players share for pausing: their own time axis, their event log, and a
/// way to catch up to a time and sample there.
protocol ClockedPlayer {
    var clock: PlayerClock { get set }
    var scheduler: RunScheduler { get set }
    /// Accepts the time of a call and plays everything due up to it; the local time, or `nil` to
    /// ignore the call.
    mutating func begin(at time: Double) -> Double?
    /// Samples the presented value at a local time.
    mutating func refresh(at local: Double)
}

extension ClockedPlayer {
    /// `pause(at:)`: catches up to `time`, samples, and stops the player's time there.
    mutating func stopClock(at time: Double) {
        guard let local = begin(at: time), let host = clock.latestHost, !clock.isPaused else { return }
        refresh(at: local)
        clock.setPaused(true, at: host)
        scheduler.note(.paused, at: host)
    }

    /// `resume(at:)`: lets the player's time run again from `time`; returns the host time to update
    /// at, or `nil` when the call changes nothing.
    mutating func restartClock(at time: Double) -> Double? {
        guard let host = clock.accept(time), clock.isPaused else { return nil }
        clock.setPaused(false, at: host)
        scheduler.note(.resumed, at: host)
        return host
    }
}
