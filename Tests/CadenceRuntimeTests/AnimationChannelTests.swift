import Cadence
import Testing
@testable import CadenceRuntime

/// `AnimationChannel.logicalCompletionTime(after:upTo:)` searches forward from its last incomplete
/// probe (so a fluid spring integrates the span about twice, not once per halving). These tests hold
/// it to the plain bisection over fresh copies, which is what it replaced, bit for bit.
@Suite struct AnimationChannelTests {
    /// The plain bisection: every probe is a fresh copy of `channel`.
    private func referenceCompletion(
        of channel: AnimationChannel<Double>, after lower: Double, upTo upper: Double
    ) -> Double? {
        guard channel.isLogicallyComplete(at: upper) else { return nil }
        var incomplete = lower
        var complete = upper
        for _ in 0..<100 {
            let middle = incomplete + (complete - incomplete) / 2
            guard middle > incomplete, middle < complete else { break }
            if channel.isLogicallyComplete(at: middle) { complete = middle } else { incomplete = middle }
        }
        return complete
    }

    static let animations: [Animation] = [
        .snappy, .smooth, .bouncy, .default, .spring(response: 0.3, dampingFraction: 0.4),
        .interactiveSpring, .spring(duration: 0.8, bounce: 0.3), .easeInOut(duration: 0.4), .linear(duration: 1),
        .easeOut.delay(0.2), .spring.speed(2), .easeIn(duration: 0.3).repeatCount(3, autoreverses: true),
        .timingCurve(0.2, 0.8, 0.3, 1, duration: 0.6),
    ]

    @Test(arguments: animations)
    func theForwardSearchFindsTheSameInstantAsPlainBisection(_ animation: Animation) {
        for (lower, upper) in [(0.0, 0.5), (0.0, 3.0), (0.1, 20.0), (0.25, 0.26)] {
            var channel = AnimationChannel(0.0)
            _ = channel.set(100, animation: animation, at: 0)
            _ = channel.sample(at: lower)  // a run sampled at the last frame, as a phase player leaves it
            let found = channel.logicalCompletionTime(after: lower, upTo: upper)
            let expected = referenceCompletion(of: channel, after: lower, upTo: upper)
            #expect(found == expected, "\(animation) in (\(lower), \(upper)]")
        }
    }

    @Test func aRetargetedRunIsSearchedFromItsMergeOrCombination() {
        for second in [Animation.snappy, .easeInOut(duration: 0.3), .bouncy(duration: 0.5)] {
            var channel = AnimationChannel(0.0)
            _ = channel.set(100, animation: .smooth, at: 0)
            _ = channel.sample(at: 0.1)
            _ = channel.set(-40, animation: second, at: 0.15)
            _ = channel.sample(at: 0.2)
            let found = channel.logicalCompletionTime(after: 0.2, upTo: 5)
            #expect(found == referenceCompletion(of: channel, after: 0.2, upTo: 5), "\(second)")
            #expect(found != nil)
        }
    }

    @Test func aFluidSpringCompletesExactlyOneResponseAfterItStarts() {
        var channel = AnimationChannel(0.0)
        _ = channel.set(1, animation: .spring(response: 0.5, dampingFraction: 0.8), at: 2)
        // Local time 2 + 0.5: the spring's own rule, found to the double.
        #expect(channel.logicalCompletionTime(after: 2, upTo: 10) == 2.5)
        #expect(channel.logicalCompletionTime(after: 2, upTo: 2.4) == nil)
    }

    @Test func searchingLeavesTheChannelAsItWas() {
        var channel = AnimationChannel(0.0)
        _ = channel.set(100, animation: .bouncy, at: 0)
        let before = channel.sample(at: 0.05)
        _ = channel.logicalCompletionTime(after: 0.05, upTo: 4)
        var again = channel
        #expect(again.sample(at: 0.05) == before)
        #expect(again.sample(at: 1.3).value == channel.sample(at: 1.3).value)
    }

    /// The completion probes (`isLogicallyComplete(at:)`, `isFinished(at:)`; for a fluid spring they
    /// sample a copy of its state only) say what sampling a copy of the whole channel says.
    @Test(arguments: animations)
    func probesAgreeWithSamplingACopy(_ animation: Animation) {
        var channel = AnimationChannel(0.0)
        _ = channel.set(100, animation: animation, at: 0.5)
        _ = channel.sample(at: 0.9)
        for step in 0..<400 {
            let time = Double(step) / 97
            var copy = channel
            let sample = copy.sample(at: time)
            #expect(channel.isLogicallyComplete(at: time) == sample.isLogicallyComplete, "\(animation) at \(time)")
            #expect(channel.isFinished(at: time) == sample.isFinished, "\(animation) at \(time)")
        }
    }

    /// A phase player samples the channel at the new frame before it searches the frame's span, so the
    /// search starts behind the run's cache (a fluid spring goes back to its checkpoint, not to its
    /// start): the instant is still the plain bisection's.
    @Test(arguments: animations)
    func searchingBehindTheLastSampleFindsTheSameInstant(_ animation: Animation) {
        var channel = AnimationChannel(0.0)
        _ = channel.set(100, animation: animation, at: 0)
        var frame = 1
        var searched = 0
        while searched < 3, frame < 600 {
            let lower = Double(frame - 1) / 120, upper = Double(frame) / 120
            _ = channel.sample(at: upper)
            if let found = channel.logicalCompletionTime(after: lower, upTo: upper) {
                #expect(found == referenceCompletion(of: channel, after: lower, upTo: upper), "\(animation) at \(upper)")
                searched += 1
                _ = channel.set(searched.isMultiple(of: 2) ? 100 : 0, animation: animation, at: found)
            }
            frame += 1
        }
    }
}
