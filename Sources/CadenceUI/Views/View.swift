/// A piece of user interface, described as a value: SwiftUI's `View`, hosted headlessly by a ``Stage``.
///
/// Conform a struct and give it a `body` built from other views:
///
/// ```swift
/// struct Badge: View {
///     var count: Int
///     var body: some View {
///         Text("\(count)")
///             .padding(4)
///             .background(.red)
///     }
/// }
/// ```
///
/// `@MainActor @preconcurrency`, exactly as SwiftUI declares it: views are evaluated on the main actor,
/// and code that reads a view's properties inside a `@Sendable` closure (as SwiftUI's
/// `keyframeAnimator` content closures do) compiles with a warning instead of an error, as it does
/// against SwiftUI.
///
/// Built-in views (`Text`, `Image`, shapes, stacks, …) are primitives whose `Body` is `Never`; the
/// stage never reads their `body`.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's `body` returns.
    associatedtype Body: View

    /// The content of the view, re-evaluated whenever its state or environment changes.
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
