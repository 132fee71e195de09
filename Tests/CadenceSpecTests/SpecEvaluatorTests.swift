import Cadence
import CadenceRuntime
@testable import CadenceSpec
import CadenceUI
import CadenceTestSupport
import Testing
import CadenceSpecTestSupport

/// `SpecEvaluator` drives the runtime's players, so its values are the players' values, at any time
/// and in any order; and what it adds (seeking, periodic loops, the edges of time) behaves.
@Suite struct SpecEvaluatorTests {
    static func spec(mode: String = "trigger", motion: String) throws -> AnimationSpec {
        try decodeSpec("""
        {"version": 1, "mode": "\(mode)",
         "initialValue": {"x": {"type": "number", "value": 0}, "p": {"type": "point", "value": {"x": 0, "y": 0}}},
         \(motion)}
        """)
    }

    /// A loop without a reset: each pass starts where the last ended, so passes differ until the
    /// springs settle into a cycle.
    static let drifting = #""tracks": [{"keyPath": "x", "keyframes": [{"kind": "spring", "to": 40, "duration": 0.3, "spring": "bouncy"}, {"kind": "cubic", "to": -10, "duration": 0.2}]}, {"keyPath": "p", "keyframes": [{"kind": "linear", "to": {"x": 5, "y": 6}, "duration": 0.5}]}]"#

    /// The same times asked in order, backwards and shuffled give the same numbers, bit for bit.
    @Test(arguments: ["trigger", "repeating"])
    func anyOrderGivesTheSameValues(mode: String) throws {
        let spec = try Self.spec(mode: mode, motion: Self.drifting)
        let times = (0...300).map { Double($0) / 97 }
        var forward = try SpecEvaluator(spec: spec, reduceMotion: false, horizon: 4)
        let ordered = try times.map { try forward.values(at: $0) }
        var backward = try SpecEvaluator(spec: spec, reduceMotion: false, horizon: 4)
        let reversed = try times.reversed().map { try backward.values(at: $0) }
        #expect(ordered == Array(reversed.reversed()))
        var random = SeededGenerator.logged("SpecEvaluatorTests \(mode)")
        var shuffled = try SpecEvaluator(spec: spec, reduceMotion: false, horizon: 4)
        for index in times.indices.shuffled(using: &random) {
            #expect(try shuffled.values(at: times[index]) == ordered[index], "t = \(times[index])")
        }
        // The values move (the test would pass on a constant otherwise).
        #expect(Set(ordered.map { $0[0][0] }).count > 40)
    }

    /// A repeating spec's values are those of a `KeyframePlayer` looping the same keyframes, updated
    /// at the same times: the evaluator adds no rule of its own.
    @Test func aLoopIsTheRuntimePlayersLoop() throws {
        let spec = try Self.spec(mode: "repeating", motion: Self.drifting)
        guard case .keyframes(let tracks) = spec.content else { Issue.record("not keyframes"); return }
        let properties = spec.properties
        var player = KeyframePlayer(initialValue: spec.initialValues, repeating: true) { _ in SpecKeyframes(tracks, properties: properties) }
        var evaluator = try SpecEvaluator(spec: spec, reduceMotion: false, horizon: 0)
        for step in 0...600 {
            let time = Double(step) / 120
            player.update(at: time)
            let expected = properties.map(player.value.components(of:))
            #expect(try evaluator.values(at: time) == expected, "t = \(time)")
        }
        // Without a reset the second pass starts where the first ended, not at the initial value.
        #expect(try evaluator.values(at: 0.5)[0][0] == -10)
    }

    /// A loop that has settled into a cycle is sampled in the first pass that repeats, so a time
    /// hours away costs no more than one pass, and equals the same local time one cycle earlier.
    @Test func aSettledLoopIsPeriodic() throws {
        let reset = #""tracks": [{"keyPath": "x", "keyframes": [{"kind": "move", "to": 0}, {"kind": "spring", "to": 40, "duration": 0.3, "spring": "bouncy"}, {"kind": "linear", "to": 0, "duration": 0.2}]}]"#
        let spec = try Self.spec(mode: "repeating", motion: reset)
        var evaluator = try SpecEvaluator(spec: spec, reduceMotion: false, horizon: 0)
        #expect(evaluator.duration == 0.5)
        let near = try evaluator.values(at: 1.125)
        let far = try evaluator.values(at: 36_000 + 0.125)
        #expect(abs(far[0][0] - near[0][0]) <= 1e-9)
        #expect(near[0][0] > 1, "mid-spring, not at rest")
    }

    /// Before 0 nothing has started; `∞` is where a triggered run ends; NaN, and `∞` for a loop,
    /// are not times a spec has.
    @Test func theEdgesOfTime() throws {
        var triggered = try SpecEvaluator(spec: try Self.spec(motion: Self.drifting), reduceMotion: false, horizon: 0)
        #expect(try triggered.values(at: -1) == [[0], [0, 0]])
        #expect(try triggered.values(at: .infinity) == [[-10], [5, 6]])
        #expect(try triggered.values(at: 100) == [[-10], [5, 6]])
        #expect(throws: SpecError.self) { try triggered.values(at: .nan) }
        var loop = try SpecEvaluator(spec: try Self.spec(mode: "repeating", motion: Self.drifting), reduceMotion: false, horizon: 0)
        #expect(throws: SpecError.self) { try loop.values(at: .infinity) }
        #expect(throws: SpecError.self) { try loop.values(at: .nan) }
        #expect(try loop.values(at: -0.5) == [[0], [0, 0]])
    }

    /// Reduce Motion is the players' policy: `skipToEnd` shows the end from 0 and a held loop its
    /// first state, with nothing to play (duration 0).
    @Test func reduceMotionIsThePlayersPolicy() throws {
        let skip = try Self.spec(motion: Self.drifting + #", "reduceMotion": {"policy": "skipToEnd"}"#)
        var skipped = try SpecEvaluator(spec: skip, reduceMotion: true, horizon: 0)
        #expect(skipped.duration == 0)
        #expect(try skipped.values(at: 0) == [[-10], [5, 6]])
        let held = try Self.spec(mode: "repeating", motion: Self.drifting + #", "reduceMotion": {"policy": "crossFade"}"#)
        var holding = try SpecEvaluator(spec: held, reduceMotion: true, horizon: 0)
        #expect(holding.duration == 0)
        #expect(try holding.values(at: 0.3) == [[0], [0, 0]])
        // Off, the same specs move.
        var moving = try SpecEvaluator(spec: held, reduceMotion: false, horizon: 0)
        #expect(moving.duration == 0.5)
        #expect(try moving.values(at: 0.3) != [[0], [0, 0]])
    }
}
