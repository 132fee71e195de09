import CadenceUI

/// A sparkle that floats up, swells and rocks once each time it appears, unless Reduce Motion is on:
/// its trigger is flipped in `onAppear`, so showing it again replays the float.
public struct FloatingBadge: View {
    struct FloatValues {
        var yOffset: CGFloat = 0
        var scale: CGFloat = 1
        var rotation: Angle = .zero
    }

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var appearances = 0

    /// Makes the sparkle; it floats as soon as it appears.
    public init() {}

    public var body: some View {
        Image(systemName: "sparkles")
            .font(.system(size: 60, weight: .semibold))
            .foregroundStyle(.tint)
            .keyframeAnimator(initialValue: FloatValues(), trigger: appearances) { sparkle, float in
                sparkle
                    .offset(y: float.yOffset)
                    .scaleEffect(float.scale)
                    .rotationEffect(float.rotation)
            } keyframes: { _ in
                KeyframeTrack(\.yOffset) {
                    SpringKeyframe(-20, duration: 0.8, spring: .bouncy)
                    // Settles fully (no duration), so the badge ends exactly where it began.
                    SpringKeyframe(0, spring: .smooth)
                }
                KeyframeTrack(\.scale) {
                    CubicKeyframe(1.12, duration: 0.45)
                    CubicKeyframe(1.0, duration: 1.05)
                }
                KeyframeTrack(\.rotation) {
                    LinearKeyframe(.degrees(-5), duration: 0.5)
                    LinearKeyframe(.degrees(5), duration: 0.5)
                    LinearKeyframe(.zero, duration: 0.5)
                }
            }
            .onAppear {
                guard !reduceMotion else { return }
                appearances += 1
            }
    }
}
