/// Notifications an app posts to assistive technologies: Apple's `AccessibilityNotification`
/// (Accessibility framework, re-exported by SwiftUI). Cadence has the announcement.
///
/// ```swift
/// Button("Save") {
///     save()
///     AccessibilityNotification.Announcement("Draft saved").post()
/// }
/// ```
public enum AccessibilityNotification {
    /// Asks the screen reader to speak `text` now: for an event that changes the screen only briefly
    /// (a confirmation that bounces, a toast) or not at all.
    ///
    /// On a ``Stage`` a posted announcement is recorded with the stage's time in
    /// ``Stage/accessibilityEvents`` (and counts as a channel in ``AccessibilityAudit``) when it is
    /// posted while the stage runs the views' code: a button's action, `onAppear`, a scripted
    /// `.run` event, a view's body. Posted anywhere else, there is no screen reader to hear it and it
    /// is dropped, as on a device with VoiceOver off.
    public struct Announcement: AccessibilityNotifications, Hashable, Sendable {
        /// What the screen reader speaks. Cadence addition (Apple keeps it private).
        public var text: String

        /// An announcement of `announcement`.
        public init(_ announcement: String) {
            text = announcement
        }

        /// An announcement of the characters of `announcement` (its attributes, such as speech
        /// priority or pitch, are not modelled).
        public init(_ announcement: AttributedString) {
            text = String(announcement.characters)
        }

        @MainActor
        public func post() {
            AccessibilityRecording.record(.announcement(text))
        }
    }
}
