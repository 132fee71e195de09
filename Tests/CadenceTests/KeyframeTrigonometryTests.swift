import Foundation
import Testing
@testable import Cadence

/// The sine, cosine and exponential that spring keyframes evaluate with, against libm.
@Suite struct KeyframeTrigonometryTests {
    @Test func sineAndCosineAgreeWithLibmToAboutAnUlp() {
        var random = KFRandom.fromEnvironment(fallback: 0xCADE_0005, label: "keyframe trigonometry: sinCos")
        var worst = 0.0
        let ranges: [ClosedRange<Double>] = [-1...1, -10...10, -1000...1000, -1e5...1e5]
        for range in ranges {
            for _ in 0..<20_000 {
                let x = Double.random(in: range, using: &random)
                let (sine, cosine) = KeyframeTrigonometry.sinCos(x)
                worst = max(worst, abs(sine - CMath.sin(x)), abs(cosine - CMath.cos(x)))
            }
        }
        #expect(worst <= 1e-15, "seed \(random.seed)")
        // Quadrant boundaries and exact values.
        for k in -8...8 {
            let x = Double(k) * Double.pi / 4
            let (sine, cosine) = KeyframeTrigonometry.sinCos(x)
            #expect(abs(sine - CMath.sin(x)) <= 1e-15 && abs(cosine - CMath.cos(x)) <= 1e-15)
        }
        #expect(KeyframeTrigonometry.sinCos(0) == (0, 1))
    }

    @Test(arguments: [1e5 + 1, -3e7, Double.infinity, -Double.infinity, Double.nan, 1e300])
    func argumentsOutsideTheReducedRangeGoToLibm(x: Double) {
        let (sine, cosine) = KeyframeTrigonometry.sinCos(x)
        #expect(kfClose(sine, CMath.sin(x), abs: 0, rel: 0) && kfClose(cosine, CMath.cos(x), abs: 0, rel: 0))
    }

    @Test func theExponentialAgreesWithLibmToAboutAnUlp() {
        var random = KFRandom.fromEnvironment(fallback: 0xCADE_0006, label: "keyframe trigonometry: exp")
        var worst = 0.0
        for range in [-1.0...1.0, -50...50, -700...700] {
            for _ in 0..<20_000 {
                let x = Double.random(in: range, using: &random)
                worst = max(worst, abs(KeyframeTrigonometry.exp(x) - CMath.exp(x)) / CMath.exp(x))
            }
        }
        #expect(worst <= 1e-15, "seed \(random.seed)")
        #expect(KeyframeTrigonometry.exp(0) == 1)
    }

    @Test(arguments: [701.0, -745, 1000, Double.infinity, -Double.infinity, Double.nan])
    func exponentsOutsideTheReducedRangeGoToLibm(x: Double) {
        #expect(kfClose(KeyframeTrigonometry.exp(x), CMath.exp(x), abs: 0, rel: 0))
    }
}
