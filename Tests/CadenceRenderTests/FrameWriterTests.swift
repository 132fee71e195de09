@testable import CadenceRender
import CadenceUI
import Foundation
import Testing

@MainActor
@Suite struct FrameWriterTests {
    private func sequence(fps: Double = 50, duration: Double = 1, playback: Playback) throws -> FrameSequence {
        try StageRecorder(framesPerSecond: fps).record(RenderScenes.likeStage(fps: fps), duration: duration, playback: playback)
    }

    /// gifsicle's per-image delays, in order ("0.02s"; nil for an image without one).
    private func gifsicleInfo(_ url: URL) throws -> (text: String, delays: [String?]) {
        let result = try Tool.run("gifsicle", ["--info", url.path])
        #expect(result.status == 0, "gifsicle failed: \(result.errors)")
        let delays = result.text.components(separatedBy: "+ image #").dropFirst().map { image in
            image.components(separatedBy: "delay ").dropFirst().first.map { String($0.prefix { !$0.isWhitespace }) }
        }
        return (result.text, delays)
    }

    @Test(.enabled(if: Tool.exists("gifsicle"), "gifsicle not installed"))
    func aLoopingGIFLoopsForeverWithTwoCentisecondFrames() throws {
        let url = try TemporaryDirectory.make().appendingPathComponent("loop.gif")
        try FrameWriter().write(sequence(playback: .repeating), to: url)
        let info = try gifsicleInfo(url)
        #expect(info.text.contains("loop.gif 50 images"))
        #expect(info.text.contains("loop forever"))
        #expect(info.delays == Array(repeating: "0.02s", count: 50))
    }

    @Test(.enabled(if: Tool.exists("gifsicle"), "gifsicle not installed"))
    func aGIFThatPlaysOnceHasNoLoopAndEndsOnTheFinalFrame() throws {
        let once = try sequence(playback: .once)
        let url = try TemporaryDirectory.make().appendingPathComponent("once.gif")
        try FrameWriter().write(once, to: url)
        let info = try gifsicleInfo(url)
        #expect(info.text.contains("51 images"))
        #expect(!info.text.contains("loop"))
        #expect(once.frames.last?.time == 1)
    }

    @Test(.enabled(if: Tool.exists("gifsicle"), "gifsicle not installed"))
    func slowerRatesGetLongerDelaysWithoutDrift() throws {
        let url = try TemporaryDirectory.make().appendingPathComponent("slow.gif")
        try FrameWriter().write(sequence(fps: 30, duration: 0.2, playback: .repeating), to: url)
        // 30 fps: 3.33 cs a frame, written 3, 4, 3, 3, 4, 3 so each frame starts on time to the centisecond.
        #expect(try gifsicleInfo(url).delays == ["0.03s", "0.04s", "0.03s", "0.03s", "0.04s", "0.03s"])
    }

    @Test func gifRefusesRatesAboveFifty() throws {
        let directory = try TemporaryDirectory.make()
        let url = directory.appendingPathComponent("fast.gif")
        #expect(throws: RenderError.frameRateTooHighForGIF(60)) {
            try FrameWriter().write(sequence(fps: 60, duration: 0.1, playback: .repeating), to: url)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        #expect(RenderError.frameRateTooHighForGIF(60).description.contains("write APNG"))
    }

    @Test(.enabled(if: Tool.exists("pngcheck"), "pngcheck not installed"))
    func aPNGIsTheStillFrame() throws {
        let directory = try TemporaryDirectory.make()
        let once = try sequence(playback: .once)
        try FrameWriter().write(once, to: directory.appendingPathComponent("final.png"))
        try FrameWriter().write(once, to: directory.appendingPathComponent("middle.png"), stillFrame: 25)
        var loop = once
        loop.playback = .repeating
        try FrameWriter().write(loop, to: directory.appendingPathComponent("first.png"))
        for name in ["final.png", "middle.png", "first.png"] {
            let result = try Tool.run("pngcheck", [directory.appendingPathComponent(name).path])
            #expect(result.status == 0 && result.text.hasPrefix("OK"), "\(name): \(result.text) \(result.errors)")
        }
        func bytes(_ name: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: directory.appendingPathComponent(name))) }
        // Played once, the still is the final state; looping, the first frame.
        #expect(try bytes("final.png") == PNGEncoder().encode(once.frames[50].image))
        #expect(try bytes("middle.png") == PNGEncoder().encode(once.frames[25].image))
        #expect(try bytes("first.png") == PNGEncoder().encode(once.frames[0].image))
    }

    @Test(.enabled(if: Tool.exists("apngdis"), "apngdis not installed"), arguments: [Playback.repeating, .once])
    func anAPNGHasEveryFrameAndItsPlayCount(playback: Playback) throws {
        let frames = try sequence(duration: 0.4, playback: playback)
        let directory = try TemporaryDirectory.make()
        let url = directory.appendingPathComponent("anim.apng")
        try FrameWriter().write(frames, to: url)
        let result = try Tool.run("apngdis", [url.path, "frame"], in: directory)
        #expect(result.status == 0, "apngdis failed: \(result.text) \(result.errors)")
        #expect(result.text.contains("extracting frame \(frames.frames.count) of \(frames.frames.count)"))
        let acTL = try #require(APNGEncoderTests.chunk("acTL", in: [UInt8](try Data(contentsOf: url))))
        let plays: UInt8 = playback == .repeating ? 0 : 1
        #expect(acTL == [0, 0, 0, UInt8(frames.frames.count), 0, 0, 0, plays])
    }

    @Test func anSVGIsTheStillFrameAtTheSequenceScale() throws {
        let url = try TemporaryDirectory.make().appendingPathComponent("frame.svg")
        let frames = try StageRecorder(renderer: DisplayListRenderer(scale: 2)).record(RenderScenes.likeStage(), duration: 0.5,
                                                                                      playback: .once)
        try FrameWriter().write(frames, to: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text == (try SVGWriter(scale: 2).document(for: frames.frames[25].displayList)))
        #expect(text.contains("width=\"400\" height=\"440\" viewBox=\"0 0 200 220\""))
    }

    @Test func missingOrBadDirectoriesAreErrorsThatLeaveNoFile() throws {
        let directory = try TemporaryDirectory.make()
        let frames = try sequence(duration: 0.1, playback: .once)
        let missing = directory.appendingPathComponent("no/such/folder/anim.gif")
        expectRenderError("file") { () throws(RenderError) in
            try FrameWriter().write(frames, to: missing)
        } where: {
            if case let .file(error) = $0 { error.reason.contains("does not exist") } else { false }
        }
        // A "directory" that is a file.
        let blocker = directory.appendingPathComponent("blocker")
        try Data("x".utf8).write(to: blocker)
        for name in ["anim.gif", "anim.apng", "frame.png", "frame.svg"] {
            expectRenderError("file") { () throws(RenderError) in
                try FrameWriter().write(frames, to: blocker.appendingPathComponent(name))
            } where: {
                if case let .file(error) = $0 { error.reason.contains("is not a directory") } else { false }
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["blocker"])
    }

    @Test func aFailedWriteKeepsTheOldFileWhole() throws {
        let directory = try TemporaryDirectory.make()
        let url = directory.appendingPathComponent("anim.gif")
        try FrameWriter().write(sequence(duration: 0.1, playback: .repeating), to: url)
        let before = try Data(contentsOf: url)
        #expect(throws: RenderError.self) { try FrameWriter().write(sequence(fps: 100, duration: 0.1, playback: .repeating), to: url) }
        let empty = FrameSequence(frames: [], framesPerSecond: 50, playback: .once)
        #expect(throws: RenderError.noFrames) { try FrameWriter().write(empty, to: url) }
        #expect(try Data(contentsOf: url) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["anim.gif"])
    }

    @Test func aStillFrameOutsideTheSequenceIsAnError() throws {
        let frames = try sequence(duration: 0.1, playback: .once)
        let url = try TemporaryDirectory.make().appendingPathComponent("frame.png")
        #expect(throws: RenderError.frameOutOfRange(index: 6, count: 6)) { try FrameWriter().write(frames, to: url, stillFrame: 6) }
        #expect(throws: RenderError.frameOutOfRange(index: -1, count: 6)) { try FrameWriter().write(frames, to: url, stillFrame: -1) }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func anUnsupportedExtensionWritesNothing() throws {
        let url = try TemporaryDirectory.make().appendingPathComponent("anim.tiff")
        #expect(throws: RenderError.self) { try FrameWriter().write(sequence(duration: 0.1, playback: .once), to: url) }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }
}
