import Cadence
import Foundation
import Testing
@testable import CadenceRuntime

/// When completion handlers run, against Apple's documentation: `AnimationCompletionCriteria`
/// (`.logicallyComplete` ignores the animations of later changes; `.removed` waits for them) and
/// `Transaction.addAnimationCompletion(criteria:_:)` ("The completion callback will always be fired
/// exactly one time. If no animations are created by the changes in `body`, then the callback will be
/// called immediately after `body`."), and OpenSwiftUI's measured `logicalAndRemovedComplete`
/// (logical completion of `linear(duration: 3).logicallyComplete(after: 1)` comes before the removal
/// of `linear(duration: 2)`).
@Suite struct CompletionCriteriaTests {
    /// Plays `value` frame by frame at 600 Hz up to `end`, returning when each label first appeared.
    private func play(_ value: inout StateAnimator<Double>, from start: Double, to end: Double, log: Recorder<String>) -> [String: Double] {
        var seen: [String: Double] = [:]
        var frame = 0
        while true {
            let time = start + Double(frame) / 600
            if time > end + 1e-12 { break }
            value.update(at: time)
            for label in log.all where seen[label] == nil { seen[label] = time }
            frame += 1
        }
        return seen
    }

    @Test func removedWaitsForTheAnimationsOfLaterChanges() {
        let log = Recorder<String>()
        var value = StateAnimator(0.0)
        value.set(1, animation: .linear(duration: 1), at: 0, completionCriteria: .removed) { log.append("first removed") }
        withAnimation(.linear(duration: 1), completionCriteria: .logicallyComplete) {
            value.set(1, at: 0)  // no change: runs at once after the body
        } completion: { log.append("unchanged") }
        #expect(log.all == ["unchanged"])
        value.update(at: 0.5)
        value.set(2, animation: .linear(duration: 1), at: 0.5) { log.append("second logical") }
        let seen = play(&value, from: 0.5, to: 2, log: log)
        // Additive combination: the second linear ends at 1.5 s, and with it the run (seen at the
        // first frame at or after it; not at 1 s, where the first change's own animation ended).
        let removed = try! #require(seen["first removed"])
        let logical = try! #require(seen["second logical"])
        #expect(removed >= 1.5 - 1e-9 && removed < 1.5 + 1.0 / 600 + 1e-9)
        #expect(logical >= 1.5 - 1e-9 && logical < 1.5 + 1.0 / 600 + 1e-9)
        #expect(log.all.filter { $0 == "first removed" }.count == 1)
    }

    @Test func aMergedSpringsLogicalCompletionIsItsOwn() {
        // A fluid spring is logically complete after its response. The first change's spring
        // (response 0.5, from 0 s) completes at 0.5 s even though a second spring merged into it at
        // 0.2 s; the second's handler waits for its own response, to 0.7 s; `.removed` for the end.
        let log = Recorder<String>()
        var value = StateAnimator(0.0)
        withAnimation(.spring(response: 0.5, dampingFraction: 1)) {
            value.set(100, at: 0)
        } completion: { log.append("first") }
        value.update(at: 0.2)
        withAnimation(.spring(response: 0.5, dampingFraction: 1), completionCriteria: .logicallyComplete) {
            value.set(40, at: 0.2)
        } completion: { log.append("second") }
        withAnimation(.spring(response: 0.5, dampingFraction: 1), completionCriteria: .removed) {
            value.set(40, at: 0.2)  // same target: changes nothing, so it runs at once
        } completion: { log.append("third") }
        #expect(log.all == ["third"])
        let seen = play(&value, from: 0.2, to: 3, log: log)
        let first = try! #require(seen["first"])
        let second = try! #require(seen["second"])
        #expect(first >= 0.5 && first < 0.5 + 1.0 / 600 + 1e-9)
        #expect(second >= 0.7 && second < 0.7 + 1.0 / 600 + 1e-9)
        #expect(log.all == ["third", "first", "second"])
    }

    @Test func aForkedHandlerRunsAtTheRemovalIfThatComesFirst() {
        // The first change's own animation (2 s) would be logically complete only at 2 s; finishing
        // the animator at 0.5 s removes the run, and every handler still waiting runs then, once.
        let log = Recorder<String>()
        var value = StateAnimator(0.0)
        value.set(1, animation: .linear(duration: 2), at: 0) { log.append("first") }
        value.update(at: 0.3)
        value.set(2, animation: .linear(duration: 2), at: 0.3) { log.append("second") }
        value.update(at: 0.5)
        #expect(log.all.isEmpty)
        value.finishImmediately(at: 0.5)
        #expect(Set(log.all) == ["first", "second"])
        value.update(at: 3)
        #expect(log.all.count == 2)  // exactly once each
    }

    @Test func aHandlerForNothingAnimatedRunsRightAfterTheBodyExactlyOnce() {
        let log = Recorder<String>()
        var value = StateAnimator(3.0)
        withAnimation(.smooth) {
            value.set(3, at: 0)
            #expect(log.all.isEmpty)  // not during the body
        } completion: { log.append("done") }
        #expect(log.all == ["done"])
        value.update(at: 1)
        value.set(4, animation: .smooth, at: 1)
        value.finishImmediately(at: 2)
        #expect(log.all == ["done"])
    }

    @Test func logicallyCompleteAfterDecidesTheLogicalHandler() {
        // OpenSwiftUI's measured logicalAndRemovedComplete: linear(3).logicallyComplete(after: 1)
        // reports before linear(2) is removed.
        let log = Recorder<String>()
        var logical = StateAnimator(0.0)
        var removed = StateAnimator(0.0)
        withAnimation(.linear(duration: 3).logicallyComplete(after: 1), completionCriteria: .logicallyComplete) {
            logical.set(1, at: 0)
        } completion: { log.append("logical") }
        withAnimation(.linear(duration: 2), completionCriteria: .removed) {
            removed.set(1, at: 0)
        } completion: { log.append("removed") }
        for frame in 0...180 {
            let time = Double(frame) / 60
            logical.update(at: time)
            removed.update(at: time)
        }
        #expect(log.all == ["logical", "removed"])
    }
}
