/// `sin`, `cos` and `exp` for evaluating spring keyframes, where libm's three calls would be most of the
/// cost of a sample: the sine and cosine of one angle together, and the exponential, by short
/// polynomials evaluated with few dependent steps.
///
/// Within 1e-15 (relative, and absolute near the zeros of sin and cos) of libm, which is itself within
/// an ulp of exact, for |x| ≤ 1e5 (sin, cos) and |x| ≤ 700 (exp): a spring keyframe's angle is ω × elapsed
/// time and its exponent −λ × elapsed time, well inside. Other arguments, ±∞ and NaN go to `CMath`.
///
/// Method (the usual one for libm functions): reduce the argument to a small interval, x = k·π/2 + r
/// with |r| ≤ π/4, or x = k·ln 2 + r with |r| ≤ ln 2 / 2, subtracting k × the constant in parts whose
/// leading part has 32 or 33 significant bits so the product is exact (Cody and Waite); approximate
/// on that interval with polynomials fitted (Chebyshev, error below 1e-17) to the remainders of the
/// Taylor series after the terms that are kept exact (sin r = r + r³·H(r²), cos r = 1 − r²/2 + r⁴·K(r²),
/// eʳ = 1 + r + r²·Q(r)), evaluated by Estrin's scheme; then undo the reduction: the quadrant k mod 4
/// swaps and negates sine and cosine with bit operations (random angles would mispredict a branch),
/// and 2ᵏ is put into the exponent bits.
@usableFromInline
enum KeyframeTrigonometry {
    /// sin x and cos x.
    @inlinable @inline(__always)
    static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        guard abs(x) <= 1e5 else { return (CMath.sin(x), CMath.cos(x)) }  // also NaN
        let k = roundedToInteger(x * 0x1.45f306dc9c883p-1)  // 2/π
        let r = ((x - k * 0x1.921fb544p0) - k * 0x1.0b4611a6p-34) - k * 0x1.3198a2e037073p-69
        let z = r * r
        let z2 = z * z
        let z4 = z2 * z2
        let h = (-0x1.5555555555555p-3 + 0x1.1111111110bb2p-7 * z)
            + z2 * (-0x1.a01a019e83aaep-13 + 0x1.71de37968a100p-19 * z)
            + z4 * (-0x1.ae600b02b6262p-26 + 0x1.5e0b19f8b1451p-33 * z)
        let kk = (0x1.5555555555555p-5 + -0x1.6c16c16c16967p-10 * z)
            + z2 * (0x1.a01a019f4eb01p-16 + -0x1.27e4fa17da09ep-22 * z)
            + z4 * (0x1.1eeb68e93b64cp-29 + -0x1.907da367a37cbp-37 * z)
        let sinR = r + (r * z) * h
        let cosR = (1 - 0.5 * z) + z2 * kk

        // Quadrant n = k mod 4: sin x = (sin r, cos r, −sin r, −cos r)[n], cos x = (cos r, −sin r, −cos r, sin r)[n].
        let quadrant = UInt64(truncatingIfNeeded: Int64(k)) & 3
        let swap = 0 &- (quadrant & 1)
        let sinBits = (sinR.bitPattern & ~swap) | (cosR.bitPattern & swap)
        let cosBits = (cosR.bitPattern & ~swap) | (sinR.bitPattern & swap)
        let sinSign = (quadrant >> 1) << 63
        let cosSign = ((quadrant &+ 1) >> 1) << 63
        return (Double(bitPattern: sinBits ^ sinSign), Double(bitPattern: cosBits ^ cosSign))
    }

    /// eˣ.
    @inlinable @inline(__always)
    static func exp(_ x: Double) -> Double {
        guard abs(x) <= 700 else { return CMath.exp(x) }  // also NaN; 2ᵏ stays a normal number inside
        let k = roundedToInteger(x * 0x1.71547652b82fep0)  // 1/ln 2
        let r = (x - k * 0x1.62e42ffp-1) - k * -0x1.718432a1b0e26p-35
        let r2 = r * r
        let r4 = r2 * r2
        let low = (0x1p-1 + 0x1.5555555555557p-3 * r) + r2 * (0x1.5555555555556p-5 + 0x1.11111111100dfp-7 * r)
        let middle = (0x1.6c16c16c162d6p-10 + 0x1.a01a01abe62ddp-13 * r)
            + r2 * (0x1.a01a01a6d7808p-16 + 0x1.71de02375656cp-19 * r)
        let high = (0x1.27e4db67b4303p-22 + 0x1.af4ddd84882fep-26 * r) + r2 * 0x1.1f72fc730b4ffp-29
        let q = low + r4 * (middle + r4 * high)
        let expR = 1 + (r + r2 * q)
        let scale = Double(bitPattern: UInt64(bitPattern: Int64(k) &+ 1023) << 52)
        return expR * scale
    }

    /// x rounded to the nearest integer (ties to even), for |x| < 2⁵¹: adding and removing 1.5·2⁵²
    /// leaves no fraction bits. (Baseline x86-64 has no `roundsd`, and `rounded()` would call libm.)
    @inlinable @inline(__always)
    static func roundedToInteger(_ x: Double) -> Double {
        (x + 0x1.8p52) - 0x1.8p52
    }
}
