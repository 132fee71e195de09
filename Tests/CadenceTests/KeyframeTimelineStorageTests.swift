import Testing
@testable import Cadence

/// The timeline's single allocation (`KeyframeTimelineStorage`) and its branch-free inline evaluation
/// against the per-track samplers, at the inputs the evaluation treats specially.
@Suite struct KeyframeTimelineStorageTests {
    typealias Four = KeyframeProgramTests.Four

    static func bits(_ value: Four) -> [UInt64] {
        [value.a, value.b, value.c, value.angle.radians].map(\.bitPattern)
    }

    @KeyframesBuilder<Four>
    static func keyframes(_ start: Four) -> some Keyframes<Four> {
        KeyframeTrack(\Four.a) {
            CubicKeyframe(start.a + 1.5, duration: 0.2)
            MoveKeyframe(-2)
            CubicKeyframe(0.25, duration: 0.3)
        }
        KeyframeTrack(\Four.b) {}
        KeyframeTrack(\Four.angle) {
            LinearKeyframe(.degrees(90), duration: 0.1)
            CubicKeyframe(.degrees(-30), duration: 0.4)
        }
        KeyframeTrack(\Four.c) { SpringKeyframe(3, duration: 0.3, spring: .bouncy) }
    }

    static let times: [Double] = [
        -0.0, 0, -1, .nan, -.nan, .infinity, -.infinity, 0.1, 0.1.nextUp, 0.1.nextDown, 0.2, 0.2.nextUp,
        0.5, 0.5.nextDown, 0.5.nextUp, 0.3, 1e-300, .leastNonzeroMagnitude, 7,
    ]

    @Test func edgeTimesGiveTheSamplersBits() {
        let timeline = KeyframeTimeline(initialValue: Four(a: 0.5, b: 2, c: 1, angle: .degrees(10))) {
            Self.keyframes(Four(a: 0.5))
        }
        for time in Self.times {
            #expect(Self.bits(timeline.value(time: time)) == Self.bits(KeyframeProgramTests.trackByTrack(timeline, at: time)),
                    "t = \(time)")
        }
        // A time past every track's end, and before any start, land on the end and initial values.
        #expect(Self.bits(timeline.value(time: 100)) == Self.bits(timeline.value(time: .infinity)))
        #expect(Self.bits(timeline.value(time: .nan)) == Self.bits(timeline.initialValue))
        #expect(timeline.value(time: -0.0).b == 2)
    }

    /// Timelines whose only tracks have no keyframes (their segment-less evaluation reads the first
    /// program words) and timelines with no tracks.
    @Test func emptyTracksAndTimelines() {
        let empty = KeyframeTimeline(initialValue: Four(a: 3)) {
            KeyframeTrack(\Four.a) {}
        }
        let none = KeyframeTimeline(initialValue: Four(b: 4)) {}
        #expect(empty.program.count >= KeyframeProgram.segmentStride)
        #expect(none.program == [0])
        for time in Self.times {
            #expect(Self.bits(empty.value(time: time)) == Self.bits(Four(a: 3)), "t = \(time)")
            #expect(Self.bits(none.value(time: time)) == Self.bits(Four(b: 4)), "t = \(time)")
        }
    }
}
