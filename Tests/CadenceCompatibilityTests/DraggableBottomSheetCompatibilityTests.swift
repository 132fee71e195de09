#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A custom bottom sheet as "draggable bottom sheet" tutorials write it: detents measured in a
// GeometryReader, a DragGesture that follows the finger, and on release the detent nearest to where
// the gesture predicts the finger would stop, reached on an interactive spring.

private enum SheetDetent: CaseIterable {
    case collapsed, half, expanded

    func top(in height: CGFloat) -> CGFloat {
        switch self {
        case .collapsed: height - 100
        case .half: height / 2
        case .expanded: 80
        }
    }
}

private struct DraggableSheet: View {
    @State private var detent: SheetDetent = .collapsed
    @State private var dragOffset: CGFloat = 0

    var body: some View {
        GeometryReader { proxy in
            let height = proxy.size.height
            ZStack(alignment: .top) {
                Color.blue.opacity(0.2)

                VStack(spacing: 12) {
                    Capsule()
                        .fill(Color.secondary)
                        .frame(width: 40, height: 5)
                        .padding(.top, 8)
                    Text(title)
                        .font(.headline)
                    Spacer()
                }
                .frame(width: proxy.size.width, height: height)
                .background(
                    RoundedRectangle(cornerRadius: 24, style: .continuous)
                        .fill(Color.white)
                        .shadow(radius: 10)
                )
                .offset(y: max(detent.top(in: height) + dragOffset, 60))
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            dragOffset = value.translation.height
                        }
                        .onEnded { value in
                            let projected = detent.top(in: height) + value.predictedEndTranslation.height
                            let nearest = SheetDetent.allCases.min {
                                abs($0.top(in: height) - projected) < abs($1.top(in: height) - projected)
                            } ?? .collapsed
                            withAnimation(.interactiveSpring(response: 0.35, dampingFraction: 0.86, blendDuration: 0.25)) {
                                detent = nearest
                                dragOffset = 0
                            }
                        }
                )
            }
        }
    }

    private var title: String {
        switch detent {
        case .collapsed: "Nearby places"
        case .half: "12 places nearby"
        case .expanded: "All places"
        }
    }
}

@MainActor
@Suite struct DraggableBottomSheetCompatibilityTests {
    private func sheetTop(in stage: Stage) throws -> CGFloat {
        let white = Color.white.resolve(in: EnvironmentValues())
        return try #require(stage.displayList().items.first {
            if case .shape(let shape) = $0.content { shape.paint == .fill(white) } else { false }
        }).bounds.minY
    }

    @Test func aSlowDragSnapsBackAndAFlickOpensTheSheet() throws {
        let stage = Stage(size: CGSize(width: 400, height: 800)) { DraggableSheet() }
        #expect(isClose(try sheetTop(in: stage), 700, absolute: 1e-6))

        // A slow drag of 100 points that stops before release: the finger's end is the prediction,
        // 600 is nearer to the collapsed 700 than to the half 400.
        try stage.pointerDown(at: CGPoint(x: 200, y: 720))
        for step in 1...10 {
            stage.advance(by: 0.05)
            stage.pointerMove(to: CGPoint(x: 200, y: 720 - CGFloat(step) * 10))
        }
        #expect(isClose(try sheetTop(in: stage), 600, absolute: 1e-6), "the sheet follows the finger")
        stage.advance(by: 0.3)
        stage.pointerUp()
        let released = stage.time
        let spring = Spring(response: 0.35, dampingRatio: 0.86)
        for delay in [0.05, 0.15] {
            stage.advance(to: released + delay)
            let expected = 600 + 100 * spring.value(target: 1.0, initialVelocity: 0, time: delay)
            #expect(isClose(try sheetTop(in: stage), expected, absolute: 1), "\(delay) s after release")
        }
        stage.advance(by: 1.5)
        #expect(isClose(try sheetTop(in: stage), 700, absolute: 1e-3))
        #expect(stage.displayList().item(text: "Nearby places") != nil)

        // A flick: 100 points in 0.05 s is 2000 pt/s upwards; the predicted end is far above.
        try stage.pointerDown(at: CGPoint(x: 200, y: 720))
        stage.advance(by: 0.025)
        stage.pointerMove(to: CGPoint(x: 200, y: 670))
        stage.advance(by: 0.025)
        stage.pointerMove(to: CGPoint(x: 200, y: 620))
        stage.pointerUp()
        stage.advance(by: 2)
        #expect(isClose(try sheetTop(in: stage), 80, absolute: 1e-3))
        #expect(stage.displayList().item(text: "All places") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
