import CadenceRender
import CadenceUI
import Foundation
import Testing

/// `GraphicsContext.clipToLayer` through the rasteriser: the mask's alpha keeps the drawing inside
/// (or, `.inverse`, outside) what the mask content drew, at the mask's opacity; and an
/// `ImageRenderer` image rasterises at its pixel size.
@MainActor
@Suite struct CanvasLayerClipRenderTests {
    private func render(opacity: Double, inverse: Bool) throws -> RasterImage {
        let list = Stage(size: CGSize(width: 80, height: 80)) {
            Canvas { context, _ in
                context.clipToLayer(opacity: opacity, options: inverse ? .inverse : []) { mask in
                    mask.fill(Path(ellipseIn: CGRect(x: 20, y: 20, width: 40, height: 40)), with: .color(.white))
                }
                context.fill(Path(CGRect(x: 0, y: 0, width: 80, height: 80)), with: .color(.blue))
            }
            .frame(width: 80, height: 80)
        }.displayList()
        return try DisplayListRenderer().render(list)
    }

    @Test func theDrawingIsKeptInsideTheMask() throws {
        let image = try render(opacity: 1, inverse: false)
        #expect(image[40, 40].blue > 200 && image[40, 40].red < 40, "centre \(image[40, 40])")
        #expect(image[5, 5].red > 240, "corner \(image[5, 5]) stays white")
    }

    @Test func anInverseMaskKeepsTheDrawingOutsideIt() throws {
        let image = try render(opacity: 1, inverse: true)
        #expect(image[40, 40].red > 240, "centre \(image[40, 40]) is cut out")
        #expect(image[5, 5].blue > 200 && image[5, 5].red < 40, "corner \(image[5, 5])")
    }

    @Test func aHalfOpacityMaskKeepsHalfTheDrawing() throws {
        let image = try render(opacity: 0.5, inverse: false)
        // Half blue over white: red and green about half way.
        let centre = image[40, 40]
        #expect(abs(Int(centre.red) - 128) < 20, "centre \(centre)")
        #expect(image[5, 5].red > 240)
        let inverse = try render(opacity: 0.5, inverse: true)
        #expect(abs(Int(inverse[40, 40].red) - 128) < 20, "inverse centre \(inverse[40, 40])")
        #expect(inverse[5, 5].red < 40, "inverse corner \(inverse[5, 5])")
    }

    @Test func aRenderedImageRasterisesAtItsPixelSize() throws {
        let renderer = ImageRenderer(content: Color.blue.frame(width: 30, height: 20))
        renderer.scale = 2
        let cgImage = try #require(renderer.cgImage)
        let image = try DisplayListRenderer(scale: Double(cgImage.width) / cgImage.displayList.size.width).render(cgImage.displayList)
        #expect(image.width == cgImage.width && image.height == cgImage.height)
        #expect(image[30, 20].blue > 200 && image[30, 20].red < 40)
    }
}
