/// Animations that run together after one interrupted another without merging, combined by an
/// `AnimationCombiningRule`. Built by `AnimationEvaluator.retarget`; each entry keeps its own state.
///
/// Entry i started `startTime` seconds into the run and animates towards `target` (its cumulative
/// change from the run's start). The velocity of the SwiftUI rule is exact for animations whose
/// offset is proportional to the change (timing curves, interpolating springs, most custom ones).
struct CombinedAnimation: CustomAnimation {
    struct Entry: Hashable, Sendable {
        var animation: Animation
        var startTime: Double
    }

    var entries: [Entry]
    var rule: AnimationCombiningRule

    /// `current` (which has been animating `change`) followed by `new`, started at `time` and
    /// animating towards `total`. Moves `context`'s state into the combination's entries.
    static func combining<V: VectorArithmetic>(
        _ current: Animation, change: V, with new: Animation, total: V, at time: Double,
        rule: AnimationCombiningRule, context: inout AnimationContext<V>
    ) -> Animation {
        if var combined = current.base(as: CombinedAnimation.self), combined.rule == rule,
           context.combinedState.entries.count == combined.entries.count {
            combined.entries.append(Entry(animation: new, startTime: time))
            context.combinedState.entries.append(EntryState(target: total))
            return Animation(combined)
        }
        var first = EntryState(target: change)
        first.state = context.state
        var state = CombinedState<V>()
        state.entries = [first, EntryState(target: total)]
        context.state = AnimationState()
        context.state.inheritEnvironment(from: first.state)
        context.combinedState = state
        return Animation(CombinedAnimation(
            entries: [Entry(animation: current, startTime: 0), Entry(animation: new, startTime: time)],
            rule: rule))
    }

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        var state = context.combinedState
        guard !time.isNaN, state.entries.count == entries.count else { return nil }
        let result = evaluate(time: time, state: &state, outer: context.state, withVelocity: false)
        context.combinedState = state
        context.isLogicallyComplete = result.isLogicallyComplete
        return result.offset
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        var state = context.combinedState
        guard !time.isNaN, state.entries.count == entries.count else { return nil }
        let result = evaluate(time: time, state: &state, outer: context.state, withVelocity: true)
        return result.offset == nil ? nil : result.velocity
    }

    /// The combination at `time`; `outer` is the combination's own state, whose view environment
    /// the entries see.
    private func evaluate<V: VectorArithmetic>(
        time: Double, state: inout CombinedState<V>, outer: AnimationState<V>, withVelocity: Bool
    ) -> (offset: V?, velocity: V, isLogicallyComplete: Bool) {
        switch rule.kind {
        case .chained: return evaluateTowardsTargets(time: time, state: &state, outer: outer, withVelocity: withVelocity)
        case .additive: return evaluateAdditively(time: time, state: &state, outer: outer, withVelocity: withVelocity)
        }
    }

    /// The chained rule: entry i animates from what the entries before it give to its own target.
    private func evaluateTowardsTargets<V: VectorArithmetic>(
        time: Double, state: inout CombinedState<V>, outer: AnimationState<V>, withVelocity: Bool
    ) -> (offset: V?, velocity: V, isLogicallyComplete: Bool) {
        // Entries before the last finished one no longer matter: it sits at its target.
        let first = state.entries.lastIndex(where: \.isFinished) ?? 0
        var result = state.entries[first].isFinished ? state.entries[first].target : V.zero
        var resultVelocity = V.zero
        var isLastFinished = false
        var isLastLogicallyComplete = false
        for index in first..<entries.count {
            let entry = entries[index]
            var entryState = state.entries[index]
            defer { state.entries[index] = entryState }
            if entryState.isFinished {
                result = entryState.target
                resultVelocity = .zero
                isLastFinished = true
                isLastLogicallyComplete = true
                continue
            }
            let localTime = time - entry.startTime
            let change = entryState.target - result
            var context = AnimationContext(state: entryState.state)
            context.state.inheritEnvironment(from: outer)
            let offset = entry.animation.animate(value: change, time: localTime, context: &context)
            entryState.state = context.state
            guard let offset else {
                entryState.isFinished = true
                result = entryState.target
                resultVelocity = .zero
                isLastFinished = true
                isLastLogicallyComplete = true
                continue
            }
            entryState.isLogicallyComplete = entryState.isLogicallyComplete || context.isLogicallyComplete
            if withVelocity {
                // d/dt a(T − r(t), t′) = ∂a/∂t′ + a(−ṙ, t′) when a is linear in the change.
                var own = entry.animation.velocity(value: change, time: localTime, context: context) ?? .zero
                if resultVelocity != .zero {
                    var scratch = context
                    own += entry.animation.animate(value: .zero - resultVelocity, time: localTime, context: &scratch) ?? .zero
                }
                resultVelocity += own
            }
            result += offset
            isLastFinished = false
            isLastLogicallyComplete = entryState.isLogicallyComplete
        }
        return (isLastFinished ? nil : result, resultVelocity, isLastLogicallyComplete)
    }

    /// Superposition: every entry animates its own change; the offsets add.
    private func evaluateAdditively<V: VectorArithmetic>(
        time: Double, state: inout CombinedState<V>, outer: AnimationState<V>, withVelocity: Bool
    ) -> (offset: V?, velocity: V, isLogicallyComplete: Bool) {
        var result = V.zero
        var resultVelocity = V.zero
        var previousTarget = V.zero
        var allFinished = true
        var allLogicallyComplete = true
        for index in entries.indices {
            let entry = entries[index]
            var entryState = state.entries[index]
            defer { state.entries[index] = entryState }
            let change = entryState.target - previousTarget
            previousTarget = entryState.target
            if entryState.isFinished {
                result += change
                continue
            }
            let localTime = time - entry.startTime
            var context = AnimationContext(state: entryState.state)
            context.state.inheritEnvironment(from: outer)
            let offset = entry.animation.animate(value: change, time: localTime, context: &context)
            entryState.state = context.state
            guard let offset else {
                entryState.isFinished = true
                result += change
                continue
            }
            allFinished = false
            entryState.isLogicallyComplete = entryState.isLogicallyComplete || context.isLogicallyComplete
            allLogicallyComplete = allLogicallyComplete && entryState.isLogicallyComplete
            if withVelocity {
                resultVelocity += entry.animation.velocity(value: change, time: localTime, context: context) ?? .zero
            }
            result += offset
        }
        return (allFinished ? nil : result, resultVelocity, allLogicallyComplete)
    }
}

extension CombinedAnimation: CustomStringConvertible {
    var description: String {
        let list = entries.map { "\($0.animation) at \($0.startTime)" }.joined(separator: ", ")
        return "combined(\(rule): [\(list)])"
    }
}

/// Per-entry state of a `CombinedAnimation`.
struct EntryState<V: VectorArithmetic> {
    var target: V
    var state = AnimationState<V>()
    var isFinished = false
    var isLogicallyComplete = false

    init(target: V) {
        self.target = target
    }
}

struct CombinedState<V: VectorArithmetic>: AnimationStateKey {
    static var defaultValue: Self { Self() }
    var entries: [EntryState<V>] = []
}

extension AnimationContext {
    var combinedState: CombinedState<Value> {
        get { state[CombinedState<Value>.self] }
        set { state[CombinedState<Value>.self] = newValue }
    }
}
