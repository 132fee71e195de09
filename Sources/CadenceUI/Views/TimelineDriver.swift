import Foundation

/// Keeps a `TimelineView`'s place in its schedule: the entry shown, the next one, and for the
/// animation schedule the frame date or its pause.
@MainActor
final class TimelineDriver: AnimationDriver {
    private let appearedAt: Double
    private var time: Double
    private var isVisible = true
    /// The date the content shows now.
    private var shown: Date

    // The animation schedule, read from the view at every pass.
    private var frameInterval: Double?
    private var isFrameSchedule = false
    private var paused = false

    // Any other schedule: its entries, walked forward as time moves on.
    private var lastSchedule: (any Equatable)?
    private var entries: AnyIterator<Date>?
    private var restartEntries: (() -> AnyIterator<Date>)?
    private var upcoming: Date?

    /// The date of stage time 0 (the stage's `startDate`).
    private let origin: Date

    init(appearedAt time: Double, origin: Date) {
        appearedAt = time
        self.time = time
        self.origin = origin
        shown = origin.addingTimeInterval(time)
    }

    /// The date to show at stage time `time` under `schedule`.
    func present<Schedule: TimelineSchedule>(_ schedule: Schedule, at time: Double) -> Date {
        self.time = time
        // A periodic schedule from a wall-clock date runs from the view's appearance (see
        // `PeriodicTimelineSchedule`); compared rebased, a `.now` made again each pass is no change.
        let schedule = (schedule as? PeriodicTimelineSchedule)
            .map { $0.onStage(appearedAt: origin.addingTimeInterval(appearedAt)) } as? Schedule ?? schedule
        if let frames = schedule as? AnimationTimelineSchedule {
            isFrameSchedule = true
            frameInterval = frames.interval
            paused = frames.paused
        } else {
            isFrameSchedule = false
            if entries == nil || scheduleChanged(schedule) {
                lastSchedule = schedule as? any Equatable
                restartEntries = { [origin] in AnyIterator(schedule.entries(from: origin.addingTimeInterval(time), mode: .normal).makeIterator()) }
                startEntries(at: time)
            }
        }
        _ = update(to: time)
        return shown
    }

    private func scheduleChanged<Schedule>(_ schedule: Schedule) -> Bool {
        guard let old = lastSchedule as? Schedule, let old = old as? any Equatable else { return false }
        return !isEqual(old, schedule)
    }

    private func isEqual<E: Equatable>(_ old: E, _ new: Any) -> Bool {
        old == (new as? E)
    }

    private func startEntries(at time: Double) {
        entries = restartEntries?()
        upcoming = entries?.next()
        shown = origin.addingTimeInterval(time)
    }

    /// Moves to `time`; `true` when the date shown changed.
    private func update(to time: Double) -> Bool {
        let before = shown
        if isFrameSchedule {
            if !paused {
                if let frameInterval {
                    let steps = ((time - appearedAt) / frameInterval).rounded(.down)
                    shown = origin.addingTimeInterval(appearedAt + steps * frameInterval)
                } else {
                    shown = origin.addingTimeInterval(time)
                }
            }
        } else {
            let now = origin.addingTimeInterval(time)
            var steps = 0
            var restarted = false
            while let next = upcoming, next <= now {
                shown = next
                upcoming = entries?.next()
                // Entries must increase; a sequence that goes back is read past, never waited on.
                while let following = upcoming, following <= next { upcoming = entries?.next() }
                steps += 1
                if steps == Self.maximumEntriesPerUpdate || steps >= Self.maximumEntriesAfterRestart {
                    // A long jump over a dense schedule: ask it once more from now (a periodic
                    // schedule then starts at the boundary before now); a schedule that starts over
                    // anyway is walked on up to a hard limit, then caught up with in later frames.
                    if !restarted {
                        restarted = true
                        steps = 0
                        startEntries(at: time)
                    } else if steps >= Self.maximumEntriesAfterRestart {
                        break
                    }
                }
            }
        }
        return shown != before
    }

    private static let maximumEntriesPerUpdate = 10_000
    private static let maximumEntriesAfterRestart = 1_000_000

    func advance(to time: Double) -> Bool {
        self.time = time
        return update(to: time)
    }

    func nextChange(after time: Double) -> Double? {
        guard isVisible else { return nil }
        if isFrameSchedule {
            guard !paused else { return nil }
            guard let frameInterval else { return time }
            let steps = ((time - appearedAt) / frameInterval).rounded(.down) + 1
            return appearedAt + steps * frameInterval
        }
        return upcoming.map { $0.timeIntervalSince(origin) }
    }

    /// The next entry of a schedule with dates of its own (not the frame schedule, which changes
    /// continuously), so the stage evaluates the content at that entry's instant: what the new date
    /// starts (an animation on a clock's tick) then begins at the tick, not at the next frame drawn.
    func nextDiscreteChange(after time: Double, upTo limit: Double) -> Double? {
        guard isVisible, !isFrameSchedule, let upcoming else { return nil }
        let instant = upcoming.timeIntervalSince(origin)
        return instant > time && instant < limit ? instant : nil
    }

    func visibilityChanged(_ isVisible: Bool, at time: Double) {
        self.isVisible = isVisible
    }
}
