/// The state a running animation keeps between frames, read and written by key. Mirrors SwiftUI's
/// `AnimationState`.
///
/// ```swift
/// var state = AnimationState<Double>()
/// state[Pause<Double>.self].pausedAt = 0.5
/// ```
///
/// Reading a key that was never written gives its `defaultValue`. The storage is a copy-on-write
/// dictionary keyed by the key's type, so a copy of a context is an independent snapshot: Cadence
/// relies on this to sample an animation ahead (for a velocity) without disturbing the real run.
public struct AnimationState<Value: VectorArithmetic> {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// An empty state (Cadence addition, so animations can be driven without views).
    public init() {}

    /// The state stored for `key`, or its default value.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Forgets what was stored for `key`, so it reads its default again.
    mutating func removeValue<K: AnimationStateKey>(forKey key: K.Type) {
        storage[ObjectIdentifier(key)] = nil
    }

    /// Whether anything was stored for `key`.
    func contains<K: AnimationStateKey>(_ key: K.Type) -> Bool {
        storage[ObjectIdentifier(key)] != nil
    }
}

// The stored values are erased, so the compiler cannot check them. State values are meant to be
// plain values (numbers, vectors, small structs), as in SwiftUI; a key whose value is a shared mutable
// reference is the caller's responsibility.
extension AnimationState: @unchecked Sendable where Value: Sendable {}
