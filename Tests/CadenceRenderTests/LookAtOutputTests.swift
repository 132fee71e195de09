import CadenceRender
import CadenceUI
import Foundation
import Testing

/// Writes every kind of output for the like scene into `CADENCE_RENDER_OUTPUT` (when set), for a
/// person to look at; checks only that the files were written.
@MainActor
@Suite struct LookAtOutputTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CADENCE_RENDER_OUTPUT"] != nil, "set CADENCE_RENDER_OUTPUT to a folder"))
    func writeEverything() throws {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["CADENCE_RENDER_OUTPUT"]!, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let stage = RenderScenes.likeStage()
        let recorder = StageRecorder(renderer: DisplayListRenderer(scale: 2))
        let sequence = try recorder.record(stage, duration: 1, playback: .once)
        let writer = FrameWriter()
        try writer.write(sequence, to: folder.appendingPathComponent("like.gif"))
        try writer.write(sequence, to: folder.appendingPathComponent("like.apng"))
        try writer.write(sequence, to: folder.appendingPathComponent("like.png"), stillFrame: 25)
        try writer.write(sequence, to: folder.appendingPathComponent("like.svg"), stillFrame: 25)
        try ContactSheet(frameCount: 12, thumbnailScale: 0.5).write(sequence, to: folder.appendingPathComponent("like-sheet.png"))
        let composed = RenderScenes.composedList()
        try writer.writePNG(DisplayListRenderer(scale: 3).render(composed), to: folder.appendingPathComponent("composed.png"))
        try SVGWriter(scale: 3).write(composed, to: folder.appendingPathComponent("composed.svg"))
        let plots: [(String, Plot)] = [
            ("badge", .keyframes(PlotTimelines.badge(), repeating: true, title: "Badge, repeating")),
            ("scalar", .keyframes(PlotTimelines.scalar())),
            ("bouncy", .spring(.bouncy)),
            ("overdamped", .spring(Spring(duration: 0.6, bounce: -0.4))),
            ("easeInOut", .unitCurve(.easeInOut)),
            ("circularEaseIn", .unitCurve(.circularEaseIn)),
        ]
        for (name, plot) in plots {
            try plot.write(to: folder.appendingPathComponent("plot-\(name).svg"))
            try plot.write(to: folder.appendingPathComponent("plot-\(name).png"), scale: 1.5)
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("like.gif").path))
    }
}
