/// A container that animates its content with keyframes: SwiftUI's `KeyframeAnimator`.
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, trigger: likes) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// } keyframes: { _ in
///     SpringKeyframe(1.3, duration: 0.18, spring: .bouncy)
///     SpringKeyframe(1.0, duration: 0.32, spring: .snappy)
/// }
/// ```
///
/// - `init(initialValue:trigger:content:keyframes:)` plays the keyframes each time `trigger` changes
///   (`==` values do nothing). The keyframes closure receives the current value (`initialValue` at
///   first, then where the last run ended); a change mid-run starts over from the current value,
///   carrying its velocity (or follows the `.replayPolicy(_:)` set around the animator).
/// - `init(initialValue:repeating:content:keyframes:)` loops from the moment the animator appears
///   (`repeating: true`, the default), each pass starting where the last ended; with `false` the
///   content shows the value at the beginning of the timeline.
///
/// An empty keyframes block is a timeline of duration 0: a run ends at once and a loop holds still.
/// `content` is evaluated every frame while the value moves, in the enclosing transaction. The player lives at the animator's
/// identity: it survives re-evaluations of the parent and starts over with a new identity (another
/// `.id`, another branch). It stops while the stage is hidden or its branch is gone (a loop holds
/// where it was and goes on when shown again; a run finishes at once), and reads Reduce Motion from
/// the environment (see `.reduceMotionPolicy(_:)`; by default, as in SwiftUI, nothing changes).
public nonisolated struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: (any Equatable)?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays the keyframes when `trigger` changes, showing `content` for the current value.
    public init(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = trigger
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Loops the keyframes (or, with `repeating: false`, shows their first value), showing `content`
    /// for the current value.
    public init(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public typealias Body = Never
}

extension KeyframeAnimator: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let driver = keyframeDriver(initialValue: initialValue, trigger: trigger, repeating: repeating,
                                    keyframes: keyframes, in: context)
        // Recorded, so that a frame where only the driver's value changed resolves just the content.
        return context.graph.resolveSubtree(at: context, slot: DriverSlot.keyframeAnimator, placeholder: nil) { [self] context, _ in
            let value = driver.present(trigger: trigger, keyframes: keyframes,
                                       reduceMotion: context.environment.accessibilityReduceMotion, at: context.time)
            let nodes = AnimatorContent.contentContext(context).resolve(content(value))
            return driver.fader.compose(nodes, at: context.time)
        }
    }
}

/// The driver of the keyframe animator at `context`'s identity, made when it first appears.
@MainActor
func keyframeDriver<Value, Path: Keyframes>(
    initialValue: Value, trigger: (any Equatable)?, repeating: Bool,
    keyframes: @escaping (Value) -> Path, in context: ResolveContext
) -> KeyframeAnimatorDriver<Value, Path> where Path.Value == Value {
    context.driver(slot: DriverSlot.keyframeAnimator) {
        KeyframeAnimatorDriver(initialValue: initialValue, trigger: trigger, repeating: repeating,
                               keyframes: keyframes, in: context.environment, at: context.time)
    }
}
