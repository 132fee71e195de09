import CadenceExamples
import CadenceRender
import CadenceUI
import Foundation

/// The pixel side of a frame: rasterising the like-button example's display list at 400 × 400
/// points, and encoding sixty recorded frames of it as an animated GIF.
enum RenderBenchmarks {
    static let side = 400.0

    /// A 400 × 400 stage showing the like-button example with its script (taps at 0.3, 1.3, 1.45 s).
    @MainActor
    static func likeStage() -> Stage {
        let example = ExampleCatalog.example(named: "like-button")!
        let stage = Stage(size: CGSize(width: side, height: side)) { example.view() }
        for event in example.events { stage.schedule(event.event, at: event.time) }
        return stage
    }

    /// On the main actor, as the stage is (`main.swift`'s top level is); the bodies only read values.
    @MainActor
    static func register(in harness: inout BenchmarkHarness) {
        let stage = likeStage()
        stage.advance(to: 0.45)  // mid-pop: the heart scaled and rotated, the "+1" showing
        let list = stage.displayList()
        let renderer = DisplayListRenderer()
        harness.add("render.like-button.400x400", operations: 1, note: "ns per frame rasterised (DisplayListRenderer)") {
            guard let image = try? renderer.render(list) else { return .nan }
            return Double(image[200, 200].red) + Double(image.width)
        }

        // Effects on a full 400 × 400 frame: a Gaussian blur (σ = 10 pt), a material over a
        // gradient (the backdrop blurred by 20 pt), and a 3-D rotation (a projective warp).
        let scene = { @MainActor (content: AnyView) -> DisplayList in
            Stage(size: CGSize(width: side, height: side)) { content }.displayList()
        }
        let gradient = LinearGradient(colors: [.purple, .orange], startPoint: .topLeading, endPoint: .bottomTrailing)
        // The backdrop alone, so the effects' own cost is the difference.
        let plain = scene(AnyView(gradient.overlay { Circle().fill(.white).padding(100) }))
        harness.add("render.gradient.400x400", operations: 1, note: "ns per 400x400 frame of the effects' backdrop (a gradient and a circle)") {
            guard let image = try? renderer.render(plain) else { return .nan }
            return Double(image[200, 200].red)
        }
        let blurred = scene(AnyView(gradient.overlay { Circle().fill(.white).padding(100) }.blur(radius: 10)))
        harness.add("render.blur.400x400", operations: 1, note: "ns per 400x400 frame under blur(radius: 10)") {
            guard let image = try? renderer.render(blurred) else { return .nan }
            return Double(image[200, 200].red)
        }
        let material = scene(AnyView(gradient.overlay { RoundedRectangle(cornerRadius: 20).fill(.regularMaterial).padding(40) }))
        harness.add("render.material.400x400", operations: 1, note: "ns per 400x400 frame with a regularMaterial panel") {
            guard let image = try? renderer.render(material) else { return .nan }
            return Double(image[200, 200].red)
        }
        let flipped = scene(AnyView(gradient.rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0))))
        harness.add("render.rotation3D.400x400", operations: 1, note: "ns per 400x400 frame with rotation3DEffect (pixman warp)") {
            guard let image = try? renderer.render(flipped) else { return .nan }
            return Double(image[200, 200].red)
        }

        // 60 frames at 50 fps (GIF's fastest honest rate) from the first tap on: 1.2 s of motion.
        let recording = likeStage()
        recording.advance(to: 0.3)
        guard let sequence = try? StageRecorder(framesPerSecond: 50).record(recording, frameCount: 60, playback: .once) else {
            fatalError("the like-button stage could not be recorded")
        }
        let writer = FrameWriter()
        harness.add("render.gif.like-button.60-frames", operations: 60, note: "ns per frame of a 60-frame 400x400 GIF (FrameWriter.gifData)") {
            guard let bytes = try? writer.gifData(for: sequence) else { return .nan }
            return Double(bytes.count)
        }
    }
}
