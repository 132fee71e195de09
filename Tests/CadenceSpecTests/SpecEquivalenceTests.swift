import Cadence
@testable import CadenceSpec
import CadenceTestSupport
import Foundation
import Testing

// The seeds' animations written in Swift, as an author would (`SeedTimelines`, shared with the model
// tests, and the pulse loops below). Each test loads the matching spec from Examples/ and checks that
// both give the same values bit for bit: the spec must mirror the DSL one to one, so any difference
// is a bug in the spec layer.

private struct PulseValues {
    var scale: CGFloat = 1.0
    var opacity: Double = 1.0
}

@Suite struct SpecEquivalenceTests {
    /// Times to compare at: a dense grid over the timeline and past its end, negative and special
    /// times, and 500 irregular times (the golden-ratio sequence: spread evenly, off every grid,
    /// the same on every run).
    static func times(duration: Double) -> [Double] {
        var times = stride(from: 0.0, through: duration + 0.25, by: 1.0 / 240).map { $0 }
        times += [-1, -0.0, duration, duration.nextDown, duration.nextUp, 1e6, .infinity, -.infinity, .nan]
        let golden = (5.0.squareRoot() - 1) / 2
        times += (1...500).map { index in (Double(index) * golden).truncatingRemainder(dividingBy: 1) * duration }
        return times
    }

    static func load(_ name: String) throws -> AnimationSpec {
        let url = SpecPaths.examples.appendingPathComponent(name)
        let bytes = [UInt8](try Data(contentsOf: url))
        return try AnimationSpec.decode(bytes, file: name)
    }

    /// Bit-exact equality: the same arithmetic must run on both sides.
    static func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }

    @Test func likeButtonMatchesTheSwiftDSL() throws {
        let swift = SeedTimelines.likeButton()
        let spec = try Self.load("like-button.json")
        let timeline = try #require(spec.timeline())
        #expect(Self.same(timeline.duration, swift.duration))
        for time in Self.times(duration: swift.duration) {
            let a = swift.value(time: time)
            let b = timeline.value(time: time)
            #expect(Self.same(Double(a.scale), Double(b.numbers[0])), "scale at \(time)")
            #expect(Self.same(a.rotation.radians, b.angles[0].radians), "rotation at \(time)")
            #expect(Self.same(a.overlayOpacity, Double(b.numbers[1])), "overlayOpacity at \(time)")
            #expect(Self.same(Double(a.overlayOffsetY), Double(b.numbers[2])), "overlayOffsetY at \(time)")
        }
    }

    @Test func reduceMotionLikeButtonMatchesBothBranches() throws {
        let spec = try Self.load("like-button-reduce-motion.json")
        guard case .keyframes(let variantTracks)? = spec.reduceMotion?.variant else {
            Issue.record("the spec has no keyframe variant")
            return
        }
        for (reduce, specTimeline) in [(false, try #require(spec.timeline())), (true, spec.timeline(variantTracks, from: spec.initialValues))] {
            let swift = SeedTimelines.accessibleLikeButton(reduceMotion: reduce)
            #expect(Self.same(specTimeline.duration, swift.duration))
            for time in Self.times(duration: swift.duration) {
                let a = swift.value(time: time)
                let b = specTimeline.value(time: time)
                #expect(Self.same(Double(a.scale), Double(b.numbers[0])), "scale at \(time), reduce motion \(reduce)")
                #expect(Self.same(a.rotation.radians, b.angles[0].radians), "rotation at \(time), reduce motion \(reduce)")
            }
        }
    }

    @Test func floatingBadgeMatchesTheSwiftDSL() throws {
        let swift = SeedTimelines.floatingBadge()
        let timeline = try #require(try Self.load("floating-badge.json").timeline())
        #expect(Self.same(timeline.duration, swift.duration))
        for time in Self.times(duration: swift.duration) {
            let a = swift.value(time: time)
            let b = timeline.value(time: time)
            #expect(Self.same(Double(a.yOffset), Double(b.numbers[0])), "yOffset at \(time)")
            #expect(Self.same(Double(a.scale), Double(b.numbers[1])), "scale at \(time)")
            #expect(Self.same(a.rotation.radians, b.angles[0].radians), "rotation at \(time)")
        }
    }

    @Test func checkmarkMatchesTheSwiftDSL() throws {
        let swift = SeedTimelines.squashAndBounce(totalDuration: 1.0)
        let timeline = try #require(try Self.load("squash-bounce-checkmark.json").timeline())
        #expect(Self.same(timeline.duration, swift.duration))
        for time in Self.times(duration: swift.duration) {
            let a = swift.value(time: time)
            let b = timeline.value(time: time)
            // The spec declares translation first, so it is numbers[0].
            #expect(Self.same(a.translation, Double(b.numbers[0])), "translation at \(time)")
            #expect(Self.same(a.verticalStretch, Double(b.numbers[1])), "verticalStretch at \(time)")
        }
    }

    /// Loops: each loop of the spec is the Swift timeline rebuilt from where the last one ended, with
    /// the velocity it ended with, as KeyframeAnimator(repeating:) does.
    @Test(arguments: ["pulse-badge.json", "pulse-badge-no-reset.json"])
    func pulseBadgeLoopsMatchTheSwiftDSL(file: String) throws {
        let withReset = file == "pulse-badge.json"
        func timeline(from value: PulseValues, velocity: KeyframeVelocity<PulseValues>) -> KeyframeTimeline<PulseValues> {
            KeyframeTimeline(initialValue: value, initialVelocity: velocity) {
                KeyframeTrack(\.scale) {
                    if withReset { LinearKeyframe(1.0, duration: 0.0) }
                    SpringKeyframe(1.4, duration: 0.6, spring: .bouncy)
                    CubicKeyframe(1.0, duration: 0.8)
                }
                KeyframeTrack(\.opacity) {
                    if withReset { LinearKeyframe(0.5, duration: 0.0) }
                    LinearKeyframe(1.0, duration: 0.6)
                    LinearKeyframe(0.5, duration: 0.8)
                }
            }
        }
        var loops = [timeline(from: PulseValues(), velocity: .zero)]
        for _ in 1..<3 {
            let last = loops[loops.count - 1]
            loops.append(timeline(from: last.value(time: last.duration), velocity: last.velocity(time: last.duration)))
        }
        let spec = try Self.load(file)
        var evaluator = try SpecEvaluator(spec: spec, reduceMotion: false, horizon: 0)
        let duration = loops[0].duration
        #expect(Self.same(evaluator.duration, duration))
        for time in stride(from: 0.0, to: 3 * duration, by: 1.0 / 120) {
            let loop = Int((time / duration).rounded(.down))
            let expected = loops[loop].value(time: time - Double(loop) * duration)
            let values = try evaluator.values(at: time)
            #expect(Self.same(Double(expected.scale), values[0][0]), "scale at \(time)")
            #expect(Self.same(expected.opacity, values[1][0]), "opacity at \(time)")
        }
        // Without the reset, the second loop starts from where the first ended: opacity 0.5, not 1.
        let secondLoopStart = try evaluator.values(at: duration)[1][0]
        #expect(abs(secondLoopStart - 0.5) < 1e-12)
    }
}
