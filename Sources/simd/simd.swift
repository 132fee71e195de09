// The vector half of Apple's `simd` module, for platforms without it, so `import simd` compiles in
// app code that does vector maths on `SIMD2`/`SIMD3`/`SIMD4` (particles, mesh points, springs by
// hand). Pure Swift over the standard library's SIMD types, for Float and Double scalars. Apple's
// matrix (`simd_float4x4`) and quaternion (`simd_quatf`) types are not provided.

// MARK: - Type names

/// Two `Float`s: simd's `simd_float2`.
public typealias simd_float2 = SIMD2<Float>
/// Three `Float`s: simd's `simd_float3`.
public typealias simd_float3 = SIMD3<Float>
/// Four `Float`s: simd's `simd_float4`.
public typealias simd_float4 = SIMD4<Float>
/// Two `Double`s: simd's `simd_double2`.
public typealias simd_double2 = SIMD2<Double>
/// Three `Double`s: simd's `simd_double3`.
public typealias simd_double3 = SIMD3<Double>
/// Four `Double`s: simd's `simd_double4`.
public typealias simd_double4 = SIMD4<Double>
/// Two `Int32`s: simd's `simd_int2`.
public typealias simd_int2 = SIMD2<Int32>
/// Three `Int32`s: simd's `simd_int3`.
public typealias simd_int3 = SIMD3<Int32>
/// Four `Int32`s: simd's `simd_int4`.
public typealias simd_int4 = SIMD4<Int32>

// MARK: - Geometry

/// The dot product: the sum of the products of the components.
@inlinable public func dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { (x * y).sum() }
/// The dot product: simd's `simd_dot`.
@inlinable public func simd_dot<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { dot(x, y) }

/// The squared Euclidean length.
@inlinable public func length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { dot(x, x) }
/// The squared Euclidean length: simd's `simd_length_squared`.
@inlinable public func simd_length_squared<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { dot(x, x) }
/// The Euclidean length.
@inlinable public func length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { dot(x, x).squareRoot() }
/// The Euclidean length: simd's `simd_length`.
@inlinable public func simd_length<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { length(x) }

/// The Euclidean distance between two points.
@inlinable public func distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { length(x - y) }
/// The Euclidean distance: simd's `simd_distance`.
@inlinable public func simd_distance<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { length(x - y) }
/// The squared Euclidean distance.
@inlinable public func distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { length_squared(x - y) }
/// The squared Euclidean distance: simd's `simd_distance_squared`.
@inlinable public func simd_distance_squared<V: SIMD>(_ x: V, _ y: V) -> V.Scalar where V.Scalar: FloatingPoint { length_squared(x - y) }

/// `x` scaled to length 1. A zero vector gives NaN components, as in simd.
@inlinable public func normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x / length(x) }
/// `x` scaled to length 1: simd's `simd_normalize`.
@inlinable public func simd_normalize<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { normalize(x) }

/// The cross product of two three-element vectors.
@inlinable public func cross<T: FloatingPoint & SIMDScalar>(_ x: SIMD3<T>, _ y: SIMD3<T>) -> SIMD3<T> {
    SIMD3(x.y * y.z - x.z * y.y, x.z * y.x - x.x * y.z, x.x * y.y - x.y * y.x)
}
/// The cross product: simd's `simd_cross`.
@inlinable public func simd_cross<T: FloatingPoint & SIMDScalar>(_ x: SIMD3<T>, _ y: SIMD3<T>) -> SIMD3<T> { cross(x, y) }

/// The projection of `x` onto `y`.
@inlinable public func project<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: FloatingPoint { y * (dot(x, y) / dot(y, y)) }
/// `x` reflected about the plane with unit normal `n`: `x − 2·dot(x, n)·n`.
@inlinable public func reflect<V: SIMD>(_ x: V, n: V) -> V where V.Scalar: FloatingPoint { x - n * (2 * dot(x, n)) }

// MARK: - Interpolation and clamping

/// `x + (y − x)·t`, component by component.
@inlinable public func mix<V: SIMD>(_ x: V, _ y: V, t: V) -> V where V.Scalar: FloatingPoint { x + (y - x) * t }
/// `x + (y − x)·t` with one `t` for every component.
@inlinable public func mix<V: SIMD>(_ x: V, _ y: V, t: V.Scalar) -> V where V.Scalar: FloatingPoint { x + (y - x) * t }
/// `x + (y − x)·t`: simd's `simd_mix`.
@inlinable public func simd_mix<V: SIMD>(_ x: V, _ y: V, _ t: V) -> V where V.Scalar: FloatingPoint { x + (y - x) * t }
/// `x + (y − x)·t` for scalars: simd's `simd_mix`.
@inlinable public func simd_mix<T: FloatingPoint>(_ x: T, _ y: T, _ t: T) -> T { x + (y - x) * t }

/// Each component of `x` held within `min...max` (component by component).
@inlinable public func clamp<V: SIMD>(_ x: V, min lower: V, max upper: V) -> V where V.Scalar: Comparable {
    x.clamped(lowerBound: lower, upperBound: upper)
}
/// Each component of `x` held within `min...max`.
@inlinable public func clamp<V: SIMD>(_ x: V, min lower: V.Scalar, max upper: V.Scalar) -> V where V.Scalar: Comparable {
    x.clamped(lowerBound: V(repeating: lower), upperBound: V(repeating: upper))
}
/// Each component of `x` held within `min...max`: simd's `simd_clamp`.
@inlinable public func simd_clamp<V: SIMD>(_ x: V, _ lower: V, _ upper: V) -> V where V.Scalar: Comparable {
    x.clamped(lowerBound: lower, upperBound: upper)
}
/// `x` held within `min...max`: simd's `simd_clamp` for scalars.
@inlinable public func simd_clamp<T: Comparable>(_ x: T, _ lower: T, _ upper: T) -> T { Swift.min(Swift.max(x, lower), upper) }

/// The smaller of each pair of components.
@inlinable public func min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { pointwiseMin(x, y) }
/// The larger of each pair of components.
@inlinable public func max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { pointwiseMax(x, y) }
/// The smaller of each pair of components: simd's `simd_min`.
@inlinable public func simd_min<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { pointwiseMin(x, y) }
/// The larger of each pair of components: simd's `simd_max`.
@inlinable public func simd_max<V: SIMD>(_ x: V, _ y: V) -> V where V.Scalar: Comparable { pointwiseMax(x, y) }

/// Each component's magnitude.
@inlinable public func abs<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x.replacing(with: -x, where: x .< 0) }
/// Each component's magnitude: simd's `simd_abs`.
@inlinable public func simd_abs<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { abs(x) }

/// 0 where a component of `x` is below `edge`, 1 elsewhere.
@inlinable public func step<V: SIMD>(_ x: V, edge: V) -> V where V.Scalar: FloatingPoint {
    V(repeating: 1).replacing(with: 0, where: x .< edge)
}
/// Hermite smoothing of `x` between `edge0` and `edge1`: 0 below, 1 above, `t²(3 − 2t)` between.
@inlinable public func smoothstep<V: SIMD>(_ x: V, edge0: V, edge1: V) -> V where V.Scalar: FloatingPoint {
    let t = ((x - edge0) / (edge1 - edge0)).clamped(lowerBound: V(repeating: 0), upperBound: V(repeating: 1))
    return t * t * (V(repeating: 3) - 2 * t)
}
/// Hermite smoothing: simd's `simd_smoothstep`.
@inlinable public func simd_smoothstep<V: SIMD>(_ edge0: V, _ edge1: V, _ x: V) -> V where V.Scalar: FloatingPoint {
    smoothstep(x, edge0: edge0, edge1: edge1)
}

// MARK: - Rounding and reductions

/// Each component rounded down.
@inlinable public func floor<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x.rounded(.down) }
/// Each component rounded up.
@inlinable public func ceil<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x.rounded(.up) }
/// Each component rounded toward zero.
@inlinable public func trunc<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x.rounded(.towardZero) }
/// Each component's fractional part, `x − floor(x)` (in 0..<1).
@inlinable public func fract<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint { x - x.rounded(.down) }
/// −1, 0 or 1 by each component's sign.
@inlinable public func sign<V: SIMD>(_ x: V) -> V where V.Scalar: FloatingPoint {
    V(repeating: 0).replacing(with: 1, where: x .> 0).replacing(with: -1, where: x .< 0)
}

/// The sum of the components: simd's `reduce_add`.
@inlinable public func reduce_add<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.sum() }
/// The sum of the components: simd's `simd_reduce_add`.
@inlinable public func simd_reduce_add<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: FloatingPoint { x.sum() }
/// The smallest component: simd's `reduce_min`.
@inlinable public func reduce_min<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.min() }
/// The largest component: simd's `reduce_max`.
@inlinable public func reduce_max<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.max() }
/// The smallest component: simd's `simd_reduce_min`.
@inlinable public func simd_reduce_min<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.min() }
/// The largest component: simd's `simd_reduce_max`.
@inlinable public func simd_reduce_max<V: SIMD>(_ x: V) -> V.Scalar where V.Scalar: Comparable { x.max() }

// MARK: - Making vectors

/// A two-element vector: simd's `simd_make_float2`.
@inlinable public func simd_make_float2(_ x: Float, _ y: Float) -> SIMD2<Float> { SIMD2(x, y) }
/// A three-element vector: simd's `simd_make_float3`.
@inlinable public func simd_make_float3(_ x: Float, _ y: Float, _ z: Float) -> SIMD3<Float> { SIMD3(x, y, z) }
/// A four-element vector: simd's `simd_make_float4`.
@inlinable public func simd_make_float4(_ x: Float, _ y: Float, _ z: Float, _ w: Float) -> SIMD4<Float> { SIMD4(x, y, z, w) }
/// Three elements from two and a third: simd's `simd_make_float3`.
@inlinable public func simd_make_float3(_ xy: SIMD2<Float>, _ z: Float) -> SIMD3<Float> { SIMD3(xy.x, xy.y, z) }
/// Four elements from three and a fourth: simd's `simd_make_float4`.
@inlinable public func simd_make_float4(_ xyz: SIMD3<Float>, _ w: Float) -> SIMD4<Float> { SIMD4(xyz.x, xyz.y, xyz.z, w) }
