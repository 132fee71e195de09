/// Finding the first instant at which something becomes true, down to adjacent doubles: the
/// completion searches of `AnimationEvaluator` and the runtime's animators.
package enum Bisection {
    /// The earliest time in (`lower`, `upper`] at which `holds` is true, assuming that once true it
    /// stays true and that it is false at `lower`; `nil` when it is false at `upper`. `holds(time,
    /// keep)` is asked of `upper` first with `keep` false, then of midpoints with `keep` true (a
    /// caller that samples a copy of a run may keep that copy as the base of later probes when the
    /// answer is false). Any finite span reaches adjacent doubles in well under 100 halvings; the
    /// cap guards NaN.
    @inline(__always)
    package static func firstTime(after lower: Double, upTo upper: Double, _ holds: (Double, Bool) -> Bool) -> Double? {
        guard holds(upper, false) else { return nil }
        var before = lower
        var after = upper
        for _ in 0..<100 {
            let middle = before + (after - before) / 2
            guard middle > before, middle < after else { break }
            if holds(middle, true) {
                after = middle
            } else {
                before = middle
            }
        }
        return after
    }
}
