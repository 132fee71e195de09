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
/// built-in animations: they act on each component independently. Values at a time are computed by
/// replaying every change from the start, so they do not depend on which times were asked for before.
struct PhaseSchedule {
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

    /// The most phase changes a schedule computes (a long `sample --to` on a fast cycle).
    static let maximumSteps = 100_000

    /// The schedule of `phases`; repeating schedules are computed up to `horizon` seconds.
    init(phases: [SpecPhase], repeating: Bool, horizon: Double = 0, file: String = "") throws(SpecError) {
        self.phases = phases
        self.repeating = repeating
        self.file = file
        var time = 0.0
        var index = 0
        let count = phases.count
        guard count > 1 else { return }
        var cycleStart = 0.0
        while true {
            let target = (index + 1) % count
            steps.append(Step(from: index % count, to: target, start: time, duration: 0))
            let stepDuration = try completion(of: steps.count - 1, criterion: \.isLogicallyComplete)
            steps[steps.count - 1].duration = stepDuration
            time += stepDuration
            index += 1
            if index % count == 0 {
                if !repeating { break }
                if self.duration == 0 { self.duration = time }
                if time - cycleStart == 0 { break } // a cycle that takes no time would never advance
                cycleStart = time
                if time > horizon || steps.count >= PhaseSchedule.maximumSteps { break }
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
            let samples = self.samples(at: step.start + elapsed, through: index)
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

    /// Every component's sample at `time`, replaying the steps up to `last` (all steps that have
    /// started by `time` when nil).
    private func samples(at time: Double, through last: Int? = nil) -> [[AnimationSample<Double>]] {
        var values = phases[0].values.map { $0.map { AnimatedValue($0) } }
        for (index, step) in steps.enumerated() {
            if let last, index > last { break }
            if last == nil, step.start > time { break }
            // Drop runs that finished before this change, as a presented value would have.
            for p in values.indices { for c in values[p].indices { _ = values[p][c].sample(at: step.start) } }
            let animation = phases[step.to].animation?.animation
            for (p, target) in phases[step.to].values.enumerated() {
                for c in target.indices { values[p][c].set(target[c], animation: animation, at: step.start) }
            }
        }
        return values.indices.map { p in values[p].indices.map { c in values[p][c].sample(at: time) } }
    }

    /// Each property's components at `time` (the first phase before 0).
    func value(at time: Double) -> [[Double]] {
        guard time > 0 else { return phases[0].values }
        return samples(at: time).map { $0.map(\.value) }
    }

    /// The phase the animator is in (moving to) at `time`.
    func phase(at time: Double) -> Int {
        steps.last(where: { $0.start <= time })?.to ?? 0
    }
}
