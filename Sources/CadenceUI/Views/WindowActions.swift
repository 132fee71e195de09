import Foundation

/// Opens a window of the app's scenes: SwiftUI's `OpenWindowAction`, read as
/// `@Environment(\.openWindow)`.
///
/// ```swift
/// @Environment(\.openWindow) private var openWindow
/// Button("Show Activity") { openWindow(id: "activity") }
/// ```
///
/// A stage shows one window and opens no other: each request is recorded in `Stage.openedWindows`
/// as the identifier (`"activity"`), the value's description, or both (`"note: 42"`).
public struct OpenWindowAction {
    let handler: @MainActor (String) -> Void

    /// Opens the window of the scene with identifier `id`.
    @MainActor
    public func callAsFunction(id: String) {
        handler(id)
    }

    /// Opens a window presenting `value` (of a `WindowGroup(for:)` of its type).
    @MainActor
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        handler(String(describing: value))
    }

    /// Opens a window of the scene with identifier `id`, presenting `value`.
    @MainActor
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        handler("\(id): \(value)")
    }
}

/// Closes a window: SwiftUI's `DismissWindowAction`, read as `@Environment(\.dismissWindow)`. A
/// stage's one window stays shown, so dismissing changes nothing.
public struct DismissWindowAction {
    /// Closes the window the view is in.
    @MainActor
    public func callAsFunction() {}

    /// Closes the window of the scene with identifier `id`.
    @MainActor
    public func callAsFunction(id: String) {}

    /// Closes the window presenting `value`.
    @MainActor
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}

    /// Closes the window of the scene with identifier `id` presenting `value`.
    @MainActor
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

/// Opens the app's settings window: SwiftUI's `OpenSettingsAction` (macOS), read as
/// `@Environment(\.openSettings)`. On a stage it is recorded in `Stage.openedWindows` as
/// `"settings"`.
public struct OpenSettingsAction {
    let handler: @MainActor (String) -> Void

    /// Opens the settings window.
    @MainActor
    public func callAsFunction() {
        handler("settings")
    }
}

private struct WindowRecorderKey: EnvironmentKey {
    static var defaultValue: (@MainActor (String) -> Void)? { nil }
}

extension EnvironmentValues {
    /// Where a stage records the windows views asked to open.
    var windowRecorder: (@MainActor (String) -> Void)? {
        get { self[WindowRecorderKey.self] }
        set { self[WindowRecorderKey.self] = newValue }
    }

    /// Opens a window (on a stage: records the request in `Stage.openedWindows`).
    public var openWindow: OpenWindowAction {
        let recorder = windowRecorder
        return OpenWindowAction { recorder?($0) }
    }

    /// Closes a window (a stage's window stays).
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }

    /// Opens the settings window (on a stage: records `"settings"` in `Stage.openedWindows`).
    public var openSettings: OpenSettingsAction {
        let recorder = windowRecorder
        return OpenSettingsAction { recorder?($0) }
    }

    /// Whether the app can show several windows at once: `false` on a stage, as on an iPhone.
    public var supportsMultipleWindows: Bool { false }
}
