#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An app file like a "stamp" editor: a badge view is rendered with
// `ImageRenderer.render(rasterizationScale:renderer:)` into the Core Graphics context of a canvas,
// moved and faded there with Core Graphics calls. The render function draws as Core Graphics does,
// with y up, so in the canvas's y-down context the app flips first to stand the badge upright (the
// thumbnail in the corner is left as drawn: upside down).

private struct Badge: View {
    var title: String
    @Environment(\.displayScale) private var displayScale

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(.mint)
            Text("\(title) @\(Int(displayScale))x").font(.caption)
        }
        .frame(width: 80, height: 40)
    }
}

private struct StampSheet: View {
    var title: String
    var offset: CGPoint

    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.white))
            context.withCGContext { cg in
                ImageRenderer(content: Badge(title: title)).render(rasterizationScale: 2) { badgeSize, draw in
                    cg.saveGState()
                    cg.translateBy(x: offset.x, y: offset.y + badgeSize.height)
                    cg.scaleBy(x: 1, y: -1)
                    cg.setAlpha(0.5)
                    draw(cg)
                    cg.restoreGState()
                    // Once more at the origin, at full opacity and half size, not flipped.
                    cg.saveGState()
                    cg.scaleBy(x: 0.5, y: 0.5)
                    draw(cg)
                    cg.restoreGState()
                }
            }
        }
        .frame(width: 300, height: 200)
    }
}

@MainActor
@Suite struct ImageRendererCGContextCompatibilityTests {
    @Test func theRendererIsHandedTheContentSizeOnce() {
        let renderer = ImageRenderer(content: Badge(title: "Draft"))
        var sizes: [CGSize] = []
        renderer.render { size, _ in sizes.append(size) }
        #expect(sizes == [CGSize(width: 80, height: 40)])
        renderer.proposedSize = ProposedViewSize(width: 200, height: 100)
        renderer.render(rasterizationScale: 3) { size, _ in sizes.append(size) }
        #expect(sizes.last == CGSize(width: 80, height: 40), "the badge's fixed frame, whatever the proposal")
        var flexible: [CGSize] = []
        let fill = ImageRenderer(content: Color.orange)
        fill.proposedSize = ProposedViewSize(width: 120, height: 30)
        fill.render { size, _ in flexible.append(size) }
        #expect(flexible == [CGSize(width: 120, height: 30)], "a flexible view takes the proposal")
    }

    @Test func theViewIsDrawnWithYUpWhereTheContextsTransformPutsIt() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { StampSheet(title: "Draft", offset: CGPoint(x: 100, y: 60)) }
        let list = stage.displayList()
        let stamps = list.items.filter { item in
            guard case .shape(let shape) = item.content else { return false }
            return shape.paint.color == Color.mint.resolve(in: EnvironmentValues())
        }
        #expect(stamps.count == 2)
        let moved = try #require(stamps.first)
        #expect(isClose(moved.bounds, CGRect(x: 100, y: 60, width: 80, height: 40), absolute: 1e-6), "\(moved.bounds)")
        let small = try #require(stamps.last)
        #expect(isClose(small.bounds, CGRect(x: 0, y: 0, width: 40, height: 20), absolute: 1e-6), "\(small.bounds)")
        #expect(moved.layers.map(\.effect).contains(.opacity(0.5)), "the alpha set before drawing: \(moved.layers)")
        #expect(!small.layers.map(\.effect).contains(.opacity(0.5)), "restored with the graphics state")
        let labels = list.items.filter { item in
            if case .text(let text) = item.content { return text.text == "Draft @2x" }
            return false
        }
        #expect(labels.count == 2, "the content is laid out at the rasterization scale")
        #expect(labels.allSatisfy { label in stamps.contains { $0.bounds.insetBy(dx: -0.5, dy: -0.5).contains(label.bounds) } })
        let upright = try #require(labels.first { moved.bounds.insetBy(dx: -0.5, dy: -0.5).contains($0.bounds) })
        let thumbnail = try #require(labels.first { small.bounds.insetBy(dx: -0.5, dy: -0.5).contains($0.bounds) })
        #expect(upright.transform.d > 0, "flipped by the app: upright")
        #expect(thumbnail.transform.d < 0, "drawn with y up into a y-down context: upside down")
    }
}
