import Cadence

/// When a phase animator changes phase, and the values its content shows at any time: what `sample`
/// and `inspect` use for a spec with `phases`.
///
/// The rules (SwiftUI documents the shape, not the timing; these are Cadence's choices):
/// - At time 0 the content shows the first phase and the animator starts moving to the second, with
///   the animation of the phase being entered (`SpecPhase.animation`).
/// - The next phase change starts when every property that this change animates reports logical
///   completion (a spring at its response, a timing curve at its end): SwiftUI's default completion
///   criterion. Running animations are not cut: the next change retargets them, so springs keep their
///   velocity.
/// - A change with no animation, or one that changes nothing, takes no time.
/// - `trigger` mode runs through the phases once and back to the first; `repeating` cycles for ever.
///
/// Each property component is animated on its own (`AnimatedValue<Double>`), which is exact for the
/// built-in animations: they act on each component independently. The state right after each change
/// is kept, and a value at a time is sampled from a copy of the last change's state, so it does not
/// depend on which times were asked for before, and each costs one search and one sample.
struct PhaseSchedule: Sendable {
    /// One phase change.
    struct Step: Sendable {
        var from: Int
        var to: Int
        /// When it starts, in seconds.
        var start: Double
        /// How long until it is logically complete and the next change starts.
        var duration: Double
    }

    let phases: [SpecPhase]
    let repeating: Bool
    let file: String
    private(set) var steps: [Step] = []
    /// Trigger mode: when every animation has finished (the end of the run). Repeating: the end of the
    /// first cycle.
    private(set) var duration: Double = 0
    /// Every component's animated value right after each step's change.
    private var snapshots: [[[AnimatedValue<Double>]]] = []

    /// The most phase changes a schedule computes (a long `sample --to` on a fast cycle).
    static let maximumSteps = 100_000

    /// The schedule of `phases`; repeating schedules are computed up to `horizon` seconds.
    init(phases: [SpecPhase], repeating: Bool, horizon: Double = 0, file: String = "") throws(SpecError) {
        self.phases = phases
        self.repeating = repeating
        self.file = file
        let count = phases.count
        guard count > 1 else { return }
        var state = phases[0].values.map { $0.map { AnimatedValue($0) } }
        var time = 0.0
        var index = 0
        var cycleStart = 0.0
        while true {
            let step = Step(from: index % count, to: (index + 1) % count, start: time, duration: 0)
            // Drop runs that finished before this change, as a presented value would have.
            for p in state.indices { for c in state[p].indices { _ = state[p][c].sample(at: time) } }
            let animation = phases[step.to].animation?.animation
            for (p, target) in phases[step.to].values.enumerated() {
                for c in target.indices { state[p][c].set(target[c], animation: animation, at: time) }
            }
            steps.append(step)
            snapshots.append(state)
            let stepDuration = try completion(of: steps.count - 1, criterion: \.isLogicallyComplete)
            steps[steps.count - 1].duration = stepDuration
            time += stepDuration
            index += 1
            if index % count == 0 {
                if !repeating { break }
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
            duration = time + (try completion(of: steps.count - 1, criterion: \.isFinished, everyComponent: true))
        }
    }

    /// The time after step `index` starts until every value it animates (or, with `everyComponent`,
    /// every value) meets `criterion`.
    private func completion(of index: Int, criterion: KeyPath<AnimationSample<Double>, Bool>,
                            everyComponent: Bool = false) throws(SpecError) -> Double {
        let step = steps[index]
        let changed = everyComponent
            ? phases[0].values.indices.flatMap { p in phases[0].values[p].indices.map { (p, $0) } }
            : changedComponents(step)
        guard everyComponent || phases[step.to].animation != nil else { return 0 }
        if changed.isEmpty { return 0 }
        func done(_ elapsed: Double) -> Bool {
            let samples = self.samples(at: step.start + elapsed, after: index)
            return changed.allSatisfy { samples[$0.0][$0.1][keyPath: criterion] }
        }
        if done(0) { return 0 }
        var running = 0.0
        var complete = 1.0 / 64
        while !done(complete) {
            running = complete
            complete *= 2
            guard complete <= SpecLimits.seconds else {
                let phase = phases[step.to]
                throw SpecError(file: file, at: phase.location, phase.path.member("animation"),
                                "expected an animation that completes within an hour, got \(phase.animation?.swift ?? "nil"), which does not")
            }
        }
        // Bisect to a microsecond; round up so the completion holds at the reported time.
        while complete - running > 1e-6 {
            let middle = (running + complete) / 2
            if done(middle) { complete = middle } else { running = middle }
        }
        return complete
    }

    /// The (property, component) pairs whose value a step changes.
    private func changedComponents(_ step: Step) -> [(Int, Int)] {
        var changed: [(Int, Int)] = []
        for (property, values) in phases[step.to].values.enumerated() {
            for component in values.indices where values[component] != phases[step.from].values[property][component] {
                changed.append((property, component))
            }
        }
        return changed
    }

    /// Every component's sample at `time`, from a copy of the state right after step `index`.
    private func samples(at time: Double, after index: Int) -> [[AnimationSample<Double>]] {
        var state = snapshots[index]
        return state.indices.map { p in state[p].indices.map { c in state[p][c].sample(at: time) } }
    }

    /// Each property's components at `time` (the first phase before 0).
    func value(at time: Double) -> [[Double]] {
        guard time > 0, !steps.isEmpty else { return phases[0].values }
        return samples(at: time, after: lastStep(startingBy: time)).map { $0.map(\.value) }
    }

    /// The phase the animator is in (moving to) at `time`.
    func phase(at time: Double) -> Int {
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
