import Foundation
import Testing
@testable import Cadence

private struct Inner { var depth = Deeper() }
private struct Deeper { var level: Double = 0 }

private struct Scene {
    var position: CGPoint = .zero
    var size = CGSize(width: 10, height: 10)
    var frame = CGRect(x: 0, y: 0, width: 1, height: 1)
    var anchor: UnitPoint = .center
    var pair = AnimatablePair(0.0, 0.0)
    var heading: Angle = .zero
    var thin: Float = 0
    var inner = Inner()
    var values = [Double](repeating: 0, count: 20)
    var half: Double = 1
    var doubled: Double {
        get { half * 2 }
        set { half = newValue / 2 }
    }
    var observed: Double = 0 { didSet { observedWrites += 1 } }
    var observedWrites = 0
}

private struct Twenty {
    var v0 = 0.0, v1 = 0.0, v2 = 0.0, v3 = 0.0, v4 = 0.0, v5 = 0.0, v6 = 0.0, v7 = 0.0, v8 = 0.0, v9 = 0.0
    var v10 = 0.0, v11 = 0.0, v12 = 0.0, v13 = 0.0, v14 = 0.0, v15 = 0.0, v16 = 0.0, v17 = 0.0, v18 = 0.0, v19 = 0.0
    static let paths: [WritableKeyPath<Twenty, Double> & Sendable] = [
        \.v0, \.v1, \.v2, \.v3, \.v4, \.v5, \.v6, \.v7, \.v8, \.v9,
        \.v10, \.v11, \.v12, \.v13, \.v14, \.v15, \.v16, \.v17, \.v18, \.v19,
    ]
}

/// A value with nothing to animate.
private struct Caption: Animatable {
    var text = "draft"
    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// Keyframes on every kind of animatable value and key path: angles, points, sizes, rectangles, pairs,
/// nested, computed and observed properties, many tracks, long tracks.
@Suite struct KeyframeValueTypeTests {
    @Test func anglesAnimateTheirRadians() {
        let timeline = KeyframeTimeline(initialValue: Scene()) {
            KeyframeTrack(\.heading) {
                LinearKeyframe(.degrees(90), duration: 1)
                CubicKeyframe(.radians(-1), duration: 1)
            }
        }
        #expect(kfClose(timeline.value(time: 0.5).heading.degrees, 45, abs: 1e-12))
        #expect(kfClose(timeline.value(time: 2).heading.radians, -1, abs: 1e-12))
        #expect(kfClose(timeline.tracks[0].segments[0].endVelocity[0], Double.pi / 2, abs: 1e-12))
    }

    @Test func pointsMoveComponentByComponent() throws {
        let targets = [CGPoint(x: 10, y: -5), CGPoint(x: -3, y: 8), CGPoint(x: 4, y: 4)]
        let points = KeyframeTimeline(initialValue: Scene()) {
            KeyframeTrack(\.position) {
                for target in targets { CubicKeyframe(target, duration: 0.4) }
            }
        }
        let xs = KeyframeTimeline(initialValue: 0.0) { for target in targets { CubicKeyframe(Double(target.x), duration: 0.4) } }
        let ys = KeyframeTimeline(initialValue: 0.0) { for target in targets { CubicKeyframe(Double(target.y), duration: 0.4) } }
        for time in stride(from: 0.0, through: 1.3, by: 0.01) {
            let point = points.value(time: time).position
            #expect(kfClose(Double(point.x), xs.value(time: time), abs: 1e-12))
            #expect(kfClose(Double(point.y), ys.value(time: time), abs: 1e-12))
        }
        #expect(points.tracks[0].segments[1].startVelocity.count == 2)
    }

    @Test func springsMoveVectorsComponentByComponent() {
        let spring = Spring.bouncy
        let timeline = KeyframeTimeline(initialValue: Scene()) {
            KeyframeTrack(\.pair) {
                SpringKeyframe(AnimatablePair(3.0, -7.0), duration: 0.8, spring: spring, startVelocity: AnimatablePair(1.0, 2.0))
            }
        }
        for time in stride(from: 0.0, through: 0.8, by: 0.04) {
            let pair = timeline.value(time: time).pair
            #expect(kfClose(pair.first, spring.value(target: 3.0, initialVelocity: 1.0, time: time), abs: 1e-12))
            #expect(kfClose(pair.second, spring.value(target: -7.0, initialVelocity: 2.0, time: time), abs: 1e-12))
        }
    }

    @Test func sizesRectanglesAndUnitPointsAnimateAllTheirComponents() {
        let timeline = KeyframeTimeline(initialValue: Scene()) {
            KeyframeTrack(\.size) { LinearKeyframe(CGSize(width: 20, height: 0), duration: 1) }
            KeyframeTrack(\.frame) { LinearKeyframe(CGRect(x: 2, y: 4, width: 3, height: 5), duration: 1) }
            KeyframeTrack(\.anchor) { LinearKeyframe(UnitPoint.bottomTrailing, duration: 1) }
        }
        let half = timeline.value(time: 0.5)
        #expect(half.size == CGSize(width: 15, height: 5))
        #expect(half.frame == CGRect(x: 1, y: 2, width: 2, height: 3))
        #expect(half.anchor == UnitPoint(x: 0.75, y: 0.75))
        #expect(timeline.tracks[1].segments[0].endVelocity == [2, 4, 2, 4])
    }

    @Test func nestedKeyPathsReachDeepProperties() {
        let timeline = KeyframeTimeline(initialValue: Scene()) {
            KeyframeTrack(\.inner.depth.level) { CubicKeyframe(9, duration: 1) }
            KeyframeTrack(\.size.height) { LinearKeyframe(30, duration: 1) }
        }
        #expect(kfClose(timeline.value(time: 0.5).inner.depth.level, 4.5, abs: 1e-12))
        #expect(timeline.value(time: 0.5).size == CGSize(width: 10, height: 20))
        #expect(timeline.tracks.map(\.name) == [#"\Scene.inner.depth.level"#, #"\Scene.size.height"#])
    }

    @Test func computedPropertiesAreWrittenThroughTheirSetters() {
        let timeline = KeyframeTimeline(initialValue: Scene()) {
            KeyframeTrack(\.doubled) { LinearKeyframe(10, duration: 1) }
            KeyframeTrack(\.values[3]) { LinearKeyframe(-4, duration: 1) }
        }
        let value = timeline.value(time: 0.5)
        #expect(kfClose(value.half, 3, abs: 1e-12))   // doubled goes 2 → 6, so half is 3
        #expect(value.values[3] == -2)
        #expect(timeline.tracks[0].name == #"\Scene.<computed (Double)>"#)
    }

    @Test func observedPropertiesRunTheirObservers() {
        let timeline = KeyframeTimeline(initialValue: Scene()) {
            KeyframeTrack(\.observed) { LinearKeyframe(1, duration: 1) }
        }
        let value = timeline.value(time: 0.25)
        #expect(value.observed == 0.25)
        #expect(value.observedWrites == 1)
    }

    @Test func floatPropertiesAnimate() {
        let timeline = KeyframeTimeline(initialValue: Scene()) {
            KeyframeTrack(\.thin) { CubicKeyframe(2, duration: 1) }
        }
        #expect(kfClose(Double(timeline.value(time: 0.5).thin), 1, abs: 1e-6))
        #expect(timeline.tracks[0].endValue == [2])
    }

    @Test func twentyTracksOnOneValueAllRunAndEachHoldsItsOwnEnd() {
        let timeline = KeyframeTimeline(initialValue: Twenty()) {
            for (index, path) in Twenty.paths.enumerated() {
                KeyframeTrack(path) {
                    LinearKeyframe(Double(index), duration: 0.1 * Double(index + 1))
                }
            }
        }
        #expect(timeline.tracks.count == 20)
        #expect(kfClose(timeline.duration, 2.0))
        let value = timeline.value(time: 1.0)
        for (index, path) in Twenty.paths.enumerated() {
            let duration = 0.1 * Double(index + 1)
            let expected = 1.0 >= duration ? Double(index) : Double(index) * (1.0 / duration)
            #expect(kfClose(value[keyPath: path], expected, abs: 1e-12))
        }
        let arrayTracks = KeyframeTimeline(initialValue: Scene()) {
            for index in 0..<20 {
                KeyframeTrack(\.values[index]) { LinearKeyframe(Double(index), duration: 1) }
            }
        }
        #expect(arrayTracks.value(time: 1).values == (0..<20).map(Double.init))
    }

    @Test func aThousandKeyframeTrackLandsOnEveryKeyframe() {
        let targets = (0..<1000).map { sin(Double($0) * 0.37) * 10 }
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            for (index, target) in targets.enumerated() {
                CubicKeyframe(target, duration: index % 3 == 0 ? 0.01 : 0.02)
            }
        }
        let segments = timeline.tracks[0].segments
        #expect(segments.count == 1000)
        for (segment, target) in zip(segments, targets) {
            #expect(kfClose(timeline.value(time: segment.end), target, abs: 1e-9))
            #expect(kfClose(timeline.value(time: segment.start + segment.duration / 2),
                            kfHermite(segment.startValue[0], target, segment.startVelocity[0] * segment.duration,
                                      segment.endVelocity[0] * segment.duration, 0.5), abs: 1e-9))
        }
        #expect(kfClose(timeline.duration, segments.last!.end))
    }

    @Test func aValueWithNothingToAnimateIsLeftAlone() {
        let timeline = KeyframeTimeline(initialValue: Caption()) {
            MoveKeyframe(Caption(text: "final"))
            LinearKeyframe(Caption(text: "other"), duration: 1)
        }
        #expect(timeline.value(time: 0.5).text == "draft")
        #expect(timeline.tracks[0].segments[1].endValue.isEmpty)
        #expect(timeline.joints().allSatisfy { $0.valueJump == 0 && $0.velocityJump == 0 })
    }

    @Test func aVeryLongSpringSegmentFallsBackToTheClosedForm() {
        let spring = Spring.bouncy
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(1, duration: 600, spring: spring)
        }
        for time in [0, 0.1, 1.7, 25, 599.9] as [Double] {
            #expect(kfClose(timeline.value(time: time), spring.value(target: 1.0, time: time), abs: 1e-12))
        }
    }
}
