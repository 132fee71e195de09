import Testing
import CadenceStageTestSupport
@testable import CadenceUI

/// `onScrollPhaseChange(_:)`: what a stage scroll reports, and to which scroll view.
@MainActor
@Suite struct ScrollPhaseTests {
    @Test func aStageScrollReportsInteractingThenIdleWithTheGeometry() throws {
        var log: [(ScrollPhase, ScrollPhase, CGFloat)] = []
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            ScrollView {
                VStack { ForEach(0..<20) { Text("Row \($0)").frame(height: 40) } }
            }
            .onScrollPhaseChange { old, new, context in log.append((old, new, context.geometry.contentOffset.y)) }
        }
        _ = stage.displayList()
        #expect(log.isEmpty)
        try stage.scroll(by: CGSize(width: 0, height: 100))
        #expect(log.map(\.0) == [.idle, .interacting] && log.map(\.1) == [.interacting, .idle])
        #expect(log.map(\.2) == [0, 100], "the geometry before and after the move")
        try stage.scroll(by: CGSize(width: 0, height: -500))
        try stage.scroll(by: CGSize(width: 0, height: -50))
        #expect(log.count == 4, "a scroll that cannot move reports nothing")
    }

    @Test func phasesHaveNamesAndIsScrolling() {
        #expect(!ScrollPhase.idle.isScrolling && ScrollPhase.decelerating.isScrolling)
        #expect("\(ScrollPhase.interacting)" == "interacting")
    }

    @Test func onlyTheFirstScrollViewBelowReports() throws {
        var outer = 0
        let stage = Stage(size: CGSize(width: 200, height: 200)) {
            ScrollView {
                ScrollView(.horizontal) { HStack { ForEach(0..<20) { Text("C\($0)").frame(width: 60) } } }
                    .accessibilityIdentifier("inner")
                VStack { ForEach(0..<20) { Text("Row \($0)").frame(height: 40) } }
            }
            .accessibilityIdentifier("outer")
            .onScrollPhaseChange { _, _ in outer += 1 }
        }
        _ = stage.displayList()
        try stage.scroll(by: CGSize(width: 100, height: 0), identifier: "inner")
        #expect(outer == 0)
        try stage.scroll(by: CGSize(width: 0, height: 100), identifier: "outer")
        #expect(outer == 2)
    }
}
