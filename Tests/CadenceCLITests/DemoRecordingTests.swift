import CadenceRender
import CadenceUI
import Foundation
import Testing
@testable import CadenceCLI

/// How far the test scene has got, 0…1, set by scheduled environment changes.
struct DemoSceneProgressKey: EnvironmentKey {
    static let defaultValue = 0.0
}

extension EnvironmentValues {
    var demoSceneProgress: Double {
        get { self[DemoSceneProgressKey.self] }
        set { self[DemoSceneProgressKey.self] = newValue }
    }
}

/// A heart that grows with the progress, unless Reduce Motion is on.
struct DemoTestScene: View {
    @Environment(\.demoSceneProgress) private var progress
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Image(systemName: "heart.fill")
            .font(.system(size: 30))
            .foregroundStyle(.pink)
            .scaleEffect(reduceMotion ? 1 : 1 + 0.5 * progress)
    }
}

/// The recorded part of a section: a stage recorded into a GIF and a contact sheet, with and without
/// Reduce Motion, checked by the GIF's own structure and by gifsicle.
@Suite struct DemoRecordingTests {
    static func recording(playback: Playback, duration: Double = 0.5) -> DemoRecording {
        DemoRecording(name: "scene", size: CGSize(width: 60, height: 60), duration: duration, playback: playback,
                      hasReduceMotionVariant: true) { reduceMotion in
            var environment = EnvironmentValues()
            environment.accessibilityReduceMotion = reduceMotion
            let stage = Stage(size: CGSize(width: 60, height: 60), environment: environment, textMeasurer: CairoTextMeasurer()) {
                DemoTestScene()
            }
            for step in 0...10 { stage.schedule(.environment(\.demoSceneProgress, Double(step) / 10), at: duration * Double(step) / 10) }
            return stage
        }
    }

    /// Runs the recording's steps into a new output folder and returns the staging folder's files.
    static func record(_ recording: DemoRecording, options: DemoOptions = DemoOptions()) throws -> (DemoOutput, [String], [GalleryImage]) {
        let folder = try DemoTemporary.folder()
        let output = try DemoOutput.prepare("g", console: Console(output: { _ in }, error: { _ in }, workingDirectory: folder.path))
        let (steps, images) = StageExhibit.steps(for: recording)
        try DemoRunner(workers: 2).run(steps, options: options, output: output) { _ in }
        return (output, steps.flatMap(\.paths), images)
    }

    @Test func aRecordingWritesAGIFAndASheetAndTheReduceMotionGIFBesideThem() throws {
        let (output, paths, images) = try Self.record(Self.recording(playback: .once))
        #expect(paths == ["scene/animation.gif", "scene/animation.webp", "scene/reduce-motion.gif", "scene/reduce-motion.webp", "scene/sheet.png"])
        #expect(images.map(\.path) == ["scene/animation.gif", "scene/reduce-motion.gif", "scene/sheet.png"])
        // Each recording offers its WebP first, the GIF as the fallback.
        #expect(images.map { $0.sources.map(\.path) } == [["scene/animation.webp"], ["scene/reduce-motion.webp"], []])
        #expect(images.flatMap(\.sources).allSatisfy { $0.type == "image/webp" })
        for path in paths {
            let bytes = Array(try Data(contentsOf: output.staging.appendingPathComponent(path)))
            if path.hasSuffix(".webp") {
                #expect(bytes.starts(with: Array("RIFF".utf8)) && Array(bytes[8..<12]) == Array("WEBP".utf8), "\(path)")
            } else {
                #expect(bytes.starts(with: path.hasSuffix(".gif") ? Array("GIF89a".utf8) : [0x89, 0x50, 0x4E, 0x47]), "\(path)")
            }
        }
        // With Reduce Motion the heart does not grow: every frame is the first, so the GIF is far smaller.
        let moving = try Data(contentsOf: output.staging.appendingPathComponent("scene/animation.gif")).count
        let still = try Data(contentsOf: output.staging.appendingPathComponent("scene/reduce-motion.gif")).count
        #expect(still < moving)

        var plain = Self.recording(playback: .once)
        plain.hasReduceMotionVariant = false
        let (_, plainPaths, _) = try Self.record(plain)
        #expect(plainPaths == ["scene/animation.gif", "scene/animation.webp", "scene/sheet.png"])
    }

    @Test func sideBySideFramesHoldBothRecordingsAndTheDivider() throws {
        var left = RasterImage(width: 2, height: 2, fill: RGBAPixel(red: 255, green: 0, blue: 0, alpha: 255))
        left[1, 1] = RGBAPixel(red: 0, green: 0, blue: 255, alpha: 255)
        let right = RasterImage(width: 3, height: 2, fill: RGBAPixel(red: 0, green: 255, blue: 0, alpha: 255))
        let joined = try SideBySide.join(left, right, divider: 1)
        #expect(joined.width == 6 && joined.height == 2)
        #expect(joined[1, 1] == RGBAPixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(joined[2, 0] == SideBySide.dividerColor && joined[2, 1] == SideBySide.dividerColor)
        #expect((3..<6).allSatisfy { joined[$0, 1] == RGBAPixel(red: 0, green: 255, blue: 0, alpha: 255) })
        #expect(throws: RenderError.self) { try SideBySide.join(left, RasterImage(width: 2, height: 3), divider: 1) }

        let frame = { (image: RasterImage) in RenderedFrame(time: 0, displayList: DisplayList(size: .zero, time: 0, items: []), image: image) }
        let short = FrameSequence(frames: [frame(left)], framesPerSecond: 50, playback: .once)
        let long = FrameSequence(frames: [frame(right), frame(right)], framesPerSecond: 50, playback: .once)
        #expect(throws: RenderError.self) { try SideBySide.join(short, long, divider: 1) }
    }

    @Test(.enabled(if: DemoTool.exists("gifsicle"), "gifsicle not installed"),
          arguments: [(Playback.once, 26, true), (Playback.repeating, 25, true)])
    func gifsicleCountsTheFramesAndTheLooping(playback: Playback, frames: Int, loops: Bool) throws {
        // 0.5 s at 50 fps: 25 frames for a loop (the frame at 0.5 s is the first again), one more for a
        // single play so it ends on the final state. The gallery's recordings all loop, a single play
        // included, so a reader who scrolls to one late still sees it move.
        let (output, _, _) = try Self.record(Self.recording(playback: playback))
        let info = try DemoTool.run("gifsicle", ["--info", output.staging.appendingPathComponent("scene/animation.gif").path])
        #expect(info.status == 0, "gifsicle: \(info.errors)")
        #expect(info.output.contains(" \(frames) images"), "gifsicle --info: \(info.output.prefix(300))")
        #expect(info.output.contains("loop forever") == loops)
        #expect(info.output.contains("logical screen 60x60"), "60 points at the default scale 1")
        #expect(info.output.contains("delay 0.02s"))
    }

    @Test(.enabled(if: DemoTool.exists("gifsicle"), "gifsicle not installed"))
    func theFrameRateAndScaleOptionsReachTheGIF() throws {
        var options = DemoOptions()
        options.framesPerSecond = 20
        options.scale = 2
        let (output, _, _) = try Self.record(Self.recording(playback: .repeating), options: options)
        let info = try DemoTool.run("gifsicle", ["--info", output.staging.appendingPathComponent("scene/animation.gif").path])
        #expect(info.output.contains(" 10 images"), "gifsicle --info: \(info.output.prefix(300))")
        #expect(info.output.contains("logical screen 120x120"))
        #expect(info.output.contains("delay 0.05s"))
    }

    @Test func aStageThatDoesNotPlayAsScriptedStopsTheRun() throws {
        var recording = Self.recording(playback: .once)
        recording.makeStage = { _ in
            let stage = Stage(size: CGSize(width: 40, height: 40)) { DemoTestScene() }
            stage.schedule(.tap(identifier: "missing"), at: 0.1)
            return stage
        }
        #expect(throws: UsageError.self) { try Self.record(recording) }
    }
}
