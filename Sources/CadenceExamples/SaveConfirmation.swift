import CadenceUI

/// The beats of a save confirmation, named after what they mean.
enum SavePhase: CaseIterable {
    case idle, lift, settle
}

/// A checkmark that lifts and settles each time `trigger` changes.
struct SaveBadge: View {
    let trigger: Int

    var body: some View {
        Image(systemName: "checkmark.circle.fill")
            .font(.system(size: 40))
            .foregroundStyle(.green)
            .phaseAnimator(SavePhase.allCases, trigger: trigger) { badge, phase in
                badge
                    .scaleEffect(phase == .lift ? 1.2 : 1)
                    .opacity(phase == .idle ? 0.75 : 1)
            } animation: { phase in
                phase == .lift ? .spring(duration: 0.25) : .easeOut(duration: 0.18)
            }
    }
}

/// A save button and its confirmation. The label says what happened, so the feature stays clear
/// with motion off.
public struct SaveConfirmation: View {
    @State private var saves = 0

    /// Makes the button with nothing saved yet.
    public init() {}

    public var body: some View {
        VStack(spacing: 16) {
            SaveBadge(trigger: saves)
            Button("Save") {
                saves += 1
            }
            Text(saves == 0 ? "Not saved yet" : "Saved \(saves)×")
                .font(.caption)
        }
    }
}
