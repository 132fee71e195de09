import Testing
@testable import Cadence
import CadenceTestSupport

/// The timeline's storage (`KeyframeTimelineStorage`) and its branch-free inline evaluation
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
        #expect(empty.program.count >= KeyframeProgram.minimumLength)
        #expect(none.program == [0])
        for time in Self.times {
            #expect(Self.bits(empty.value(time: time)) == Self.bits(Four(a: 3)), "t = \(time)")
            #expect(Self.bits(none.value(time: time)) == Self.bits(Four(b: 4)), "t = \(time)")
        }
    }

    /// A timeline that keeps no keyframes (a player's) samples and reports velocities exactly as one
    /// that keeps them: inlined tracks' velocities from the program, at joints, constants, ends,
    /// −0, NaN and negative times, the spring's from its sampler.
    @Test func timelinesKeepingNoKeyframesGiveTheSameVelocities() {
        let start = Four(a: 0.25, b: 1, c: -1, angle: .degrees(5))
        var velocity = KeyframeVelocity<Four>()
        velocity.set(\Four.a, to: 2)
        velocity.set(\Four.angle, to: .degrees(40))
        let kept = KeyframeTimeline(initialValue: start, initialVelocity: velocity) { Self.keyframes(start) }
        let lean = KeyframeTimeline(initialValue: start, initialVelocity: velocity, keepingNoKeyframes: Self.keyframes(start))
        #expect(kept.program == lean.program)
        #expect(kept.duration.bitPattern == lean.duration.bitPattern)
        var rng = SeededGenerator()
        let random = (0..<300).map { _ in Double.random(in: -0.1...0.7, using: &rng) }
        for time in Self.times + [0.05, 0.15, 0.25, 0.45, 0.2.nextDown] + random {
            #expect(Self.bits(kept.value(time: time)) == Self.bits(lean.value(time: time)), "t = \(time)")
            let a = kept.velocity(time: time), b = lean.velocity(time: time)
            #expect(a.entries.map { "\($0.property)" } == b.entries.map { "\($0.property)" })
            #expect(a[\.a]?.bitPattern == b[\.a]?.bitPattern, "t = \(time)")
            #expect(a[\.b]?.bitPattern == b[\.b]?.bitPattern, "t = \(time)")
            #expect(a[\.c]?.bitPattern == b[\.c]?.bitPattern, "t = \(time)")
            #expect(a[\.angle]?.radians.bitPattern == b[\.angle]?.radians.bitPattern, "t = \(time)")
        }
        // Moving somewhere, so the comparison above can fail.
        #expect(lean.velocity(time: 0.05)[\.a].map { $0 != 0 } == true)
        #expect(lean.velocity(time: 0.3)[\.angle].map { $0.radians != 0 } == true)
    }

    /// A value that is not plain data (it holds a string), whose initial value the header boxes
    /// instead of the chunk keeping it: the same samples and velocities as the value's numbers alone.
    struct Labelled: Equatable {
        var label = "start"
        var x = 0.0
        var angle = Angle.zero
    }

    @Test func valuesThatAreNotPlainDataKeepTheirInitialValueBoxed() {
        @KeyframesBuilder<Labelled>
        func keyframes() -> some Keyframes<Labelled> {
            KeyframeTrack(\Labelled.x) {
                CubicKeyframe(2, duration: 0.2)
                CubicKeyframe(-1, duration: 0.3)
            }
            KeyframeTrack(\Labelled.angle) { LinearKeyframe(.degrees(45), duration: 0.4) }
        }
        let start = Labelled(label: String(repeating: "long label ", count: 4), x: 0.5, angle: .degrees(10))
        let boxed = KeyframeTimeline(initialValue: start) { keyframes() }
        let lean = KeyframeTimeline(initialValue: start, initialVelocity: KeyframeVelocity(), keepingNoKeyframes: keyframes())
        let plain = KeyframeTimeline(initialValue: Four(a: 0.5)) {
            KeyframeTrack(\Four.a) { CubicKeyframe(2, duration: 0.2) }
        }
        #expect(!KeyframeTimelineStorage<Labelled>.keepsInitialValueInChunk)
        #expect(boxed.storage.header.boxedInitialValue?.value == start)
        #expect(plain.storage.header.boxedInitialValue == nil)
        #expect(plain.initialValue == Four(a: 0.5))
        for time in Self.times + [0.05, 0.1, 0.25, 0.35] {
            let value = boxed.value(time: time)
            #expect(value.label == start.label, "t = \(time)")
            #expect(value == lean.value(time: time), "t = \(time)")
            let reference = KeyframeProgramTests.trackByTrack(boxed, at: time)
            #expect([value.x, value.angle.radians].map(\.bitPattern) == [reference.x, reference.angle.radians].map(\.bitPattern),
                    "t = \(time)")
            #expect(lean.velocity(time: time)[\.x]?.bitPattern == boxed.velocity(time: time)[\.x]?.bitPattern, "t = \(time)")
        }
        #expect(boxed.value(time: -1) == start)
        #expect(boxed.value(time: 0.1).x != start.x)
    }

    /// A whole-value track's key path is made once per type and is still `\T.self`: equal to a
    /// fresh one, reading and writing the whole value, and not shared between types.
    @Test func wholeValueTracksShareOneIdentityKeyPathPerType() {
        let first = IdentityKeyPaths.identity(of: Double.self), second = IdentityKeyPaths.identity(of: Double.self)
        #expect(first === second)
        #expect(first == \Double.self)
        var number = 2.5
        number[keyPath: first] = 4
        #expect(number[keyPath: first] == 4)
        let other = IdentityKeyPaths.identity(of: Four.self)
        #expect(other == \Four.self)
        #expect(ObjectIdentifier(other) != ObjectIdentifier(first))
        // A track without a key path samples the whole value through it.
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            KeyframeTrack { LinearKeyframe(3.0, duration: 1) }
        }
        #expect(timeline.value(time: 0.5) == 2)
    }
}
