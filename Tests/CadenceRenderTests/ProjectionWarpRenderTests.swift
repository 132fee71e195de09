@testable import CadenceRender
import CadenceUI
import Foundation
import Testing

/// The projective warp behind `rotation3DEffect` at the small angles a spring settles through: pixman
/// samples in 16.16 fixed point, and a warp scaled too far for its precision drew an empty layer
/// while the flip card settled back to 0°.
@MainActor
@Suite struct ProjectionWarpRenderTests {
    private func render(degrees: Double, scale: Double) throws -> RasterImage {
        let list = Stage(size: CGSize(width: 200, height: 200)) {
            Color.black.frame(width: 100, height: 100).rotation3DEffect(.degrees(degrees), axis: (x: 0, y: 1, z: 0))
        }.displayList()
        return try DisplayListRenderer(scale: scale).render(list)
    }

    @Test(arguments: [0.001, -0.006, 0.5, -1, 5, 30, 60])
    func aSquareTurnedALittleIsStillDrawn(degrees: Double) throws {
        for scale in [1.0, 2.0] {
            let image = try render(degrees: degrees, scale: scale)
            let centre = image[Int(100 * scale), Int(100 * scale)]
            #expect(centre.red < 8 && centre.alpha > 247, "\(degrees)° at scale \(scale): centre \(centre)")
            // Outside the square's projected span the stage stays white.
            let outside = image[Int(20 * scale), Int(100 * scale)]
            #expect(outside.red > 247, "\(degrees)° at scale \(scale): outside \(outside)")
        }
    }

    @Test func theEdgesAtFiveDegreesAreWhereTheMatrixPutsThem() throws {
        // Turned 5° about y with the eye at d = 100 points: the left edge (u = −50) comes towards the
        // viewer: z = 50·sin5°, w = 1 − z/d, x′ = 100 − 50·cos5° / w.
        let angle = 5.0 * .pi / 180
        let w = 1 - 50 * sin(angle) / 100
        let left = 100 - 50 * cos(angle) / w
        let image = try render(degrees: 5, scale: 1)
        let row = 100
        let inside = Int((left + 1.5).rounded(.down)), outside = Int((left - 1.5).rounded(.down))
        #expect(image[inside, row].red < 40, "x = \(inside): \(image[inside, row]) (edge at \(left))")
        #expect(image[outside, row].red > 215, "x = \(outside): \(image[outside, row]) (edge at \(left))")
    }
}
