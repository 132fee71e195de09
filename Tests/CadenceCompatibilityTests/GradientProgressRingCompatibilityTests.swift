#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A circular progress view as "animated progress ring" posts write it: a track, an AngularGradient
// stroke trimmed to the progress with round caps, turned -90° so it starts at 12 o'clock, a
// percentage that counts with numericText, and the progress animated on appear with an easeOut.

private struct CircularProgressView: View {
    let progress: Double
    var lineWidth: CGFloat = 14

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.gray.opacity(0.15), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    AngularGradient(
                        gradient: Gradient(colors: [.purple, .pink, .orange, .purple]),
                        center: .center,
                        startAngle: .degrees(0),
                        endAngle: .degrees(360)
                    ),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
            Text("\(Int(progress * 100))%")
                .font(.system(size: 32, weight: .bold, design: .rounded))
                .contentTransition(.numericText(value: progress))
        }
    }
}

private struct GoalScreen: View {
    @State private var progress = 0.0

    var body: some View {
        VStack(spacing: 30) {
            CircularProgressView(progress: progress)
                .frame(width: 160, height: 160)
            Button("Reset") {
                withAnimation(.easeOut(duration: 0.4)) { progress = 0.25 }
            }
        }
        .onAppear {
            withAnimation(.easeOut(duration: 1.0)) {
                progress = 0.8
            }
        }
    }
}

@MainActor
@Suite struct GradientProgressRingCompatibilityTests {
    /// Where the trimmed arc ends on the stage, and the ring's centre.
    private func arcEnd(in stage: Stage) throws -> (end: CGPoint, centre: CGPoint) {
        let item = try #require(stage.displayList().items.first {
            if case .shape(let shape) = $0.content, case .angularGradient = shape.shading { true } else { false }
        })
        guard case .shape(let shape) = item.content else { throw CancellationError() }
        let end = try #require(shape.path.currentPoint)
        return (item.transform.apply(to: end), item.transform.apply(to: CGPoint(x: shape.rect.midX, y: shape.rect.midY)))
    }

    /// The trim fraction a point on the ring stands for, clockwise from 12 o'clock.
    private func fraction(of point: CGPoint, around centre: CGPoint) -> Double {
        let angle = atan2(Double(point.y - centre.y), Double(point.x - centre.x)) + .pi / 2
        return (angle < 0 ? angle + 2 * .pi : angle) / (2 * .pi)
    }

    @Test func theArcGrowsOnTheEaseOutCurveFromTwelveOClock() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { GoalScreen() }
        for time in [0.1, 0.3, 0.5, 0.8] {
            stage.advance(to: time)
            let (end, centre) = try arcEnd(in: stage)
            let expected = 0.8 * UnitCurve.easeOut.value(at: time)
            #expect(isClose(fraction(of: end, around: centre), expected, absolute: 1e-4), "t = \(time)")
            // Circles are drawn with Bézier arcs, a few hundredths of a point off the true circle.
            #expect(isClose(hypot(end.x - centre.x, end.y - centre.y), 80, absolute: 0.05), "on the circle of the frame")
        }
        stage.advance(to: 1.5)
        let settled = try arcEnd(in: stage)
        #expect(isClose(fraction(of: settled.end, around: settled.centre), 0.8, absolute: 1e-4))
        #expect(stage.displayList().item(text: "80%") != nil)

        // Going back: 0.8 → 0.25 over 0.4 s.
        try stage.tap(label: "Reset")
        stage.advance(by: 0.2)
        let (end, centre) = try arcEnd(in: stage)
        let expected = 0.8 - 0.55 * UnitCurve.easeOut.value(at: 0.5)
        #expect(isClose(fraction(of: end, around: centre), expected, absolute: 1e-4))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
