import Foundation
import Testing
@testable import CadenceRender
import CadenceTestSupport

@Suite struct PNGEncoderTests {
    static let image = TestImages.gradient(width: 37, height: 23)

    @Test(.enabled(if: Tool.exists("pngcheck"), "pngcheck not installed"))
    func pngcheckAcceptsTheFile() throws {
        let url = try TemporaryDirectory.file(named: "gradient.png", bytes: try PNGEncoder().encode(Self.image))
        let result = try Tool.run("pngcheck", ["-v", url.path])
        #expect(result.status == 0, "\(result.text)")
        #expect(result.text.contains("37 x 23 image, 32-bit RGB+alpha"))
        #expect(result.text.contains("No errors detected"))
    }

    @Test func outputIsDeterministic() throws {
        let first = try PNGEncoder().encode(Self.image)
        let second = try PNGEncoder().encode(Self.image)
        #expect(first == second)
        #expect(Array(first.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    }

    @Test(.enabled(if: Tool.exists("convert"), "ImageMagick convert not installed"))
    func convertDecodesThePixelsExactly() throws {
        var generator = SeededGenerator.logged("PNG round trip")
        for image in [Self.image, TestImages.noise(width: 19, height: 11, using: &generator), RasterImage(width: 1, height: 1)] {
            for level in [0, 9] {
                let url = try TemporaryDirectory.file(named: "image.png", bytes: try PNGEncoder(compressionLevel: level).encode(image))
                #expect(try TestImages.decodedWithConvert(url) == image.bytes)
            }
        }
    }

    /// Undoing each row's filter gives back the pixels: every filter type is reconstructed correctly.
    @Test func filteredRowsReconstruct() {
        var generator = SeededGenerator.logged("PNG filters")
        let noise = TestImages.noise(width: 13, height: 9, using: &generator)
        for image in [Self.image, noise, RasterImage(width: 5, height: 4, fill: RGBAPixel(red: 9, green: 9, blue: 9))] {
            let filtered = PNGStream.filteredScanlines(of: image)
            #expect(Self.unfilter(filtered, width: image.width, height: image.height) == image.bytes)
        }
        // The smooth gradient should pick a predicting filter, not None, for most rows.
        let types = Self.filterTypes(PNGStream.filteredScanlines(of: Self.image), width: Self.image.width)
        #expect(types.filter { $0 != 0 }.count > types.count / 2, "filter types \(types)")
    }

    @Test func emptyImageThrows() {
        #expect(throws: ImageEncodingError.emptyImage) { try PNGEncoder().encode(RasterImage(width: 0, height: 3)) }
    }

    static func filterTypes(_ data: [UInt8], width: Int) -> [UInt8] {
        stride(from: 0, to: data.count, by: width * 4 + 1).map { data[$0] }
    }

    /// A PNG unfilter written from the specification, independent of the encoder's code.
    static func unfilter(_ data: [UInt8], width: Int, height: Int) -> [UInt8] {
        let stride = width * 4
        var out = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let type = data[y * (stride + 1)]
            for i in 0..<stride {
                let raw = Int(data[y * (stride + 1) + 1 + i])
                let a = i >= 4 ? Int(out[y * stride + i - 4]) : 0
                let b = y > 0 ? Int(out[(y - 1) * stride + i]) : 0
                let c = i >= 4 && y > 0 ? Int(out[(y - 1) * stride + i - 4]) : 0
                let prediction: Int
                switch type {
                case 0: prediction = 0
                case 1: prediction = a
                case 2: prediction = b
                case 3: prediction = (a + b) >> 1
                case 4:
                    let p = a + b - c
                    let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
                    prediction = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: prediction = -100_000
                }
                out[y * stride + i] = UInt8(truncatingIfNeeded: raw + prediction)
            }
        }
        return out
    }
}
