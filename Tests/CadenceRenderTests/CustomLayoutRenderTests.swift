@testable import CadenceRender
import CadenceUI
import Foundation
import Testing

/// Pixels of a user `Layout`: a ring of coloured dots placed by a radial layout comes out where the
/// layout put each one, in its own colour, with nothing drawn at the ring's centre.
@MainActor
@Suite struct CustomLayoutRenderTests {
    private struct Ring: Layout {
        let radius: CGFloat
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: 2 * radius + 40, height: 2 * radius + 40)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            for (index, subview) in subviews.enumerated() {
                let angle = 2 * Double.pi * Double(index) / Double(subviews.count)
                subview.place(
                    at: CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle)),
                    anchor: .center, proposal: ProposedViewSize(width: 30, height: 30))
            }
        }
    }

    @Test func aRadialLayoutDrawsEachDotWhereItPlacedIt() throws {
        let colors: [Color] = [.red, .green, .blue, .orange]
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            Ring(radius: 60) {
                ForEach(colors.indices, id: \.self) { index in
                    Circle().fill(colors[index])
                }
            }
            .frame(width: 200, height: 200)
            .background(Color.white)
        }
        let image = try DisplayListRenderer(scale: 2).render(stage.displayList())
        if let folder = ProcessInfo.processInfo.environment["CADENCE_RENDER_OUTPUT"] {
            try? FrameWriter().writePNG(image, to: URL(fileURLWithPath: folder).appendingPathComponent("custom-layout-ring.png"))
        }
        func pixel(_ x: CGFloat, _ y: CGFloat) -> RGBAPixel { image[Int(x * 2), Int(y * 2)] }
        // Dots at angles 0, 90°, 180° and 270° (y down) around the centre (100, 100).
        let red = pixel(160, 100), green = pixel(100, 160), blue = pixel(40, 100), orange = pixel(100, 40)
        #expect(red.red > 200 && red.green < 90 && red.blue < 90, "\(red)")
        #expect(green.green > 150 && green.red < 120 && green.blue < 120, "\(green)")
        #expect(blue.blue > 200 && blue.red < 60, "\(blue)")
        #expect(orange.red > 200 && orange.green > 100 && orange.green < 200 && orange.blue < 60, "\(orange)")
        let centre = pixel(100, 100)
        #expect(centre.red > 240 && centre.green > 240 && centre.blue > 240, "the ring's centre is empty: \(centre)")
    }
}
