#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An iOS 17 snapping carousel as posts write it: a horizontal ScrollView of container-relative
// cards in a LazyHStack marked as the scroll target layout, view-aligned snapping, horizontal content
// margins so the neighbours peek in, a scrollTransition that shrinks and fades the cards at the edges
// and a visualEffect that shifts their hue with their position.

private struct Destination: Identifiable {
    let id: Int
    let name: String
    let color: Color
}

private let destinations = [
    Destination(id: 0, name: "Lisbon", color: .orange),
    Destination(id: 1, name: "Kyoto", color: .pink),
    Destination(id: 2, name: "Oslo", color: .blue),
    Destination(id: 3, name: "Lima", color: .green),
]

private struct DestinationCarousel: View {
    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 16) {
                ForEach(destinations) { destination in
                    RoundedRectangle(cornerRadius: 24)
                        .fill(destination.color)
                        .overlay(alignment: .bottomLeading) {
                            Text(destination.name)
                                .font(.title.bold())
                                .foregroundStyle(.white)
                                .padding()
                        }
                        .frame(height: 220)
                        .containerRelativeFrame(.horizontal)
                        .scrollTransition { content, phase in
                            content
                                .scaleEffect(phase.isIdentity ? 1 : 0.85)
                                .opacity(phase.isIdentity ? 1 : 0.6)
                        }
                        .visualEffect { content, proxy in
                            content.hueRotation(.degrees(proxy.frame(in: .global).minX / 10))
                        }
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 40, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
    }
}

@MainActor
@Suite struct SnapCarouselCompatibilityTests {
    @Test func cardsSnapToTheLeadingMarginAndShrinkAtTheEdges() throws {
        let stage = Stage(size: CGSize(width: 390, height: 300)) { DestinationCarousel() }
        // The container is the visible width less the margins: 310-point cards, 16 apart.
        let first = try #require(stage.displayList().item(tinted: .orange))
        #expect(isClose(first.rect.width, 310, absolute: 1e-6) && isClose(first.rect.minX, 40, absolute: 1e-6), "\(first.rect)")
        #expect(isClose(first.transform.uniformScale, 1, absolute: 1e-9), "fully visible: identity")
        #expect(first.layers.contains { if case .colorMatrix = $0.effect { true } else { false } }, "hue rotated")

        // The second card peeks in 24 points: interactive transition at 24/310 of the way to fully
        // visible, through the default easeInOut.
        let second = try #require(stage.displayList().item(tinted: .pink))
        let progress = UnitCurve.easeInOut.value(at: 24.0 / 310)
        #expect(isClose(second.transform.uniformScale, 0.85 + 0.15 * progress, absolute: 1e-6), "\(second.transform.uniformScale)")

        // Scroll 250 points to the left: view alignment settles on the second card.
        try stage.scroll(by: CGSize(width: 250, height: 0))
        stage.advance(by: 2)
        let snapped = try #require(stage.displayList().item(tinted: .pink))
        #expect(isClose(snapped.bounds.minX, 40, absolute: 1e-3), "\(snapped.bounds)")
        #expect(isClose(snapped.transform.uniformScale, 1, absolute: 1e-9))
        #expect(isClose(try #require(stage.scrollOffset()).x, 326, absolute: 1e-3))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
