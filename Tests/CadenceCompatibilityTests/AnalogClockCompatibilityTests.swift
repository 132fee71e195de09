#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// An analog clock as TimelineView posts write it: a periodic schedule ticking every second from now,
// the hands' angles from the calendar's components of the context's date, a springy tick on the
// second hand (.animation(_:value:)) and tick marks drawn with ForEach and rotationEffect.

private struct ClockHand: Shape {
    var length: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.midY - rect.height / 2 * length))
        return path
    }
}

private struct ClockFace: View {
    let date: Date

    private var seconds: Int { Calendar.current.component(.second, from: date) }
    private var minutes: Int { Calendar.current.component(.minute, from: date) }

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.primary.opacity(0.2), lineWidth: 4)
            ForEach(0..<12) { tick in
                Rectangle()
                    .fill(Color.gray)
                    .frame(width: 2, height: 10)
                    .offset(y: -90)
                    .rotationEffect(.degrees(Double(tick) * 30))
            }
            ClockHand(length: 0.6)
                .stroke(Color.primary, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(Double(minutes) * 6))
            ClockHand(length: 0.85)
                .stroke(Color.red, style: StrokeStyle(lineWidth: 2, lineCap: .round))
                .rotationEffect(.degrees(Double(seconds) * 6))
                .animation(.interpolatingSpring(stiffness: 300, damping: 12), value: seconds)
            Circle()
                .fill(Color.red)
                .frame(width: 10, height: 10)
        }
        .frame(width: 200, height: 200)
    }
}

private struct AnalogClock: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1.0)) { context in
            ClockFace(date: context.date)
        }
    }
}

@MainActor
@Suite struct AnalogClockCompatibilityTests {
    private func secondHandDegrees(in stage: Stage) throws -> Double {
        let red = Color.red.resolve(in: EnvironmentValues())
        let hand = try #require(stage.displayList().items.first {
            if case .shape(let shape) = $0.content, case .stroke(let color, _) = shape.paint { color == red } else { false }
        })
        return hand.transform.rotationDegrees
    }

    @Test func theSecondHandTicksEachSecondOnASpring() throws {
        let stage = Stage(size: CGSize(width: 300, height: 300), startDate: Stage.referenceDate) { AnalogClock() }
        let start = try secondHandDegrees(in: stage)
        stage.advance(to: 0.9)
        #expect(isClose(try secondHandDegrees(in: stage), start, absolute: 1e-9), "nothing moves between ticks")
        // At each whole second the hand turns 6° on interpolatingSpring(stiffness: 300, damping: 12)
        // (mass 1, no initial velocity: closed form).
        let spring = Spring(mass: 1, stiffness: 300, damping: 12)
        for offset in [0.05, 0.1, 0.2] {
            stage.advance(to: 1 + offset)
            let expected = start + 6 * spring.value(target: 1.0, initialVelocity: 0, time: offset)
            let measured = try secondHandDegrees(in: stage)
            #expect(isClose(measured, expected, absolute: 1e-6), "1 s + \(offset): \(measured) vs \(expected)")
        }
        stage.advance(to: 3.9)
        // 0.9 s after the third tick its spring is within a few hundredths of a degree of rest.
        #expect(isClose(try secondHandDegrees(in: stage), start + 18, absolute: 0.05))
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
