import CadenceUI
import Testing
import CadenceStageTestSupport

@Suite struct AffineTransform2DTests {
    @Test func concatenatingAppliesTheReceiverFirst() {
        let scale = AffineTransform2D(scaleX: 2, y: 3)
        let move = AffineTransform2D(translationX: 10, y: -5)
        #expect(scale.concatenating(move).apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 12, y: -2))
        #expect(move.concatenating(scale).apply(to: CGPoint(x: 1, y: 1)) == CGPoint(x: 22, y: -12))
        #expect(AffineTransform2D.identity.concatenating(scale) == scale)
    }

    @Test func rotationByAQuarterTurnMapsXOntoY() {
        let quarter = AffineTransform2D(rotationAngle: .pi / 2)
        #expect(isClose(quarter.apply(to: CGPoint(x: 1, y: 0)), CGPoint(x: 0, y: 1), absolute: 1e-15))
        #expect(isClose(quarter.apply(to: CGPoint(x: 0, y: 1)), CGPoint(x: -1, y: 0), absolute: 1e-15))
    }

    @Test func rectanglesMapToTheBoundsOfTheirCorners() {
        let transform = AffineTransform2D(rotationAngle: .pi / 4)
        let bounds = transform.apply(to: CGRect(x: 0, y: 0, width: 2, height: 2))
        let half = 2 * CGFloat(2).squareRoot() / 2
        #expect(isClose(bounds, CGRect(x: -half, y: 0, width: 2 * half, height: 2 * half), absolute: 1e-12))
    }

    @Test func nonFiniteTransformsGiveNaNBoundsInsteadOfCrashing() {
        let bounds = AffineTransform2D(scaleX: .nan, y: 1).apply(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(bounds.origin.x.isNaN && bounds.size.width.isNaN)
        let infinite = AffineTransform2D(scaleX: .infinity, y: 1).apply(to: CGRect(x: 1, y: 0, width: 1, height: 1))
        #expect(infinite.origin.x == .infinity)
    }
}
