#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A social feed that hides its floating "new post" button while the user scrolls
// (onScrollPhaseChange with isScrolling), logs the phases it saw, reads the geometry in the phase
// context to show a "back to top" button, and uses onScrollGeometryChange for a header fade.

private struct Post: Identifiable {
    let id: Int
    var liked = false
}

private struct Feed: View {
    @State private var posts = (0..<30).map { Post(id: $0) }
    @State private var isScrolling = false
    @State private var phases: [String] = []
    @State private var restingOffset: CGFloat = 0
    @State private var headerOpacity = 1.0

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach($posts) { $post in
                        HStack {
                            Text("Post \(post.id)")
                            Spacer()
                            Image(systemName: post.liked ? "heart.fill" : "heart")
                                .onTapGesture { post.liked.toggle() }
                        }
                        .frame(height: 60)
                        .padding(.horizontal)
                    }
                }
            }
            .onScrollPhaseChange { oldPhase, newPhase, context in
                phases.append("\(oldPhase)→\(newPhase)")
                withAnimation(.easeInOut(duration: 0.25)) { isScrolling = newPhase.isScrolling }
                if newPhase == .idle { restingOffset = context.geometry.contentOffset.y }
            }
            .onScrollGeometryChange(for: Double.self) { geometry in
                max(0, 1 - geometry.contentOffset.y / 200)
            } action: { _, opacity in
                headerOpacity = opacity
            }
            Button("New Post", systemImage: "plus") {}
                .labelStyle(.iconOnly)
                .buttonStyle(.glassProminent)
                .padding(24)
                .opacity(isScrolling ? 0 : 1)
        }
        .safeAreaInset(edge: .top) {
            VStack {
                Text("Feed").font(.headline).opacity(headerOpacity)
                Text("Phases: \(phases.joined(separator: ", "))").font(.caption)
                if restingOffset > 500 {
                    Text("Back to top")
                }
            }
        }
    }
}

@MainActor
@Suite struct ScrollPhaseFeedCompatibilityTests {
    @Test func aScrollGoesThroughInteractingAndBackToIdle() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { Feed() }
        #expect(stage.displayList().item(text: "Phases: ") != nil, "no phase change before scrolling")
        try stage.scroll(by: CGSize(width: 0, height: 300))
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "Phases: idle→interacting, interacting→idle") != nil)
        let header = try #require(stage.displayList().item(text: "Feed"))
        if case .text(let text) = header.content { #expect(isClose(text.color.opacity, 0, absolute: 0.01), "faded out by 300 points") }
        #expect(stage.displayList().item(text: "Back to top") == nil)
        try stage.scroll(by: CGSize(width: 0, height: 400))
        stage.advance(by: 0.5)
        #expect(stage.displayList().item(text: "Back to top") != nil, "the idle phase's geometry is past 500 points")
    }

    @Test func theFloatingButtonComesBackAfterTheScroll() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { Feed() }
        try stage.scroll(by: CGSize(width: 0, height: 200))
        stage.advance(by: 1)
        let plus = try #require(stage.displayList().item(symbol: "plus"))
        if case .symbol(let symbol) = plus.content { #expect(symbol.color.opacity == 1) }
        // Scrolling past the end moves nothing and changes no phase.
        // The lazy stack learns its full height as it is drawn: scroll to the end until it stays.
        for _ in 0..<5 { try stage.scroll(to: CGPoint(x: 0, y: 100_000)) }
        let atEnd = stage.scrollOffset()
        try stage.scroll(by: CGSize(width: 0, height: 100))
        stage.advance(by: 0.5)
        #expect(stage.scrollOffset() == atEnd)
        let log = try #require(stage.displayList().items.compactMap { item -> String? in
            if case .text(let text) = item.content, text.text.hasPrefix("Phases:") { return text.text }
            return nil
        }.first)
        #expect(log.hasSuffix("interacting→idle"), "\(log)")
        #expect(log.components(separatedBy: "idle→interacting").count == log.components(separatedBy: "interacting→idle").count, "\(log)")
    }
}
