import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// The matched view in flight: at every frame of the animation it is laid out at the interpolated
/// size and drawn at the interpolated position, with no scale in its transform; a reversal continues
/// from the frame on screen; broken animations and empty frames draw something finite.
@MainActor
@Suite struct MatchedGeometryFlightTests {
    /// A small red tile (corner radius 6) at (10, 10, 40, 40) of the canvas that opens into a blue
    /// card (corner radius 20) at (40, 120, 240, 160) with a title in its bottom-leading corner.
    private struct Album: View {
        var animation: Animation?
        @Namespace private var space
        @State private var isOpen = false

        var body: some View {
            VStack(spacing: 0) {
                Button("Toggle") { withAnimation(animation) { isOpen.toggle() } }
                MatchedCanvas {
                    if isOpen {
                        RoundedRectangle(cornerRadius: 20).fill(.blue)
                            .overlay(alignment: .bottomLeading) { Text("Title").padding(8) }
                            .matchedGeometryEffect(id: "card", in: space)
                            .frame(width: 240, height: 160)
                            .placed(x: 40, y: 120)
                    } else {
                        RoundedRectangle(cornerRadius: 6).fill(.red)
                            .matchedGeometryEffect(id: "card", in: space)
                            .frame(width: 40, height: 40)
                            .placed(x: 10, y: 10)
                    }
                }
            }
        }
    }

    /// A stage showing the album, and the tile's and the card's layout frames on it.
    private func makeStage(_ animation: Animation?) throws -> (Stage, small: CGRect, large: CGRect) {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { Album(animation: animation) }
        let canvas = try #require(stage.displayList().shapes(filledWith: .clear).first).rect
        let small = CGRect(x: canvas.minX + 10, y: canvas.minY + 10, width: 40, height: 40)
        let large = CGRect(x: canvas.minX + 40, y: canvas.minY + 120, width: 240, height: 160)
        return (stage, small, large)
    }

    /// The shape item of `color` at any opacity (the tile and card cross-fade).
    private func card(_ list: DisplayList, _ color: Color) -> (item: DisplayList.Item, shape: DisplayList.ShapeItem)? {
        let resolved = color.resolve(in: EnvironmentValues())
        for item in list.items {
            if case .shape(let shape) = item.content, shape.paint.color.red == resolved.red,
               shape.paint.color.green == resolved.green, shape.paint.color.blue == resolved.blue {
                return (item, shape)
            }
        }
        return nil
    }

    private func radius(_ shape: DisplayList.ShapeItem) -> CGSize? {
        if case .roundedRectangle(let corner, _) = shape.geometry { corner } else { nil }
    }

    @Test(arguments: [0.1, 0.25, 0.5, 0.75, 0.95])
    func midFlightBothViewsAreLaidOutInTheInterpolatedFrame(time: Double) throws {
        let (stage, small, large) = try makeStage(.linear(duration: 1))
        try stage.tap(label: "Toggle")
        stage.advance(to: time)
        let list = stage.displayList()
        let expected = lerp(small, large, time)
        let incoming = try #require(card(list, .blue))
        let outgoing = try #require(card(list, .red))
        for (item, shape, corner) in [(incoming.item, incoming.shape, 20.0), (outgoing.item, outgoing.shape, 6.0)] {
            #expect(isClose(item.rect, expected, absolute: 1e-9), "t = \(time): \(item.rect)")
            #expect(item.transform.isIdentity, "t = \(time): \(item.transform)")
            #expect(radius(shape) == CGSize(width: corner, height: corner))
        }
    }

    @Test(arguments: [0.2, 0.5, 0.8])
    func theTitleIsNotScaledAndKeepsItsPaddingFromTheCorner(time: Double) throws {
        let (stage, _, _) = try makeStage(.easeInOut(duration: 1))
        try stage.tap(label: "Toggle")
        stage.advance(to: 2)
        let atRest = try #require(stage.displayList().texts.first { $0.text == "Title" })
        try stage.tap(label: "Toggle")
        try stage.tap(label: "Toggle")
        stage.advance(to: 2 + time)
        let list = stage.displayList()
        let shown = try #require(card(list, .blue)).item.rect
        let title = try #require(list.item(text: "Title"))
        let text = try #require(list.texts.first { $0.text == "Title" })
        #expect(title.transform.isIdentity)
        #expect(text.font == atRest.font)
        #expect(isClose(text.rect.size.width, atRest.rect.size.width) && isClose(text.rect.size.height, atRest.rect.size.height))
        // Bottom-leading in the card as it is shown, 8 points in from each edge.
        #expect(isClose(text.rect.minX, shown.minX + 8))
        #expect(isClose(text.rect.maxY, shown.maxY - 8))
    }

    @Test(arguments: [Animation.linear(duration: 1), .smooth(duration: 0.6), .bouncy])
    func aReversalContinuesFromTheFrameOnScreen(animation: Animation) throws {
        let (stage, small, large) = try makeStage(animation)
        try stage.tap(label: "Toggle")
        stage.advance(to: 0.25)
        let before = try #require(card(stage.displayList(), .blue)).item.rect
        try stage.tap(label: "Toggle")
        // The tile comes back at once, drawn where the card was: no jump at the reversal.
        let list = stage.displayList()
        let after = try #require(card(list, .red))
        #expect(isClose(after.item.rect, before, absolute: 1e-9))
        #expect(after.item.transform.isIdentity)
        #expect(radius(after.shape) == CGSize(width: 6, height: 6))
        // A frame later it has moved by less than a frame's worth of the whole distance at a brisk pace.
        stage.advance(to: 0.25 + 1.0 / 120)
        let next = try #require(card(stage.displayList(), .red)).item.rect
        let step = max(abs(next.minX - after.item.rect.minX), abs(next.width - after.item.rect.width))
        #expect(step < (large.width - small.width) / 10, "moved \(step) in one frame")
        stage.advance(to: 5)
        #expect(isClose(try #require(card(stage.displayList(), .red)).item.rect, small, absolute: 1e-6))
    }

    @Test func aSpringReversedMidwayCarriesItsVelocity() throws {
        let (stage, _, _) = try makeStage(.smooth(duration: 0.6))
        try stage.tap(label: "Toggle")
        stage.advance(to: 0.1)
        let growing = try #require(card(stage.displayList(), .blue)).item.rect.width
        stage.advance(to: 0.15)
        let reversedAt = try #require(card(stage.displayList(), .blue)).item.rect.width
        #expect(reversedAt > growing)
        try stage.tap(label: "Toggle")
        stage.advance(to: 0.15 + 1.0 / 240)
        // Still growing for an instant after the reversal: the spring kept its velocity.
        #expect(try #require(card(stage.displayList(), .red)).item.rect.width > reversedAt)
    }

    @Test(arguments: [
        Animation.linear(duration: .nan), .linear(duration: .infinity), .easeInOut(duration: -1),
        .spring(duration: .nan), .spring(response: .infinity, dampingFraction: 1), .linear(duration: 0),
    ])
    func brokenAnimationsDrawFiniteFrames(animation: Animation) throws {
        let (stage, small, large) = try makeStage(animation)
        try stage.tap(label: "Toggle")
        for time in [0.0, 0.5, 3.0] {
            stage.advance(to: time)
            let list = stage.displayList()
            let incoming = try #require(card(list, .blue))
            let rect = incoming.item.rect
            #expect(rect.hasFiniteCoordinatesForTests, "t = \(time): \(rect)")
            #expect(incoming.item.transform.isIdentity)
            // Somewhere on the way (a non-finite frame draws the card where layout put it).
            let hull = small.union(large)
            #expect(rect.minX >= hull.minX - 1e-9 && rect.maxX <= hull.maxX + 1e-9 && rect.minY >= hull.minY - 1e-9 && rect.maxY <= hull.maxY + 1e-9,
                    "t = \(time): \(rect)")
            #expect(list.items.allSatisfy { $0.bounds.hasFiniteCoordinatesForTests })
        }
    }
}
