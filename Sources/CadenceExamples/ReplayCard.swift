import CadenceUI

/// A welcome card that drops in with a bounce when it appears (keyframes started from `onAppear`),
/// and a Replay button that gives the card a new identity with `.id(_:)`: SwiftUI then throws the
/// old card's state away and mounts a new one, so the intro plays again from its first frame, even
/// when Replay comes in the middle of it. With Reduce Motion the card is simply there.
///
/// The intro is ornament (the card reads "Welcome" before, during and after it), so it is marked
/// `accessibilityDecorativeAnimation()`, a Cadence addition that tells the accessibility audit the
/// motion carries no information; delete that line to build the view with SwiftUI.
public struct ReplayCard: View {
    @State private var mount = 0

    /// Makes the card; its intro plays when it appears.
    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            IntroCard()
                .id(mount)
            Button("Replay") { mount += 1 }
        }
    }
}

/// The card: hidden above its place until it appears, then falls in, fades in and swells a little.
struct IntroCard: View {
    struct Intro {
        var y: CGFloat = -36
        var opacity: Double = 0
        var scale: CGFloat = 0.9

        static let settled = Intro(y: 0, opacity: 1, scale: 1)
    }

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var hasAppeared = false

    var body: some View {
        RoundedRectangle(cornerRadius: 14)
            .fill(.indigo)
            .frame(width: 140, height: 64)
            .overlay {
                Text("Welcome")
                    .font(.headline)
                    .foregroundStyle(.white)
            }
            .keyframeAnimator(initialValue: reduceMotion ? Intro.settled : Intro(), trigger: hasAppeared) { card, intro in
                card
                    .offset(y: intro.y)
                    .opacity(intro.opacity)
                    .scaleEffect(intro.scale)
            } keyframes: { _ in
                KeyframeTrack(\.y) {
                    // No duration: the spring settles fully, so the card ends exactly in its place
                    // (a spring cut off by a duration ends wherever it is then).
                    SpringKeyframe(0, spring: .bouncy)
                }
                KeyframeTrack(\.opacity) {
                    LinearKeyframe(1, duration: 0.25)
                }
                KeyframeTrack(\.scale) {
                    CubicKeyframe(1.06, duration: 0.3)
                    CubicKeyframe(1, duration: 0.3)
                }
            }
            .accessibilityDecorativeAnimation()
            .onAppear {
                // Under Reduce Motion the card starts settled and the trigger never changes.
                guard !reduceMotion else { return }
                hasAppeared = true
            }
    }
}
