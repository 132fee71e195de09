#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An iOS 18 reading list: a progress label and a "Back to top" button driven by
// `onScrollGeometryChange`, and a `ScrollPosition` the toolbar buttons move.

private struct ReadingList: View {
    @State private var position = ScrollPosition(idType: Int.self)
    @State private var showsBackToTop = false
    @State private var progress = 0.0

    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Text("Read \(Int((progress * 100).rounded()))%")
                if showsBackToTop {
                    Button("Back to top") { position.scrollTo(edge: .top) }
                }
                Button("Jump") { position.scrollTo(id: 20, anchor: .top) }
                Button("End") { position.scrollTo(edge: .bottom) }
            }
            .frame(height: 44)
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<40, id: \.self) { index in
                        Text("Article \(index)").frame(height: 50)
                    }
                }
                .scrollTargetLayout()
            }
            .frame(height: 300)
            .accessibilityIdentifier("articles")
            .scrollPosition($position)
            .onScrollGeometryChange(for: Bool.self) { geometry in
                geometry.contentOffset.y > 200
            } action: { _, isFar in
                showsBackToTop = isFar
            }
            .onScrollGeometryChange(for: Double.self) { geometry in
                let range = geometry.contentSize.height - geometry.containerSize.height
                return range > 0 ? min(1, max(0, geometry.contentOffset.y / range)) : 0
            } action: { _, fraction in
                progress = fraction
            }
            Text("First: \(position.viewID(type: Int.self).map { String($0) } ?? "none")")
        }
    }
}

private struct GeometryLog: View {
    @State private var sizes: [String] = []

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                HStack(spacing: 10) {
                    ForEach(0..<8, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 8).fill(.orange).frame(width: 90, height: 60)
                    }
                }
            }
            .frame(width: 200, height: 60)
            .accessibilityIdentifier("strip")
            .onScrollGeometryChange(for: ScrollGeometry.self) { $0 } action: { _, geometry in
                sizes.append("\(Int(geometry.contentSize.width))x\(Int(geometry.containerSize.width)) at \(Int(geometry.visibleRect.minX))")
            }
            Text(sizes.last ?? "none")
        }
    }
}

@MainActor
@Suite struct ScrollGeometryCompatibilityTests {
    @Test func geometryActionsFollowTheScroll() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { ReadingList() }
        #expect(stage.displayList().item(text: "Read 0%") != nil)
        #expect(stage.displayList().item(text: "Back to top") == nil)
        #expect(stage.displayList().item(text: "First: none") != nil)

        try stage.scroll(by: CGSize(width: 0, height: 340), identifier: "articles")
        #expect(stage.displayList().item(text: "Back to top") != nil)
        // 340 of the 2000 − 300 points the list can scroll.
        #expect(stage.displayList().item(text: "Read 20%") != nil)
        // Written back after the scroll: the first article still showing at the top.
        #expect(stage.displayList().item(text: "First: 6") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func scrollPositionMovesTheScrollView() throws {
        let stage = Stage(size: CGSize(width: 390, height: 500)) { ReadingList() }
        try stage.tap(label: "End")
        #expect(stage.scrollOffset(identifier: "articles").map { isClose($0.y, 1700) } == true)
        #expect(stage.displayList().item(text: "Read 100%") != nil)
        try stage.tap(label: "Back to top")
        #expect(stage.scrollOffset(identifier: "articles").map { isClose($0.y, 0) } == true)
        #expect(stage.displayList().item(text: "Back to top") == nil)
        let top = try #require(stage.displayList().item(text: "Article 0")).bounds.minY
        try stage.tap(label: "Jump")
        #expect(stage.scrollOffset(identifier: "articles").map { isClose($0.y, 1000) } == true)
        #expect(stage.displayList().item(text: "First: 20") != nil)
        let article = try #require(stage.displayList().item(text: "Article 20"))
        // Anchored at the top: article 20 is where article 0 was.
        #expect(isClose(article.bounds.minY, top, absolute: 1e-6))
    }

    @Test func geometryReportsSizesAndTheVisibleRect() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { GeometryLog() }
        // 8 cards of 90 points with 7 gaps of 10.
        #expect(stage.displayList().item(text: "790x200 at 0") != nil)
        try stage.scroll(by: CGSize(width: 150, height: 0), identifier: "strip")
        #expect(stage.displayList().item(text: "790x200 at 150") != nil)
    }

    @Test func scrollPositionValueSemantics() {
        var position = ScrollPosition(edge: .top)
        #expect(position.edge == .top)
        #expect(position.point == nil)
        position.scrollTo(point: CGPoint(x: 0, y: 120))
        #expect(position.edge == nil)
        #expect(position.point == CGPoint(x: 0, y: 120))
        position.scrollTo(id: "intro")
        #expect(position.viewID(type: String.self) == "intro")
        #expect(position.viewID(type: Int.self) == nil)
        #expect(!position.isPositionedByUser)
        #expect(ScrollPosition(id: 3) == ScrollPosition(id: 3))
        #expect(ScrollPosition(id: 3) != ScrollPosition(id: 4))
    }
}
