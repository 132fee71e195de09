import CadenceUI

/// The beats of a like, as a phase animator plays them.
enum LikePhase: CaseIterable {
    case rest, pop, settle
}

/// A heart whose like count belongs to its parent: each like runs rest → pop → settle → rest, each
/// beat entered with its own spring. Under Reduce Motion the phases keep the heart still.
struct PhaseHeart: View {
    @Binding var likes: Int
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Button {
            likes += 1
        } label: {
            Image(systemName: "heart.fill")
                .font(.system(size: 32, weight: .bold))
                .foregroundStyle(.pink)
                .phaseAnimator(LikePhase.allCases, trigger: likes) { heart, phase in
                    heart
                        .scaleEffect(scale(for: phase))
                        .rotationEffect(.degrees(tilt(for: phase)))
                } animation: { phase in
                    switch phase {
                    case .rest: .snappy(duration: 0.15)
                    case .pop: .bouncy(duration: 0.35, extraBounce: 0.2)
                    case .settle: .smooth(duration: 0.25)
                    }
                }
        }
        .accessibilityLabel("Like")
        .accessibilityValue("^[\(likes) like](inflect: true)")
        .animation(reduceMotion ? .none : .default, value: likes)
    }

    private func scale(for phase: LikePhase) -> CGFloat {
        guard !reduceMotion else { return 1 }
        return phase == .pop ? 1.4 : 1
    }

    private func tilt(for phase: LikePhase) -> Double {
        guard !reduceMotion else { return 0 }
        return phase == .pop ? -10 : 0
    }
}

/// The phase-animated like button with its count underneath.
public struct PhaseLikeButton: View {
    @State private var likes = 0

    /// Makes the button with no likes.
    public init() {}

    public var body: some View {
        VStack(spacing: 12) {
            PhaseHeart(likes: $likes)
            Text("^[\(likes) like](inflect: true)")
                .font(.caption)
        }
    }
}
