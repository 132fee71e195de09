#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Fitness rings: trimmed circles stroked with an AngularGradient, animated on appear, and a Canvas
// that draws a weekly step histogram with resolved text.

private struct Ring: View {
    var progress: Double
    var colors: [Color]
    var lineWidth: CGFloat = 20

    var body: some View {
        ZStack {
            Circle()
                .stroke(colors[0].opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(
                    AngularGradient(gradient: Gradient(colors: colors), center: .center, startAngle: .degrees(0), endAngle: .degrees(360 * progress)),
                    style: StrokeStyle(lineWidth: lineWidth, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
        }
    }
}

private struct ActivityRings: View {
    @State private var move = 0.0
    @State private var exercise = 0.0
    let steps: [Int]

    var body: some View {
        VStack(spacing: 24) {
            ZStack {
                Ring(progress: move, colors: [.red, .pink])
                    .frame(width: 200, height: 200)
                Ring(progress: exercise, colors: [.green, .mint])
                    .frame(width: 152, height: 152)
            }
            .onAppear {
                withAnimation(.easeOut(duration: 1.0)) {
                    move = 0.8
                    exercise = 0.5
                }
            }
            Canvas { context, size in
                let maxSteps = Double(steps.max() ?? 1)
                let barWidth = size.width / CGFloat(steps.count)
                for (index, count) in steps.enumerated() {
                    let height = size.height * 0.8 * CGFloat(Double(count) / maxSteps)
                    let rect = CGRect(x: CGFloat(index) * barWidth + 4, y: size.height - height, width: barWidth - 8, height: height)
                    context.fill(Path(roundedRect: rect, cornerRadius: 4), with: .color(count >= 10_000 ? .green : .gray))
                }
                var baseline = Path()
                baseline.move(to: CGPoint(x: 0, y: size.height))
                baseline.addLine(to: CGPoint(x: size.width, y: size.height))
                context.stroke(baseline, with: .color(.secondary), lineWidth: 1)
                let label = context.resolve(Text("Goal 10k").font(.caption2))
                context.draw(label, at: CGPoint(x: size.width - 4, y: 0), anchor: .topTrailing)
            }
            .frame(height: 120)
            .accessibilityLabel("Steps this week")
        }
        .padding()
    }
}

@MainActor
@Suite struct ActivityRingsAppCompatibilityTests {
    @Test func theRingsFillOnAppearAndTheCanvasDrawsTheWeek() throws {
        let stage = Stage(size: CGSize(width: 390, height: 600)) {
            ActivityRings(steps: [4000, 12000, 8000, 10000, 3000, 15000, 9000])
        }
        stage.advance(by: 0.5)
        let ring = try #require(stage.displayList().shapes.first { $0.shading != nil && isClose($0.rect.width, 200, absolute: 0.5) })
        let midway = ring.geometry
        stage.advance(by: 1)
        let done = try #require(stage.displayList().shapes.first { $0.shading != nil && isClose($0.rect.width, 200, absolute: 0.5) })
        #expect(midway != done.geometry, "the trim animates")
        #expect(stage.displayList().shapes(filledWith: .green).filter { $0.shading == nil && $0.strokeStyle == nil }.count == 3, "three days reached the goal")
        #expect(stage.displayList().item(text: "Goal 10k") != nil)
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
