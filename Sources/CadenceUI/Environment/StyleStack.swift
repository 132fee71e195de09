/// The styles of one kind set with a style modifier around a view (`labeledContentStyle(_:)`,
/// `menuStyle(_:)`), innermost last: the view draws with the innermost one, and while that
/// style's body is resolved the stack is popped, so a `LabeledContent(configuration)` or
/// `Menu(configuration)` inside it draws with the style set further out (the platform's when no
/// other is set), as SwiftUI's "style that only modifies the current style" does.
struct StyleStack<Style> {
    private var styles: [Style] = []

    nonisolated init() {}

    /// The style a view below draws with, or `nil` for the platform's.
    var innermost: Style? { styles.last }

    /// Adds `style` inside the others.
    nonisolated mutating func push(_ style: Style) {
        styles.append(style)
    }

    /// The stack as the innermost style's body sees it.
    func popped() -> StyleStack {
        var stack = self
        _ = stack.styles.popLast()
        return stack
    }
}

extension ResolveContext {
    /// Resolves a style's body, made by `makeBody`, at `component`: in an identity of the style's
    /// own type (so switching styles does not hand one style's `@State` to another) and with the
    /// style's `@State` and `@Environment` properties installed before `makeBody` reads them.
    /// Every control that draws through a style (buttons, toggles, labels, menus, …) goes through it.
    @MainActor
    func resolveStyleBody<Style, Body: View>(of style: Style, at component: ViewIdentity.Component, _ makeBody: () -> Body) -> [LayoutNode] {
        var inner = self
        inner.identity = identity.appending(.type(ObjectIdentifier(Style.self)))
        inner.installDynamicProperties(of: style)
        return inner.resolve(makeBody(), at: component)
    }
}
