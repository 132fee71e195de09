#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Keyframe patterns from real camera and music-player files, replayed with views of our own and
// checked against the numbers SwiftUI's keyframe definitions give: a countdown digit whose scale and
// opacity run through chains of cubic keyframes (Catmull-Rom joints, which overshoot), and a
// transport "skip" glyph that sweeps with one cubic keyframe and snaps back with a move keyframe,
// replayed by a trigger, and a sweep retriggered mid-flight that keeps its velocity.

private struct DigitState {
    var scale = 2.0
    var opacity = 0.0
}

private struct CountdownDigit: View {
    @State private var go = false
    var body: some View {
        VStack(spacing: 40) {
            Rectangle()
                .fill(.orange)
                .frame(width: 40, height: 40)
                .keyframeAnimator(initialValue: DigitState(), trigger: go) { content, state in
                    content.scaleEffect(state.scale).opacity(state.opacity)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        CubicKeyframe(0, duration: 2)
                        CubicKeyframe(0, duration: 3)
                    }
                    KeyframeTrack(\.opacity) {
                        CubicKeyframe(0, duration: 0.5)
                        CubicKeyframe(1, duration: 0.5)
                        CubicKeyframe(0, duration: 0.5)
                        CubicKeyframe(0, duration: 3.5)
                    }
                }
            Button("Start") { go.toggle() }
        }
    }
}

private struct SkipGlyph: View {
    @State private var skips = 0
    var body: some View {
        VStack(spacing: 20) {
            Color.clear
                .frame(width: 100, height: 20)
                .keyframeAnimator(initialValue: CGFloat.zero, trigger: skips) { _, sweep in
                    Rectangle().fill(.indigo).frame(width: 10, height: 10).offset(x: sweep * 100)
                } keyframes: { _ in
                    CubicKeyframe(1, duration: 0.4)
                    MoveKeyframe(0)
                }
            Color.clear
                .frame(width: 100, height: 20)
                .keyframeAnimator(initialValue: CGFloat.zero, trigger: skips) { _, sweep in
                    Rectangle().fill(.mint).frame(width: 10, height: 10).offset(x: sweep * 100)
                } keyframes: { _ in
                    CubicKeyframe(1, duration: 0.4)
                }
            Button("Skip") { skips &+= 1 }
        }
    }
}

private struct PulsingTile: View {
    @State private var go = false
    var body: some View {
        VStack(spacing: 40) {
            Rectangle()
                .fill(.teal)
                .frame(width: 40, height: 40)
                .keyframeAnimator(initialValue: 2.0, trigger: go) { content, scale in
                    content.scaleEffect(scale).opacity(0.8)
                } keyframes: { _ in
                    CubicKeyframe(0, duration: 2)
                    CubicKeyframe(0, duration: 3)
                }
            Button("Pulse") { go.toggle() }
        }
    }
}

/// Cubic Hermite interpolation, the curve every keyframe segment follows.
private func hermite(_ p0: Double, _ p1: Double, m0: Double, m1: Double, u: Double) -> Double {
    p0 * (2 * u * u * u - 3 * u * u + 1) + p1 * (3 * u * u - 2 * u * u * u)
        + m0 * (u * u * u - 2 * u * u + u) + m1 * (u * u * u - u * u)
}

@MainActor
@Suite struct KeyframeCountdownPlayCompatibilityTests {
    @Test func cubicChainsOvershootAtTheirCatmullRomJoints() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { CountdownDigit() }
        func scale() throws -> Double { Double(try #require(stage.displayList().item(tinted: .orange)).transform.a) }
        func opacity() throws -> Double { try #require(stage.displayList().item(tinted: .orange)).colorOpacity }
        try stage.tap(label: "Start")
        // Scale 2 → 0 (2 s) → 0 (3 s): the joint's velocity is (0 − 2) / (2 + 3) = −0.4 per second.
        let jointVelocity = (0 - 2.0) / 5
        stage.advance(by: 0.75)
        // Opacity 0 → 0 → 1 → 0 → 0: joints (1 − 0)/1, (0 − 0)/1, (0 − 1)/4.
        #expect(isClose(try opacity(), hermite(0, 1, m0: 1 * 0.5, m1: 0, u: 0.5), absolute: 1e-3))
        stage.advance(by: 0.25)
        #expect(isClose(try scale(), hermite(2, 0, m0: 0, m1: jointVelocity * 2, u: 0.5), absolute: 1e-6), "1.1 at 1 s")
        stage.advance(by: 0.25)
        #expect(isClose(try opacity(), hermite(1, 0, m0: 0, m1: -0.25 * 0.5, u: 0.5), absolute: 1e-3))
        stage.advance(by: 2.25)
        // Half way through the second scale keyframe (0 → 0), the joint's velocity carries it below
        // zero: the digit is drawn mirrored and small, −0.15.
        let overshoot = hermite(0, 0, m0: jointVelocity * 3, m1: 0, u: 0.5)
        #expect(overshoot < 0)
        #expect(isClose(try scale(), overshoot, absolute: 1e-6))
        stage.advance(by: 2)
        // Frames that patch the animator's content (its opacity stopped changing) still move the
        // scale: the timeline ends on its last keyframe.
        let end = try scale()
        #expect(isClose(end, 0, absolute: 1e-9), "the timeline ends on its last keyframe: \(end)")
    }

    @Test func aSweepSnapsBackWithItsMoveKeyframeAndReplaysFromRest() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { SkipGlyph() }
        func sweep(_ color: Color) throws -> Double {
            Double(try #require(stage.displayList().item(filledWith: color)).transform.tx)
        }
        let rest = try sweep(.indigo)
        try stage.tap(label: "Skip")
        stage.advance(by: 0.1)
        // One cubic from 0 to 1 with no velocity at either end: 3u² − 2u³.
        #expect(isClose(try sweep(.indigo) - rest, 100 * hermite(0, 1, m0: 0, m1: 0, u: 0.25), absolute: 1e-6))
        stage.advance(by: 0.1)
        #expect(isClose(try sweep(.indigo) - rest, 50, absolute: 1e-6))
        stage.advance(by: 0.3)
        #expect(isClose(try sweep(.indigo) - rest, 0, absolute: 1e-9), "the move keyframe puts it back")
        // The next skip starts from where the last run ended: 0 again.
        try stage.tap(label: "Skip")
        stage.advance(by: 0.2)
        #expect(isClose(try sweep(.indigo) - rest, 50, absolute: 1e-6))
    }

    @Test func aSweepRetriggeredMidFlightKeepsItsVelocity() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { SkipGlyph() }
        func sweep() throws -> Double { Double(try #require(stage.displayList().item(filledWith: .mint)).transform.tx) }
        let rest = try sweep()
        try stage.tap(label: "Skip")
        stage.advance(by: 0.2)
        #expect(isClose(try sweep() - rest, 50, absolute: 1e-6))
        // Retriggered half way: the new run starts at 0.5 with the old run's velocity there,
        // (6u − 6u²) / 0.4 = 3.75 per second, which is a tangent of 3.75 × 0.4 over the new keyframe.
        try stage.tap(label: "Skip")
        stage.advance(by: 0.2)
        let expected = hermite(0.5, 1, m0: 3.75 * 0.4, m1: 0, u: 0.5)
        #expect(isClose(try sweep() - rest, 100 * expected, absolute: 1e-6), "93.75, not the 75 a run from rest gives")
        stage.advance(by: 1)
        #expect(isClose(try sweep() - rest, 100, absolute: 1e-9))
    }

    @Test func aShapeScaledAndFadedByKeyframesKeepsMoving() throws {
        let stage = Stage(size: CGSize(width: 200, height: 200)) { PulsingTile() }
        func scale() throws -> Double { Double(try #require(stage.displayList().item(tinted: .teal)).transform.a) }
        try stage.tap(label: "Pulse")
        stage.advance(by: 0.5)
        #expect(isClose(try scale(), hermite(2, 0, m0: 0, m1: -0.8, u: 0.25), absolute: 1e-6))
        stage.advance(by: 0.5)
        #expect(isClose(try scale(), 1.1, absolute: 1e-6))
        // From here on the stage patches the frame (only the animator's content moved): the scale
        // under the constant opacity still moves.
        stage.advance(by: 0.5)
        let later = try scale()
        #expect(isClose(later, hermite(2, 0, m0: 0, m1: -0.8, u: 0.75), absolute: 1e-6), "\(later)")
    }
}
