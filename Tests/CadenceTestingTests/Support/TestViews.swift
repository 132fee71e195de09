import CadenceUI

// Small SwiftUI-spelled views that each pass or fail one assertion of CadenceTesting.

/// A heart that swells and settles on every tap (0.5 s of cubic keyframes), under `policy`, with
/// its tap count as the accessibility value (so the motion is not the only channel).
struct PoppingHeart: View {
    var policy: ReplayPolicy = .restart
    var announcesTaps = true
    @State private var taps = 0

    var body: some View {
        Button {
            taps += 1
        } label: {
            Image(systemName: "heart.fill")
                .font(.system(size: 40))
                .foregroundStyle(.pink)
        }
        .accessibilityIdentifier("heart")
        .keyframeAnimator(initialValue: 1.0, trigger: taps) { content, scale in
            content.scaleEffect(scale)
        } keyframes: { _ in
            CubicKeyframe(1.4, duration: 0.2)
            CubicKeyframe(1.0, duration: 0.3)
        }
        .replayPolicy(policy)
        .accessibilityLabel("Like")
        .accessibilityValue(announcesTaps ? "\(taps) taps" : "")
    }
}

/// A heart that snaps to a larger size on tap, with no animation: a jump.
struct SnappingHeart: View {
    @State private var big = false

    var body: some View {
        Button {
            big.toggle()
        } label: {
            Image(systemName: "heart.fill")
        }
        .accessibilityIdentifier("heart")
        .scaleEffect(big ? 1.5 : 1)
    }
}

/// A breathing loop whose last keyframe ends at `end`: 1 closes the loop, anything else leaves a seam.
struct BreathingDot: View {
    var end: Double = 1

    var body: some View {
        Image(systemName: "circle.fill")
            .keyframeAnimator(initialValue: 1.0, repeating: true) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                CubicKeyframe(1.3, duration: 0.3)
                CubicKeyframe(end, duration: 0.3)
            }
    }
}

/// A heart that, with Reduce Motion on, fades a "+1" instead of swelling; `honoursReduceMotion: false`
/// swells anyway.
struct FadingHeart: View {
    var honoursReduceMotion = true
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var taps = 0

    var body: some View {
        let reduced = reduceMotion && honoursReduceMotion
        return Button {
            taps += 1
        } label: {
            Image(systemName: "heart.fill")
        }
        .accessibilityIdentifier("heart")
        .keyframeAnimator(initialValue: 0.0, trigger: taps) { content, progress in
            content
                .scaleEffect(reduced ? 1 : 1 + 0.4 * progress)
                .overlay(alignment: .top) {
                    Text("+1").opacity(progress)
                }
        } keyframes: { _ in
            CubicKeyframe(1, duration: 0.2)
            CubicKeyframe(0, duration: 0.3)
        }
        .accessibilityValue("\(taps) taps")
    }
}

/// A button that disables itself once tapped: not interactive again.
struct OneShotButton: View {
    @State private var used = false

    var body: some View {
        Button("Send") {
            used = true
        }
        .accessibilityIdentifier("send")
        .disabled(used)
    }
}
