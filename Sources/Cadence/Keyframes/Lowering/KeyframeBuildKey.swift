import Foundation

/// Everything a timeline build reads, as bytes: the initial value, and per track its key path, the
/// property's start value and velocity, and its keyframes as declared. Two builds with equal keys
/// build the same timeline, bit for bit, so a loop whose keyframes closure gives the same keyframes
/// from the same start at every pass (the usual repeating animator) builds its timeline once and
/// takes it again at each later pass (`KeyframeBuildMemo`), instead of lowering it anew (tens of
/// thousands of instructions per pass, a pass every fraction of a second per animated view).
///
/// Values are compared by their bytes, never by `==`: a key is exact only for plain values
/// (`_isPOD`: no references, so the bytes are the whole value and equal bytes behave the same),
/// and `==` would take -0 for +0 or never match a NaN. Padding inside a value may make equal values
/// look different (a build that is not reused), never the other way round. A value that is not
/// plain (a class, a string, an array) makes the key inexact, and an inexact key matches nothing.
@usableFromInline
package struct KeyframeBuildKey: Equatable {
    @usableFromInline var bytes: [UInt8] = []
    @usableFromInline var keyPaths: [AnyKeyPath] = []
    /// False once the build read something that has no exact byte form.
    @usableFromInline var isExact = true

    @inlinable
    init() {}

    /// Appends `value`'s bytes, or makes the key inexact when `T` is not a plain value.
    @inlinable
    mutating func append<T>(_ value: T) {
        guard isExact else { return }
        guard _isPOD(T.self) else {
            isExact = false
            return
        }
        withUnsafeBytes(of: value) { bytes.append(contentsOf: $0) }
    }

    /// Appends a track's key path (compared as key paths are, by their components).
    @inlinable
    mutating func append(keyPath: AnyKeyPath) {
        keyPaths.append(keyPath)
    }

    /// Appends what a track resolves from: the property's start value and velocity, and its
    /// keyframes. The key path fixes the property's type, so each part has a fixed size and the
    /// count makes the list unambiguous.
    @inlinable
    @_specialize(where Value == Double)
    @_specialize(where Value == CGFloat)
    @_specialize(where Value == Angle)
    mutating func appendTrack<Value: Animatable>(start: Value, velocity: Value.AnimatableData,
                                                 keyframes: [KeyframeSpec<Value.AnimatableData>]) {
        append(start)
        append(velocity)
        append(keyframes.count)
        for keyframe in keyframes {
            switch keyframe.kind {
            case .move:
                append(UInt8(0))
            case .linear(let curve):
                append(UInt8(1))
                append(curve)
            case .cubic(let startVelocity, let endVelocity):
                append(UInt8(2))
                append(startVelocity)
                append(endVelocity)
            case .spring(let spring, let startVelocity):
                append(UInt8(3))
                append(spring)
                append(startVelocity)
            }
            append(keyframe.target)
            append(keyframe.duration)
        }
    }

    @inlinable
    package static func == (lhs: KeyframeBuildKey, rhs: KeyframeBuildKey) -> Bool {
        lhs.isExact && rhs.isExact && lhs.bytes == rhs.bytes && lhs.keyPaths == rhs.keyPaths
    }
}

/// What a loop remembers of its timeline builds (see `KeyframeBuildKey`): the last timeline built
/// with an exact key, that key, and the timeline's velocity at its end (what the next pass starts
/// with). Nothing is remembered from the first build: a loop's first pass starts at rest and the
/// next ones from the end velocity, so the first rarely matches, and a player that builds once (a
/// trigger player's run) keeps no copy of its keyframes.
package struct KeyframeBuildMemo<Value> {
    var builds = 0
    var key: KeyframeBuildKey?
    var timeline: KeyframeTimeline<Value>?
    var endVelocity: KeyframeVelocity<Value>?

    /// An empty memo.
    package init() {}

    /// How many times the memo gave its timeline again instead of a new one being built.
    package private(set) var reuses = 0

    /// The velocity of `timeline` at its end (`duration`), worked out once for the remembered one.
    package mutating func endVelocity(of timeline: KeyframeTimeline<Value>) -> KeyframeVelocity<Value> {
        // A timeline is its program (a header may be shared by timelines built alike); the memo keeps
        // the remembered one alive, so no other program can take its place in memory.
        guard let remembered = self.timeline, remembered.storage.buffer === timeline.storage.buffer,
              remembered.storage.start == timeline.storage.start else {
            return timeline.velocity(time: timeline.duration)
        }
        if let endVelocity { return endVelocity }
        let velocity = timeline.velocity(time: timeline.duration)
        endVelocity = velocity
        return velocity
    }

    /// The remembered timeline when `key` is equal to the one it was built under.
    mutating func reused(for key: KeyframeBuildKey) -> KeyframeTimeline<Value>? {
        guard let timeline, self.key == key else { return nil }
        reuses += 1
        return timeline
    }

    /// Remembers `timeline`, built under `key` (forgets the last one when the key is inexact).
    mutating func remember(_ timeline: KeyframeTimeline<Value>, key: KeyframeBuildKey) {
        if key.isExact {
            (self.key, self.timeline) = (key, timeline)
        } else {
            (self.key, self.timeline) = (nil, nil)
        }
        endVelocity = nil
    }
}
