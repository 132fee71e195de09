/// A sequence of keyframes animating one property of a root value, reached by a key path.
///
/// Mirrors SwiftUI's `KeyframeTrack`. The track starts from the property's value in the timeline's
/// initial value, runs its keyframes one after another, and holds the last value after they end. Tracks
/// of a timeline run side by side and are applied in declaration order, so when two tracks animate the
/// same property the later one wins.
///
/// ```swift
/// KeyframeTimeline(initialValue: LikeValues()) {
///     KeyframeTrack(\.scale) {
///         SpringKeyframe(1.3, duration: 0.18, spring: .bouncy)
///         SpringKeyframe(1.0, duration: 0.32, spring: .snappy)
///     }
///     KeyframeTrack(\.transform.rotation) {       // nested key paths work
///         CubicKeyframe(.degrees(-8), duration: 0.12)
///         CubicKeyframe(.zero, duration: 0.2)
///     }
/// }
/// ```
///
/// An empty track holds the property at its start value (and, being later, wins over earlier tracks on
/// the same property).
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    // The generic parameter `Value` is the property's type; the `Keyframes` value is the root.
    public typealias Value = Root

    @usableFromInline let keyPath: WritableKeyPath<Root, Value> & Sendable
    @usableFromInline let content: Content

    /// A track that animates the property of the root value at `keyPath`.
    ///
    /// The key path is stored as `Sendable` whatever its static type (SwiftUI's signature takes a plain
    /// `WritableKeyPath`, and code that declares one must compile unchanged). Key paths are immutable,
    /// so this is sound unless the key path captures a non-`Sendable` subscript argument that is not
    /// safe to read from several threads.
    @inlinable
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = unsafeBitCast(keyPath, to: (WritableKeyPath<Root, Value> & Sendable).self)
        self.content = content()
    }

    public var body: Self { self }

    @inlinable
    public func _appendTracks(to list: inout _KeyframeTrackList<Root>) {
        list.append(keyPath, keyframes: _KeyframeList(content))
    }
}

extension KeyframeTrack where Root == Value {
    /// A track that animates the whole root value.
    ///
    /// ```swift
    /// let bounce = KeyframeTimeline(initialValue: 0.0) {
    ///     KeyframeTrack {
    ///         CubicKeyframe(-20, duration: 0.2)
    ///         SpringKeyframe(0, spring: .bouncy)
    ///     }
    /// }
    /// ```
    @inlinable
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
        self.init(IdentityKeyPaths.identity(of: Root.self), content: content)
    }
}
