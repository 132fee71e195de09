/// Measures one exported property against Cadence: the plan evaluated as the consumer evaluates it,
/// against the reference, at every sample time.
struct FidelityCheck {
    /// Samples per second.
    static let rate = 1000.0

    var name: String
    var unit: ExportUnit
    var bound: Double
    var plan: ChannelPlan
    /// Cadence's value, in the plan's units.
    var reference: @Sendable (Double) -> Double
    /// For a channel of a stage's frames, their rate: it is measured at the frames, the only times
    /// the stage was seen (nil: the 1 ms grid and the keyframes).
    var frameRate: Double? = nil

    /// The sample times for a span of `duration` seconds: a regular grid and just after each
    /// keyframe, minus hold windows; the frames, for a channel of frames.
    func times(duration: Double) -> [Double] {
        if let frameRate {
            let count = Int((duration * frameRate).rounded(.up))
            return (0...max(0, count)).map { min(Double($0) / frameRate, duration) }
        }
        let count = Int((duration * FidelityCheck.rate).rounded(.down))
        var times = (0...max(0, count)).map { Double($0) / FidelityCheck.rate }
        if duration > 0 { times.append(duration) }
        for interval in plan.intervals {
            times.append(interval.start)
            times.append(min(interval.end, duration))
            times.append(min(interval.end + 1e-7, duration))
        }
        // Inside a jump's 0.1 µs step the export still shows the value before it.
        let windows = plan.intervals.filter { $0.easing == .jump }.map { ($0.start, $0.end) }
        return times.filter { time in time >= 0 && time <= duration && !windows.contains { time > $0.0 && time < $0.1 } }
    }

    func measure(duration: Double) -> FidelityReport.Property {
        var worst = 0.0, at = 0.0
        for time in times(duration: duration) {
            let error = abs(plan.value(at: time) - reference(time))
            if error > worst || error.isNaN { worst = error; at = time }
        }
        return FidelityReport.Property(name: name, unit: unit, bound: bound, maximumError: worst, time: at, encoding: encoding)
    }

    /// "3 cubic-bezier, 1 linear() (14 points), 2 linear, 1 step", intervals that only hold left out.
    var encoding: String {
        var cubic = 0, linear = 0, jumps = 0, sampled = 0, points = 0
        for interval in plan.intervals where !(interval.isConstant && interval.easing == .linear) {
            switch interval.easing {
            case .cubicBezier: cubic += 1
            case .linear: linear += 1
            case .jump: jumps += 1
            case .points(let p): sampled += 1; points += p.count
            }
        }
        var parts: [String] = []
        if cubic > 0 { parts.append("\(cubic) cubic-bezier") }
        if linear > 0 { parts.append("\(linear) linear") }
        if sampled > 0 { parts.append("\(sampled) linear() (\(points) points)") }
        if jumps > 0 { parts.append("\(jumps) step") }
        return parts.isEmpty ? "constant" : parts.joined(separator: ", ")
    }
}
