#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Long presses: a record button that fills while held, and a press-then-drag to reorder.

private struct HoldToRecord: View {
    @State private var isPressing = false
    @State private var recorded = 0

    var body: some View {
        VStack {
            Circle()
                .fill(.red)
                .frame(width: 60, height: 60)
                .scaleEffect(isPressing ? 1.4 : 1)
                .onLongPressGesture(minimumDuration: 1.0, maximumDistance: 20) {
                    recorded += 1
                } onPressingChanged: { pressing in
                    withAnimation(.easeInOut(duration: 0.2)) { isPressing = pressing }
                }
            Text("recorded \(recorded)")
        }
    }
}

private struct PressIndicator: View {
    @GestureState private var isDetectingLongPress = false
    @State private var completedLongPress = false

    var longPress: some Gesture {
        LongPressGesture(minimumDuration: 0.5)
            .updating($isDetectingLongPress) { currentState, gestureState, transaction in
                gestureState = currentState
                transaction.animation = Animation.easeIn(duration: 0.1)
            }
            .onEnded { finished in
                completedLongPress = finished
            }
    }

    var body: some View {
        Circle()
            .fill(isDetectingLongPress ? Color.red : (completedLongPress ? Color.green : Color.blue))
            .frame(width: 100, height: 100)
            .gesture(longPress)
    }
}

private struct PressThenDrag: View {
    @GestureState private var state = DragState.inactive
    @State private var position = CGSize.zero

    enum DragState: Equatable {
        case inactive
        case pressing
        case dragging(translation: CGSize)

        var translation: CGSize {
            if case .dragging(let translation) = self { return translation }
            return .zero
        }
    }

    var body: some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(.yellow)
            .frame(width: 60, height: 60)
            .offset(x: position.width + state.translation.width, y: position.height + state.translation.height)
            .gesture(
                LongPressGesture(minimumDuration: 0.3)
                    .sequenced(before: DragGesture())
                    .updating($state) { value, state, _ in
                        switch value {
                        case .first(true): state = .pressing
                        case .second(true, let drag): state = .dragging(translation: drag?.translation ?? .zero)
                        default: state = .inactive
                        }
                    }
                    .onEnded { value in
                        guard case .second(true, let drag?) = value else { return }
                        position.width += drag.translation.width
                        position.height += drag.translation.height
                    }
            )
    }
}

@MainActor
@Suite struct LongPressCompatibilityTests {
    @Test func holdingRecordsOnceTheMinimumDurationPasses() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { HoldToRecord() }
        let dot = try #require(stage.displayList().item(filledWith: .red)).bounds
        stage.schedule(.longPress(at: CGPoint(x: dot.midX, y: dot.midY), duration: 1.5), at: 0.2)
        stage.advance(to: 0.6)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .red)).transform.a, 1.4, absolute: 1e-6), "pressing")
        #expect(stage.displayList().item(text: "recorded 0") != nil)
        stage.advance(to: 1.25)
        #expect(stage.displayList().item(text: "recorded 1") != nil, "recorded at 1.2 s, while still held")
        stage.advance(to: 2.5)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .red)).transform.a, 1, absolute: 1e-6))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aShortPressDoesNotRecord() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { HoldToRecord() }
        let dot = try #require(stage.displayList().item(filledWith: .red)).bounds
        stage.longPress(at: CGPoint(x: dot.midX, y: dot.midY), duration: 0.4)
        stage.advance(by: 1)
        #expect(stage.displayList().item(text: "recorded 0") != nil)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .red)).transform.a, 1, absolute: 1e-6))
    }

    @Test func gestureStateFollowsThePressAndResets() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { PressIndicator() }
        try stage.pointerDown(at: CGPoint(x: 100, y: 100))
        stage.advance(by: 0.2)
        #expect(stage.displayList().item(filledWith: .red) != nil)
        stage.advance(by: 0.5)
        stage.pointerUp()
        stage.advance(by: 1)
        #expect(stage.displayList().item(filledWith: .green) != nil)
    }

    @Test func aLongPressThenADragMovesTheTile() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { PressThenDrag() }
        let start = try #require(stage.displayList().item(filledWith: .yellow)).bounds
        try stage.pointerDown(at: CGPoint(x: 150, y: 150))
        stage.advance(by: 0.4)
        for step in 1...10 {
            stage.advance(by: 0.02)
            stage.pointerMove(to: CGPoint(x: 150 + CGFloat(step) * 6, y: 150))
        }
        let dragging = try #require(stage.displayList().item(filledWith: .yellow)).bounds
        #expect(isClose(dragging.midX, start.midX + 60, absolute: 1e-6))
        stage.pointerUp()
        let dropped = try #require(stage.displayList().item(filledWith: .yellow)).bounds
        #expect(isClose(dropped.midX, start.midX + 60, absolute: 1e-6), "the drop keeps the tile where it was let go")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
