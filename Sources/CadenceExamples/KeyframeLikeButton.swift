import CadenceUI

/// The properties a like's burst animates, each on its own keyframe track.
struct HeartBurst {
    var scale: CGFloat = 1
    var tilt: Angle = .zero
    var plusOneOpacity: Double = 0
    var plusOneRise: CGFloat = 0
}

/// The like buttons' heart.
struct HeartIcon: View {
    var body: some View {
        Image(systemName: "heart.fill")
            .font(.system(size: 44))
            .foregroundStyle(.pink)
    }
}

/// A heart that bursts each time it is liked: it swells on a bouncy spring and settles on a snappy
/// one, rocks left and right on cubic keyframes, and a "+1" above it rises and fades. The like count
/// is state; the burst only presents it, and VoiceOver reads the count whether or not it plays.
public struct KeyframeLikeButton: View {
    @State private var likes = 0

    /// Makes the button with no likes.
    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            Button {
                likes += 1
            } label: {
                HeartIcon()
            }
            .keyframeAnimator(initialValue: HeartBurst(), trigger: likes) { heart, burst in
                heart
                    .scaleEffect(burst.scale)
                    .rotationEffect(burst.tilt)
                    .overlay(alignment: .top) {
                        Text("+1")
                            .font(.headline.bold())
                            .foregroundStyle(.pink)
                            .opacity(burst.plusOneOpacity)
                            .offset(y: burst.plusOneRise)
                    }
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    SpringKeyframe(1.35, duration: 0.2, spring: .bouncy)
                    // No duration: the spring settles, so the heart rests at exactly its size.
                    SpringKeyframe(1.0, spring: .snappy)
                }
                KeyframeTrack(\.tilt) {
                    CubicKeyframe(.degrees(-10), duration: 0.1)
                    CubicKeyframe(.degrees(7), duration: 0.15)
                    CubicKeyframe(.zero, duration: 0.25)
                }
                KeyframeTrack(\.plusOneOpacity) {
                    LinearKeyframe(1, duration: 0.08)
                    LinearKeyframe(1, duration: 0.32)
                    LinearKeyframe(0, duration: 0.25)
                }
                KeyframeTrack(\.plusOneRise) {
                    LinearKeyframe(-20, duration: 0.08)
                    CubicKeyframe(-50, duration: 0.45)
                }
            }
            .accessibilityLabel("Like")
            .accessibilityValue("^[\(likes) like](inflect: true)")

            Text("^[\(likes) like](inflect: true)")
                .font(.caption)
        }
    }
}
