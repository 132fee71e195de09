/// A reusable change to a view: SwiftUI's `ViewModifier`.
///
/// ```swift
/// struct Badge: ViewModifier {
///     var count: Int
///     func body(content: Content) -> some View {
///         content.overlay(alignment: .topTrailing) {
///             Text("\(count)").font(.caption2).padding(4).background(.red)
///         }
///     }
/// }
/// Image(systemName: "bell").modifier(Badge(count: 3))
/// ```
///
/// A modifier may have `@State` and `@Environment` properties of its own; they are stored at the
/// modified view's identity.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The view the modifier makes.
    associatedtype Body: View
    /// A placeholder for the view being modified, passed to ``body(content:)``.
    typealias Content = _ViewModifier_Content<Self>

    /// The modified view, built from `content` (a placeholder for the view being modified).
    @ViewBuilder @MainActor @preconcurrency func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
    /// Built-in modifiers have no body; the view graph applies them directly.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self) is a built-in modifier; its body is never evaluated")
    }
}

/// The view a modifier's `body(content:)` receives: it stands for the view being modified.
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
}

extension _ViewModifier_Content: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        context.modifierContent?(context) ?? []
    }
}

extension View {
    /// This view changed by `modifier`.
    @inlinable
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
