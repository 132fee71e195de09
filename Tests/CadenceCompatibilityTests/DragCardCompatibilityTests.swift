#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A card that follows the finger and springs back when released, written as app code is.

private struct DraggableCard: View {
    @State private var offset: CGSize = .zero
    @State private var isDragging = false

    var body: some View {
        RoundedRectangle(cornerRadius: 20)
            .fill(Color.blue)
            .frame(width: 120, height: 160)
            .offset(offset)
            .scaleEffect(isDragging ? 1.05 : 1)
            .gesture(
                DragGesture()
                    .onChanged { value in
                        offset = value.translation
                        isDragging = true
                    }
                    .onEnded { _ in
                        withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
                            offset = .zero
                            isDragging = false
                        }
                    }
            )
    }
}

private struct GestureStateCard: View {
    @GestureState private var dragOffset = CGSize.zero

    var body: some View {
        Circle()
            .fill(.pink)
            .frame(width: 80, height: 80)
            .offset(x: dragOffset.width, y: dragOffset.height)
            .gesture(
                DragGesture(minimumDistance: 0)
                    .updating($dragOffset) { value, state, transaction in
                        state = value.translation
                    }
            )
            .animation(.interactiveSpring(), value: dragOffset)
    }
}

@MainActor
@Suite struct DragCardCompatibilityTests {
    @Test func theCardFollowsTheDragAndSpringsBack() throws {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { DraggableCard() }
        let center = CGPoint(x: 150, y: 200)
        let start = try #require(stage.displayList().item(filledWith: .blue)).bounds
        stage.schedule(.drag(from: center, to: CGPoint(x: 250, y: 260), duration: 0.5), at: 0.1)
        stage.advance(to: 0.35)
        let during = try #require(stage.displayList().item(filledWith: .blue))
        #expect(during.bounds.midX > start.midX + 20, "the card follows the finger")
        #expect(isClose(during.transform.a, 1.05, absolute: 1e-9), "lifted while dragged")
        stage.advance(to: 0.6)
        let released = try #require(stage.displayList().item(filledWith: .blue)).bounds
        #expect(released.midX > start.midX + 50, "just released, the card is still out")
        stage.advance(to: 3)
        let settled = try #require(stage.displayList().item(filledWith: .blue)).bounds
        #expect(isClose(settled.midX, start.midX, absolute: 0.5))
        #expect(isClose(settled.midY, start.midY, absolute: 0.5))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aGestureStateGoesBackWhenTheDragEnds() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { GestureStateCard() }
        let start = try #require(stage.displayList().item(filledWith: .pink)).bounds
        try stage.pointerDown(at: CGPoint(x: 150, y: 150))
        stage.advance(by: 0.1)
        stage.pointerMove(to: CGPoint(x: 190, y: 150))
        stage.advance(by: 0.5)
        let moved = try #require(stage.displayList().item(filledWith: .pink)).bounds
        #expect(isClose(moved.midX, start.midX + 40, absolute: 1))
        stage.pointerUp()
        stage.advance(by: 2)
        let back = try #require(stage.displayList().item(filledWith: .pink)).bounds
        #expect(isClose(back.midX, start.midX, absolute: 0.5))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func nothingUnderThePointerIsAnIssue() {
        let stage = Stage(size: CGSize(width: 300, height: 400)) { DraggableCard() }
        stage.schedule(.tap(at: CGPoint(x: 5, y: 5)), at: 0.1)
        stage.advance(to: 0.2)
        #expect(stage.issues.count == 1)
        #expect(stage.issues.first?.kind == .failedEvent && stage.issues.first?.message.contains("nothing at (5, 5) can be hit") == true)
    }
}
