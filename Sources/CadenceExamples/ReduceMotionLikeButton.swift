import CadenceUI

/// The like button for people who asked for less motion: it reads `accessibilityReduceMotion` and,
/// when it is on, neither scales nor turns the heart. SwiftUI does not do this by itself.
///
/// The keyframes choose their tracks with `if`/`else` (Cadence's builders accept that around whole
/// tracks); the reduced branch keeps one short track that holds the scale still, and the content
/// closure ignores the moving values as well, so a run that started before the setting changed
/// shows no motion either. The content closure is `@Sendable` (as in SwiftUI), so it reads a copy of
/// the setting rather than the view's main-actor property.
public struct ReduceMotionLikeButton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var likes = 0

    /// Makes the button with no likes.
    public init() {}

    public var body: some View {
        let isReduced = reduceMotion
        return VStack(spacing: 12) {
            Button {
                likes += 1
            } label: {
                HeartIcon()
            }
            .keyframeAnimator(initialValue: HeartBurst(), trigger: likes) { heart, burst in
                heart
                    .scaleEffect(isReduced ? 1 : burst.scale)
                    .rotationEffect(isReduced ? .zero : burst.tilt)
            } keyframes: { _ in
                if !reduceMotion {
                    KeyframeTrack(\.scale) {
                        SpringKeyframe(1.25, duration: 0.2, spring: .bouncy)
                        SpringKeyframe(1.0, spring: .snappy)
                    }
                    KeyframeTrack(\.tilt) {
                        CubicKeyframe(.degrees(-6), duration: 0.15)
                        CubicKeyframe(.zero, duration: 0.2)
                    }
                } else {
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.01)
                    }
                }
            }
            .accessibilityLabel("Like")
            .accessibilityValue("^[\(likes) like](inflect: true)")

            Text("^[\(likes) like](inflect: true)")
                .font(.caption)
        }
    }
}
