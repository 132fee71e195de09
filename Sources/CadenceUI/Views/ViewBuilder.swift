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
    public static func buildExpression<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock() -> EmptyView {
        EmptyView()
    }

    public static func buildBlock<Content: View>(_ content: Content) -> Content {
        content
    }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? {
        content
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
        AnyView(content)
    }
}
