import Foundation
import Testing
@testable import Cadence
import CadenceTestSupport

private struct Card {
    var offset: CGFloat = 0
    var tilt: Angle = .zero
    var glow: Double = 0
}

/// A helper in the shape users write: keyframe content factored into a function.
@KeyframeTrackContentBuilder<CGFloat>
private func shake(_ amount: CGFloat, times: Int) -> some KeyframeTrackContent<CGFloat> {
    for _ in 0..<times {
        CubicKeyframe(amount, duration: 0.05)
        CubicKeyframe(-amount, duration: 0.05)
    }
    CubicKeyframe(0, duration: 0.05)
}

/// A reusable group of tracks.
private struct Entrance: Keyframes {
    var distance: CGFloat
    var body: some Keyframes<Card> {
        KeyframeTrack(\.offset) {
            MoveKeyframe(distance)
            SpringKeyframe(0, duration: 0.4, spring: .snappy)
        }
        KeyframeTrack(\.glow) {
            LinearKeyframe(1, duration: 0.2)
        }
    }
}

/// Custom keyframe content with a body of its own.
private struct Settle: KeyframeTrackContent {
    var body: some KeyframeTrackContent<Double> {
        CubicKeyframe(1.1, duration: 0.1)
        CubicKeyframe(1.0, duration: 0.2)
    }
}

@Suite struct KeyframeBuilderTests {
    @Test(arguments: [true, false])
    func ifWithoutElseAddsKeyframesOnlyWhenTrue(flag: Bool) {
        let timeline = KeyframeTimeline(initialValue: Card()) {
            KeyframeTrack(\.offset) {
                LinearKeyframe(10, duration: 0.5)
                if flag {
                    LinearKeyframe(20, duration: 0.5)
                }
            }
        }
        #expect(timeline.duration == (flag ? 1.0 : 0.5))
        #expect(timeline.value(time: 2).offset == (flag ? 20 : 10))
    }

    @Test(arguments: [true, false])
    func ifElseChoosesKeyframes(flag: Bool) {
        let timeline = KeyframeTimeline(initialValue: Card()) {
            KeyframeTrack(\.offset) {
                if flag {
                    CubicKeyframe(10, duration: 0.5)
                } else {
                    LinearKeyframe(-10, duration: 0.25)
                    MoveKeyframe(-5)
                }
            }
        }
        #expect(timeline.tracks[0].segments.count == (flag ? 1 : 2))
        #expect(timeline.value(time: 1).offset == (flag ? 10 : -5))
    }

    enum Style { case gentle, firm, none }

    @Test(arguments: [Style.gentle, .firm, .none])
    func switchChoosesKeyframes(style: Style) {
        let timeline = KeyframeTimeline(initialValue: Card()) {
            KeyframeTrack(\.glow) {
                switch style {
                case .gentle: SpringKeyframe(1, duration: 0.6, spring: .smooth)
                case .firm: LinearKeyframe(1, duration: 0.1)
                case .none: MoveKeyframe(1)
                }
            }
        }
        #expect(timeline.duration == [Style.gentle: 0.6, .firm: 0.1, .none: 0][style])
        #expect(timeline.tracks[0].segments.map(\.kind).first
                == [Style.gentle: .spring(.smooth), .firm: .linear(.linear), .none: .move][style])
    }

    @Test func forLoopsAndOptionalKeyframesBuildTracks() {
        let steps: [CGFloat] = [4, 8, 15, 16, 23, 42]
        let finale: LinearKeyframe<CGFloat>? = LinearKeyframe(0, duration: 0.3)
        let timeline = KeyframeTimeline(initialValue: Card()) {
            KeyframeTrack(\.offset) {
                for step in steps {
                    LinearKeyframe(step, duration: 0.1)
                }
                if let finale { finale }
            }
        }
        let targets: [[Double]] = (steps + [0]).map { [Double($0)] }
        #expect(timeline.tracks[0].segments.map(\.target) == targets)
        #expect(kfClose(timeline.duration, 0.9))
    }

    @Test func emptyBlocksAreAllowed() {
        let noTracks = KeyframeTimeline(initialValue: Card()) {}
        let emptyTrack = KeyframeTimeline(initialValue: Card()) {
            KeyframeTrack(\.offset) {}
        }
        let emptyWholeValue = KeyframeTimeline(initialValue: 3.0) {}
        #expect(noTracks.duration == 0 && emptyTrack.duration == 0 && emptyWholeValue.duration == 0)
        #expect(emptyTrack.tracks.count == 1)
        #expect(emptyWholeValue.value(time: 0.2) == 3)
    }

    @Test func helpersReturningSomeKeyframeTrackContentCompose() {
        let timeline = KeyframeTimeline(initialValue: Card()) {
            KeyframeTrack(\.offset) {
                shake(8, times: 3)
                LinearKeyframe(100, duration: 0.1)
            }
        }
        #expect(timeline.tracks[0].segments.count == 8)
        #expect(kfClose(timeline.duration, 0.45))
        #expect(kfClose(timeline.value(time: 0.05).offset, 8, abs: 1e-12))
        #expect(kfClose(timeline.value(time: 0.1).offset, -8, abs: 1e-12))
    }

    @Test func customKeyframesAndCustomTrackContentLowerThroughTheirBodies() {
        let entrance = KeyframeTimeline(initialValue: Card()) {
            Entrance(distance: -300)
            KeyframeTrack(\.tilt) { CubicKeyframe(.degrees(5), duration: 0.1) }
        }
        #expect(entrance.tracks.map(\.name) == [#"\Card.offset"#, #"\Card.glow"#, #"\Card.tilt"#])
        #expect(entrance.value(time: 0).offset == -300)
        #expect(entrance.duration == 0.4)

        let settle = KeyframeTimeline(initialValue: 1.0) {
            Settle()
            LinearKeyframe(2, duration: 1)
        }
        #expect(settle.tracks[0].segments.count == 3)
        #expect(kfClose(settle.value(time: 0.1), 1.1, abs: 1e-12))
    }

    @Test func keyframesForTheWholeValueNeedNoTrack() {
        // SwiftUI's documented example: keyframes directly in the timeline animate the whole value.
        let direct = KeyframeTimeline(initialValue: CGPoint.zero) {
            CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
            CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
        }
        let tracked = KeyframeTimeline(initialValue: CGPoint.zero) {
            KeyframeTrack {
                CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
                CubicKeyframe(CGPoint(x: 0, y: 0), duration: 0.7)
            }
        }
        #expect(direct.duration == 1)
        for time in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(direct.value(time: time) == tracked.value(time: time))
        }
        #expect(kfClose(direct.value(time: 0.3).y, 100, abs: 1e-12))
        #expect(direct.tracks[0].name.hasSuffix(".self"))
    }

    @Test(arguments: [true, false])
    func ifElseAroundWholeTracksChoosesTracks(reduceMotion: Bool) {
        let timeline = SeedTimelines.accessibleLikeButton(reduceMotion: reduceMotion)
        #expect(timeline.tracks.count == (reduceMotion ? 1 : 2))
        #expect(timeline.duration == (reduceMotion ? 0.01 : 0.5))
    }

    @Test(arguments: [0, 1, 3])
    func loopsAndOptionalsAroundWholeTracks(count: Int) {
        let paths: [WritableKeyPath<Card, Double> & Sendable] = Array(repeating: \Card.glow, count: count)
        let extra: KeyframeTrack<Card, CGFloat, LinearKeyframe<CGFloat>>? =
            count > 1 ? KeyframeTrack(\.offset) { LinearKeyframe(9, duration: 2) } : nil
        let timeline = KeyframeTimeline(initialValue: Card()) {
            for (index, path) in paths.enumerated() {
                KeyframeTrack(path) { LinearKeyframe(Double(index + 1), duration: 0.5) }
            }
            if let extra { extra }
        }
        #expect(timeline.tracks.count == count + (count > 1 ? 1 : 0))
        #expect(timeline.value(time: 1).glow == Double(count))  // the last track on glow wins
    }

    @Test func aKeyPathWhoseStaticTypeIsNotSendableIsAccepted() {
        let path: WritableKeyPath<Card, CGFloat> = \.offset   // as SwiftUI code may declare it
        let timeline = KeyframeTimeline(initialValue: Card()) {
            KeyframeTrack(path) { LinearKeyframe(5, duration: 1) }
        }
        #expect(timeline.value(time: 0.5).offset == 2.5)
    }
}
