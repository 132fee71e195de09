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

    /// The built-in fluid spring's state, which changes on every sample. In `storage` each write
    /// would box it anew (it is too large for an `Any`'s inline buffer): a heap allocation per frame.
    /// Here it lives in a box of its own that a write updates in place while this state is its only
    /// owner and copies otherwise, so copies of a state stay independent snapshots, as with `storage`.
    /// (An inline generic field would make every copy of an `AnimationState` in generic code go
    /// through the fluid spring's value witnesses, slowing down all other animations.)
    private var fluidSpringBox: AnyObject?

    private final class FluidSpringBox {
        var state: FluidSpringState<Value>
        init(_ state: FluidSpringState<Value>) { self.state = state }
    }

    /// The fluid spring's state, or nil if none was stored.
    var fluidSpring: FluidSpringState<Value>? {
        get { fluidSpringBox.map { unsafeDowncast($0, to: FluidSpringBox.self).state } }
        set {
            guard let newValue else {
                fluidSpringBox = nil
                return
            }
            if isKnownUniquelyReferenced(&fluidSpringBox), let box = fluidSpringBox {
                unsafeDowncast(box, to: FluidSpringBox.self).state = newValue
            } else {
                fluidSpringBox = FluidSpringBox(newValue)
            }
        }
    }

    /// An empty state (Cadence addition, so animations can be driven without views).
    public init() {}

    /// Whether nothing is stored (every key reads its default).
    var isEmpty: Bool { storage.isEmpty && fluidSpringBox == nil }

    /// The state stored for `key`, or its default value.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        // An empty state (the usual case: built-in animations keep nothing here but an in-flight
        // velocity) answers without hashing, and inline (a spring reads its in-flight velocity here
        // on every sample).
        @inline(__always)
        get { storage.isEmpty ? K.defaultValue : storedValue(for: key) }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// The value stored for `key` in a state that is not empty, or the key's default value.
    private func storedValue<K: AnimationStateKey>(for key: K.Type) -> K.Value {
        storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Forgets what was stored for `key`, so it reads its default again.
    mutating func removeValue<K: AnimationStateKey>(forKey key: K.Type) {
        storage[ObjectIdentifier(key)] = nil
    }

    /// Whether anything was stored for `key`.
    func contains<K: AnimationStateKey>(_ key: K.Type) -> Bool {
        !storage.isEmpty && storage[ObjectIdentifier(key)] != nil
    }
}

// The stored values are erased, so the compiler cannot check them. State values are meant to be
// plain values (numbers, vectors, small structs), as in SwiftUI; a key whose value is a shared mutable
// reference is the caller's responsibility.
extension AnimationState: @unchecked Sendable where Value: Sendable {}
