#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A horizontal photo carousel with paging: when the scroll settles (onScrollPhaseChange to idle)
// the page is worked out from the phase context's geometry and shown in a glass page indicator;
// the cards scale with scrollTransition and the grid is a LazyHGrid of gradient cards.

private struct Carousel: View {
    let colors: [Color] = [.red, .orange, .green, .blue, .purple]
    @State private var page = 0
    @State private var settledCount = 0

    var body: some View {
        VStack(spacing: 16) {
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(200))], spacing: 0) {
                    ForEach(colors.indices, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 24)
                            .fill(colors[index].gradient)
                            .padding(.horizontal, 20)
                            .containerRelativeFrame(.horizontal)
                            .scrollTransition { content, phase in
                                content.scaleEffect(phase.isIdentity ? 1 : 0.9)
                            }
                    }
                }
            }
            .scrollTargetBehavior(.paging)
            .onScrollPhaseChange { _, newPhase, context in
                guard newPhase == .idle else { return }
                settledCount += 1
                let width = context.geometry.containerSize.width
                withAnimation(.spring) {
                    page = width > 0 ? Int((context.geometry.contentOffset.x / width).rounded()) : 0
                }
            }
            HStack(spacing: 6) {
                ForEach(colors.indices, id: \.self) { index in
                    Capsule()
                        .fill(index == page ? Color.primary : Color.secondary.opacity(0.4))
                        .frame(width: index == page ? 20 : 6, height: 6)
                }
            }
            .padding(10)
            .glassEffect()
            Text("Page \(page + 1) of \(colors.count), settled \(settledCount)")
        }
    }
}

@MainActor
@Suite struct ScrollPhaseCarouselCompatibilityTests {
    private func capsules(_ stage: Stage) -> [CGRect] {
        stage.displayList().items.compactMap { item -> CGRect? in
            if case .shape(let shape) = item.content, shape.rect.height == 6 { return item.bounds }
            return nil
        }.sorted { $0.minX < $1.minX }
    }

    private func wideCapsule(_ stage: Stage) -> CGRect? {
        capsules(stage).max { $0.width < $1.width }
    }

    @Test func settlingOnAPageMovesTheIndicator() throws {
        let stage = Stage(size: CGSize(width: 390, height: 400)) { Carousel() }
        #expect(stage.displayList().item(text: "Page 1 of 5, settled 0") != nil)
        let first = try #require(wideCapsule(stage))
        // A drag of 250 points comes to rest on the next page (paging).
        try stage.scroll(by: CGSize(width: 250, height: 0))
        #expect(stage.scrollOffset()?.x == 390)
        stage.advance(by: 0.05)
        let moving = capsules(stage).map(\.width)
        stage.advance(by: 2)
        #expect(stage.displayList().item(text: "Page 2 of 5, settled 1") != nil)
        let second = try #require(wideCapsule(stage))
        #expect(second.midX > first.midX + 8, "\(first) → \(second)")
        #expect(moving.count == 5 && moving[1] > 6.5 && moving[1] < 19.5, "the second capsule springs wider: \(moving)")
        let glass = stage.displayList().items.first {
            if case .shape(let shape) = $0.content, case .material? = shape.shading { return true }
            return false
        }
        #expect(glass.map { $0.bounds.contains(CGPoint(x: second.midX, y: second.midY)) } == true)
    }
}
