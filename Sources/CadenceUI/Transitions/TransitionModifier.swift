/// `.transition(_:)`: how the view is drawn while it is inserted or removed (see ``AnyTransition``).
nonisolated struct TransitionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transition: AnyTransition

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        guard let scope = context.transitionScope else {
            // Nothing inserted here: an `.id(_:)` right inside makes the views this one transitions.
            var inner = context
            inner.identityTransition = (transition, context.identity.appending(.child(0)))
            return content(inner)
        }
        scope.isClaimed = true
        // Transitions inside belong to the view itself, not to this insertion.
        var inner = context
        inner.transitionScope = nil
        if let animation = transition.animation { scope.requestedAnimation = animation }
        return scope.wrap(content(inner), in: transition, context: context)
    }
}

extension View {
    /// How this view animates in when it is inserted (by an `if`, `if`/`else` or `switch` becoming
    /// true) and out when it is removed, with the animation in effect for the change.
    ///
    /// ```swift
    /// VStack {
    ///     if showsBanner {
    ///         Banner().transition(.push(from: .top))
    ///     }
    /// }
    /// .animation(.smooth, value: showsBanner)
    /// ```
    ///
    /// A view inserted or removed without this modifier fades (`.opacity`), as in SwiftUI. Only the
    /// outermost `.transition` of the inserted view applies.
    public nonisolated func transition(_ t: AnyTransition) -> some View {
        modifier(TransitionModifier(transition: t))
    }

    /// How this view animates in and out, as an iOS 17 `Transition` (a built-in one such as
    /// `.blurReplace` or `ScaleTransition(0.5)`, or your own with `body(content:phase:)`).
    @_disfavoredOverload
    public nonisolated func transition<T: Transition>(_ transition: T) -> some View {
        modifier(TransitionModifier(transition: AnyTransition(transition)))
    }
}
