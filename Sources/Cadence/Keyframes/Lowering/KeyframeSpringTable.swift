/// The spring of one spring segment, and for an underdamped spring its oscillation
/// e^(−λt)·(cos ωt, sin ωt) tabulated at evenly spaced anchor times over the segment, so that a sample
/// turns and scales the nearest anchor by a small angle and exponent with short polynomials instead of
/// calling `sin`, `cos` and `exp` (which would be most of the cost of a spring sample).
///
/// Anchors are 1/(16·max(ω, |λ|)) seconds apart, so the step from the nearest one is at most 1/32 in
/// angle and in exponent, where the Taylor series below are exact to within 3e-17; the anchors come
/// from libm. (A bouncy spring cut after 0.2 s has 30 anchors.) The result agrees with `Spring`'s closed form to a few ulps of the amplitude. A segment
/// that would need more than `maximumAnchors` (a very long or infinite one) has none and evaluates
/// the closed form directly.
@usableFromInline
struct KeyframeSpringTable {
    @usableFromInline let spring: Spring
    @usableFromInline let step: Double
    @usableFromInline let inverseStep: Double
    /// Where this segment's anchors start in the path's anchor array (pairs: real, imaginary).
    @usableFromInline let anchorOffset: Int
    /// How many anchors there are; 0 when the segment uses the closed form.
    @usableFromInline let anchorCount: Int

    @usableFromInline
    static var maximumAnchors: Int { 4096 }

    /// The table for `spring` over a segment `duration` seconds long, appending its anchors to `anchors`.
    @usableFromInline
    init(_ spring: Spring, duration: Double, anchors: inout [Double]) {
        self.spring = spring
        let omega = spring.angularFrequency, lambda = spring.decayConstant
        let rate = max(omega, abs(lambda))
        let step = 0.0625 / rate
        let count = (duration / step).rounded(.up) + 1
        guard omega > 0, rate.isFinite, count <= Double(KeyframeSpringTable.maximumAnchors) else {
            self.step = 0
            self.inverseStep = 0
            self.anchorOffset = 0
            self.anchorCount = 0
            return
        }
        self.step = step
        self.inverseStep = 1 / step
        self.anchorOffset = anchors.count
        self.anchorCount = Int(count)
        for index in 0..<anchorCount {
            let time = Double(index) * step
            let envelope = CMath.exp(-lambda * time)
            anchors.append(envelope * CMath.cos(omega * time))
            anchors.append(envelope * CMath.sin(omega * time))
        }
    }

    /// e^(−λt)·cos ωt and e^(−λt)·sin ωt at `elapsed` seconds (within the segment), when `anchorCount` > 0.
    @inlinable @inline(__always)
    func oscillation(at elapsed: Double, anchors: UnsafeBufferPointer<Double>) -> (real: Double, imaginary: Double) {
        // Inside the segment the position is in [0.5, anchorCount]. Past it, up to +∞ (time +∞ on a
        // track whose end overflowed to +∞ lands here), it takes the last anchor rather than trapping
        // in the conversion to Int.
        let position = elapsed * inverseStep + 0.5
        let index = position < Double(anchorCount &- 1) ? Int(position) : anchorCount &- 1
        let delta = elapsed - Double(index) * step
        let angle = spring.angularFrequency * delta
        let exponent = -spring.decayConstant * delta
        // |angle|, |exponent| ≤ 1/32: Taylor series to the 7th (sin, exp) and 6th (cos) power.
        let a2 = angle * angle
        let sine = angle + angle * a2 * (-1.0 / 6 + a2 * (1.0 / 120 + a2 * (-1.0 / 5_040)))
        let cosine = 1 + a2 * (-0.5 + a2 * (1.0 / 24 + a2 * (-1.0 / 720)))
        let e2 = exponent * exponent
        let e4 = e2 * e2
        let growth = (1 + exponent) + e2 * ((0.5 + exponent * (1.0 / 6)) + e2 * (1.0 / 24 + exponent * (1.0 / 120)))
            + e4 * e2 * (1.0 / 720 + exponent * (1.0 / 5_040))
        let real = anchors[anchorOffset &+ 2 &* index], imaginary = anchors[anchorOffset &+ 2 &* index &+ 1]
        let turnedReal = cosine * growth, turnedImaginary = sine * growth
        return (real * turnedReal - imaginary * turnedImaginary, real * turnedImaginary + imaginary * turnedReal)
    }
}
