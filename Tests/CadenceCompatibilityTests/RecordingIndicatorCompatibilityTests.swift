#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// A "recording" indicator and a shake-on-error field as iOS 17 PhaseAnimator posts write them: the
// view form cycling for ever over two Bool phases with a different curve into each phase, and the
// modifier form with a trigger over an enum of offsets, each phase entered with its own animation.

private struct RecordingIndicator: View {
    var body: some View {
        HStack(spacing: 8) {
            PhaseAnimator([false, true]) { isPulsing in
                Circle()
                    .fill(Color.red)
                    .frame(width: 16, height: 16)
                    .scaleEffect(isPulsing ? 1.3 : 1)
                    .opacity(isPulsing ? 0.5 : 1)
            } animation: { isPulsing in
                isPulsing ? .easeOut(duration: 0.6) : .easeIn(duration: 0.4)
            }
            Text("REC")
                .font(.caption.bold())
        }
    }
}

private enum ShakePhase: CaseIterable {
    case rest, left, right, settle

    var offset: CGFloat {
        switch self {
        case .rest: 0
        case .left: -12
        case .right: 12
        case .settle: -4
        }
    }
}

private struct PinField: View {
    @State private var attempts = 0

    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 8)
                .stroke(Color.orange, lineWidth: 2)
                .frame(width: 160, height: 44)
                .phaseAnimator(ShakePhase.allCases, trigger: attempts) { content, phase in
                    content.offset(x: phase.offset)
                } animation: { phase in
                    switch phase {
                    case .rest: .spring(duration: 0.2)
                    case .left, .right: .linear(duration: 0.06)
                    case .settle: .easeOut(duration: 0.1)
                    }
                }
            Button("Unlock") { attempts += 1 }
        }
    }
}

@MainActor
@Suite struct RecordingIndicatorCompatibilityTests {
    @Test func theDotPulsesForEverWithACurvePerPhase() throws {
        let stage = Stage(size: CGSize(width: 200, height: 100)) { RecordingIndicator() }
        // Into `true` with easeOut over 0.6 s, back into `false` with easeIn over 0.4 s: a 1 s cycle.
        func scale(at time: Double) -> Double {
            let local = time.truncatingRemainder(dividingBy: 1)
            return local < 0.6
                ? 1 + 0.3 * UnitCurve.easeOut.value(at: local / 0.6)
                : 1.3 - 0.3 * UnitCurve.easeIn.value(at: (local - 0.6) / 0.4)
        }
        for time in [0.15, 0.3, 0.45, 0.8, 1.3, 5.9] {
            stage.advance(to: time)
            let dot = try #require(stage.displayList().items.first {
                if case .shape(let shape) = $0.content { shape.paint.color.red > 0.9 && shape.paint.color.green < 0.3 } else { false }
            })
            #expect(isClose(dot.transform.uniformScale, scale(at: time), absolute: 1e-6), "t = \(time): \(dot.transform.uniformScale)")
        }
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }

    @Test func theFieldShakesThroughItsPhasesOncePerTrigger() throws {
        let stage = Stage(size: CGSize(width: 300, height: 200)) { PinField() }
        func fieldX() throws -> CGFloat {
            try #require(stage.displayList().items.first {
                if case .shape(let shape) = $0.content, case .stroke = shape.paint { true } else { false }
            }).bounds.midX
        }
        let rest = try fieldX()
        try stage.tap(label: "Unlock")
        // left: 0 → −12 over 0.06 s; right: −12 → 12 over 0.06 s; settle: 12 → −4 easeOut 0.1 s;
        // then back to rest on spring(duration: 0.2).
        stage.advance(to: 0.03)
        #expect(isClose(try fieldX() - rest, -6, absolute: 1e-6))
        stage.advance(to: 0.09)
        #expect(isClose(try fieldX() - rest, 0, absolute: 1e-6))
        stage.advance(to: 0.17)
        #expect(isClose(try fieldX() - rest, 12 - 16 * UnitCurve.easeOut.value(at: 0.5), absolute: 1e-6))
        stage.advance(to: 1.5)
        #expect(isClose(try fieldX() - rest, 0, absolute: 1e-3))
        #expect(stage.nextFrameTime == nil, "a triggered animator runs once")
        #expect(stage.issues.isEmpty, "\(stage.issues)")
    }
}
