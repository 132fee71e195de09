/// A cubic Hermite segment p₀(2u³−3u²+1) + p₁(3u²−2u³) + m₀(u³−2u²+u) + m₁(u³−u²) on u ∈ [0, 1],
/// and how to say it exactly as an easing.
///
/// Why `cubic-bezier(1/3, y₁, 2/3, y₂)` is exact: a Bézier whose x control points are 1/3 and 2/3
/// has x(s) = s, so its easing is y(s) as a function of progress directly, and a cubic in u with
/// Bernstein coefficients (0, y₁, y₂, 1) matches the Hermite curve, normalised to its end values,
/// when its end slopes match: 3y₁ = m₀/(p₁ − p₀) and 3(1 − y₂) = m₁/(p₁ − p₀). So
/// y₁ = m₀ / 3(p₁ − p₀) and y₂ = 1 − m₁ / 3(p₁ − p₀). Easing is a fraction of p₁ − p₀, so a
/// segment with p₁ = p₀ that moves in between cannot be written that way; it is cut at its
/// turning points into pieces whose ends differ, each again an exact cubic on its sub-interval.
struct HermiteCubic: Sendable, Hashable {
    var p0: Double
    var p1: Double
    var m0: Double
    var m1: Double

    func value(at u: Double) -> Double {
        let u2 = u * u, u3 = u2 * u
        return p0 * (2 * u3 - 3 * u2 + 1) + p1 * (3 * u2 - 2 * u3) + m0 * (u3 - 2 * u2 + u) + m1 * (u3 - u2)
    }

    /// dH/du.
    func slope(at u: Double) -> Double {
        let u2 = u * u
        return p0 * (6 * u2 - 6 * u) + p1 * (6 * u - 6 * u2) + m0 * (3 * u2 - 4 * u + 1) + m1 * (3 * u2 - 2 * u)
    }

    /// The piece between u = a and u = b, reparametrised to [0, 1] (tangents scale with its length).
    func piece(from a: Double, to b: Double) -> HermiteCubic {
        let length = b - a
        return HermiteCubic(p0: value(at: a), p1: value(at: b), m0: slope(at: a) * length, m1: slope(at: b) * length)
    }

    /// Where the slope is 0 strictly inside (0, 1), sorted: the turning points.
    var turningPoints: [Double] {
        // dH/du = 3A·u² + 2B·u + C in the power basis.
        let a = 2 * p0 - 2 * p1 + m0 + m1
        let b = -3 * p0 + 3 * p1 - 2 * m0 - m1
        let c = m0
        let qa = 3 * a, qb = 2 * b, qc = c
        var roots: [Double] = []
        let scale = max(abs(qa), abs(qb), abs(qc))
        guard scale > 0 else { return [] }
        if abs(qa) <= 1e-12 * scale {
            if abs(qb) > 0 { roots = [-qc / qb] }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                // The numerically stable pair of roots.
                let q = -0.5 * (qb + (qb >= 0 ? root : -root))
                roots = [q / qa] + (q != 0 ? [qc / q] : [])
            }
        }
        return roots.filter { $0 > 1e-9 && $0 < 1 - 1e-9 }.sorted()
    }

    /// The pieces to export, with the cubic-bezier y₁ and y₂ of each: one piece when the ends differ
    /// enough for y₁ and y₂ to stay moderate, otherwise pieces cut at the turning points.
    /// Returns (u range, piece, y₁, y₂) with nil y for a piece that does not move at all.
    func easedPieces() -> [(from: Double, to: Double, piece: HermiteCubic, y1: Double, y2: Double)] {
        var cuts = [0.0]
        let span = abs(p1 - p0), reach = max(abs(m0), abs(m1))
        if span == 0 || reach / span > 1000 { cuts += turningPoints }
        cuts.append(1)
        var result: [(Double, Double, HermiteCubic, Double, Double)] = []
        for (a, b) in zip(cuts, cuts.dropFirst()) where b > a {
            let piece = self.piece(from: a, to: b)
            let delta = piece.p1 - piece.p0
            if delta == 0 {
                result.append((a, b, piece, 0, 1)) // only reached when the piece is flat: a turning point on both ends
            } else {
                result.append((a, b, piece, piece.m0 / (3 * delta), 1 - piece.m1 / (3 * delta)))
            }
        }
        return result
    }
}
