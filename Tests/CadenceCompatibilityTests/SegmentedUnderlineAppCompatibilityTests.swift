#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Reading sizes and anchors with preferences: a size PreferenceKey read through a background
// GeometryReader, and a segmented control whose underline follows the selected tab through
// anchorPreference and overlayPreferenceValue.

private struct SizePreferenceKey: PreferenceKey {
    static var defaultValue: CGSize = .zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
        value = nextValue()
    }
}

private struct TabBoundsKey: PreferenceKey {
    static var defaultValue: [Int: Anchor<CGRect>] = [:]
    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

extension View {
    fileprivate func readSize(onChange: @escaping (CGSize) -> Void) -> some View {
        background(
            GeometryReader { proxy in
                Color.clear.preference(key: SizePreferenceKey.self, value: proxy.size)
            }
        )
        .onPreferenceChange(SizePreferenceKey.self, perform: onChange)
    }
}

private struct UnderlinedTabs: View {
    let titles = ["Overview", "Specs", "Reviews & Ratings"]
    @State private var selected = 0
    @State private var titleSize: CGSize = .zero

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Measured \(Int(titleSize.width))×\(Int(titleSize.height))")
            HStack(spacing: 20) {
                ForEach(titles.indices, id: \.self) { index in
                    Button(titles[index]) {
                        withAnimation(.easeInOut(duration: 0.4)) { selected = index }
                    }
                    .foregroundStyle(selected == index ? .primary : .secondary)
                    .anchorPreference(key: TabBoundsKey.self, value: .bounds) { [index: $0] }
                }
            }
            .overlayPreferenceValue(TabBoundsKey.self) { anchors in
                GeometryReader { proxy in
                    if let anchor = anchors[selected] {
                        let rect = proxy[anchor]
                        Capsule()
                            .fill(Color.accentColor)
                            .frame(width: rect.width, height: 3)
                            .offset(x: rect.minX, y: rect.maxY + 4)
                    }
                }
            }
            Rectangle()
                .fill(Color.mint)
                .frame(width: 120, height: 60)
                .readSize { titleSize = $0 }
        }
        .padding()
    }
}

@MainActor
@Suite struct SegmentedUnderlineAppCompatibilityTests {
    @Test func theUnderlineFollowsTheSelectedTab() throws {
        let stage = Stage(size: CGSize(width: 390, height: 400)) { UnderlinedTabs() }
        #expect(stage.displayList().item(text: "Measured 120×60") != nil)
        let accent = Color.accentColor
        let overview = try #require(stage.displayList().item(text: "Overview")).bounds
        let line = try #require(stage.displayList().item(filledWith: accent)).bounds
        #expect(isClose(line.minX, overview.minX, absolute: 0.5) && isClose(line.width, overview.width, absolute: 0.5), "\(line) under \(overview)")
        try stage.tap(label: "Reviews & Ratings")
        stage.advance(by: 0.2)
        let moving = try #require(stage.displayList().item(filledWith: accent)).bounds
        let reviews = try #require(stage.displayList().item(text: "Reviews & Ratings")).bounds
        #expect(moving.minX > overview.minX + 5 && moving.minX < reviews.minX - 5, "half way: \(moving)")
        stage.advance(by: 1)
        let done = try #require(stage.displayList().item(filledWith: accent)).bounds
        #expect(isClose(done.minX, reviews.minX, absolute: 0.5) && isClose(done.width, reviews.width, absolute: 0.5))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
