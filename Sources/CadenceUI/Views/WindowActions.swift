// The environment's window and undo services: `openWindow`, `dismissWindow` and `undoManager`.
// A stage shows one window and has no undo menu, so these compile as in SwiftUI and do no more
// than the notes below say.

/// Opens a window of the app's scene by its identifier or presented value: SwiftUI's
/// `OpenWindowAction`, read as `@Environment(\.openWindow)`. A stage shows one window: it records
/// each request in ``requests`` (last 100) and opens nothing.
@MainActor @preconcurrency
public struct OpenWindowAction {
    /// What was asked for, most recent last: the identifier and the value's description.
    public static private(set) var requests: [(id: String?, value: String?)] = []

    nonisolated init() {}

    private func record(id: String?, value: String?) {
        Self.requests.append((id, value))
        if Self.requests.count > 100 { Self.requests.removeFirst(Self.requests.count - 100) }
    }

    /// Opens the window group with identifier `id`.
    public func callAsFunction(id: String) {
        record(id: id, value: nil)
    }

    /// Opens the window group that presents `value`'s type, showing `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {
        record(id: nil, value: "\(value)")
    }

    /// Opens the window group with identifier `id`, showing `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {
        record(id: id, value: "\(value)")
    }
}

/// Closes a window by its identifier or presented value: SwiftUI's `DismissWindowAction`, read as
/// `@Environment(\.dismissWindow)`. A stage's one window stays.
@MainActor @preconcurrency
public struct DismissWindowAction {
    nonisolated init() {}

    /// Closes the frontmost window (none on a stage).
    public func callAsFunction() {}
    /// Closes the windows of the group with identifier `id`.
    public func callAsFunction(id: String) {}
    /// Closes the window presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Closes the window of group `id` presenting `value`.
    public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

private struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction { OpenWindowAction() }
}

private struct DismissWindowKey: EnvironmentKey {
    static var defaultValue: DismissWindowAction { DismissWindowAction() }
}

private struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { nil }
}

extension EnvironmentValues {
    /// Opens windows (see ``OpenWindowAction``).
    public var openWindow: OpenWindowAction {
        get { self[OpenWindowKey.self] }
        set { self[OpenWindowKey.self] = newValue }
    }

    /// Closes windows (see ``DismissWindowAction``).
    public var dismissWindow: DismissWindowAction {
        get { self[DismissWindowKey.self] }
        set { self[DismissWindowKey.self] = newValue }
    }

    /// The undo manager of the view's window: SwiftUI's `undoManager`. A stage has no window undo
    /// manager, so it is `nil` unless set with `environment(\.undoManager, manager)`.
    public var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
}
