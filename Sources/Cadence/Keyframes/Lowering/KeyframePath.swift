/// One track lowered to flat arrays: segment end times for the search, segments to evaluate, and the
/// timing curves and springs they use. Immutable once built.
///
/// Times are seconds from the start of the track. Sampling finds the first segment that ends at or
/// after the time (so at a joint the earlier segment answers, and a jump is seen just after its
/// instant) and evaluates it; after the last end the path holds its end value at rest.
@usableFromInline
struct KeyframePath<Data: VectorArithmetic>: @unchecked Sendable {
    // @unchecked: every stored property is a `let` of value type; `Data` is only read after init, so
    // sharing a path between threads is safe even when `Data` is not declared Sendable.

    /// `ends[i]` = start of segment i + its duration; non-decreasing.
    @usableFromInline let ends: [Double]
    @usableFromInline let segments: [KeyframeSegment<Data>]
    @usableFromInline let curves: [UnitCurve]
    @usableFromInline let springs: [KeyframeSpringTable]
    /// The spring tables' anchors, in pairs.
    @usableFromInline let springAnchors: [Double]
    @usableFromInline let records: [KeyframeRecord<Data>]
    @usableFromInline let startValue: Data
    @usableFromInline let initialVelocity: Data
    @usableFromInline let endValue: Data
    /// The sum of the segment durations (0 for no segments; +∞ if one lasts forever).
    @usableFromInline let duration: Double
    /// `duration`, or −∞ when there are no segments, so that every time holds the end value.
    @usableFromInline let lastTime: Double

    /// The value at `time` seconds. `time` must be ≥ 0 (not NaN); the timeline answers earlier times
    /// itself.
    @inlinable @inline(__always)
    func value(at time: Double) -> Data {
        if time > lastTime { return endValue }
        return segments.withUnsafeBufferPointer { segments in
            segments[segmentIndex(at: time)].value(at: time, in: self)
        }
    }

    /// The velocity (units per second) at `time` seconds: 0 before the start, after the end and at NaN.
    @inlinable
    func velocity(at time: Double) -> Data {
        guard time >= 0, time <= lastTime else { return .zero }
        return segments.withUnsafeBufferPointer { segments in
            segments[segmentIndex(at: time)].velocity(at: time, in: self)
        }
    }

    /// The index of the first segment that ends at or after `time`, which must be within
    /// [0, lastTime], found without data-dependent branches so random times cost no mispredictions:
    /// short tracks count the segments that end before `time` (independent comparisons, no chain of
    /// loads); longer ones narrow the range to a quarter per step with three independent comparisons,
    /// then halve it, ⌈log₂ n⌉ comparisons in about ½·log₂ n dependent steps whatever the time.
    ///
    /// Comparisons work on bit patterns: for numbers ≥ +0 (times, and the ends, which are sums of
    /// non-negative durations), IEEE 754 bit patterns order like the numbers, so end < time exactly
    /// when their difference as integers is negative, and an arithmetic shift turns that sign into
    /// 0 or −1 (a plain comparison here is compiled back into a branch).
    @inlinable @inline(__always)
    func segmentIndex(at time: Double) -> Int {
        let key = Int(bitPattern: UInt((time + 0).bitPattern))  // + 0 turns −0 into +0
        return ends.withUnsafeBufferPointer { ends in
            @inline(__always) func isBefore(_ index: Int) -> Int {  // −1 if ends[index] < time, else 0
                (Int(bitPattern: UInt(ends[index].bitPattern)) &- key) &>> 63
            }
            if ends.count <= KeyframePath.countingSearchLimit {
                var index = 0
                for position in 0..<ends.count { index &-= isBefore(position) }
                return index
            }
            // The answer stays within [base, base + count].
            var base = 0
            var count = ends.count
            while count > 3 {
                let quarter = count &>> 2
                let passed = isBefore(base &+ quarter) &+ isBefore(base &+ 2 &* quarter) &+ isBefore(base &+ 3 &* quarter)
                base &-= quarter &* passed
                count &-= 3 &* quarter
            }
            while count > 1 {
                let half = count &>> 1
                base &+= half & isBefore(base &+ half)
                count &-= half
            }
            return base &- isBefore(base)
        }
    }

    /// Up to this many segments, counting beats halving.
    @inlinable
    static var countingSearchLimit: Int { 16 }
}
