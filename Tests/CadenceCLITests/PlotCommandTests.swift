@testable import CadenceCLI
import CadenceRender
import CadenceSpec
import Foundation
import Testing

/// `cadence plot`: keyframe and phase specs to SVG and PNG, Reduce Motion variants, and errors.
@Suite struct PlotCommandTests {
    @Test(arguments: PackagePaths.specs(in: PackagePaths.examples).map(PackagePaths.relative))
    func everyExamplePlotsToSVGAndPNG(spec: String) throws {
        let directory = try RenderValidator.temporaryDirectory("plot")
        defer { try? FileManager.default.removeItem(at: directory) }
        let svg = directory.appendingPathComponent("p.svg").path, png = directory.appendingPathComponent("p.png").path
        let run = runSpecCommand(["plot", spec, "-o", svg])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("wrote \(svg): "))
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.contains("<svg") && text.hasSuffix("</svg>\n"))
        if RenderValidator.exists("rsvg-convert") {
            #expect(try RenderValidator.run("rsvg-convert", ["-o", directory.appendingPathComponent("svg.png").path, svg]).status == 0)
        }
        let again = runSpecCommand(["plot", spec, "-o", svg, "-q"])
        #expect(again.status == 0 && again.output.isEmpty)
        #expect(try String(contentsOfFile: svg, encoding: .utf8) == text)

        #expect(runSpecCommand(["plot", spec, "-o", png, "--scale", "1"]).status == 0)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        if RenderValidator.exists("pngcheck") {
            #expect(try RenderValidator.run("pngcheck", ["-q", png]).status == 0)
        }
    }

    @Test func aKeyframeSpecHasAPanelPerTrackWithItsJoints() throws {
        let spec = try SpecLoader.load(PackagePaths.examples.appendingPathComponent("like-button.json").path, console: Console(output: { _ in }, error: { _ in }))
        let plot = try PlotCommand.plot(spec, reduceMotion: false)
        #expect(plot.panels.map(\.title) == ["scale (number)", "rotation (angle), degrees", "overlayOpacity (opacity)", "overlayOffsetY (number)"])
        // The rotation's joints in degrees: -8 at 0.12 s, 6 at 0.28 s.
        let rotation = plot.panels[1].markers.map(\.point)
        for (time, degrees) in [(0.12, -8.0), (0.28, 6.0)] {
            #expect(rotation.contains { abs($0.x - time) < 1e-9 && abs($0.y - degrees) < 1e-9 }, "\(rotation)")
        }
        #expect(plot.panels.allSatisfy { $0.rules.isEmpty })
    }

    @Test func aRepeatingSpecShowsItsLoopSeam() throws {
        let spec = try SpecLoader.load(PackagePaths.examples.appendingPathComponent("pulse-badge-no-reset.json").path, console: Console(output: { _ in }, error: { _ in }))
        let plot = try PlotCommand.plot(spec, reduceMotion: false)
        #expect(plot.panels.allSatisfy { $0.rules.contains { $0.label.hasPrefix("loop seam") } })
    }

    @Test func aPhaseSpecIsSampledPerPropertyWithItsChanges() throws {
        let spec = try SpecLoader.load(PackagePaths.examples.appendingPathComponent("phase-like-button.json").path, console: Console(output: { _ in }, error: { _ in }))
        let plot = try PlotCommand.plot(spec, reduceMotion: false)
        #expect(plot.panels.count == spec.properties.count)
        var evaluator = try SpecEvaluator(spec: spec, reduceMotion: false, horizon: 0)
        for point in plot.panels[0].series[0].points.prefix(50) {
            let expected = try evaluator.values(at: point.x)[0][0]
            #expect(abs(point.y - expected) <= 1e-12 + 1e-12 * abs(expected))
        }
        #expect(plot.panels[0].markers.count >= 2)
    }

    @Test func reduceMotionPlotsTheVariant() throws {
        let spec = try SpecLoader.load(PackagePaths.examples.appendingPathComponent("like-button-reduce-motion.json").path, console: Console(output: { _ in }, error: { _ in }))
        guard case .keyframes(let variant)? = spec.reduceMotion?.variant else { Issue.record("expected a keyframe variant"); return }
        let plot = try PlotCommand.plot(spec, reduceMotion: true)
        #expect(plot.panels.count == variant.count)
        #expect(plot.title.contains("Reduce Motion"))
        #expect(plot.panels.count != (try PlotCommand.plot(spec, reduceMotion: false)).panels.count)
    }

    static let badInvocations: [([String], String)] = [
        (["plot", "Examples/like-button.json", "-o", "OUT.gif"], "has the extension .gif: name a .svg, .png file"),
        (["plot", "Examples/like-button.json"], "missing -o OUT"),
        (["plot", "Examples/like-button.json", "-o", "OUT.png", "--scale", "0"], "'--scale' must be between"),
        (["plot", "Examples/like-button.json", "-o", "/nonexistent-dir/OUT.svg"], "does not exist"),
    ]

    @Test(arguments: badInvocations)
    func badInputExitsTwoWithAMessageAndNoFile(arguments: [String], message: String) throws {
        try RenderValidator.expectRefused(arguments, message: message)
    }

    @Test func theHelpHasExamples() {
        let run = runSpecCommand(["plot", "--help"])
        #expect(run.output.contains("EXAMPLES:\n  cadence plot Examples/like-button.json -o like.svg"))
    }
}
