import CadenceExamples
import CadenceRender
import Foundation
import Testing
@testable import CadenceCLI

/// The gallery's use of `ExampleCatalog`: which examples loop, which change with Reduce Motion, and
/// the recorded files, checked against the example views' sources and by gifsicle.
@Suite struct GalleryCatalogTests {
    @Test func everyCatalogExampleHasASectionAndACaption() {
        for example in ExampleCatalog.all {
            #expect(DemoGallery.names.contains(example.name))
            #expect(DemoCaptions.caption(for: example.name) != nil, "\(example.name) has no caption")
        }
    }

    @Test func theLoopsAreTheRepeatingSpecsAndTheUnscriptedViewsThatNeverStop() {
        // PulseBadge, PulseBadgeWithoutReset and SquashBounceCheckmark use keyframeAnimator(repeating: true)
        // and have repeating specs; SyncWave has no spec and no script, and its TimelineView(.animation)
        // asks for frames for ever.
        let loops = ExampleCatalog.all.map(\.name).filter(CatalogExhibit.loops)
        #expect(loops == ["pulse-badge", "pulse-badge-no-reset", "squash-bounce-checkmark", "sync-wave"])
    }

    @Test func anUnscriptedExampleThatStopsDoesNotLoop() throws {
        // Neither a spec nor a catalog example: not a loop, and no crash.
        #expect(!CatalogExhibit.loops("no-such-example"))
        // photo-zoom has no spec, but a script, so it plays once even if it were still moving at its end.
        #expect(!CatalogExhibit.loops("photo-zoom"))
        let wave = try #require(ExampleCatalog.example(named: "sync-wave"))
        #expect(try DemoMainActor.run { CatalogExhibit.runsForEver(wave) })
        let zoom = try #require(ExampleCatalog.example(named: "photo-zoom"))
        #expect(try !DemoMainActor.run { CatalogExhibit.runsForEver(zoom) })
    }

    @Test func theReduceMotionVariantsAreTheViewsThatReadIt() throws {
        // The views that read accessibilityReduceMotion: ReduceMotionLikeButton, PhaseLikeButton,
        // FloatingBadge, DetailsPanel, PhotoZoom, SyncWave, ReplayCard, FlickCard, and SymbolEffectBell
        // through its symbol effects, which adapt to it. The others move the same whatever it says.
        var options = DemoOptions()
        options.framesPerSecond = 25
        let variants = try ExampleCatalog.all.filter { try CatalogExhibit.recording(for: $0, options: options).hasReduceMotionVariant }
        #expect(variants.map(\.name) == ["like-button-reduce-motion", "phase-like-button", "floating-badge", "details-panel",
                                         "photo-zoom", "sync-wave", "replay-card", "flick-card", "symbol-effects"])
    }

    @Test func theReduceMotionStageKeepsReduceMotionOnThroughTheScript() throws {
        // The like-button-reduce-motion script switches Reduce Motion off at 2 s; its twin stays on.
        let example = try #require(ExampleCatalog.example(named: "like-button-reduce-motion"))
        let reduceMotion = try DemoMainActor.run {
            let stage = CatalogExhibit.stage(for: example, reduceMotion: true)
            stage.advance(to: example.duration)
            return stage.environment.accessibilityReduceMotion
        }
        #expect(reduceMotion)
        #expect(example.events.contains { CatalogExhibit.isEnvironmentChange($0.event) })
        #expect(!example.events.filter { !CatalogExhibit.isEnvironmentChange($0.event) }.isEmpty, "taps are not environment changes")
    }

    @Test func aSpecWithoutACatalogViewIsRecordedFromItsScene() throws {
        // toast.json has no view in the catalog: the gallery records its scene, with and without
        // Reduce Motion (its scene asks for a cross-fade), and lists its events.
        let toast = try #require(EmbeddedSpec.examples.first { $0.name == "toast" })
        #expect(ExampleCatalog.example(named: "toast") == nil)
        let recording = try #require(try SpecExhibit.sceneRecording(for: toast))
        #expect(recording.hasReduceMotionVariant)
        #expect(recording.playback == .once)
        // Drawn on the scene's own background (#F2F2F7), as `cadence render` draws it.
        #expect(recording.background == RenderColor(red: 0xF2 / 255.0, green: 0xF2 / 255.0, blue: 0xF7 / 255.0, alpha: 1))
        let section = try DemoGallery.section(named: "toast", options: DemoOptions())
        let paths = section.steps.flatMap(\.paths)
        for file in ["toast/animation.gif", "toast/reduce-motion.gif", "toast/sheet.png", "toast/timeline.svg"] {
            #expect(paths.contains(file), "\(file) missing from \(paths)")
        }
        let script = try #require(section.entry.textBlocks.first { $0.title.hasPrefix("Scene script") })
        #expect(script.text.contains("s  insert") && script.text.contains("s  remove"))
        // Mid-way the toast is on screen, as the spec's scene draws it.
        let shown = try DemoMainActor.run {
            let stage = recording.makeStage(false)
            stage.advance(to: recording.duration / 2)
            return stage.displayList().items.contains { item in
                if case .text(let text) = item.content { return text.text == "Saved" }
                return false
            }
        }
        #expect(shown)
    }

    @Test func theScriptTextListsEveryEvent() throws {
        let example = try #require(ExampleCatalog.example(named: "like-button"))
        let recording = DemoRecording(name: example.name, size: example.size, duration: example.duration, playback: .once,
                                      hasReduceMotionVariant: false) { _ in CatalogExhibit.stage(for: example, reduceMotion: false) }
        let text = CatalogExhibit.scriptText(example, recording: recording, options: DemoOptions())
        #expect(text.components(separatedBy: "tap(label: Like)").count - 1 == example.events.count)
        #expect(text.contains("recorded for 2.40 s at 50 fps, 1.00× (the recording plays its script, then starts over)"))
        #expect(text.contains("makes no Reduce Motion choice"))
    }

    @Test(.enabled(if: DemoTool.exists("gifsicle"), "gifsicle not installed"))
    func theRecordedGIFsHaveTheFramesAndLoopingOfTheirExamples() throws {
        let folder = try DemoTemporary.folder()
        let run = runSpecCommand(["demo", "--out", "g", "--only", "like-button,pulse-badge", "--scale", "0.5"], workingDirectory: folder.path)
        #expect(run.status == 0, "stderr: \(run.error)")
        // like-button is recorded as one play: 2.4 s at 50 fps and the final frame, 121 frames;
        // pulse-badge as a loop: 2.8 s is two whole loops, 140 frames, the 141st would be the first
        // again. The gallery's recordings all loop.
        for (name, frames, loops) in [("like-button", 121, true), ("pulse-badge", 140, true)] {
            let gif = folder.appendingPathComponent("g/\(name)/animation.gif").path
            let info = try DemoTool.run("gifsicle", ["--info", gif])
            #expect(info.status == 0, "gifsicle: \(info.errors)")
            #expect(info.output.contains(" \(frames) images"), "\(name): \(info.output.prefix(200))")
            #expect(info.output.contains("loop forever") == loops, "\(name): \(info.output.prefix(200))")
        }
    }
}
