@testable import CadenceCLI
import CadenceSpec
import CadenceUI
import Foundation
import Testing
import CadenceSpecTestSupport

/// Pointer events in spec scenes (issue #24): `tap`, `drag`, `longPress`, `pinch` and `rotate`
/// decode with their defaults, reach the stage's pointer in virtual time, and the scene's
/// `gestures` answer them as a Swift author's gestures would.
@MainActor
@Suite struct ScenePointerEventTests {
    /// A 40 × 40 blue square centred on a 200 × 200 stage whose scale plays 1 → 1.5 → 1 over 0.4 s on
    /// each trigger, with `gestures` and `events`.
    nonisolated static func spec(gestures: String?, events: String, mode: String = "trigger") -> String {
        """
        {"version": 1, "mode": "\(mode)",
         "initialValue": {"s": {"type": "number", "value": 1}},
         "tracks": [{"keyPath": "s", "keyframes": [{"kind": "linear", "to": 1.5, "duration": 0.2}, {"kind": "linear", "to": 1, "duration": 0.2}]}],
         "reduceMotion": {"policy": "skipToEnd"},
         "scene": {"size": {"width": 200, "height": 200}\(gestures.map { ", \"gestures\": \($0)" } ?? ""),
                   "content": {"shape": "rectangle", "modifiers": [{"foregroundStyle": "blue"}, {"frame": {"width": 40, "height": 40}}, {"scaleEffect": "s"},
                               {"accessibilityLabel": "Square"}, {"accessibilityValue": "{count} taps"}]},
                   "events": \(events)}}
        """
    }

    static func stage(_ json: String) throws -> Stage {
        try SceneStage(spec: try decodeSpec(json), events: nil, reduceMotion: false).makeStage()
    }

    /// The square's bounds on the stage at `time`.
    static func square(_ stage: Stage, at time: Double) throws -> CGRect {
        stage.advance(to: time)
        return try #require(stage.displayList().items.first).bounds
    }

    static func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool { abs(a - b) <= tolerance }

    // MARK: Decoding

    @Test(arguments: [
        (#"{"time": 0.5, "event": "tap"}"#, SceneEvent.Pointer.tap(at: nil, count: 1)),
        (#"{"time": 0.5, "event": "tap", "at": {"x": 10, "y": 20}, "count": 2}"#, .tap(at: CGPoint(x: 10, y: 20), count: 2)),
        (#"{"time": 0.5, "event": "drag", "from": {"x": 1, "y": 2}, "to": {"x": 3, "y": 4}}"#, .drag(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3, y: 4), duration: 0.25)),
        (#"{"time": 0.5, "event": "drag", "from": {"x": 1, "y": 2}, "to": {"x": 3, "y": 4}, "duration": 0.8}"#, .drag(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3, y: 4), duration: 0.8)),
        (#"{"time": 0.5, "event": "longPress"}"#, .longPress(at: nil, duration: 1)),
        (#"{"time": 0.5, "event": "longPress", "at": {"x": 5, "y": 6}, "duration": 0.3}"#, .longPress(at: CGPoint(x: 5, y: 6), duration: 0.3)),
        (#"{"time": 0.5, "event": "pinch", "scale": 2}"#, .pinch(at: nil, scale: 2, duration: 0.5)),
        (#"{"time": 0.5, "event": "rotate", "degrees": -30, "duration": 1}"#, .rotate(at: nil, degrees: -30, duration: 1)),
    ])
    func pointerEventsDecodeWithTheStagesDefaults(_ json: String, _ pointer: SceneEvent.Pointer) throws {
        let spec = try decodeSpec(Self.spec(gestures: nil, events: "[\(json)]"))
        let event = try #require(spec.scene?.events.first)
        #expect(event.pointer == pointer)
        #expect(event.time == 0.5)
    }

    @Test func inlineScriptsTakeTapsAndLongPressesAtTheCentre() throws {
        let console = Console(output: { _ in }, error: { _ in })
        let events = try SceneEventScript.parse("0.5:tap, 1:longPress", mode: .trigger, console: console)
        #expect(events.map(\.pointer) == [.tap(at: nil, count: 1), .longPress(at: nil, duration: 1)])
        for name in ["drag", "pinch", "rotate"] {
            #expect {
                _ = try SceneEventScript.parse("0.5:\(name)", mode: .trigger, console: console)
            } throws: { error in
                "\(error)".contains("a \(name) needs its path") && "\(error)".contains("write the events as JSON")
            }
        }
    }

    @Test func gesturesDecodeWithSwiftUIsDefaults() throws {
        let spec = try decodeSpec(Self.spec(gestures: #"{"tap": {}, "longPress": {}, "drag": {}, "magnify": {"release": null}, "rotate": {"release": "easeOut"}}"#, events: "[]"))
        let gestures = try #require(spec.scene?.gestures)
        #expect(gestures.tapCount == 1)
        #expect(gestures.longPressDuration == 0.5)
        #expect(gestures.drag == .some(.spring))
        #expect(gestures.magnify == .some(nil))
        #expect(gestures.rotate == .some(.easeOut))
    }

    // MARK: Playing

    @Test func aDragMovesTheContentAndTheReleaseSpringsItBack() throws {
        let stage = try Self.stage(Self.spec(gestures: #"{"drag": {}}"#, events: #"[{"time": 0.5, "event": "drag", "from": {"x": 100, "y": 100}, "to": {"x": 160, "y": 100}, "duration": 0.3}]"#))
        let start = try Self.square(stage, at: 0.4)
        #expect(Self.close(start.midX, 100))
        let held = try Self.square(stage, at: 0.8)
        #expect(Self.close(held.midX, 160, 1e-3), "follows the finger to the end of the drag: \(held.midX)")
        let released = try Self.square(stage, at: 0.9)
        #expect(released.midX < 160 && released.midX > 100, "springing back: \(released.midX)")
        let settled = try Self.square(stage, at: 3)
        #expect(Self.close(settled.midX, 100, 1e-3), "back in place: \(settled.midX)")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aTapOnTheContentTriggersTheAnimatorAndCountsUp() throws {
        let stage = try Self.stage(Self.spec(gestures: #"{"tap": {}}"#, events: #"[{"time": 0.5, "event": "tap"}, {"time": 1, "event": "tap", "at": {"x": 100, "y": 100}}]"#))
        #expect(Self.close(try Self.square(stage, at: 0.4).width, 40))
        #expect(Self.close(try Self.square(stage, at: 0.7).width, 60, 1e-6), "the keyframes play from the tap")
        #expect(Self.close(try Self.square(stage, at: 0.95).width, 40))
        #expect(Self.close(try Self.square(stage, at: 1.1).width, 50, 1e-6), "the second tap plays them again")
        let value = stage.accessibilityTree().allElements.first { $0.label == "Square" }?.value
        #expect(value == "2 taps")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aLongPressTriggersOnceItsMinimumDurationHasPassed() throws {
        let stage = try Self.stage(Self.spec(gestures: #"{"longPress": {"minimumDuration": 0.3}}"#, events: #"[{"time": 0.5, "event": "longPress", "duration": 0.6}]"#))
        #expect(Self.close(try Self.square(stage, at: 0.75).width, 40), "not yet: held 0.25 s")
        let width = try Self.square(stage, at: 0.9).width
        #expect(Self.close(width, 50, 1e-6), "recognised at 0.8 s, 0.1 s into the 0.2 s ramp to 1.5: \(width)")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aPinchScalesAndARotationTurnsTheContent() throws {
        let stage = try Self.stage(Self.spec(gestures: #"{"magnify": {"release": null}, "rotate": {"release": null}}"#,
                                             events: #"[{"time": 0.5, "event": "pinch", "scale": 2, "duration": 0.5}, {"time": 1.5, "event": "rotate", "degrees": 90, "duration": 0.5}]"#))
        // The fingers move at 120 Hz: by 0.99 s, 58 of the 60 steps to twice the distance.
        let pinched = try Self.square(stage, at: 0.99).width
        #expect(Self.close(pinched, 40 * (1 + 58.0 / 60), 1e-3), "pinched nearly to twice its size: \(pinched)")
        #expect(Self.close(try Self.square(stage, at: 1.2).width, 40), "released without an animation: back at once")
        stage.advance(to: 1.75)
        let item = try #require(stage.displayList().items.first)
        #expect(Self.close(item.transform.b, sin(.pi / 4), 0.02), "half way through the turn: \(item.transform)")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aPointerEventThatHitsNothingIsReported() throws {
        let stage = try Self.stage(Self.spec(gestures: #"{"tap": {}}"#, events: #"[{"time": 0.5, "event": "tap", "at": {"x": 5, "y": 5}}]"#))
        stage.advance(to: 1)
        #expect(stage.issues.contains { $0.kind == .failedEvent && $0.message.contains("tap(at:") && $0.message.contains("nothing at (5, 5)") }, "\(stage.issues)")
    }

    @Test func theRecordingLastsUntilTheReleaseHasSettled() throws {
        let scene = try SceneStage(spec: try decodeSpec(Self.spec(gestures: #"{"drag": {}}"#, events: #"[{"time": 0.5, "event": "drag", "from": {"x": 100, "y": 100}, "to": {"x": 160, "y": 100}, "duration": 0.3}]"#)),
                                   events: nil, reduceMotion: false)
        let duration = try scene.duration()
        #expect(duration > 0.8 + 0.5, "the drag ends at 0.8 s and the spring takes longer than 0.5 s: \(duration)")
    }
}
