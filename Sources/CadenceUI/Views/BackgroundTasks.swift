import Foundation

// Background tasks an app's scenes handle (`Scene.backgroundTask(_:action:)`): the system wakes
// the app for an app refresh or the events of a background URL session and runs the matching
// actions. Cadence has no system to wake it: `SceneBackgroundTasks` plays that part for tests,
// running the actions a scene declares, as `SceneCommands` lists its menus.

/// A kind of background task a scene can handle: SwiftUI's `BackgroundTask`. `Request` is what
/// the action is given, `Response` what it returns.
///
/// ```swift
/// WindowGroup { ContentView() }
///     .backgroundTask(.appRefresh("com.example.refresh")) {
///         await FeedStore.shared.refresh()
///     }
/// ```
public struct BackgroundTask<Request, Response>: Sendable {
    /// Whether a system request of `kind` for `identifier` is this task's, and the request value
    /// it then gives the action.
    let match: @Sendable (_ kind: BackgroundTaskKind, _ identifier: String) -> Request?

    /// Whether the system's request `kind` for `identifier` matches, and with what request value.
    func request(for kind: BackgroundTaskKind, identifier: String) -> Request? {
        match(kind, identifier)
    }
}

/// The kinds of background work the system wakes an app for.
enum BackgroundTaskKind: Sendable {
    case appRefresh
    case urlSession
}

extension BackgroundTask where Request == Void, Response == Void {
    /// An app refresh task scheduled with `identifier` (with `BGAppRefreshTaskRequest` on a device).
    /// - Parameter identifier: The identifier the refresh was scheduled with.
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask { kind, given in kind == .appRefresh && given == identifier ? () : nil }
    }

    /// The events of the background URL session configured with `identifier`.
    /// - Parameter identifier: The session configuration's identifier.
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask { kind, given in kind == .urlSession && given == identifier ? () : nil }
    }
}

extension BackgroundTask where Request == String, Response == Void {
    /// The events of any background URL session; the action gets the session's identifier.
    public static var urlSession: BackgroundTask<String, Void> {
        BackgroundTask { kind, given in kind == .urlSession ? given : nil }
    }

    /// The events of the background URL sessions whose identifiers `matching` accepts; the action
    /// gets the session's identifier.
    /// - Parameter matching: Whether a session identifier is one this task handles.
    public static func urlSession(matching: @escaping @Sendable (String) -> Bool) -> BackgroundTask<String, Void> {
        BackgroundTask { kind, given in kind == .urlSession && matching(given) ? given : nil }
    }
}

/// A background-task action a scene declares, erased: runs and returns `true` when the system's
/// request matches.
struct BackgroundTaskHandler: Sendable {
    let run: @Sendable (_ kind: BackgroundTaskKind, _ identifier: String) async -> Bool
}

/// A scene with a background-task action: what `backgroundTask(_:action:)` makes.
public struct _BackgroundTaskScene<Base: Scene>: Scene, PrimitiveScene {
    let base: Base
    let handler: BackgroundTaskHandler

    /// Built in: no body.
    public var body: Never { fatalError("_BackgroundTaskScene has no body") }

    var windows: [AnyView] { SceneContents.windows(of: base) }
}

extension Scene {
    /// Runs `action` when the system wakes the app for `task` (an app refresh, the events of a
    /// background URL session): SwiftUI's `backgroundTask(_:action:)`. The task is complete when
    /// `action` returns.
    ///
    /// A stage is never woken: tests wake the app with ``SceneBackgroundTasks``, which runs the
    /// actions of a scene that match.
    /// - Parameters:
    ///   - task: The kind of task, with its identifier.
    ///   - action: What to do, given the task's request value.
    public func backgroundTask<D: Sendable, R: Sendable>(_ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R) -> some Scene {
        _BackgroundTaskScene(base: self, handler: BackgroundTaskHandler { kind, identifier in
            guard let request = task.request(for: kind, identifier: identifier) else { return false }
            _ = await action(request)
            return true
        })
    }
}

/// Wakes an app for background tasks, as the system does (Cadence addition: on a device the
/// system decides when): every action the scene declares with `backgroundTask(_:action:)` for a
/// matching task runs, one after the other, in the order the scene declares them.
///
/// ```swift
/// let ran = await SceneBackgroundTasks.refreshApp(identifier: "com.example.refresh", in: FeedApp().body)
/// #expect(ran == 1)
/// ```
@MainActor
public enum SceneBackgroundTasks {
    /// Runs the scene's actions for an app refresh task scheduled with `identifier`.
    /// - Returns: how many actions ran (0 when the scene handles no such task).
    @discardableResult
    public static func refreshApp<S: Scene>(identifier: String, in scene: S) async -> Int {
        await run(.appRefresh, identifier: identifier, in: scene)
    }

    /// Runs the scene's actions for the events of the background URL session `identifier`.
    /// - Returns: how many actions ran.
    @discardableResult
    public static func handleURLSessionEvents<S: Scene>(identifier: String, in scene: S) async -> Int {
        await run(.urlSession, identifier: identifier, in: scene)
    }

    private static func run<S: Scene>(_ kind: BackgroundTaskKind, identifier: String, in scene: S) async -> Int {
        var ran = 0
        for handler in handlers(of: scene) {
            if await handler.run(kind, identifier) { ran += 1 }
        }
        return ran
    }

    /// The background-task actions `scene` declares, outermost scenes' last.
    static func handlers<S: Scene>(of scene: S) -> [BackgroundTaskHandler] {
        switch scene {
        case let tasks as any BackgroundTaskScene: return tasks.backgroundTaskHandlers
        case is any PrimitiveScene: return []
        default: return S.Body.self == Never.self ? [] : handlers(of: scene.body)
        }
    }
}

/// Scenes that declare background-task actions or hold scenes that may.
@MainActor
protocol BackgroundTaskScene {
    var backgroundTaskHandlers: [BackgroundTaskHandler] { get }
}

extension _BackgroundTaskScene: BackgroundTaskScene {
    var backgroundTaskHandlers: [BackgroundTaskHandler] { SceneBackgroundTasks.handlers(of: base) + [handler] }
}

extension TupleScene: BackgroundTaskScene {
    var backgroundTaskHandlers: [BackgroundTaskHandler] {
        var handlers: [BackgroundTaskHandler] = []
        for scene in repeat each scenes { handlers += SceneBackgroundTasks.handlers(of: scene) }
        return handlers
    }
}

extension _ConditionalScene: BackgroundTaskScene {
    var backgroundTaskHandlers: [BackgroundTaskHandler] {
        switch storage {
        case .first(let scene): SceneBackgroundTasks.handlers(of: scene)
        case .second(let scene): SceneBackgroundTasks.handlers(of: scene)
        }
    }
}

extension _OptionalScene: BackgroundTaskScene {
    var backgroundTaskHandlers: [BackgroundTaskHandler] { wrapped.map { SceneBackgroundTasks.handlers(of: $0) } ?? [] }
}

extension _ModifiedScene: BackgroundTaskScene {
    var backgroundTaskHandlers: [BackgroundTaskHandler] { SceneBackgroundTasks.handlers(of: base) }
}

extension _CommandsScene: BackgroundTaskScene {
    var backgroundTaskHandlers: [BackgroundTaskHandler] { SceneBackgroundTasks.handlers(of: base) }
}
