#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A feed that shows redacted placeholder rows, pulsing, until its data arrives, then fades the
// real rows in.

private struct Article: Identifiable {
    let id: Int
    let title: String
    let byline: String

    static let placeholders = (0..<3).map { Article(id: $0, title: "Placeholder headline text", byline: "Someone Somewhere") }
}

private struct ArticleRow: View {
    let article: Article

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: "photo")
                .frame(width: 56, height: 56)
                .background(Color.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 8))
            VStack(alignment: .leading, spacing: 4) {
                Text(article.title).font(.headline)
                Text(article.byline).font(.subheadline).foregroundStyle(.secondary)
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

private struct Feed: View {
    @State private var articles: [Article] = []
    @State private var pulse = false
    var isLoading: Bool { articles.isEmpty }

    var body: some View {
        VStack(spacing: 16) {
            ForEach(isLoading ? Article.placeholders : articles) { article in
                ArticleRow(article: article)
            }
        }
        .padding()
        .redacted(reason: isLoading ? .placeholder : [])
        .opacity(isLoading && pulse ? 0.5 : 1)
        .onAppear {
            withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) { pulse = true }
        }
        .task {
            try? await Task.sleep(for: .seconds(2))
            withAnimation(.easeOut) {
                articles = [
                    Article(id: 10, title: "Springs, explained", byline: "A. Lovelace"),
                    Article(id: 11, title: "Phases and keyframes", byline: "G. Hopper"),
                ]
            }
        }
    }
}

@Suite struct SkeletonRedactionCompatibilityTests {
    @Test @MainActor func placeholderRowsPulseUntilTheArticlesArrive() async throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { Feed() }
        await stage.play(to: 0.4)
        let loading = stage.displayList()
        #expect(loading.item(text: "Placeholder headline text") == nil, "placeholder text is redacted")
        #expect(loading.texts.isEmpty)
        #expect(loading.shapes.count >= 9)
        await stage.play(to: 3)
        let loaded = stage.displayList()
        #expect(loaded.item(text: "Springs, explained") != nil)
        #expect(loaded.item(text: "G. Hopper") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
