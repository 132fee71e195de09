import CadenceUI

/// What the checkmark's bounce animates.
struct BounceProperties {
    var translation = 0.0
    var verticalStretch = 1.0
}

/// A checkmark that bounces for ever: it squashes down about its bottom edge, springs back, leaps,
/// hangs, and lands. Every duration is a share of `totalDuration`, and both tracks add up to the
/// same length, so the loop's seams line up.
public struct SquashBounceCheckmark: View {
    var totalDuration = 1.0

    /// Makes the checkmark with one bounce lasting `totalDuration` seconds (default 1); every keyframe's
    /// duration scales with it.
    public init(totalDuration: Double = 1.0) {
        self.totalDuration = totalDuration
    }

    public var body: some View {
        Image(systemName: "checkmark.circle.fill")
            .resizable()
            .foregroundStyle(.blue)
            .frame(width: 100, height: 100)
            .keyframeAnimator(initialValue: BounceProperties(), repeating: true) { checkmark, bounce in
                checkmark
                    .scaleEffect(CGSize(width: 1, height: bounce.verticalStretch), anchor: .bottom)
                    .offset(y: bounce.translation)
            } keyframes: { _ in
                KeyframeTrack(\.verticalStretch) {
                    SpringKeyframe(0.65, duration: 0.2 * totalDuration)
                    CubicKeyframe(1.0, duration: 0.2 * totalDuration)
                    CubicKeyframe(1.15, duration: 0.5 * totalDuration)
                    CubicKeyframe(1.05, duration: 0.25 * totalDuration)
                    SpringKeyframe(1.0, duration: 0.25 * totalDuration)
                }
                KeyframeTrack(\.translation) {
                    CubicKeyframe(0, duration: 0.2 * totalDuration)
                    CubicKeyframe(-90, duration: 0.4 * totalDuration)
                    CubicKeyframe(-90, duration: 0.35 * totalDuration)
                    CubicKeyframe(0, duration: 0.45 * totalDuration)
                }
            }
    }
}
