import Foundation
import Testing
@testable import CadenceRender
import CadenceTestSupport

@Suite struct GIFEncoderTests {
    /// `count` frames with `colors` distinct colours in all: a dark square moving over a background
    /// of `colors − 1` stripe colours (just the background for one colour).
    static func frames(count: Int, colors: Int, width: Int = 40, height: Int = 24) -> [RasterImage] {
        (0..<count).map { index in
            var image = RasterImage(width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    let stripe = (y * width + x) % max(1, colors - 1)
                    image[x, y] = RGBAPixel(red: UInt8(stripe * 7 % 256), green: UInt8(stripe / 2), blue: UInt8(255 - stripe))
                }
            }
            guard colors > 1 else { return image }
            for y in 4..<10 {
                for x in (index * 3)..<(index * 3 + 6) where x < width { image[x, y] = RGBAPixel(red: 1, green: 2, blue: 3) }
            }
            return image
        }
    }

    @Test(.enabled(if: Tool.exists("gifsicle"), "gifsicle not installed"))
    func gifsicleReportsFramesLoopingAndDelays() throws {
        let frames = Self.frames(count: 5, colors: 20)
        let delays = [2, 3, 4, 100, 0]
        let forever = try Self.info(try GIFEncoder(looping: .forever).encode(frames, delays: delays))
        #expect(forever.contains("5 images"))
        #expect(forever.contains("loop forever"))
        // gifsicle prints each image's delay in seconds, and none for a delay of 0.
        let written = forever.components(separatedBy: "+ image #").dropFirst().map { image in
            image.components(separatedBy: "delay ").dropFirst().first.map { String($0.prefix { !$0.isWhitespace }) }
        }
        #expect(written == ["0.02s", "0.03s", "0.04s", "1.00s", nil])

        let once = try Self.info(try GIFEncoder(looping: .playOnce).encode(frames, delays: delays))
        #expect(once.contains("5 images"))
        #expect(!once.contains("loop"))

        let thrice = try Self.info(try GIFEncoder(looping: .repeatCount(3)).encode(frames, delay: 2))
        #expect(thrice.contains("loop count 3"))
        #expect(thrice.components(separatedBy: "delay 0.02s").count - 1 == 5)
        #expect(!(try Self.info(try GIFEncoder(looping: .repeatCount(0)).encode(frames))).contains("loop"))
    }

    @Test(.enabled(if: Tool.exists("convert"), "ImageMagick convert not installed"),
          arguments: [1, 2, 3, 4, 5, 16, 17, 200, 255, 256])
    func colorsAreExactWhenTheyFit(colorCount: Int) throws {
        // colorCount − 1 stripe colours plus the square's colour.
        let frames = Self.frames(count: 4, colors: colorCount)
        let distinct = Set(frames.flatMap(\.pixels))
        #expect(distinct.count == colorCount)
        for optimizes in [true, false] {
            let bytes = try GIFEncoder(optimizesFrames: optimizes).encode(frames)
            let url = try TemporaryDirectory.file(named: "exact.gif", bytes: bytes)
            #expect(try TestImages.decodedWithConvert(url) == frames.flatMap(\.bytes),
                    "\(distinct.count) colours, optimizes \(optimizes)")
            if Tool.exists("gifsicle") { #expect(try Tool.run("gifsicle", ["--info", url.path]).status == 0) }
        }
    }

    @Test(.enabled(if: Tool.exists("convert"), "ImageMagick convert not installed"))
    func noisyFramesFillTheLZWTableAndStillDecode() throws {
        var generator = SeededGenerator.logged("GIF noise")
        // 255 random colours over 96 × 96 pixels: thousands of codes, several table resets a frame.
        let palette = (0..<255).map { _ in
            RGBAPixel(red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                      blue: .random(in: 0...255, using: &generator))
        }
        let frames = (0..<2).map { _ in
            RasterImage(width: 96, height: 96, bytes: (0..<(96 * 96)).flatMap { _ in
                let p = palette[Int.random(in: 0..<palette.count, using: &generator)]
                return [p.red, p.green, p.blue, p.alpha]
            })!
        }
        let url = try TemporaryDirectory.file(named: "noise.gif", bytes: try GIFEncoder().encode(frames))
        #expect(try TestImages.decodedWithConvert(url) == frames.flatMap(\.bytes))
    }

    @Test(.enabled(if: Tool.exists("convert"), "ImageMagick convert not installed"), arguments: [false, true])
    func quantisedGradientStaysClose(dithering: Bool) throws {
        // 16 384 distinct colours, far more than a GIF palette holds.
        var image = RasterImage(width: 128, height: 128)
        for y in 0..<128 {
            for x in 0..<128 { image[x, y] = RGBAPixel(red: UInt8(x * 2), green: UInt8(y * 2), blue: UInt8(128 + (x - y) / 2)) }
        }
        #expect(Set(image.pixels).count > 256)
        let url = try TemporaryDirectory.file(named: "gradient.gif", bytes: try GIFEncoder(dithering: dithering).encode([image]))
        let decoded = try TestImages.decodedWithConvert(url)
        try #require(decoded.count == image.bytes.count)
        var maximum = 0, total = 0
        for i in stride(from: 0, to: decoded.count, by: 4) {
            for c in 0..<3 {
                let error = abs(Int(decoded[i + c]) - Int(image.bytes[i + c]))
                maximum = max(maximum, error)
                total += error
            }
        }
        let mean = Double(total) / Double(128 * 128 * 3)
        // Measured: mean 3.1, maximum 7 without dithering; 3.7 and 13 with it. A fixed 6×6×6 cube
        // would have a maximum near 25. Dithering trades a larger maximum for a true local average.
        #expect(mean < (dithering ? 4.5 : 4), "mean error \(mean)")
        #expect(maximum <= (dithering ? 18 : 10), "maximum error \(maximum)")
        if dithering {
            // The average over a block follows the original closely, which is the point of dithering.
            var sum = (0, 0)
            for y in 32..<64 {
                for x in 32..<64 { sum.0 += Int(image[x, y].red); sum.1 += Int(decoded[(y * 128 + x) * 4]) }
            }
            #expect(abs(sum.0 - sum.1) / (32 * 32) <= 1)
        }
    }

    @Test(.enabled(if: Tool.exists("convert"), "ImageMagick convert not installed"))
    func alphaZeroIsTransparentAndPartialAlphaMeetsTheMatte() throws {
        var frame = RasterImage(width: 6, height: 2, fill: RGBAPixel(red: 0, green: 0, blue: 255))
        frame[0, 0] = .clear
        frame[1, 0] = RGBAPixel(red: 255, green: 0, blue: 0, alpha: 128)
        var second = frame
        second[0, 0] = RGBAPixel(red: 0, green: 0, blue: 255)
        second[5, 1] = .clear
        let url = try TemporaryDirectory.file(named: "alpha.gif", bytes: try GIFEncoder(matte: .white).encode([frame, second]))
        let decoded = try TestImages.decodedWithConvert(url)
        let pixel = { (frame: Int, x: Int, y: Int) -> [UInt8] in
            let i = (frame * 12 + y * 6 + x) * 4
            return Array(decoded[i..<(i + 4)])
        }
        #expect(pixel(0, 0, 0)[3] == 0)
        // Red at half alpha over white: (255, 127, 127) after rounding (255·128 + 255·127) / 255.
        #expect(pixel(0, 1, 0) == [255, 127, 127, 255])
        #expect(pixel(0, 2, 0) == [0, 0, 255, 255])
        // The next frame must not show the last one through: what turned opaque is opaque, what
        // turned transparent is transparent.
        #expect(pixel(1, 0, 0) == [0, 0, 255, 255])
        #expect(pixel(1, 5, 1)[3] == 0)
    }

    @Test(arguments: [false, true])
    func framesSharingPixelsEncodeAsCopiesDo(dithering: Bool) throws {
        // Stretches of one image (shared storage, as a recording's still frames are) against the same
        // pixels in separate copies: the files are the same byte for byte.
        // Five frames of a gradient with more colours than a palette holds, each shifted.
        let distinct = (0..<5).map { index in
            var image = RasterImage(width: 40, height: 24)
            for y in 0..<24 {
                for x in 0..<40 { image[x, y] = RGBAPixel(red: UInt8(x * 6), green: UInt8(y * 10 + index * 4), blue: UInt8((x + y) * 3)) }
            }
            return image
        }
        let pattern = [0, 0, 0, 1, 2, 2, 3, 3, 3, 3, 4, 0]
        let shared = pattern.map { distinct[$0] }
        let copies = pattern.map { index in
            var copy = distinct[index]
            copy[0, 0] = copy[0, 0]  // a write gives the copy storage of its own
            return copy
        }
        #expect(shared[1].sharesPixels(with: shared[0]) && !copies[1].sharesPixels(with: copies[0]))
        let encoder = GIFEncoder(dithering: dithering)
        #expect(try encoder.encode(shared) == encoder.encode(copies))
    }

    @Test func frameDifferencingShrinksTheFile() throws {
        let frames = Self.frames(count: 8, colors: 100, width: 120, height: 60)
        let optimised = try GIFEncoder(optimizesFrames: true).encode(frames)
        let whole = try GIFEncoder(optimizesFrames: false).encode(frames)
        #expect(optimised.count < whole.count / 2, "\(optimised.count) vs \(whole.count)")
        #expect(try GIFEncoder().encode(frames) == optimised)
    }

    @Test func writesAMinimalValidStructure() throws {
        let bytes = try GIFEncoder(looping: .playOnce).encode([RasterImage(width: 1, height: 1, fill: RGBAPixel(red: 9, green: 8, blue: 7))])
        #expect(Array(bytes.prefix(6)) == Array("GIF89a".utf8))
        #expect(bytes.last == 0x3B)
        // A single colour still gets a two-entry table (size field 0) and LZW minimum code size 2.
        #expect(bytes[10] & 0x07 == 0)
        #expect(Array(bytes[13..<16]) == [9, 8, 7])
    }

    @Test func invalidInputThrows() {
        let frame = RasterImage(width: 2, height: 2)
        #expect(throws: ImageEncodingError.noFrames) { try GIFEncoder().encode([]) }
        #expect(throws: ImageEncodingError.emptyImage) { try GIFEncoder().encode([RasterImage(width: 0, height: 0)]) }
        #expect(throws: ImageEncodingError.invalidDelay(frame: 1, delay: -1)) { try GIFEncoder().encode([frame, frame], delays: [2, -1]) }
        #expect(throws: ImageEncodingError.invalidDelay(frame: 0, delay: 70_000)) { try GIFEncoder().encode([frame], delay: 70_000) }
        #expect(throws: ImageEncodingError.delayCountMismatch(frames: 1, delays: 2)) { try GIFEncoder().encode([frame], delays: [2, 2]) }
        #expect(throws: ImageEncodingError.invalidLoopCount(70_000)) { try GIFEncoder(looping: .repeatCount(70_000)).encode([frame]) }
        #expect(throws: ImageEncodingError.imageTooLarge(width: 70_000, height: 1)) {
            try GIFEncoder().encode([RasterImage(width: 70_000, height: 1)])
        }
    }

    static func info(_ gif: [UInt8]) throws -> String {
        let url = try TemporaryDirectory.file(named: "anim.gif", bytes: gif)
        let result = try Tool.run("gifsicle", ["--info", url.path])
        #expect(result.status == 0, "\(result.errors)")
        return result.text
    }
}
