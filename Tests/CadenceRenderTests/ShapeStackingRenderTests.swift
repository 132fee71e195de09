@testable import CadenceRender
import CadenceUI
import Foundation
import Testing

/// iOS 17's stacked shape drawing (`fill(…).stroke(…).strokeBorder(…)`), the `Shape` statics and the
/// semantic shape styles, checked at chosen pixels and in the display list.
@MainActor
@Suite struct ShapeStackingRenderTests {
    private let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1), green = Color(red: 0, green: 1, blue: 0)

    private func render<V: View>(_ size: CGSize, @ViewBuilder _ view: () -> V) throws -> (RasterImage, DisplayList) {
        let list = Stage(size: size) { view() }.displayList()
        let image = try DisplayListRenderer(scale: 1).render(list)
        if let folder = ProcessInfo.processInfo.environment["CADENCE_RENDER_OUTPUT"] {
            try? FrameWriter().writePNG(image, to: URL(fileURLWithPath: folder).appendingPathComponent("shape-stacking-\(list.items.count).png"))
        }
        return (image, list)
    }

    private func isColour(_ p: RGBAPixel, _ r: Int, _ g: Int, _ b: Int) -> Bool {
        abs(Int(p.red) - r) <= 30 && abs(Int(p.green) - g) <= 30 && abs(Int(p.blue) - b) <= 30
    }

    @Test func fillThenStrokeThenBorderDrawInOrderInOneFrame() throws {
        let (image, list) = try render(CGSize(width: 240, height: 140)) {
            Capsule()
                .fill(red)
                .stroke(blue, lineWidth: 16)
                .strokeBorder(green, lineWidth: 4)
                .frame(width: 200, height: 100)
        }
        #expect(list.items.count == 3, "\(list)")
        // The frame spans x 20…220, y 20…120; the capsule's left end touches x = 20 at y = 70.
        #expect(isColour(image[120, 70], 255, 0, 0), "fill at the centre: \(image[120, 70])")
        #expect(isColour(image[22, 70], 0, 255, 0), "border inside the frame's edge: \(image[22, 70])")
        #expect(isColour(image[26, 70], 0, 0, 255), "stroke's inner half: \(image[26, 70])")
        #expect(isColour(image[15, 70], 0, 0, 255), "stroke's outer half, outside the frame: \(image[15, 70])")
        #expect(isColour(image[8, 70], 255, 255, 255), "nothing beyond the stroke: \(image[8, 70])")
    }

    @Test func chainedStrokesKeepTheirOwnStyles() throws {
        let (_, list) = try render(CGSize(width: 120, height: 120)) {
            Circle()
                .stroke(red, style: StrokeStyle(lineWidth: 6, dash: [4, 2]))
                .stroke(blue, lineWidth: 2)
                .fill(green.opacity(0.5))
                .frame(width: 100, height: 100)
        }
        let shapes = list.items.compactMap { if case let .shape(shape) = $0.content { shape } else { nil } }
        #expect(shapes.count == 3)
        #expect(shapes[0].strokeStyle?.dash == [4, 2])
        if case let .stroke(_, width) = shapes[1].paint { #expect(width == 2) } else { Issue.record("the second is a stroke") }
        if case .fill = shapes[2].paint {} else { Issue.record("the third is a fill") }
        #expect(Set(shapes.map(\.rect)).count == 1, "one frame for all three")
    }

    @Test func shapeStaticsAreTheShapes() throws {
        let (_, list) = try render(CGSize(width: 100, height: 100)) {
            VStack(spacing: 0) {
                Color.red.clipShape(.rect(cornerRadius: 8))
                Color.red.clipShape(.capsule)
                Color.red.clipShape(.circle)
                Color.red.clipShape(.rect(topLeadingRadius: 4, bottomTrailingRadius: 4))
                Color.red.clipShape(.containerRelative)
            }
        }
        let clips = list.items.map { "\($0.clips.first?.geometry.description ?? "none")" }
        #expect(clips[0].hasPrefix("roundedRect") || clips[0].contains("rounded"), "\(clips)")
        #expect(clips[1].hasPrefix("capsule"), "\(clips)")
        #expect(clips[2].hasPrefix("circle"), "\(clips)")
        #expect(clips[3].hasPrefix("path"), "\(clips)")
        #expect(clips[4].hasPrefix("path"), "a container-relative shape is the frame's rectangle on a stage: \(clips)")
    }

    @Test func semanticStylesResolveToTheSystemColours() {
        var light = EnvironmentValues()
        light.colorScheme = .light
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        func close(_ c: Color.Resolved, _ r: Float, _ g: Float, _ b: Float, _ a: Float) -> Bool {
            abs(c.red * 255 - r) < 0.5 && abs(c.green * 255 - g) < 0.5 && abs(c.blue * 255 - b) < 0.5 && abs(c.opacity - a) < 0.001
        }
        #expect(close(SeparatorShapeStyle().resolve(in: light), 60, 60, 67, 0.29))
        #expect(close(PlaceholderTextShapeStyle().resolve(in: dark), 235, 235, 245, 0.3))
        #expect(close(LinkShapeStyle().resolve(in: light), 0, 122, 255, 1))
        #expect(close(FillShapeStyle().resolve(in: light), 120, 120, 128, 0.2))
        #expect(close(FillShapeStyle().tertiary.resolve(in: dark), 118, 118, 128, 0.24))
        #expect(close(HierarchicalShapeStyle.quinary.resolve(in: light), 60, 60, 67, 0.1))
        #expect(SelectionShapeStyle().resolve(in: light) == Color.accentColor.resolve(in: light))
    }
}
