@testable import CadenceRender
import CadenceUI
import Foundation
import Testing

/// Text filled with a gradient, the two ways apps write it: `foregroundStyle(LinearGradient(…))` on
/// the text (the glyphs carry the gradient, placed in the text's frame) and a gradient overlay masked
/// by the same text. Both must show red glyphs at the leading end and blue ones at the trailing end.
@MainActor
@Suite struct GradientTextRenderTests {
    private static let gradient = LinearGradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
                                                 startPoint: .leading, endPoint: .trailing)

    private func render<V: View>(_ view: V) throws -> (RasterImage, DisplayList) {
        let list = Stage(size: CGSize(width: 300, height: 100)) { view }.displayList()
        let image = try DisplayListRenderer(scale: 1).render(list)
        if let folder = ProcessInfo.processInfo.environment["CADENCE_RENDER_OUTPUT"] {
            try? FrameWriter().writePNG(image, to: URL(fileURLWithPath: folder).appendingPathComponent("gradient-text-\(list.items.count).png"))
        }
        return (image, list)
    }

    /// The mean colour of the inked pixels (clearly not white) in columns `columns`, and how many.
    private func ink(_ image: RasterImage, columns: Range<Int>) -> (red: Double, blue: Double, count: Int) {
        var (red, blue, count) = (0.0, 0.0, 0)
        for x in columns {
            for y in 0..<image.height {
                let p = image[x, y]
                guard Int(p.red) + Int(p.green) + Int(p.blue) < 3 * 180 else { continue }
                red += Double(p.red)
                blue += Double(p.blue)
                count += 1
            }
        }
        return count == 0 ? (0, 0, 0) : (red / Double(count), blue / Double(count), count)
    }

    private func expectRedToBlue(_ image: RasterImage, across rect: CGRect) {
        let fifth = Int(rect.width / 5)
        let (left, right) = (Int(rect.minX), Int(rect.maxX))
        let leading = ink(image, columns: left..<(left + fifth))
        let trailing = ink(image, columns: (right - fifth)..<right)
        #expect(leading.count > 50 && trailing.count > 50, "too little ink: \(leading.count), \(trailing.count)")
        #expect(leading.red > 170 && leading.blue < 80, "leading glyphs: \(leading)")
        #expect(trailing.blue > 170 && trailing.red < 80, "trailing glyphs: \(trailing)")
        // Outside the letters the stage stays white: the gradient fills only the glyphs (the line's
        // top, above the cap height, is in the frame but has no ink).
        let top = image[Int(rect.midX), Int(rect.minY) + 2]
        #expect(top.red > 240 && top.green > 240 && top.blue > 240, "above the glyphs: \(top)")
        #expect(image[2, 2].red > 250 && image[2, 2].green > 250, "the background is untouched")
    }

    @Test func foregroundStyleGradientFillsTheGlyphs() throws {
        let (image, list) = try render(Text("HHHHHH").font(.system(size: 60, weight: .black)).foregroundStyle(Self.gradient))
        let item = try #require(list.items.first)
        guard case .text(let text) = item.content else { Issue.record("not a text: \(item)"); return }
        #expect(text.shading.map { "\($0)".hasPrefix("linear") } == true, "\(item)")
        // The gradient runs across the text's own frame, from its leading to its trailing edge.
        if case .linearGradient(_, let start, let end)? = text.shading {
            #expect(abs(start.x - text.rect.minX) < 1e-9 && abs(end.x - text.rect.maxX) < 1e-9)
        }
        expectRedToBlue(image, across: text.rect)
    }

    @Test func aGradientOverlayMaskedByTheTextLooksTheSame() throws {
        let word = Text("HHHHHH").font(.system(size: 60, weight: .black))
        let (image, list) = try render(word.overlay { Self.gradient }.mask { word })
        let text = try #require(list.items.first { if case .text = $0.content { true } else { false } })
        expectRedToBlue(image, across: text.rect)
    }

    @Test func theSVGFillsTheTextWithTheGradient() throws {
        let list = Stage(size: CGSize(width: 300, height: 100)) {
            Text("Hello").font(.largeTitle).foregroundStyle(Self.gradient)
        }.displayList()
        let svg = try SVGWriter().document(for: list)
        #expect(svg.contains("<linearGradient"), "\(svg)")
        #expect(svg.contains("fill=\"url(#gradient"), "\(svg)")
    }

    @Test func aColourForegroundHasNoShading() throws {
        let list = Stage(size: CGSize(width: 300, height: 100)) { Text("Hello").foregroundStyle(.red) }.displayList()
        guard case .text(let text)? = list.items.first?.content else { Issue.record("no text"); return }
        #expect(text.shading == nil)
    }
}
