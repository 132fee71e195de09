import Foundation
import Testing
@testable import Cadence

/// An independent model of a damped spring for the Spring tests: the textbook solution of
///
///     m·x″ + c·x′ + k·(x − T) = 0,   x(0) = 0,   x′(0) = v₀
///
/// written through the characteristic roots r = (−c ± √(c² − 4mk)) / 2m, in complex arithmetic so one
/// formula covers under- and overdamped springs: with y = x − T, y(t) = A·e^(r₁t) + B·e^(r₂t),
/// A = (v₀ − r₂·y₀)/(r₁ − r₂), B = y₀ − A, y₀ = −T. The repeated root (c² = 4mk) uses
/// y(t) = (y₀ + (v₀ − r·y₀)·t)·e^(rt). Nothing here reads Cadence's stored ω and λ, and the algebra
/// differs from Cadence's (which follows SwiftUI's sin/cos form), so agreement means both are right.
struct ReferenceOscillator: Sendable, CustomTestStringConvertible {
    let mass: Double, stiffness: Double, damping: Double
    let label: String

    init(mass: Double = 1, stiffness: Double, damping: Double, label: String? = nil) {
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.label = label ?? "m \(mass), k \(stiffness), c \(damping)"
    }

    /// The oscillator SwiftUI's (duration, damping ratio) describe: natural frequency ωn = 2π/d,
    /// damping c = 2ζ·ωn, unit mass. (For overdamped springs this k is the physical stiffness, not
    /// SwiftUI's `stiffness` getter, which reads m(ω² + λ²).)
    init(duration: Double, dampingRatio zeta: Double, label: String? = nil) {
        let naturalFrequency = 2 * Double.pi / duration
        self.init(stiffness: naturalFrequency * naturalFrequency, damping: 2 * zeta * naturalFrequency,
                  label: label ?? "duration \(duration), ζ \(zeta)")
    }

    var testDescription: String { label }

    /// √(k/m), in rad/s.
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    private enum Roots {
        case distinct(Complex, Complex)
        case repeated(Double)
    }

    private var roots: Roots {
        let discriminant = damping * damping - 4 * mass * stiffness
        if discriminant == 0 { return .repeated(-damping / (2 * mass)) }
        if discriminant > 0 {
            // The root of larger magnitude directly, the other from r₁·r₂ = k/m (no cancellation).
            let big = (-damping - discriminant.squareRoot()) / (2 * mass)
            let small = big == 0 ? 0 : (stiffness / mass) / big
            return .distinct(Complex(small, 0), Complex(big, 0))
        }
        let real = -damping / (2 * mass), imaginary = (-discriminant).squareRoot() / (2 * mass)
        return .distinct(Complex(real, imaginary), Complex(real, -imaginary))
    }

    /// The largest |e^(rt)| over the characteristic roots r: how much the motion has grown (> 1) or
    /// decayed by time t, to scale absolute tolerances.
    func envelope(at t: Double) -> Double {
        switch roots {
        case .repeated(let r): return Foundation.exp(r * t)
        case .distinct(let r1, let r2): return Foundation.exp(max(r1.real * t, r2.real * t))
        }
    }

    /// x(t): the distance travelled from 0 towards `target`.
    func position(target: Double, initialVelocity v0: Double, time t: Double) -> Double {
        let y0 = -target
        switch roots {
        case .repeated(let r):
            return target + (y0 + (v0 - r * y0) * t) * Foundation.exp(r * t)
        case .distinct(let r1, let r2):
            let a = (Complex(v0, 0) - r2 * Complex(y0, 0)) / (r1 - r2)
            let b = Complex(y0, 0) - a
            return target + (a * (r1 * t).exp() + b * (r2 * t).exp()).real
        }
    }

    /// x′(t), the true time derivative.
    func velocity(target: Double, initialVelocity v0: Double, time t: Double) -> Double {
        let y0 = -target
        switch roots {
        case .repeated(let r):
            let e = Foundation.exp(r * t)
            return r * (y0 + (v0 - r * y0) * t) * e + (v0 - r * y0) * e
        case .distinct(let r1, let r2):
            let a = (Complex(v0, 0) - r2 * Complex(y0, 0)) / (r1 - r2)
            let b = Complex(y0, 0) - a
            return (r1 * a * (r1 * t).exp() + r2 * b * (r2 * t).exp()).real
        }
    }

    /// The spring force on a body at `position` moving at `velocity`: k(T − x) − c·v.
    func force(target: Double, position: Double, velocity: Double) -> Double {
        stiffness * (target - position) - damping * velocity
    }
}

/// Just enough complex arithmetic for `ReferenceOscillator` (file-private: the name is too common to claim).
fileprivate struct Complex: Sendable {
    var real: Double, imaginary: Double
    init(_ real: Double, _ imaginary: Double) { self.real = real; self.imaginary = imaginary }

    static func + (l: Complex, r: Complex) -> Complex { Complex(l.real + r.real, l.imaginary + r.imaginary) }
    static func - (l: Complex, r: Complex) -> Complex { Complex(l.real - r.real, l.imaginary - r.imaginary) }
    static func * (l: Complex, r: Complex) -> Complex {
        Complex(l.real * r.real - l.imaginary * r.imaginary, l.real * r.imaginary + l.imaginary * r.real)
    }
    static func * (l: Complex, r: Double) -> Complex { Complex(l.real * r, l.imaginary * r) }
    static func / (l: Complex, r: Complex) -> Complex {
        let d = r.real * r.real + r.imaginary * r.imaginary
        return Complex((l.real * r.real + l.imaginary * r.imaginary) / d, (l.imaginary * r.real - l.real * r.imaginary) / d)
    }
    /// e^(a + ib) = e^a·(cos b + i·sin b).
    func exp() -> Complex {
        let m = Foundation.exp(real)
        return Complex(m * Foundation.cos(imaginary), m * Foundation.sin(imaginary))
    }
}

/// Everything a `Spring` reads back through SwiftUI's public getters, compared field by field.
struct SpringReadback: Sendable, CustomStringConvertible {
    var duration: Double, bounce: Double, dampingRatio: Double
    var mass: Double, stiffness: Double, damping: Double

    init(duration: Double, bounce: Double, dampingRatio: Double, mass: Double, stiffness: Double, damping: Double) {
        self.duration = duration; self.bounce = bounce; self.dampingRatio = dampingRatio
        self.mass = mass; self.stiffness = stiffness; self.damping = damping
    }

    init(_ spring: Spring) {
        self.init(duration: spring.duration, bounce: spring.bounce, dampingRatio: spring.dampingRatio,
                  mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping)
    }

    private var fields: [(String, Double)] {
        [("duration", duration), ("bounce", bounce), ("dampingRatio", dampingRatio),
         ("mass", mass), ("stiffness", stiffness), ("damping", damping)]
    }

    /// The names of the fields that are not `isClose` to `expected`'s; empty when all agree.
    func mismatches(_ expected: SpringReadback, abs: Double = 1e-12, rel: Double = 1e-12) -> [String] {
        zip(fields, expected.fields).compactMap { mine, theirs in
            isClose(mine.1, theirs.1, abs: abs, rel: rel) ? nil : mine.0
        }
    }

    var description: String {
        fields.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    }
}
