#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A product card's rating line and a like counter, written the way App Store–style apps do:
// an SF Symbol concatenated into Text, and an image interpolated into a localized string.

private struct Product {
    let name: String
    let rating: Double
}

private struct ProductCard: View {
    let product: Product
    @State private var likes = 2

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(product.name).font(.headline)
            (Text(Image(systemName: "star.fill")).foregroundColor(.yellow) + Text(" \(product.rating, specifier: "%.1f")"))
                .font(.subheadline)
            Text("\(Image(systemName: "heart.fill")) \(likes) likes")
            Button("Like") { likes += 1 }
        }
        .padding()
    }
}

@MainActor
@Suite struct InlineImageTextCompatibilityTests {
    @Test func ratingShowsTheStarBeforeTheNumberOnOneLine() throws {
        let stage = Stage(size: CGSize(width: 320, height: 300)) {
            ProductCard(product: Product(name: "Trail Shoes", rating: 4.5))
        }
        let list = stage.displayList()
        let star = try #require(list.item(symbol: "star.fill"))
        let rating = try #require(list.item(text: " 4.5"))
        // Side by side: the star ends where the number starts, and they share a line.
        #expect(isClose(star.bounds.maxX, rating.bounds.minX, absolute: 0.5))
        #expect(star.bounds.midY > rating.bounds.minY && star.bounds.midY < rating.bounds.maxY)
        // The image keeps the colour given to its own Text; the number is in the foreground colour.
        guard case .symbol(let symbol) = star.content, case .text(let number) = rating.content else {
            Issue.record("unexpected item kinds"); return
        }
        #expect(symbol.color == Color.yellow.resolve(in: EnvironmentValues()))
        #expect(number.color != symbol.color)
        // `.font(.subheadline)` on the concatenation sizes the symbol too (smaller than the body's 17 pt).
        #expect(star.bounds.width < 17)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func interpolatedImageStaysInlineWhenTheCountChanges() throws {
        let stage = Stage(size: CGSize(width: 320, height: 300)) {
            ProductCard(product: Product(name: "Trail Shoes", rating: 4.5))
        }
        let heart = try #require(stage.displayList().item(symbol: "heart.fill"))
        let label = try #require(stage.displayList().item(text: " 2 likes"))
        #expect(isClose(heart.bounds.maxX, label.bounds.minX, absolute: 0.5))
        try stage.tap(label: "Like")
        try stage.tap(label: "Like")
        #expect(stage.displayList().item(text: " 4 likes") != nil)
        #expect(stage.displayList().item(text: " 2 likes") == nil)
        // No replacement character leaks into what is drawn.
        #expect(stage.displayList().texts.allSatisfy { !$0.text.contains("\u{FFFC}") })
    }
}
