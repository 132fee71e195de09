/// `sensoryFeedback`: plays feedback when a trigger value changes. On a stage, "plays" means records
/// in `Stage.accessibilityEvents` at the stage time of the evaluation that saw the change.
///
/// The last trigger value is kept in the graph's storage for the modifier's identity, so the first
/// appearance plays nothing (as in SwiftUI) and a view that leaves and comes back starts over.
nonisolated struct SensoryFeedbackModifier<Trigger: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let trigger: Trigger
    /// The feedback for a change from the old to the new value, `nil` for none.
    let feedback: (Trigger, Trigger) -> SensoryFeedback?

    /// Where the last trigger value is kept in the identity's storage: a negative slot, so it never
    /// meets the `@State` cells of a composite view resolved at the same identity (slots from 0).
    private static var slot: Int { -1 }

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let storage = context.storage()
        if let last = storage.stateCells[Self.slot] as? LastTrigger<Trigger> {
            if last.value != trigger {
                let old = last.value
                last.value = trigger
                if let played = feedback(old, trigger) {
                    AccessibilityRecording.record(.sensoryFeedback(played))
                }
            }
        } else {
            storage.stateCells[Self.slot] = LastTrigger(trigger)
        }
        return content(context)
    }
}

/// The trigger value a `sensoryFeedback` modifier last saw.
@MainActor
private final class LastTrigger<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension View {
    /// Plays `feedback` each time `trigger` changes (compared with `==`; the first value plays
    /// nothing): SwiftUI's `sensoryFeedback(_:trigger:)`.
    ///
    /// ```swift
    /// Button { likes += 1 } label: { Image(systemName: "heart.fill") }
    ///     .sensoryFeedback(.success, trigger: likes)
    /// ```
    ///
    /// A stage records the feedback with its time in ``Stage/accessibilityEvents``.
    public nonisolated func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger) { _, _ in feedback })
    }

    /// Plays `feedback` when `trigger` changes and `condition(old, new)` is `true`.
    ///
    /// ```swift
    /// .sensoryFeedback(.increase, trigger: likes) { old, new in new > old }
    /// ```
    public nonisolated func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger) { old, new in condition(old, new) ? feedback : nil })
    }

    /// Plays the feedback `feedback(old, new)` returns when `trigger` changes (`nil`: none).
    ///
    /// ```swift
    /// .sensoryFeedback(trigger: saveResult) { _, new in new == .failed ? .error : .success }
    /// ```
    public nonisolated func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger, feedback: feedback))
    }

    /// Plays the feedback `feedback()` returns when `trigger` changes (`nil`: none).
    ///
    /// ```swift
    /// .sensoryFeedback(trigger: isExpanded) { isExpanded ? .impact : nil }
    /// ```
    public nonisolated func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View {
        modifier(SensoryFeedbackModifier(trigger: trigger) { _, _ in feedback() })
    }
}
