#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A confetti burst as "celebration animation" posts write it with iOS 17's phaseAnimator: an enum of
// phases, a counter as the trigger, pieces placed around a circle that burst out on a spring, then
// fall and fade with an ease-in; the idle phase is entered without animation.

private enum BurstPhase: CaseIterable {
    case idle, explode, fall

    var distance: CGFloat {
        switch self {
        case .idle: 0
        case .explode: 80
        case .fall: 80
        }
    }

    var drop: CGFloat { self == .fall ? 120 : 0 }
    var opacity: Double { self == .explode ? 1 : self == .fall ? 0.2 : 0 }
}

private let confettiColors: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo, .purple, .pink, .brown]

private struct ConfettiPiece: View {
    let index: Int
    let trigger: Int

    private var angle: Double { Double(index) / Double(confettiColors.count) * 2 * .pi }

    var body: some View {
        RoundedRectangle(cornerRadius: 2)
            .fill(confettiColors[index])
            .frame(width: 8, height: 14)
            .phaseAnimator(BurstPhase.allCases, trigger: trigger) { content, phase in
                content
                    .opacity(phase.opacity)
                    .offset(x: phase.distance * CGFloat(cos(angle)),
                            y: phase.distance * CGFloat(sin(angle)) + phase.drop)
            } animation: { phase in
                switch phase {
                case .idle: nil
                case .explode: .spring(duration: 0.4, bounce: 0.3)
                case .fall: .easeIn(duration: 0.8)
                }
            }
    }
}

private struct CelebrateButton: View {
    @State private var confettiTrigger = 0

    var body: some View {
        ZStack {
            ForEach(confettiColors.indices, id: \.self) { index in
                ConfettiPiece(index: index, trigger: confettiTrigger)
            }
            Button("Celebrate") {
                confettiTrigger += 1
            }
            .buttonStyle(.borderedProminent)
        }
    }
}

@MainActor
@Suite struct ConfettiBurstCompatibilityTests {
    @Test func piecesBurstOnASpringThenFallOnAnEaseIn() async throws {
        let stage = Stage(size: CGSize(width: 400, height: 500)) { CelebrateButton() }
        let rest = try #require(stage.displayList().item(tinted: .red)).bounds
        try stage.tap(label: "Celebrate")
        // explode: spring(duration: 0.4, bounce: 0.3) is spring(response: 0.4, dampingFraction: 0.7),
        // which SwiftUI integrates; within a step of the closed form. The fall starts once the
        // spring is logically complete (its 0.4 s response) and adds its ease-in on top of the
        // spring still settling.
        let spring = Spring(response: 0.4, dampingRatio: 0.7)
        for time in [0.1, 0.25, 0.6, 1.0] {
            stage.advance(to: time)
            let burst = spring.value(target: 1.0, initialVelocity: 0, time: time)
            let fall = time > 0.4 ? UnitCurve.easeIn.value(at: (time - 0.4) / 0.8) : 0
            // Red is piece 0 (angle 0): it moves right, then down.
            let red = try #require(stage.displayList().item(tinted: .red)).bounds
            #expect(isClose(red.midX - rest.midX, 80 * burst, absolute: 1), "t = \(time): \(red.midX - rest.midX)")
            #expect(isClose(red.midY - rest.midY, 120 * fall, absolute: 1e-3), "t = \(time): \(red.midY - rest.midY)")
            // Cyan is piece 6 (angle π): it moves left.
            let cyan = try #require(stage.displayList().item(tinted: .cyan)).bounds
            #expect(isClose(cyan.midX - rest.midX, -80 * burst, absolute: 1), "t = \(time)")
            // Opacity: 0 → 1 on the spring, then 1 → 0.2 on the ease-in.
            // Opacity is clamped to 0…1: the spring's overshoot does not show.
            let opacity = min(1, max(0, burst - 0.8 * fall))
            #expect(isClose(try #require(stage.displayList().item(tinted: .red)).colorOpacity, opacity, absolute: 0.02), "t = \(time)")
        }
        // After the fall (1.2 s) the animator jumps back to idle, unanimated.
        stage.advance(to: 1.3)
        if let red = stage.displayList().item(tinted: .red) {
            #expect(isClose(red.bounds.midX, rest.midX, absolute: 1e-6) && isClose(red.bounds.midY, rest.midY, absolute: 1e-6))
        }
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
