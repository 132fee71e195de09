/// A description of how a value changes over time, built from keyframe tracks, that you can evaluate
/// at any time.
///
/// Mirrors SwiftUI's `KeyframeTimeline`, with its numbers. Every track starts from the property's
/// value in `initialValue`; tracks are applied in declaration order, so when two tracks animate the
/// same property the later one wins; a track that has ended holds its last value while longer ones
/// go on.
///
/// ```swift
/// struct Values { var scale = 1.0; var rotation = Angle.zero }
///
/// let timeline = KeyframeTimeline(initialValue: Values()) {
///     KeyframeTrack(\.scale) {
///         CubicKeyframe(1.2, duration: 0.2)
///         CubicKeyframe(1.0, duration: 0.3)
///     }
///     KeyframeTrack(\.rotation) {
///         LinearKeyframe(.degrees(10), duration: 0.25)
///     }
/// }
/// timeline.duration                    // 0.5
/// timeline.value(time: 0.2).scale      // 1.2
/// timeline.value(progress: 1).rotation // 10°, held since 0.25 s
/// ```
///
/// Times are seconds. Before 0 (and at NaN) the value is `initialValue`; after `duration` every track
/// holds its end value. A timeline is built once: its keyframes are resolved into flat arrays of
/// precomputed segments, so evaluating it searches a sorted array and evaluates one polynomial or
/// spring per track, without allocating. `Value` is meant to be a value type: each sample writes the
/// tracks into a copy of `initialValue`, which for a class would be the one shared instance.
public struct KeyframeTimeline<Value> {
    /// The lowered tracks (one contiguous word program, see `KeyframeProgram`) with the initial value,
    /// in memory shared with the timelines made around it, and a header with the samplers of the
    /// tracks it does not inline and the lowering kept for velocities and inspection.
    @usableFromInline let storage: KeyframeTimelineStorage<Value>

    /// The duration in seconds: that of the longest track; 0 with no tracks; +∞ if a track never ends
    /// (an undamped spring keyframe left to settle).
    public let duration: Double

    /// A timeline that animates `initialValue` with the tracks `content` builds.
    @inlinable
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, initialVelocity: KeyframeVelocity(), keyframes: content())
    }

    /// A timeline that starts moving: each track's first keyframe starts with the velocity
    /// `initialVelocity` gives its property (0 where it gives none), unless the keyframe sets its own.
    /// This is how an animator replays keyframes mid-flight without a jolt. A Cadence addition: SwiftUI
    /// does this internally for `KeyframeAnimator`, without public API.
    @inlinable
    public init(initialValue: Value, initialVelocity: KeyframeVelocity<Value>,
                @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
        self.init(initialValue: initialValue, initialVelocity: initialVelocity, keyframes: content())
    }

    @inlinable
    init(initialValue: Value, initialVelocity: KeyframeVelocity<Value>, keyframes: some Keyframes<Value>) {
        let lowering = KeyframeLowering(initialValue: initialValue, initialVelocity: initialVelocity, keyframes: keyframes)
        let tracks = lowering.tracks()
        let (program, samplers) = KeyframeProgram.make(tracks)
        storage = KeyframeTimelineStorage.make(initialValue: initialValue, program: program, samplers: samplers, lowering: lowering)
        self.duration = tracks.reduce(0) { max($0, $1.duration) }
    }

    /// A timeline of `keyframes` that keeps no keyframes (a keyframe player's, which only samples it
    /// and asks its velocity): its velocities come from the lowered program and samplers, and it
    /// cannot be inspected (`tracks`, `joints(repeating:)`).
    @inlinable
    package init(initialValue: Value, initialVelocity: KeyframeVelocity<Value>, keepingNoKeyframes keyframes: some Keyframes<Value>) {
        var list = _KeyframeTrackList(initialValue: initialValue, initialVelocity: initialVelocity)
        keyframes._appendTracks(to: &list)
        let tracks = list.tracks
        let (program, samplers) = KeyframeProgram.make(tracks)
        let velocities = tracks.filter { KeyframeProgram.isInline($0.sampler) }.map { $0.details.scalarVelocity() }
        storage = KeyframeTimelineStorage.make(initialValue: initialValue, program: program, samplers: samplers,
                                               lowering: nil, scalarVelocities: velocities)
        self.duration = tracks.reduce(0) { max($0, $1.duration) }
    }

    /// `init(initialValue:initialVelocity:keepingNoKeyframes:)` for a loop's pass: the timeline `memo`
    /// remembers when this build would read exactly what that one was built from (see
    /// `KeyframeBuildKey`), else a new one, which `memo` remembers from its second build on.
    package init(initialValue: Value, initialVelocity: KeyframeVelocity<Value>,
                 keepingNoKeyframes keyframes: some Keyframes<Value>, memo: inout KeyframeBuildMemo<Value>) {
        memo.builds += 1
        guard memo.builds > 1 else {
            self.init(initialValue: initialValue, initialVelocity: initialVelocity, keepingNoKeyframes: keyframes)
            return
        }
        var list = _KeyframeTrackList(initialValue: initialValue, initialVelocity: initialVelocity)
        var key = KeyframeBuildKey()
        key.append(initialValue)
        list.key = key
        keyframes._appendTracks(to: &list)
        key = list.key ?? KeyframeBuildKey()
        if let remembered = memo.reused(for: key) {
            self = remembered
            return
        }
        self.init(initialValue: initialValue, initialVelocity: initialVelocity, keepingNoKeyframes: keyframes)
        memo.remember(self, key: key)
    }

    /// The value at `time` seconds: every track's value written, in order, into `initialValue`.
    ///
    /// Negative times and NaN give `initialValue`; times past a track's end see its end value. At the
    /// exact time of a jump between keyframes the value is still the one before the jump.
    @inlinable @inline(__always)
    public func value(time: Double) -> Value {
        storage.value(at: time)
    }

    /// The value at `progress` through the timeline (0 start, 1 end): `value(time: duration × progress)`.
    /// Progress outside [0, 1] extrapolates in time (before the start: `initialValue`; after the end:
    /// the end values). For a timeline that never ends, every progress but 0 is +∞ or −∞ seconds, and
    /// progress 0 is ∞ × 0 = NaN seconds, so `initialValue`.
    @inlinable
    public func value(progress: Double) -> Value {
        value(time: duration * progress)
    }
}

extension KeyframeTimeline {
    /// Every track resolved, in declaration order, lowered again from the keyframes (deterministic:
    /// the same tracks the timeline was built from). For velocities and inspection, not sampling.
    @usableFromInline
    var resolvedTracks: [ResolvedKeyframeTrack<Value>] {
        guard let lowering = storage.header.lowering else {
            preconditionFailure("a timeline built keeping no keyframes cannot be inspected")
        }
        return lowering.tracks()
    }

    /// The value every sample starts from.
    @usableFromInline
    var initialValue: Value { storage.initialValue }

    /// The program words (see `KeyframeProgram`), copied out.
    @usableFromInline
    var program: [UInt64] { storage.words }
}

extension KeyframeTimeline: Sendable where Value: Sendable {}
