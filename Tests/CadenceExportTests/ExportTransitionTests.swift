import CadenceExport
@testable import CadenceSpec
import CadenceSpecTestSupport
import CadenceUI
import Foundation
import Testing

/// A scene's insert and remove events with its transition, exported: the keyframes (and Lottie
/// layers) follow the stage's own drawing of the scene, before the insertion, through it, between,
/// through the removal and after it.
@Suite struct ExportTransitionTests {
    /// A 60 × 40 rectangle in a 200 × 120 scene that pops (scale keyframes from the trigger at 0.1 s),
    /// inserted at 0.1 s with a bouncy spring and removed at 0.8 s, easing in over 0.25 s.
    static func spec(transition: String, sceneReduceMotion: String? = nil, events: String? = nil, mode: String = "trigger") throws -> AnimationSpec {
        let reduce = sceneReduceMotion.map { "\"reduceMotion\": {\"transitions\": \($0)}," } ?? ""
        let scripted = events ?? """
            {"time": 0.1, "event": "insert", "animation": {"kind": "spring", "duration": 0.35, "bounce": 0.3}},
            {"time": 0.1, "event": "trigger"},
            {"time": 0.8, "event": "remove", "animation": {"kind": "easeIn", "duration": 0.25}}
            """
        let json = """
        {"version": 1, "name": "Transition probe", "initialValue": {"scale": {"type": "number", "value": 1}}, "mode": "\(mode)",
         "tracks": [{"keyPath": "scale", "keyframes": [{"kind": "cubic", "to": 1.2, "duration": 0.2}, {"kind": "cubic", "to": 1, "duration": 0.2}]}],
         "scene": {"size": {"width": 200, "height": 120}, "background": "white", \(reduce)
           "content": {"shape": "rectangle", "modifiers": [{"foregroundStyle": "blue"}, {"frame": {"width": 60, "height": 40}}, {"scaleEffect": "scale"}],
                       "transition": \(transition)},
           "events": [\(scripted)]}}
        """
        return try decodeSpec(json, file: "transition.json")
    }

    static func scene(_ spec: AnimationSpec, reduceMotion: Bool = false) throws -> (ExportScene, notes: [String]) {
        var builder = try SpecSceneBuilder(spec: spec, reduceMotion: reduceMotion, bounds: ErrorBounds())
        let scene = try builder.build()
        return (scene, builder.notes)
    }

    /// Every transition kind the scene format has.
    static let transitions = [
        "\"opacity\"", "\"identity\"", "\"scale\"", "{\"scale\": {\"scale\": 0.5, \"anchor\": \"bottomTrailing\"}}",
        "{\"move\": {\"edge\": \"bottom\"}}", "{\"move\": {\"edge\": \"leading\"}}", "{\"push\": {\"from\": \"top\"}}",
        "{\"offset\": {\"x\": 30, \"y\": -20}}", "\"slide\"",
        "{\"asymmetric\": {\"insertion\": {\"move\": {\"edge\": \"trailing\"}}, \"removal\": {\"scale\": {\"scale\": 0.2, \"anchor\": \"top\"}}}}",
        "{\"combined\": [{\"move\": {\"edge\": \"bottom\"}}, \"opacity\", {\"scale\": {\"scale\": 0.8, \"anchor\": \"center\"}}]}",
    ]

    /// Before the insertion, through the spring (overshooting), settled, through the removal, after.
    // Off the 1/300 s grid of the spring's steps (from 0.1 s), where the last bit of a time decides.
    static let times = [0.05, 0.1313, 0.2013, 0.3013, 0.4513, 0.6013, 0.85, 0.95, 1.0, 1.3]

    // MARK: The stage's drawing

    /// Where the stage draws the rectangle at `time` and how opaque; nil when it draws nothing.
    @MainActor
    static func stageDrawing(_ spec: AnimationSpec, events: [SceneEvent]? = nil, reduceMotion: Bool = false,
                             at time: Double) throws -> (rect: CGRect, opacity: Double)? {
        let stage = try sceneStage(spec, events: events, reduceMotion: reduceMotion).makeStage()
        stage.advance(to: time)
        let items = stage.displayList().items.filter { $0.rect.width > 0 }
        guard let item = items.first, case .shape(let shape) = item.content else { return nil }
        return (item.bounds, Double(shape.paint.color.opacity))
    }

    /// Reads, in Chromium, the rectangle's box on the page relative to the stage, and the product
    /// of the opacities of the boxes around it, at each time (every animation seeked there), after
    /// running `before` (a page's script).
    static func browserDrawing(_ page: String, stage: String, times: [Double], before: String = "", flags: [String] = []) throws
        -> [(rect: CGRect, opacity: Double)] {
        let chromium = try #require(ExternalTools.chromium)
        let script = """
          \(before)
          const stage = document.querySelector('.\(stage)');
          const leaf = [...stage.querySelectorAll('div, svg')].filter((n) => n.children.length === 0 || n.tagName === 'svg').pop();
          const rows = [];
          for (const t of [\(times.map { String($0) }.joined(separator: ","))]) {
            for (const a of document.getAnimations()) { a.pause(); a.currentTime = t * 1000; }
            const s = stage.getBoundingClientRect(), r = leaf.getBoundingClientRect();
            let opacity = 1;
            for (let n = leaf; n && n !== stage; n = n.parentElement) opacity *= Number(getComputedStyle(n).opacity);
            rows.push([r.left - s.left, r.top - s.top, r.width, r.height, opacity]);
          }
          result = rows;
        """
        let directory = try ExportFixtures.temporaryDirectory("transitions")
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = try BrowserProbe.evaluate(page: page, script: script, in: directory, chromium: chromium, flags: flags)
        let rows = try JSONDecoder().decode([[Double]].self, from: json)
        return rows.map { (CGRect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]), $0[4]) }
    }

    /// Chromium's drawing matches the stage's at every time: nothing shows where the stage draws
    /// nothing; elsewhere the box is within 0.6 pt and the opacity within 0.006.
    @MainActor
    static func compare(_ shown: [(rect: CGRect, opacity: Double)], _ spec: AnimationSpec, times: [Double], label: String,
                        events: [SceneEvent]? = nil, reduceMotion: Bool = false) throws {
        for (index, time) in times.enumerated() {
            let browser = shown[index]
            guard let drawn = try stageDrawing(spec, events: events, reduceMotion: reduceMotion, at: time) else {
                #expect(browser.opacity < 1e-6, "\(label) at \(time) s: the stage draws nothing, Chromium shows opacity \(browser.opacity)")
                continue
            }
            #expect(abs(browser.opacity - drawn.opacity) <= 0.006, "\(label) at \(time) s: opacity Chromium \(browser.opacity), stage \(drawn.opacity)")
            guard drawn.opacity > 0.002 else { continue }
            let (a, b) = (browser.rect, drawn.rect)
            let worst = [abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY)].map(Double.init).max() ?? 0
            #expect(worst <= 0.6, "\(label) at \(time) s: Chromium \(a), stage \(b)")
        }
    }

    // MARK: Chromium against the stage

    @MainActor
    @Test(.enabled(if: ExternalTools.chromium != nil, "chromium-headless-shell is not installed"), arguments: transitions)
    func everyTransitionKindPlaysInChromiumAsTheStageDrawsIt(transition: String) throws {
        let spec = try Self.spec(transition: transition)
        let (scene, _) = try Self.scene(spec)
        for format in [ExportFormat.css, .waapi] {
            let result = try Exporter.export(scene, format: format)
            #expect(result.report.isWithinBounds, "\(transition) \(format): \(result.report.text)")
            let shown = try Self.browserDrawing(try #require(result.page), stage: result.prefix.rawValue + "-stage", times: Self.times)
            try Self.compare(shown, spec, times: Self.times, label: "\(transition) \(format)")
        }
    }

    @MainActor
    @Test(.enabled(if: ExternalTools.chromium != nil, "chromium-headless-shell is not installed"))
    func reducedMotionPlaysTheScenesTransitionPolicy() throws {
        // A move becomes a 0.3 s cross-fade with reduced motion; "disabled" inserts and removes at once.
        for policy in ["{\"policy\": \"crossFade\", \"duration\": 0.3}", "\"disabled\""] {
            let spec = try Self.spec(transition: "{\"move\": {\"edge\": \"bottom\"}}", sceneReduceMotion: policy)
            let (scene, _) = try Self.scene(spec)
            for format in [ExportFormat.css, .waapi] {
                let result = try Exporter.export(scene, format: format)
                #expect(result.report.isWithinBounds)
                let page = try #require(result.page)
                let reduced = try Self.browserDrawing(page, stage: result.prefix.rawValue + "-stage", times: Self.times, flags: ["--force-prefers-reduced-motion"])
                try Self.compare(reduced, spec, times: Self.times, label: "\(policy) \(format) reduced", reduceMotion: true)
                let full = try Self.browserDrawing(page, stage: result.prefix.rawValue + "-stage", times: Self.times)
                try Self.compare(full, spec, times: Self.times, label: "\(policy) \(format) full")
            }
        }
    }

    @MainActor
    @Test(.enabled(if: ExternalTools.chromium != nil, "chromium-headless-shell is not installed"))
    func thePlayersInsertAndRemovePlayTheTransitionNow() throws {
        // No trigger: the animator holds still, so only the transition moves.
        let events = """
            {"time": 0.1, "event": "insert", "animation": {"kind": "spring", "duration": 0.35, "bounce": 0.3}},
            {"time": 0.8, "event": "remove", "animation": {"kind": "easeIn", "duration": 0.25}}
            """
        let spec = try Self.spec(transition: "{\"push\": {\"from\": \"leading\"}}", events: events)
        let (scene, _) = try Self.scene(spec)
        let result = try Exporter.export(scene, format: .waapi, prefix: try ExportPrefix("probe"))
        let fragment = ExportSharedPageBrowserTests.page([try #require(result.fragment)])
        let times = [0.0, 0.0513, 0.1013, 0.2013, 0.3013, 0.6013]
        let inserted = try Self.browserDrawing(fragment, stage: "probe-stage", times: times, before: "window.cadence['probe'].insert();")
        let insertNow = [SceneEvent(time: 0, kind: .insert, animation: .spring(duration: 0.35, bounce: 0.3))]
        try Self.compare(inserted, spec, times: times, label: "insert()", events: insertNow)
        // remove() is also reachable from the stage element, for a page that has it at hand.
        let removed = try Self.browserDrawing(fragment, stage: "probe-stage", times: times,
                                              before: "document.querySelector('.probe-stage').cadence.remove();")
        let removeNow = [SceneEvent(time: 0, kind: .remove, animation: .easeIn(duration: 0.25))]
        try Self.compare(removed, spec, times: times, label: "remove()", events: removeNow)
    }

    // MARK: The exports' text

    @Test func theCSSHidesTheElementBeforeItsInsertionAndAfterItsRemoval() throws {
        let (scene, notes) = try Self.scene(try Self.spec(transition: "{\"move\": {\"edge\": \"bottom\"}}"))
        let played = scene.resolvingPresence()
        let presence = try #require(played.channels.last)
        #expect(presence.name == "transition presence")
        #expect(presence.value(at: 0.05) == 0 && presence.value(at: 0.5) == 1 && presence.value(at: 1.2) == 0)
        // The animator starts at the trigger, 0.1 s in, as on the stage.
        #expect(abs(played.channels[0].value(at: 0.2) - scene.channels[0].value(at: 0.2)) < 1e-12)
        #expect(scene.channels[0].value(at: 0.1) == 1 && scene.channels[0].value(at: 0.3) > 1.15)
        let result = try Exporter.export(scene, format: .css)
        #expect(result.report.isWithinBounds)
        #expect(result.content.contains("opacity: 0;"))
        #expect(result.report.notes.contains { $0.contains("the transition .move(edge: .bottom) plays on the timeline: inserted at 0.1 s") })
        #expect(notes.contains { $0.contains("no Reduce Motion choice for its transition") })
        #expect(!result.report.notes.contains { $0.contains("not exported") })
    }

    @Test func theWebAnimationsJSONCarriesTheInsertionAndRemovalForThePlayer() throws {
        let spec = try Self.spec(transition: "{\"push\": {\"from\": \"top\"}}", sceneReduceMotion: "\"crossFade\"")
        let (scene, _) = try Self.scene(spec)
        let result = try Exporter.export(scene, format: .waapi)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.content.utf8)) as? [String: Any])
        let transitions = try #require(json["transitions"] as? [String: Any])
        let insertion = try #require(transitions["insertion"] as? [String: Any])
        #expect(abs((insertion["duration"] as? Double ?? 0) - 1000 * SceneStage.finishTime(.spring(duration: 0.35, bounce: 0.3))) < 5)
        #expect((insertion["animations"] as? [Any])?.isEmpty == false)
        #expect((transitions["removal"] as? [String: Any])?["animations"] != nil)
        // With reduced motion the player plays the cross-fade's: 0.2 s, opacity boxes only.
        let reduced = try #require((json["reducedMotion"] as? [String: Any])?["transitions"] as? [String: Any])
        let fade = try #require(reduced["insertion"] as? [String: Any])
        #expect(abs((fade["duration"] as? Double ?? 0) - 200) < 2)
        let properties = Set(((fade["animations"] as? [[String: Any]]) ?? []).compactMap { $0["property"] as? String })
        #expect(properties == ["opacity"])
        #expect(result.page?.contains("window.cadence") == true)
    }

    @Test func lottieLaysTheLayersOncePerSpanWithInAndOutPoints() throws {
        let spec = try Self.spec(transition: "\"opacity\"", sceneReduceMotion: "\"disabled\"")
        let (scene, _) = try Self.scene(spec)
        let result = try Exporter.export(scene, format: .lottie)
        #expect(result.report.isWithinBounds)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.content.utf8)) as? [String: Any])
        let layers = try #require(json["layers"] as? [[String: Any]]).filter { ($0["nm"] as? String) != "background" }
        let spans = Set(layers.map { [($0["ip"] as? Double) ?? -1, ($0["op"] as? Double) ?? -1] })
        // The animation: in at 0.1 s (frame 6) until the removal ends (0.8 + 0.25 s, frame 63); the
        // reduced variant after it: the same frames, inserted and removed at once.
        let removalEnd = 60 * (0.8 + SceneStage.finishTime(.easeIn(duration: 0.25)))
        let animationFrames = 60 * scene.resolvingPresence().duration
        let expected: Set<[Double]> = [[6, removalEnd], [animationFrames + 6, animationFrames + 48]]
        #expect(spans.count == 2)
        for span in spans {
            #expect(expected.contains { abs($0[0] - span[0]) < 0.05 && abs($0[1] - span[1]) < 0.05 }, "span \(span), expected \(expected)")
        }
        #expect(layers.count % 2 == 0)
        let markers = (json["markers"] as? [[String: Any]]) ?? []
        #expect(markers.contains { $0["cm"] as? String == "reduced motion" })
    }

    @Test func aLoopingSceneListsItsTransitionAsNotExported() throws {
        let events = """
            {"time": 0.1, "event": "insert"}
            """
        let spec = try Self.spec(transition: "\"slide\"", events: events, mode: "repeating")
        let (scene, _) = try Self.scene(spec)
        let result = try Exporter.export(scene, format: .css)
        #expect(result.report.notes.contains { $0.contains("the transition .slide and its insertions and removals are not exported: the animation loops") })
        #expect(scene.resolvingPresence().channels.count == scene.channels.count)
    }

    @Test func aRemovalTurnedAroundKeepsTheRemovalsEffects() {
        typealias Builder = SpecSceneBuilder
        let changes = Builder.changes([(0, false, .linear(duration: 1)), (0.4, true, .linear(duration: 1))], startsInserted: true)
        #expect(changes.count == 2)
        #expect(changes[0].kind == .removal && !changes[0].completes && abs(changes[0].duration - 0.4) < 1e-9)
        #expect(changes[1].kind == .insertion && changes[1].usesRemoval)
        // Turned around at 0.6 (of the way there), it goes back up from there.
        #expect(abs(changes[1].progress(0) - 0.6) < 1e-6)
        #expect(changes[1].progress(2) > 0.999)
        // Without animation a removal is at once.
        let now = Builder.changes([(0.5, false, nil)], startsInserted: true)
        #expect(now.count == 1 && now[0].duration == 0 && now[0].completes)
        // An insert while it is there changes nothing.
        #expect(Builder.changes([(0.5, true, .default)], startsInserted: true).isEmpty)
    }

    @Test func theEffectsFollowCadenceUIsTransitions() {
        typealias Builder = SpecSceneBuilder
        #expect(Builder.effects(.push(from: "leading"), removal: false) == [.move(x: -1, y: 0), .opacity])
        #expect(Builder.effects(.push(from: "leading"), removal: true) == [.move(x: 1, y: 0), .opacity])
        #expect(Builder.effects(.slide, removal: true) == [.move(x: 1, y: 0)])
        #expect(Builder.effects(.asymmetric(insertion: .opacity, removal: .identity), removal: true) == [])
        #expect(Builder.effects(.combined([.move(edge: "top"), .opacity]), removal: false) == [.move(x: 0, y: -1), .opacity])
        #expect(Builder.effects(.scale(0.5, anchor: "bottom"), removal: false) == [.scale(0.5, anchor: .bottom)])
    }
}
