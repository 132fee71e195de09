import CadenceUI
import Foundation
import Testing
@testable import CadenceCLI

/// What `render` shows equals what `sample` computes: a scene binding an offset to the animated
/// value puts the drawn item where `SpecEvaluator` says, at every time, for keyframes (triggered and
/// repeating, with loops that drift), Reduce Motion variants, and phases.
@MainActor
@Suite struct RenderValuesTests {
    /// A 20 × 20 square centred on a 200 × 200 stage, offset by (dx, dy).
    nonisolated static func spec(_ motion: String, mode: String = "trigger", events: String = #"[{"time": 0, "event": "trigger"}]"#) -> String {
        """
        {"version": 1, "mode": "\(mode)",
         "initialValue": {"dx": {"type": "number", "value": 0}, "dy": {"type": "number", "value": 0}},
         \(motion),
         "scene": {"size": {"width": 200, "height": 200},
                   "content": {"shape": "rectangle", "modifiers": [{"frame": {"width": 20, "height": 20}}, {"offset": {"x": "dx", "y": "dy"}}]},
                   "events": \(events)}}
        """
    }

    nonisolated static let tracks = #""tracks": [{"keyPath": "dx", "keyframes": [{"kind": "spring", "to": 40, "duration": 0.3, "spring": "bouncy"}, {"kind": "cubic", "to": -10, "duration": 0.4}]}, {"keyPath": "dy", "keyframes": [{"kind": "linear", "to": 30, "duration": 0.25}, {"kind": "spring", "to": 0, "duration": 0.5, "spring": "snappy"}]}]"#

    nonisolated static let cases: [(name: String, json: String, reduceMotion: Bool, end: Double)] = [
        ("keyframes on a trigger", spec(tracks), false, 1.0),
        ("repeating keyframes without a reset (each loop starts where the last ended)", spec(tracks, mode: "repeating", events: "[]"), false, 2.6),
        ("a simplified variant under Reduce Motion",
         spec(tracks + #", "reduceMotion": {"policy": "simplified", "tracks": [{"keyPath": "dy", "keyframes": [{"kind": "linear", "to": 12, "duration": 0.2}]}]}"#), true, 0.5),
        ("skipToEnd under Reduce Motion", spec(tracks + #", "reduceMotion": {"policy": "skipToEnd"}"#), true, 0.5),
        ("phases on a trigger",
         spec(#""phases": [{"name": "rest", "values": {}}, {"name": "out", "values": {"dx": 50, "dy": -20}, "animation": {"kind": "easeInOut", "duration": 0.3}}, {"name": "back", "values": {"dx": -5}, "animation": {"kind": "spring", "duration": 0.4, "bounce": 0.2}}]"#), false, 0.7),
    ]

    @Test(arguments: cases.indices)
    func theDrawnOffsetIsTheSampledValue(index: Int) throws {
        let test = Self.cases[index]
        let spec = try decodeSpec(test.json)
        let stage = try SceneStage(spec: spec, events: nil, reduceMotion: test.reduceMotion).makeStage()
        var evaluator = try SpecEvaluator(spec: spec, reduceMotion: test.reduceMotion, horizon: test.end)
        var checked = 0
        for step in 0...Int(test.end * 100) {
            let time = Double(step) / 100
            stage.advance(to: time)
            let item = try #require(stage.displayList().items.first, "\(test.name): nothing drawn at \(time)")
            let drawn = (x: Double(item.bounds.midX) - 100, y: Double(item.bounds.midY) - 100)
            let sampled = try evaluator.values(at: time)
            for (value, expected) in [(drawn.x, sampled[0][0]), (drawn.y, sampled[1][0])] {
                #expect(abs(value - expected) <= 1e-9 + 1e-9 * abs(expected),
                        "\(test.name) at t = \(time): drawn \(value), sampled \(expected)")
            }
            checked += 1
        }
        #expect(checked > 10)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    /// When the phase animator moves on while a spring is still running (at its logical completion,
    /// 0.7 s here), the next phase's spring takes over its position and velocity at that exact
    /// instant, in `render` (CadenceUI's phase animator) and in `sample` (`PhaseSchedule`) alike: both
    /// play the phases through the runtime's `PhasePlayer`. Checked on both axes until the last spring
    /// has come to rest, past the moment the whole offset settles.
    @Test func phasesAfterARunningSpringAgree() throws {
        let spec = try decodeSpec(Self.cases[4].json)
        let stage = try SceneStage(spec: spec, events: nil, reduceMotion: false).makeStage()
        var evaluator = try SpecEvaluator(spec: spec, reduceMotion: false, horizon: 2.5)
        #expect(evaluator.duration > 1.5 && evaluator.duration < 2.5, "the run ends at \(evaluator.duration) s")
        var worst = 0.0
        var moved = 0.0
        for step in 70...250 {
            let time = Double(step) / 100
            stage.advance(to: time)
            let item = try #require(stage.displayList().items.first)
            let sampled = try evaluator.values(at: time)
            for (drawn, expected) in [(Double(item.bounds.midX) - 100, sampled[0][0]), (Double(item.bounds.midY) - 100, sampled[1][0])] {
                #expect(abs(drawn - expected) <= 1e-9 + 1e-9 * abs(expected), "t = \(time): drawn \(drawn), sampled \(expected)")
                worst = max(worst, abs(drawn - expected))
            }
            moved = max(moved, abs(sampled[0][0] + 5))
        }
        // The window sees the spring move (it is not a stretch where both sit still).
        #expect(moved > 4, "dx moved by \(moved) pt")
        print("RenderValuesTests: phases after a running spring, largest difference \(worst) pt")
    }

    @Test func aPhaseVariantPlaysUnderReduceMotionAndAfterAToggle() throws {
        let phases = #""phases": [{"name": "rest", "values": {}}, {"name": "out", "values": {"dx": 50}, "animation": {"kind": "easeInOut", "duration": 0.3}}, {"name": "far", "values": {"dx": 80}, "animation": {"kind": "linear", "duration": 0.2}}], "reduceMotion": {"policy": "simplified", "phases": [{"name": "rest", "values": {}}, {"name": "dim", "values": {"dy": 10}, "animation": {"kind": "linear", "duration": 0.25}}]}"#
        // Reduce Motion on from the start: the variant plays from the first trigger.
        let spec = try decodeSpec(Self.spec(phases))
        let stage = try SceneStage(spec: spec, events: nil, reduceMotion: true).makeStage()
        var reduced = try SpecEvaluator(spec: spec, reduceMotion: true, horizon: 1)
        for time in [0.05, 0.1, 0.2] {
            stage.advance(to: time)
            let item = try #require(stage.displayList().items.first)
            let expected = try reduced.values(at: time)
            #expect(abs(Double(item.bounds.midX) - 100 - expected[0][0]) <= 1e-9, "t = \(time)")
            #expect(abs(Double(item.bounds.midY) - 100 - expected[1][0]) <= 1e-9, "t = \(time)")
        }
        // Turned on in the middle of a run (the animator at its third phase, which the variant does not
        // have): the variant's animator takes over at rest, and the next trigger plays it.
        let toggled = try decodeSpec(Self.spec(phases, events: #"[{"time": 0, "event": "trigger"}, {"time": 0.4, "event": "reduceMotionOn"}, {"time": 1, "event": "trigger"}]"#))
        let second = try SceneStage(spec: toggled, events: nil, reduceMotion: false).makeStage()
        for (time, local) in [(0.45, -1.0), (1.1, 0.1), (1.2, 0.2)] {
            second.advance(to: time)
            let item = try #require(second.displayList().items.first)
            let expected = local < 0 ? [[0.0], [0.0]] : try reduced.values(at: local)
            #expect(abs(Double(item.bounds.midX) - 100 - expected[0][0]) <= 1e-9, "t = \(time)")
            #expect(abs(Double(item.bounds.midY) - 100 - expected[1][0]) <= 1e-9, "t = \(time)")
        }
        #expect(second.issues.isEmpty, "\(second.issues)")
    }

    @Test func aReduceMotionToggleMidwayChangesTheNextRun() throws {
        let json = Self.spec(Self.tracks + #", "reduceMotion": {"policy": "skipToEnd"}"#,
                             events: #"[{"time": 0, "event": "trigger"}, {"time": 1, "event": "reduceMotionOn"}, {"time": 1.2, "event": "trigger"}]"#)
        let spec = try decodeSpec(json)
        let stage = try SceneStage(spec: spec, events: nil, reduceMotion: false).makeStage()
        var moving = try SpecEvaluator(spec: spec, reduceMotion: false, horizon: 1)
        var reduced = try SpecEvaluator(spec: spec, reduceMotion: true, horizon: 1)
        for (time, expected) in [(0.2, try moving.values(at: 0.2)), (1.25, try reduced.values(at: 0.05))] {
            stage.advance(to: time)
            let item = try #require(stage.displayList().items.first)
            #expect(abs(Double(item.bounds.midX) - 100 - expected[0][0]) <= 1e-9, "t = \(time)")
        }
    }
}
