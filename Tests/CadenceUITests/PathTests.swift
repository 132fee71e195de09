import CadenceUI
import Testing
import CadenceStageTestSupport

@Suite struct PathTests {
    private func endPoints(_ path: Path) -> [CGPoint] {
        path.elements.compactMap { element in
            switch element {
            case .move(let point), .line(let point): point
            case .curve(let point, _, _), .quadCurve(let point, _): point
            case .closeSubpath: nil
            }
        }
    }

    /// A cubic Bézier's point at t.
    private func point(on from: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ to: CGPoint, at t: CGFloat) -> CGPoint {
        let u = 1 - t
        let x = u * u * u * from.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x
        let y = u * u * u * from.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y
        return CGPoint(x: x, y: y)
    }

    @Test func ellipseStaysWithinAFractionOfAPercentOfTheCircle() throws {
        let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200))
        var previous = CGPoint(x: 200, y: 100)
        var worst: CGFloat = 0
        for element in path.elements {
            guard case .curve(let to, let c1, let c2) = element else { continue }
            for step in 0...20 {
                let p = point(on: previous, c1, c2, to, at: CGFloat(step) / 20)
                let radius = ((p.x - 100) * (p.x - 100) + (p.y - 100) * (p.y - 100)).squareRoot()
                worst = max(worst, abs(radius - 100) / 100)
            }
            previous = to
        }
        #expect(worst < 3e-4)
        #expect(worst > 0)
        #expect(path.elements.first == .move(to: CGPoint(x: 200, y: 100)))
        #expect(path.elements.last == .closeSubpath)
    }

    @Test func ellipseGoesClockwiseOnScreenFromTheRight() {
        let points = endPoints(Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 2)))
        let expected = [CGPoint(x: 4, y: 1), CGPoint(x: 2, y: 2), CGPoint(x: 0, y: 1), CGPoint(x: 2, y: 0), CGPoint(x: 4, y: 1)]
        #expect(zip(points, expected).allSatisfy { isClose($0, $1, absolute: 1e-12) })
    }

    @Test func roundedRectangleCornersAreClampedToHalfTheSides() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        #expect(Path(roundedRect: rect, cornerRadius: 50) == ShapeGeometry.capsule(style: .continuous).path(in: rect))
        #expect(Path(roundedRect: rect, cornerRadius: 0) == Path(rect))
        #expect(Path(roundedRect: rect, cornerRadius: -5) == Path(rect))
    }

    @Test func buildingPathsByHand() {
        var path = Path()
        #expect(path.isEmpty)
        path.addLine(to: CGPoint(x: 1, y: 1))
        // A line with no current point starts a subpath there.
        #expect(path.elements == [.move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 1, y: 1))])
        path.addQuadCurve(to: CGPoint(x: 3, y: 1), control: CGPoint(x: 2, y: 0))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        #expect(path.description == "M 1 1 L 1 1 Q 2 0 3 1 Z")
        let moved = path.applying(AffineTransform2D(translationX: 1, y: 2))
        #expect(moved.description == "M 2 3 L 2 3 Q 3 2 4 3 Z")
    }

    @Test func arcsSweepTheRequestedAngle() {
        var half = Path()
        half.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
        let points = endPoints(half)
        #expect(isClose(points.first!, CGPoint(x: 10, y: 0), absolute: 1e-12))
        #expect(isClose(points.last!, CGPoint(x: -10, y: 0), absolute: 1e-12))
        // Not clockwise in SwiftUI's flipped sense: through positive y (down on screen).
        #expect(points.contains { isClose($0, CGPoint(x: 0, y: 10), absolute: 1e-12) })

        var other = Path()
        other.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(180), clockwise: true)
        #expect(endPoints(other).contains { isClose($0, CGPoint(x: 0, y: -10), absolute: 1e-12) })

        var degenerate = Path()
        degenerate.addArc(center: .zero, radius: .nan, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(degenerate.isEmpty)
    }
}
