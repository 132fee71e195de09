/// Builds views from the statements of a closure: SwiftUI's `@ViewBuilder`.
///
/// Supports several views in a row (a ``TupleView``), `if`, `if`/`else`, `if let`, `switch`
/// (`_ConditionalContent`), optional views, `ForEach`, and `if #available` (an ``AnyView``).
///
/// ```swift
/// @ViewBuilder var badge: some View {
///     if count > 0 {
///         Text("\(count)")
///     } else {
///         Image(systemName: "bell")
///     }
/// }
/// ```
@resultBuilder
public struct ViewBuilder {
    /// One view of the block, as it is.
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    /// An empty block: an `EmptyView`.
    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    /// A block of one view, as it is.
    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    /// A block of several views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    /// `if` without `else`: the view when the condition holds, nothing otherwise.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    /// The `if` branch of an `if`/`else` (or the first case of a `switch`).
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if`/`else` (or a later case of a `switch`).
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available`: the view, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
