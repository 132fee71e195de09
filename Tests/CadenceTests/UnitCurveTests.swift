import Foundation
import Testing
@testable import Cadence

/// `UnitCurve` presets: golden values, special velocities, clamping, NaN, inverses, equality.
///
/// Where the numbers come from:
/// - Measured against SwiftUI (notes §3, from OpenSwiftUI's compatibility tests run on Apple's
///   SwiftUI): the table of values and velocities at 0.25 / 0.5 / 0.75 with its tolerances (±0.01 for
///   the Bézier presets, ±0.001 for the circular ones), the two Bézier cases, the special velocities
///   (easeIn at 1 and easeInOut at 0 and 1 are 0, easeOut at 0 is 1, linear is 1 everywhere, the
///   circular curves are ∞ at their vertical ends), clamping of easeInOut at −0.5, 1.5 and ±1000.
/// - Apple's documentation: the preset definitions (control points, circle quadrants), clamping of
///   progress to [0, 1] for every curve.
/// - Derived here: the circular curves' values and slopes from circle geometry, written differently
///   from Cadence's code (each half of circularEaseInOut as a scaled quarter circle), to 1e-12.
@Suite struct UnitCurveTests {
    struct NamedCurve: Sendable, CustomTestStringConvertible {
        let name: String
        let curve: UnitCurve
        var testDescription: String { name }
    }

    static let presets: [NamedCurve] = [
        .init(name: "linear", curve: .linear), .init(name: "easeIn", curve: .easeIn), .init(name: "easeOut", curve: .easeOut),
        .init(name: "easeInOut", curve: .easeInOut), .init(name: "circularEaseIn", curve: .circularEaseIn),
        .init(name: "circularEaseOut", curve: .circularEaseOut), .init(name: "circularEaseInOut", curve: .circularEaseInOut),
    ]

    static let curves: [NamedCurve] = presets + [
        .init(name: "bezier(0.25, 0.1, 0.75, 0.9)", curve: .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))),
        .init(name: "bezier(-0.5, 2, 1.5, -1)", curve: .bezier(startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))),
        .init(name: "bezier(0.3, 1.6, 0.6, 1.2)", curve: .bezier(startControlPoint: UnitPoint(x: 0.3, y: 1.6), endControlPoint: UnitPoint(x: 0.6, y: 1.2))),
        .init(name: "bezier(0, 1, 1, 0)", curve: .bezier(startControlPoint: UnitPoint(x: 0, y: 1), endControlPoint: UnitPoint(x: 1, y: 0))),
    ]

    // MARK: Measured values

    struct MeasuredRow: Sendable, CustomTestStringConvertible {
        let name: String, curve: UnitCurve
        let values: [Double], velocities: [Double], tolerance: Double
        var testDescription: String { name }
    }

    static let measured: [MeasuredRow] = [
        .init(name: "easeIn", curve: .easeIn, values: [0.09, 0.32, 0.62], velocities: [0.67, 1.07, 1.37], tolerance: 0.01),
        .init(name: "easeOut", curve: .easeOut, values: [0.38, 0.68, 0.91], velocities: [1.37, 1.07, 0.67], tolerance: 0.01),
        .init(name: "easeInOut", curve: .easeInOut, values: [0.13, 0.5, 0.87], velocities: [1.06, 1.72, 1.06], tolerance: 0.01),
        .init(name: "circularEaseIn", curve: .circularEaseIn, values: [0.032, 0.134, 0.339], velocities: [0.258, 0.577, 1.134], tolerance: 0.001),
        .init(name: "circularEaseOut", curve: .circularEaseOut, values: [0.661, 0.866, 0.968], velocities: [1.134, 0.577, 0.258], tolerance: 0.001),
        .init(name: "circularEaseInOut", curve: .circularEaseInOut, values: [0.067, 0.5, 0.933], velocities: [0.577, .infinity, 0.577], tolerance: 0.001),
    ]

    @Test(arguments: measured)
    func measuredTable(_ row: MeasuredRow) {
        for (index, progress) in [0.25, 0.5, 0.75].enumerated() {
            #expect(isClose(row.curve.value(at: progress), row.values[index], abs: row.tolerance, rel: 0), "value at \(progress)")
            #expect(isClose(row.curve.velocity(at: progress), row.velocities[index], abs: row.tolerance, rel: 0), "velocity at \(progress)")
        }
    }

    @Test func measuredBezierCases() {
        let gentle = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
        #expect(isClose(gentle.value(at: 0.5), 0.5, abs: 1e-6, rel: 0))
        #expect(isClose(gentle.velocity(at: 0.5), 1.20, abs: 0.01, rel: 0))
        // x of the control points is clamped to (0, 2), (1, −1): at t = ½, x′ = 1.5 and y′ = −1.5.
        // Unclamped, x′ would be 2.25 and the velocity −⅔.
        let wild = UnitCurve.bezier(startControlPoint: UnitPoint(x: -0.5, y: 2), endControlPoint: UnitPoint(x: 1.5, y: -1))
        #expect(isClose(wild.value(at: 0.5), 0.5, abs: 1e-6, rel: 0))
        #expect(isClose(wild.velocity(at: 0.5), -1.0, abs: 1e-6, rel: 0))
    }

    @Test func linearIsTheIdentity() {
        for progress in stride(from: 0.0, through: 1.0, by: 0.125) {
            #expect(UnitCurve.linear.value(at: progress) == progress)
        }
        for progress in [-1000, -0.5, 0, 0.3, 1, 1.5, 1000, -Double.infinity, .infinity] {
            #expect(UnitCurve.linear.velocity(at: progress) == 1)
        }
    }

    // MARK: Circular curves from geometry

    static let grid: [Double] = (0...40).map { Double($0) / 40 }

    /// Quarter circle through (0, 0) and (1, 1) centred at (0, 1), and its slope x/√(1 − x²).
    static func quarterIn(_ x: Double) -> Double { 1 - ((1 - x) * (1 + x)).squareRoot() }
    static func quarterInSlope(_ x: Double) -> Double { x / ((1 - x) * (1 + x)).squareRoot() }
    /// Quarter circle through (0, 0) and (1, 1) centred at (1, 0), and its slope (1 − x)/√(1 − (1 − x)²).
    static func quarterOut(_ x: Double) -> Double { (1 - (1 - x) * (1 - x)).squareRoot() }
    static func quarterOutSlope(_ x: Double) -> Double { (1 - x) / (1 - (1 - x) * (1 - x)).squareRoot() }

    @Test(arguments: grid)
    func circularCurvesFromGeometry(x: Double) {
        #expect(isClose(UnitCurve.circularEaseIn.value(at: x), Self.quarterIn(x)))
        #expect(isClose(UnitCurve.circularEaseOut.value(at: x), Self.quarterOut(x)))
        #expect(isClose(UnitCurve.circularEaseIn.velocity(at: x), Self.quarterInSlope(x)))
        #expect(isClose(UnitCurve.circularEaseOut.velocity(at: x), Self.quarterOutSlope(x)))
        // circularEaseInOut: each quarter circle scaled by ½ into one half of the square. The slope
        // of the scaled half is the quarter's slope at the scaled-up argument.
        let inOut = x < 0.5 ? Self.quarterIn(2 * x) / 2 : (1 + Self.quarterOut(2 * x - 1)) / 2
        let inOutSlope = x < 0.5 ? Self.quarterInSlope(2 * x) : Self.quarterOutSlope(2 * x - 1)
        #expect(isClose(UnitCurve.circularEaseInOut.value(at: x), inOut))
        #expect(isClose(UnitCurve.circularEaseInOut.velocity(at: x), inOutSlope))
    }

    /// Every curve's velocity is the slope of its value, away from the vertical points (central
    /// difference, h = 10⁻³: truncation h²·y‴/6 and the 2⁻²⁰ rounding of Bézier values divided by 2h
    /// both stay under the 2e-3 tolerance).
    @Test(arguments: curves)
    func velocityIsTheSlope(_ named: NamedCurve) {
        let h = 1e-3
        for x in stride(from: 0.05, through: 0.95, by: 0.05) where abs(x - 0.5) > 0.02 || named.name != "circularEaseInOut" {
            let slope = (named.curve.value(at: x + h) - named.curve.value(at: x - h)) / (2 * h)
            #expect(isClose(named.curve.velocity(at: x), slope, abs: 2e-3, rel: 2e-3), "at \(x)")
        }
    }

    // MARK: Special velocities

    @Test func measuredSpecialVelocities() {
        #expect(UnitCurve.easeIn.velocity(at: 1) == 0)
        #expect(UnitCurve.easeOut.velocity(at: 0) == 1)
        #expect(UnitCurve.easeInOut.velocity(at: 0) == 0)
        #expect(UnitCurve.easeInOut.velocity(at: 1) == 0)
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == .infinity)
        #expect(UnitCurve.circularEaseOut.velocity(at: 0) == .infinity)
        #expect(UnitCurve.circularEaseInOut.velocity(at: 0.5) == .infinity)
    }

    /// The flat ends, derived: y′ = 0 over a non-zero x′ there.
    @Test func flatEndsHaveZeroVelocity() {
        #expect(UnitCurve.easeIn.velocity(at: 0) == 0)
        #expect(UnitCurve.easeOut.velocity(at: 1) == 0)
        #expect(UnitCurve.circularEaseIn.velocity(at: 0) == 0)
        #expect(UnitCurve.circularEaseOut.velocity(at: 1) == 0)
        #expect(UnitCurve.circularEaseInOut.velocity(at: 0) == 0)
        #expect(UnitCurve.circularEaseInOut.velocity(at: 1) == 0)
    }

    /// A Bézier that leaves (0, 0) straight up or down: x′ = 0, y′ = ±3, so the velocity is ±∞.
    @Test func verticalBezierEndsAreInfinite() {
        let up = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 1), endControlPoint: UnitPoint(x: 1, y: 0))
        #expect(up.velocity(at: 0) == .infinity)
        #expect(up.velocity(at: 1) == .infinity)
        let down = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: -1), endControlPoint: UnitPoint(x: 1, y: 2))
        #expect(down.velocity(at: 0) == -.infinity)
        #expect(down.velocity(at: 1) == -.infinity)
    }

    // MARK: Clamping, endpoints, NaN

    @Test(arguments: curves)
    func endpoints(_ named: NamedCurve) {
        #expect(named.curve.value(at: 0) == 0)
        #expect(named.curve.value(at: 1) == 1)
    }

    /// Progress outside [0, 1] is clamped for every curve: bit-equal to the value at the end.
    @Test(arguments: curves)
    func progressIsClamped(_ named: NamedCurve) {
        let curve = named.curve
        for below in [-0.5, -1e-9, -1000, -Double.infinity, -Double.greatestFiniteMagnitude] {
            #expect(curve.value(at: below) == curve.value(at: 0), "value at \(below)")
            #expect(curve.velocity(at: below) == curve.velocity(at: 0), "velocity at \(below)")
        }
        for above in [1.5, 1 + 1e-9, 1000, Double.infinity, Double.greatestFiniteMagnitude] {
            #expect(curve.value(at: above) == curve.value(at: 1), "value at \(above)")
            #expect(curve.velocity(at: above) == curve.velocity(at: 1), "velocity at \(above)")
        }
    }

    @Test func measuredEaseInOutClamping() {
        #expect(UnitCurve.easeInOut.value(at: -0.5) == 0)
        #expect(UnitCurve.easeInOut.value(at: 1.5) == 1)
        #expect(UnitCurve.easeInOut.value(at: -1000) == 0)
        #expect(UnitCurve.easeInOut.value(at: 1000) == 1)
    }

    /// NaN progress gives NaN for every curve, promptly. The velocity of `linear` stays 1 (its
    /// velocity is the constant 1 everywhere, as measured on SwiftUI outside [0, 1]).
    @Test(arguments: curves)
    func nanProgress(_ named: NamedCurve) {
        #expect(named.curve.value(at: .nan).isNaN)
        if named.name == "linear" {
            #expect(named.curve.velocity(at: .nan) == 1)
        } else {
            #expect(named.curve.velocity(at: .nan).isNaN)
        }
    }

    @Test(arguments: curves)
    func valuesAreMonotonicForMonotonicCurves(_ named: NamedCurve) {
        // Every curve here except the two with control-point y outside [0, 1] never turns back.
        guard !named.name.hasPrefix("bezier(-0.5") && !named.name.hasPrefix("bezier(0.3") else { return }
        var previous = -Double.infinity
        for x in stride(from: 0.0, through: 1.0, by: 1.0 / 256) {
            let y = named.curve.value(at: x)
            #expect(y >= previous, "at \(x)")
            previous = y
        }
    }

    // MARK: inverse

    @Test func inverseOfEachKind() {
        #expect(UnitCurve.linear.inverse == .linear)
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.circularEaseOut.inverse == .circularEaseIn)
        #expect(UnitCurve.circularEaseInOut.inverse == .circularEaseInOut)
        #expect(UnitCurve.easeIn.inverse == .bezier(startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1)))
        #expect(UnitCurve.easeOut.inverse == .bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 0.58)))
        #expect(UnitCurve.easeInOut.inverse == .bezier(startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 0.58)))
    }

    @Test(arguments: curves)
    func inverseOfInverseIsTheOriginal(_ named: NamedCurve) {
        #expect(named.curve.inverse.inverse == named.curve)
    }

    /// circularEaseIn and circularEaseOut are mirror images across y = x, so each undoes the other
    /// exactly (to 1e-12). circularEaseInOut is left out on purpose: SwiftUI's `inverse` returns the
    /// curve itself (OpenSwiftUI's reconstruction; UnitCurve has no "out-in" circular kind to return),
    /// although its true mirror image is the out-in curve, so InOut(InOut(x)) ≠ x.
    @Test(arguments: grid)
    func circularInversesUndoEachOther(x: Double) {
        #expect(isClose(UnitCurve.circularEaseOut.value(at: UnitCurve.circularEaseIn.value(at: x)), x))
        #expect(isClose(UnitCurve.circularEaseIn.value(at: UnitCurve.circularEaseOut.value(at: x)), x))
    }

    // MARK: Equality

    @Test func presetsAreDistinctAndHashConsistently() {
        #expect(Set(Self.presets.map(\.curve)).count == Self.presets.count)
        let rebuilt = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
        #expect(rebuilt == .easeInOut)
        #expect(rebuilt.hashValue == UnitCurve.easeInOut.hashValue)
        #expect(UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1)) == .easeIn)
        #expect(UnitCurve.bezier(startControlPoint: .zero, endControlPoint: UnitPoint(x: 0.58, y: 1)) == .easeOut)
        // A Bézier with linear's shape is still a Bézier: equality compares kinds and control points.
        #expect(UnitCurve.bezier(startControlPoint: .zero, endControlPoint: UnitPoint(x: 1, y: 1)) != .linear)
        #expect(UnitCurve.easeIn != .easeOut && UnitCurve.circularEaseIn != .circularEaseOut)
    }
}
