import CadenceUI
import Foundation
import Testing
import CadenceStageTestSupport

/// Preference keys: values passed up, reduced in order, transformed, read by onPreferenceChange and
/// the preference decorations, and anchors resolved through a geometry proxy.
@MainActor
@Suite struct PreferenceTests {
    private struct SumKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    private struct FirstKey: PreferenceKey {
        static let defaultValue = "none"
        // The lazy reduce app code often writes: the first value written wins.
        static func reduce(value: inout String, nextValue: () -> String) {}
    }

    @Test func valuesAreReducedInOrderAndTransformedOnTheWayUp() {
        let log = EventLog()
        _ = Stage(size: CGSize(width: 200, height: 200)) {
            VStack {
                Text("a").preference(key: SumKey.self, value: 1)
                Text("b").preference(key: SumKey.self, value: 2)
                HStack {
                    Text("c").preference(key: SumKey.self, value: 3)
                }
                .transformPreference(SumKey.self) { $0 *= 10 }
                Text("d").preference(key: FirstKey.self, value: "first")
                Text("e").preference(key: FirstKey.self, value: "second")
            }
            .onPreferenceChange(SumKey.self) { log.append("sum \($0)") }
            .onPreferenceChange(FirstKey.self) { log.append("first \($0)") }
        }
        #expect(log.entries.contains("sum 33"))
        #expect(log.entries.contains("first first"))
    }

    private struct WidestKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
    }

    private struct EqualWidthLabels: View {
        @State private var widest: CGFloat = 0
        let words = ["Go", "Continue", "Stop"]
        var body: some View {
            VStack {
                ForEach(words, id: \.self) { word in
                    Text(word)
                        .fixedSize()
                        .background(GeometryReader { proxy in
                            Color.clear.preference(key: WidestKey.self, value: proxy.size.width)
                        })
                        .frame(width: widest > 0 ? widest : nil)
                }
                Text("widest \(Int(widest))")
            }
            .onPreferenceChange(WidestKey.self) { widest = $0 }
        }
    }

    @Test func aMeasuredWidthFlowsUpIntoStateAndSettles() {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { EqualWidthLabels() }
        let list = stage.displayList()
        let continueWidth = list.item(text: "Continue")?.bounds.width ?? 0
        #expect(continueWidth > 0)
        #expect(list.item(text: "widest \(Int(continueWidth))") != nil, "\(list.texts.map(\.text))")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    private struct BoundsKey: PreferenceKey {
        static let defaultValue: [Int: Anchor<CGRect>] = [:]
        static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
            value.merge(nextValue()) { $1 }
        }
    }

    private struct Tabs: View {
        @State private var selected = 0
        var body: some View {
            HStack(spacing: 20) {
                ForEach(0..<3) { index in
                    Button("Tab \(index)") { withAnimation(.linear(duration: 1)) { selected = index } }
                        .anchorPreference(key: BoundsKey.self, value: .bounds) { [index: $0] }
                }
            }
            .overlayPreferenceValue(BoundsKey.self) { anchors in
                GeometryReader { proxy in
                    if let anchor = anchors[selected] {
                        let frame = proxy[anchor]
                        Rectangle()
                            .fill(Color.orange)
                            .frame(width: frame.width, height: 3)
                            .offset(x: frame.minX, y: frame.maxY)
                    }
                }
            }
        }
    }

    @Test func anAnchorPreferencePlacesAnUnderlineUnderTheSelectedTabAndItSlides() throws {
        let stage = Stage(size: CGSize(width: 360, height: 100)) { Tabs() }
        let underline = try #require(stage.displayList().item(filledWith: .orange))
        let first = try #require(stage.displayList().item(text: "Tab 0"))
        let third = try #require(stage.displayList().item(text: "Tab 2"))
        #expect(abs(underline.bounds.midX - first.bounds.midX) < 1)
        try stage.tap(label: "Tab 2")
        stage.advance(by: 0.5)
        let halfway = try #require(stage.displayList().item(filledWith: .orange))
        #expect(halfway.bounds.midX > first.bounds.midX + 5 && halfway.bounds.midX < third.bounds.midX - 5)
        stage.advance(by: 1)
        let done = try #require(stage.displayList().item(filledWith: .orange))
        #expect(abs(done.bounds.midX - third.bounds.midX) < 1)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func linksAndShareLinksAreRecordedByTheStage() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) {
            VStack {
                Link("Privacy", destination: URL(string: "https://example.com/privacy")!)
                ShareLink(item: "A spring, explained")
            }
        }
        try stage.tap(label: "Privacy")
        try stage.tap(label: "Share")
        #expect(stage.openedURLs == [URL(string: "https://example.com/privacy")!])
        #expect(stage.sharedItems == ["A spring, explained"])
    }

    @Test func asyncImagesComeFromTheAssetCatalogOrReportWhyNot() {
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            AsyncImage(url: URL(string: "https://example.com/no-such-avatar.png")) { phase in
                if let image = phase.image { image } else { ProgressView() }
            }
        }
        _ = stage.displayList()
        #expect(stage.issues.contains { $0.kind == .missingAsset && $0.message.contains("AsyncImage") && $0.message.contains("no-such-avatar") })
    }
}
