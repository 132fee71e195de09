import Foundation

/// Follows the `Task { … }`s that app code run by a stage starts (a button's action, `onAppear`, a
/// gesture's or a control's callback) to their end, so `settleTasks()` can wait for them as it
/// waits for `.task` actions, however late a loaded machine runs their hops off the main actor.
///
/// The Swift runtime has no hook for creating or finishing a task, but an unstructured `Task`
/// copies the task-local values bound where it is created and releases them when it completes.
/// So the stage binds a token object around the code it runs; every task started there (and every
/// task those start) holds a strong reference to the token while it exists, and the token's strong
/// reference count is the number of such tasks alive. A task parked in a stage `Task.sleep` is
/// counted as parked (the run loop wakes it, and sees it again when it sleeps next); the tasks of a
/// token are busy while more of them are alive than parked.
///
/// One token serves all the code run between two settles (the open batch): a token nobody took is
/// reused, so frames that start no task allocate nothing.
final class ActionTaskToken: @unchecked Sendable {
    /// The token of the code running now, if a stage runs it.
    @TaskLocal static var current: ActionTaskToken?

    /// Tasks holding the token that are parked in a stage `Task.sleep` (guarded by the run loop's
    /// lock).
    var parked = 0

    /// How many strong references to this token exist elsewhere than in `watched` (the tasks
    /// holding it, plus the run loop's own reference to the open batch's token).
    ///
    /// `_getRetainCount` is the standard library's reading of the runtime's strong count. Loading
    /// the weak reference adds references of its own, how many depends on the optimiser, so the
    /// same path is measured once on a token nobody else holds and taken off.
    static func references(through watched: WatchedActionTasks) -> Int? {
        guard let count = strongCount(through: watched) else { return nil }
        return count - pathReferences
    }

    @inline(never)
    private static func strongCount(through watched: WatchedActionTasks) -> Int? {
        guard let token = watched.token else { return nil }
        return Int(_getRetainCount(token))
    }

    /// The references `strongCount(through:)` counts that are its own: measured on a token that
    /// only an object's property holds (a local would add references of its own in debug builds).
    private static let pathReferences: Int = {
        final class Holder { let token = ActionTaskToken() }
        let holder = Holder()
        let watched = WatchedActionTasks(token: holder.token)
        return withExtendedLifetime(holder) { (strongCount(through: watched) ?? 1) - 1 }
    }()
}

/// A watched token: held weakly, so it goes away with its last task.
struct WatchedActionTasks {
    weak var token: ActionTaskToken?
}
