#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A profile with a stretchy parallax header read through GeometryReader in a named coordinate
// space, a visualEffect fade, scrollTransition on the rows and onScrollGeometryChange.

private struct StretchyProfile: View {
    @State private var collapsed = false
    private let headerHeight: CGFloat = 240

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    let minY = proxy.frame(in: .named("scroll")).minY
                    LinearGradient(colors: [.indigo, .purple], startPoint: .top, endPoint: .bottom)
                        .frame(width: proxy.size.width, height: max(0, headerHeight + minY))
                        .offset(y: minY > 0 ? -minY : -minY / 2)
                        .overlay(alignment: .bottomLeading) {
                            Text("Ada Lovelace")
                                .font(.largeTitle.bold())
                                .foregroundStyle(.white)
                                .padding()
                                .opacity(collapsed ? 0 : 1)
                        }
                }
                .frame(height: headerHeight)

                LazyVStack(alignment: .leading, spacing: 12) {
                    ForEach(1...30, id: \.self) { index in
                        Text("Note \(index)")
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding()
                            .background(Color.gray.opacity(0.1), in: RoundedRectangle(cornerRadius: 8))
                            .scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0.3)
                                    .scaleEffect(phase.isIdentity ? 1 : 0.9)
                            }
                    }
                }
                .padding()
            }
        }
        .coordinateSpace(name: "scroll")
        .onScrollGeometryChange(for: Bool.self) { geometry in
            geometry.contentOffset.y > 180
        } action: { _, isCollapsed in
            withAnimation(.easeInOut(duration: 0.2)) { collapsed = isCollapsed }
        }
        .ignoresSafeArea(edges: .top)
        .overlay(alignment: .top) {
            Text("Ada")
                .font(.headline)
                .padding(8)
                .frame(maxWidth: .infinity)
                .background(.ultraThinMaterial)
                .opacity(collapsed ? 1 : 0)
        }
    }
}

private struct FadingBanner: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                ForEach(0..<10) { index in
                    RoundedRectangle(cornerRadius: 12)
                        .fill(index == 0 ? Color.orange : Color.teal)
                        .frame(height: 120)
                        .visualEffect { content, proxy in
                            content.opacity(proxy.frame(in: .scrollView).minY < 0 ? 0.5 : 1)
                        }
                }
            }
        }
    }
}

@MainActor
@Suite struct ParallaxHeaderAppCompatibilityTests {
    @Test func theHeaderStretchesAndCollapses() throws {
        let stage = Stage(size: CGSize(width: 390, height: 800)) { StretchyProfile() }
        let header = try #require(stage.displayList().items.first { if case .shape(let s) = $0.content { s.shading != nil } else { false } }).bounds
        #expect(isClose(header.height, 240, absolute: 0.5), "\(header)")
        try stage.scroll(to: CGPoint(x: 0, y: 300))
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Ada").map { item -> Float in if case .text(let t) = item.content { return t.color.opacity } else { return 0 } } == 1, "the compact title fades in")
        try stage.scroll(to: CGPoint(x: 0, y: 0))
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "Ada").map { item -> Float in if case .text(let t) = item.content { return t.color.opacity } else { return 1 } } == 0)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aVisualEffectFollowsTheScrollViewsCoordinateSpace() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { FadingBanner() }
        func cardOpacities() -> [Float] {
            stage.displayList().shapes.filter { $0.paint.color.red > 0.9 || $0.paint.color.blue > 0.5 }.prefix(2).map { $0.paint.color.opacity }
        }
        let resting = cardOpacities()
        #expect(resting.count == 2 && resting.allSatisfy { $0 > 0.99 }, "\(resting)")
        try stage.scroll(to: CGPoint(x: 0, y: 60))
        stage.advance(by: 0.1)
        let scrolled = cardOpacities()
        #expect(scrolled.count == 2 && isClose(Double(scrolled[0]), 0.5, absolute: 0.01) && scrolled[1] > 0.99,
                "the first card's top left the scroll view's visible area: \(scrolled)")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
