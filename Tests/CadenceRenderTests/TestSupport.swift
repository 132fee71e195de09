import CadenceTestSupport
import Foundation
@testable import CadenceRender
import Testing

/// External validators, found on PATH (`ExternalTool`, shared by every test target). Tests that need
/// one skip with a reason when it is missing.
typealias Tool = ExternalTool
/// Fresh folders for the files a test writes (`CadenceTestSupport`'s, visible to every file here).
typealias TemporaryDirectory = CadenceTestSupport.TemporaryDirectory


enum TestImages {
    /// A smooth gradient with partial alpha: red across, green down, blue and alpha varying, so
    /// every PNG filter and every alpha level gets exercised.
    static func gradient(width: Int, height: Int) -> RasterImage {
        var image = RasterImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = RGBAPixel(red: UInt8(x * 255 / max(1, width - 1)), green: UInt8(y * 255 / max(1, height - 1)),
                                        blue: UInt8((x + y) % 256), alpha: UInt8(255 - (x * y) % 200))
            }
        }
        return image
    }

    /// Random pixels, including fully transparent ones (all zero, as un-premultiplied images have them).
    static func noise(width: Int, height: Int, using generator: inout SeededGenerator) -> RasterImage {
        var image = RasterImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let alpha = UInt8.random(in: 0...255, using: &generator)
                image[x, y] = alpha == 0 ? .clear : RGBAPixel(
                    red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                    blue: .random(in: 0...255, using: &generator), alpha: alpha)
            }
        }
        return image
    }

    /// Decodes every frame of an image file with ImageMagick into straight RGBA bytes, frames one
    /// after another (`-coalesce` composes partial animation frames into full ones).
    static func decodedWithConvert(_ url: URL) throws -> [UInt8] {
        let result = try Tool.run("convert", [url.path, "-coalesce", "-depth", "8", "rgba:-"])
        #expect(result.status == 0, "convert failed: \(result.errors)")
        return [UInt8](result.output)
    }
}
