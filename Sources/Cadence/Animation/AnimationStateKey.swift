/// A key for a piece of per-run state of a custom animation. Mirrors SwiftUI's `AnimationStateKey`.
///
/// ```swift
/// private struct Pause<Value: VectorArithmetic>: AnimationStateKey {
///     var pausedAt: Double? = nil
///     static var defaultValue: Self { .init() }
/// }
/// extension AnimationContext {
///     fileprivate var pause: Pause<Value> {
///         get { state[Pause<Value>.self] }
///         set { state[Pause<Value>.self] = newValue }
///     }
/// }
/// ```
public protocol AnimationStateKey {
    /// The type of the stored state.
    associatedtype Value
    /// The state before anything was stored for this key.
    static var defaultValue: Value { get }
}
