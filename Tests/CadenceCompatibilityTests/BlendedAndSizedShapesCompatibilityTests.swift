#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// Overlapping "Venn" discs filled with blended styles, and a progress tick whose shape is outlined
// in a smaller rectangle than its frame (`Shape.size(width:height:)`), as chart and badge code
// writes them.

private struct Venn: View {
    var body: some View {
        ZStack {
            Circle().fill(.red.blendMode(.multiply)).frame(width: 80, height: 80).offset(x: -20)
            Circle().fill(.blue.opacity(0.5).blendMode(.screen)).frame(width: 80, height: 80).offset(x: 20)
            Circle().stroke(.green.shadow(.drop(radius: 2)).blendMode(.plusLighter), lineWidth: 2).frame(width: 40, height: 40)
        }
    }
}

private struct Tick: View {
    var body: some View {
        VStack(spacing: 0) {
            Rectangle().size(width: 10, height: 4).fill(.orange).frame(width: 50, height: 50)
            Circle().size(CGSize(width: 20, height: 20)).fill(.purple).frame(width: 40, height: 40)
        }
    }
}

@MainActor
@Suite struct BlendedAndSizedShapesCompatibilityTests {
    private func blendModes(_ item: DisplayList.Item) -> [BlendMode] {
        item.layers.compactMap { layer in
            if case .blendMode(let mode) = layer.effect { mode } else { nil }
        }
    }

    @Test func aBlendedStyleDrawsTheShapeInABlendLayer() throws {
        let list = Stage(size: CGSize(width: 200, height: 120)) { Venn() }.displayList()
        let red = try #require(list.item(filledWith: .red))
        #expect(blendModes(red) == [.multiply])
        let blue = try #require(list.items.first { item in
            guard case .shape(let shape) = item.content, case .fill(let color) = shape.paint else { return false }
            return color.blue > 0.9 && color.red < 0.1
        })
        #expect(blendModes(blue) == [.screen])
        if case .shape(let shape) = blue.content { #expect(abs(shape.paint.color.opacity - 0.5) < 1e-6) }
        // A stroke keeps its style's shadow under the blend.
        let ring = try #require(list.items.first { item in
            guard case .shape(let shape) = item.content, case .stroke = shape.paint else { return false }
            return true
        })
        #expect(blendModes(ring) == [.plusLighter])
        #expect(ring.layers.contains { if case .shadow = $0.effect { true } else { false } })
    }

    @Test func aSizedShapeIsOutlinedInItsOwnRectangleAndKeepsItsFrame() throws {
        let list = Stage(size: CGSize(width: 200, height: 200)) { Tick() }.displayList()
        let bar = try #require(list.item(filledWith: .orange))
        let disc = try #require(list.item(filledWith: .purple))
        guard case .shape(let barShape) = bar.content, case .shape(let discShape) = disc.content else {
            Issue.record("not shapes")
            return
        }
        // The outline is 10 × 4 at the frame's corner; the frame is still 50 × 50.
        #expect(barShape.rect.size == CGSize(width: 50, height: 50))
        let barPath = barShape.geometry.path(in: barShape.rect).boundingRect
        #expect(barPath.size == CGSize(width: 10, height: 4))
        #expect(barPath.origin == barShape.rect.origin)
        let discPath = discShape.geometry.path(in: discShape.rect).boundingRect
        #expect(isClose(discPath.width, 20, absolute: 1e-6) && isClose(discPath.height, 20, absolute: 1e-6))
        // The disc sits below the bar's whole 50-point frame.
        #expect(isClose(disc.bounds.minY - bar.bounds.minY, 50, absolute: 1e-6))
    }
}
