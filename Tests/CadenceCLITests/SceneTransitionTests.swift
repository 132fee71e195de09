@testable import CadenceCLI
import CadenceSpec
import CadenceUI
import Foundation
import Testing
import CadenceSpecTestSupport

/// Transitions in spec scenes (issue #9): every SwiftUI form decodes, `insert` and `remove` events
/// play the transition through CadenceUI's `.transition` machinery, the scene's Reduce Motion policy
/// for transitions turns movement into a cross-fade, and `lint` warns about movement without one.
@MainActor
@Suite struct SceneTransitionTests {
    /// A 20 × 20 blue square centred on a 200 × 200 stage, with `transition`, `reduceMotion` (scene
    /// level) and `events`; the animator only holds a constant, so all motion is the transition's.
    nonisolated static func spec(transition: String?, reduceMotion: String? = nil, events: String, mode: String = "trigger") -> String {
        """
        {"version": 1, "mode": "\(mode)",
         "initialValue": {"s": {"type": "number", "value": 1}},
         "tracks": [{"keyPath": "s", "keyframes": [{"kind": "linear", "to": 1, "duration": 0.1}]}],
         "reduceMotion": {"policy": "skipToEnd"},
         "scene": {"size": {"width": 200, "height": 200}\(reduceMotion.map { ", \"reduceMotion\": \($0)" } ?? ""),
                   "content": {"shape": "rectangle", "modifiers": [{"foregroundStyle": "blue"}, {"frame": {"width": 20, "height": 20}}, {"scaleEffect": "s"}]\(transition.map { ", \"transition\": \($0)" } ?? "")},
                   "events": \(events)}}
        """
    }

    nonisolated static let insertAtZero = #"[{"time": 0, "event": "insert", "animation": {"kind": "linear", "duration": 1}}]"#

    static func transition(_ json: String) throws -> SceneTransition? {
        try decodeSpec(spec(transition: json, events: "[]")).scene?.content.transition
    }

    /// The square's item, or nil when nothing is drawn.
    static func square(_ stage: Stage, at time: Double) -> DisplayList.Item? {
        stage.advance(to: time)
        return stage.displayList().items.first
    }

    static func opacity(_ item: DisplayList.Item?) -> Double? {
        guard let item, case .shape(let shape) = item.content else { return nil }
        return Double(shape.paint.color.opacity)
    }

    static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 + 1e-6 * abs(b) }

    // MARK: Decoding

    @Test(arguments: [
        (#""identity""#, SceneTransition.identity),
        (#""opacity""#, .opacity),
        (#""scale""#, .scale(0, anchor: "center")),
        (#""slide""#, .slide),
        (#"{"scale": {"scale": 0.5, "anchor": "bottom"}}"#, .scale(0.5, anchor: "bottom")),
        (#"{"scale": {"scale": 2}}"#, .scale(2, anchor: "center")),
        (#"{"move": {"edge": "bottom"}}"#, .move(edge: "bottom")),
        (#"{"push": {"from": "leading"}}"#, .push(from: "leading")),
        (#"{"offset": {"x": 12, "y": -40}}"#, .offset(x: 12, y: -40)),
        (#"{"offset": {"y": 40}}"#, .offset(x: 0, y: 40)),
        (#"{"asymmetric": {"insertion": "scale", "removal": {"move": {"edge": "top"}}}}"#,
         .asymmetric(insertion: .scale(0, anchor: "center"), removal: .move(edge: "top"))),
        (#"{"combined": [{"move": {"edge": "bottom"}}, "opacity"]}"#, .combined([.move(edge: "bottom"), .opacity])),
        (#"{"combined": [{"asymmetric": {"insertion": "opacity", "removal": "slide"}}, {"scale": {"scale": 0.8}}, "identity"]}"#,
         .combined([.asymmetric(insertion: .opacity, removal: .slide), .scale(0.8, anchor: "center"), .identity])),
    ])
    func everyFormDecodes(json: String, expected: SceneTransition) throws {
        #expect(try Self.transition(json) == expected)
    }

    @Test(arguments: [
        (#""fade""#, "$.scene.content.transition", "expected a transition"),
        (#""move""#, "$.scene.content.transition", #"without its arguments (write {"move": …})"#),
        (#""opacty""#, "$.scene.content.transition", #"(did you mean "opacity"?)"#),
        (#"{"move": {"edge": "bottm"}}"#, "$.scene.content.transition.move.edge", #"(did you mean "bottom"?)"#),
        (#"{"move": {}}"#, "$.scene.content.transition.move", #"expected a member "edge""#),
        (#"{"push": {"edge": "leading"}}"#, "$.scene.content.transition.push.edge", #"expected a key of a push transition ("from")"#),
        (#"{"scale": {"anchor": "top"}}"#, "$.scene.content.transition.scale", #"expected a member "scale""#),
        (#"{"scale": {"scale": 1e6}}"#, "$.scene.content.transition.scale.scale", "expected a scale factor from -1000 to 1000"),
        (#"{"offset": {"x": "far"}}"#, "$.scene.content.transition.offset.x", "expected an offset in points between -1e9 and 1e9"),
        (#"{"asymmetric": {"insertion": "opacity"}}"#, "$.scene.content.transition.asymmetric", #"expected a member "removal""#),
        (#"{"combined": []}"#, "$.scene.content.transition.combined", "at least one, got an empty array"),
        (#"{"combined": ["opacity", "zoom"]}"#, "$.scene.content.transition.combined[1]", #"got "zoom""#),
        (#"{"move": {"edge": "top"}, "opacity": 1}"#, "$.scene.content.transition.opacity", "expected a key of a transition"),
        (#"{"scale": {"scale": 0.5}, "move": {"edge": "top"}}"#, "$.scene.content.transition", "exactly one key"),
        ("3", "$.scene.content.transition", "expected a transition"),
    ])
    func malformedTransitionsNameThePathAndTheForm(json: String, path: String, message: String) throws {
        let error = try #require(specError(Self.spec(transition: json, events: "[]")))
        #expect(error.path.description == path, "\(error)")
        #expect(error.message.contains(message), "\(error)")
    }

    @Test func deeplyNestedTransitionsAreRefused() throws {
        var json = #""opacity""#
        for _ in 0..<9 { json = #"{"combined": [\#(json)]}"# }
        let error = try #require(specError(Self.spec(transition: json, events: "[]")))
        #expect(error.message == "expected at most 8 nested transitions, got deeper nesting", "\(error)")
    }

    @Test(arguments: [
        (#"{"transitions": "crossFade"}"#, SceneReduceMotion.Transitions.crossFade(duration: 0.2)),
        (#"{"transitions": {"policy": "crossFade", "duration": 0.35}}"#, .crossFade(duration: 0.35)),
        (#"{"transitions": "disabled"}"#, .disabled),
        (#"{"transitions": {"policy": "ignore"}}"#, .ignore),
    ])
    func reduceMotionPoliciesDecode(json: String, expected: SceneReduceMotion.Transitions) throws {
        let spec = try decodeSpec(Self.spec(transition: #""slide""#, reduceMotion: json, events: "[]"))
        #expect(spec.scene?.reduceMotion?.transitions == expected)
    }

    @Test(arguments: [
        (#"{"transitions": "fade"}"#, "$.scene.reduceMotion.transitions", #"expected a transition Reduce Motion policy ("ignore", "crossFade", "disabled")"#),
        (#"{"transitions": {"policy": "crossFade", "duration": 0}}"#, "$.scene.reduceMotion.transitions.duration", "above 0 and at most 10"),
        (#"{"transitions": {"policy": "disabled", "duration": 1}}"#, "$.scene.reduceMotion.transitions.duration", #"only with the policy "crossFade""#),
        (#"{"policy": "crossFade"}"#, "$.scene.reduceMotion.policy", #"expected a key of a scene's Reduce Motion choice ("transitions")"#),
        ("{}", "$.scene.reduceMotion", #"expected a member "transitions""#),
    ])
    func malformedReduceMotionPolicies(json: String, path: String, message: String) throws {
        let error = try #require(specError(Self.spec(transition: #""slide""#, reduceMotion: json, events: "[]")))
        #expect(error.path.description == path, "\(error)")
        #expect(error.message.contains(message), "\(error)")
    }

    @Test func eventsCarryTheirAnimationAndOnlyInsertAndRemoveTakeOne() throws {
        let spec = try decodeSpec(Self.spec(transition: nil, events: #"[{"time": 0, "event": "insert"}, {"time": 1, "event": "remove", "animation": null}, {"time": 2, "event": "insert", "animation": "smooth"}]"#))
        let events = try #require(spec.scene?.events)
        #expect(events.map(\.kind) == [.insert, .remove, .insert])
        #expect(events[0].animation == .default)
        #expect(events[1].animation == nil)
        #expect(events[2].animation == .smooth)
        let error = try #require(specError(Self.spec(transition: nil, events: #"[{"time": 0, "event": "trigger", "animation": "smooth"}]"#)))
        #expect(error.path.description == "$.scene.events[0].animation")
        #expect(error.message == #"expected "animation" only on an insert or remove event, got it on "trigger""#)
        let overlay = try #require(specError(Self.spec(transition: nil, events: "[]").replacingOccurrences(
            of: #"{"scaleEffect": "s"}]"#, with: #"{"scaleEffect": "s"}, {"overlay": {"content": {"text": "+1", "transition": "opacity"}}}]"#)))
        #expect(overlay.path.description == "$.scene.content.modifiers[3].overlay.content.transition", "\(overlay)")
        // Repeating specs may insert and remove; the inline script knows the names too.
        #expect(specError(Self.spec(transition: #""opacity""#, events: #"[{"time": 0.5, "event": "insert"}]"#, mode: "repeating")) == nil)
        let script = try SceneEventScript.parse("0.2:insert, 1:remove", mode: .trigger, console: Console(output: { _ in }, error: { _ in }))
        #expect(script.map(\.kind) == [.insert, .remove])
    }

    // MARK: Playing

    /// The content starts out unless the first insert or remove is an insert.
    @Test func theContentStartsOutOnlyWhenItIsInsertedFirst() throws {
        let inserted = try SceneStage(spec: try decodeSpec(Self.spec(transition: #""opacity""#, events: Self.insertAtZero)), events: nil, reduceMotion: false)
        #expect(!inserted.startsInserted)
        #expect(inserted.makeStage(scheduling: []).displayList().items.isEmpty)
        let removed = try SceneStage(spec: try decodeSpec(Self.spec(transition: #""opacity""#, events: #"[{"time": 1, "event": "remove"}, {"time": 2, "event": "insert"}]"#)),
                                     events: nil, reduceMotion: false)
        #expect(removed.startsInserted)
        #expect(removed.makeStage(scheduling: []).displayList().items.count == 1)
    }

    /// A linear second: the offset and opacity are the remaining fraction of the transition's.
    @Test(arguments: [0.25, 0.5, 0.75])
    func anInsertedOffsetAndFadeAreMidwayMidTransition(time: Double) throws {
        let json = Self.spec(transition: #"{"combined": [{"offset": {"x": 40, "y": -20}}, "opacity"]}"#, events: Self.insertAtZero)
        let stage = try SceneStage(spec: try decodeSpec(json), events: nil, reduceMotion: false).makeStage()
        let item = try #require(Self.square(stage, at: time))
        let remaining = 1 - time
        #expect(Self.close(Double(item.bounds.midX), 100 + 40 * remaining), "\(item.bounds)")
        #expect(Self.close(Double(item.bounds.midY), 100 - 20 * remaining), "\(item.bounds)")
        #expect(Self.close(try #require(Self.opacity(item)), time))
        #expect(Self.close(Double(item.bounds.width), 20))
    }

    @Test func moveUsesTheViewsOwnHeightAndRemovalPlaysOut() throws {
        let events = #"[{"time": 0, "event": "insert", "animation": {"kind": "linear", "duration": 1}}, {"time": 2, "event": "remove", "animation": {"kind": "linear", "duration": 0.5}}]"#
        let stage = try SceneStage(spec: try decodeSpec(Self.spec(transition: #"{"move": {"edge": "bottom"}}"#, events: events)),
                                   events: nil, reduceMotion: false).makeStage()
        // In from below by its own 20 pt height.
        #expect(Self.close(Double(try #require(Self.square(stage, at: 0.5)).bounds.midY), 110))
        #expect(Self.close(Double(try #require(Self.square(stage, at: 1.5)).bounds.midY), 100))
        // Out the same way; still drawn until the removal ends.
        #expect(Self.close(Double(try #require(Self.square(stage, at: 2.25)).bounds.midY), 110))
        #expect(Self.square(stage, at: 2.6) == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aScaleTransitionScalesAboutItsAnchor() throws {
        let stage = try SceneStage(spec: try decodeSpec(Self.spec(transition: #"{"scale": {"scale": 0.5, "anchor": "bottom"}}"#, events: Self.insertAtZero)),
                                   events: nil, reduceMotion: false).makeStage()
        let item = try #require(Self.square(stage, at: 0.5))
        // Scale 0.75 about the bottom edge (y = 110): 15 pt tall, bottom fixed.
        #expect(Self.close(Double(item.bounds.height), 15), "\(item.bounds)")
        #expect(Self.close(Double(item.bounds.maxY), 110), "\(item.bounds)")
    }

    @Test func anInsertWithoutAnimationAppearsAtOnce() throws {
        let stage = try SceneStage(spec: try decodeSpec(Self.spec(transition: #"{"move": {"edge": "bottom"}}"#, events: #"[{"time": 0.5, "event": "insert", "animation": null}]"#)),
                                   events: nil, reduceMotion: false).makeStage()
        #expect(Self.square(stage, at: 0.4) == nil)
        let item = try #require(Self.square(stage, at: 0.5))
        #expect(Self.close(Double(item.bounds.midY), 100))
    }

    /// Reduce Motion with the crossFade policy: no offset at any time, only a 0.2 s fade.
    @Test func reduceMotionWithCrossFadeOnlyFades() throws {
        let json = Self.spec(transition: #"{"move": {"edge": "bottom"}}"#, reduceMotion: #"{"transitions": "crossFade"}"#, events: Self.insertAtZero)
        let stage = try SceneStage(spec: try decodeSpec(json), events: nil, reduceMotion: true).makeStage()
        var opacities: [Double] = []
        for time in stride(from: 0.0, through: 0.3, by: 0.05) {
            guard let item = Self.square(stage, at: time) else { continue }
            #expect(Self.close(Double(item.bounds.midY), 100), "t = \(time): \(item.bounds)")
            opacities.append(try #require(Self.opacity(item)))
        }
        #expect(opacities.count >= 6)
        #expect(opacities.contains { $0 > 0.05 && $0 < 0.95 }, "it fades: \(opacities)")
        #expect(Self.close(try #require(opacities.last), 1), "done by 0.2 s: \(opacities)")
        // Without the policy, Reduce Motion alone still moves (SwiftUI's behaviour).
        let unreduced = try SceneStage(spec: try decodeSpec(Self.spec(transition: #"{"move": {"edge": "bottom"}}"#, events: Self.insertAtZero)),
                                       events: nil, reduceMotion: true).makeStage()
        #expect(Self.close(Double(try #require(Self.square(unreduced, at: 0.5)).bounds.midY), 110))
    }

    @Test func aSceneWithoutTransitionsOrInsertionIsTheAnimatedContentAlone() throws {
        let stage = try SceneStage(spec: try decodeSpec(Self.spec(transition: nil, events: "[]")), events: nil, reduceMotion: false)
        #expect(!stage.hostsInsertion)
        #expect(stage.makeStage().displayList().items.count == 1)
    }

    @Test(arguments: [(Animation?.some(.linear(duration: 1)), Double?.some(1.0)), (.easeIn(duration: 0.25), 0.25), (nil, 0.0),
                      (.linear(duration: 0.5).delay(0.5), 1.0), (.spring(duration: 0.4, bounce: 0.15), nil)])
    func theRecordingCoversTheTransition(animation: Animation?, expected: Double?) throws {
        let end = animation.map(SceneStage.finishTime) ?? 0
        if let expected {
            #expect(abs(end - expected) <= 1e-3 + 1e-9, "\(end)")
        } else {
            // A spring runs past its logical duration until it settles, but not forever.
            #expect(end > 0.4 && end < 60, "\(end)")
        }
    }

    /// A recording lasts until the last transition has played out, or as long as it did before
    /// (the last event plus one run of the animator, 0.1 s here), whichever is longer.
    @Test(arguments: [
        (#"[{"time": 0, "event": "insert"}, {"time": 1.6, "event": "remove", "animation": {"kind": "linear", "duration": 1}}]"#, 2.6),
        (#"[{"time": 0, "event": "insert", "animation": {"kind": "linear", "duration": 3}}, {"time": 1, "event": "trigger"}]"#, 3.0),
        (#"[{"time": 0.5, "event": "insert", "animation": null}, {"time": 1, "event": "trigger"}]"#, 1.1),
    ])
    func theRecordingLastsUntilTheLastTransitionEnds(events: String, expected: Double) throws {
        let scene = try SceneStage(spec: try decodeSpec(Self.spec(transition: #""opacity""#, events: events)), events: nil, reduceMotion: false)
        let duration = try scene.duration()
        #expect(abs(duration - expected) <= 2e-3, "\(duration)")
    }

    // MARK: Lint

    @Test(arguments: [
        (#"{"move": {"edge": "bottom"}}"#, "$.scene.content.transition.move"),
        (#"{"push": {"from": "leading"}}"#, "$.scene.content.transition.push"),
        (#""slide""#, "$.scene.content.transition"),
        (#"{"offset": {"y": 30}}"#, "$.scene.content.transition.offset"),
        (#""scale""#, "$.scene.content.transition.scale"),
        (#"{"asymmetric": {"insertion": "opacity", "removal": {"scale": {"scale": 0.5}}}}"#, "$.scene.content.transition.asymmetric.removal.scale"),
        (#"{"combined": ["opacity", {"move": {"edge": "top"}}]}"#, "$.scene.content.transition.combined[1].move"),
    ])
    func movingOrScalingWithoutAPolicyIsReported(transition: String, path: String) throws {
        let findings = try SpecLinter(spec: try decodeSpec(Self.spec(transition: transition, events: Self.insertAtZero))).findings()
        let finding = try #require(findings.first { $0.rule.id == "transition-reduce-motion" }, "\(findings.map(\.rule.id))")
        #expect(finding.severity == .advisory)
        #expect(finding.location?.line == 6)
        #expect(finding.message.contains("at \(path))"), "\(finding.message)")
        #expect(finding.message.contains(#"add "reduceMotion": {"transitions": "crossFade"} to the scene"#), "\(finding.message)")
        for policy in [#"{"transitions": "crossFade"}"#, #"{"transitions": "disabled"}"#, #"{"transitions": "ignore"}"#] {
            let fixed = try SpecLinter(spec: try decodeSpec(Self.spec(transition: transition, reduceMotion: policy, events: Self.insertAtZero))).findings()
            #expect(fixed.isEmpty, "\(policy): \(fixed.map(\.message))")
        }
    }

    @Test(arguments: [#""opacity""#, #""identity""#, #"{"asymmetric": {"insertion": "opacity", "removal": "identity"}}"#,
                      #"{"combined": ["opacity", {"offset": {"x": 0}}, {"scale": {"scale": 1}}]}"#])
    func fadesAndIdentityNeedNoPolicy(transition: String) throws {
        let findings = try SpecLinter(spec: try decodeSpec(Self.spec(transition: transition, events: Self.insertAtZero))).findings()
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func theLintCommandWarnsAndFailsOnlyWhenStrict() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-transition-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("slide.json")
        // Labelled, so the audit finds the insertion perceived and only the advisory remains.
        let json = Self.spec(transition: #""slide""#, events: Self.insertAtZero)
            .replacingOccurrences(of: #"{"scaleEffect": "s"}]"#, with: #"{"scaleEffect": "s"}, {"accessibilityLabel": "Square"}]"#)
        try Data(json.utf8).write(to: file)
        let run = runSpecCommand(["lint", file.path])
        #expect(run.status == 0, "an advisory")
        #expect(run.output.contains("\(file.path):6:"), "\(run.output)")
        #expect(run.output.contains("advisory: [transition-reduce-motion] the transition .slide moves the content"), "\(run.output)")
        #expect(runSpecCommand(["lint", "--strict", file.path]).status == 1)
    }
}

extension SceneTransitionTests {
    /// The audit plays inserts and removes too: a bare shape sliding in tells a screen reader
    /// nothing (a shape has no element of its own); labelled, it appears in the tree and passes.
    @Test func theAuditPlaysInsertAndRemove() throws {
        let events = #"[{"time": 0.5, "event": "insert", "animation": {"kind": "linear", "duration": 0.4}}, {"time": 1.5, "event": "remove"}]"#
        let bare = Self.spec(transition: #"{"move": {"edge": "bottom"}}"#, reduceMotion: #"{"transitions": "crossFade"}"#, events: events)
        let findings = try SpecLinter(spec: try decodeSpec(bare)).allFindings()
        #expect(findings.map(\.rule.id) == ["motion-only-channel", "motion-only-channel"], "\(findings.map(\.message))")
        #expect(findings.map(\.trigger) == ["insert", "remove"])
        #expect(findings.map(\.time) == [0.5, 1.5])
        #expect(findings.first?.message.hasPrefix("the insert at 0.500 s moves the picture") == true, "\(findings.map(\.message))")
        let labelled = bare.replacingOccurrences(of: #"{"scaleEffect": "s"}]"#, with: #"{"scaleEffect": "s"}, {"accessibilityLabel": "Saved"}]"#)
        let clean = try SpecLinter(spec: try decodeSpec(labelled)).allFindings()
        #expect(clean.isEmpty, "\(clean.map(\.message))")
    }
}

extension SceneTransitionTests {
    /// `cadence render` of the toast example, one frame at a time, read back with ImageMagick: it
    /// starts on screen, opaque; once removed (1.2 s, gone by 1.45 s) nothing is drawn; 0.1 s after
    /// the insert at 1.8 s the toast is still low without Reduce Motion (it covers y = 112, below its
    /// resting place), and in place with it (y = 80), fading.
    @Test(.enabled(if: RenderValidator.exists("convert"), "ImageMagick's convert not installed"))
    func theRenderedToastSlidesInOrCrossFades() throws {
        let directory = try RenderValidator.temporaryDirectory("toast")
        defer { try? FileManager.default.removeItem(at: directory) }
        func pixel(at time: Double, x: Int, y: Int, reduceMotion: Bool = false) throws -> Int {
            let png = directory.appendingPathComponent("frame.png").path
            let run = runSpecCommand(["render", "Examples/toast.json", "-o", png, "--from", "\(time)", "--to", "\(time)", "--scale", "1", "--quiet"]
                                     + (reduceMotion ? ["--reduce-motion"] : []))
            #expect(run.status == 0, "\(run.error)")
            let bytes = try RenderValidator.run("convert", [png, "-crop", "1x1+\(x)+\(y)", "-depth", "8", "rgba:-"]).data
            return Int(try #require(bytes.first))
        }
        let background = 242, toast = 28   // #F2F2F7 and #1C1C1E, red channel
        #expect(try pixel(at: 0, x: 50, y: 90) == toast)
        #expect(try pixel(at: 1.0, x: 50, y: 90) == toast)
        #expect(try pixel(at: 1.6, x: 50, y: 90) == background)
        // Sliding: low and half faded in; the resting place above it still empty.
        let low = try pixel(at: 1.9, x: 50, y: 112)
        #expect(low > toast + 20 && low < background - 20, "\(low)")
        #expect(try pixel(at: 1.9, x: 50, y: 80) == background)
        // Cross-fading under Reduce Motion: in place, partly faded, nothing below.
        let fading = try pixel(at: 1.9, x: 50, y: 80, reduceMotion: true)
        #expect(fading > toast + 20 && fading < background - 20, "\(fading)")
        #expect(try pixel(at: 1.9, x: 50, y: 112, reduceMotion: true) == background)
        #expect(try pixel(at: 2.1, x: 50, y: 90, reduceMotion: true) == toast)
    }
}
