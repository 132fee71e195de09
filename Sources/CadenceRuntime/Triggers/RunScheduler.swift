/// The replay bookkeeping every player shares: numbering runs and trigger changes, deciding what a
/// change does under the `ReplayPolicy`, holding waiting runs, and logging the events.
///
/// The scheduler knows nothing about values or time spans: the player tells it when a run ended and
/// asks it what to do when a trigger changes. Waiting changes under `queue` always form a contiguous
/// range of trigger numbers (every change made while running waits), so two integers hold the queue
/// and nothing allocates however many taps arrive.
struct RunScheduler: Sendable {
    /// What the player must do about a trigger change.
    enum Decision: Equatable {
        /// Nothing was playing: start a run from rest.
        case start
        /// Interrupt the playing run: start a new one from the current value and velocity.
        case restart
        /// Nothing now (the change waits or was dropped).
        case none
    }

    // The one-byte fields just after the log, in the 4 bytes its 12 leave before the next word: 40
    // bytes (a player keeps one scheduler; it was 80 before the log and these fields were packed).
    /// The events so far.
    var log: AnimatorEventLog
    let policy: ReplayPolicy
    /// Whether a run is playing.
    private(set) var isRunning = false
    /// The number of the run started last (0: none yet).
    private(set) var run = 0
    /// The number of trigger changes seen.
    private(set) var triggerCount = 0
    /// How many trigger changes wait for the playing run to end.
    private(set) var waitingCount = 0

    /// The number of the first waiting trigger change: the waiting changes are always the latest
    /// ones (every change made while a run plays waits, and the oldest leaves first), so it is not
    /// stored.
    private var firstWaiting: Int { triggerCount - waitingCount + 1 }

    init(policy: ReplayPolicy, logCapacity: Int = 1024) {
        self.policy = policy
        log = AnimatorEventLog(capacity: logCapacity)
    }

    /// A trigger change arrived at `time`.
    mutating func triggerChanged(at time: Double) -> Decision {
        triggerCount += 1
        let trigger = triggerCount
        guard isRunning else {
            begin(.started, at: time, trigger: trigger)
            return .start
        }
        switch policy.kind {
        case .restart:
            begin(.retargeted, at: time, trigger: trigger)
            return .restart
        case .ignoreWhileRunning:
            log.append(AnimatorEvent(.dropped, time: time, run: run, trigger: trigger))
        case .queue:
            waitingCount += 1
            log.append(AnimatorEvent(.queued, time: time, run: run, trigger: trigger))
        case .coalesceLatest:
            if waitingCount > 0 {
                // The change waiting before this one.
                log.append(AnimatorEvent(.dropped, time: time, run: run, trigger: trigger - 1))
            }
            waitingCount = 1
            log.append(AnimatorEvent(.queued, time: time, run: run, trigger: trigger))
        }
        return .none
    }

    /// Starts a run that no trigger caused (a loop or a phase cycle beginning, a state change):
    /// `.retargeted` when it takes over a playing run, `.started` otherwise.
    mutating func startUntriggered(at time: Double) {
        begin(isRunning ? .retargeted : .started, at: time, trigger: nil)
    }

    /// The playing run ended at `time`. Returns true when a waiting run starts at that same instant
    /// (the player must then start it from where the last one ended).
    mutating func runEnded(at time: Double) -> Bool {
        guard isRunning else { return false }
        log.append(AnimatorEvent(.finished, time: time, run: run))
        isRunning = false
        guard waitingCount > 0 else { return false }
        let trigger = firstWaiting
        waitingCount -= 1
        begin(.started, at: time, trigger: trigger)
        return true
    }

    /// Logs a pause or resume of the current run.
    mutating func note(_ kind: AnimatorEvent.Kind, at time: Double) {
        log.append(AnimatorEvent(kind, time: time, run: run))
    }

    private mutating func begin(_ kind: AnimatorEvent.Kind, at time: Double, trigger: Int?) {
        run += 1
        isRunning = true
        log.append(AnimatorEvent(kind, time: time, run: run, trigger: trigger))
    }
}
