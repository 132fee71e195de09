@testable import CadenceCLI
import CadenceSpec
import CadenceUI
import Foundation
import Testing
import CadenceSpecTestSupport

/// Accessibility in spec scenes: the SwiftUI-spelled modifiers decode and reach the stage's
/// accessibility tree, announcements and feedback follow the trigger count, and `cadence lint` runs
/// `AccessibilityAudit` over the scene's triggers (issue #8).
@MainActor
@Suite struct SceneAccessibilityTests {
    /// Seed 003's save badge: lift and settle phases on a trigger, crossFade under Reduce Motion.
    /// `extra` is spliced into the checkmark's modifiers; `events` replaces the single trigger at 0.
    nonisolated static func saveBadge(_ extra: String = "", events: String = #"[{"time": 0, "event": "trigger"}]"#) -> String {
        """
        {"version": 1, "name": "Save badge", "mode": "trigger",
         "initialValue": {"scale": {"type": "number", "value": 1}, "opacity": {"type": "opacity", "value": 0.8}},
         "phases": [
           {"name": "idle", "values": {"scale": 1, "opacity": 0.8}, "animation": {"kind": "easeOut", "duration": 0.16}},
           {"name": "lift", "values": {"scale": 1.18, "opacity": 1}, "animation": {"kind": "spring", "duration": 0.22}},
           {"name": "settle", "values": {"scale": 1, "opacity": 1}, "animation": {"kind": "easeOut", "duration": 0.16}}
         ],
         "reduceMotion": {"policy": "crossFade"},
         "scene": {"size": {"width": 80, "height": 80},
                   "content": {"symbol": "checkmark.circle.fill", "modifiers": [
                     {"foregroundStyle": "green"}, {"frame": {"width": 44, "height": 44}}, {"scaleEffect": "scale"}, {"opacity": "opacity"}\(extra)
                   ]},
                   "events": \(events)}}
        """
    }

    /// A heart that pops on each trigger: keyframes on the scale, skipToEnd under Reduce Motion.
    nonisolated static func likeButton(_ extra: String, initialCount: String = "", events: String) -> String {
        """
        {"version": 1, "name": "Like", "mode": "trigger",
         "initialValue": {"scale": {"type": "number", "value": 1}},
         "tracks": [{"keyPath": "scale", "keyframes": [
           {"kind": "spring", "to": 1.3, "duration": 0.18, "spring": "bouncy"},
           {"kind": "spring", "to": 1.0, "duration": 0.32, "spring": "snappy"}]}],
         "reduceMotion": {"policy": "skipToEnd"},
         "scene": {"size": {"width": 120, "height": 120}\(initialCount),
                   "content": {"symbol": "heart.fill", "modifiers": [{"font": {"size": 44}}, {"scaleEffect": "scale"}\(extra)]},
                   "events": \(events)}}
        """
    }

    static func lint(_ json: String) throws -> [LintFinding] {
        try SpecLinter(spec: try decodeSpec(json)).allFindings()
    }

    // MARK: Decoding

    @Test(arguments: ["{count|like}", "{count|a|b|c}", "{likes|a|b}"])
    func malformedPluralFormsAreOneClearError(source: String) throws {
        let json = "{\"accessibilityValue\": \(jsonString(source))}"
        let node = SpecNode(node: try JSONParser.parse(Array(json.utf8), file: "t.json"), path: .root, file: "t.json")
        let member = try #require(node.object("", keys: ["accessibilityValue"])["accessibilityValue"])
        #expect(throws: SpecError.self) { try SceneText.decode(member, what: "a value") }
        do {
            _ = try SceneText.decode(member, what: "a value")
        } catch {
            #expect("\(error)".contains("plural forms are {count|ONE|OTHER}"), "\(error)")
        }
    }

    @Test(arguments: [
        ("Saved", [SceneText.Part.literal("Saved")], 7, "Saved"),
        ("{count} likes", [.count, .literal(" likes")], 3, "3 likes"),
        ("{count}", [.count], -2, "-2"),
        ("liked {count} of {count}", [.literal("liked "), .count, .literal(" of "), .count], 12, "liked 12 of 12"),
        // Doubled braces are literal braces, and merge with the text around them.
        ("{{count}} is {count}", [.literal("{count} is "), .count], 1, "{count} is 1"),
        ("{{}}", [.literal("{}")], 5, "{}"),
        ("", [], 0, ""),
        // Plural forms: one for exactly 1, other for anything else; '#' is the count.
        ("{count|# like|# likes}", [.plural(one: "# like", other: "# likes")], 1, "1 like"),
        ("{count|# like|# likes}", [.plural(one: "# like", other: "# likes")], 0, "0 likes"),
        ("{count|# like|# likes}", [.plural(one: "# like", other: "# likes")], 2, "2 likes"),
        ("{count|# like|# likes}", [.plural(one: "# like", other: "# likes")], -1, "-1 likes"),
        ("Liked by {count|one person|# people}", [.literal("Liked by "), .plural(one: "one person", other: "# people")], 1, "Liked by one person"),
        ("{count|item|}", [.plural(one: "item", other: "")], 3, ""),
    ])
    func textsReadTheCount(source: String, parts: [SceneText.Part], count: Int, expected: String) throws {
        let json = "{\"accessibilityValue\": \(jsonString(source))}"
        let node = SpecNode(node: try JSONParser.parse(Array(json.utf8), file: "t.json"), path: .root, file: "t.json")
        let text = try SceneText.decode(try #require(node.object("", keys: ["accessibilityValue"])["accessibilityValue"]), what: "a value")
        #expect(text.parts == parts)
        #expect(text.text(count: count) == expected)
        #expect(text.usesCount == parts.contains { part in
            if case .literal = part { false } else { true }
        })
    }

    @Test func everyAccessibilityModifierDecodes() throws {
        let spec = try decodeSpec(Self.likeButton("""
            , {"accessibilityLabel": "Like"}, {"accessibilityValue": "{count} likes"}, {"accessibilityHint": "Double-tap to like"},
            {"accessibilityHidden": false}, {"accessibilityAddTraits": ["isButton", "isSelected"]}, {"accessibilityAddTraits": "isToggle"},
            {"accessibilityDecorativeAnimation": true}, {"sensoryFeedback": "success"},
            {"sensoryFeedback": {"impact": {"weight": "heavy", "intensity": 0.5}}}, {"sensoryFeedback": {"impact": {"flexibility": "soft"}}},
            {"announceOnTrigger": "Liked, {count} in all"}
            """, initialCount: #", "initialCount": 41"#, events: "[]"))
        let scene = try #require(spec.scene)
        #expect(scene.initialCount == 41)
        let kinds = scene.content.modifiers.compactMap { modifier -> SceneAccessibility? in
            if case .accessibility(let a) = modifier.kind { return a }
            return nil
        }
        #expect(kinds == [
            .label(SceneText("Like")), .value(SceneText(parts: [.count, .literal(" likes")])), .hint(SceneText("Double-tap to like")),
            .hidden(false), .addTraits(["isButton", "isSelected"]), .addTraits(["isToggle"]), .decorativeAnimation(true),
            .sensoryFeedback(.named("success")), .sensoryFeedback(.impact(weight: "heavy", flexibility: nil, intensity: 0.5)),
            .sensoryFeedback(.impact(weight: nil, flexibility: "soft", intensity: 1)),
            .announceOnTrigger(SceneText(parts: [.literal("Liked, "), .count, .literal(" in all")])),
        ])
        #expect(SceneElementView.feedback(.impact(weight: "heavy", flexibility: nil, intensity: 0.5)) == .impact(weight: .heavy, intensity: 0.5))
        #expect(SceneElementView.feedback(.impact(weight: nil, flexibility: "soft", intensity: 1)) == .impact(flexibility: .soft))
        #expect(SceneElementView.traits(["isButton", "isSelected"]) == [.isButton, .isSelected])
    }

    @Test(arguments: [
        (#"{"accessibilityValue": "{likes} likes"}"#, "$.scene.content.modifiers[2].accessibilityValue",
         #"got the unknown placeholder "{likes}" in "{likes} likes""#),
        (#"{"accessibilityValue": "{Count}"}"#, "$.scene.content.modifiers[2].accessibilityValue", #"(did you mean "count"?)"#),
        (#"{"accessibilityValue": 3}"#, "$.scene.content.modifiers[2].accessibilityValue",
         "expected an accessibility value: a string, which may read the trigger count as {count}"),
        (#"{"announceOnTrigger": "Saved {count"}"#, "$.scene.content.modifiers[2].announceOnTrigger", #"with an unclosed "{""#),
        (#"{"accessibilityLabel": "Like}"}"#, "$.scene.content.modifiers[2].accessibilityLabel", #"with a lone "}""#),
        (#"{"accessibilityHint": null}"#, "$.scene.content.modifiers[2].accessibilityHint", "expected an accessibility hint: a string"),
        (#"{"accessibilityHidden": "yes"}"#, "$.scene.content.modifiers[2].accessibilityHidden", "expected true or false"),
        (#"{"accessibilityDecorativeAnimation": 1}"#, "$.scene.content.modifiers[2].accessibilityDecorativeAnimation", "expected true or false"),
        (#"{"accessibilityAddTraits": ["isButon"]}"#, "$.scene.content.modifiers[2].accessibilityAddTraits[0]", #"(did you mean "isButton"?)"#),
        (#"{"accessibilityAddTraits": []}"#, "$.scene.content.modifiers[2].accessibilityAddTraits", "at least one, got an empty array"),
        (#"{"sensoryFeedback": "sucess"}"#, "$.scene.content.modifiers[2].sensoryFeedback", #"(did you mean "success"?)"#),
        (#"{"sensoryFeedback": {"impact": {"weight": "heavy", "flexibility": "soft"}}}"#,
         "$.scene.content.modifiers[2].sensoryFeedback.impact.flexibility", #"expected "weight" or "flexibility" in an impact, got both"#),
        (#"{"sensoryFeedback": {"impact": {"intensity": 2}}}"#, "$.scene.content.modifiers[2].sensoryFeedback.impact.intensity",
         "expected an intensity from 0 to 1, got 2"),
        (#"{"sensoryFeedback": {"haptic": "success"}}"#, "$.scene.content.modifiers[2].sensoryFeedback.haptic", #"expected a key of a sensory feedback ("impact")"#),
        (#"{"accessibilityLabel": "Like", "accessibilityValue": "1"}"#, "$.scene.content.modifiers[2]", "an object with exactly one key"),
    ])
    func malformedAccessibilityNamesThePathAndTheForm(modifier: String, path: String, message: String) throws {
        let error = try #require(specError(Self.likeButton(", " + modifier, events: "[]")))
        #expect(error.path.description == path, "\(error)")
        #expect(error.message.contains(message), "\(error)")
    }

    @Test(arguments: [("1.5", "expected a whole number"), (#""3""#, "expected a whole number"), ("1e10", "expected a whole number")])
    func malformedInitialCount(value: String, message: String) throws {
        let error = try #require(specError(Self.likeButton("", initialCount: ", \"initialCount\": \(value)", events: "[]")))
        #expect(error.path.description == "$.scene.initialCount", "\(error)")
        #expect(error.message.contains(message), "\(error)")
    }

    // MARK: The stage

    /// The like button's value reads the count after every trigger, whatever Reduce Motion says: the
    /// state is not the animation's.
    @Test(arguments: [false, true])
    func theValueReadsTheCountAfterThreeTriggers(reduceMotion: Bool) throws {
        let events = #"[{"time": 0, "event": "trigger"}, {"time": 0.2, "event": "trigger"}, {"time": 1.0, "event": "trigger"}]"#
        let spec = try decodeSpec(Self.likeButton(#", {"accessibilityLabel": "Like"}, {"accessibilityValue": "{count} likes"}, {"accessibilityAddTraits": "isButton"}"#,
                                                  initialCount: #", "initialCount": 10"#, events: events))
        let stage = try SceneStage(spec: spec, events: nil, reduceMotion: reduceMotion).makeStage()
        for (time, expected) in [(0.0, "11 likes"), (0.1, "11 likes"), (0.5, "12 likes"), (2.0, "13 likes")] {
            stage.advance(to: time)
            let like = try #require(stage.accessibilityTree().element(label: "Like"), "t = \(time)")
            #expect(like.value == expected, "t = \(time), reduceMotion \(reduceMotion)")
            #expect(like.traits.contains(.isButton))
        }
        // Before the first trigger: the initial count.
        let before = try SceneStage(spec: spec, events: [], reduceMotion: reduceMotion).makeStage()
        #expect(before.accessibilityTree().element(label: "Like")?.value == "10 likes")
    }

    @Test func announcementsAndFeedbackFollowEachTrigger() throws {
        let events = #"[{"time": 0.5, "event": "trigger"}, {"time": 1.5, "event": "trigger"}]"#
        let spec = try decodeSpec(Self.likeButton(#", {"announceOnTrigger": "{count} likes"}, {"sensoryFeedback": "success"}, {"overlay": {"content": {"text": "+1", "modifiers": [{"announceOnTrigger": "Liked"}]}}}"#,
                                                  events: events))
        let stage = try SceneStage(spec: spec, events: nil, reduceMotion: false).makeStage()
        stage.advance(to: 3)
        let announced = stage.accessibilityEvents.compactMap { event in event.announcement.map { (event.time, $0) } }
        #expect(announced.map(\.1) == ["1 likes", "Liked", "2 likes", "Liked"])
        #expect(announced.map(\.0) == [0.5, 0.5, 1.5, 1.5])
        let feedback = stage.accessibilityEvents.compactMap { event in event.feedback.map { (event.time, $0) } }
        #expect(feedback.map(\.1) == [.success, .success])
        #expect(feedback.map(\.0) == [0.5, 1.5])
    }

    /// Accessibility modifiers draw nothing: the frames of a scene with them are the frames without.
    @Test func accessibilityDoesNotChangeWhatIsDrawn() throws {
        let plain = try decodeSpec(Self.saveBadge())
        let annotated = try decodeSpec(Self.saveBadge(#", {"accessibilityLabel": "Saved"}, {"accessibilityHidden": true}, {"accessibilityDecorativeAnimation": true}, {"sensoryFeedback": "success"}, {"announceOnTrigger": "Saved"}"#))
        let a = try SceneStage(spec: plain, events: nil, reduceMotion: false).makeStage()
        let b = try SceneStage(spec: annotated, events: nil, reduceMotion: false).makeStage()
        var compared = 0
        for step in 0...40 {
            let time = Double(step) / 60
            a.advance(to: time)
            b.advance(to: time)
            #expect(a.displayList() == b.displayList(), "t = \(time)")
            compared += 1
        }
        #expect(compared == 41)
    }

    // MARK: The lint rule

    @Test func aBadgeThatOnlyBouncesIsReported() throws {
        let findings = try Self.lint(Self.saveBadge())
        let motion = findings.filter { $0.rule.id == "motion-only-channel" }
        #expect(motion.count == 1, "\(findings.map(\.message))")
        let finding = try #require(motion.first)
        #expect(finding.severity == .error)
        #expect(finding.time == 0)
        #expect(finding.trigger == "trigger")
        #expect(finding.location?.line == 13, "the finding points at the trigger event")
        for advice in ["announceOnTrigger", "accessibilityValue", "accessibilityDecorativeAnimation", "standard"] {
            #expect(finding.message.contains(advice), "\(finding.message)")
        }
    }

    @Test(arguments: [#", {"announceOnTrigger": "Saved"}"#, #", {"accessibilityDecorativeAnimation": true}"#,
                      #", {"accessibilityValue": "{count} saved"}"#])
    func anAnnouncementAValueOrDecorativeMarkingSilencesIt(extra: String) throws {
        let findings = try Self.lint(Self.saveBadge(extra))
        #expect(findings.isEmpty, "\(findings.map { "[\($0.rule.id)] \($0.message)" })")
    }

    @Test func aLikeButtonWhoseValueCountsPasses() throws {
        let events = #"[{"time": 0, "event": "trigger"}, {"time": 0.6, "event": "trigger"}, {"time": 1.2, "event": "trigger"}]"#
        let json = Self.likeButton(#", {"accessibilityLabel": "Like"}, {"accessibilityValue": "{count} likes"}"#, events: events)
        #expect(try Self.lint(json).isEmpty)
        // Without the value every trigger is motion only, reported once per trigger.
        let bare = try Self.lint(Self.likeButton(#", {"accessibilityLabel": "Like"}"#, events: events))
        #expect(bare.map(\.rule.id) == Array(repeating: "motion-only-channel", count: 3))
        #expect(bare.map(\.time) == [0, 0.6, 1.2])
    }

    @Test func aTriggerSpecWithoutTriggerEventsIsAuditedAtZero() throws {
        let findings = try Self.lint(Self.saveBadge(events: "[]"))
        #expect(findings.map(\.rule.id) == ["motion-only-channel"])
        #expect(findings.first?.time == 0)
        #expect(findings.first?.location?.line == 9, "no event to point at: the scene")
    }

    @Test func specsWithoutASceneOrATriggerAreNotAudited() throws {
        let noScene = #"{"version": 1, "mode": "trigger", "initialValue": {"s": {"type": "number", "value": 1}}, "tracks": [{"keyPath": "s", "keyframes": [{"kind": "linear", "to": 2, "duration": 0.3}, {"kind": "linear", "to": 1, "duration": 0.3}]}], "reduceMotion": {"policy": "skipToEnd"}}"#
        #expect(try Self.lint(noScene).isEmpty)
        let loop = try String(contentsOf: PackagePaths.examples.appendingPathComponent("pulse-badge.json"), encoding: .utf8)
        let linter = SpecLinter(spec: try decodeSpec(loop))
        #expect(linter.accessibilityFindings().isEmpty)
    }

    /// A labelled circle under a "Saved" text, on a keyframe trigger at 0.2 s; `tracks` animate
    /// `tint` (a colour), `fade` (the circle's opacity) and `note` (the text's opacity).
    nonisolated static func channels(_ tracks: String, reduceMotion: String = #"{"policy": "skipToEnd"}"#) -> String {
        """
        {"version": 1, "mode": "trigger",
         "initialValue": {"tint": {"type": "color", "value": "#8E8E93"}, "fade": {"type": "opacity", "value": 1},
                          "note": {"type": "opacity", "value": 0}},
         "tracks": \(tracks),
         "reduceMotion": \(reduceMotion),
         "scene": {"size": {"width": 100, "height": 100},
                   "content": {"shape": "circle", "modifiers": [{"foregroundStyle": "tint"}, {"frame": {"width": 40, "height": 40}}, {"opacity": "fade"},
                     {"accessibilityLabel": "Status"},
                     {"overlay": {"alignment": "bottom", "content": {"text": "Saved", "modifiers": [{"opacity": "note"}]}}}]},
                   "events": [{"time": 0.2, "event": "trigger"}]}}
        """
    }

    /// The audit's other findings, each under the setting that shows it.
    @Test(arguments: [
        (##"[{"keyPath": "tint", "keyframes": [{"kind": "linear", "to": "#34C759", "duration": 0.3}]}]"##, #"{"policy": "skipToEnd"}"#,
         "color-only-channel", "with Differentiate Without Colour on, the trigger at 0.200 s changes the scene in colour alone"),
        (#"[{"keyPath": "fade", "keyframes": [{"kind": "linear", "to": 0.4, "duration": 0.3}]}]"#, #"{"policy": "skipToEnd"}"#,
         "transparency-only-channel", "with Reduce Transparency on, the trigger at 0.200 s changes the scene in opacity alone"),
        (#"[{"keyPath": "note", "keyframes": [{"kind": "linear", "to": 1, "duration": 0.3}]}]"#,
         #"{"policy": "simplified", "tracks": [{"keyPath": "note", "keyframes": [{"kind": "linear", "to": 0, "duration": 0.3}]}]}"#,
         "reduce-motion-changes-meaning", "the trigger at 0.200 s: with Reduce Motion off a screen reader finds"),
    ])
    func colourTransparencyAndReduceMotionFindings(tracks: String, reduceMotion: String, rule: String, message: String) throws {
        let findings = try Self.lint(Self.channels(tracks, reduceMotion: reduceMotion))
        let finding = try #require(findings.first { $0.rule.id == rule }, "\(findings.map { "[\($0.rule.id)] \($0.message)" })")
        #expect(finding.message.hasPrefix(message), "\(finding.message)")
        #expect(finding.time == 0.2)
        #expect(finding.location?.line == 10, "at the trigger event")
    }

    @Test func theLintCommandPrintsTheFindingAtTheEvent() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-a11y-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("badge.json")
        try Data(Self.saveBadge().utf8).write(to: file)
        let run = runSpecCommand(["lint", file.path])
        #expect(run.status == 1)
        #expect(run.output.hasPrefix("\(file.path):13:"), "\(run.output)")
        #expect(run.output.contains("error: [motion-only-channel] the trigger at 0.000 s moves the picture until"), "\(run.output)")
        try Data(Self.saveBadge(#", {"announceOnTrigger": "Saved"}"#).utf8).write(to: file)
        let fixed = runSpecCommand(["lint", file.path])
        #expect(fixed.status == 0)
        #expect(fixed.output == "\(file.path): ok\n")
    }

    private func jsonString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
