#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Taps as apps use them: a heart that pops on tap, a double tap to zoom, a tap at a location.

private struct HeartToggle: View {
    @State private var isLiked = false

    var body: some View {
        Image(systemName: isLiked ? "heart.fill" : "heart")
            .font(.system(size: 40))
            .foregroundStyle(isLiked ? .red : .gray)
            .scaleEffect(isLiked ? 1.3 : 1.0)
            .onTapGesture {
                withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
                    isLiked.toggle()
                }
            }
            .accessibilityLabel("Like")
    }
}

private struct ZoomOnDoubleTap: View {
    @State private var zoomed = false
    @State private var singleTaps = 0

    var body: some View {
        VStack {
            Rectangle()
                .fill(.teal)
                .frame(width: 100, height: 100)
                .scaleEffect(zoomed ? 2 : 1)
                .onTapGesture(count: 2) {
                    withAnimation(.easeInOut(duration: 0.3)) { zoomed.toggle() }
                }
            Text("taps \(singleTaps)")
                .onTapGesture { singleTaps += 1 }
        }
    }
}

private struct RippleBoard: View {
    @State private var ripple: CGPoint?

    var body: some View {
        ZStack(alignment: .topLeading) {
            Rectangle().fill(.indigo)
            if let ripple {
                Circle()
                    .fill(.white)
                    .frame(width: 20, height: 20)
                    .offset(x: ripple.x - 10, y: ripple.y - 10)
            }
        }
        .frame(width: 200, height: 200)
        .onTapGesture { location in
            ripple = location
        }
    }
}

@MainActor
@Suite struct TapGestureCompatibilityTests {
    @Test func tappingTheHeartLikesItWithASpring() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { HeartToggle() }
        #expect(stage.displayList().item(symbol: "heart") != nil)
        try stage.tap(at: CGPoint(x: 100, y: 100))
        stage.advance(by: 0.05)
        let heart = try #require(stage.displayList().item(symbol: "heart.fill"))
        let mid = heart.transform.a
        #expect(mid > 1 && mid < 1.3, "the pop is animating, not jumped: \(mid)")
        stage.advance(by: 2)
        #expect(isClose(try #require(stage.displayList().item(symbol: "heart.fill")).transform.a, 1.3, absolute: 1e-3))
        // By label, as VoiceOver names it.
        try stage.tap(label: "Like")
        stage.advance(by: 2)
        #expect(stage.displayList().item(symbol: "heart") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aDoubleTapZoomsAndASingleTapCounts() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { ZoomOnDoubleTap() }
        let square = try #require(stage.displayList().item(filledWith: .teal)).bounds
        try stage.tap(at: CGPoint(x: square.midX, y: square.midY))
        stage.advance(by: 1)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .teal)).bounds.width, 100, absolute: 1e-6), "one tap is not a double tap")
        try stage.tap(at: CGPoint(x: square.midX, y: square.midY), count: 2)
        stage.advance(by: 1)
        #expect(isClose(try #require(stage.displayList().item(filledWith: .teal)).bounds.width, 200, absolute: 1e-6))
        try stage.tap(label: "taps 0")
        #expect(stage.displayList().item(text: "taps 1") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func aTapReportsItsLocationInTheViewsSpace() throws {
        let stage = Stage(size: CGSize(width: 400, height: 400)) { RippleBoard() }
        // The board is centred: its top-left corner is at (100, 100).
        try stage.tap(at: CGPoint(x: 130, y: 160))
        let dot = try #require(stage.displayList().item(filledWith: .white)).bounds
        #expect(isClose(dot.midX, 130, absolute: 1e-6))
        #expect(isClose(dot.midY, 160, absolute: 1e-6))
    }
}
