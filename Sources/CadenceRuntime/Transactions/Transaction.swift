import Cadence

/// The context of a state change: which animation moves it, and whether view-level animations may
/// override that. Mirrors SwiftUI's `Transaction`.
///
/// ```swift
/// var transaction = Transaction(animation: .snappy)
/// transaction.addAnimationCompletion { print("done") }
/// withTransaction(transaction) {
///     scale.set(1.5, at: clock.now)        // a StateAnimator: animated by .snappy
/// }
/// ```
///
/// `withTransaction` and `withAnimation` make a transaction current for the duration of their body;
/// a `StateAnimator` reads `Transaction.current` when it is set without an explicit animation.
/// Outside any `withTransaction`, the current transaction has no animation.
public struct Transaction: Sendable {
    /// The animation for changes made in this transaction; `nil` changes them at once.
    public var animation: Animation?

    /// Whether animations bound to a value (`StateAnimator(_:animation:)`, the runtime's
    /// `.animation(_:value:)`) are prevented from replacing this transaction's animation. With it set,
    /// `animation` alone decides, so `Transaction(animation: nil)` with `disablesAnimations` turns all
    /// animation off.
    public var disablesAnimations: Bool

    /// Whether the change is part of a continuous interaction (a gesture's `updating` and
    /// `onChanged`): SwiftUI's `isContinuous`. Default `false`.
    public var isContinuous = false

    /// Whether animatable values changed in this transaction track their velocity, so that an
    /// animation started when the interaction ends (a spring after a drag) begins with it:
    /// SwiftUI's `tracksVelocity`. Gesture updates set it. Default `false`.
    public var tracksVelocity = false

    /// Completion handlers added with `addAnimationCompletion(criteria:_:)`.
    var completions: [TransactionCompletion] = []

    /// Values stored under custom keys (``subscript(_:)``).
    private var customValues = TransactionValues()

    /// A transaction with no animation.
    public init() {
        animation = nil
        disablesAnimations = false
    }

    /// A transaction with `animation`.
    public init(animation: Animation?) {
        self.animation = animation
        disablesAnimations = false
    }

    /// Runs `completion` once every animation this transaction starts meets `criteria` (see
    /// `AnimationCompletionCriteria`: `.logicallyComplete` ignores animations that later changes add,
    /// `.removed` waits for them). As Apple documents, "the completion callback will always be fired
    /// exactly one time. If no animations are created by the changes in `body`, then the callback
    /// will be called immediately after `body`" — inside `withAnimation`/`withTransaction`, as soon
    /// as the body returns; for a transaction handed to an animator directly, at that animator's
    /// update.
    ///
    /// Like SwiftUI's, `completion` need not be `@Sendable`: it runs on the thread that updates the
    /// animators (the main actor, for views on a `Stage`).
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete,
        _ completion: @escaping () -> Void
    ) {
        completions.append(TransactionCompletion(criteria: criteria, handler: completion))
    }

    /// The value stored under a custom key, or the key's `defaultValue` when this transaction has
    /// none: SwiftUI's `subscript(key:)` for `TransactionKey`s. Declare keys with `@Entry` in an
    /// extension of `Transaction`, or by hand:
    ///
    /// ```swift
    /// private struct SourceKey: TransactionKey {
    ///     static let defaultValue = "unknown"
    /// }
    /// extension Transaction {
    ///     var source: String {
    ///         get { self[SourceKey.self] }
    ///         set { self[SourceKey.self] = newValue }
    ///     }
    /// }
    /// ```
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { customValues.storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { customValues.storage[ObjectIdentifier(key)] = newValue }
    }

    /// Whether a value was stored under a custom key: such a transaction is the one a view update
    /// reports to `.transaction` modifiers even when it animates nothing.
    package var hasCustomValues: Bool { !customValues.storage.isEmpty }

    /// Whether changes made in `other` may be applied in the same update as changes made in this
    /// transaction: the same animation, the same flags and the same completion handlers. SwiftUI
    /// queues each `withAnimation`/`withTransaction` body's state changes as a transaction of its
    /// own and updates the views once per transaction, in order; consecutive changes whose
    /// transactions agree share one update. (Cadence's view graph uses this to group state writes.)
    /// Custom values cannot be compared in general, so transactions carrying any are kept apart.
    package func mayConcatenate(with other: Transaction) -> Bool {
        !hasCustomValues && !other.hasCustomValues
            && animation == other.animation && disablesAnimations == other.disablesAnimations
            && isContinuous == other.isContinuous && tracksVelocity == other.tracksVelocity
            && completions.count == other.completions.count
            && zip(completions, other.completions).allSatisfy { $0 === $1 }
    }

    /// The transaction in effect: the innermost `withTransaction`/`withAnimation` on this task or
    /// thread, or a transaction without animation. Cadence addition (SwiftUI keeps it private).
    public static var current: Transaction {
        TransactionScope.$current.get() ?? Transaction()
    }
}

/// The task-local storage behind `Transaction.current`.
enum TransactionScope {
    @TaskLocal static var current: Transaction?
}

/// A key for a custom value carried by a ``Transaction``: SwiftUI's `TransactionKey`. Its
/// `defaultValue` is what a transaction that was never given a value reads.
public protocol TransactionKey {
    /// The type of the value the key stores.
    associatedtype Value
    /// The value of a transaction that was not given one.
    static var defaultValue: Value { get }
}

/// The storage behind ``Transaction/subscript(_:)``. SwiftUI's transactions carry values of any type
/// (a `TransactionKey`'s `Value` need not be `Sendable`); so do Cadence's, which are made and read on
/// the thread that changes state (the main actor, for views), hence the unchecked conformance.
struct TransactionValues: @unchecked Sendable {
    var storage: [ObjectIdentifier: Any] = [:]
}
