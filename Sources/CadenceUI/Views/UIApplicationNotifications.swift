import Foundation

extension UIApplication {
    /// Posted when the app becomes active: UIKit's notification (a stage posts it when its scene
    /// phase becomes `.active`).
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app stops being active (a stage: when its scene phase leaves `.active`).
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background (a stage: when its scene phase becomes `.background`).
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app leaves the background (a stage: when its scene phase leaves `.background`).
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted before the app ends (never by a stage).
    public nonisolated static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system is low on memory (never by a stage).
    public nonisolated static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    /// Posted when the day changes or the clock is set (never by a stage).
    public nonisolated static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    /// Posted after the user takes a screenshot (never by a stage).
    public nonisolated static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")

    /// The notifications UIKit posts, in order, when the scene phase goes from `old` to `new`.
    nonisolated static func notifications(from old: ScenePhase, to new: ScenePhase) -> [Notification.Name] {
        var names: [Notification.Name] = []
        if old == .active, new != .active { names.append(willResignActiveNotification) }
        if old != .background, new == .background { names.append(didEnterBackgroundNotification) }
        if old == .background, new != .background { names.append(willEnterForegroundNotification) }
        if old != .active, new == .active { names.append(didBecomeActiveNotification) }
        return names
    }
}

extension UIResponder {
    /// Posted before the keyboard appears (never by a stage: it has no keyboard).
    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appears (never by a stage).
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears (never by a stage).
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappears (never by a stage).
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (never by a stage).
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// The key of the keyboard's final frame in a keyboard notification's `userInfo`.
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The key of the keyboard animation's duration in a keyboard notification's `userInfo`.
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
}
