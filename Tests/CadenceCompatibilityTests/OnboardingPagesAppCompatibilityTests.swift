#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Onboarding in a page-style TabView with a selection, a Next button that animates the page, an
// @AppStorage flag that dismisses the flow, and a paging ScrollView with scrollPosition(id:).

private struct OnboardingPage: Identifiable {
    let id: Int
    let title: String
    let symbol: String
    let tint: Color
}

private let pages = [
    OnboardingPage(id: 0, title: "Track", symbol: "chart.bar.fill", tint: .blue),
    OnboardingPage(id: 1, title: "Share", symbol: "person.2.fill", tint: .green),
    OnboardingPage(id: 2, title: "Relax", symbol: "leaf.fill", tint: .orange),
]

private struct OnboardingFlow: View {
    @AppStorage("onboarding.done") private var hasSeenOnboarding = false
    @State private var page = 0

    var body: some View {
        VStack {
            TabView(selection: $page) {
                ForEach(pages) { page in
                    VStack(spacing: 20) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 80))
                            .foregroundStyle(page.tint)
                        Text(page.title)
                            .font(.largeTitle.bold())
                    }
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button(page == pages.count - 1 ? "Get Started" : "Next") {
                if page < pages.count - 1 {
                    withAnimation(.easeInOut) { page += 1 }
                } else {
                    hasSeenOnboarding = true
                }
            }
            .buttonStyle(.borderedProminent)
            .padding(.bottom, 32)
        }
        .interactiveDismissDisabled()
    }
}

private struct RootView: View {
    @AppStorage("onboarding.done") private var hasSeenOnboarding = false

    var body: some View {
        Text("Home")
            .fullScreenCover(isPresented: .constant(!hasSeenOnboarding)) {
                OnboardingFlow()
            }
    }
}

private struct FeatureCarousel: View {
    @State private var current: Int? = 0

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(pages) { page in
                        RoundedRectangle(cornerRadius: 20)
                            .fill(page.tint)
                            .padding(.horizontal, 16)
                            .containerRelativeFrame(.horizontal)
                            .id(page.id)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollPosition(id: $current)
            .scrollIndicators(.hidden)
            .frame(height: 200)
            Text("Page \((current ?? 0) + 1) of \(pages.count)")
            Button("Skip to end") {
                withAnimation { current = pages.count - 1 }
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct OnboardingPagesAppCompatibilityTests {
    @Test func nextWalksThePagesAndGetStartedFinishes() throws {
        UserDefaults.standard.removeObject(forKey: "onboarding.done")
        let stage = Stage(size: CGSize(width: 390, height: 844)) { RootView() }
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Track") != nil)
        try stage.tap(label: "Next")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Share").map { !$0.visibleBounds.isEmpty } == true)
        try stage.tap(label: "Next")
        stage.advance(by: 1)
        try stage.tap(label: "Get Started")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Get Started") == nil)
        #expect(stage.displayList().item(text: "Home") != nil)
        UserDefaults.standard.removeObject(forKey: "onboarding.done")
    }

    @Test func thePagingCarouselReportsItsPage() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { FeatureCarousel() }
        #expect(stage.displayList().item(text: "Page 1 of 3") != nil)
        let first = try #require(stage.displayList().item(filledWith: .blue)).bounds
        #expect(isClose(first.width, 358, absolute: 0.5), "\(first)")
        try stage.tap(label: "Skip to end")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Page 3 of 3") != nil)
        let last = try #require(stage.displayList().item(filledWith: .orange)).visibleBounds
        #expect(isClose(last.minX, 16, absolute: 0.5), "\(last)")
    }
}
