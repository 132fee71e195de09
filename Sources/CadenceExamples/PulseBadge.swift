import CadenceUI

/// What a pulse animates.
struct PulseValues {
    var scale: CGFloat = 1
    var opacity: Double = 1
}

/// A red dot with an unread count.
struct NotificationDot: View {
    var body: some View {
        Circle()
            .fill(.red)
            .frame(width: 28, height: 28)
            .overlay {
                Text("3")
                    .font(.caption.bold())
                    .foregroundStyle(.white)
            }
    }
}

/// A notification dot that pulses for ever. Each track starts with a keyframe of no duration that
/// puts the value back where the pulse begins, so every loop starts from the same state.
public struct PulseBadge: View {
    /// Makes the badge; it pulses from the moment it appears.
    public init() {}

    public var body: some View {
        NotificationDot()
            .keyframeAnimator(initialValue: PulseValues(), repeating: true) { dot, pulse in
                dot
                    .scaleEffect(pulse.scale)
                    .opacity(pulse.opacity)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.0, duration: 0)
                    SpringKeyframe(1.3, duration: 0.6, spring: .bouncy)
                    CubicKeyframe(1.0, duration: 0.8)
                }
                KeyframeTrack(\.opacity) {
                    LinearKeyframe(0.5, duration: 0)
                    LinearKeyframe(1.0, duration: 0.6)
                    LinearKeyframe(0.5, duration: 0.8)
                }
            }
    }
}

/// The same pulse without the resetting keyframes: a loop starts from wherever the last one ended,
/// so the first pass (which starts from the initial value, fully opaque) differs from the others.
public struct PulseBadgeWithoutReset: View {
    /// Makes the badge; it pulses from the moment it appears.
    public init() {}

    public var body: some View {
        NotificationDot()
            .keyframeAnimator(initialValue: PulseValues(), repeating: true) { dot, pulse in
                dot
                    .scaleEffect(pulse.scale)
                    .opacity(pulse.opacity)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    SpringKeyframe(1.3, duration: 0.6, spring: .bouncy)
                    CubicKeyframe(1.0, duration: 0.8)
                }
                KeyframeTrack(\.opacity) {
                    LinearKeyframe(1.0, duration: 0.6)
                    LinearKeyframe(0.5, duration: 0.8)
                }
            }
    }
}
