import Foundation

/// The real clock, for live use: seconds elapsed on the system's monotonic clock since the clock was
/// made. Not for tests — use `ManualClock` there.
public final class SystemAnimationClock: AnimationClock, Sendable {
    private let origin: ContinuousClock.Instant

    /// Makes a clock that reads 0 now and counts real seconds from this moment on.
    public init() {
        origin = ContinuousClock.now
    }

    public var now: TimeInterval {
        let elapsed = origin.duration(to: ContinuousClock.now)
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }
}
