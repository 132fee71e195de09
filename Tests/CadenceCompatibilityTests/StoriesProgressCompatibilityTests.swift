#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// An Instagram-stories clone: segmented progress capsules along the top (GeometryReader widths),
// a Timer that fills the current segment and moves on, taps on the left and right halves to go
// back and forward, and a hold (a zero-distance DragGesture updating @GestureState) that pauses.

private struct Story: Identifiable {
    let id: Int
    let color: Color
    let caption: String
}

private let sampleStories = [
    Story(id: 0, color: .purple, caption: "Sunrise"),
    Story(id: 1, color: .orange, caption: "Coffee"),
    Story(id: 2, color: .teal, caption: "Beach"),
]

private struct StoryProgressBar: View {
    let count: Int
    let current: Int
    let progress: CGFloat

    var body: some View {
        HStack(spacing: 4) {
            ForEach(0..<count, id: \.self) { index in
                GeometryReader { geometry in
                    ZStack(alignment: .leading) {
                        Capsule()
                            .fill(Color.white.opacity(0.3))
                        Capsule()
                            .fill(Color.white)
                            .frame(width: geometry.size.width * fill(for: index))
                    }
                }
                .frame(height: 3)
            }
        }
    }

    private func fill(for index: Int) -> CGFloat {
        if index < current { return 1 }
        if index > current { return 0 }
        return min(progress, 1)
    }
}

private struct StoriesViewer: View {
    let stories: [Story]
    var secondsPerStory: CGFloat = 3

    @State private var current = 0
    @State private var progress: CGFloat = 0
    @State private var finished = false
    @GestureState private var isHolding = false

    let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

    var body: some View {
        ZStack(alignment: .top) {
            stories[current].color
                .ignoresSafeArea()
                .overlay(
                    Text(finished ? "All caught up" : stories[current].caption)
                        .font(.largeTitle.bold())
                        .foregroundColor(.white)
                )

            HStack(spacing: 0) {
                Color.clear
                    .contentShape(Rectangle())
                    .onTapGesture { previous() }
                Color.clear
                    .contentShape(Rectangle())
                    .onTapGesture { next() }
            }

            StoryProgressBar(count: stories.count, current: current, progress: progress)
                .padding(.horizontal, 8)
                .padding(.top, 12)
        }
        .simultaneousGesture(
            DragGesture(minimumDistance: 0)
                .updating($isHolding) { _, state, _ in
                    state = true
                }
        )
        .onReceive(timer) { _ in
            guard !isHolding, !finished else { return }
            progress += 0.1 / secondsPerStory
            if progress >= 1 {
                next()
            }
        }
    }

    private func next() {
        if current < stories.count - 1 {
            current += 1
            progress = 0
        } else {
            progress = 1
            finished = true
        }
    }

    private func previous() {
        if current > 0 {
            current -= 1
        }
        progress = 0
        finished = false
    }
}

@MainActor
@Suite struct StoriesProgressCompatibilityTests {
    /// The widths of the white (filled) capsules, left to right.
    private func fills(in stage: Stage) -> [CGFloat] {
        stage.displayList().items.compactMap { item in
            guard case .shape(let shape) = item.content, case .capsule = shape.geometry,
                  case .fill(let color) = shape.paint, color.opacity == 1 else { return nil }
            return item.bounds.width
        }
    }

    @Test func theTimerFillsEachSegmentThenMovesOn() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { StoriesViewer(stories: sampleStories) }
        // Three segments of (390 − 16 − 2·4) / 3 = 122 points.
        stage.advance(to: 1.05)
        var widths = fills(in: stage)
        #expect(widths.count == 3)
        #expect(isClose(widths[0], 122 * 10 / 30, absolute: 0.01), "ten ticks of a 3-second story: \(widths)")
        #expect(isClose(widths[1], 0, absolute: 0.01) && isClose(widths[2], 0, absolute: 0.01))
        #expect(stage.displayList().item(text: "Sunrise") != nil)

        stage.advance(to: 3.55)
        widths = fills(in: stage)
        #expect(isClose(widths[0], 122, absolute: 0.01), "\(widths)")
        #expect(widths[1] > 0 && widths[1] < 40, "\(widths)")
        #expect(stage.displayList().item(text: "Coffee") != nil)
        #expect(stage.displayList().item(filledWith: .orange) != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func tapsOnTheHalvesSkipAndGoBack() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { StoriesViewer(stories: sampleStories) }
        stage.advance(to: 0.5)
        try stage.tap(at: CGPoint(x: 300, y: 400))
        stage.advance(by: 0.01)
        #expect(stage.displayList().item(text: "Coffee") != nil)
        var widths = fills(in: stage)
        #expect(isClose(widths[0], 122, absolute: 0.01) && isClose(widths[1], 0, absolute: 0.01), "\(widths)")

        try stage.tap(at: CGPoint(x: 300, y: 400))
        try stage.tap(at: CGPoint(x: 300, y: 400))
        stage.advance(by: 0.01)
        #expect(stage.displayList().item(text: "All caught up") != nil)
        widths = fills(in: stage)
        #expect(widths.allSatisfy { isClose($0, 122, absolute: 0.01) }, "\(widths)")

        try stage.tap(at: CGPoint(x: 60, y: 400))
        stage.advance(by: 0.01)
        #expect(stage.displayList().item(text: "Coffee") != nil)
        widths = fills(in: stage)
        #expect(isClose(widths[1], 0, absolute: 0.01) && isClose(widths[2], 0, absolute: 0.01), "\(widths)")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func holdingPausesTheStory() throws {
        let stage = Stage(size: CGSize(width: 390, height: 700)) { StoriesViewer(stories: sampleStories) }
        stage.advance(to: 0.55)
        let before = fills(in: stage)[0]
        #expect(isClose(before, 122 * 5 / 30, absolute: 0.01))
        try stage.pointerDown(at: CGPoint(x: 200, y: 400))
        stage.advance(to: 2.05)
        #expect(isClose(fills(in: stage)[0], before, absolute: 0.01), "no progress while held")
        stage.pointerMove(to: CGPoint(x: 200, y: 300))
        stage.pointerUp()
        stage.advance(to: 2.55)
        #expect(isClose(fills(in: stage)[0], 122 * 10 / 30, absolute: 0.01), "five more ticks after letting go")
    }
}
