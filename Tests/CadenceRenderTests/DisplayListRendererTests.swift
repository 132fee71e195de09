@testable import CadenceRender
import CadenceUI
import Testing

@MainActor
@Suite struct DisplayListRendererTests {
    private static let red = Color.Resolved(red: 1, green: 0, blue: 0)

    private func list(_ items: [DisplayList.Item], width: CGFloat = 100, height: CGFloat = 80) -> DisplayList {
        DisplayList(size: CGSize(width: width, height: height), time: 0, items: items)
    }

    private func rectangle(_ rect: CGRect, paint: DisplayList.Paint = .fill(red), geometry: ShapeGeometry = .rectangle,
                           transform: AffineTransform2D = .identity, clips: [DisplayList.Clip] = []) -> DisplayList.Item {
        DisplayList.Item(content: .shape(DisplayList.ShapeItem(geometry: geometry, rect: rect, paint: paint)),
                         transform: transform, clips: clips)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func aRedRectangleIsRedWhereTheListPutsItAndBackgroundElsewhere(scale: Double) throws {
        let image = try DisplayListRenderer(scale: scale).render(list([rectangle(CGRect(x: 20, y: 10, width: 40, height: 30))]))
        let s = Int(scale)
        #expect(image.width == 100 * s && image.height == 80 * s)
        // Whole-point edges land on pixel edges, so the box is exact.
        #expect(image.box { $0 == .opaqueRed } == PixelBox(minX: 20 * s, minY: 10 * s, maxX: 60 * s - 1, maxY: 40 * s - 1))
        #expect(image.count { $0 == .opaqueRed } == 40 * 30 * s * s)
        #expect(image.count { $0 == .opaqueWhite } == image.width * image.height - 40 * 30 * s * s)
    }

    @Test func theBackgroundCanBeTransparent() throws {
        let image = try DisplayListRenderer(background: .clear).render(list([rectangle(CGRect(x: 0, y: 0, width: 10, height: 10))]))
        #expect(image[50, 50] == .clear)
        #expect(image[5, 5] == .opaqueRed)
    }

    @Test func renderingIsDeterministic() throws {
        let first = try DisplayListRenderer(scale: 2).render(RenderScenes.likeStage().frame(20, fps: 50))
        let second = try DisplayListRenderer(scale: 2).render(RenderScenes.likeStage().frame(20, fps: 50))
        #expect(first == second)
        #expect(try PNGEncoder().encode(first) == PNGEncoder().encode(second))
        // And the frame is not blank: the scene draws something.
        #expect(first.count { $0 != .opaqueWhite } > 1000)
    }

    @Test func colourOpacityIsBlendedOverTheBackground() throws {
        let halfRed = Color.Resolved(red: 1, green: 0, blue: 0, opacity: 0.5)
        let image = try DisplayListRenderer().render(list([rectangle(CGRect(x: 0, y: 0, width: 50, height: 50), paint: .fill(halfRed))]))
        #expect(image[25, 25].isClose(to: RGBAPixel(red: 255, green: 128, blue: 128), within: 1))
    }

    @Test func strokesOutlineTheShapeOnly() throws {
        let item = rectangle(CGRect(x: 20, y: 20, width: 40, height: 40), paint: .stroke(Self.red, lineWidth: 4))
        let image = try DisplayListRenderer().render(list([item]))
        #expect(image[40, 40] == .opaqueWhite)
        #expect(image[20, 40] == .opaqueRed)              // on the left edge: 18…22 is inked
        #expect(image[17, 40] == .opaqueWhite)
        #expect(image.box { $0 == .opaqueRed } == PixelBox(minX: 18, minY: 18, maxX: 61, maxY: 61))
    }

    @Test func clipsHideWhatIsOutsideThem() throws {
        let clip = DisplayList.Clip(geometry: .circle, rect: CGRect(x: 0, y: 0, width: 80, height: 80), transform: .identity)
        let image = try DisplayListRenderer().render(list([rectangle(CGRect(x: 0, y: 0, width: 80, height: 80), clips: [clip])]))
        #expect(image[40, 40] == .opaqueRed)
        #expect(image[2, 2] == .opaqueWhite)               // the square's corner is outside the circle
        #expect(image[77, 77] == .opaqueWhite)
        #expect(image.box { $0 == .opaqueRed }?.matches(PixelBox(minX: 0, minY: 0, maxX: 79, maxY: 79), within: 1) == true)
    }

    @Test func aClipMovesWithItsOwnTransform() throws {
        // The clip's half-width rectangle is moved 40 pt right: only the right half shows.
        let clip = DisplayList.Clip(geometry: .rectangle, rect: CGRect(x: 0, y: 0, width: 40, height: 80),
                                    transform: AffineTransform2D(translationX: 40, y: 0))
        let image = try DisplayListRenderer().render(list([rectangle(CGRect(x: 0, y: 0, width: 80, height: 80), clips: [clip])]))
        #expect(image.box { $0 == .opaqueRed } == PixelBox(minX: 40, minY: 0, maxX: 79, maxY: 79))
    }

    // MARK: Transforms through a stage

    @Test func scaleAboutAnAnchorMovesPixelsWhereTheDisplayListSays() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Rectangle().fill(.red).frame(width: 20, height: 20).scaleEffect(2, anchor: .topLeading)
        }
        let displayList = stage.displayList()
        let bounds = try #require(displayList.items.first).bounds
        // Laid out at (40, 40); doubled about its top-left corner.
        #expect(bounds == CGRect(x: 40, y: 40, width: 40, height: 40))
        let image = try DisplayListRenderer().render(displayList)
        // SwiftUI's red is (1, 0.231, 0.188), so look for anything that is not background.
        #expect(image.inkBox(background: .opaqueWhite, tolerance: 2) == PixelBox(minX: 40, minY: 40, maxX: 79, maxY: 79))
    }

    @Test(arguments: [(UnitPoint.center, 1.5), (.bottomTrailing, 0.5), (.top, 3)])
    func scaleAboutAnyAnchorMatchesTheItemBounds(anchor: UnitPoint, factor: Double) throws {
        let stage = Stage(size: CGSize(width: 120, height: 120)) {
            Rectangle().fill(.red).frame(width: 30, height: 20).scaleEffect(factor, anchor: anchor)
        }
        let displayList = stage.displayList()
        let bounds = try #require(displayList.items.first).bounds
        let image = try DisplayListRenderer(scale: 2).render(displayList)
        let expected = PixelBox(minX: Int((bounds.minX * 2).rounded()), minY: Int((bounds.minY * 2).rounded()),
                                maxX: Int((bounds.maxX * 2).rounded()) - 1, maxY: Int((bounds.maxY * 2).rounded()) - 1)
        let inked = try #require(image.inkBox(background: .opaqueWhite, tolerance: 60))
        #expect(inked.matches(expected, within: 1), "\(inked) vs \(expected)")
    }

    @Test func rotationTurnsPixelsClockwiseAboutTheAnchor() throws {
        // A 60 × 10 bar turned 90° about its centre stands upright: 10 wide, 60 tall, same centre.
        let stage = Stage(size: CGSize(width: 100, height: 100)) {
            Rectangle().fill(.red).frame(width: 60, height: 10).rotationEffect(.degrees(90))
        }
        let image = try DisplayListRenderer().render(stage.displayList())
        let inked = try #require(image.inkBox(background: .opaqueWhite, tolerance: 60))
        #expect(inked.matches(PixelBox(minX: 45, minY: 20, maxX: 54, maxY: 79), within: 1), "\(inked)")

        // Turned 30° clockwise (y down) about its leading edge, the far end goes down and right.
        let turned = Stage(size: CGSize(width: 100, height: 100)) {
            Rectangle().fill(.red).frame(width: 40, height: 4).rotationEffect(.degrees(30), anchor: .leading)
        }
        let list = turned.displayList()
        let bounds = try #require(list.items.first).bounds
        let box = try #require(try DisplayListRenderer().render(list).inkBox(background: .opaqueWhite, tolerance: 60))
        #expect(box.matches(PixelBox(minX: Int(bounds.minX.rounded()), minY: Int(bounds.minY.rounded()),
                                     maxX: Int(bounds.maxX.rounded()) - 1, maxY: Int(bounds.maxY.rounded()) - 1), within: 1),
                "\(box) vs \(bounds)")
        // The far end (right) is lower than the pivot (left): the bar's lowest ink is on its right.
        let turnedImage = try DisplayListRenderer().render(list)
        let lowest = try #require(turnedImage.inkBox(background: .opaqueWhite, tolerance: 60))
        let bottomRow = (lowest.minX...lowest.maxX).filter { !turnedImage[$0, lowest.maxY].isClose(to: .opaqueWhite, within: 60) }
        #expect(Double(bottomRow.first ?? 0) > lowest.centerX)
    }

    @Test func aSingularOrNonFiniteTransformDrawsNothing() throws {
        let collapsed = rectangle(CGRect(x: 10, y: 10, width: 50, height: 50), transform: AffineTransform2D(scaleX: 0, y: 0))
        let infinite = rectangle(CGRect(x: 10, y: 10, width: 50, height: 50), transform: AffineTransform2D(translationX: .infinity, y: 0))
        let nan = rectangle(CGRect(x: CGFloat.nan, y: 10, width: 50, height: 50))
        let image = try DisplayListRenderer().render(list([collapsed, infinite, nan]))
        #expect(image.count { $0 != .opaqueWhite } == 0)
        // A later item still draws: one bad item does not poison the canvas.
        let after = try DisplayListRenderer().render(list([collapsed, infinite, nan, rectangle(CGRect(x: 0, y: 0, width: 10, height: 10))]))
        #expect(after.count { $0 == .opaqueRed } == 100)
    }

    // MARK: Text and symbols

    @Test func textRendersInkInsideItsFrame() throws {
        let stage = Stage(size: CGSize(width: 120, height: 60), textMeasurer: CairoTextMeasurer()) {
            Text("+1").font(.headline).foregroundStyle(.blue)
        }
        let displayList = stage.displayList()
        guard case let .text(text)? = displayList.items.first?.content else {
            Issue.record("expected a text item, got \(displayList)")
            return
        }
        let image = try DisplayListRenderer(scale: 2).render(displayList)
        let inked = try #require(image.inkBox(background: .opaqueWhite), "the text drew nothing")
        #expect(image.count { !$0.isClose(to: .opaqueWhite, within: 24) } > 100)
        // The ink lies inside the text's frame (in pixels, with a pixel of anti-aliasing).
        let frame = text.rect
        #expect(Double(inked.minX) >= frame.minX * 2 - 1 && Double(inked.maxX) <= frame.maxX * 2 + 1, "\(inked) vs \(frame)")
        #expect(Double(inked.minY) >= frame.minY * 2 - 1 && Double(inked.maxY) <= frame.maxY * 2 + 1, "\(inked) vs \(frame)")
        // And it is the text's colour where it is solid.
        let blue = RenderColor(text.color).pixel
        #expect(image.count { $0.isClose(to: blue, within: 8) } > 20)
    }

    @Test func symbolsAreDrawnInTheirRectangle() throws {
        let symbol = DisplayList.Item(content: .symbol(DisplayList.SymbolItem(
            name: "heart.fill", rect: CGRect(x: 20, y: 10, width: 60, height: 60), color: Self.red)))
        let image = try DisplayListRenderer().render(list([symbol]))
        let inked = try #require(image.inkBox(background: .opaqueWhite))
        #expect(inked.minX >= 20 && inked.maxX < 80 && inked.minY >= 10 && inked.maxY < 70, "\(inked)")
        #expect(image[50, 40] == .opaqueRed)                  // the middle of the heart
        #expect(image.count { $0 == .opaqueRed } > 1200)
    }

    @Test func anUnknownSymbolIsDrawnAsALabelledBox() throws {
        let unknown = DisplayList.Item(content: .symbol(DisplayList.SymbolItem(
            name: "no.such.symbol", rect: CGRect(x: 20, y: 20, width: 40, height: 40), color: Self.red)))
        let displayList = list([rectangle(CGRect(x: 0, y: 0, width: 10, height: 10)), unknown])
        let image = try DisplayListRenderer().render(displayList)
        // The rectangle before it is drawn; the box's outline is red along its left edge, its
        // middle is the label (red ink somewhere inside), and nothing is drawn outside it.
        #expect(image[5, 5] == .opaqueRed)
        #expect(image[21, 40].red > 200 && image[21, 40].green < 80)
        let inside = (25..<55).flatMap { y in (25..<55).map { x in image[x, y] } }
        #expect(inside.contains { $0.red > 150 && $0.green < 150 })
        #expect(image[62, 40] == .opaqueWhite)
        #expect(DisplayListRenderer.unknownSymbols(in: displayList) == ["no.such.symbol"])
        // The error case remains for callers that match on it; its message lists the known names.
        let message = RenderError.unknownSymbol(name: "no.such.symbol", known: SymbolShape.knownNames).description
        #expect(message.contains("\"no.such.symbol\"") && message.contains("heart.fill"))
    }

    // MARK: Sizes

    @Test(arguments: [
        (0.0, 10.0, 1.0), (10, 0, 1), (-5, 10, 1), (10, 10, 0), (10, 10, -1), (.nan, 10, 1), (10, .infinity, 1),
        (10, 10, .nan), (1e9, 10, 1), (4097, 10, 1), (3000, 3000, 2),
    ])
    func zeroNegativeNonFiniteAndEnormousSizesAreErrors(width: Double, height: Double, scale: Double) {
        let displayList = DisplayList(size: CGSize(width: width, height: height), time: 0, items: [])
        expectRenderError("invalidSize") { () throws(RenderError) in
            try DisplayListRenderer(scale: scale).render(displayList)
        } where: {
            if case .invalidSize = $0 { $0.description.contains("at most 4096×4096 px") } else { false }
        }
    }

    @Test func theLargestAllowedSizeRenders() throws {
        let image = try DisplayListRenderer(scale: 2).render(DisplayList(size: CGSize(width: 2048, height: 1), time: 0, items: []))
        #expect(image.width == 4096 && image.height == 2)
        var limits = RenderLimits.standard
        limits.maxPixelWidth = 100
        #expect(throws: RenderError.self) {
            try DisplayListRenderer(limits: limits).render(DisplayList(size: CGSize(width: 101, height: 1), time: 0, items: []))
        }
    }
}
