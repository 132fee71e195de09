@testable import CadenceSpec
import CadenceUI
import Foundation
import Testing
import CadenceSpecTestSupport

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
        // Both properties change at every phase change up to 0.7 s: see `phasesAfterARunningSpringAgree`.
        ("phases on a trigger", spec(phasesWithARunningSpring), false, 0.7),
        // The view plays a phase variant as SwiftUI code's `if reduceMotion { … } else { … }` does:
        // a repeating variant cycles (`sample` used to hold its first phase while `render` cycled).
        ("a repeating phase variant under Reduce Motion",
         spec(#""phases": [{"name": "a", "values": {"dx": 30}, "animation": {"kind": "easeInOut", "duration": 0.3}}, {"name": "b", "values": {"dx": -30}, "animation": {"kind": "easeInOut", "duration": 0.3}}], "reduceMotion": {"policy": "simplified", "phases": [{"name": "dim", "values": {"dy": 4}, "animation": {"kind": "linear", "duration": 0.2}}, {"name": "lit", "values": {"dy": -4}, "animation": {"kind": "linear", "duration": 0.2}}]}"#,
              mode: "repeating", events: "[]"), true, 1.0),
    ]

    @Test(arguments: cases.indices)
    func theDrawnOffsetIsTheSampledValue(index: Int) throws {
        let test = Self.cases[index]
        let spec = try decodeSpec(test.json)
        let stage = try sceneStage(spec, reduceMotion: test.reduceMotion).makeStage()
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

    nonisolated static let phasesWithARunningSpring = #""phases": [{"name": "rest", "values": {}}, {"name": "out", "values": {"dx": 50, "dy": -20}, "animation": {"kind": "easeInOut", "duration": 0.3}}, {"name": "back", "values": {"dx": -5}, "animation": {"kind": "spring", "duration": 0.4, "bounce": 0.2}}]"#

    /// The same spec drawn with each property in a modifier of its own, as a SwiftUI view usually
    /// binds them.
    nonisolated static func separateOffsets(_ motion: String) -> String {
        spec(motion).replacingOccurrences(of: #"{"offset": {"x": "dx", "y": "dy"}}"#,
                                          with: #"{"offset": {"x": "dx"}}, {"offset": {"y": "dy"}}"#)
    }

    /// Drawn and sampled offsets from `start` to `end` seconds, every 10 ms.
    func offsets(_ json: String, from start: Double, to end: Double) throws -> [(time: Double, drawn: [Double], sampled: [Double])] {
        let spec = try decodeSpec(json)
        let stage = try sceneStage(spec, reduceMotion: false).makeStage()
        var evaluator = try SpecEvaluator(spec: spec, reduceMotion: false, horizon: end)
        var rows: [(time: Double, drawn: [Double], sampled: [Double])] = []
        for step in Int(start * 100)...Int(end * 100) {
            let time = Double(step) / 100
            stage.advance(to: time)
            let item = try #require(stage.displayList().items.first)
            let sampled = try evaluator.values(at: time)
            rows.append((time, [Double(item.bounds.midX) - 100, Double(item.bounds.midY) - 100], [sampled[0][0], sampled[1][0]]))
        }
        #expect(stage.issues.isEmpty, "\(stage.issues)")
        return rows
    }

    /// When the phase animator moves on while a spring is still running (at its logical completion,
    /// 0.7 s here), the next phase's spring takes over its position and velocity at that exact
    /// instant, in `render` (CadenceUI's phase animator) and in `sample` (`PhaseSchedule`) alike: both
    /// time the phases with the runtime's `PhasePlayer`. (`sample` used to find that instant to a
    /// microsecond, rounded up, which started the spring one 1/300 s integration step late: 0.014 pt
    /// off here.) `dy`, which the last change leaves alone, keeps its spring. Checked on both axes
    /// until both springs have come to rest.
    @Test func phasesAfterARunningSpringAgree() throws {
        let rows = try offsets(Self.separateOffsets(Self.phasesWithARunningSpring), from: 0.7, to: 2.5)
        var worst = 0.0
        for row in rows {
            for axis in 0..<2 {
                let (drawn, expected) = (row.drawn[axis], row.sampled[axis])
                #expect(abs(drawn - expected) <= 1e-9 + 1e-9 * abs(expected), "t = \(row.time), axis \(axis): drawn \(drawn), sampled \(expected)")
                worst = max(worst, abs(drawn - expected))
            }
        }
        // The window sees both move, and ends at rest at the first phase.
        #expect(rows.map { abs($0.sampled[0] + 5) }.max()! > 4)
        #expect(rows.map { abs($0.sampled[1]) }.max()! > 0.01)
        #expect(rows.last!.sampled == [0, 0])
        print("RenderValuesTests: phases after a running spring, largest difference \(worst) pt")
    }

    /// A repeating cycle whose springs are still running at every change agrees too, cycle after
    /// cycle (each cycle starts from where the last one left the springs).
    @Test func repeatingPhasesAgree() throws {
        let motion = #""phases": [{"name": "a", "values": {"dx": 10}, "animation": {"kind": "bouncy", "duration": 0.3}}, {"name": "b", "values": {"dx": -20, "dy": 15}, "animation": {"kind": "snappy", "duration": 0.25}}, {"name": "c", "values": {"dy": -5}, "animation": {"kind": "easeOut", "duration": 0.2}}]"#
        let json = Self.separateOffsets(motion).replacingOccurrences(of: #""mode": "trigger""#, with: #""mode": "repeating""#)
            .replacingOccurrences(of: #"[{"time": 0, "event": "trigger"}]"#, with: "[]")
        let rows = try offsets(json, from: 0, to: 3)
        var worst = 0.0
        for row in rows {
            for axis in 0..<2 {
                #expect(abs(row.drawn[axis] - row.sampled[axis]) <= 1e-9 + 1e-9 * abs(row.sampled[axis]), "t = \(row.time), axis \(axis): drawn \(row.drawn[axis]), sampled \(row.sampled[axis])")
                worst = max(worst, abs(row.drawn[axis] - row.sampled[axis]))
            }
        }
        #expect(rows.map { $0.sampled[0] }.max()! > 5 && rows.map { $0.sampled[0] }.min()! < -15, "dx cycles")
        print("RenderValuesTests: repeating phases, largest difference \(worst) pt")
    }

    /// A scene that puts both properties in one `offset(x:y:)` animates them as one vector, as
    /// SwiftUI does: the change of `dx` at 0.7 s hands `dy`, still springing, to the new animation
    /// too. `sample` has no scene and keeps `dy`'s own spring, so only `dx` agrees (until the springs
    /// come to rest, when the whole offset is judged at rest together).
    @Test func onlyAChangedPropertyAgreesWhenAModifierGroupsTwo() throws {
        let rows = try offsets(Self.spec(Self.phasesWithARunningSpring), from: 0.7, to: 1.3)
        for row in rows {
            #expect(abs(row.drawn[0] - row.sampled[0]) <= 1e-9 + 1e-9 * abs(row.sampled[0]), "t = \(row.time): dx drawn \(row.drawn[0]), sampled \(row.sampled[0])")
        }
        let dy = rows.map { abs($0.drawn[1] - $0.sampled[1]) }.max()!
        #expect(dy > 1e-3, "dy differs by \(dy) pt")
        print("RenderValuesTests: one offset(x:y:) for dx and dy, dy differs by up to \(dy) pt")
    }

    /// A phase whose values equal the last phase's changes nothing, so in SwiftUI its animation
    /// completes at once and the animator moves straight on (a "hold" phase does not hold); `sample`
    /// does the same.
    @Test func aPhaseThatChangesNothingTakesNoTime() throws {
        let motion = #""phases": [{"name": "rest", "values": {}}, {"name": "up", "values": {"dy": -100}}, {"name": "hold", "values": {"dy": -100}, "animation": {"kind": "linear", "duration": 0.5}}]"#
        let rows = try offsets(Self.separateOffsets(motion), from: 0, to: 1.5)
        var worst = 0.0
        for row in rows { worst = max(worst, abs(row.drawn[1] - row.sampled[1])) }
        // Back down from 0.55 s (the default spring's response), not from 1.05 s.
        let sampled = rows.first { abs($0.time - 0.9) < 1e-9 }!.sampled[1]
        #expect(sampled > -10, "dy at 0.9 s: \(sampled)")
        #expect(worst <= 1e-9, "render and sample differ by up to \(worst) pt")
    }

    @Test func aPhaseVariantPlaysUnderReduceMotionAndAfterAToggle() throws {
        let phases = #""phases": [{"name": "rest", "values": {}}, {"name": "out", "values": {"dx": 50}, "animation": {"kind": "easeInOut", "duration": 0.3}}, {"name": "far", "values": {"dx": 80}, "animation": {"kind": "linear", "duration": 0.2}}], "reduceMotion": {"policy": "simplified", "phases": [{"name": "rest", "values": {}}, {"name": "dim", "values": {"dy": 10}, "animation": {"kind": "linear", "duration": 0.25}}]}"#
        // Reduce Motion on from the start: the variant plays from the first trigger.
        let spec = try decodeSpec(Self.spec(phases))
        let stage = try sceneStage(spec, reduceMotion: true).makeStage()
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
        let second = try sceneStage(toggled, reduceMotion: false).makeStage()
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
        let stage = try sceneStage(spec, reduceMotion: false).makeStage()
        var moving = try SpecEvaluator(spec: spec, reduceMotion: false, horizon: 1)
        var reduced = try SpecEvaluator(spec: spec, reduceMotion: true, horizon: 1)
        for (time, expected) in [(0.2, try moving.values(at: 0.2)), (1.25, try reduced.values(at: 0.05))] {
            stage.advance(to: time)
            let item = try #require(stage.displayList().items.first)
            #expect(abs(Double(item.bounds.midX) - 100 - expected[0][0]) <= 1e-9, "t = \(time)")
        }
    }
}
