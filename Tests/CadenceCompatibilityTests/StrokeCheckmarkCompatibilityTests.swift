#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// The "payment successful" badge from animation-challenge repos: a ring draws itself with
// `.trim`, then a custom checkmark Shape strokes in, then the badge pops and a caption slides up,
// all sequenced with `withAnimation(… .delay(…))`.

private struct Checkmark: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + rect.width * 0.28, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.45, y: rect.maxY - rect.height * 0.3))
        path.addLine(to: CGPoint(x: rect.maxX - rect.width * 0.25, y: rect.minY + rect.height * 0.3))
        return path
    }
}

private struct SuccessBadge: View {
    @State private var ringProgress: CGFloat = 0
    @State private var checkProgress: CGFloat = 0
    @State private var popped = false
    @State private var showCaption = false

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                Circle()
                    .stroke(Color.green.opacity(0.2), lineWidth: 8)
                Circle()
                    .trim(from: 0, to: ringProgress)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Checkmark()
                    .trim(from: 0, to: checkProgress)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 10, lineCap: .round, lineJoin: .round))
            }
            .frame(width: 140, height: 140)
            .scaleEffect(popped ? 1.0 : 0.9)

            if showCaption {
                Text("Payment complete")
                    .font(.headline)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }

            Button("Pay $24.00") {
                pay()
            }
            .buttonStyle(.borderedProminent)
            .disabled(ringProgress > 0)
        }
    }

    private func pay() {
        withAnimation(.easeOut(duration: 0.6)) {
            ringProgress = 1
        }
        withAnimation(.easeInOut(duration: 0.4).delay(0.6)) {
            checkProgress = 1
        }
        withAnimation(.spring(response: 0.3, dampingFraction: 0.5).delay(1.0)) {
            popped = true
            showCaption = true
        }
    }
}

@MainActor
@Suite struct StrokeCheckmarkCompatibilityTests {
    private func strokes(in stage: Stage) -> (track: DisplayList.Item?, ring: DisplayList.Item?, check: DisplayList.Item?) {
        let items = stage.displayList().items
        func stroke(width: CGFloat, opaque: Bool) -> DisplayList.Item? {
            items.first { item in
                guard case .shape(let shape) = item.content, case .stroke(let color, let lineWidth) = shape.paint else { return false }
                return lineWidth == width && (color.opacity > 0.5) == opaque
            }
        }
        return (stroke(width: 8, opaque: false), stroke(width: 8, opaque: true), stroke(width: 10, opaque: true))
    }

    /// The end of an item's (trimmed) path on the stage.
    private func tip(of item: DisplayList.Item) -> CGPoint? {
        guard case .shape(let shape) = item.content, let end = shape.path.currentPoint else { return nil }
        return item.transform.apply(to: end)
    }

    @Test func theRingDrawsFromTwelveOClockThenTheCheckStrokesIn() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { SuccessBadge() }
        let track = try #require(strokes(in: stage).track)
        let centre = CGPoint(x: track.bounds.midX, y: track.bounds.midY)
        #expect(isClose(track.bounds.width, 140 * 0.9, absolute: 0.01), "the badge starts at 90 %: \(track.bounds)")

        try stage.tap(label: "Pay $24.00")
        stage.advance(by: 0.3)
        // Half-way through a 0.6-second easeOut the ring is easeOut(0.5) ≈ 0.68 drawn. A circle's
        // path starts at three o'clock and runs clockwise; turned −90° it starts at twelve.
        let p = UnitCurve.easeOut.value(at: 0.5)
        let angle = 2 * Double.pi * p
        let ring = try #require(strokes(in: stage).ring)
        let ringTip = try #require(tip(of: ring))
        let expectedRing = CGPoint(x: centre.x + 0.9 * 70 * sin(angle), y: centre.y - 0.9 * 70 * cos(angle))
        #expect(isClose(ringTip, expectedRing, absolute: 0.3), "\(ringTip) vs \(expectedRing)")
        let waiting = strokes(in: stage).check
        #expect(waiting.map { item in
            guard case .shape(let shape) = item.content else { return false }
            return shape.path.isEmpty
        } ?? true, "the check waits for its delay")

        // 0.2 s into the check's 0.4-second easeInOut: half its length. The two strokes are 36.75
        // and 70 points long in the 140-point frame, so half (53.37) is 16.62 points into the second.
        stage.advance(to: 0.8)
        let check = try #require(strokes(in: stage).check)
        let checkTip = try #require(tip(of: check))
        let firstLength = (23.8 * 23.8 + 28.0 * 28.0).squareRoot()
        let along = (firstLength + 70) / 2 - firstLength
        let local = CGPoint(x: 63 + 0.6 * along - 70, y: 98 - 0.8 * along - 70)
        let expectedCheck = CGPoint(x: centre.x + 0.9 * local.x, y: centre.y + 0.9 * local.y)
        #expect(isClose(checkTip, expectedCheck, absolute: 0.3), "\(checkTip) vs \(expectedCheck)")
        // The caption is inserted by the delayed spring: until it starts, it is there but invisible.
        #expect(stage.displayList().item(text: "Payment complete").map { $0.colorOpacity == 0 } ?? true)

        stage.advance(to: 3)
        let done = strokes(in: stage)
        #expect(isClose(try #require(done.track).bounds.width, 140, absolute: 0.01), "popped to full size")
        let finalCheck = try #require(done.check)
        let finalTip = try #require(tip(of: finalCheck))
        // The caption took its place in the VStack, so the badge moved up: measure from where it is now.
        let finalTrack = try #require(done.track)
        let finalCentre = CGPoint(x: finalTrack.bounds.midX, y: finalTrack.bounds.midY)
        #expect(isClose(finalTip, CGPoint(x: finalCentre.x + 35, y: finalCentre.y - 28), absolute: 0.01), "\(finalTip)")
        #expect(stage.displayList().item(text: "Payment complete") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theBadgeOvershootsWhenItPops() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) { SuccessBadge() }
        try stage.tap(label: "Pay $24.00")
        // spring(response: 0.3, dampingFraction: 0.5) from 0.9 to 1 starting at 1.0 s: its first
        // peak is near π/ω after the start, ω = 2π·√0.75/0.3, overshooting the 0.1 change by about
        // 15 % (SwiftUI steps the spring numerically; the closed form's e^(−λπ/ω) says 16 %).
        let omega = 2 * Double.pi * 0.75.squareRoot() / 0.3
        stage.advance(to: 1.0 + Double.pi / omega)
        let track = try #require(strokes(in: stage).track)
        let scale = Double(track.bounds.width) / 140
        let expected = 0.9 + 0.1 * fluidSpringProgress(response: 0.3, dampingFraction: 0.5, time: Double.pi / omega)
        #expect(isClose(scale, expected, absolute: 0.002), "\(scale) vs \(expected)")
    }
}
