#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A "liquid" floating tab bar as animation-challenge repos write it: a capsule of material with a
// gradient pill that slides between the tabs through matchedGeometryEffect, the selected tab's
// title fading in under its icon, and the page content swapping with an asymmetric move.

private enum BarTab: String, CaseIterable, Identifiable {
    case home, explore, likes, profile

    var id: String { rawValue }

    var icon: String {
        switch self {
        case .home: return "house.fill"
        case .explore: return "magnifyingglass"
        case .likes: return "heart.fill"
        case .profile: return "person.fill"
        }
    }

    var title: String { rawValue.capitalized }

    var tint: Color {
        switch self {
        case .home: return .blue
        case .explore: return .orange
        case .likes: return .pink
        case .profile: return .green
        }
    }
}

private struct LiquidTabBar: View {
    @Binding var selection: BarTab
    @Namespace private var pill

    var body: some View {
        HStack(spacing: 0) {
            ForEach(BarTab.allCases) { tab in
                Button {
                    withAnimation(.interactiveSpring(response: 0.5, dampingFraction: 0.7, blendDuration: 0.7)) {
                        selection = tab
                    }
                } label: {
                    VStack(spacing: 4) {
                        Image(systemName: tab.icon)
                            .font(.system(size: 20, weight: .semibold))
                            .symbolEffect(.bounce, value: selection == tab)
                        if selection == tab {
                            Text(tab.title)
                                .font(.caption2.bold())
                                .transition(.opacity)
                        }
                    }
                    .foregroundStyle(selection == tab ? Color.white : Color.gray)
                    .frame(maxWidth: .infinity)
                    .frame(height: 56)
                    .background {
                        if selection == tab {
                            Capsule()
                                .fill(
                                    LinearGradient(colors: [.purple, .pink], startPoint: .leading, endPoint: .trailing)
                                )
                                .matchedGeometryEffect(id: "pill", in: pill)
                        }
                    }
                }
                .buttonStyle(.plain)
                .accessibilityLabel(tab.title)
            }
        }
        .padding(6)
        .background(.ultraThinMaterial, in: Capsule())
        .shadow(color: .black.opacity(0.15), radius: 10, x: 0, y: 5)
        .padding(.horizontal)
    }
}

private struct LiquidTabRoot: View {
    @State private var selection: BarTab = .home

    var body: some View {
        ZStack(alignment: .bottom) {
            ZStack {
                ForEach(BarTab.allCases) { tab in
                    if tab == selection {
                        RoundedRectangle(cornerRadius: 24)
                            .fill(tab.tint)
                            .padding(24)
                            .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .opacity))
                    }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)

            LiquidTabBar(selection: $selection)
                .padding(.bottom, 20)
        }
    }
}

@MainActor
@Suite struct MorphingTabBarCompatibilityTests {
    /// The gradient pill (the only linear-gradient fill on the stage).
    private func pill(in stage: Stage) -> CGRect? {
        stage.displayList().items.first { item in
            guard case .shape(let shape) = item.content, case .linearGradient? = shape.shading else { return false }
            return true
        }?.bounds
    }

    @Test func thePillSlidesToTheTappedTabWithTheSpringsOvershoot() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { LiquidTabRoot() }
        // Bar: 16-point side padding, 6 inside: four tabs of (390 − 32 − 12) / 4 = 86.5 points.
        let start = try #require(pill(in: stage))
        #expect(isClose(start, CGRect(x: 22, y: 600 - 20 - 6 - 56, width: 86.5, height: 56), absolute: 0.01), "\(start)")
        #expect(stage.displayList().item(text: "Home") != nil)
        #expect(stage.displayList().item(text: "Likes") == nil, "only the selected tab shows its title")

        try stage.tap(label: "Likes")
        // interactiveSpring(response: 0.5, dampingFraction: 0.7): ω = 2π·√0.51/0.5, the first peak
        // near π/ω ≈ 0.350 s. SwiftUI steps the spring numerically, overshooting the 173-point move
        // by about 7.2 points (the closed form would say 4.6 %, 8.0).
        let omega = 2 * Double.pi * (1 - 0.49).squareRoot() / 0.5
        let peak = Double.pi / omega
        stage.advance(by: peak)
        let overshoot = try #require(pill(in: stage))
        let expected = 22 + 173 * fluidSpringProgress(response: 0.5, dampingFraction: 0.7, time: peak)
        #expect(isClose(overshoot.minX, expected, absolute: 0.1), "\(overshoot.minX) vs \(expected)")
        #expect(isClose(overshoot.width, 86.5, absolute: 0.01), "the pill keeps its size between equal tabs")

        stage.advance(by: 2)
        let end = try #require(pill(in: stage))
        #expect(isClose(end.minX, 22 + 2 * 86.5, absolute: 0.01), "\(end)")
        #expect(stage.displayList().item(text: "Likes") != nil)
        #expect(stage.displayList().item(text: "Home") == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func thePageSlidesInFromTheTrailingEdgeWhileTheOldOneFades() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { LiquidTabRoot() }
        let home = try #require(stage.displayList().item(filledWith: .blue))
        #expect(isClose(home.bounds, CGRect(x: 24, y: 24, width: 342, height: 552), absolute: 0.01), "\(home.bounds)")

        try stage.tap(label: "Explore")
        stage.advance(by: 0.1)
        let arriving = try #require(stage.displayList().item(filledWith: .orange))
        // .move(edge: .trailing) starts the page a full container width (390) to the right.
        #expect(arriving.bounds.minX > 24 + 20, "\(arriving.bounds)")
        let leaving = try #require(stage.displayList().item(tinted: .blue))
        #expect(isClose(leaving.bounds.minX, 24, absolute: 0.01), "the removed page fades in place")
        #expect(leaving.colorOpacity < 1 && leaving.colorOpacity > 0)

        stage.advance(by: 2)
        let settled = try #require(stage.displayList().item(filledWith: .orange))
        #expect(isClose(settled.bounds.minX, 24, absolute: 0.01))
        #expect(stage.displayList().item(tinted: .blue) == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
