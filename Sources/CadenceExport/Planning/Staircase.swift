/// A reference that holds still between jumps: how a phase animator's springs move, since
/// `spring(response:dampingFraction:)` (and `smooth`, `snappy`, `bouncy`) steps its value at
/// 1/300 s as SwiftUI's does. A continuous curve cannot follow such steps within a bound smaller
/// than half a step, so they are exported as steps: holds and jumps where the steps are large,
/// straight lines across runs of steps that stay within the tolerance.
struct Staircase: Sendable {
    /// Each step's start time and value; the first starts at the span's start.
    let steps: [(time: Double, value: Double)]
    let end: Double
    /// How often a stepped spring takes a step: 1/300 s.
    static let period = 1.0 / 300

    /// The staircase of `function` on [start, end], or nil when it is not one: when fewer than
    /// half of neighbouring samples 1/2400 s apart are exactly equal.
    init?(start: Double, end: Double, function: (Double) -> Double) {
        let count = max(2, Int(((end - start) * 2400).rounded(.up)))
        let times = (0...count).map { start + (end - start) * Double($0) / Double(count) }
        let values = times.map(function)
        let equal = zip(values, values.dropFirst()).filter { $0.0 == $0.1 }.count
        guard equal * 2 >= count else { return nil }
        var steps = [(time: start, value: values[0])]
        for index in 0..<count where values[index] != values[index + 1] {
            // The first time that shows the new value, to the last bit. The steps come every
            // `period`: the bracket is first narrowed around one period after the last step found,
            // by doubling steps from there, then halved to the last bit. The answer is the same as
            // halving the whole interval (one change per interval: the old value before it, the new
            // one from it on), in a few calls of `function` instead of some fifty.
            var lo = times[index], hi = times[index + 1]
            let old = values[index]
            let guess = steps.count > 1 ? steps[steps.count - 1].time + Self.period : .nan
            if guess > lo, guess < hi {
                var reach = guess.ulp
                if function(guess) == old {
                    lo = guess
                    while lo + reach < hi {
                        if function(lo + reach) != old { hi = lo + reach; break }
                        lo += reach
                        reach *= 2
                    }
                } else {
                    hi = guess
                    while hi - reach > lo {
                        if function(hi - reach) == old { lo = hi - reach; break }
                        hi -= reach
                        reach *= 2
                    }
                }
            }
            while hi - lo > 0, lo.nextUp < hi {
                let middle = lo + (hi - lo) / 2
                if function(middle) == old { lo = middle } else { hi = middle }
            }
            steps.append((hi, function(hi)))
        }
        self.steps = steps
        self.end = end
    }

    /// Intervals: a straight line over each run of steps that stays within `tolerance` of every
    /// step (a hold for a single step), and a jump into each step the line cannot absorb.
    func intervals(tolerance: Double, value: (Double) -> Double) -> [ExportInterval] {
        var result: [ExportInterval] = []
        var i = 0
        func stop(_ k: Int) -> Double { k + 1 < steps.count ? steps[k + 1].time : end }
        while i < steps.count {
            // The longest run i..<j whose steps a line from the first value to the last stays near.
            var j = i + 1
            while j < steps.count {
                let t0 = steps[i].time, t1 = stop(j), v0 = steps[i].value, v1 = steps[j].value
                let fits = (i...j).allSatisfy { k in
                    [steps[k].time, stop(k)].allSatisfy { t in abs(v0 + (v1 - v0) * (t - t0) / (t1 - t0) - steps[k].value) <= tolerance }
                }
                if !fits { break }
                j += 1
            }
            let last = j - 1
            let from = value(steps[i].value), to = value(steps[last].value)
            // The jump into the next step ends exactly when the step starts.
            let runEnd = last + 1 < steps.count ? max(steps[i].time, steps[last + 1].time - ChannelPlan.jumpDuration) : end
            if runEnd > steps[i].time {
                result.append(ExportInterval(start: steps[i].time, end: runEnd, startValue: from, endValue: to, easing: .linear))
            }
            if last + 1 < steps.count {
                result.append(ExportInterval(start: runEnd, end: steps[last + 1].time, startValue: to,
                                             endValue: value(steps[last + 1].value), easing: .jump))
            }
            i = j
        }
        return result
    }
}
