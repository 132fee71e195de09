#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Shapes as icon converters and chart code write them: a path built from lines and arcs, returned
// as `strokedPath(_:)` so the shape is filled rather than stroked (round caps and joins), a dashed
// tick ring, and rectangles added through a transform.

/// A check mark drawn as a filled outline of a round-capped stroke, in a 100-point box.
private struct CheckGlyph: Shape {
    var weight: CGFloat = 8
    func path(in rect: CGRect) -> Path {
        var stroke = Path()
        stroke.move(to: CGPoint(x: rect.minX + 0.2 * rect.width, y: rect.midY))
        stroke.addLine(to: CGPoint(x: rect.minX + 0.4 * rect.width, y: rect.minY + 0.7 * rect.height))
        stroke.addLine(to: CGPoint(x: rect.minX + 0.8 * rect.width, y: rect.minY + 0.3 * rect.height))
        return stroke.strokedPath(StrokeStyle(lineWidth: weight, lineCap: .round, lineJoin: .round))
    }
}

/// A progress arc as a filled band, as gauges write it.
private struct ArcBand: Shape {
    var progress: Double
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var arc = Path()
        arc.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - 10,
                   startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        return arc.strokedPath(.init(lineWidth: 12, lineCap: .butt))
    }
}

private struct GaugeCard: View {
    @State private var progress = 0.25
    var body: some View {
        VStack {
            CheckGlyph().fill(.green).frame(width: 100, height: 100)
            ArcBand(progress: progress).fill(.blue).frame(width: 120, height: 120)
            Button("Fill") { withAnimation(.linear(duration: 1)) { progress = 0.75 } }
        }
    }
}

@MainActor
@Suite struct StrokedPathShapesCompatibilityTests {
    @Test func aStrokedLineCoversItsBandAndItsCaps() {
        var line = Path()
        line.move(to: CGPoint(x: 10, y: 10))
        line.addLine(to: CGPoint(x: 90, y: 10))
        let butt = line.strokedPath(StrokeStyle(lineWidth: 4))
        #expect(isClose(butt.boundingRect, CGRect(x: 10, y: 8, width: 80, height: 4), absolute: 1e-9))
        #expect(butt.contains(CGPoint(x: 50, y: 11.5)))
        #expect(!butt.contains(CGPoint(x: 50, y: 12.5)), "outside the 4-point band")
        #expect(!butt.contains(CGPoint(x: 9, y: 10)), "butt caps stop at the ends")
        let round = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
        #expect(isClose(round.boundingRect, CGRect(x: 8, y: 8, width: 84, height: 4), absolute: 1e-9))
        #expect(round.contains(CGPoint(x: 9, y: 10)))
        #expect(!round.contains(CGPoint(x: 8.4, y: 11.6)), "a round cap's corner is cut away")
        let square = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square))
        #expect(square.contains(CGPoint(x: 8.4, y: 11.6)), "a square cap keeps its corner")
        #expect(Path().strokedPath(StrokeStyle(lineWidth: 4)).isEmpty)
        var broken = line
        broken.addLine(to: CGPoint(x: CGFloat.nan, y: 10))
        let kept = broken.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
        #expect(kept.contains(CGPoint(x: 50, y: 10)), "the finite part is still stroked")
        #expect(kept.boundingRect.width.isFinite, "a NaN point adds no piece")
        #expect(line.strokedPath(StrokeStyle(lineWidth: 0)).isEmpty)
    }

    @Test func cornersFollowTheJoinAndTheMiterLimit() {
        var corner = Path()
        corner.move(to: CGPoint(x: 0, y: 0))
        corner.addLine(to: CGPoint(x: 10, y: 0))
        corner.addLine(to: CGPoint(x: 10, y: 10))
        let outer = CGPoint(x: 10.9, y: -0.9)
        let miter = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter))
        #expect(miter.contains(outer), "a right-angle miter reaches the corner (√2 < the limit of 10)")
        #expect(isClose(miter.boundingRect, CGRect(x: 0, y: -1, width: 11, height: 11), absolute: 1e-9))
        #expect(!corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel)).contains(outer))
        #expect(!corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .miter, miterLimit: 1.2)).contains(outer),
                "a miter longer than the limit is bevelled")
        let round = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .round))
        #expect(round.contains(CGPoint(x: 10.6, y: -0.6)))
        #expect(!round.contains(outer))
        #expect(!miter.contains(CGPoint(x: 5, y: 5)), "the inside of the corner stays empty")
    }

    @Test func aDashPatternSplitsTheLineFromItsPhase() {
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 100, y: 0))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10]))
        #expect(dashed.contains(CGPoint(x: 5, y: 0)))
        #expect(!dashed.contains(CGPoint(x: 15, y: 0)))
        #expect(dashed.contains(CGPoint(x: 25, y: 0)))
        #expect(!dashed.contains(CGPoint(x: 95, y: 0)))
        let shifted = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [10, 10], dashPhase: 10))
        #expect(!shifted.contains(CGPoint(x: 5, y: 0)))
        #expect(shifted.contains(CGPoint(x: 15, y: 0)))
        let ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100)).strokedPath(StrokeStyle(lineWidth: 4))
        #expect(ring.contains(CGPoint(x: 99, y: 50)))
        #expect(!ring.contains(CGPoint(x: 50, y: 50)), "a stroked circle is a ring, not a disc")
    }

    @Test func rectanglesAndArcsGoThroughTheirTransform() {
        var path = Path()
        path.addRects([CGRect(x: 0, y: 0, width: 10, height: 10), CGRect(x: 20, y: 0, width: 10, height: 10)],
                      transform: CGAffineTransform(translationX: 5, y: 5))
        #expect(isClose(path.boundingRect, CGRect(x: 5, y: 5, width: 30, height: 10), absolute: 1e-9))
        var turned = Path()
        turned.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(rotationAngle: .pi / 4))
        #expect(isClose(turned.boundingRect.width, 10 * 2.squareRoot(), absolute: 1e-9))
        var ellipse = Path()
        ellipse.addEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(scaleX: 2, y: 1))
        #expect(ellipse.contains(CGPoint(x: 18, y: 5)))
        var arc = Path()
        arc.move(to: CGPoint(x: 0, y: 0))
        arc.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
                   transform: CGAffineTransform(translationX: 100, y: 0))
        #expect(arc.currentPoint.map { isClose($0, CGPoint(x: 100, y: 10), absolute: 1e-9) } == true)
    }

    @Test func filledStrokeOutlinesDrawAndAnimateAsShapes() throws {
        let stage = Stage(size: CGSize(width: 200, height: 300)) { GaugeCard() }
        #expect(stage.displayList().item(filledWith: .green) != nil)
        func bandBounds() throws -> CGRect {
            let item = try #require(stage.displayList().item(filledWith: .blue))
            guard case .shape(let shape) = item.content else { throw CancellationError() }
            return shape.geometry.path(in: shape.rect).boundingRect
        }
        // A quarter arc from the top, 50 points in radius: it spans from the centre line to the right.
        let quarter = try bandBounds()
        try stage.tap(label: "Fill")
        stage.advance(by: 2)
        let threeQuarters = try bandBounds()
        #expect(threeQuarters.width > quarter.width + 40, "\(quarter) → \(threeQuarters)")
        #expect(threeQuarters.height > quarter.height + 40)
    }
}
