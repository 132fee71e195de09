/// A change in whether an animator can be seen: its view appearing or disappearing, its scene going
/// to the background or coming back. Cadence addition.
///
/// ```swift
/// player.receive(.disappear, at: 2.0)   // a loop stops where it is
/// player.receive(.appear, at: 9.0)      // and goes on from there
/// ```
///
/// An animator is visible when it is on screen *and* its scene is in the foreground; players start
/// visible. While hidden, every player behaves as under `ImmediateClock`: finite runs (including one
/// in flight at the moment it is hidden, and any a trigger starts while hidden) finish at once, so
/// the state after them is reached without motion; repeating loops and phase cycles freeze where
/// they are and go on from exactly there (same value, same velocity, same point in the loop) when
/// shown again. A hidden player is idle: it needs no frames.
///
/// An open set: a struct over a private enum.
public struct LifecycleEvent: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case appear, disappear, enterBackground, enterForeground
    }

    let kind: Kind

    /// The view came on screen.
    public static let appear = LifecycleEvent(kind: .appear)
    /// The view left the screen.
    public static let disappear = LifecycleEvent(kind: .disappear)
    /// The scene went to the background.
    public static let enterBackground = LifecycleEvent(kind: .enterBackground)
    /// The scene came back to the foreground.
    public static let enterForeground = LifecycleEvent(kind: .enterForeground)
}

extension LifecycleEvent: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .appear: "appear"
        case .disappear: "disappear"
        case .enterBackground: "enterBackground"
        case .enterForeground: "enterForeground"
        }
    }
}
