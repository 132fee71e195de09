#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An onboarding flow: pages in a paged tab view, a progress bar, Next and Skip buttons, and an
// alert at the end.
private struct OnboardingPage: Identifiable {
    let id: Int
    let symbol: String
    let title: String
    let detail: String
}

private let pages = [
    OnboardingPage(id: 0, symbol: "sparkles", title: "Welcome", detail: "Animations that feel alive."),
    OnboardingPage(id: 1, symbol: "bolt.fill", title: "Fast", detail: "Springs settle in a blink."),
    OnboardingPage(id: 2, symbol: "heart.fill", title: "Loved", detail: "Made with care."),
]

private struct OnboardingFlow: View {
    @State private var selection = 0
    @State private var finished = false

    var body: some View {
        VStack(spacing: 24) {
            TabView(selection: $selection) {
                ForEach(pages) { page in
                    VStack(spacing: 12) {
                        Image(systemName: page.symbol)
                            .font(.system(size: 64))
                            .foregroundStyle(.tint)
                        Text(page.title).font(.largeTitle.bold())
                        Text(page.detail)
                            .multilineTextAlignment(.center)
                            .foregroundStyle(.secondary)
                    }
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))
            .frame(height: 360)

            ProgressView(value: Double(selection + 1), total: Double(pages.count))
                .tint(.purple)
                .padding(.horizontal, 40)

            HStack {
                Button("Skip") { finished = true }
                Spacer()
                Button(selection == pages.count - 1 ? "Get Started" : "Next") {
                    if selection == pages.count - 1 {
                        finished = true
                    } else {
                        withAnimation(.easeInOut(duration: 0.3)) { selection += 1 }
                    }
                }
                .buttonStyle(.borderedProminent)
            }
            .padding(.horizontal, 24)
        }
        .alert("You're all set", isPresented: $finished) {
            Button("OK") { selection = 0 }
        } message: {
            Text("Enjoy the app.")
        }
    }
}

@Suite struct OnboardingCompatibilityTests {
    @MainActor private func progressFill(_ stage: Stage) -> CGFloat? {
        stage.displayList().item(filledWith: .purple)?.bounds.width
    }

    @Test @MainActor func nextSlidesThePagesAndFillsTheBar() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { OnboardingFlow() }
        let welcome = try #require(stage.displayList().item(text: "Welcome")).bounds.midX
        #expect(isClose(welcome, 195, absolute: 1))
        let third = try #require(progressFill(stage))

        try stage.tap(label: "Next")
        stage.advance(by: 0.15)
        let sliding = try #require(stage.displayList().item(text: "Fast")).bounds.midX
        stage.advance(by: 1)
        let fast = try #require(stage.displayList().item(text: "Fast")).bounds.midX
        #expect(sliding > fast + 20 && sliding < fast + 390)
        #expect(isClose(fast, 195, absolute: 1))
        #expect(try #require(progressFill(stage)) > third * 1.9)

        try stage.tap(label: "Next")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Get Started") != nil)
        try stage.tap(label: "Get Started")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "You're all set") != nil)
        try stage.tap(label: "OK")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "You're all set") == nil)
        let back = try #require(stage.displayList().item(text: "Welcome")).bounds.midX
        #expect(isClose(back, 195, absolute: 1))
        #expect(stage.issues.isEmpty)
    }
}
