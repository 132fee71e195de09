import Foundation

/// Where animators get the time. The runtime never reads the wall clock itself: a clock is passed in.
///
/// Times are seconds (`TimeInterval`) on the clock's own axis; only differences matter.
/// Tests use `ManualClock` (advanced by hand, never sleeping) or `ImmediateClock` (every finite
/// animation finishes at once); apps use `SystemAnimationClock`.
public protocol AnimationClock: AnyObject, Sendable {
    /// The current time, in seconds.
    var now: TimeInterval { get }
    /// True for a clock on which finite animations jump to their end and loops hold their first
    /// state: animators ask this instead of sampling intermediate times.
    var finishesImmediately: Bool { get }
}

extension AnimationClock {
    public var finishesImmediately: Bool { false }
}
