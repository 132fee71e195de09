/// What an animator does when its trigger changes while a run is still playing. Cadence addition:
/// SwiftUI only restarts.
///
/// ```swift
/// var heart = KeyframePlayer(initialValue: 1.0, trigger: 0, replay: .coalesceLatest) { _ in
///     CubicKeyframe(1.3, duration: 0.2)
///     CubicKeyframe(1.0, duration: 0.3)
/// }
/// heart.setTrigger(1, at: 0)     // plays
/// heart.setTrigger(2, at: 0.1)   // waits
/// heart.setTrigger(3, at: 0.2)   // replaces 2, plays at 0.5 from where run 1 ended
/// ```
///
/// | policy | a change while running | afterwards |
/// | --- | --- | --- |
/// | `restart` | a new run starts now from the current value, carrying the current velocity | — |
/// | `ignoreWhileRunning` | dropped | nothing more plays |
/// | `queue` | waits; every waiting change plays in turn | each starts where the last one ended |
/// | `coalesceLatest` | waits; a newer waiting change replaces an older one | at most one more run |
///
/// A change while idle always starts a run at once. A waiting run starts at the exact instant the
/// previous one ended (not at the next frame), so what plays does not depend on the frame rate.
/// An open set: a struct over a private enum, so policies can be added without breaking callers.
public struct ReplayPolicy: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case restart
        case ignoreWhileRunning
        case queue
        case coalesceLatest
    }

    let kind: Kind

    /// SwiftUI's behaviour and the default: every change starts a new run at once, from the value
    /// and velocity the interrupted run had at that moment.
    public static let restart = ReplayPolicy(kind: .restart)

    /// Changes while a run plays are dropped (and logged as `.dropped`); the run finishes undisturbed.
    public static let ignoreWhileRunning = ReplayPolicy(kind: .ignoreWhileRunning)

    /// Changes while a run plays wait their turn; each plays in full, one after the other.
    public static let queue = ReplayPolicy(kind: .queue)

    /// Changes while a run plays collapse into one waiting run, which plays once the current run
    /// ends; a newer change replaces the waiting one (the replaced change is logged as `.dropped`).
    public static let coalesceLatest = ReplayPolicy(kind: .coalesceLatest)
}

extension ReplayPolicy: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .restart: "restart"
        case .ignoreWhileRunning: "ignoreWhileRunning"
        case .queue: "queue"
        case .coalesceLatest: "coalesceLatest"
        }
    }
}
