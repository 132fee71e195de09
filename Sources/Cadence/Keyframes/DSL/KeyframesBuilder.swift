/// The result builder of a timeline's tracks.
///
/// Mirrors SwiftUI's `KeyframesBuilder`: a block lists `KeyframeTrack`s (or other `Keyframes`), or,
/// for a timeline that animates its whole value, keyframes directly. It may be empty (a timeline of
/// duration 0).
///
/// Cadence also accepts `if`, `if`/`else`, `switch` and `for`…`in` around whole tracks, which SwiftUI
/// does not, so code written this way compiles and runs:
///
/// ```swift
/// KeyframeTimeline(initialValue: LikeValues()) {
///     if !reduceMotion {
///         KeyframeTrack(\.scale) { SpringKeyframe(1.2, duration: 0.2, spring: .bouncy) }
///         KeyframeTrack(\.rotation) { CubicKeyframe(.degrees(-6), duration: 0.15) }
///     } else {
///         KeyframeTrack(\.scale) { LinearKeyframe(1.0, duration: 0.01) }
///     }
/// }
/// ```
@resultBuilder
public struct KeyframesBuilder<Value> {
    // MARK: Keyframes for the whole value (SwiftUI)

    /// One keyframe for the whole value, as it is.
    @inlinable
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The first keyframe for the whole value, as it is.
    @inlinable
    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value {
        first
    }

    /// Appends the next keyframes for the whole value after the ones before, in order.
    @inlinable
    public static func buildPartialBlock(accumulated: some KeyframeTrackContent<Value>,
                                         next: some KeyframeTrackContent<Value>) -> _KeyframeList<Value>
    where Value: Animatable {
        KeyframeTrackContentBuilder.buildPartialBlock(accumulated: accumulated, next: next)
    }

    /// The `if` branch (or first `switch` case) of keyframes for the whole value.
    @inlinable
    public static func buildEither<First, Second>(first component: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder.buildEither(first: component)
    }

    /// The `else` branch (or a later `switch` case) of keyframes for the whole value.
    @inlinable
    public static func buildEither<First, Second>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Value, Second.Value == Value {
        KeyframeTrackContentBuilder.buildEither(second: component)
    }

    /// `if` without `else` (a Cadence addition).
    @inlinable
    public static func buildOptional<K: KeyframeTrackContent>(_ component: K?)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, K, _KeyframeList<Value>> where K.Value == Value {
        KeyframeTrackContentBuilder.buildOptional(component)
    }

    /// A `for`…`in` loop of keyframes for the whole value: every pass's keyframes, in order.
    @inlinable
    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> _KeyframeList<Value>
    where Value: Animatable {
        KeyframeTrackContentBuilder.buildArray(components)
    }

    /// Keyframes for the whole value become a track on `\Value.self`.
    @inlinable
    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content)
        -> KeyframeTrack<Value, Value, Content> where Content.Value == Value {
        KeyframeTrack(IdentityKeyPaths.identity(of: Value.self)) { component }
    }

    // MARK: Tracks (SwiftUI)

    /// One track (or other `Keyframes`) of the block, as it is.
    @inlinable
    public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value {
        expression
    }

    /// The first track of a block, as it is.
    @inlinable
    public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value {
        first
    }

    /// Appends the next tracks of a block after the ones before, in declaration order.
    @inlinable
    public static func buildPartialBlock(accumulated: some Keyframes<Value>,
                                         next: some Keyframes<Value>) -> _KeyframesGroup<Value> {
        _KeyframesGroup { list in
            accumulated._appendTracks(to: &list)
            next._appendTracks(to: &list)
        }
    }

    /// An empty block: a timeline with no tracks, of duration 0.
    @inlinable
    public static func buildBlock() -> _KeyframesGroup<Value> {
        _KeyframesGroup()
    }

    /// A block of tracks, as it is.
    @inlinable
    public static func buildFinalResult<K: Keyframes>(_ component: K) -> K where K.Value == Value {
        component
    }

    // MARK: Control flow around tracks (Cadence additions)

    /// The `if` branch (or first `switch` case) around whole tracks (a Cadence addition): its tracks.
    @inlinable
    public static func buildEither<First: Keyframes>(first component: First) -> _KeyframesGroup<Value>
    where First.Value == Value {
        _KeyframesGroup { list in component._appendTracks(to: &list) }
    }

    /// The `else` branch (or a later `switch` case) around whole tracks (a Cadence addition): its tracks.
    @inlinable
    public static func buildEither<Second: Keyframes>(second component: Second) -> _KeyframesGroup<Value>
    where Second.Value == Value {
        _KeyframesGroup { list in component._appendTracks(to: &list) }
    }

    /// (The result names `K` so that Swift can infer it for the branch that passes nil.)
    @inlinable
    public static func buildOptional<K: Keyframes>(_ component: K?) -> _OptionalKeyframes<K> where K.Value == Value {
        _OptionalKeyframes(component)
    }

    /// A `for`…`in` loop around whole tracks (a Cadence addition): every pass's tracks, in order.
    @inlinable
    public static func buildArray(_ components: [some Keyframes<Value>]) -> _KeyframesGroup<Value> {
        _KeyframesGroup { list in
            for component in components { component._appendTracks(to: &list) }
        }
    }

    /// `if #available` around whole tracks (a Cadence addition): its tracks.
    @inlinable
    public static func buildLimitedAvailability(_ component: some Keyframes<Value>) -> _KeyframesGroup<Value> {
        _KeyframesGroup { list in component._appendTracks(to: &list) }
    }
}
