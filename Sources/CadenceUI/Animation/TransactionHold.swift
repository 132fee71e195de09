/// Keeps a transaction's completion handlers from running before the views it changed are evaluated.
///
/// `withAnimation(_:completionCriteria:_:completion:)` seals its transaction when its body returns,
/// and a sealed handler that no animator holds runs at once. In a view hierarchy the animators start
/// later, during the next evaluation pass, so the graph makes a hold when the state is written
/// (inside the body): a one-value `StateAnimator` that takes the transaction and so holds its
/// handlers. After the pass — where every render parameter the change animates took the
/// transaction too — the hold lets go; the handlers then run when the last of those animations meets
/// its criterion, or at once if the change animated nothing.
struct TransactionHold {
    private var holder = StateAnimator(0.0)

    init(_ transaction: Transaction, at time: Double) {
        holder.set(1, transaction: transaction, at: time)
    }

    /// Lets go of the handlers at `time`.
    mutating func release(at time: Double) {
        holder.finishImmediately(at: time)
    }
}
