import Foundation
import Testing
@testable import CadenceRender

@Suite struct APNGEncoderTests {
    /// A dot moving across a still background, with one repeated frame (an empty change).
    static let frames: [RasterImage] = (0..<6).map { index in
        var image = TestImages.gradient(width: 30, height: 20)
        let step = min(index, 4)
        for y in 8..<12 {
            for x in (step * 5)..<(step * 5 + 4) { image[x, y] = RGBAPixel(red: 255, green: 0, blue: 0, alpha: 200) }
        }
        return image
    }

    static let delays = [FrameDelay(numerator: 1, denominator: 30), FrameDelay(numerator: 1001, denominator: 30000),
                         .centiseconds(7), FrameDelay(numerator: 2, denominator: 3), FrameDelay(numerator: 1, denominator: 60),
                         FrameDelay(numerator: 5, denominator: 1)]

    @Test(.enabled(if: Tool.exists("pngcheck"), "pngcheck not installed"), arguments: [true, false])
    func pngcheckAcceptsTheAnimation(crops: Bool) throws {
        let bytes = try APNGEncoder(cropsToChangedRegion: crops).encode(Self.frames, delays: Self.delays)
        let url = try TemporaryDirectory.file(named: "anim.png", bytes: bytes)
        let result = try Tool.run("pngcheck", ["-v", url.path])
        #expect(result.status == 0, "\(result.text)")
        #expect(result.text.contains("No errors detected"))
        #expect(result.text.contains("acTL"))
        #expect(result.text.components(separatedBy: "fdAT").count - 1 == Self.frames.count - 1)
    }

    @Test(.enabled(if: Tool.exists("apngdis"), "apngdis not installed"), arguments: [true, false])
    func apngdisSplitsIntoTheFramesWithTheirDelays(crops: Bool) throws {
        let bytes = try APNGEncoder(cropsToChangedRegion: crops).encode(Self.frames, delays: Self.delays)
        let url = try TemporaryDirectory.file(named: "anim.png", bytes: bytes)
        let directory = url.deletingLastPathComponent()
        let result = try Tool.run("apngdis", [url.path, "frame"], in: directory)
        #expect(result.status == 0, "\(result.text)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let pngs = files.filter { $0.hasPrefix("frame") && $0.hasSuffix(".png") }.sorted()
        let texts = files.filter { $0.hasPrefix("frame") && $0.hasSuffix(".txt") }.sorted()
        #expect(pngs.count == Self.frames.count)
        let written = try texts.map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
        let expected = Self.delays.map { "delay=\($0.numerator)/\($0.denominator)" }
        #expect(written.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } == expected)

        if Tool.exists("convert") {
            // apngdis composes each frame in full: every one must equal its source pixel for pixel.
            for (index, name) in pngs.enumerated() {
                #expect(try TestImages.decodedWithConvert(directory.appendingPathComponent(name)) == Self.frames[index].bytes,
                        "frame \(index) differs")
            }
        }
    }

    @Test func croppingShrinksFramesThatBarelyChange() throws {
        let cropped = try APNGEncoder().encode(Self.frames, delay: .centiseconds(4))
        let whole = try APNGEncoder(cropsToChangedRegion: false).encode(Self.frames, delay: .centiseconds(4))
        #expect(cropped.count < whole.count)
        #expect(try APNGEncoder().encode(Self.frames, delay: .centiseconds(4)) == cropped)
    }

    @Test func loopCountIsWrittenInTheAnimationControlChunk() throws {
        let bytes = try APNGEncoder(loopCount: 3).encode([Self.frames[0]], delay: .centiseconds(1))
        let acTL = try #require(Self.chunk("acTL", in: bytes))
        #expect(acTL == [0, 0, 0, 1, 0, 0, 0, 3])
    }

    @Test func invalidInputThrows() {
        #expect(throws: ImageEncodingError.noFrames) { try APNGEncoder().encode([], delays: []) }
        #expect(throws: ImageEncodingError.delayCountMismatch(frames: 6, delays: 1)) {
            try APNGEncoder().encode(Self.frames, delays: [.centiseconds(1)])
        }
        #expect(throws: ImageEncodingError.frameSizeMismatch(frame: 1, width: 2, height: 2, expectedWidth: 30, expectedHeight: 20)) {
            try APNGEncoder().encode([Self.frames[0], RasterImage(width: 2, height: 2)], delay: .centiseconds(1))
        }
    }

    /// The data of the first chunk of `type`.
    static func chunk(_ type: String, in png: [UInt8]) -> [UInt8]? {
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let name = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            if name == type { return Array(png[(offset + 8)..<(offset + 8 + length)]) }
            offset += 12 + length
        }
        return nil
    }
}
