/// How one track writes its value into the root value on the hot path, boxed so the timeline can call
/// it through an unretained reference.
///
/// Two ways: a property stored as a single `Double` at a known byte offset (a `Double`, a 64-bit
/// `CGFloat`, an `Angle`: nearly every animated property) is evaluated by non-generic code and written
/// with one multiply (by 1, or by 1/128 for an angle, whose animatable data is its radians × 128)
/// and one store, with no indirect call at all; any other property goes through a closure built in
/// specialised code. A class only so that the timeline can reach it at +0: calling a closure or
/// reading arrays loaded from an array element retains and releases them around every sample, while
/// `let` properties of a class instance held at +0 are used as they are.
@usableFromInline
final class KeyframeSampler<Root>: @unchecked Sendable {
    // @unchecked: every property is a `let`; the closure captures only immutable values (the lowered
    // path, a byte offset, a `Sendable` key path) and the metatypes of the root and property types,
    // whose `Animatable` conformances are not actor-isolated, so calling it from any thread is safe.
    // Declaring it `@Sendable` would make Swift reject those metatype captures in generic code.

    /// The byte offset of a property stored as one `Double`, or −1 for the closure.
    @usableFromInline let offset: Int
    /// The track lowered to `Double`s, when `offset` ≥ 0.
    @usableFromInline let scalarPath: KeyframePath<Double>
    /// What the path's value is multiplied by to give the stored `Double`: 1, or 1/128 for an `Angle`
    /// (exact: a power of two).
    @usableFromInline let storedScale: Double
    /// Writes the track's value at a time into a root value, when `offset` is −1.
    @usableFromInline let writeValue: (inout Root, Double) -> Void

    @inlinable
    init(offset: Int, scalarPath: KeyframePath<Double>, storedScale: Double = 1) {
        self.offset = offset
        self.scalarPath = scalarPath
        self.storedScale = storedScale
        self.writeValue = { _, _ in }
    }

    @inlinable
    init(_ writeValue: @escaping (inout Root, Double) -> Void) {
        self.offset = -1
        self.scalarPath = KeyframePath(resolving: [], from: 0, initialVelocity: 0)
        self.storedScale = 1
        self.writeValue = writeValue
    }

    /// Writes the track's value at `time` (≥ 0) into `value`.
    @inlinable @inline(__always)
    func sample(_ value: inout Root, at time: Double) {
        if offset >= 0 {
            let property = scalarPath.value(at: time) * storedScale
            let offset = self.offset
            withUnsafeMutableBytes(of: &value) { bytes in
                bytes.storeBytes(of: property, toByteOffset: offset, as: Double.self)
            }
        } else {
            writeValue(&value, time)
        }
    }
}
