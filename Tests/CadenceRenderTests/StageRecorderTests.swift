@testable import CadenceRender
import CadenceUI
import Testing

@MainActor
@Suite struct StageRecorderTests {
    private func smallStage() -> Stage {
        Stage(size: CGSize(width: 40, height: 30)) { Circle().fill(.blue).frame(width: 20, height: 20) }
    }

    @Test func aFrameDrawingWhatTheOneBeforeDrewSharesItsImage() throws {
        // The like button rests for most of a second after its tap's animations settle.
        let sequence = try StageRecorder().record(RenderScenes.likeStage(), duration: 3, playback: .once)
        var shared = 0
        for index in sequence.frames.indices.dropFirst() {
            let (frame, previous) = (sequence.frames[index], sequence.frames[index - 1])
            let shares = frame.image.sharesPixels(with: previous.image)
            #expect(shares == (frame.displayList.items == previous.displayList.items), "frame \(index)")
            if shares { shared += 1 }
            // Shared or not, each image is what the renderer draws for its list.
            if index % 10 == 0 { #expect(frame.image == (try DisplayListRenderer().render(frame.displayList))) }
        }
        #expect(shared > 0, "the recording has still stretches")
        #expect(shared < sequence.frames.count - 1, "and moving ones")
    }

    @Test func frameTimesComeFromTheIndex() throws {
        let recorder = StageRecorder(framesPerSecond: 30)
        let sequence = try recorder.record(smallStage(), from: 0.25, frameCount: 40, playback: .repeating)
        #expect(sequence.frames.count == 40)
        // Bit-exact on purpose: start + i/fps, never an accumulated sum.
        let expected: [Double] = (0..<40).map { (index: Int) -> Double in 0.25 + Double(index) / 30 }
        #expect(sequence.frames.map(\.time) == expected)
        #expect(sequence.frames.map(\.displayList.time) == sequence.frames.map(\.time))
        #expect(sequence.framesPerSecond == 30 && sequence.playback == .repeating)
    }

    @Test func eachFrameShowsTheStageAtItsTime() throws {
        let sequence = try StageRecorder().record(RenderScenes.likeStage(), duration: 1, playback: .once)
        for index in [0, 13, 25, 50] {
            let fresh = RenderScenes.likeStage()
            fresh.advance(to: Double(index) / 50)
            #expect(sequence.frames[index].displayList == fresh.displayList())
            #expect(sequence.frames[index].image == (try DisplayListRenderer().render(fresh.displayList())))
        }
        // The scene moves: the middle frame differs from the first, the last is back at rest.
        #expect(sequence.frames[25].image != sequence.frames[0].image)
    }

    @Test(arguments: [
        (1.0, 50.0, Playback.repeating, 50), (1, 50, .once, 51), (0.5, 30, .repeating, 15), (0.5, 30, .once, 16),
        (1.0 / 3, 30, .repeating, 10), (0.01, 50, .repeating, 1), (0.01, 50, .once, 2), (0, 50, .repeating, 1), (0, 50, .once, 1),
        (2.345, 50, .repeating, 118),
    ])
    func frameCountsCoverTheDuration(duration: Double, fps: Double, playback: Playback, expected: Int) throws {
        let recorder = StageRecorder(framesPerSecond: fps)
        #expect(try recorder.frameCount(duration: duration, playback: playback) == Double(expected))
        let sequence = try recorder.record(smallStage(), duration: duration, playback: playback)
        #expect(sequence.frames.count == expected)
        // A loop's frames stop short of the duration; a single play reaches it.
        let last = try #require(sequence.frames.last).time
        if playback == .repeating, duration > 0 { #expect(last < duration) }
        if playback == .once { #expect(last >= duration - 1e-12) }
    }

    @Test func recordingFollowsTheRendererScaleAndBackground() throws {
        let recorder = StageRecorder(renderer: DisplayListRenderer(scale: 2, background: .clear))
        let sequence = try recorder.record(smallStage(), duration: 0.1, playback: .repeating)
        #expect(sequence.frames[0].image.width == 80 && sequence.frames[0].image.height == 60)
        #expect(sequence.frames[0].image[0, 0] == .clear)
        #expect(sequence.scale == 2 && sequence.background == .clear)
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, -.infinity])
    func badFrameRatesAreErrors(fps: Double) {
        let stage = smallStage()
        expectRenderError("invalidFrameRate") { () throws(RenderError) in
            try StageRecorder(framesPerSecond: fps).record(stage, duration: 1, playback: .repeating)
        } where: {
            if case .invalidFrameRate = $0 { true } else { false }
        }
        #expect(stage.time == 0)
    }

    @Test(arguments: [-1.0, .nan, .infinity])
    func badDurationsAreErrors(duration: Double) {
        let stage = smallStage()
        expectRenderError("invalidTimeRange") { () throws(RenderError) in
            try StageRecorder().record(stage, duration: duration, playback: .once)
        } where: {
            if case .invalidTimeRange = $0 { true } else { false }
        }
        #expect(stage.time == 0)
    }

    @Test func tooManyFramesIsAnErrorBeforeAnythingIsRendered() throws {
        let stage = smallStage()
        // 100 s at 50 fps is 5000 frames, over the default 3600.
        #expect(throws: RenderError.tooManyFrames(count: 5000, limit: 3600)) {
            try StageRecorder().record(stage, duration: 100, playback: .repeating)
        }
        #expect(throws: RenderError.tooManyFrames(count: 3601, limit: 3600)) {
            try StageRecorder().record(stage, frameCount: 3601, playback: .repeating)
        }
        #expect(stage.time == 0)
        #expect(RenderError.tooManyFrames(count: 5000, limit: 3600).description == "5000 frames is more than the limit of 3600")

        // Exactly at a (lowered) limit is fine.
        var limits = RenderLimits.standard
        limits.maxFrameCount = 10
        let recorder = StageRecorder(renderer: DisplayListRenderer(limits: limits))
        #expect(try recorder.record(stage, frameCount: 10, playback: .repeating).frames.count == 10)
        #expect(throws: RenderError.tooManyFrames(count: 11, limit: 10)) {
            try recorder.record(stage, frameCount: 11, playback: .repeating)
        }
    }

    @Test func tooManyPixelsInAllIsAnError() {
        // 2000 × 2000 px fits one frame, but 100 of them are 400 million pixels.
        let stage = Stage(size: CGSize(width: 1000, height: 1000)) { Color.red }
        #expect(throws: RenderError.tooManyPixels(count: 400_000_000, limit: 1 << 28)) {
            try StageRecorder(renderer: DisplayListRenderer(scale: 2)).record(stage, frameCount: 100, playback: .once)
        }
    }

    @Test(arguments: [CGSize(width: 0, height: 10), CGSize(width: -4, height: 10), CGSize(width: 1e9, height: 10),
                      CGSize(width: 5000, height: 10)])
    func zeroNegativeAndEnormousStagesAreErrors(size: CGSize) {
        let stage = Stage(size: size) { Color.red }
        expectRenderError("invalidSize") { () throws(RenderError) in
            try StageRecorder().record(stage, duration: 1, playback: .once)
        } where: {
            if case .invalidSize = $0 { true } else { false }
        }
    }

    @Test func recordingCannotStartBeforeTheStageTime() throws {
        let stage = smallStage()
        stage.advance(to: 2)
        #expect(throws: RenderError.startBeforeStageTime(start: 1, stageTime: 2)) {
            try StageRecorder().record(stage, from: 1, duration: 1, playback: .once)
        }
        // Without a start, recording begins where the stage is.
        let sequence = try StageRecorder().record(stage, duration: 0.1, playback: .repeating)
        #expect(sequence.frames.map(\.time) == [2, 2.02, 2.04, 2.06, 2.08])
        #expect(stage.time == 2.08)
    }

    @Test func zeroFramesIsAnError() {
        #expect(throws: RenderError.noFrames) { try StageRecorder().record(smallStage(), frameCount: 0, playback: .once) }
    }

    @Test func anUnknownSymbolIsRecordedAsALabelledBox() throws {
        let stage = Stage(size: CGSize(width: 40, height: 40)) { Image(systemName: "no.such.symbol") }
        let sequence = try StageRecorder().record(stage, duration: 0.1, playback: .once)
        let image = try #require(sequence.images.first)
        // The box's outline is drawn in the symbol's colour (the primary label colour, black).
        #expect(image.pixels.contains { $0.red < 80 && $0.alpha > 200 })
        #expect(stage.issues.isEmpty)
    }
}
