#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An expandable card list as "App Store card expansion" posts write it: cards in a VStack, the tapped
// one replaced by a clear placeholder while a detail card with the same matchedGeometryEffect id sits
// above everything by zIndex; the detail's content is a geometryGroup so it resizes as one picture;
// opening and closing use .smooth(duration:).

private struct StoryCard: Identifiable {
    let id: Int
    let title: String
    let color: Color
}

private let stories = [
    StoryCard(id: 1, title: "Game of the Day", color: .orange),
    StoryCard(id: 2, title: "Apps We Love", color: .teal),
    StoryCard(id: 3, title: "Meet the Developer", color: .purple),
]

private struct StoryList: View {
    @Namespace private var namespace
    @State private var expanded: StoryCard?

    var body: some View {
        ZStack(alignment: .top) {
            VStack(spacing: 16) {
                ForEach(stories) { story in
                    if expanded?.id == story.id {
                        Color.clear.frame(height: 100)
                    } else {
                        RoundedRectangle(cornerRadius: 20, style: .continuous)
                            .fill(story.color)
                            .matchedGeometryEffect(id: story.id, in: namespace)
                            .frame(height: 100)
                            .overlay(alignment: .bottomLeading) {
                                Text(story.title).font(.headline).foregroundStyle(.white).padding()
                            }
                            .onTapGesture {
                                withAnimation(.smooth(duration: 0.4)) { expanded = story }
                            }
                            .accessibilityAddTraits(.isButton)
                            .accessibilityLabel(story.title)
                    }
                }
            }
            .padding()

            if let story = expanded {
                VStack(alignment: .leading, spacing: 12) {
                    RoundedRectangle(cornerRadius: 0, style: .continuous)
                        .fill(story.color)
                        .matchedGeometryEffect(id: story.id, in: namespace)
                        .frame(height: 300)
                    VStack(alignment: .leading, spacing: 8) {
                        Text(story.title).font(.title.bold())
                        Text("Every day we pick one game worth your time.")
                    }
                    .padding(.horizontal)
                    .geometryGroup()
                    Button("Close") {
                        withAnimation(.smooth(duration: 0.4)) { expanded = nil }
                    }
                    .padding()
                }
                .zIndex(1)
            }
        }
    }
}

@MainActor
@Suite struct ExpandableCardCompatibilityTests {
    /// The largest purple shape: the card, mid-flight drawn once by the leaving view and once by the
    /// arriving one on the same matched frame.
    private func card(in stage: Stage) throws -> CGRect {
        let purple = Color.purple.resolve(in: EnvironmentValues())
        return try #require(stage.displayList().items.filter { item in
            guard case .shape(let shape) = item.content else { return false }
            let paint = shape.paint.color
            return paint.red == purple.red && paint.green == purple.green && paint.blue == purple.blue
        }.map(\.bounds).max { $0.width * $0.height < $1.width * $1.height })
    }

    @Test func theCardGrowsIntoTheDetailOnTheSmoothSpringAndBack() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { StoryList() }
        let inList = try card(in: stage)
        #expect(isClose(inList.height, 100, absolute: 1e-6) && isClose(inList.width, 358, absolute: 1e-6), "\(inList)")
        try stage.tap(label: "Meet the Developer")
        stage.advance(by: 2)
        let open = try card(in: stage)
        // Full width, 300 high, at the top of the ZStack (which the stage centres).
        #expect(isClose(open.minX, 0, absolute: 1e-3) && isClose(open.width, 390, absolute: 1e-3)
                    && isClose(open.height, 300, absolute: 1e-3), "\(open)")

        // Back: .smooth(duration: 0.4) is a critically damped fluid spring, within a step of its
        // closed form; every edge of the frame moves on it.
        try stage.tap(label: "Close")
        let start = stage.time
        let spring = Spring(duration: 0.4)
        for delay in [0.05, 0.1, 0.2] {
            stage.advance(to: start + delay)
            let progress = spring.value(target: 1.0, initialVelocity: 0, time: delay)
            let frame = try card(in: stage)
            #expect(isClose(frame.minY, open.minY + (inList.minY - open.minY) * progress, absolute: 1.5), "\(delay) s: \(frame)")
            #expect(isClose(frame.height, open.height + (inList.height - open.height) * progress, absolute: 1.5), "\(delay) s: \(frame)")
            #expect(isClose(frame.width, open.width + (inList.width - open.width) * progress, absolute: 1.5), "\(delay) s: \(frame)")
        }
        stage.advance(by: 2)
        #expect(isClose(try card(in: stage), inList, absolute: 1e-3))
        #expect(stage.displayList().item(text: "Every day we pick one game worth your time.") == nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
