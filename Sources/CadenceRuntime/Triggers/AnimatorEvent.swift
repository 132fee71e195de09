/// Something an animator did, with the time it happened and the run and trigger change it concerns.
/// Cadence addition; players keep these in an `AnimatorEventLog` that tests read.
///
/// ```swift
/// player.setTrigger(1, at: 0)
/// player.events.last   // AnimatorEvent(.started, time: 0, run: 1, trigger: 1)
/// ```
///
/// - `time` is seconds on the clock that drives the player; for a run that ends between two frames
///   it is the exact instant of the end, not the frame that noticed it.
/// - `run` numbers the runs a player has started, from 1 (0: none yet). For a repeating keyframe
///   loop or a trigger-less phase cycle, the loop counts as run 1 however many times it wraps.
/// - `trigger` numbers the trigger changes the player has seen, from 1; `nil` for events no trigger
///   caused (a loop starting, a lifecycle pause).
public struct AnimatorEvent: Sendable, Hashable {
    /// What happened.
    public var kind: Kind
    /// When it happened, in seconds.
    public var time: Double
    /// The run concerned: the one that started, finished, was paused — or, for `.dropped` and
    /// `.queued`, the run that was playing when the change arrived.
    public var run: Int
    /// The trigger change concerned, if one caused the event.
    public var trigger: Int?

    /// Makes an event of `kind` at `time` seconds for run `run`, caused by trigger change `trigger`
    /// (`nil`, the default, when no trigger change caused it).
    public init(_ kind: Kind, time: Double, run: Int, trigger: Int? = nil) {
        self.kind = kind
        self.time = time
        self.run = run
        self.trigger = trigger
    }

    /// The kind of an event. An open set: a struct over a private enum.
    public struct Kind: Sendable, Hashable {
        enum Base: UInt8, Sendable, Hashable {
            case started, retargeted, queued, dropped, finished, paused, resumed
        }

        let base: Base

        /// A run started from rest (nothing else was playing).
        public static let started = Kind(base: .started)
        /// A run started by interrupting the one that was playing, from its current value and velocity
        /// (`ReplayPolicy.restart`). The interrupted run does not log `.finished`.
        public static let retargeted = Kind(base: .retargeted)
        /// A trigger change is waiting for the playing run to end (`queue`, `coalesceLatest`).
        public static let queued = Kind(base: .queued)
        /// A trigger change will never play (`ignoreWhileRunning`, or replaced under `coalesceLatest`).
        public static let dropped = Kind(base: .dropped)
        /// A run reached its end.
        public static let finished = Kind(base: .finished)
        /// The player stopped advancing time: `pause(at:)`, or hidden by the lifecycle.
        public static let paused = Kind(base: .paused)
        /// The player advances time again after a pause.
        public static let resumed = Kind(base: .resumed)
    }
}

extension AnimatorEvent.Kind: CustomStringConvertible {
    public var description: String {
        switch base {
        case .started: "started"
        case .retargeted: "retargeted"
        case .queued: "queued"
        case .dropped: "dropped"
        case .finished: "finished"
        case .paused: "paused"
        case .resumed: "resumed"
        }
    }
}

extension AnimatorEvent: CustomStringConvertible {
    /// For example `started run 2 (trigger 3) at 0.25`.
    public var description: String {
        let cause = trigger.map { " (trigger \($0))" } ?? ""
        return "\(kind) run \(run)\(cause) at \(time)"
    }
}
