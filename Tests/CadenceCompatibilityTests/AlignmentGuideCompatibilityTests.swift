#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

extension VerticalAlignment {
    private enum IconCenter: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[VerticalAlignment.center] }
    }

    static let iconCenter = VerticalAlignment(IconCenter.self)
}

// An icon lined up with the second of two text lines through a custom alignment.
private struct AlignedBadge: View {
    @State private var lift: CGFloat = 0

    var body: some View {
        VStack {
            HStack(alignment: .iconCenter) {
                Circle().fill(Color.red).frame(width: 10, height: 10)
                VStack(alignment: .leading) {
                    Text("Title")
                    Text("Subtitle")
                        .alignmentGuide(.iconCenter) { d in d[VerticalAlignment.center] + lift }
                }
            }
            Button("Lift") { lift = 10 }
        }
    }
}

@Suite struct AlignmentGuideCompatibilityTests {
    @Test @MainActor func customAlignmentLinesUpAcrossStacks() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { AlignedBadge() }
        let dot = try #require(stage.displayList().item(filledWith: .red))
        let subtitle = try #require(stage.displayList().item(text: "Subtitle"))
        #expect(isClose(dot.bounds.midY, subtitle.bounds.midY, absolute: 1e-6))
        try stage.tap(label: "Lift")
        stage.advance(by: 0.3)
        let moved = try #require(stage.displayList().item(filledWith: .red))
        let subtitleAfter = try #require(stage.displayList().item(text: "Subtitle"))
        #expect(isClose(moved.bounds.midY - subtitleAfter.bounds.midY, 10, absolute: 1e-6))
        #expect(stage.issues.isEmpty)
    }
}
