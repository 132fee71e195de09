import Cadence
@testable import CadenceSpec
import Foundation
import Testing
import CadenceSpecTestSupport

@Suite struct SpecDecodingTests {
    static func spec(initialValue: String = #"{"v": {"type": "number", "value": 0}}"#, tracks: String) -> String {
        #"{"version": 1, "initialValue": \#(initialValue), "tracks": \#(tracks), "reduceMotion": {"policy": "ignore"}}"#
    }

    /// Every way of writing a spring gives the Spring SwiftUI's initializer gives.
    @Test(arguments: [
        (#""bouncy""#, Spring.bouncy),
        (#"{"preset": "snappy", "duration": 0.4, "extraBounce": 0.1}"#, Spring.snappy(duration: 0.4, extraBounce: 0.1)),
        (#"{"duration": 0.6, "bounce": -0.3}"#, Spring(duration: 0.6, bounce: -0.3)),
        (#"{"response": 0.4, "dampingRatio": 0.6}"#, Spring(response: 0.4, dampingRatio: 0.6)),
        (#"{"mass": 2, "stiffness": 150, "damping": 30, "allowOverDamping": true}"#, Spring(mass: 2, stiffness: 150, damping: 30, allowOverDamping: true)),
        (#"{"stiffness": 100, "damping": 10}"#, Spring(mass: 1, stiffness: 100, damping: 10)),
        (#"{"settlingDuration": 0.8, "dampingRatio": 0.7}"#, Spring(settlingDuration: 0.8, dampingRatio: 0.7)),
        (#"{}"#, Spring()),
    ])
    func springForms(json: String, expected: Spring) throws {
        let spec = try decodeSpec(Self.spec(tracks: #"[{"keyPath": "v", "keyframes": [{"kind": "spring", "to": 1, "duration": 0.3, "spring": \#(json)}]}]"#))
        guard case .keyframes(let tracks) = spec.content, case .spring(let spring, _) = tracks[0].keyframes[0].kind else {
            Issue.record("not a spring keyframe"); return
        }
        #expect(spring.spring == expected)
    }

    @Test func componentKeyPathsAnimateOnePartOfAProperty() throws {
        let spec = try decodeSpec(Self.spec(
            initialValue: ##"{"offset": {"type": "point", "value": {"x": 5, "y": 0}}, "tint": {"type": "colour", "value": "#FF000080"}, "turn": {"type": "angle", "value": {"radians": 0}}}"##,
            tracks: #"[{"keyPath": "\\.offset.y", "keyframes": [{"kind": "linear", "to": -24, "duration": 1}]},"# +
                    #" {"keyPath": "tint.opacity", "keyframes": [{"kind": "linear", "to": 1, "duration": 1}]},"# +
                    #" {"keyPath": ".turn.degrees", "keyframes": [{"kind": "linear", "to": 90, "duration": 1}]}]"#))
        let timeline = try #require(spec.timeline())
        let half = timeline.value(time: 0.5)
        #expect(half.points[0].x == 5, "the x component is not animated")
        #expect(abs(half.points[0].y + 12) < 1e-12)
        #expect(abs(half.colors[0].opacity - (128.0 / 255 + 1) / 2) < 1e-12)
        #expect(half.colors[0].red == 1)
        #expect(abs(half.angles[0].degrees - 45) < 1e-9)
    }

    @Test func phasesDefaultToTheInitialValueAndToTheDefaultAnimation() throws {
        let spec = try decodeSpec(#"{"version": 1, "initialValue": {"s": {"type": "number", "value": 2}, "o": {"type": "opacity", "value": 0.5}}, "phases": [{"name": "a"}, {"name": "b", "values": {"s": 3}, "animation": null}]}"#)
        guard case .phases(let phases) = spec.content else { Issue.record("not phases"); return }
        #expect(phases[0].values == [[2], [0.5]])
        #expect(phases[1].values == [[3], [0.5]])
        #expect(phases[0].animation?.swift == ".default")
        #expect(phases[1].animation == nil)
    }

    /// A phase change lasts until its animation is logically complete: a timing curve at its end, a
    /// spring animation at its response (SwiftUI's default completion criterion).
    @Test func phaseChangesLastUntilLogicallyComplete() throws {
        let spec = try decodeSpec(#"""
        {"version": 1, "initialValue": {"s": {"type": "number", "value": 1}},
         "phases": [{"name": "idle", "animation": {"kind": "easeOut", "duration": 0.16}},
                    {"name": "lift", "values": {"s": 1.18}, "animation": {"kind": "spring", "duration": 0.22}},
                    {"name": "hold", "values": {"s": 1.18}, "animation": "bouncy"},
                    {"name": "snap", "values": {"s": 2}, "animation": null}]}
        """#)
        guard case .phases(let phases) = spec.content else { Issue.record("not phases"); return }
        let schedule = try PhaseSchedule(phases: phases, repeating: false)
        let durations = schedule.steps.map(\.duration)
        #expect(durations.count == 4)
        #expect(abs(durations[0] - 0.22) <= 2e-6, "spring: its response")
        #expect(durations[1] == 0, "nothing changes")
        #expect(durations[2] == 0, "no animation")
        #expect(abs(durations[3] - 0.16) <= 2e-6, "easeOut: its duration")
        // The changes that take no time all happen when the lift completes; then back to idle.
        let starts = schedule.steps.map(\.start)
        #expect(starts[0] == 0 && starts[1] == durations[0] && starts[2] == durations[0] && starts[3] == durations[0])
        #expect(schedule.phase(at: 0.1) == 1)
        #expect(schedule.phase(at: 0.3) == 0)
        // Once every animation has finished the value is the first phase's, exactly.
        #expect(schedule.value(at: schedule.duration + 1)[0][0] == 1)
        #expect(schedule.value(at: -1)[0][0] == 1)
    }

    @Test func repeatingPhasesCycleAndAZeroTimeCycleStops() throws {
        let spec = try decodeSpec(#"{"version": 1, "mode": "repeating", "initialValue": {"s": {"type": "number", "value": 0}}, "phases": [{"name": "a", "animation": {"kind": "linear", "duration": 0.5}}, {"name": "b", "values": {"s": 1}, "animation": {"kind": "linear", "duration": 0.25}}]}"#)
        guard case .phases(let phases) = spec.content else { Issue.record("not phases"); return }
        let schedule = try PhaseSchedule(phases: phases, repeating: true, horizon: 3)
        #expect(abs(schedule.duration - 0.75) < 2e-6)
        #expect(schedule.steps.count >= 8)
        #expect(abs(schedule.value(at: 0.125)[0][0] - 0.5) < 1e-9, "halfway up, linear")
        #expect(abs(schedule.value(at: 0.75 + 0.125)[0][0] - 0.5) < 1e-5, "the second cycle repeats the first")
        let still = try PhaseSchedule(phases: phases.map { var p = $0; p.animation = nil; return p }, repeating: true, horizon: 100)
        #expect(still.steps.count == 2, "a cycle that takes no time is computed once, not for ever")
    }

    @Test func aRunawaySpringKeyframeIsRejectedWithItsPath() {
        // Huge, but finite and in range, values whose springs still overflow would be caught here;
        // an undamped spring without a duration never ends.
        let error = specError(Self.spec(tracks: #"[{"keyPath": "v", "keyframes": [{"kind": "spring", "to": 1, "spring": {"duration": 0.5, "bounce": 1}}]}]"#))
        #expect(error?.description == "test.json:1:113: $.tracks[0].keyframes[0]: expected a \"duration\" for a spring that never settles (Spring(duration: 0.5, bounce: 1) is undamped), got a spring keyframe without one")
    }

    @Test func emptyTracksAndEmptyBlocksDecode() throws {
        // SwiftUI accepts both; lint reports them.
        #expect(try decodeSpec(Self.spec(tracks: "[]")).timeline()?.duration == 0)
        #expect(try decodeSpec(Self.spec(tracks: #"[{"keyPath": "v", "keyframes": []}]"#)).timeline()?.duration == 0)
    }
}
