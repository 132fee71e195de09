/// A resolved track with its value type erased: a sampler for the hot path and the details for
/// everything else.
@usableFromInline
struct ResolvedKeyframeTrack<Root>: Sendable {
    /// Keeps the sampler alive.
    @usableFromInline let sampler: KeyframeSampler<Root>
    /// The same sampler, reached without retaining it: the timeline owns it through `sampler` for as
    /// long as it can be sampled, and a retain and release per track per sample would cost more than
    /// evaluating the track.
    @usableFromInline let unretainedSampler: Unmanaged<KeyframeSampler<Root>>
    @usableFromInline let details: any KeyframeTrackDetails<Root>
    @usableFromInline let duration: Double

    @inlinable
    init<Value>(_ evaluator: KeyframeTrackEvaluator<Root, Value>) {
        sampler = evaluator.makeSampler()
        unretainedSampler = Unmanaged.passUnretained(sampler)
        details = evaluator
        duration = evaluator.path.duration
    }

    /// Writes the track's value at `time` (≥ 0) into `value`.
    @inlinable @inline(__always)
    func sample(_ value: inout Root, at time: Double) {
        unretainedSampler._withUnsafeGuaranteedRef { $0.sample(&value, at: time) }
    }
}
