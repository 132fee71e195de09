#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A bottom sheet dismissed by pulling it down, as apps build their own: the sheet follows the drag
// (never above its resting place), a long or fast pull dismisses it with a move transition, a short
// one springs it back.

private struct PullToDismissSheet: View {
    @State private var isPresented = true
    @State private var dragOffset: CGFloat = 0

    private var dismissDrag: some Gesture {
        DragGesture()
            .onChanged { value in
                dragOffset = max(0, value.translation.height)
            }
            .onEnded { value in
                if value.translation.height > 120 || value.predictedEndTranslation.height > 300 {
                    withAnimation(.easeInOut(duration: 0.3)) {
                        isPresented = false
                    }
                } else {
                    withAnimation(.interactiveSpring(response: 0.3, dampingFraction: 0.8)) {
                        dragOffset = 0
                    }
                }
            }
    }

    var body: some View {
        ZStack(alignment: .bottom) {
            Color.gray.opacity(0.15)
                .ignoresSafeArea()

            if isPresented {
                VStack(spacing: 12) {
                    Capsule()
                        .fill(Color.secondary)
                        .frame(width: 40, height: 5)
                    Text("Trip details")
                        .font(.headline)
                    Text("Pull down to close")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                    Spacer()
                }
                .padding(.top, 8)
                .frame(maxWidth: .infinity)
                .frame(height: 260)
                .background(Color.mint)
                .clipShape(RoundedRectangle(cornerRadius: 20))
                .offset(y: dragOffset)
                .gesture(dismissDrag)
                .transition(.move(edge: .bottom))
            } else {
                Button("Show details") {
                    dragOffset = 0
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.85)) {
                        isPresented = true
                    }
                }
                .padding(.bottom, 40)
            }
        }
    }
}

@MainActor
@Suite struct PullToDismissCompatibilityTests {
    @Test func aShortPullSpringsBackAndALongOneDismisses() throws {
        let stage = Stage(size: CGSize(width: 320, height: 480)) { PullToDismissSheet() }
        let rest = try #require(stage.displayList().item(filledWith: .mint)).bounds
        let grab = CGPoint(x: rest.midX, y: rest.minY + 40)
        stage.schedule(.drag(from: grab, to: CGPoint(x: grab.x, y: grab.y + 60), duration: 0.5), at: 0.1)
        stage.advance(to: 0.5)
        let pulled = try #require(stage.displayList().item(filledWith: .mint)).bounds
        #expect(pulled.minY > rest.minY + 20, "the sheet follows the finger down")
        stage.advance(to: 2)
        let back = try #require(stage.displayList().item(filledWith: .mint)).bounds
        #expect(isClose(back.minY, rest.minY, absolute: 0.5), "a short pull springs back")

        stage.schedule(.drag(from: grab, to: CGPoint(x: grab.x, y: grab.y + 160), duration: 0.4), at: 2.1)
        stage.advance(to: 2.6)
        let leaving = try #require(stage.displayList().item(filledWith: .mint)).bounds
        #expect(leaving.minY > rest.minY + 150, "dismissing, it moves down")
        stage.advance(to: 3.5)
        #expect(stage.displayList().item(filledWith: .mint) == nil, "gone")
        #expect(stage.displayList().texts.contains { $0.text == "Show details" })
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func anUpwardPullDoesNotLiftTheSheetAndShowBringsItBack() throws {
        let stage = Stage(size: CGSize(width: 320, height: 480)) { PullToDismissSheet() }
        let rest = try #require(stage.displayList().item(filledWith: .mint)).bounds
        let grab = CGPoint(x: rest.midX, y: rest.minY + 40)
        try stage.pointerDown(at: grab)
        stage.advance(by: 0.1)
        stage.pointerMove(to: CGPoint(x: grab.x, y: grab.y - 80))
        stage.advance(by: 0.1)
        let lifted = try #require(stage.displayList().item(filledWith: .mint)).bounds
        #expect(isClose(lifted.minY, rest.minY, absolute: 0.5), "never above its resting place")
        stage.pointerMove(to: CGPoint(x: grab.x, y: grab.y + 200))
        stage.advance(by: 0.1)
        stage.pointerUp()
        stage.advance(by: 1)
        #expect(stage.displayList().item(filledWith: .mint) == nil)
        try stage.tap(label: "Show details")
        stage.advance(by: 0.1)
        let arriving = try #require(stage.displayList().item(filledWith: .mint)).bounds
        #expect(arriving.minY > rest.minY + 10, "moving in from the bottom")
        stage.advance(by: 2)
        let shown = try #require(stage.displayList().item(filledWith: .mint)).bounds
        #expect(isClose(shown.minY, rest.minY, absolute: 0.5))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
