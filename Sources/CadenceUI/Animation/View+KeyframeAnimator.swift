/// `.keyframeAnimator(…)`: the modified view, changed by `content` for the current value of its
/// keyframes.
nonisolated struct KeyframeAnimatorModifier<Value, Path: Keyframes, Modified, Output: View>: ViewModifier, PrimitiveModifier
where Path.Value == Value {
    typealias Body = Never
    let initialValue: Value
    let trigger: (any Equatable)?
    let repeating: Bool
    let content: @Sendable (PlaceholderContentView<Modified>, Value) -> Output
    let keyframes: (Value) -> Path

    @MainActor
    func resolve(content modified: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let driver = keyframeDriver(initialValue: initialValue, trigger: trigger, repeating: repeating,
                                    keyframes: keyframes, in: context)
        // The placeholder is only called while the content resolves, within this call. The content is
        // recorded, so that a frame where only the driver's value changed resolves just the content,
        // with the modified view's nodes as they are.
        var patch: SubtreeRecord.Patch?
        // The content's type is found patchable once, here, not at every frame.
        // It captures the content closure and the driver alone: a closure that captured the whole
        // modifier looked its generic type up at every frame to find them in its context.
        if let patchable = Output.self as? any PatchableContent.Type {
            let content = content
            patch = { context, outputs, placeholder in
                patchKeyframeContent(outputs, placeholder: placeholder, content: content, as: patchable, driver: driver, in: context)
            }
        }
        return withoutActuallyEscaping(modified) { modified in
            context.graph.resolveSubtree(
                at: context, slot: DriverSlot.keyframeAnimator,
                placeholder: AnimatorContent.placeholder(resolving: modified, at: context),
                patch: patch
            ) { [self] context, placeholder in
                let value = driver.present(trigger: trigger, keyframes: keyframes,
                                           reduceMotion: context.environment.accessibilityReduceMotion, at: context.time)
                var inner = AnimatorContent.contentContext(context)
                inner.modifierContent = placeholder
                let nodes = inner.resolve(content(PlaceholderContentView(), value))
                return driver.fader.compose(nodes, at: context.time)
            }
        }
    }
}

/// The content for the driver's value now, written into `outputs` in place (see
/// `SubtreeRecord.Patch`), unless a cross-fade runs (it composes new nodes) or the content is not the
/// placeholder under animated render effects. A free function: a static method of the generic
/// modifier would look the modifier's type up at every frame to be called.
@MainActor
private func patchKeyframeContent<Value, Path: Keyframes, Modified, Output: View>(
    _ outputs: [LayoutNode], placeholder: LayoutNode,
    content: @Sendable (PlaceholderContentView<Modified>, Value) -> Output,
    as patchable: any PatchableContent.Type,
    driver: KeyframeAnimatorDriver<Value, Path>, in context: PatchContext
) -> SubtreeRecord.PatchOutcome where Path.Value == Value {
    guard outputs.count == 1 else { return .never }
    // The inputs are the record's, which its evaluation presented.
    let value = driver.presentUnchanged(at: context.time)
    guard driver.fader.fade == nil else { return .notNow }
    guard let views = patchable.patch(content(PlaceholderContentView(), value), node: outputs[0], placeholder: placeholder,
                                      in: context) else { return .never }
    driver.fader.show(outputs)
    return .patched(views: views)
}

extension View {
    /// Plays the keyframes when `trigger` changes, changing this view with `content` for the current
    /// value: SwiftUI's `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
    ///
    /// ```swift
    /// Image(systemName: "heart.fill")
    ///     .keyframeAnimator(initialValue: LikeValues(), trigger: likes) { content, value in
    ///         content
    ///             .scaleEffect(value.scale)
    ///             .rotationEffect(value.rotation)
    ///     } keyframes: { _ in
    ///         KeyframeTrack(\.scale) {
    ///             SpringKeyframe(1.3, duration: 0.18, spring: .bouncy)
    ///             SpringKeyframe(1.0, duration: 0.32, spring: .snappy)
    ///         }
    ///         KeyframeTrack(\.rotation) {
    ///             CubicKeyframe(.degrees(-8), duration: 0.12)
    ///             CubicKeyframe(.zero, duration: 0.38)
    ///         }
    ///     }
    /// ```
    ///
    /// `content` receives a placeholder for this view and the value; it is `@Sendable`, as in SwiftUI.
    /// Everything else is as `KeyframeAnimator(initialValue:trigger:content:keyframes:)`.
    public nonisolated func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        modifier(KeyframeAnimatorModifier(initialValue: initialValue, trigger: trigger, repeating: false,
                                          content: content, keyframes: keyframes))
    }

    /// Loops the keyframes (or, with `repeating: false`, shows their first value), changing this view
    /// with `content` for the current value: SwiftUI's
    /// `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
    ///
    /// ```swift
    /// Circle()
    ///     .keyframeAnimator(initialValue: 1.0, repeating: true) { content, scale in
    ///         content.scaleEffect(scale)
    ///     } keyframes: { _ in
    ///         MoveKeyframe(1.0)
    ///         SpringKeyframe(1.4, duration: 0.6, spring: .bouncy)
    ///         CubicKeyframe(1.0, duration: 0.8)
    ///     }
    /// ```
    public nonisolated func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @Sendable (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        modifier(KeyframeAnimatorModifier(initialValue: initialValue, trigger: nil, repeating: repeating,
                                          content: content, keyframes: keyframes))
    }
}
