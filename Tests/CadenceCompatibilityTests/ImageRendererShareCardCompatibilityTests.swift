#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Combine
import Foundation
import Testing
import CadenceStageTestSupport

// A "share your score" card rendered to an image with ImageRenderer, as apps do before handing it to
// a share sheet, and a sticker drawn with Image(size:renderer:): the rendered image has the card's
// size times the renderer's scale, and shown with Image(uiImage:) or Image(_:scale:label:) it draws
// the card's own shapes and text again, stretched to its frame, as one picture.

private struct ScoreCard: View {
    var score: Int
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16).fill(.indigo)
            VStack(spacing: 4) {
                Text("Score").font(.caption)
                Text("\(score)").font(.largeTitle)
            }
            .foregroundStyle(.white)
        }
        .frame(width: 200, height: 120)
    }
}

@MainActor
private final class ShareModel {
    var image: UIImage?

    func prepare(score: Int) {
        let renderer = ImageRenderer(content: ScoreCard(score: score))
        renderer.scale = 3
        image = renderer.uiImage
    }
}

private struct SharePreview: View {
    let image: UIImage
    @State private var taps = 0
    var body: some View {
        VStack(spacing: 12) {
            Image(uiImage: image)
                .resizable()
                .frame(width: 100, height: 60)
                .onTapGesture { taps += 1 }
            Text("Tapped \(taps)")
        }
    }
}

private struct Sticker: View {
    var body: some View {
        HStack(spacing: 0) {
            Image(size: CGSize(width: 24, height: 24), label: Text("Sun")) { context in
                context.fill(Path(ellipseIn: CGRect(x: 4, y: 4, width: 16, height: 16)), with: .color(.orange))
            }
            Image(size: CGSize(width: 24, height: 24)) { context in
                context.fill(Path(CGRect(x: 0, y: 0, width: 12, height: 24)), with: .color(.teal))
            }
            .resizable()
            .frame(width: 48, height: 48)
        }
    }
}

/// The same dimming a modifier takes or leaves out, as an app passes `EmptyModifier()` by default.
private struct Tile<Decoration: ViewModifier>: View {
    var decoration: Decoration
    var body: some View {
        Text("Tile").modifier(decoration)
    }
}

private struct Dimmed: ViewModifier {
    func body(content: Content) -> some View { content.opacity(0.4) }
}

@MainActor
@Suite struct ImageRendererShareCardCompatibilityTests {
    @Test func theRenderedImageIsTheCardsSizeTimesTheScale() throws {
        let renderer = ImageRenderer(content: ScoreCard(score: 42))
        let oneX = try #require(renderer.cgImage)
        #expect(oneX.width == 200 && oneX.height == 120)
        renderer.scale = 3
        let threeX = try #require(renderer.cgImage)
        #expect(threeX.width == 600 && threeX.height == 360)
        #expect(threeX.bytesPerRow == 600 * 4)
        let image = try #require(renderer.uiImage)
        #expect(image.size == CGSize(width: 200, height: 120))
        #expect(image.scale == 3)
        // A fractional size rounds up to whole pixels.
        renderer.scale = 1.5
        renderer.content = ScoreCard(score: 7)
        #expect(renderer.cgImage.map { [$0.width, $0.height] } == [300, 180])
    }

    @Test func aProposedSizeLaysAFlexibleViewOutForIt() throws {
        let renderer = ImageRenderer(content: Color.green.overlay { Text("Go") })
        renderer.proposedSize = ProposedViewSize(width: 80, height: 30)
        let image = try #require(renderer.cgImage)
        #expect(image.width == 80 && image.height == 30)
        // A fixed frame keeps its size whatever is proposed.
        let card = ImageRenderer(content: ScoreCard(score: 1))
        card.proposedSize = ProposedViewSize(width: 500, height: 500)
        #expect(card.cgImage.map { [$0.width, $0.height] } == [200, 120])
    }

    @Test func anEmptyViewRendersNoImage() {
        #expect(ImageRenderer(content: EmptyView()).cgImage == nil)
        #expect(ImageRenderer(content: Color.red.frame(width: 0, height: 10)).uiImage == nil)
    }

    @Test func changingTheContentOrAScaleIsAnnounced() {
        let renderer = ImageRenderer(content: ScoreCard(score: 1))
        var announcements = 0
        let subscription = renderer.objectWillChange.sink { _ in announcements += 1 }
        renderer.content = ScoreCard(score: 2)
        renderer.scale = 2
        renderer.isOpaque = true
        #expect(announcements == 3)
        subscription.cancel()
    }

    @Test func theRenderedCardDrawsAgainStretchedToItsFrame() throws {
        let model = ShareModel()
        model.prepare(score: 42)
        let image = try #require(model.image)
        let stage = Stage(size: CGSize(width: 300, height: 300)) { SharePreview(image: image) }
        let list = stage.displayList()
        // The card's rounded rectangle (200 × 120 in the card) fills the 100 × 60 frame.
        let card = try #require(list.items.first { item in
            guard case .shape(let shape) = item.content, shape.paint.color.opacity > 0 else { return false }
            return shape.rect.size == CGSize(width: 200, height: 120)
        })
        #expect(isClose(card.bounds.width, 100, absolute: 1e-6) && isClose(card.bounds.height, 60, absolute: 1e-6), "\(card.bounds)")
        // The score is drawn inside that frame, at half size.
        let score = try #require(list.item(text: "42"))
        #expect(card.bounds.insetBy(dx: -0.5, dy: -0.5).contains(score.bounds), "\(score.bounds) in \(card.bounds)")
        #expect(isClose(score.transform.uniformScale, 0.5, absolute: 1e-9))
        // A picture: the text in it is not read; the image itself is tapped anywhere in its frame.
        #expect(stage.accessibilityTree().element(label: "42") == nil)
        try stage.tap(at: CGPoint(x: card.bounds.minX + 3, y: card.bounds.maxY - 3))
        #expect(stage.displayList().item(text: "Tapped 1") != nil)
    }

    @Test func aCGImageShownAtItsScaleIsTheCardsSizeInPoints() throws {
        let renderer = ImageRenderer(content: ScoreCard(score: 9))
        renderer.scale = 2
        let cgImage = try #require(renderer.cgImage)
        let stage = Stage(size: CGSize(width: 400, height: 400)) {
            VStack {
                Image(cgImage, scale: 2, label: Text("Your score card"))
                Image(decorative: cgImage, scale: 4, orientation: .right)
            }
        }
        let cards = stage.displayList().items.filter { item in
            guard case .shape(let shape) = item.content, shape.paint.color.opacity > 0 else { return false }
            return shape.rect.size == CGSize(width: 200, height: 120)
        }
        #expect(cards.count == 2)
        #expect(isClose(cards[0].bounds.width, 200, absolute: 1e-6) && isClose(cards[0].bounds.height, 120, absolute: 1e-6))
        // At 4 pixels a point (100 × 60) and turned a quarter: 60 wide, 100 high.
        #expect(isClose(cards[1].bounds.width, 60, absolute: 1e-6) && isClose(cards[1].bounds.height, 100, absolute: 1e-6), "\(cards[1].bounds)")
        #expect(stage.accessibilityTree().element(label: "Your score card") != nil)
    }

    @Test func aDrawnImageIsItsSizeAndStretchesWhenResizable() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { Sticker() }
        let list = stage.displayList()
        let sun = try #require(list.item(filledWith: .orange))
        #expect(isClose(sun.bounds.width, 16, absolute: 1e-6) && isClose(sun.bounds.height, 16, absolute: 1e-6))
        // The second image is 48 × 48: its left half is the teal rectangle, stretched twice.
        let half = try #require(list.item(filledWith: .teal))
        #expect(isClose(half.bounds.width, 24, absolute: 1e-6) && isClose(half.bounds.height, 48, absolute: 1e-6), "\(half.bounds)")
        // The sun sits in its 24-point image 4 points from the corner; the images are side by side.
        #expect(isClose(half.bounds.minX - sun.bounds.minX, 20, absolute: 1e-6))
        #expect(stage.accessibilityTree().element(label: "Sun") != nil)
    }

    @Test func anEmptyModifierLeavesTheViewAsItIs() throws {
        let plain = Stage(size: CGSize(width: 120, height: 60)) { Tile(decoration: EmptyModifier()) }.displayList()
        let identity = Stage(size: CGSize(width: 120, height: 60)) { Tile(decoration: EmptyModifier.identity) }.displayList()
        let dimmed = Stage(size: CGSize(width: 120, height: 60)) { Tile(decoration: Dimmed()) }.displayList()
        let text = try #require(plain.texts.first)
        #expect(identity.texts.first == text)
        #expect(text.color.opacity == 1)
        #expect(dimmed.texts.first?.color.opacity != text.color.opacity)
    }
}
