#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A zoomable, rotatable photo as galleries write it: MagnifyGesture and RotateGesture run
// simultaneously, each with a @GestureState for the live change that is folded into @State when it
// ends; the zoom is clamped; a double tap resets both with a spring.

private struct ZoomablePhoto: View {
    @State private var scale: CGFloat = 1
    @State private var angle: Angle = .zero
    @GestureState private var magnifyBy: CGFloat = 1
    @GestureState private var rotateBy: Angle = .zero

    private let minScale: CGFloat = 1
    private let maxScale: CGFloat = 3

    var magnification: some Gesture {
        MagnifyGesture()
            .updating($magnifyBy) { value, state, _ in
                state = value.magnification
            }
            .onEnded { value in
                scale = min(max(scale * value.magnification, minScale), maxScale)
            }
    }

    var rotation: some Gesture {
        RotateGesture()
            .updating($rotateBy) { value, state, _ in
                state = value.rotation
            }
            .onEnded { value in
                angle += value.rotation
            }
    }

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .fill(Color.cyan)
            .overlay {
                Image(systemName: "mountain.2.fill")
                    .font(.largeTitle)
                    .foregroundStyle(.white)
            }
            .frame(width: 160, height: 120)
            .scaleEffect(min(max(scale * magnifyBy, minScale * 0.5), maxScale * 1.5))
            .rotationEffect(angle + rotateBy)
            .gesture(magnification.simultaneously(with: rotation))
            .onTapGesture(count: 2) {
                withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                    scale = 1
                    angle = .zero
                }
            }
    }
}

@MainActor
@Suite struct PinchZoomPhotoCompatibilityTests {
    private func photo(_ stage: Stage) throws -> DisplayList.Item {
        try #require(stage.displayList().item(filledWith: .cyan))
    }

    @Test func pinchingZoomsAndIsClampedAtTheEnd() throws {
        let stage = Stage(size: CGSize(width: 400, height: 400)) { ZoomablePhoto() }
        let center = CGPoint(x: 200, y: 200)
        let rest = try photo(stage).bounds
        stage.pinch(at: center, scale: 2, duration: 0.5)
        stage.advance(by: 0.1)
        let zoomed = try photo(stage).bounds
        #expect(isClose(zoomed.width, rest.width * 2, absolute: 1), "\(zoomed) vs \(rest)")
        stage.pinch(at: center, scale: 2, duration: 0.5)
        stage.advance(by: 0.1)
        let clamped = try photo(stage).bounds
        #expect(isClose(clamped.width, rest.width * 3, absolute: 1), "clamped at 3×: \(clamped)")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func twoFingersZoomAndTurnAtOnceAndADoubleTapResets() throws {
        let stage = Stage(size: CGSize(width: 400, height: 400)) { ZoomablePhoto() }
        let center = CGPoint(x: 200, y: 200)
        let rest = try photo(stage)
        try stage.pointerDown(at: center, touchCount: 2)
        stage.advance(by: 0.1)
        stage.pointerMove(to: center, scale: 1.5, rotation: .degrees(30))
        stage.advance(by: 0.1)
        let live = try photo(stage)
        let liveScale = (live.transform.a * live.transform.a + live.transform.b * live.transform.b).squareRoot()
        #expect(isClose(liveScale, 1.5, absolute: 0.01), "zoomed while held")
        #expect(isClose(atan2(live.transform.b, live.transform.a), .pi / 6, absolute: 0.01), "turned while held")
        stage.pointerUp(scale: 1.5, rotation: .degrees(30))
        stage.advance(by: 0.5)
        let kept = try photo(stage)
        #expect(isClose(atan2(kept.transform.b, kept.transform.a), .pi / 6, absolute: 0.01), "the turn is kept")
        try stage.tap(at: center, count: 2)
        stage.advance(by: 2)
        let reset = try photo(stage)
        #expect(isClose(reset.bounds, rest.bounds, absolute: 0.5), "a double tap springs it back")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
