/// Whether an animator is on screen and in the foreground: the two halves of `LifecycleEvent`.
struct Visibility: Sendable, Hashable {
    var isOnScreen = true
    var isInForeground = true

    var isVisible: Bool { isOnScreen && isInForeground }

    /// Applies `event` and returns whether visibility changed.
    mutating func apply(_ event: LifecycleEvent) -> Bool {
        let before = isVisible
        switch event.kind {
        case .appear: isOnScreen = true
        case .disappear: isOnScreen = false
        case .enterBackground: isInForeground = false
        case .enterForeground: isInForeground = true
        }
        return before != isVisible
    }
}
