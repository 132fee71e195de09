#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A custom tab bar as "custom tab bar SwiftUI" tutorials write it: an enum of tabs, a capsule behind
// the selected one that slides to the next with matchedGeometryEffect in a @Namespace, a springy
// withAnimation in each button and a plain button style.

private enum TabItem: String, CaseIterable, Identifiable {
    case home, search, likes, profile

    var id: String { rawValue }

    var title: String { rawValue.capitalized }

    var icon: String {
        switch self {
        case .home: "house.fill"
        case .search: "magnifyingglass"
        case .likes: "heart.fill"
        case .profile: "person.fill"
        }
    }
}

private struct CustomTabBar: View {
    @Binding var selectedTab: TabItem
    @Namespace private var animation

    var body: some View {
        HStack(spacing: 0) {
            ForEach(TabItem.allCases) { tab in
                Button {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) {
                        selectedTab = tab
                    }
                } label: {
                    VStack(spacing: 4) {
                        Image(systemName: tab.icon)
                            .font(.system(size: 18, weight: .semibold))
                        Text(tab.title)
                            .font(.caption2)
                    }
                    .foregroundStyle(selectedTab == tab ? .white : .gray)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 8)
                    .background {
                        if selectedTab == tab {
                            Capsule()
                                .fill(Color.indigo)
                                .matchedGeometryEffect(id: "ACTIVETAB", in: animation)
                        }
                    }
                }
                .buttonStyle(.plain)
            }
        }
        .frame(height: 56)
        .background(.ultraThinMaterial, in: Capsule())
    }
}

private struct TabBarRoot: View {
    @State private var selectedTab: TabItem = .home

    var body: some View {
        VStack {
            Spacer()
            Text(selectedTab.title + " screen")
            Spacer()
            CustomTabBar(selectedTab: $selectedTab)
        }
    }
}

@MainActor
@Suite struct SlidingTabBarCompatibilityTests {
    /// The capsules drawn in indigo: mid-flight, the one leaving fades out as the one arriving fades
    /// in (the default opacity transition), both on the matched frame.
    private func pills(in stage: Stage) -> [CGRect] {
        let indigo = Color.indigo.resolve(in: EnvironmentValues())
        return stage.displayList().items.filter { item in
            guard case .shape(let shape) = item.content, case .fill(let color) = shape.paint else { return false }
            return color.red == indigo.red && color.green == indigo.green && color.blue == indigo.blue
        }.map(\.bounds)
    }

    private func pill(in stage: Stage) -> CGRect? {
        pills(in: stage).first
    }

    @Test func theCapsuleSlidesToTheTappedTabOnTheSpring() throws {
        let stage = Stage(size: CGSize(width: 400, height: 300)) { TabBarRoot() }
        let home = try #require(pill(in: stage))
        #expect(isClose(home.width, 100, absolute: 0.5), "\(home)")
        #expect(isClose(home.midX, 50, absolute: 0.5), "\(home)")

        try stage.tap(at: CGPoint(x: 250, y: home.midY))
        #expect(stage.displayList().item(text: "Likes screen") != nil)
        // spring(response: 0.35, dampingFraction: 0.7): SwiftUI integrates it, within a step of the
        // closed form of the same spring.
        let spring = Spring(response: 0.35, dampingRatio: 0.7)
        for time in [0.05, 0.1, 0.2, 0.3] {
            stage.advance(to: time)
            let moving = pills(in: stage)
            try #require(!moving.isEmpty)
            let expected = 50 + 200 * spring.value(target: 1.0, initialVelocity: 0, time: time)
            for frame in moving {
                #expect(isClose(frame.midX, expected, absolute: 2), "t = \(time): \(frame.midX) vs \(expected)")
                #expect(isClose(frame.width, 100, absolute: 0.5))
            }
        }
        stage.advance(by: 2)
        let likes = try #require(pill(in: stage))
        #expect(isClose(likes.midX, 250, absolute: 0.01), "\(likes)")
        #expect(stage.nextFrameTime == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
