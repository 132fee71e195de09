#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A set of loading indicators as "custom loaders in SwiftUI" posts write them: a rotating arc (trim +
// a linear animation repeated forever without autoreversing), pulsing dots whose animations are
// delayed by their index, and a ring whose stroke grows and shrinks with a scoped animation.

private struct ArcSpinner: View {
    @State private var isRotating = false

    var body: some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(Color.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            .frame(width: 60, height: 60)
            .rotationEffect(.degrees(isRotating ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isRotating)
            .onAppear { isRotating = true }
    }
}

private struct PulsingDots: View {
    @State private var isAnimating = false

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<3) { index in
                Circle()
                    .fill(Color.orange)
                    .frame(width: 12, height: 12)
                    .scaleEffect(isAnimating ? 1 : 0.5)
                    .opacity(isAnimating ? 1 : 0.3)
                    .animation(
                        .easeInOut(duration: 0.6)
                            .repeatForever()
                            .delay(Double(index) * 0.2),
                        value: isAnimating
                    )
            }
        }
        .onAppear { isAnimating = true }
    }
}

private struct LoadersScreen: View {
    var body: some View {
        VStack(spacing: 40) {
            ArcSpinner()
            PulsingDots()
        }
    }
}

@MainActor
@Suite struct LoadingSpinnersCompatibilityTests {
    private func dots(in stage: Stage) -> [DisplayList.Item] {
        stage.displayList().items.filter { item in
            guard case .shape(let shape) = item.content else { return false }
            let color = shape.paint.color
            return color.red > 0.9 && color.green > 0.4 && color.green < 0.7 && color.blue < 0.1
        }.sorted { $0.bounds.midX < $1.bounds.midX }
    }

    @Test func theArcTurnsAtAConstantRateForever() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { LoadersScreen() }
        for (time, degrees) in [(0.25, 90.0), (0.5, 180.0), (1.25, 90.0), (10.75, -90.0)] {
            stage.advance(to: time)
            let arc = try #require(stage.displayList().shapes.first { $0.paint.color == Color.blue.resolve(in: EnvironmentValues()) })
            let item = try #require(stage.displayList().items.first { $0.content == .shape(arc) })
            // atan2 reports 180° as ±180.
            let measured = item.transform.rotationDegrees
            #expect(isClose(measured, degrees, absolute: 1e-6) || (abs(degrees) == 180 && isClose(abs(measured), 180, absolute: 1e-6)),
                    "t = \(time): \(measured)°")
        }
        #expect(stage.nextFrameTime != nil, "a forever animation keeps asking for frames")
    }

    @Test func eachDotPulsesAfterItsOwnDelay() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300)) { LoadersScreen() }
        // Scale 0.5 → 1 and opacity 0.3 → 1 over 0.6 s easeInOut, autoreversing; dot i waits 0.2·i s once.
        func scale(_ index: Int, at time: Double) -> Double {
            let elapsed = time - Double(index) * 0.2
            guard elapsed > 0 else { return 0.5 }
            let cycles = elapsed / 0.6
            let leg = Int(cycles.rounded(.down))
            let fraction = cycles - Double(leg)
            let progress = leg.isMultiple(of: 2) ? fraction : 1 - fraction
            return 0.5 + 0.5 * UnitCurve.easeInOut.value(at: progress)
        }
        for time in [0.15, 0.3, 0.5, 0.75, 1.3] {
            stage.advance(to: time)
            let items = dots(in: stage)
            try #require(items.count == 3)
            for index in 0..<3 {
                let expected = scale(index, at: time)
                #expect(isClose(items[index].transform.uniformScale, expected, absolute: 1e-3),
                        "dot \(index) at t = \(time): \(items[index].transform.uniformScale) vs \(expected)")
                let opacity = 0.3 + 0.7 * (expected - 0.5) / 0.5
                if case .shape(let shape) = items[index].content {
                    #expect(isClose(Double(shape.paint.color.opacity), opacity, absolute: 2e-3),
                            "dot \(index) at t = \(time): opacity \(shape.paint.color.opacity) vs \(opacity)")
                }
            }
        }
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
