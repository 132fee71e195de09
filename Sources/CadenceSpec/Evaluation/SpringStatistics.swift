import Cadence

/// How a spring moves over one keyframe or phase change: when it settles and how far it overshoots.
/// For `inspect`.
package struct SpringStatistics: Sendable {
    /// Seconds until it stays within 0.001 of its target (`Spring.settlingDuration(target:initialVelocity:epsilon:)`),
    /// the largest over the value's components.
    package var settlingTime: Double
    /// How far past the target it travels, in the value's units (0 when it does not overshoot).
    package var overshoot: Double
    /// The overshoot as a fraction of the distance travelled; nil when the distance is 0.
    package var overshootFraction: Double?

    /// The statistics of `spring` moving each component from `from` to `to`, starting at `velocity`.
    ///
    /// The overshoot is the largest excursion beyond the target found by sampling the closed-form
    /// motion at 4001 points up to the settling time (at most 10 s): a report, not a bound.
    package init(spring: Spring, from: [Double], to: [Double], velocity: [Double]) {
        var settling = 0.0
        var overshoot = 0.0
        var fraction: Double?
        for index in from.indices {
            let target = to[index] - from[index]
            let v0 = index < velocity.count ? velocity[index] : 0
            let settle = spring.settlingDuration(target: target, initialVelocity: v0, epsilon: 0.001)
            settling = max(settling, settle)
            let horizon = settle.isFinite ? min(max(settle, 0.01), 10) : 10
            var beyond = 0.0
            for step in 0...4000 {
                let x = spring.value(target: target, initialVelocity: v0, time: horizon * Double(step) / 4000)
                let past = target == 0 ? abs(x) : (x - target) * (target > 0 ? 1 : -1)
                beyond = max(beyond, past)
            }
            if beyond > overshoot {
                overshoot = beyond
                fraction = target == 0 ? nil : beyond / abs(target)
            } else if fraction == nil, target != 0, overshoot == 0 {
                fraction = 0
            }
        }
        settlingTime = settling
        self.overshoot = overshoot
        overshootFraction = fraction
    }

    /// `settles in 1.0447 s, overshoot 0.0312 (10.4 %)`.
    package var text: String {
        let percent = overshootFraction.map { " (\(formatNumber($0 * 100, decimals: 1)) %)" } ?? ""
        return "settles in \(formatNumber(settlingTime, decimals: 4)) s, overshoot \(formatNumber(overshoot, decimals: 4))\(percent)"
    }
}
