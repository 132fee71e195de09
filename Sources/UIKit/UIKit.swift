// UIKit for platforms without it, so `import UIKit` compiles in SwiftUI app files. It re-exports
// CadenceUI, which already holds what SwiftUI itself names of UIKit (`UIColor`, `UIFont`, `UIImage`,
// `UIView`, `UIViewController`, the representable protocols, the haptic generators, `UIApplication`,
// `UIScreen`, `UIDevice`, `UIPasteboard`): see `UIView.swift` in CadenceUI for why those live there.
// This module adds what app code names after `import UIKit`: the common views and controls (labels,
// buttons, image views, text views and fields, activity indicators, blur effect views), the share
// sheet, windows and scenes, `UIView.animate`, `UIBezierPath` with `UIRectCorner`, and appearance
// proxies. Nothing is drawn by UIKit here: represented views are drawn by the stage as placeholders
// (see `UIViewRepresentable`), and each object keeps what it was asked to do for tests to read.
// (Named `UIKit`: on Apple platforms it would shadow the system module; Apple builds are not verified.)
@_exported import CadenceUI
import Foundation

/// The name of a method, as `#selector(…)` would give it: Objective-C's `Selector`.
///
/// `#selector` needs the Objective-C runtime and does not compile on Linux; spell the name as a
/// string instead: `Selector(("resignFirstResponder"))` (the double parentheses are what Swift on
/// Apple platforms accepts too). Cadence never calls a method by its selector: the actions sent
/// with one are recorded.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name, such as `resignFirstResponder`.
    public let description: String

    /// The selector named `name`.
    public init(_ name: String) {
        description = name
    }

    /// The selector named by a string literal.
    public init(stringLiteral name: String) {
        description = name
    }
}

/// An event: UIKit's `UIEvent`, as far as `sendAction(_:to:from:for:)` names it (a stage sends none).
@MainActor @preconcurrency
public final class UIEvent {
    /// Makes an event.
    public init() {}
}

/// The state of a scene: UIKit's `UIScene.ActivationState`.
extension UIScene {
    /// Whether the scene is on screen and receiving events.
    public enum ActivationState: Int, Sendable {
        /// Not connected.
        case unattached = -1
        /// On screen and receiving events.
        case foregroundActive = 0
        /// On screen, not receiving events.
        case foregroundInactive = 1
        /// Off screen.
        case background = 2
    }
}

/// A scene of the app: UIKit's `UIScene`. The app has one, a ``UIWindowScene``
/// (`UIApplication.shared.connectedScenes`).
@MainActor @preconcurrency
open class UIScene: Hashable {
    /// The scene's state (`.foregroundActive`: a stage shows the app).
    open var activationState: ActivationState = .foregroundActive

    init() {}

    /// Whether two scenes are the same object.
    public nonisolated static func == (lhs: UIScene, rhs: UIScene) -> Bool {
        lhs === rhs
    }

    /// Hashes the scene's identity.
    public nonisolated func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

/// A scene with windows: UIKit's `UIWindowScene`. The app's scene has one key window sized like
/// `UIScreen.main`, whose root controller records what it presents (a share sheet, say).
@MainActor @preconcurrency
public final class UIWindowScene: UIScene {
    /// The scene's windows.
    public private(set) var windows: [UIWindow] = []
    /// The screen the scene is on.
    public var screen: UIScreen { UIScreen.main }
    /// The key window.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    override init() {
        super.init()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.windowScene = self
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        windows = [window]
    }

    /// The app's one scene.
    static let main = UIWindowScene()
}

/// A window: UIKit's `UIWindow`, as far as SwiftUI code reaches for the root controller to present
/// from or calls `endEditing(_:)` to hide the keyboard.
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController?
    /// The scene the window is in.
    open weak var windowScene: UIWindowScene?
    /// Whether this is the key window (see `makeKeyAndVisible()`).
    public private(set) var isKeyWindow = false

    /// Makes this the key window and shows it.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    /// Makes this the key window.
    open func makeKey() {
        isKeyWindow = true
    }
}

extension UIApplication {
    /// The app's scenes: one ``UIWindowScene`` with one key window.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.main] }

    /// The windows of the app's scene (deprecated in iOS 15; still common).
    public var windows: [UIWindow] { UIWindowScene.main.windows }

    /// The key window (deprecated in iOS 13; still common).
    public var keyWindow: UIWindow? { UIWindowScene.main.keyWindow }

    /// Sends `action` to `target` (the first responder when `nil`): Cadence records the action in
    /// ``sentActions`` and, for `resignFirstResponder` sent to the first responder (the "hide the
    /// keyboard" idiom), makes the app's windows end editing.
    /// - Returns: `true` (the action was delivered).
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        SentActions.log.append(action)
        if action.description.hasPrefix("resignFirstResponder"), target == nil {
            for window in windows { window.endEditing(true) }
        }
        return true
    }

    /// The actions sent with `sendAction(_:to:from:for:)`, in order (Cadence addition, for tests).
    public var sentActions: [Selector] { SentActions.log }
}

/// The actions sent through `UIApplication.shared` (an extension cannot store them).
@MainActor @preconcurrency
private enum SentActions {
    static var log: [Selector] = []
}
