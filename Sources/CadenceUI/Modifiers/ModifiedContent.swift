/// A view with a modifier applied: SwiftUI's `ModifiedContent`, what every modifier method returns.
public nonisolated struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier applied to it.
    public var modifier: Modifier

    /// Makes `content` with `modifier` applied; `view.modifier(_:)` is the usual spelling.
    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let content = self.content
        let enclosing = context.modifierContent
        // The modified view resolves where it is asked for (its identity under the modifier), seeing
        // the placeholder of any modifier around this one, not this one's.
        let resolveContent: ContentResolver = { here in
            var inner = here
            inner.modifierContent = enclosing
            return inner.resolve(content, at: .child(0))
        }
        if let primitive = Modifier.self as? any PrimitiveModifier.Type {
            return primitive.resolve(modifier, content: resolveContent, in: context)
        }
        if let effect = modifier as? any GeometryEffect {
            return context.resolveGeometryEffect(effect, content: resolveContent)
        }
        if Modifier.Body.self == Never.self {
            context.graph.report(.missingBody, "\(Modifier.self) has no body(content:) and is not a built-in modifier; the content is shown unmodified")
            return resolveContent(context)
        }
        var inner = context
        inner.identity = context.identity.appending(.type(ObjectIdentifier(Modifier.self)))
        let modifier = inner.presentingAnimatableData(of: self.modifier, slot: DriverSlot.animatableModifier)
        inner.installDynamicProperties(of: modifier)
        inner.modifierContent = resolveContent
        return inner.resolve(modifier.body(content: _ViewModifier_Content<Modifier>()))
    }
}
