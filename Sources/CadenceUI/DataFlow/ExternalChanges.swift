import Foundation

/// Changes to model objects noticed outside an evaluation pass: an `@Observable` property the last
/// pass read was set, or an `ObservableObject` sent `objectWillChange`. Observation calls back on
/// the thread of the mutation, so the mark is lock-protected; the graph takes it at its next update
/// (the stage updates after every action it runs), keeping the transaction of the change so
/// `withAnimation { model.isOn.toggle() }` animates.
final class ExternalChanges: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: Transaction?
    private var holds: [TransactionHold] = []

    /// Notes a change made in `transaction` (the latest animated one wins, like state writes). An
    /// animated change holds the transaction's completion handlers at once, inside the
    /// `withAnimation` body, as a state write does: otherwise `withAnimation(_:_:completion:)` would
    /// seal them with nothing holding them and run the completion before the views animate.
    func mark(_ transaction: Transaction) {
        lock.withLock {
            if pending == nil || transaction.animation != nil || transaction.disablesAnimations || transaction.hasCustomValues {
                pending = transaction
            }
            if transaction.animation != nil {
                holds.append(TransactionHold(transaction, at: 0))
            }
        }
    }

    /// The holds the marked changes made (for the graph to let go after its next pass), clearing them.
    func takeHolds() -> [TransactionHold] {
        lock.withLock {
            defer { holds = [] }
            return holds
        }
    }

    /// The transaction of the pending change, if there is one, clearing it.
    func take() -> Transaction? {
        lock.withLock {
            defer { pending = nil }
            return pending
        }
    }
}

/// The `ObservableObject`s the views of a pass observe (`@StateObject`, `@ObservedObject`,
/// `@EnvironmentObject`): each is subscribed once; objects no pass observes any more are let go.
@MainActor
final class GraphSubscriptions {
    private var subscribed: [ObjectIdentifier: (object: AnyObject, cancellable: AnyCancellable)] = [:]
    private var observedThisPass: Set<ObjectIdentifier> = []
    private var depth = 0

    nonisolated init() {}

    func beginPass() {
        if depth == 0 { observedThisPass = [] }
        depth += 1
    }

    func endPass() {
        depth -= 1
        guard depth == 0 else { return }
        for (key, entry) in subscribed where !observedThisPass.contains(key) {
            entry.cancellable.cancel()
            subscribed[key] = nil
        }
    }

    /// Subscribes `changes` to `object`'s `objectWillChange` (once per object).
    func observe<Object: ObservableObject>(_ object: Object, marking changes: ExternalChanges) {
        let key = ObjectIdentifier(object)
        observedThisPass.insert(key)
        if let existing = subscribed[key], existing.object === object { return }
        let cancellable = object.objectWillChange.sink { _ in changes.mark(Transaction.current) }
        subscribed[key] = (object, cancellable)
    }
}
