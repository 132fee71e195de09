import Foundation

/// One completion handler of a transaction, shared by every animator the transaction animates: it runs
/// once, when all of them have met its criterion.
///
/// Each animator that takes the transaction `claim`s the handler and `release`s it when its own
/// animation meets the criterion. The handler runs at the release that brings the count to zero —
/// provided the transaction is sealed: `withAnimation`/`withTransaction` seal after their body, so
/// animators set later in the body are still waited for; a transaction passed to an animator directly
/// is sealed from the start. A sealed handler that nobody claimed runs when it is sealed.
final class TransactionCompletion: @unchecked Sendable {
    let criteria: AnimationCompletionCriteria
    // Not `@Sendable`, as in SwiftUI's API: the handler runs where the animators are updated.
    private let handler: () -> Void
    // Animators on different threads may share one transaction: the counts are guarded.
    private let lock = NSLock()
    private var claims = 0
    private var isSealed = false
    private var hasRun = false

    init(criteria: AnimationCompletionCriteria, handler: @escaping () -> Void) {
        self.criteria = criteria
        self.handler = handler
    }

    /// An animator will report when its animation meets the criterion.
    func claim() {
        lock.withLock { claims += 1 }
    }

    /// An animator's animation met the criterion.
    func release() {
        let shouldRun = lock.withLock {
            claims -= 1
            return settle()
        }
        if shouldRun { handler() }
    }

    /// No more animators will claim the handler.
    func seal() {
        let shouldRun = lock.withLock {
            isSealed = true
            return settle()
        }
        if shouldRun { handler() }
    }

    /// Marks the handler as run when it is due; the caller runs it outside the lock.
    private func settle() -> Bool {
        guard isSealed, claims <= 0, !hasRun else { return false }
        hasRun = true
        return true
    }
}
