#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A generic onboarding pager built on Group(subviews:): it shows one subview at a time with a
// push transition, page dots drawn from subviews.count, Back/Next buttons, and a "featured" page
// flag read from container values; the pages are plain views in a ViewBuilder.

extension ContainerValues {
    @Entry var pageTitle: String? = nil
}

private struct Pager<Content: View>: View {
    @ViewBuilder var content: Content
    @State private var index = 0

    var body: some View {
        Group(subviews: content) { pages in
            VStack(spacing: 20) {
                if let title = pages[index].containerValues.pageTitle {
                    Text(title).font(.title2.bold())
                }
                ZStack {
                    pages[index]
                        .id(index)
                        .transition(.push(from: .trailing))
                }
                .frame(height: 160)
                .clipped()
                HStack(spacing: 8) {
                    ForEach(0..<pages.count, id: \.self) { dot in
                        Circle()
                            .fill(dot == index ? Color.primary : Color.secondary.opacity(0.3))
                            .frame(width: 8, height: 8)
                    }
                }
                HStack {
                    Button("Back") { withAnimation(.easeInOut(duration: 0.4)) { index -= 1 } }
                        .disabled(index == 0)
                    Spacer()
                    Button(index == pages.count - 1 ? "Done" : "Next") {
                        withAnimation(.easeInOut(duration: 0.4)) { index = min(index + 1, pages.count - 1) }
                    }
                }
                .padding(.horizontal, 24)
            }
        }
    }
}

private struct Onboarding: View {
    var body: some View {
        Pager {
            Image(systemName: "sparkles").font(.system(size: 60))
                .containerValue(\.pageTitle, "Welcome")
            Image(systemName: "bell.badge").font(.system(size: 60))
                .containerValue(\.pageTitle, "Stay in the loop")
            Image(systemName: "lock.shield").font(.system(size: 60))
        }
    }
}

@MainActor
@Suite struct SubviewsPagerCompatibilityTests {
    private func dots(_ stage: Stage) -> [DisplayList.Item] {
        stage.displayList().items.filter {
            if case .shape(let shape) = $0.content { return shape.rect.width == 8 && shape.rect.height == 8 }
            return false
        }
    }

    @Test func thePagerShowsOnePageWithItsTitleAndADotPerPage() {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { Onboarding() }
        #expect(dots(stage).count == 3)
        #expect(stage.displayList().item(text: "Welcome") != nil)
        #expect(stage.displayList().item(symbol: "sparkles") != nil)
        #expect(stage.displayList().item(symbol: "bell.badge") == nil)
    }

    @Test func nextPushesTheNextPageInAndTheLastPageHasNoTitle() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { Onboarding() }
        let start = try #require(stage.displayList().item(symbol: "sparkles")).bounds
        try stage.tap(label: "Next")
        stage.advance(by: 0.2)
        let incoming = try #require(stage.displayList().item(symbol: "bell.badge")).bounds
        #expect(incoming.midX > start.midX + 10, "the new page slides in from the trailing edge")
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Stay in the loop") != nil)
        #expect(stage.displayList().item(symbol: "sparkles") == nil)
        try stage.tap(label: "Next")
        stage.advance(by: 1)
        #expect(stage.displayList().item(symbol: "lock.shield") != nil)
        #expect(stage.displayList().item(text: "Done") != nil)
        #expect(stage.displayList().item(text: "Stay in the loop") == nil)
        try stage.tap(label: "Back")
        stage.advance(by: 1)
        #expect(stage.displayList().item(symbol: "bell.badge") != nil)
    }
}
