/// Routes announcements and sensory feedback to the stage whose views are running.
///
/// `AccessibilityNotification.Announcement.post()` is a global call made from a button's action or an
/// `onAppear`, with no view context; the stage makes itself the receiver for the duration of each of
/// its operations (an advance, a tap, an environment change, a render), so whatever its views post
/// lands in its log with its time. Nested operations restore the previous receiver when they end.
@MainActor
enum AccessibilityRecording {
    private(set) static weak var receiver: Stage?

    /// Records `kind` at the receiving stage's current time; dropped when no stage is running.
    static func record(_ kind: AccessibilityEvent.Kind) {
        guard let stage = receiver else { return }
        stage.accessibility.events.append(AccessibilityEvent(time: stage.time, kind: kind))
    }

    /// Makes `stage` the receiver until the returned scope ends.
    static func begin(_ stage: Stage) -> Scope {
        let scope = Scope(previous: receiver)
        receiver = stage
        return scope
    }

    /// One stage operation in progress; `end()` gives the receiver back to the enclosing one.
    @MainActor
    struct Scope {
        fileprivate weak var previous: Stage?

        func end() {
            AccessibilityRecording.receiver = previous
        }
    }
}
