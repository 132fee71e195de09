/// The result builder of a track's keyframes.
///
/// Mirrors SwiftUI's `KeyframeTrackContentBuilder`: a block lists keyframes in order, and may use
/// `if`/`else`, `switch` and `for`…`in`, and be empty (a track that holds its start value). Cadence
/// also accepts `if` without `else` (SwiftUI requires the `else`).
///
/// ```swift
/// KeyframeTrack(\.offset) {
///     for step in 1...3 {
///         CubicKeyframe(CGFloat(step) * 10, duration: 0.1)
///     }
///     if bounces {
///         SpringKeyframe(0, spring: .bouncy)
///     } else {
///         LinearKeyframe(0, duration: 0.2)
///     }
/// }
/// ```
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    /// One keyframe (or a group of them) of the block, as it is.
    @inlinable
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The first keyframe of a block, as it is.
    @inlinable
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    /// Appends the next keyframes of a block after the ones before, in order.
    @inlinable
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> _KeyframeList<Value> {
        var list = _KeyframeList(accumulated)
        next._appendKeyframes(to: &list)
        return list
    }

    /// An empty block: no keyframes.
    @inlinable
    public static func buildBlock() -> _KeyframeList<Value> {
        _KeyframeList()
    }

    /// The `if` branch of an `if`/`else` or the first case of a `switch`: its keyframes.
    @inlinable
    public static func buildEither<First, Second>(first component: First) -> Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Value, Second.Value == Value {
        Conditional(_KeyframeList(component))
    }

    /// The `else` branch of an `if`/`else` or a later case of a `switch`: its keyframes.
    @inlinable
    public static func buildEither<First, Second>(second component: Second) -> Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Value, Second.Value == Value {
        Conditional(_KeyframeList(component))
    }

    /// `if` without `else` (a Cadence addition): no keyframes when the condition is false. (The result
    /// names `K` so that Swift can infer it for the branch that passes nil.)
    @inlinable
    public static func buildOptional<K: KeyframeTrackContent>(_ component: K?)
        -> Conditional<Value, K, _KeyframeList<Value>> where K.Value == Value {
        Conditional(component.map { _KeyframeList($0) } ?? _KeyframeList())
    }

    /// A `for`…`in` loop: the keyframes of every pass, in order (none for an empty sequence).
    @inlinable
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> _KeyframeList<Value> {
        var list = _KeyframeList<Value>()
        for component in components { component._appendKeyframes(to: &list) }
        return list
    }

    /// `if #available` (a Cadence addition).
    @inlinable
    public static func buildLimitedAvailability(_ component: some KeyframeTrackContent<Value>) -> _KeyframeList<Value> {
        _KeyframeList(component)
    }
}

extension KeyframeTrackContentBuilder {
    /// The keyframes of whichever branch of an `if`/`else` or `switch` ran.
    public struct Conditional<ConditionalValue, First: KeyframeTrackContent, Second: KeyframeTrackContent>: KeyframeTrackContent
    where First.Value == ConditionalValue, Second.Value == ConditionalValue {
        public typealias Value = ConditionalValue

        @usableFromInline let keyframes: _KeyframeList<ConditionalValue>

        @inlinable
        init(_ keyframes: _KeyframeList<ConditionalValue>) { self.keyframes = keyframes }

        public var body: Self { self }

        @inlinable
        public func _appendKeyframes(to list: inout _KeyframeList<ConditionalValue>) {
            keyframes._appendKeyframes(to: &list)
        }
    }
}
