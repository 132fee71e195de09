extension Spring {
    /// A spring that settles within `epsilon` of its target in about `settlingDuration` seconds.
    ///
    /// ζ is clamped to [ulp, 1] and the duration to [0.01, 10] s. The natural frequency is found with
    /// SwiftUI's Newton iteration (from 5/T, 12 steps; if that diverges, from 1/T, 20 steps), including
    /// its derivative for the underdamped case, which is not the true derivative. So, as on SwiftUI,
    /// the resulting spring's `settlingDuration` property generally differs from the duration asked for.
    /// NaN inputs, a zero duration with zero damping ratio, and other inputs for which both iterations
    /// diverge give NaN constants.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        let zeta = min(max(dampingRatio, Double.ulpOfOne), 1)
        let duration = min(max(settlingDuration, 0.01), 10)
        let solver = SettlingSolver(zeta: zeta, duration: duration, epsilon: epsilon)
        let root = solver.findRoot(guess: 5, maxIterations: 12) ?? solver.findRoot(guess: 1, maxIterations: 20) ?? .nan
        let h = 2 * zeta * root / 2
        if root.isNaN {
            self.init(angularFrequency: .nan, decayConstant: .nan, mass: 1)
        } else if root >= h {
            self.init(angularFrequency: abs(root * root - h * h).squareRoot(), decayConstant: h, mass: 1)
        } else {
            self.init(angularFrequency: 0, decayConstant: root, mass: 1)
        }
    }
}

/// The function, "derivative" and Newton iteration SwiftUI uses to find a natural frequency x for a
/// given settling time T, damping ratio ζ and tolerance ε.
struct SettlingSolver {
    let zeta: Double, duration: Double, epsilon: Double
    let n: Double, r: Double, a: Double, b: Double

    init(zeta: Double, duration: Double, epsilon: Double) {
        self.zeta = zeta
        self.duration = duration
        self.epsilon = epsilon
        n = (1 - zeta * zeta).squareRoot()
        r = zeta / n
        a = duration * zeta
        b = zeta * zeta * duration
    }

    func f(_ x: Double) -> Double {
        if zeta < 1 {
            return epsilon - abs(r * CMath.exp(-a * x))
        }
        let s = x < 0 ? -epsilon : epsilon
        return CMath.exp(-duration * x) * (duration * x + 1) - s
    }

    func g(_ x: Double) -> Double {
        if zeta < 1 {
            return (x * x * b) / (CMath.exp(a * x) * x * x * n)
        }
        return -duration * duration * x / CMath.exp(duration * x)
    }

    /// SwiftUI's iteration, step by step: two plain Newton steps, then steps that stop once two
    /// approximations are within ε, succeeding only if the last-but-one step had converged enough.
    func findRoot(guess: Double, maxIterations: Int) -> Double? {
        var k = maxIterations
        let x0 = guess / duration
        let x1 = x0 - f(x0) / g(x0)
        guard x1.isFinite else { return nil }
        if k == 1 { return x1 }
        let x2 = x1 - f(x1) / g(x1)
        guard x2.isFinite else { return nil }
        k -= 2
        if k == 0 { return x2 }
        var d = x1 - x2
        var s = x2
        var p = x2
        while true {
            let c = s - f(s) / g(p)
            p = c
            guard c.isFinite else { return nil }
            if abs(c - s) <= epsilon {
                return d <= epsilon * 1e5 ? c : nil
            }
            d = s - c
            s = c
            k -= 1
            if k <= 0 { return p }
        }
    }
}
