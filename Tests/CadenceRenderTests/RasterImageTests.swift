import Testing
@testable import CadenceRender

@Suite struct RasterImageTests {
    /// Every valid premultiplied word (colour ≤ alpha) survives un-premultiply then premultiply.
    @Test func premultipliedRoundTripIsExact() {
        var failures = 0
        for alpha in UInt32(0)...255 {
            for channel in UInt32(0)...alpha {
                let word = alpha << 24 | channel << 16 | (alpha - channel) << 8 | channel / 2
                let straight = RGBAPixel(premultipliedARGB32: word)
                if straight.premultipliedARGB32 != (alpha == 0 ? 0 : word) { failures += 1 }
            }
        }
        #expect(failures == 0)
    }

    @Test func unpremultiplyRounds() {
        // 64 × 255 / 128 = 127.5 rounds up to 128; 1 × 255 / 3 = 85 exactly; 2 × 255 / 254 ≈ 2.008 → 2.
        #expect(RGBAPixel(premultipliedARGB32: 0x8040_0000) == RGBAPixel(red: 128, green: 0, blue: 0, alpha: 128))
        #expect(RGBAPixel(premultipliedARGB32: 0x0301_0000).red == 85)
        #expect(RGBAPixel(premultipliedARGB32: 0xFE02_0000).red == 2)
        #expect(RGBAPixel(premultipliedARGB32: 0xFF12_3456) == RGBAPixel(red: 0x12, green: 0x34, blue: 0x56))
    }

    @Test func alphaZeroIsAllZero() {
        #expect(RGBAPixel(premultipliedARGB32: 0x00FF_FFFF) == .clear)
        #expect(RGBAPixel(red: 200, green: 100, blue: 50, alpha: 0).premultipliedARGB32 == 0)
    }

    @Test func invalidPremultipliedChannelsClamp() {
        // Colour above alpha cannot come from Cairo, but must not wrap around.
        #expect(RGBAPixel(premultipliedARGB32: 0x10FF_0000).red == 255)
    }

    @Test func convertsCairoRowsWithPadding() {
        // Two pixels a row and a stride of 12 bytes: the padding word must be skipped.
        let words: [UInt32] = [0xFF00_00FF, 0x8080_0000, 0xDEAD_BEEF, 0x0000_0000, 0xFFFF_FFFF, 0xDEAD_BEEF]
        let image = words.withUnsafeBytes { RasterImage(width: 2, height: 2, premultipliedARGB32: $0, bytesPerRow: 12) }
        #expect(image[0, 0] == RGBAPixel(red: 0, green: 0, blue: 255))
        #expect(image[1, 0] == RGBAPixel(red: 255, green: 0, blue: 0, alpha: 128))
        #expect(image[0, 1] == .clear)
        #expect(image[1, 1] == RGBAPixel(red: 255, green: 255, blue: 255))
    }

    @Test func pixelAccessAndEquality() {
        var a = RasterImage(width: 3, height: 2, fill: RGBAPixel(red: 1, green: 2, blue: 3))
        let b = a
        #expect(a == b)
        a[2, 1] = RGBAPixel(red: 9, green: 8, blue: 7, alpha: 6)
        #expect(a != b)
        #expect(a[2, 1] == RGBAPixel(red: 9, green: 8, blue: 7, alpha: 6))
        #expect(Array(a.bytes.suffix(4)) == [9, 8, 7, 6])
        #expect(a.pixel(x: 3, y: 0) == nil)
        #expect(a.pixel(x: 0, y: -1) == nil)
        #expect(a.pixels.count == 6)
    }

    @Test func bytesInitialiserChecksCount() {
        #expect(RasterImage(width: 2, height: 1, bytes: [1, 2, 3, 4, 5, 6, 7, 8]) != nil)
        #expect(RasterImage(width: 2, height: 1, bytes: [1, 2, 3]) == nil)
    }

    @Test func cropKeepsThePixelsOfTheRectangle() {
        let image = TestImages.gradient(width: 7, height: 5)
        let crop = image.cropped(x: 2, y: 1, width: 3, height: 4)
        #expect(crop.width == 3 && crop.height == 4)
        for y in 0..<4 {
            for x in 0..<3 { #expect(crop[x, y] == image[x + 2, y + 1]) }
        }
        #expect(image.cropped(x: 0, y: 0, width: 7, height: 5) == image)
    }

    @Test func renderColorPixelRoundsAndClamps() {
        #expect(RenderColor(red: 0.2, green: 0.4, blue: 0.6).pixel == RGBAPixel(red: 51, green: 102, blue: 153))
        #expect(RenderColor(red: -1, green: 2, blue: .nan, alpha: 0.5).pixel == RGBAPixel(red: 0, green: 255, blue: 0, alpha: 128))
        #expect(RenderColor(RGBAPixel(red: 255, green: 0, blue: 51, alpha: 255)) == RenderColor(red: 1, green: 0, blue: 0.2))
        #expect(RenderColor.white.opacity(0.25).alpha == 0.25)
    }
}
