import Foundation
import Testing
@testable import Cadence

/// `KeyframeBuildMemo`: a build that reads exactly what the remembered one read gives that timeline
/// again; anything else (a sign of zero, a keyframe, a value that has no exact byte form) builds.
@Suite struct KeyframeBuildMemoTests {
    private struct Labelled {
        var x = 0.0
        var label = "a"
    }

    private func build(_ start: Double, to target: Double, memo: inout KeyframeBuildMemo<Double>) -> KeyframeTimeline<Double> {
        KeyframeTimeline(initialValue: start, initialVelocity: .zero, keepingNoKeyframes: KeyframeTrack {
            CubicKeyframe(target, duration: 0.5)
            SpringKeyframe(target / 2, spring: .bouncy)
        }, memo: &memo)
    }

    @Test func theSameBuildIsRememberedFromTheSecondOn() {
        var memo = KeyframeBuildMemo<Double>()
        let first = build(0, to: 1, memo: &memo)
        _ = build(0, to: 1, memo: &memo)
        #expect(memo.reuses == 0)  // the first build is not remembered
        let third = build(0, to: 1, memo: &memo)
        #expect(memo.reuses == 1)
        for time in stride(from: -0.1, through: 2, by: 0.05) {
            #expect(third.value(time: time).bitPattern == first.value(time: time).bitPattern)
        }
        #expect(third.duration == first.duration)

        // Another keyframe, or a start of the other sign of zero, is another build.
        _ = build(0, to: 2, memo: &memo)
        _ = build(-0.0, to: 2, memo: &memo)
        #expect(memo.reuses == 1)
        _ = build(-0.0, to: 2, memo: &memo)
        #expect(memo.reuses == 2)
        // NaN has one bit pattern here: the same bits behave the same.
        _ = build(.nan, to: 2, memo: &memo)
        _ = build(.nan, to: 2, memo: &memo)
        #expect(memo.reuses == 3)
    }

    @Test func theEndVelocityIsWorkedOutOnceForTheRememberedTimeline() {
        var memo = KeyframeBuildMemo<Double>()
        _ = build(0, to: 1, memo: &memo)
        let remembered = build(0, to: 1, memo: &memo)
        let expected = remembered.velocity(time: remembered.duration)
        let once = memo.endVelocity(of: remembered)
        let again = memo.endVelocity(of: build(0, to: 1, memo: &memo))
        #expect(once[\.self] == expected[\.self])
        #expect(again[\.self] == expected[\.self])
        // A timeline the memo does not hold is answered, not remembered.
        let other = KeyframeTimeline(initialValue: 0.0) { KeyframeTrack { LinearKeyframe(3, duration: 1) } }
        #expect(memo.endVelocity(of: other)[\.self] == other.velocity(time: 1)[\.self])
    }

    @Test func valuesWithoutAnExactByteFormAreNeverReused() {
        var memo = KeyframeBuildMemo<Labelled>()
        var values: [Double] = []
        for _ in 0..<4 {
            let timeline = KeyframeTimeline(initialValue: Labelled(), initialVelocity: .zero, keepingNoKeyframes: KeyframeTrack(\Labelled.x) {
                LinearKeyframe(1, duration: 1)
            }, memo: &memo)
            values.append(timeline.value(time: 0.5).x)
        }
        #expect(memo.reuses == 0)
        #expect(values == [0.5, 0.5, 0.5, 0.5])
    }
}
