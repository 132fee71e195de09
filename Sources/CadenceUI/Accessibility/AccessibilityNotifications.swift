/// A notification for assistive technologies that can be posted: the protocol of Apple's
/// `AccessibilityNotification` values, re-exported by SwiftUI.
///
/// ```swift
/// AccessibilityNotification.Announcement("Saved").post()
/// ```
public protocol AccessibilityNotifications {
    /// Posts the notification to assistive technologies (in Cadence: to the stage whose views are
    /// running, which records it).
    @MainActor func post()
}
