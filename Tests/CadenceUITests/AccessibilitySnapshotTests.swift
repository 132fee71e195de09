import CadenceUI
import Testing

/// The accessibility tree of each seed example, before and after its trigger, with the announcements
/// and feedback in between, as committed text snapshots (`__Snapshots__/Accessibility/`). Re-record
/// with `CADENCE_RECORD_SNAPSHOTS=1` (recording always fails the test, so check and commit the files).
///
/// The examples here are plain versions of the seeds' views (no animation yet); the animated ones
/// replace them when the examples target arrives.
@MainActor
@Suite struct AccessibilitySnapshotTests {
    /// One example: its view, the tap that triggers it (if it has one), and its stage size.
    struct Example: CustomTestStringConvertible, Sendable {
        var name: String
        var tapIdentifier: String?
        var size = CGSize(width: 240, height: 240)
        var makeView: @MainActor @Sendable () -> AnyView

        var testDescription: String { name }
    }

    nonisolated static let examples: [Example] = [
        Example(name: "keyframe-like-button", tapIdentifier: "like") { AnyView(SeedKeyframeLikeButton()) },
        Example(name: "reduced-motion-like-button", tapIdentifier: "like") { AnyView(SeedReducedMotionLikeButton()) },
        Example(name: "phase-like-button", tapIdentifier: "like") { AnyView(SeedPhaseLikeButtonHost()) },
        Example(name: "floating-badge") { AnyView(SeedFloatingBadge()) },
        Example(name: "squash-checkmark") { AnyView(SeedSquashCheckmark()) },
        Example(name: "save-badge", tapIdentifier: "save") { AnyView(SeedSaveBadgeHost()) },
    ]

    /// The tree at 0, a tap at 0.5, the tree at 1, then the events.
    static func transcript(_ example: Example) -> String {
        let stage = Stage(size: example.size, content: example.makeView)
        var parts = [stage.accessibilityTree().description]
        if let identifier = example.tapIdentifier {
            stage.schedule(.tap(identifier: identifier), at: 0.5)
        }
        parts.append(stage.accessibilityTree(at: 1).description)
        parts.append((["events"] + stage.accessibilityEvents.map(\.description)).joined(separator: "\n"))
        if !stage.issues.isEmpty {
            parts.append((["issues"] + stage.issues).joined(separator: "\n"))
        }
        return parts.joined(separator: "\n\n")
    }

    @Test(arguments: examples)
    func accessibilityTreeOfSeedExample(_ example: Example) {
        assertSnapshot(Self.transcript(example), named: "Accessibility/\(example.name)")
    }
}

// Plain versions of the seed articles' views, in our own words: the same structure, labels and
// modifiers, without the animation.

/// Seed 000: a keyframe-animated heart with a "+1" overlay, labelled and valued outside the animation.
private struct SeedKeyframeLikeButton: View {
    @State private var likeCount = 0

    var body: some View {
        Button {
            likeCount += 1
        } label: {
            Image(systemName: "heart.fill")
                .font(.system(size: 44))
                .foregroundStyle(.pink)
        }
        .tapTarget("like")
        .overlay(alignment: .top) {
            Text("+1")
                .font(.headline.bold())
                .foregroundStyle(.pink)
                .opacity(0)
        }
        .accessibilityLabel("Beitrag liken")
        .accessibilityValue("\(likeCount) Likes")
    }
}

/// Seed 000's Reduce Motion variant: no label of its own, so the heart's symbol names it.
private struct SeedReducedMotionLikeButton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var likeCount = 0

    var body: some View {
        Button { likeCount += 1 } label: {
            Image(systemName: "heart.fill")
                .font(.system(size: 44))
                .foregroundStyle(.pink)
        }
        .tapTarget("like")
    }
}

/// Seed 001: a phase-animated like button with a stable label, the count as value, success feedback.
private struct SeedPhaseLikeButton: View {
    @Binding var likes: Int

    var body: some View {
        Button {
            likes += 1
        } label: {
            Image(systemName: "heart.fill")
                .font(.system(size: 32, weight: .bold))
                .foregroundStyle(.pink)
        }
        .tapTarget("like")
        .accessibilityLabel("Me gusta")
        .accessibilityValue("\(likes) me gusta")
        .sensoryFeedback(.success, trigger: likes)
    }
}

private struct SeedPhaseLikeButtonHost: View {
    @State private var likes = 0

    var body: some View {
        SeedPhaseLikeButton(likes: $likes)
    }
}

/// Seed 001: a floating sparkles badge, triggered once on appearance unless Reduce Motion is on.
private struct SeedFloatingBadge: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var trigger = 0

    var body: some View {
        Image(systemName: "sparkles")
            .font(.system(size: 60, weight: .semibold))
            .foregroundStyle(.tint)
            .onAppear {
                guard !reduceMotion else { return }
                trigger += 1
            }
    }
}

/// Seed 002: the squash-and-bounce checkmark, a resizable symbol in a 100-point frame.
private struct SeedSquashCheckmark: View {
    var body: some View {
        Image(systemName: "checkmark.circle.fill")
            .resizable()
            .foregroundStyle(.blue)
            .frame(width: 100, height: 100)
    }
}

/// Seed 003: a save badge driven by an incrementing token (idle at 80 % opacity).
private struct SeedSaveBadge: View {
    let trigger: Int

    var body: some View {
        Image(systemName: "checkmark.circle.fill")
            .opacity(0.8)
    }
}

private struct SeedSaveBadgeHost: View {
    @State private var saves = 0

    var body: some View {
        VStack {
            SeedSaveBadge(trigger: saves)
            Button("Save") { saves += 1 }
                .tapTarget("save")
        }
    }
}
