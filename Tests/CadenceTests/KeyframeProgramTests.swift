import Foundation
import Testing
@testable import Cadence
import CadenceTestSupport

/// The flattened timeline (`KeyframeProgram`) against the per-track samplers it replaces on the hot
/// path: the same values bit for bit, on random timelines of every keyframe kind and value storage,
/// and the tracks it is meant to inline are inlined.
@Suite struct KeyframeProgramTests {
    /// What `KeyframeTimeline.value(time:)` computed before the program: each resolved track's
    /// sampler writing into `initialValue`, in declaration order.
    static func trackByTrack<Value>(_ timeline: KeyframeTimeline<Value>, at time: Double) -> Value {
        guard time >= 0 else { return timeline.initialValue }
        var value = timeline.initialValue
        for track in timeline.resolvedTracks { track.sample(&value, at: time) }
        return value
    }

    static func bits(_ values: PropertyValues) -> [UInt64] { values.components.map(\.bitPattern) }

    @Test func randomTimelinesGiveTheSameBits() {
        var rng = SeededGenerator()
        for _ in 0..<300 {
            let plan = PropertyTimeline.random(using: &rng)
            let timeline = plan.timeline()
            for _ in 0..<40 {
                let time = PropertyTimelineTests.randomTime(duration: timeline.duration, using: &rng)
                let fast = timeline.value(time: time), reference = Self.trackByTrack(timeline, at: time)
                #expect(Self.bits(fast) == Self.bits(reference), "t = \(time): \(fast.components) vs \(reference.components) for \(plan)")
            }
            // Joints exactly: the first segment ending at or after the time answers.
            for end in timeline.resolvedTracks.flatMap(\.sampler.scalarPath.ends) {
                for time in [end, end.nextDown, end.nextUp] where time >= 0 {
                    #expect(Self.bits(timeline.value(time: time)) == Self.bits(Self.trackByTrack(timeline, at: time)),
                            "t = \(time) for \(plan)")
                }
            }
        }
    }

    struct Four: Equatable {
        var a = 0.0, b = 0.0, c = 0.0
        var angle = Angle.zero
    }

    /// Cubic, linear (`.linear` pacing), jump and angle tracks are inlined; spring and curve-paced
    /// tracks and multi-component properties keep their samplers, and still agree bit for bit.
    @Test func inlinesPolynomialTracksOnly() {
        let inlined = KeyframeTimeline(initialValue: Four()) {
            KeyframeTrack(\.a) {
                CubicKeyframe(1.5, duration: 0.2)
                CubicKeyframe(-0.25, duration: 0.3)
                MoveKeyframe(2)
                CubicKeyframe(0, duration: 0.1)
            }
            KeyframeTrack(\.b) { LinearKeyframe(3, duration: 0.5) }
            KeyframeTrack(\.c) {}
            KeyframeTrack(\.angle) { CubicKeyframe(.degrees(90), duration: 0.4) }
        }
        #expect(Self.genericRecords(inlined.program) == 0)
        let mixed = KeyframeTimeline(initialValue: Four()) {
            KeyframeTrack(\.a) { SpringKeyframe(1, duration: 0.3, spring: .bouncy) }
            KeyframeTrack(\.b) { LinearKeyframe(3, duration: 0.5, timingCurve: .easeIn) }
            KeyframeTrack(\.c) { CubicKeyframe(2, duration: 0.5) }
        }
        #expect(Self.genericRecords(mixed.program) == 2)
        for timeline in [inlined, mixed] {
            for step in 0...800 {
                let time = Double(step) / 1000
                let fast = timeline.value(time: time), reference = Self.trackByTrack(timeline, at: time)
                #expect([fast.a, fast.b, fast.c, fast.angle.radians].map(\.bitPattern)
                        == [reference.a, reference.b, reference.c, reference.angle.radians].map(\.bitPattern), "t = \(time)")
            }
        }
    }

    /// Word 0's select bit: clear when every inlined track is polynomials only (the plain path), set by
    /// a jump (a constant segment) or an angle's track; either way the values are the samplers' bits,
    /// before, at and after every joint and the end, and at infinity.
    @Test func selectBitMarksConstantsAndAngles() {
        let plain = KeyframeTimeline(initialValue: Four()) {
            KeyframeTrack(\.a) {
                CubicKeyframe(1.5, duration: 0.2)
                LinearKeyframe(-0.25, duration: 0.3)
                CubicKeyframe(0, duration: 0.1)
            }
            KeyframeTrack(\.b) { LinearKeyframe(3, duration: 0.5) }
            KeyframeTrack(\.c) {}
        }
        let jump = KeyframeTimeline(initialValue: Four()) {
            KeyframeTrack(\.a) {
                CubicKeyframe(1.5, duration: 0.2)
                MoveKeyframe(2)
                CubicKeyframe(0, duration: 0.1)
            }
        }
        let angle = KeyframeTimeline(initialValue: Four()) {
            KeyframeTrack(\.b) { CubicKeyframe(1, duration: 0.2) }
            KeyframeTrack(\.angle) { CubicKeyframe(.degrees(90), duration: 0.4) }
        }
        #expect(plain.program[0] & KeyframeProgram.selectsFlag == 0)
        #expect(jump.program[0] & KeyframeProgram.selectsFlag != 0)
        #expect(angle.program[0] & KeyframeProgram.selectsFlag != 0)
        for timeline in [plain, jump, angle] {
            #expect(Self.genericRecords(timeline.program) == 0)
            let joints = timeline.resolvedTracks.flatMap(\.sampler.scalarPath.ends)
            let times = (0...700).map { Double($0) / 1000 } + joints.flatMap { [$0.nextDown, $0, $0.nextUp] }
                + [-0.0, 1e9, .infinity]
            for time in times {
                let fast = timeline.value(time: time), reference = Self.trackByTrack(timeline, at: time)
                #expect([fast.a, fast.b, fast.c, fast.angle.radians].map(\.bitPattern)
                        == [reference.a, reference.b, reference.c, reference.angle.radians].map(\.bitPattern), "t = \(time)")
            }
        }
    }

    /// A timeline of one `Double` or `CGFloat` track (the value is the property: the one-track path
    /// of `KeyframeTimelineStorage.value(at:)`, which returns the track's bits instead of storing
    /// them) gives the bits of the track's sampler: random cubic and linear keyframes, with and
    /// without jumps (which leave that path), at random times, the joints, past the end, at −0 and
    /// NaN; an empty track gives the initial value.
    @Test func oneTrackTimelinesGiveTheSameBits() {
        var rng = SeededGenerator()
        for round in 0..<200 {
            let count = Int.random(in: 0...6, using: &rng)
            let steps: [(value: Double, duration: Double, kind: Int)] = (0..<count).map { _ in
                (Double.random(in: -100...100, using: &rng), Double.random(in: 0.01...0.5, using: &rng),
                 Int.random(in: 0..<(round.isMultiple(of: 2) ? 2 : 3), using: &rng))
            }
            let initial = Double.random(in: -10...10, using: &rng)
            let doubles = KeyframeTimeline(initialValue: initial) {
                KeyframeTrack {
                    for step in steps {
                        switch step.kind {
                        case 0: CubicKeyframe(step.value, duration: step.duration)
                        case 1: LinearKeyframe(step.value, duration: step.duration)
                        default: MoveKeyframe(step.value)
                        }
                    }
                }
            }
            let numbers = KeyframeTimeline(initialValue: CGFloat(initial)) {
                KeyframeTrack {
                    for step in steps { CubicKeyframe(CGFloat(step.value), duration: step.duration) }
                }
            }
            let joints = doubles.resolvedTracks.flatMap(\.sampler.scalarPath.ends)
            var times = joints.flatMap { [$0.nextDown, $0, $0.nextUp] } + [0, -0.0, -1, .nan, 1e9, .infinity]
            for _ in 0..<40 { times.append(PropertyTimelineTests.randomTime(duration: doubles.duration, using: &rng)) }
            for time in times {
                #expect(doubles.value(time: time).bitPattern == Self.trackByTrack(doubles, at: time).bitPattern,
                        "t = \(time) for \(steps)")
                #expect(numbers.value(time: time).bitPattern == Self.trackByTrack(numbers, at: time).bitPattern,
                        "t = \(time) for \(steps)")
            }
            if count == 0 { #expect(doubles.value(time: 1).bitPattern == initial.bitPattern) }
            // Without jumps the timeline takes the one-track path: one track, no flag in word 0.
            if !steps.contains(where: { $0.kind == 2 }) { #expect(doubles.program[0] == 1 && numbers.program[0] == 1) }
        }
    }

    /// Tracks timed alike (the same keyframe durations, so the same segment starts and lengths) share
    /// one timing block, and tracks timed otherwise keep their own: on random 4-track timelines whose
    /// tracks draw their durations from two lists (cubic, linear and jump keyframes, an angle's
    /// track among them), the program has one block per distinct timing, and its values and
    /// velocities are the samplers' and the lowering's bits.
    @Test func tracksTimedAlikeShareTheirTiming() {
        var rng = SeededGenerator()
        for _ in 0..<150 {
            let lists: [[(duration: Double, kind: Int)]] = (0..<2).map { _ in
                (0..<Int.random(in: 0...5, using: &rng)).map { _ in
                    (Double.random(in: 0.02...0.3, using: &rng), Int.random(in: 0..<3, using: &rng))
                }
            }
            let picks = (0..<4).map { _ in Int.random(in: 0..<2, using: &rng) }
            let values = (0..<20).map { _ in Double.random(in: -3...3, using: &rng) }
            func steps(_ track: Int) -> [(value: Double, duration: Double, kind: Int)] {
                lists[picks[track]].enumerated().map { (values[(track * 5 + $0.offset) % 20], $0.element.duration, $0.element.kind) }
            }
            @KeyframeTrackContentBuilder<Double>
            func content(_ track: Int) -> some KeyframeTrackContent<Double> {
                for step in steps(track) {
                    switch step.kind {
                    case 0: CubicKeyframe(step.value, duration: step.duration)
                    case 1: LinearKeyframe(step.value, duration: step.duration)
                    default: MoveKeyframe(step.value)
                    }
                }
            }
            @KeyframesBuilder<Four>
            func keyframes() -> some Keyframes<Four> {
                KeyframeTrack(\Four.a) { content(0) }
                KeyframeTrack(\Four.b) { content(1) }
                KeyframeTrack(\Four.c) { content(2) }
                KeyframeTrack(\Four.angle) {
                    for step in steps(3) { CubicKeyframe(Angle.radians(step.value), duration: step.duration) }
                }
            }
            let start = Four(a: 0.5, b: -1, c: 2, angle: .degrees(30))
            let kept = KeyframeTimeline(initialValue: start) { keyframes() }
            let lean = KeyframeTimeline(initialValue: start, initialVelocity: KeyframeVelocity(), keepingNoKeyframes: keyframes())
            let program = kept.program
            #expect(Self.genericRecords(program) == 0)
            // One timing block per distinct timing among the tracks.
            let paths = kept.resolvedTracks.map(\.sampler.scalarPath)
            let timings = Set(paths.map { path in
                [path.lastTime.bitPattern] + path.segments.flatMap { [$0.start.bitPattern, $0.inverseDuration.bitPattern] }
            })
            let blocks = Set((0..<4).map { program[1 + KeyframeProgram.headerLength * $0 + 2] & 0xFFFF_FFFF })
            #expect(blocks.count == timings.count, "\(lists) \(picks)")
            let joints = paths.flatMap(\.ends)
            var times = joints.flatMap { [$0.nextDown, $0, $0.nextUp] } + [0, -0.0, 1e9, .infinity]
            for _ in 0..<30 { times.append(PropertyTimelineTests.randomTime(duration: kept.duration, using: &rng)) }
            for time in times {
                let fast = kept.value(time: time), reference = Self.trackByTrack(kept, at: time)
                #expect([fast.a, fast.b, fast.c, fast.angle.radians].map(\.bitPattern)
                        == [reference.a, reference.b, reference.c, reference.angle.radians].map(\.bitPattern), "t = \(time)")
                let a = kept.velocity(time: time), b = lean.velocity(time: time)
                #expect([a[\.a], a[\.b], a[\.c], a[\.angle]?.radians].map { $0?.bitPattern }
                        == [b[\.a], b[\.b], b[\.c], b[\.angle]?.radians].map { $0?.bitPattern }, "t = \(time)")
            }
        }
    }

    /// A timeline of 4 tracks of 4 cubic keyframes timed alike keeps one timing block: 86 words.
    @Test func fourTracksTimedAlikeKeepOneTimingBlock() {
        @KeyframeTrackContentBuilder<Double>
        func cubics(_ base: Double) -> some KeyframeTrackContent<Double> {
            for k in 0..<4 { CubicKeyframe(base + Double(k), duration: [0.1, 0.15, 0.2, 0.15][k]) }
        }
        let alike = KeyframeTimeline(initialValue: Four()) {
            KeyframeTrack(\Four.a) { cubics(1) }
            KeyframeTrack(\Four.b) { cubics(2) }
            KeyframeTrack(\Four.c) { cubics(3) }
        }
        let apart = KeyframeTimeline(initialValue: Four()) {
            KeyframeTrack(\Four.a) { cubics(1) }
            KeyframeTrack(\Four.b) { cubics(2) }
            KeyframeTrack(\Four.c) { CubicKeyframe(1, duration: 0.3) }
        }
        // 1 + 3 headers of 3 words + one timing block (1 + 2 × 4) + 3 × 16 coefficients.
        #expect(alike.program.count == 1 + 9 + 9 + 48)
        // The third track keeps a block of its own: 1 + 2 × 1 words, and 4 coefficients.
        #expect(apart.program.count == 1 + 9 + 9 + 32 + 3 + 4)
    }

    /// Counts the tracks sampled through a sampler, reading the track headers as `KeyframeProgram.run` does.
    static func genericRecords(_ program: [UInt64]) -> Int {
        let tracks = Int((program.first ?? 0) & KeyframeProgram.trackCountMask)
        let counted = (0..<tracks).filter { program[1 + KeyframeProgram.headerLength * $0] & KeyframeProgram.samplerFlag != 0 }.count
        // Word 0 says whether any track is sampled through a sampler (the sampling's loop without calls).
        precondition(((program.first ?? 0) & KeyframeProgram.samplerFlag != 0) == (counted > 0), "word 0's sampler bit")
        return (0..<tracks).filter { program[1 + KeyframeProgram.headerLength * $0] & KeyframeProgram.samplerFlag != 0 }.count
    }
}
