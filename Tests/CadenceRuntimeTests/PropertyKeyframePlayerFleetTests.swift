import Cadence
import CadenceTestSupport
import Testing
@testable import CadenceRuntime

/// A fleet over one shared timeline shows, animator by animator, what individual `KeyframePlayer`s
/// with the same keyframes show, for the runs where both start from the same value.
@Suite struct PropertyKeyframePlayerFleetTests {
    /// A pulse that ends where it starts, so every run of a player starts from the same value and a
    /// player run after run equals the shared timeline.
    @KeyframesBuilder<PulseValues>
    static func pulse() -> some Keyframes<PulseValues> {
        KeyframeTrack(\.scale) {
            SpringKeyframe(1.2, duration: 0.15, spring: .bouncy)
            CubicKeyframe(1.0, duration: 0.25)
        }
        KeyframeTrack(\.opacity) {
            LinearKeyframe(1.0, duration: 0.1)
            LinearKeyframe(0.5, duration: 0.3)
        }
    }

    private static func expectClose(_ a: PulseValues, _ b: PulseValues, _ context: String,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(isClose(a.scale, b.scale), "\(context): scale \(a.scale) vs \(b.scale)", sourceLocation: sourceLocation)
        #expect(isClose(a.opacity, b.opacity), "\(context): opacity \(a.opacity) vs \(b.opacity)", sourceLocation: sourceLocation)
    }

    @Test func randomTapsGiveWhatIndividualPlayersGive() {
        var random = PropertyRandomSource.seeded("fleet vs players")
        let count = 40
        let timeline = KeyframeTimeline(initialValue: PulseValues()) { Self.pulse() }
        var fleet = KeyframePlayerFleet(timeline: timeline, count: count)
        var players = (0..<count).map { _ in
            KeyframePlayer(initialValue: PulseValues(), trigger: 0) { _ in Self.pulse() }
        }
        var triggers = Array(repeating: 0, count: count)
        let clock = ManualClock()
        for frame in 1...600 {
            let now = clock.advance(frames: 1, fps: 120)
            for index in 0..<count {
                // A tap now and then, only while at rest: a player's retrigger mid-run starts from
                // its current value, which the shared timeline does not.
                guard !fleet.isRunning(index), Int.random(in: 0..<90, using: &random) == 0 else { continue }
                // Taps land between frames as well as on them.
                let tap = now - Double.random(in: 0..<(1.0 / 120), using: &random)
                triggers[index] += 1
                players[index].setTrigger(triggers[index], at: tap)
                fleet.play(index, at: tap)
            }
            fleet.update(at: now)
            for index in 0..<count {
                players[index].update(at: now)
                Self.expectClose(fleet[index], players[index].value, "animator \(index), frame \(frame)")
                #expect(fleet.isRunning(index) == !players[index].isIdle, "animator \(index), frame \(frame)")
            }
        }
        #expect(triggers.reduce(0, +) > count, "the run should have tapped most animators at least once")
    }

    @Test func theLikeButtonsFirstRunMatchesAPlayerFrameByFrameAndRestsAtTheEnd() {
        let timeline = KeyframeTimeline(initialValue: LikeValues()) { likeKeyframes(LikeValues()) }
        var fleet = KeyframePlayerFleet(timeline: timeline, count: 3)
        var player = KeyframePlayer(initialValue: LikeValues(), trigger: 0) { likeKeyframes($0) }
        player.setTrigger(1, at: 0.5)
        fleet.play(1, at: 0.5)
        for frame in 0...120 {
            let time = 0.5 + Double(frame) / 120
            player.update(at: time)
            fleet.update(at: time)
            #expect(isClose(fleet[1].scale, player.value.scale), "frame \(frame)")
            #expect(isClose(fleet[1].rotation.radians, player.value.rotation.radians), "frame \(frame)")
            #expect(isClose(fleet[1].overlayOpacity, player.value.overlayOpacity), "frame \(frame)")
            #expect(isClose(fleet[1].overlayOffsetY, player.value.overlayOffsetY), "frame \(frame)")
            // The others never ran: the timeline's start.
            #expect(fleet[0] == LikeValues())
            #expect(fleet[2] == LikeValues())
        }
        #expect(!fleet.isRunning(1))
        #expect(fleet[1] == timeline.value(time: .infinity))
    }

    @Test func specialTimesNeitherCrashNorMove() {
        let timeline = KeyframeTimeline(initialValue: PulseValues()) { Self.pulse() }
        var fleet = KeyframePlayerFleet(timeline: timeline, count: 2)
        fleet.play(0, at: .nan)
        fleet.play(1, at: .infinity)
        #expect(!fleet.isRunning(0) && !fleet.isRunning(1), "non-finite starts are ignored")
        fleet.play(0, at: 1)
        fleet.update(at: 1.2)
        let before = fleet[0]
        fleet.update(at: .nan)
        #expect(fleet[0] == before, "a NaN time changes nothing")
        fleet.update(at: 0.5)  // before the start
        #expect(fleet[0] == PulseValues())
        fleet.update(at: 1.4 - 1e-10)  // within 1 ns of the end: ended, as a player counts it
        #expect(!fleet.isRunning(0))
        #expect(fleet[0] == timeline.value(time: .infinity))

        var empty = KeyframePlayerFleet(timeline: timeline, count: 0)
        empty.update(at: 1)
        #expect(empty.count == 0)
        #expect(empty.append() == 0 && empty.count == 1 && empty[0] == PulseValues())
    }

    @Test func anEmptyTimelineEndsAtOnce() {
        let timeline = KeyframeTimeline(initialValue: PulseValues()) {}
        var fleet = KeyframePlayerFleet(timeline: timeline, count: 1)
        fleet.play(0, at: 3)
        #expect(!fleet.isRunning(0))
        #expect(fleet[0] == PulseValues())
    }

    @Test func aRetriggerMidRunRestartsTheSharedTimeline() {
        let timeline = KeyframeTimeline(initialValue: PulseValues()) { Self.pulse() }
        var fleet = KeyframePlayerFleet(timeline: timeline, count: 1)
        fleet.play(0, at: 0)
        fleet.update(at: 0.2)
        fleet.play(0, at: 0.2)
        #expect(fleet[0] == timeline.value(time: 0))
        fleet.update(at: 0.3)
        #expect(isClose(fleet[0].scale, timeline.value(time: 0.1).scale))
    }
}
