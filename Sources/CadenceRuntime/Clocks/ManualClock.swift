import Foundation

/// A clock that moves only when told to: by a duration, to an instant, or by whole frames.
///
/// ```swift
/// let clock = ManualClock()
/// clock.advance(by: 0.25)            // now == 0.25
/// clock.advance(frames: 3, fps: 120) // now == 0.25 + 3/120
/// ```
///
/// Frame stepping computes each time from an integer frame index (`origin + index / fps`) rather
/// than adding 1/fps repeatedly, so a day of 120 Hz frames lands on exactly the time it should.
/// Time never goes backwards: `advance(to:)` an earlier instant, a negative duration, NaN or ∞ is
/// refused with a precondition failure that names the value.
public final class ManualClock: AnimationClock, @unchecked Sendable {
    // A lock makes the clock safe to read from any thread; it is advanced from one place (the test).
    private let lock = NSLock()
    private var current: TimeInterval
    private var frameOrigin: TimeInterval
    private var frameRate: Double?
    private var frameIndex: Int = 0

    /// A clock that starts at `start` seconds (default 0).
    public init(start: TimeInterval = 0) {
        precondition(start.isFinite, "ManualClock start must be finite, got \(start)")
        current = start
        frameOrigin = start
    }

    public var now: TimeInterval { lock.withLock { current } }

    /// Moves the clock forward by `duration` seconds (≥ 0, finite).
    public func advance(by duration: TimeInterval) {
        precondition(duration.isFinite && duration >= 0, "ManualClock.advance(by:) needs a finite duration ≥ 0, got \(duration)")
        lock.withLock {
            current += duration
            frameRate = nil
        }
    }

    /// Moves the clock to `instant` (not earlier than now, finite).
    public func advance(to instant: TimeInterval) {
        lock.withLock {
            precondition(instant.isFinite && instant >= current, "ManualClock.advance(to:) needs a finite time ≥ now (\(current)), got \(instant)")
            current = instant
            frameRate = nil
        }
    }

    /// Moves the clock forward by `count` frames at `fps` frames per second, and returns the new time.
    /// Consecutive calls at the same rate continue one frame grid without accumulating rounding.
    @discardableResult
    public func advance(frames count: Int = 1, fps: Double) -> TimeInterval {
        precondition(fps.isFinite && fps > 0, "ManualClock.advance(frames:fps:) needs fps > 0, got \(fps)")
        precondition(count >= 0, "ManualClock.advance(frames:fps:) needs a frame count ≥ 0, got \(count)")
        return lock.withLock {
            if frameRate != fps {
                frameRate = fps
                frameOrigin = current
                frameIndex = 0
            }
            frameIndex += count
            current = frameOrigin + Double(frameIndex) / fps
            return current
        }
    }
}
