import CadenceExport
import CadenceRender
import CadenceSpec
import Foundation

/// The gallery section of one example spec: its plots (timeline, loops, Reduce Motion; each as SVG
/// for the page and PNG), and as text its spec, `cadence inspect` and `cadence lint`.
///
/// ```swift
/// let section = try SpecExhibit.section(for: EmbeddedSpec.examples[0])
/// section.paths   // ["floating-badge/timeline.svg", "floating-badge/timeline.png", …]
/// ```
enum SpecExhibit {
    /// - Parameter reports: the export reports worked out in the background, if they were started.
    /// - Throws: `SpecError` when the embedded spec does not decode or cannot be evaluated.
    static func section(for example: EmbeddedSpec, reports: ExportReports? = nil) throws(SpecError) -> DemoSection {
        let spec = try example.decode()
        let name = example.name
        let caption = DemoCaptions.caption(for: name)

        let main = try SpecPlots.timeline(spec)
        let reduced = try SpecPlots.reduceMotion(spec, until: SpecPlots.timeEnd(of: main))
        let shared = SpecPlots.sharingValueRanges([main] + (reduced.map { [$0] } ?? []))
        let title = spec.name ?? name
        var plots = [DemoPlot(file: "timeline", label: "The spec's keyframes over time" + (spec.mode == .repeating ? ", one loop" : ""),
                              alt: "Plot of every property of \(title) over time", plot: shared[0])]
        if shared.count > 1 {
            plots.append(DemoPlot(file: "reduce-motion", label: "The spec with Reduce Motion on, same scales",
                                  alt: "Plot of the same properties with Reduce Motion on", plot: shared[1]))
        }
        if let loops = try SpecPlots.loops(spec) {
            plots.append(DemoPlot(file: "loops", label: "The spec, three loops in a row",
                                  alt: "Plot of three loops of \(title) as the animator plays them", plot: loops))
        }

        var texts = [GalleryTextBlock(title: "Spec: \(example.displayPath)", text: example.json)]
        texts.append(GalleryTextBlock(title: "cadence inspect \(example.displayPath)", text: try InspectCommand.report(spec)))
        texts.append(GalleryTextBlock(title: "cadence lint \(example.displayPath)", text: try lintText(spec)))
        if spec.scene != nil {
            // A built-in example that does not export is a bug: it shows on the page rather than
            // stopping the whole gallery (a test holds every example to exporting cleanly).
            let text = reports?.text(for: name) ?? ExportReports.report(spec)
            texts.append(GalleryTextBlock(title: "cadence export \(example.displayPath): fidelity of CSS, Web Animations and Lottie",
                                          text: text))
        }
        return DemoSection(name: name, title: caption?.title ?? title, caption: caption?.text ?? spec.summary ?? "",
                           plots: plots, textBlocks: texts)
    }

    /// What `cadence lint` prints for the spec, without colour: the static rules and the scene's
    /// accessibility audit (which plays a stage, so it runs on the main actor).
    static func lintText(_ spec: AnimationSpec) throws(SpecError) -> String {
        let findings: [LintFinding]
        do {
            findings = try DemoMainActor.run { try SpecLinter.commandLine(spec).allFindings() }
        } catch let error as SpecError {
            throw error
        } catch {
            preconditionFailure("SpecLinter.allFindings throws only SpecError, got \(error)")
        }
        guard !findings.isEmpty else { return "\(spec.file): ok" }
        return findings.map { LintCommand.line($0, file: spec.file, color: false) }.joined(separator: "\n")
    }
}

extension SpecExhibit {
    /// The recording of an example that is only a spec (no catalog view shares its name): its scene
    /// played as `cadence render` plays it, with its own events, and again with Reduce Motion on when
    /// the spec or its scene makes a Reduce Motion choice. `nil` for a spec without a scene.
    static func sceneRecording(for example: EmbeddedSpec) throws -> DemoRecording? {
        let spec = try example.decode()
        guard spec.scene != nil else { return nil }
        let plain = try SceneStage(spec: spec, events: nil, reduceMotion: false, command: "record it in the gallery")
        let reduced = try SceneStage(spec: spec, events: nil, reduceMotion: true, command: "record it in the gallery")
        let differs = spec.reduceMotion != nil || plain.scene.reduceMotion != nil
        return DemoRecording(name: example.name, size: plain.size, duration: try plain.duration(), playback: plain.playback,
                             hasReduceMotionVariant: differs,
                             background: RenderCommand.sceneBackground(plain.scene, spec: spec)) { reduceMotion in
            (reduceMotion ? reduced : plain).makeStage()
        }
    }

    /// The scene's script, for the text beside its recording.
    static func sceneScriptText(_ recording: DemoRecording, events: [SceneEvent]) -> String {
        var lines = ["stage \(formatNumber(Double(recording.size.width), decimals: 0))×\(formatNumber(Double(recording.size.height), decimals: 0)) pt, "
                     + "recorded for \(formatNumber(recording.duration, decimals: 2)) s (\(recording.playback == .repeating ? "the recording loops" : "the recording plays its script, then starts over"))"]
        lines += events.isEmpty ? ["no scripted events"] : events.map { "\(formatNumber($0.time, decimals: 2)) s  \($0.kind.rawValue)" }
        if recording.hasReduceMotionVariant {
            lines += ["", "With Reduce Motion: the same events on a stage whose accessibilityReduceMotion is on from the start."]
        }
        return lines.joined(separator: "\n")
    }

    /// The fidelity report of each export format for the spec: how far the exported animation can be
    /// from Cadence's own values, per property, in the property's units (`cadence export`'s report).
    static func exportReports(_ spec: AnimationSpec) throws -> String {
        try ExportCommand.export(spec, formats: [.css, .waapi, .lottie], bounds: ErrorBounds(), reduceMotion: false)
            .map(\.report.text).joined(separator: "\n\n")
    }
}
