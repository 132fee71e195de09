@testable import CadenceRender
import CadenceUI
import Foundation
import Testing

/// Pixel tests of `GraphicsContext.Filter.alphaThreshold`: the metaball pattern (blur, then cut at an
/// opacity) merges two nearby discs into one hard-edged blob in the threshold's colour, and a range
/// that stops below 1 keeps only the soft rim.
@MainActor
@Suite struct AlphaThresholdRenderTests {
    private func render<V: View>(_ size: CGSize, @ViewBuilder _ view: () -> V) throws -> RasterImage {
        try DisplayListRenderer(scale: 1, background: .white).render(Stage(size: size) { view() }.displayList())
    }

    private func discs(threshold: GraphicsContext.Filter?, gap: CGFloat) -> some View {
        Canvas { context, size in
            if let threshold { context.addFilter(threshold) }
            context.addFilter(.blur(radius: 8))
            context.drawLayer { layer in
                let y = size.height / 2
                layer.fill(Path(ellipseIn: CGRect(x: 60 - 20 - gap / 2 - 20, y: y - 20, width: 40, height: 40)), with: .color(.black))
                layer.fill(Path(ellipseIn: CGRect(x: 60 + gap / 2, y: y - 20, width: 40, height: 40)), with: .color(.black))
            }
        }
        .frame(width: 160, height: 80)
    }

    @Test func nearbyBlurredDiscsMergeIntoOneSolidBlob() throws {
        let image = try render(CGSize(width: 160, height: 80)) {
            discs(threshold: .alphaThreshold(min: 0.4, color: Color(red: 1, green: 0, blue: 0)), gap: 8)
        }
        // Inside each disc (centres at x 36 and 84): the threshold's colour, fully opaque (not the blur's grey).
        let left = image[36, 40], right = image[84, 40]
        #expect(left.red == 255 && left.green == 0 && left.blue == 0, "\(left)")
        #expect(right.red == 255 && right.green == 0, "\(right)")
        // The gap between them, 4 points from each disc: each blur alone is about 0.3 there, together
        // they pass 0.4 (merged).
        let bridge = image[60, 40]
        #expect(bridge.red == 255 && bridge.green == 0, "the discs merge: \(bridge)")
        // Far away: cleared, the white background shows.
        let outside = image[5, 5]
        #expect(outside.red == 255 && outside.green == 255 && outside.blue == 255, "\(outside)")
        // The edge is hard: no pixel is between the colour and the background.
        for x in 0..<160 {
            let p = image[x, 40]
            #expect(p.green == 0 || p.green == 255, "x \(x): \(p)")
        }
    }

    @Test func withoutTheThresholdTheBlurIsSoftAndGrey() throws {
        let image = try render(CGSize(width: 160, height: 80)) { discs(threshold: nil, gap: 8) }
        let bridge = image[60, 40]
        #expect(bridge.red > 0 && bridge.red < 255 && bridge.red == bridge.green, "a grey, partly covered pixel: \(bridge)")
    }

    @Test func aRangeBelowOneKeepsOnlyTheRim() throws {
        let image = try render(CGSize(width: 160, height: 80)) {
            discs(threshold: .alphaThreshold(min: 0.05, max: 0.6, color: Color(red: 0, green: 0, blue: 1)), gap: 40)
        }
        // The middle of the left disc (x 0…40) is nearly opaque after the blur: above 0.6, so cleared (white).
        let centre = image[20, 40]
        #expect(centre.red == 255 && centre.blue == 255, "\(centre)")
        // Its rim is between 0.05 and 0.6: blue.
        var foundRim = false
        for x in 30..<60 where image[x, 40].red == 0 && image[x, 40].blue == 255 { foundRim = true }
        #expect(foundRim)
    }

    @Test func theFilterIsDescribedInTheDisplayList() throws {
        let list = Stage(size: CGSize(width: 160, height: 80)) {
            discs(threshold: .alphaThreshold(min: 0.5), gap: 10)
        }.displayList()
        let layers = list.items.flatMap(\.layers).map(\.description)
        #expect(layers.contains { $0.hasPrefix("alphaThreshold(0.5...1") }, "\(layers)")
    }
}
