import Foundation

/// A clock on which every finite animation finishes at once: animators show their final state on the
/// first frame, repeating loops and trigger-less phase cycles hold their first state, and nothing waits.
///
/// Useful in tests that care about where an animation ends, not how it gets there, and for rendering
/// a view's settled state. `now` stays at its start time.
public final class ImmediateClock: AnimationClock, Sendable {
    public let now: TimeInterval
    public var finishesImmediately: Bool { true }

    /// Makes an immediate clock that reads `now` seconds (default 0) for ever.
    public init(now: TimeInterval = 0) {
        self.now = now
    }
}
