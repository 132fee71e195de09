import Foundation
import Testing
@testable import Cadence

@Suite struct AnimatableTests {
    @Test func pairArithmeticIsComponentWise() {
        let a = AnimatablePair(CGFloat(1), 2.0)
        let b = AnimatablePair(CGFloat(3), -4.0)
        #expect((a + b) == AnimatablePair(CGFloat(4), -2.0))
        #expect((a - b) == AnimatablePair(CGFloat(-2), 6.0))
        #expect(a.scaled(by: 3) == AnimatablePair(CGFloat(3), 6.0))
        #expect(a.magnitudeSquared == 5)
        #expect(AnimatablePair<CGFloat, Double>.zero == AnimatablePair(CGFloat(0), 0.0))
    }

    @Test func interpolationMovesByAmount() {
        #expect(2.0.interpolated(towards: 6.0, amount: 0.25) == 3.0)
        var p = AnimatablePair(0.0, 10.0)
        p.interpolate(towards: AnimatablePair(10.0, 0.0), amount: 0.5)
        #expect(p == AnimatablePair(5.0, 5.0))
    }

    @Test func angleAnimatesItsRadiansTimes128() {
        // SwiftUI's scale, measured: OpenSwiftUI's AngleCompatibilityTests assert
        // `animatableData == radians * 128` on SwiftUI.
        var angle = Angle.degrees(180)
        #expect(angle.animatableData == Double.pi * 128)
        angle.animatableData = Double.pi / 2 * 128
        #expect(abs(angle.degrees - 90) < 1e-12)
        #expect(Angle.zero.radians == 0)
        #expect(Angle.radians(1).radians == 1)
    }

    @Test func geometryAnimatesAsPairs() {
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData.first == AnimatablePair(CGFloat(1), CGFloat(2)))
        #expect(rect.animatableData.second == AnimatablePair(CGFloat(3), CGFloat(4)))
        rect.animatableData = AnimatablePair(AnimatablePair(5, 6), AnimatablePair(7, 8))
        #expect(rect == CGRect(x: 5, y: 6, width: 7, height: 8))
        var point = CGPoint(x: 1, y: 2)
        point.animatableData.scale(by: 2)
        #expect(point == CGPoint(x: 2, y: 4))
        var size = CGSize(width: 1, height: 2)
        size.animatableData += AnimatablePair(1, 1)
        #expect(size == CGSize(width: 2, height: 3))
    }

    @Test(arguments: [
        (UnitPoint.zero, 0.0, 0.0), (.center, 0.5, 0.5), (.leading, 0, 0.5), (.trailing, 1, 0.5),
        (.top, 0.5, 0), (.bottom, 0.5, 1), (.topLeading, 0, 0), (.topTrailing, 1, 0),
        (.bottomLeading, 0, 1), (.bottomTrailing, 1, 1),
    ] as [(UnitPoint, Double, Double)])
    func unitPointPresets(point: UnitPoint, x: Double, y: Double) {
        #expect(point.x == CGFloat(x))
        #expect(point.y == CGFloat(y))
        // Scaled by 128 as SwiftUI does (OpenSwiftUI's UnitPoint.swift, audited for iOS 18).
        #expect(point.animatableData == AnimatablePair(CGFloat(x * 128), CGFloat(y * 128)))
    }

    @Test func emptyDataIsInert() {
        var e = EmptyAnimatableData()
        e.scale(by: 10)
        #expect(e + e == .zero)
        #expect(e.magnitudeSquared == 0)
    }
}
