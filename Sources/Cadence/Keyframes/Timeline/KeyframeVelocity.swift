/// The velocity of a keyframe-animated value, property by property: what `KeyframeTimeline.velocity(time:)`
/// returns and what `KeyframeTimeline(initialValue:initialVelocity:content:)` carries into a new
/// timeline, so a replay mid-flight keeps its momentum. A Cadence addition.
///
/// Each entry pairs a key path with the property's velocity, expressed as a value of the property's
/// type whose `animatableData` is the velocity per second, as `Spring.velocity(fromValue:toValue:…)`
/// does: an `Angle` velocity is an `Angle` whose radians are radians per second, a `CGPoint` velocity a
/// point whose x and y are points per second. Later entries win over earlier ones.
///
/// ```swift
/// let velocity = timeline.velocity(time: 0.1)
/// velocity[\.scale]                          // 2.7: the scale grows by 2.7 per second
/// let replay = KeyframeTimeline(initialValue: timeline.value(time: 0.1), initialVelocity: velocity) { … }
/// ```
///
/// Why not a `Value` whose animated properties hold velocities (the shape SwiftUI uses internally)?
/// Such a value cannot tell which properties it speaks for: its other properties hold leftovers that a
/// later timeline animating other properties would read as velocities. Here a property without an
/// entry is at rest.
public struct KeyframeVelocity<Root>: Sendable {
    @usableFromInline var entries: [any KeyframeVelocityEntry<Root>]

    /// No velocity: every property at rest.
    public init() { entries = [] }

    @inlinable
    init(entries: [any KeyframeVelocityEntry<Root>]) { self.entries = entries }

    /// No velocity: every property at rest.
    public static var zero: KeyframeVelocity { KeyframeVelocity() }

    /// True when no property has an entry.
    public var isEmpty: Bool { entries.isEmpty }

    /// Records that the property at `keyPath` moves at `velocity` (a value whose `animatableData` is
    /// the velocity per second), replacing what an earlier entry said about it.
    public mutating func set<Property: Animatable>(_ keyPath: WritableKeyPath<Root, Property> & Sendable,
                                                   to velocity: Property) {
        entries.append(PropertyVelocity(keyPath: keyPath, velocity: velocity))
    }

    /// The velocity recorded for exactly this key path (the last entry for it), or nil. A velocity
    /// recorded for an enclosing or enclosed property is not found here; `applied(to:)` sees it.
    public subscript<Property>(_ keyPath: KeyPath<Root, Property>) -> Property? {
        entries.last { $0.property == keyPath }?.velocity as? Property
    }

    /// `value` with each recorded property replaced by its velocity, in order. Properties without an
    /// entry keep their values, so read back only the ones recorded.
    public func applied(to value: Root) -> Root {
        var result = value
        for entry in entries { entry.write(into: &result) }
        return result
    }

    /// The velocity of the property at `keyPath`, in `animatableData` form, 0 where nothing is
    /// recorded. Entries for enclosing or enclosed properties count: they are written, in order, over
    /// a copy of `initialValue` whose property is zeroed first, and the property is read back.
    @inlinable
    func velocity<Value: Animatable>(of keyPath: WritableKeyPath<Root, Value>, in initialValue: Root) -> Value.AnimatableData {
        if entries.isEmpty { return .zero }
        if Root.self is AnyClass {
            // Writing into a copy of a class instance would write into the caller's object.
            return (self[keyPath] as Value?)?.animatableData ?? .zero
        }
        var scratch = initialValue
        scratch[keyPath: keyPath].animatableData = .zero
        for entry in entries { entry.write(into: &scratch) }
        return scratch[keyPath: keyPath].animatableData
    }
}

/// One property's velocity, with its type erased.
@usableFromInline
protocol KeyframeVelocityEntry<Root>: Sendable {
    associatedtype Root
    var property: AnyKeyPath { get }
    var velocity: Any { get }
    func write(into root: inout Root)
}

@usableFromInline
struct PropertyVelocity<Root, Property>: KeyframeVelocityEntry, @unchecked Sendable {
    // @unchecked: immutable; the velocity value is only read.
    // @unchecked also covers the key path: key paths made by the keyframes DSL are `Sendable`, and a
    // key path is immutable.
    @usableFromInline let keyPath: WritableKeyPath<Root, Property>
    @usableFromInline let value: Property

    @usableFromInline
    init(keyPath: WritableKeyPath<Root, Property>, velocity: Property) {
        self.keyPath = keyPath
        self.value = velocity
    }

    @usableFromInline var property: AnyKeyPath { keyPath }
    @usableFromInline var velocity: Any { value }

    @usableFromInline
    func write(into root: inout Root) { root[keyPath: keyPath] = value }
}
