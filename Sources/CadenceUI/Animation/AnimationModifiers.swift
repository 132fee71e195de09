/// `.animation(_:value:)`: changes below are animated with `animation` in the passes where `value`
/// changed.
nonisolated struct ValueAnimationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let animation: Animation?
    let value: any Equatable

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let tracker = context.driver(slot: DriverSlot.animationValue) { ValueTracker(value) }
        var inner = context
        if tracker.observe(value), !inner.transaction.disablesAnimations {
            inner.transaction.animation = animation
        }
        return content(inner)
    }
}

/// `.animation(_:body:)`: the modifiers in `body` animate with `animation` whenever they change; the
/// modified view keeps the enclosing transaction.
nonisolated struct ScopedAnimationModifier<Modified, Output: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let animation: Animation?
    let output: Output

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let outer = context.transaction
        // The placeholder is only called while `output` resolves, within this call.
        return withoutActuallyEscaping(content) { content in
            let placeholder = AnimatorContent.placeholder(resolving: { here in
                var inner = here
                inner.transaction = outer
                return content(inner)
            }, at: context)
            var inner = context
            inner.modifierContent = placeholder
            if !inner.transaction.disablesAnimations {
                inner.transaction.animation = animation
            }
            return inner.resolve(output, at: .child(1))
        }
    }
}

/// `.transaction(_:)` and `.transaction(value:_:)`: changes the transaction of the subtree (always, or
/// in the passes where `value` changed).
nonisolated struct TransactionModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: (any Equatable)?
    let transform: (inout Transaction) -> Void

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        var inner = context
        if let value {
            let tracker = context.driver(slot: DriverSlot.animationValue) { ValueTracker(value) }
            if tracker.observe(value) { transform(&inner.transaction) }
        } else if context.graph.passFollowsChange {
            // Not in the passes that only move running animations: those have no transaction in
            // SwiftUI, and an animation set there restarted the animations below every frame.
            transform(&inner.transaction)
        }
        return content(inner)
    }
}

extension View {
    /// Animates the changes below with `animation` whenever `value` has changed: SwiftUI's implicit
    /// animation.
    ///
    /// ```swift
    /// Image(systemName: "chevron.right")
    ///     .rotationEffect(.degrees(isExpanded ? 90 : 0))
    ///     .animation(.snappy, value: isExpanded)
    /// ```
    ///
    /// In the pass where `value` differs (`!=`) from the one this modifier saw last, the transaction
    /// of the subtree takes `animation` (`nil`: no animation, even inside `withAnimation`), unless it
    /// `disablesAnimations`. Render parameters below that change then animate: `scaleEffect`,
    /// `rotationEffect`, `offset`, `opacity`, colours of text, symbols and fills, fixed frame sizes.
    /// In other passes the enclosing transaction passes through unchanged.
    public nonisolated func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(ValueAnimationModifier(animation: animation, value: value))
    }

    /// Animates the modifiers applied in `body` with `animation` whenever they change, leaving the
    /// view itself (`content` in `body`) to its own transaction.
    ///
    /// ```swift
    /// Text("Saved")
    ///     .animation(.smooth) { content in
    ///         content.opacity(isSaved ? 1 : 0)
    ///     }
    /// ```
    public nonisolated func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        modifier(ScopedAnimationModifier<Self, V>(animation: animation, output: body(PlaceholderContentView())))
    }

    /// Changes the transaction of the changes below: `transform` gets it in every pass.
    ///
    /// ```swift
    /// Badge().transaction { $0.animation = nil }    // never animated, even inside withAnimation
    /// ```
    public nonisolated func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(value: nil, transform: transform))
    }

    /// Changes the transaction of the changes below in the passes where `value` has changed.
    public nonisolated func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionModifier(value: value, transform: transform))
    }
}
