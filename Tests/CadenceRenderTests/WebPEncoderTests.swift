import CWebP
import CadenceTestSupport
import CadenceUI
import Foundation
@testable import CadenceRender
import Testing

/// An animated WebP read back with libwebp's own animation decoder: the composed frames (straight
/// RGBA), each frame's end time in milliseconds, and the loop count.
struct DecodedWebP {
    var width: Int
    var height: Int
    var loopCount: Int
    var frames: [RasterImage]
    var endTimes: [Int]

    init(_ bytes: [UInt8]) throws {
        var options = WebPAnimDecoderOptions()
        try #require(WebPAnimDecoderOptionsInit(&options) != 0)
        options.color_mode = MODE_RGBA
        options.use_threads = 0
        var result: (Int, Int, Int, [RasterImage], [Int])?
        bytes.withUnsafeBufferPointer { buffer in
            var data = WebPData(bytes: buffer.baseAddress, size: buffer.count)
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { return }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { return }
            let width = Int(info.canvas_width), height = Int(info.canvas_height)
            var frames: [RasterImage] = [], times: [Int] = []
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0, let pixels else { return }
                frames.append(RasterImage(width: width, height: height, bytes: Array(UnsafeBufferPointer(start: pixels, count: width * height * 4)))!)
                times.append(Int(timestamp))
            }
            result = (width, height, Int(info.loop_count), frames, times)
        }
        let decoded = try #require(result, "libwebp could not decode the file")
        (width, height, loopCount, frames, endTimes) = decoded
    }
}

@Suite struct WebPEncoderTests {
    /// Three frames that differ in a moving square over the gradient, with partial alpha.
    static func frames(width: Int = 24, height: Int = 16) -> [RasterImage] {
        (0..<3).map { index in
            var image = TestImages.gradient(width: width, height: height)
            for y in 4..<10 { for x in (index * 5)..<(index * 5 + 6) { image[x, y] = RGBAPixel(red: 250, green: 20, blue: 40, alpha: 255) } }
            return image
        }
    }

    @Test func losslessRoundTripsEveryPixelDurationAndTheLoopCount() throws {
        let frames = Self.frames()
        let bytes = try WebPEncoder(loopCount: 3).encode(frames, durations: [20, 40, 60])
        #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
        #expect(Array(bytes[8..<12]) == Array("WEBP".utf8))
        let decoded = try DecodedWebP(bytes)
        #expect(decoded.width == 24 && decoded.height == 16)
        #expect(decoded.loopCount == 3)
        #expect(decoded.endTimes == [20, 60, 120])
        #expect(decoded.frames == frames)
    }

    @Test func lossyStaysClose() throws {
        let frames = Self.frames(width: 96, height: 64)
        let lossy = try WebPEncoder(compression: .lossy(quality: 90)).encode(frames, durations: [20, 20, 20])
        let rough = try WebPEncoder(compression: .lossy(quality: 10)).encode(frames, durations: [20, 20, 20])
        let decoded = try DecodedWebP(lossy)
        #expect(decoded.loopCount == 0, "for ever by default")
        #expect(decoded.frames.count == 3)
        for (got, want) in zip(decoded.frames, frames) {
            let total = zip(got.bytes, want.bytes).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
            let mean = Double(total) / Double(want.bytes.count)
            #expect(mean < 6, "mean channel error \(mean)")
        }
        #expect(rough.count < lossy.count, "quality 10: \(rough.count) B, quality 90: \(lossy.count) B")
    }

    @Test func badInputIsRefusedBeforeEncoding() throws {
        let frames = Self.frames()
        #expect(throws: ImageEncodingError.noFrames) { try WebPEncoder().encode([], durations: []) }
        #expect(throws: ImageEncodingError.delayCountMismatch(frames: 3, delays: 2)) { try WebPEncoder().encode(frames, durations: [20, 20]) }
        #expect(throws: ImageEncodingError.invalidDelay(frame: 1, delay: 0)) { try WebPEncoder().encode(frames, durations: [20, 0, 20]) }
        #expect(throws: ImageEncodingError.invalidLoopCount(70_000)) { try WebPEncoder(loopCount: 70_000).encode(frames, durations: [1, 1, 1]) }
        #expect(throws: ImageEncodingError.invalidSetting("quality 101.0 is outside 0…100")) { try WebPEncoder(compression: .lossy(quality: 101)).encode(frames, durations: [1, 1, 1]) }
        #expect(throws: ImageEncodingError.invalidSetting("quality nan is outside 0…100")) { try WebPEncoder(compression: .lossy(quality: .nan)).encode(frames, durations: [1, 1, 1]) }
        #expect(throws: ImageEncodingError.invalidSetting("effort 7 is outside 0…6")) { try WebPEncoder(effort: 7).encode(frames, durations: [1, 1, 1]) }
        let odd = RasterImage(width: 5, height: 5)
        #expect(throws: ImageEncodingError.frameSizeMismatch(frame: 1, width: 5, height: 5, expectedWidth: 24, expectedHeight: 16)) {
            try WebPEncoder().encode([frames[0], odd], durations: [1, 1])
        }
    }

    @Test func millisecondDurationsDoNotDrift() {
        // 30 fps: 33, 34, 33 … ms whose sums are the rounded start times.
        let durations = FrameTiming(framesPerSecond: 30, frameCount: 30).webpDurations
        #expect(durations.reduce(0, +) == 1000)
        #expect(Set(durations).isSubset(of: [33, 34]))
        #expect(FrameTiming(framesPerSecond: 2000, frameCount: 4).webpDurations.allSatisfy { $0 >= 1 })
    }

    @Test(.enabled(if: Tool.exists("webpinfo") && Tool.exists("webpmux"), "webpinfo/webpmux (Debian webp) are not installed"))
    func webpinfoValidatesTheFileAndWebpmuxReadsTheLoopCount() throws {
        let url = try TemporaryDirectory.make().appendingPathComponent("anim.webp")
        let sequence = FrameSequence(frames: Self.frames().enumerated().map { RenderedFrame(time: Double($0.offset) / 50, displayList: DisplayList(size: CGSize(width: 24, height: 16), time: 0, items: []), image: $0.element) },
                                     framesPerSecond: 50, playback: .once, scale: 1, background: .clear)
        try FrameWriter(loop: .plays(4)).write(sequence, to: url)
        let info = try Tool.run("webpinfo", [url.path])
        #expect(info.status == 0, "\(info.text)\(info.errors)")
        #expect(info.text.contains("No error detected"), "\(info.text)")
        #expect(info.text.contains("Number of frames: 3") || info.text.contains("ANMF"), "\(info.text)")
        let mux = try Tool.run("webpmux", ["-info", url.path])
        #expect(mux.status == 0)
        #expect(mux.text.contains("Loop Count : 4"), "\(mux.text)")
        #expect(mux.text.contains("Number of frames: 3"), "\(mux.text)")
    }
}

@Suite struct LoopCountTests {
    @Test func parsesForeverAndPlays() throws {
        #expect(try LoopCount(argument: "forever") == .forever)
        #expect(try LoopCount(argument: "FOREVER") == .forever)
        #expect(try LoopCount(argument: "3") == .plays(3))
        #expect(try LoopCount(argument: "65535") == .plays(65535))
        for bad in ["0", "-1", "65536", "2.5", "", "always"] {
            let error = try #require(throws: LoopCountError.self) { try LoopCount(argument: bad) }
            #expect(error.description == "'\(bad)' is not a loop count: use forever or a number of plays 1…65535")
        }
    }

    @Test func eachFormatStoresItsOwnWay() {
        #expect(LoopCount.forever.storedPlays == 0)
        #expect(LoopCount.plays(3).storedPlays == 3)
        #expect(LoopCount.forever.gifLooping == .forever)
        #expect(LoopCount.plays(1).gifLooping == .playOnce)
        #expect(LoopCount.plays(3).gifLooping == .repeatCount(2), "GIF stores the repeats after the first play")
    }

    @Test func theWriterFollowsThePlaybackUnlessToldOtherwise() {
        let once = FrameSequence(frames: [], framesPerSecond: 50, playback: .once, scale: 1, background: .clear)
        let loop = FrameSequence(frames: [], framesPerSecond: 50, playback: .repeating, scale: 1, background: .clear)
        #expect(FrameWriter().loopCount(for: once) == .plays(1))
        #expect(FrameWriter().loopCount(for: loop) == .forever)
        #expect(FrameWriter(loop: .plays(2)).loopCount(for: loop) == .plays(2))
        #expect(FrameWriter(loop: .forever).loopCount(for: once) == .forever)
    }
}
