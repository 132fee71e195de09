import Foundation

// BackgroundTasks for platforms without it, so app files that `import BackgroundTasks` compile:
// the scheduler keeps the requests an app submits and the launch handlers it registers, and a test
// plays the system's part with `BGTaskScheduler.launchTask(identifier:)`, which runs a pending
// request's handler with its task. (Named `BackgroundTasks`: on Apple platforms it would shadow the
// system module; Apple builds are not verified.)

/// A request to run a background task later: BackgroundTasks' `BGTaskRequest`, the superclass of
/// ``BGAppRefreshTaskRequest`` and ``BGProcessingTaskRequest``.
open class BGTaskRequest: NSObject, @unchecked Sendable {
    /// The identifier of the task (one of the app's `BGTaskSchedulerPermittedIdentifiers`).
    public let identifier: String
    /// The earliest date the task may run (`nil`: no earlier limit). The system picks the real
    /// time; `BGTaskScheduler.launchTask(identifier:)` runs it whenever a test asks.
    open var earliestBeginDate: Date?

    init(identifier: String) {
        self.identifier = identifier
    }
}

/// A request to refresh the app's content in the background: BackgroundTasks'
/// `BGAppRefreshTaskRequest`.
///
/// ```swift
/// let request = BGAppRefreshTaskRequest(identifier: "com.example.refresh")
/// request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
/// try BGTaskScheduler.shared.submit(request)
/// ```
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// A request for the refresh task `identifier`.
    /// - Parameter identifier: The task's identifier.
    public override init(identifier: String) {
        super.init(identifier: identifier)
    }
}

/// A request for longer background processing (maintenance, training): BackgroundTasks'
/// `BGProcessingTaskRequest`.
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    /// Whether the task needs a network connection (`false` by default).
    open var requiresNetworkConnectivity = false
    /// Whether the task needs the device on power (`false` by default).
    open var requiresExternalPower = false

    /// A request for the processing task `identifier`.
    /// - Parameter identifier: The task's identifier.
    public override init(identifier: String) {
        super.init(identifier: identifier)
    }
}

/// A background task the system runs: BackgroundTasks' `BGTask`, given to a launch handler.
///
/// The handler sets `expirationHandler` and calls `setTaskCompleted(success:)` when its work ends.
/// A test sees the outcome in `completion` and ends the task's time with `expire()`.
open class BGTask: NSObject, @unchecked Sendable {
    /// The task's identifier.
    public let identifier: String
    /// Run when the task's time runs out before it completes (see `expire()`).
    open var expirationHandler: (() -> Void)?
    private let lock = NSLock()
    private var completed: Bool?

    init(identifier: String) {
        self.identifier = identifier
    }

    /// Tells the system the task's work is done.
    /// - Parameter success: Whether the work succeeded.
    open func setTaskCompleted(success: Bool) {
        lock.withLock { if completed == nil { completed = success } }
    }

    /// How the task ended: `nil` while it runs, then the `success` given to
    /// `setTaskCompleted(success:)` (Cadence addition, for tests).
    public var completion: Bool? {
        lock.withLock { completed }
    }

    /// Runs out the task's time, as the system does when a task runs too long: calls
    /// `expirationHandler` (Cadence addition, for tests). A task already completed is not expired.
    public func expire() {
        guard completion == nil else { return }
        expirationHandler?()
    }
}

/// An app refresh task: BackgroundTasks' `BGAppRefreshTask`.
open class BGAppRefreshTask: BGTask, @unchecked Sendable {}

/// A processing task: BackgroundTasks' `BGProcessingTask`.
open class BGProcessingTask: BGTask, @unchecked Sendable {}

/// The scheduler of background tasks: BackgroundTasks' `BGTaskScheduler`.
///
/// ```swift
/// BGTaskScheduler.shared.register(forTaskWithIdentifier: "com.example.refresh", using: nil) { task in
///     task.expirationHandler = { feed.cancel() }
///     feed.refresh { task.setTaskCompleted(success: $0) }
/// }
/// ```
///
/// One scheduler per process, as on a device. It keeps the pending requests (one per identifier:
/// submitting again replaces it) and the registered handlers; nothing runs by itself:
/// ``launchTask(identifier:)`` runs a pending request as the system would.
public final class BGTaskScheduler: @unchecked Sendable {
    /// Why a request was refused: BackgroundTasks' `BGTaskScheduler.Error`.
    public struct Error: Swift.Error, Hashable, Sendable {
        /// The kinds of refusal.
        public enum Code: Int, Sendable {
            /// Background tasks are unavailable (Background App Refresh is off).
            case unavailable = 1
            /// Too many requests are pending (more than one refresh, or ten processing, requests).
            case tooManyPendingTaskRequests = 2
            /// The identifier is not among the permitted ones.
            case notPermitted = 3

            /// Whether `error` is a scheduler error of kind `code`, for
            /// `catch BGTaskScheduler.Error.notPermitted`.
            public static func ~= (code: Code, error: any Swift.Error) -> Bool {
                (error as? BGTaskScheduler.Error)?.code == code
            }
        }

        /// The kind of refusal.
        public let code: Code

        /// An error of kind `code`.
        public init(_ code: Code) {
            self.code = code
        }

        /// Background tasks are unavailable.
        public static var unavailable: Code { .unavailable }
        /// Too many requests are pending.
        public static var tooManyPendingTaskRequests: Code { .tooManyPendingTaskRequests }
        /// The identifier is not permitted.
        public static var notPermitted: Code { .notPermitted }

    }

    /// The scheduler.
    public static let shared = BGTaskScheduler()

    private let lock = NSLock()
    private var pending: [BGTaskRequest] = []
    private var handlers: [String: (BGTask) -> Void] = [:]
    private var permitted: Set<String>?
    private var available = true

    private init() {}

    /// Registers `launchHandler` for the task `identifier`.
    /// - Parameters:
    ///   - identifier: The task's identifier.
    ///   - queue: The queue to run the handler on (`nil`: a background queue; Cadence runs it on
    ///     the caller of `launchTask(identifier:)`).
    ///   - launchHandler: Runs the task.
    /// - Returns: `false` when the identifier is not permitted or already has a handler.
    @discardableResult
    public func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTask) -> Void) -> Bool {
        lock.withLock {
            guard permitted?.contains(identifier) ?? true, handlers[identifier] == nil else { return false }
            handlers[identifier] = launchHandler
            return true
        }
    }

    /// Submits a request, replacing a pending one with the same identifier.
    /// - Throws: `BGTaskScheduler.Error` when background tasks are unavailable, the identifier is not permitted,
    ///   or too many requests are pending (one app refresh, ten processing requests).
    public func submit(_ taskRequest: BGTaskRequest) throws {
        try lock.withLock {
            guard available else { throw Error(.unavailable) }
            guard permitted?.contains(taskRequest.identifier) ?? true else { throw Error(.notPermitted) }
            var kept = pending.filter { $0.identifier != taskRequest.identifier }
            let sameKind = kept.filter { type(of: $0) == type(of: taskRequest) }.count
            let limit = taskRequest is BGAppRefreshTaskRequest ? 1 : 10
            guard sameKind < limit else { throw Error(.tooManyPendingTaskRequests) }
            kept.append(taskRequest)
            pending = kept
        }
    }

    /// Cancels the pending request with `identifier`, if any.
    public func cancel(taskRequestWithIdentifier identifier: String) {
        lock.withLock { pending.removeAll { $0.identifier == identifier } }
    }

    /// Cancels every pending request.
    public func cancelAllTaskRequests() {
        lock.withLock { pending.removeAll() }
    }

    /// Calls `completionHandler` with the pending requests, oldest first.
    public func getPendingTaskRequests(completionHandler: @escaping ([BGTaskRequest]) -> Void) {
        completionHandler(lock.withLock { pending })
    }

    /// The pending requests, oldest first.
    public func pendingTaskRequests() async -> [BGTaskRequest] {
        lock.withLock { pending }
    }

    // MARK: Cadence additions: the system's part

    /// Limits the identifiers requests and handlers may use, as `BGTaskSchedulerPermittedIdentifiers`
    /// in an app's Info.plist does (`nil`, the default: any identifier).
    public var permittedIdentifiers: Set<String>? {
        get { lock.withLock { permitted } }
        set { lock.withLock { permitted = newValue } }
    }

    /// Whether background tasks are available (`false`: Background App Refresh is off, and
    /// `submit(_:)` throws). `true` by default.
    public var isAvailable: Bool {
        get { lock.withLock { available } }
        set { lock.withLock { available = newValue } }
    }

    /// Runs the pending request `identifier` as the system would when its time comes: removes it,
    /// and calls the handler registered for it with a new task (a `BGAppRefreshTask` for a refresh
    /// request, a `BGProcessingTask` otherwise), on the calling thread.
    /// - Returns: the task, to read its `completion` or `expire()` it; `nil` when no request with
    ///   that identifier is pending or no handler is registered for it.
    @discardableResult
    public func launchTask(identifier: String) -> BGTask? {
        let found: (BGTaskRequest, (BGTask) -> Void)? = lock.withLock {
            guard let index = pending.firstIndex(where: { $0.identifier == identifier }),
                  let handler = handlers[identifier] else { return nil }
            return (pending.remove(at: index), handler)
        }
        guard let (request, handler) = found else { return nil }
        let task: BGTask = request is BGAppRefreshTaskRequest ? BGAppRefreshTask(identifier: identifier) : BGProcessingTask(identifier: identifier)
        handler(task)
        return task
    }

    /// Forgets every request, handler and setting (Cadence addition: tests that run in parallel
    /// should rather use identifiers of their own).
    public func reset() {
        lock.withLock {
            pending = []
            handlers = [:]
            permitted = nil
            available = true
        }
    }
}
