import CadenceUI

/// A download ring that fills by a quarter on every tap: its arc is a custom `Animatable` shape, so
/// the arc itself (not a scale or a fade) sweeps to the new progress with the tap's animation.
public struct ProgressRing: View {
    @State private var progress = 0.0

    /// Makes the ring, empty.
    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            ZStack {
                Circle().stroke(.gray.opacity(0.3), lineWidth: 12)
                RingArc(progress: progress).stroke(.tint, lineWidth: 12)
            }
            .frame(width: 120, height: 120)
            // The arc's sweep is motion; the value says the same thing to a screen reader.
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Progress")
            .accessibilityValue("\(Int((progress * 100).rounded())) percent")
            Button("Advance") {
                withAnimation(.spring(duration: 0.6, bounce: 0.2)) {
                    progress = progress >= 1 ? 0 : progress + 0.25
                }
            }
        }
    }
}

/// The arc of a progress ring: from 12 o'clock, clockwise on screen, `progress` of a full turn.
/// `nonisolated` because `Animatable` is: a `View`-inferred main-actor conformance would cross
/// isolation (Swift 6 says the same of SwiftUI shapes that declare `animatableData`).
/// Progress outside 0…1 is clamped, so a spring overshooting 1 draws a full ring, not a second lap.
nonisolated struct RingArc: Shape {
    var progress: Double

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let fraction = progress.isNaN ? 0 : min(max(progress, 0), 1)
        var path = Path()
        guard fraction > 0 else { return path }
        let radius = min(rect.width, rect.height) / 2
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction), clockwise: false)
        return path
    }
}
