/// The key behind `Transaction.scrollTargetAnchor`.
private struct ScrollTargetAnchorKey: TransactionKey {
    static var defaultValue: UnitPoint? { nil }
}

extension Transaction {
    /// Where a view scrolled to in this transaction lines up in the scroll view's visible region:
    /// SwiftUI's `scrollTargetAnchor` (`nil`, the default: the request's own anchor decides).
    ///
    /// ```swift
    /// withTransaction(\.scrollTargetAnchor, .bottom) { position = messages.last?.id }
    /// ```
    ///
    /// It applies to a change of a `scrollPosition(id:anchor:)` binding made in the transaction (it
    /// wins over the modifier's `anchor`) and to `ScrollViewProxy.scrollTo(_:anchor:)` called with
    /// no anchor inside it. `.top` puts the view's top edge at the top of the visible region,
    /// `.bottom` its bottom edge at the bottom, `.center` its centre in the middle (clamped to the
    /// content, as every scroll is).
    public var scrollTargetAnchor: UnitPoint? {
        get { self[ScrollTargetAnchorKey.self] }
        set { self[ScrollTargetAnchorKey.self] = newValue }
    }
}
