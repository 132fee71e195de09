#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif

/// What a like's burst animates, each on its own keyframe track.
public struct LikeBurst: Sendable {
    /// The heart's scale: 1 at rest.
    public var scale: CGFloat = 1
    /// The "+1" label's opacity: 0 at rest.
    public var plusOneOpacity: Double = 0
    /// How far the "+1" has risen, in points (negative is up).
    public var plusOneRise: CGFloat = 0

    public init() {}
}

/// A like button: the heart swells on a bouncy spring and settles, and a "+1" rises and fades.
///
/// - Policy: a second tap while the burst plays restarts it from where the heart is (SwiftUI's
///   behaviour), carrying the heart's speed, so it never jumps.
/// - Reduce Motion: the heart neither swells nor the "+1" rises; the "+1" only fades in and out.
/// - The count is state: VoiceOver reads "3 likes" whether or not the burst plays.
public struct LikeButton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var likes = 0

    public init() {}

    public var body: some View {
        let reduced = reduceMotion
        return VStack(spacing: 8) {
            Button {
                likes += 1
            } label: {
                Image(systemName: "heart.fill")
                    .font(.system(size: 44))
                    .foregroundStyle(.pink)
            }
            .accessibilityIdentifier("like")
            .keyframeAnimator(initialValue: LikeBurst(), trigger: likes) { heart, burst in
                heart
                    .scaleEffect(reduced ? 1 : burst.scale)
                    .overlay(alignment: .top) {
                        Text("+1")
                            .font(.headline.bold())
                            .foregroundStyle(.pink)
                            .opacity(burst.plusOneOpacity)
                            .offset(y: reduced ? -24 : -24 + burst.plusOneRise)
                            // Decoration: the count in the accessibility value says it.
                            .accessibilityHidden(true)
                    }
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    SpringKeyframe(1.3, duration: 0.15, spring: .bouncy)
                    CubicKeyframe(1.0, duration: 0.35)
                }
                KeyframeTrack(\.plusOneOpacity) {
                    LinearKeyframe(1, duration: 0.1)
                    LinearKeyframe(1, duration: 0.25)
                    LinearKeyframe(0, duration: 0.15)
                }
                KeyframeTrack(\.plusOneRise) {
                    CubicKeyframe(-24, duration: 0.5)
                }
            }
            .accessibilityLabel("Like")
            .accessibilityValue("\(likes) likes")

            Text("\(likes) likes")
                .font(.caption)
        }
    }
}

/// A heart that beats while a like is being sent: a loop that ends each beat where it started.
public struct SendingIndicator: View {
    public init() {}

    public var body: some View {
        Image(systemName: "heart")
            .foregroundStyle(.pink)
            .keyframeAnimator(initialValue: 1.0, repeating: true) { heart, scale in
                heart.scaleEffect(scale)
            } keyframes: { _ in
                CubicKeyframe(1.15, duration: 0.2)
                CubicKeyframe(1.0, duration: 0.4)
            }
            .accessibilityLabel("Sending")
    }
}
