import Cadence
import CadenceRuntime
import Foundation

/// When a phase animator changes phase, and the values its content shows at any time: what `sample`
/// and `inspect` use for a spec with `phases`.
///
/// The phases are timed by the runtime's `PhasePlayer`, the engine behind CadenceUI's
/// `PhaseAnimator` (what `render` shows), and the properties are retargeted at the instants it gives,
/// as the view layer's animated parameters are, so both compute the same numbers. The rules (SwiftUI
/// documents the shape, not the timing; these are Cadence's choices, see `PhasePlayer`):
/// - At time 0 the content shows the first phase and the animator starts moving to the second, with
///   the animation of the phase being entered (`SpecPhase.animation`).
/// - The next phase change starts at the exact instant the animation into the current phase is
///   logically complete (a spring at its response, a timing curve at its end): SwiftUI's default
///   completion criterion. Running animations are not cut: the next change retargets them, so springs
///   take over position and velocity.
/// - A change with no animation, or one that changes nothing, takes no time (in SwiftUI a change that
///   animates nothing completes at once, so a phase with the previous phase's values is skipped).
///   The player shows a phase entered without animation for one update (here that update lasts one
///   ulp) and passes over a phase that changes nothing in the instant it enters it; either is listed
///   as a step of duration 0 at the instant it was entered.
/// - `trigger` mode runs through the phases once and back to the first; `repeating` cycles for ever.
///
/// Each property animates as one vector (`PhaseVector`: a point's x and y together), as a view
/// modifier's parameter does in SwiftUI: a phase change retargets the properties it changes, and a
/// property it leaves alone keeps the animation it has. (A scene that feeds two properties into one
/// modifier, `offset(x: dx, y: dy)`, animates them as one vector instead: there a change of `dx`
/// also hands `dy` to the new animation, which `render` shows and `sample`, without the scene,
/// cannot know.) The values right after each change are kept, and a value at a time is sampled from
/// a copy of the last change's, so it does not depend on which times were asked for before.
package struct PhaseSchedule: Sendable {
    /// One phase change.
    package struct Step: Sendable {
        package var from: Int
        package var to: Int
        /// When it starts, in seconds.
        package var start: Double
        /// How long until it is logically complete and the next change starts.
        package var duration: Double

        package init(from: Int, to: Int, start: Double, duration: Double) {
            self.from = from
            self.to = to
            self.start = start
            self.duration = duration
        }
    }

    /// The player that times the phases, as CadenceUI's phase animator times them; each phase's
    /// value is a number that differs exactly when the phase's values differ (see `init`).
    package typealias Player = PhasePlayer<Int, Double>

    package let phases: [SpecPhase]
    package let repeating: Bool
    package let file: String
    package private(set) var steps: [Step] = []
    /// Trigger mode: when every animation has finished (the end of the run). Repeating: the end of the
    /// first cycle.
    package private(set) var duration: Double = 0
    /// Each property's value right after each step's change: the runtime's `StateAnimator`, the
    /// engine the view layer animates each render parameter with (`StateAnimationDriver`), set as the
    /// view layer sets it, so a retarget combines as it does on screen.
    private var snapshots: [[StateAnimator<PhaseVector>]] = []
    /// Where the last `value(at:)` left its copy, shared by copies of the schedule.
    private let cursor = SampleCursor()

    /// The most phase changes a schedule computes (a long `sample --to` on a fast cycle).
    package static let maximumSteps = 100_000

    /// The schedule of `phases`; repeating schedules are computed up to `horizon` seconds. With
    /// `reduceMotion` on, the player follows `policy` (`AnimationSpec.phaseReduceMotion`): under
    /// `skipToEnd` a run ends where it starts and a cycle holds its first phase, so the schedule has
    /// no steps and shows the first phase throughout.
    package init(phases: [SpecPhase], repeating: Bool, horizon: Double = 0, file: String = "",
                 reduceMotion: Bool = false, policy: ReduceMotionPolicy<ReducedPhases<Int>> = .ignore) throws(SpecError) {
        self.phases = phases
        self.repeating = repeating
        self.file = file
        let count = phases.count
        guard count > 1 else { return }
        let targets = phases.map { $0.values.map(PhaseVector.init) }
        let animations = phases.map { $0.animation?.animation }
        // The player plays numbers, not the values themselves: it only needs to know whether a change
        // moves anything (one that does not takes no time), and a number is cheap to step. Phases with
        // equal values share a number.
        let keys = phases.indices.map { index in Double(phases.firstIndex { $0.values == phases[index].values }!) }
        var player: Player
        // `count` is at least 2, so neither initializer should throw; if one does, it is a spec error.
        do {
            if repeating {
                player = try Player(0..<count, reduceMotion: policy, value: { keys[$0] }, animation: { animations[$0] })
                player.setReduceMotion(reduceMotion, at: 0)
            } else {
                player = try Player(0..<count, trigger: 0, reduceMotion: policy, value: { keys[$0] }, animation: { animations[$0] })
                player.setReduceMotion(reduceMotion, at: 0)
                player.play(at: 0)
            }
        } catch {
            throw SpecError(file: file, at: nil, JSONPath.root.member("phases"), "expected phases a phase animator can play, got \(error)")
        }
        player.update(at: 0)
        // Reduce Motion skipped the run, or holds the cycle: nothing to play, the first phase throughout.
        // (A run whose phases change nothing also ends at once; it is listed, below, as changes that
        // took no time.)
        guard !(reduceMotion && policy.identity != .ignore && player.isIdle) else { return }
        var values = targets[0].map { StateAnimator($0) }
        var time = 0.0
        var entered = 0.0
        var cycleStart = 0.0
        var from = 0
        while true {
            let to = player.phase
            // The player passes over a phase that changes nothing in the instant it enters it; the
            // schedule still lists it, as a change that took no time, so `inspect` and the plots
            // show where a would-be hold went.
            var skipped = (from + 1) % count
            while skipped != to, steps.count > 0 || skipped != 0 {
                steps.append(Step(from: from, to: skipped, start: time, duration: 0))
                snapshots.append(values)
                from = skipped
                skipped = (skipped + 1) % count
            }
            // As a view's animated parameters do: drop what finished, then retarget at the entry
            // instant (a property whose value does not change keeps its animation).
            let transaction = Transaction(animation: animations[to])
            for p in values.indices where values[p].target != targets[to][p] {
                values[p].set(targets[to][p], transaction: transaction, at: entered)
            }
            steps.append(Step(from: from, to: to, start: time, duration: 0))
            snapshots.append(values)
            from = to
            let next = try move(on: player, enteredAt: entered)
            steps[steps.count - 1].duration = next.took ? next.time - time : 0
            if next.took { time = next.time }
            entered = next.time
            player = next.player
            if next.ended { break }
            if steps.count % count == 0 {
                if self.duration == 0 { self.duration = time }
                if time - cycleStart == 0 { break } // a cycle that takes no time would never advance
                cycleStart = time
                if time > horizon { break }
                guard steps.count < PhaseSchedule.maximumSteps else {
                    throw SpecError(file: file, at: nil, JSONPath.root.member("phases"),
                                    "expected at most \(PhaseSchedule.maximumSteps) phase changes up to \(formatNumber(horizon, decimals: 3)) s, got more (cycles of \(formatNumber(self.duration, decimals: 4)) s)")
                }
            }
        }
        if !repeating {
            // A run that ends by passing over phases that change nothing (a last phase equal to the
            // first) lists them too, as changes that took no time when the run ended.
            while from != 0 {
                let skipped = (from + 1) % count
                steps.append(Step(from: from, to: skipped, start: time, duration: 0))
                snapshots.append(values)
                from = skipped
            }
            let phase = phases[steps[steps.count - 1].to]
            func atRest(_ instant: Double) -> Bool {
                values.allSatisfy { value in
                    var copy = value
                    copy.update(at: instant)
                    return !copy.isAnimating
                }
            }
            let rest = atRest(entered) ? entered : InstantSearch.first(after: entered, upTo: entered + SpecLimits.seconds, atRest)
            guard let rest else {
                throw SpecError(file: file, at: phase.location, phase.path.member("animation"),
                                "expected an animation that comes to rest within an hour, got \(phase.animation?.swift ?? "nil"), which does not")
            }
            duration = time + (rest - entered)
        }
    }

    /// The next thing `player`, which entered its phase at `entered` (its latest update), does: enter
    /// another phase, or (a trigger run) end. `took` is false when the phase took no time; `time` is
    /// then the instant the player actually moved on (one ulp later). `player` is the player right
    /// after. The instant is the player's own `nextEntry(upTo:counting:)`, the search the view layer's phase
    /// animator times its phases with.
    private func move(on player: Player, enteredAt entered: Double) throws(SpecError) -> (time: Double, took: Bool, ended: Bool, player: Player) {
        // A run that ended when it started (its phases change nothing) is over at the next instant.
        let ended = !player.isRunning ? entered.nextUp : nil
        guard let next = ended ?? player.nextEntry(upTo: entered + SpecLimits.seconds) else {
            let phase = phases[player.phase]
            throw SpecError(file: file, at: phase.location, phase.path.member("animation"),
                            "expected an animation that completes within an hour, got \(phase.animation?.swift ?? "nil"), which does not")
        }
        var after = player
        after.update(at: next)
        return (next, next != entered.nextUp, !after.isRunning, after)
    }

    /// Each property's components at `time` (the first phase before 0).
    package func value(at time: Double) -> [[Double]] {
        guard time > 0, !steps.isEmpty else { return phases[0].values }
        let step = lastStep(startingBy: time)
        var values = cursor.resume(step: step, at: time) ?? snapshots[step]
        let result = values.indices.map { p in
            values[p].update(at: time)
            let components = values[p].value.components
            // A vector at zero may have no components stored.
            return phases[0].values[p].indices.map { $0 < components.count ? components[$0] : 0 }
        }
        cursor.keep(values, step: step, at: time)
        return result
    }

    /// The phase the animator is in (moving to) at `time`.
    package func phase(at time: Double) -> Int {
        guard time >= 0, !steps.isEmpty else { return 0 }
        return steps[lastStep(startingBy: time)].to
    }

    /// The index of the last step that has started by `time` (binary search; steps are in time order).
    private func lastStep(startingBy time: Double) -> Int {
        var low = 0, high = steps.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if steps[middle].start <= time { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

/// The copy of one step's values that the last `PhaseSchedule.value(at:)` sampled, so that a later
/// time in the same step carries on from it rather than from the change: a fluid spring is stepped
/// in 1/300 s steps from its start, and sampling every time from the change made a sweep of n times
/// cost n² steps (`export` and the plots sample a phase spec thousands of times). Carrying on gives
/// the same numbers: the spring's state after k steps does not depend on where the stepping paused,
/// and a finished animation reads its target either way (held bit-identical by `PhaseScheduleTests`).
/// An earlier time starts from the change again.
private final class SampleCursor: @unchecked Sendable {
    // @unchecked: every access to `last` holds `lock`.
    private let lock = NSLock()
    private var last: (step: Int, time: Double, values: [StateAnimator<PhaseVector>])?

    /// The kept copy, if it is of `step` and was sampled at or before `time`.
    package func resume(step: Int, at time: Double) -> [StateAnimator<PhaseVector>]? {
        lock.lock()
        defer { lock.unlock() }
        guard let last, last.step == step, last.time <= time else { return nil }
        return last.values
    }

    package func keep(_ values: [StateAnimator<PhaseVector>], step: Int, at time: Double) {
        lock.lock()
        defer { lock.unlock() }
        last = (step, time, values)
    }
}
