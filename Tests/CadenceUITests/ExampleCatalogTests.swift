import CadenceExamples
import CadenceTesting
import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// The example catalog the `cadence demo` gallery plays: every example (SwiftUI code with only the
/// import changed — compiling this target is the first check) runs its script on a stage without
/// issues, fits its stage, ends as it should, and draws what its committed snapshot shows.
/// Re-record with `CADENCE_RECORD_SNAPSHOTS=1 swift test --filter ExampleCatalogTests`.
@MainActor
@Suite struct ExampleCatalogTests {
    nonisolated static let names = ExampleCatalog.all.map(\.name)

    @Test func namesAreUniqueStableAndFileSafe() {
        #expect(Set(Self.names).count == Self.names.count)
        #expect(Self.names == [
            "like-button", "like-button-reduce-motion", "phase-like-button", "pulse-badge",
            "pulse-badge-no-reset", "floating-badge", "squash-bounce-checkmark", "save-badge", "details-panel",
            "transition-panel", "asymmetric-toast", "progress-ring", "matched-thumbnail", "photo-zoom", "sync-wave",
            "replay-card", "flick-card", "navigation-gallery", "gradient-flip-card", "twirl-transition", "numeric-counter", "symbol-effects",
        ])
        for name in Self.names {
            #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)")
            #expect(ExampleCatalog.example(named: name)?.name == name)
        }
        #expect(ExampleCatalog.example(named: "no-such-example") == nil)
    }

    @Test(arguments: names)
    func theScriptFitsTheExample(name: String) throws {
        let example = try #require(ExampleCatalog.example(named: name))
        #expect(!example.title.isEmpty && !example.summary.isEmpty)
        // Users read the title and summary in the gallery: no project-internal vocabulary.
        #expect(!"\(example.title) \(example.summary)".lowercased().contains("seed"))
        #expect(example.size.width > 0 && example.size.height > 0 && example.size.width.isFinite && example.size.height.isFinite)
        #expect(example.duration > 0 && example.duration.isFinite)
        let times = example.events.map(\.time)
        #expect(times == times.sorted())
        #expect(times.allSatisfy { $0 >= 0 && $0 < example.duration })
    }

    /// `item`'s bounds cut by its clips' rectangles (empty when clipped away entirely).
    nonisolated static func visibleBounds(of item: DisplayList.Item) -> CGRect {
        item.clips.reduce(item.bounds) { visible, clip in
            let clipped = visible.intersection(clip.transform.apply(to: clip.rect))
            return clipped.isNull ? .zero : clipped
        }
    }

    @Test(arguments: names)
    func theScriptRunsWithoutIssuesAndTheViewStaysOnStage(name: String) throws {
        let example = try #require(ExampleCatalog.example(named: name))
        let stage = example.makeStage()
        let fps = 50.0
        let stageRect = CGRect(origin: .zero, size: example.size)
        for frame in 0...Int((example.duration * fps).rounded(.up)) {
            let list = stage.frame(frame, fps: fps)
            guard stage.isShown else {
                #expect(list.items.isEmpty)
                continue
            }
            #expect(!list.items.isEmpty, "t = \(list.time)")
            // What is visible: an item rolled or slid under a clip (a numeric text's old digits) may
            // leave the stage where the clip hides it.
            for item in list.items where !item.visibleBounds.isNull && !stageRect.insetBy(dx: -0.5, dy: -0.5).contains(item.visibleBounds) {
                Issue.record("t = \(list.time): \(item) leaves the \(example.size) stage")
            }
        }
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test(arguments: names)
    func loopsStillRunAtTheEndAndEverythingElseIsIdle(name: String) throws {
        let example = try #require(ExampleCatalog.example(named: name))
        let stage = example.makeStage()
        // Frame by frame: a phase entered without time moves on at the next frame, not in one jump.
        for frame in 0...Int((example.duration + 2) * 50) {
            _ = stage.frame(frame, fps: 50)
        }
        let loops: Set = ["pulse-badge", "pulse-badge-no-reset", "squash-bounce-checkmark", "sync-wave", "symbol-effects"]
        if loops.contains(name) {
            // A loop asks for the next frame: now (a timeline), or a display frame away (a symbol effect).
            #expect(stage.nextFrameTime.map { $0 >= stage.time && $0 <= stage.time + 1.0 / 30 } == true, "\(String(describing: stage.nextFrameTime))")
        } else {
            #expect(stage.nextFrameTime == nil)
        }
    }

    /// The display lists at the start, at each quarter of the duration, shortly after each scripted
    /// event, and at the end.
    @Test(arguments: names)
    func snapshots(name: String) throws {
        let example = try #require(ExampleCatalog.example(named: name))
        var times: Set<Double> = [0, example.duration / 4, example.duration / 2, example.duration * 3 / 4, example.duration]
        for event in example.events {
            times.insert(event.time + 0.1)
            times.insert(event.time + 0.3)
        }
        let stage = example.makeStage()
        let script = example.events.isEmpty ? "none" : example.events.map(\.description).joined(separator: ", ")
        var text = "\(example.name): \(example.title)\nscript: \(script)\n"
        for time in times.sorted() where time <= example.duration {
            stage.advance(to: time)
            text += "\n" + stage.displayList().description + "\n"
        }
        assertSnapshot(of: text, as: .lines, named: "example-\(name)")
    }

    @Test func theViewsAreNewEachTime() throws {
        let example = try #require(ExampleCatalog.example(named: "like-button"))
        let first = example.makeStage()
        try first.tap(label: "Like")
        let second = example.makeStage()
        #expect(first.displayList().item(text: "1 like") != nil)
        #expect(second.displayList().item(text: "0 likes") != nil)
    }
}
