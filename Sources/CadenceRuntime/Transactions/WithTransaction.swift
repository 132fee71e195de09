import Cadence

/// Runs `body` with `transaction` as the current transaction and returns its result. Mirrors SwiftUI.
///
/// ```swift
/// var transaction = Transaction(animation: nil)
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { scale.set(2, at: now) }   // no animation, even a bound one
/// ```
///
/// Completion handlers of `transaction` that no animator claimed during `body` run when it returns.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    defer {
        for completion in transaction.completions { completion.seal() }
    }
    return try TransactionScope.$current.withValue(transaction, operation: body)
}

/// Runs `body` with the current transaction's `keyPath` set to `value`. Mirrors SwiftUI.
///
/// ```swift
/// withTransaction(\.disablesAnimations, true) { scale.set(2, at: now) }
/// ```
///
/// The rest of the current transaction is kept (its animation and completion handlers, for
/// instance), so nested calls refine the transaction rather than replace it; the handlers still wait
/// for the enclosing call's body.
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction.current
    transaction[keyPath: keyPath] = value
    return try TransactionScope.$current.withValue(transaction, operation: body)
}

/// Runs `body` in a transaction animated by `animation` (`nil`: no animation) and returns its result.
/// Mirrors SwiftUI.
///
/// ```swift
/// withAnimation(.bouncy) { scale.set(1.5, at: now) }
/// ```
///
/// Like SwiftUI's, the transaction is new: an enclosing transaction's `disablesAnimations` does not
/// carry into it.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` animated by `animation` and calls `completion`, exactly once, when every animation it
/// started meets `completionCriteria` — as soon as `body` returns if it animated nothing. Mirrors
/// SwiftUI, defaults included (`.default`, `.logicallyComplete`). With `.logicallyComplete`,
/// animations that later changes add are ignored; with `.removed`, they are waited for (see
/// `AnimationCompletionCriteria`).
///
/// ```swift
/// withAnimation(.smooth, completionCriteria: .removed) {
///     offset.set(100, at: now)
/// } completion: {
///     print("settled")
/// }
/// ```
public func withAnimation<Result>(
    _ animation: Animation? = .default,
    completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria, completion)
    return try withTransaction(transaction, body)
}
