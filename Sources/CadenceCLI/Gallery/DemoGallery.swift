import CadenceExamples
import CadenceRender
import CadenceSpec
import Foundation

/// The demo gallery's contents: every section `cadence demo` can make, by name, and the page that
/// shows them.
///
/// ```swift
/// DemoGallery.names                                  // ["like-button", …, "springs", "curves"]
/// let section = try DemoGallery.section(named: "pulse-badge", options: DemoOptions())
/// let page = DemoGallery.page([section])
/// ```
enum DemoGallery {
    /// The names of the sections that show a curve family rather than an example.
    static let curveSections = ["springs", "curves"]

    /// Every section name, in the gallery's order (`DemoCaptions`' order, then by name): the example
    /// specs, the catalog's examples (most share a spec's name), and the curves.
    static var names: [String] {
        var all = EmbeddedSpec.examples.map(\.name)
        for example in ExampleCatalog.all where !all.contains(example.name) { all.append(example.name) }
        all += curveSections
        return all.sorted { (DemoCaptions.order(of: $0), $0) < (DemoCaptions.order(of: $1), $1) }
    }

    /// The section called `name`: an example's recordings (from the catalog) and plots (from its spec),
    /// or a curve family. `reports`: the spec sections' export reports, if they were started in the
    /// background.
    /// - Throws: `UsageError` for an unknown name (listing the known ones), `SpecError` when an
    ///   example spec cannot be evaluated, `RenderError` when a recording cannot be checked.
    static func section(named name: String, options: DemoOptions, reports: ExportReports? = nil) throws -> DemoSection {
        switch name {
        case "springs": return CurveExhibit.springs()
        case "curves": return CurveExhibit.timingCurves()
        default: break
        }
        let spec = EmbeddedSpec.examples.first { $0.name == name }
        let example = CatalogExhibit.example(named: name)
        // The catalog view's parts first: they play stages on this thread while the spec's export
        // reports are worked out on another (see `ExportReports`), which the spec's part waits for.
        let catalog = try example.map { example in
            let recording = try CatalogExhibit.recording(for: example, options: options)
            return (recording: recording,
                    script: CatalogExhibit.scriptText(example, recording: recording, options: options),
                    accessibility: try CatalogExhibit.accessibilityText(example, recording: recording))
        }
        var section: DemoSection
        if let spec {
            section = try SpecExhibit.section(for: spec, reports: reports)
        } else if let example {
            let caption = DemoCaptions.caption(for: name)
            section = DemoSection(name: name, entry: GalleryEntry(title: caption?.title ?? example.title, caption: caption?.text ?? example.summary),
                                  steps: [])
        } else {
            throw unknown(name)
        }
        if let catalog {
            let recorded = StageExhibit.steps(for: catalog.recording)
            section.steps = recorded.steps + section.steps
            section.entry.images = recorded.images + section.entry.images
            section.entry.textBlocks.insert(GalleryTextBlock(title: "Stage script", text: catalog.script), at: 0)
            section.entry.textBlocks.insert(GalleryTextBlock(title: "Accessibility tree (what VoiceOver reads)",
                                                             text: catalog.accessibility),
                                            at: 1)
        } else if let spec, let recording = try SpecExhibit.sceneRecording(for: spec) {
            // A spec with no catalog view: its scene, as `cadence render` draws it.
            let recorded = StageExhibit.steps(for: recording)
            section.steps = recorded.steps + section.steps
            section.entry.images = recorded.images + section.entry.images
            let events = try spec.decode().scene?.events ?? []
            section.entry.textBlocks.insert(GalleryTextBlock(title: "Scene script (the spec's scene, as cadence render plays it)",
                                                             text: SpecExhibit.sceneScriptText(recording, events: events)),
                                            at: 0)
        }
        return section
    }

    /// The error for a section name that does not exist: what there is, and the closest name.
    static func unknown(_ name: String) -> UsageError {
        UsageError("unknown example '\(name)'\(NameSuggestion.didYouMean(name, among: names)). Examples: \(names.joined(separator: ", "))")
    }

    /// The page for `sections`, in the order given: each entry anchored at its section's name, its
    /// caption's first sentence shown and the rest folded away, and a note on SwiftUI's 1/300 s spring
    /// steps where they show.
    static func page(_ sections: [DemoSection]) -> GalleryPage {
        let entries = sections.map { section in
            var entry = section.entry
            entry.anchor = section.name
            if entry.details.isEmpty {
                (entry.caption, entry.details) = shortCaption(entry.caption)
            }
            if steppedSpringSections.contains(section.name) {
                entry.caption += (entry.caption.isEmpty ? "" : " ") + steppedSpringsNote
            }
            return entry
        }
        return GalleryPage(title: "Cadence: SwiftUI animations, recorded", introduction: introduction, entries: entries)
    }

    /// The sections whose plots show the fluid springs' steps: the phase specs (their phases are
    /// entered with `.smooth`, `.snappy`, `.bouncy`) and the springs family.
    static let steppedSpringSections: Set<String> = ["phase-like-button", "save-badge", "springs"]

    static let steppedSpringsNote = """
        Zoomed in, the spring curves climb in small steps: SwiftUI integrates these springs in fixed 1/300 s \
        steps, and Cadence does the same, so the staircase is SwiftUI's own, not a drawing fault.
        """

    /// A caption's first sentence, and the rest (empty when the caption is one sentence). A sentence
    /// ends at ". " (or "! ", "? ") followed by a capital letter, a digit or a quote.
    static func shortCaption(_ caption: String) -> (short: String, rest: String) {
        let characters = Array(caption)
        var index = 0
        while index + 2 < characters.count {
            if ".!?".contains(characters[index]), characters[index + 1] == " " {
                let next = characters[index + 2]
                if next.isUppercase || next.isNumber || next == "\"" || next == "." {
                    return (String(characters[...index]), String(characters[(index + 2)...]))
                }
            }
            index += 1
        }
        return (caption, "")
    }

    static let introduction = """
        SwiftUI's keyframe and phase animations, computed by Cadence and drawn headless. Each section is one \
        example from an article about SwiftUI animation. The recordings play the example's view (SwiftUI code with only the \
        import changed, from CadenceExamples; it retells the article with numbers of its own) on a headless \
        stage with a script of taps and settings, then the same script with Reduce Motion on when that \
        changes anything. Every recording loops; its Replay button starts it again from the first frame. The plots are the article's own keyframes, from the spec in Examples/: dots are \
        keyframe joints, rings where a value jumps, dashed rules mark loop seams and phase changes, and the \
        Reduce Motion plot shares the scales of the one beside it. Below each: the stage script, the spec, \
        and what cadence inspect and cadence lint say about it. Every plot is also in the example's folder \
        as PNG.
        """
}
