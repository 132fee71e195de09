#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A "liquid" progress view as wave tutorials write it: a Shape whose water line animates (its
// animatableData is the progress) and whose crest moves with the time of a TimelineView(.animation),
// clipped into a circle, with the percentage on top and a button that fills it with an easeInOut.

private struct WaveShape: Shape {
    var progress: Double
    var phase: Double
    var amplitude: CGFloat = 8

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let waterline = rect.height * (1 - CGFloat(progress))
        path.move(to: CGPoint(x: 0, y: waterline + amplitude * CGFloat(sin(phase))))
        for x in stride(from: CGFloat(4), through: rect.width, by: 4) {
            let relative = Double(x / rect.width)
            let y = waterline + amplitude * CGFloat(sin(relative * 2 * .pi + phase))
            path.addLine(to: CGPoint(x: x, y: y))
        }
        path.addLine(to: CGPoint(x: rect.width, y: rect.height))
        path.addLine(to: CGPoint(x: 0, y: rect.height))
        path.closeSubpath()
        return path
    }
}

private struct LiquidProgressView: View {
    @State private var progress = 0.2

    var body: some View {
        VStack(spacing: 24) {
            TimelineView(.animation) { timeline in
                let seconds = timeline.date.timeIntervalSinceReferenceDate
                let phase = seconds.truncatingRemainder(dividingBy: 2) * .pi
                ZStack {
                    Circle()
                        .stroke(Color.cyan, lineWidth: 4)
                    WaveShape(progress: progress, phase: phase)
                        .fill(Color.cyan.opacity(0.8))
                        .clipShape(Circle())
                    Text("\(Int(progress * 100))%")
                        .font(.title.bold())
                        .monospacedDigit()
                }
            }
            .frame(width: 160, height: 160)

            Button("Fill") {
                withAnimation(.easeInOut(duration: 1.2)) {
                    progress = 0.9
                }
            }
        }
    }
}

@MainActor
@Suite struct LiquidWaveProgressCompatibilityTests {
    private func wave(in stage: Stage) throws -> (start: CGPoint, rect: CGRect) {
        let shape = try #require(stage.displayList().shapes.first {
            if case .path = $0.geometry { $0.paint == .fill(Color.cyan.opacity(0.8).resolve(in: EnvironmentValues())) } else { false }
        })
        var start: CGPoint?
        shape.path.forEach { element in
            if start == nil, case .move(let point) = element { start = point }
        }
        return (try #require(start), shape.rect)
    }

    @Test func theWaterRisesOnTheCurveWhileTheCrestMovesWithTheClock() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300), startDate: Stage.referenceDate) { LiquidProgressView() }
        stage.advance(to: 0.25)
        var (start, rect) = try wave(in: stage)
        // At rest: water line at 80 % of the height, crest phase π/4 (0.25 s of a 2 s period).
        #expect(isClose(start.y - rect.minY, 160 * 0.8 + 8 * sin(0.25 * .pi), absolute: 1e-6), "\(start) in \(rect)")

        try stage.tap(label: "Fill")
        stage.advance(by: 0.6)
        (start, rect) = try wave(in: stage)
        let progress = 0.2 + 0.7 * UnitCurve.easeInOut.value(at: 0.5)
        #expect(isClose(start.y - rect.minY, 160 * (1 - progress) + 8 * sin(0.85 * .pi), absolute: 1e-4), "\(start) in \(rect)")
        // The percentage is rebuilt from the model value, which is already 0.9.
        #expect(stage.displayList().item(text: "90%") != nil)

        stage.advance(by: 1)
        (start, rect) = try wave(in: stage)
        #expect(isClose(start.y - rect.minY, 160 * 0.1 + 8 * sin(1.85 * .pi), absolute: 1e-4), "\(start) in \(rect)")
        #expect(stage.nextFrameTime == stage.time, "the timeline keeps asking for every frame")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
