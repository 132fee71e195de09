#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An onboarding carousel in the iOS 17 style: paging scroll, a bound scroll position, page dots
// that spring to the current page, and a Next button that scrolls with an animation.

private struct Page: Identifiable, Hashable {
    let id: Int
    let title: String
    let symbol: String
    let color: Color
}

private let pages = [
    Page(id: 0, title: "Track", symbol: "figure.run", color: .orange),
    Page(id: 1, title: "Share", symbol: "person.2.fill", color: .blue),
    Page(id: 2, title: "Celebrate", symbol: "sparkles", color: .pink),
]

private struct OnboardingCarousel: View {
    @State private var currentPage: Int? = 0

    var body: some View {
        VStack(spacing: 24) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(pages) { page in
                        VStack(spacing: 12) {
                            Image(systemName: page.symbol)
                                .font(.system(size: 64))
                                .foregroundStyle(page.color)
                            Text(page.title)
                                .font(.title.bold())
                        }
                        .containerRelativeFrame(.horizontal)
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.3)
                                .scaleEffect(phase.isIdentity ? 1 : 0.8)
                        }
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollIndicators(.hidden)
            .scrollPosition(id: $currentPage)
            .frame(height: 240)

            HStack(spacing: 8) {
                ForEach(pages) { page in
                    Capsule()
                        .fill(page.id == currentPage ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: page.id == currentPage ? 24 : 8, height: 8)
                }
            }
            .animation(.spring(duration: 0.3), value: currentPage)

            Button(currentPage == pages.count - 1 ? "Get Started" : "Next") {
                withAnimation {
                    currentPage = min((currentPage ?? 0) + 1, pages.count - 1)
                }
            }
            .buttonStyle(.borderedProminent)
        }
    }
}

@Suite struct PagedCarouselCompatibilityTests {
    @MainActor private func dotWidths(_ stage: Stage) -> [CGFloat] {
        stage.displayList().items.filter { $0.bounds.height == 8 }.map(\.bounds.width)
    }

    @Test @MainActor func swipingPagesMovesTheDotsAndNextScrollsToTheEnd() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { OnboardingCarousel() }
        #expect(dotWidths(stage) == [24, 8, 8])
        // A swipe of 60 % of a page rests on the next page.
        try stage.scroll(by: CGSize(width: 234, height: 0))
        #expect(stage.scrollOffset()?.x == 390)
        stage.advance(by: 0.05)
        let moving = dotWidths(stage)
        #expect(moving[1] > 8 && moving[1] < 24, "the dot springs wider: \(moving)")
        stage.advance(by: 1)
        #expect(dotWidths(stage) == [8, 24, 8])

        try stage.tap(label: "Next")
        stage.advance(by: 1)
        #expect(stage.scrollOffset()?.x == 780)
        #expect(stage.displayList().item(text: "Get Started") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
