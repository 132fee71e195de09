#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Testing
import CadenceStageTestSupport

// Drawing code as icon and gauge files write it since iOS 17: shapes built from set operations
// (a ring as a circle minus a smaller one, a badge as a union), a stroke used as a shape, custom
// shapes that point somewhere and so mirror in Arabic or Hebrew, and the per-view mirroring switch.

/// A "next" chevron-like wedge: a triangle pointing right, tip at the middle of the right edge.
private struct ForwardWedge: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// The same wedge, declared as never mirroring (a play button keeps pointing right).
private struct PlayWedge: Shape {
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    func path(in rect: CGRect) -> Path { ForwardWedge().path(in: rect) }
}

/// A wedge drawn for right-to-left first: it mirrors in left-to-right layouts only.
private struct DesignedRightToLeftWedge: Shape {
    var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors(in: .leftToRight) }
    func path(in rect: CGRect) -> Path { ForwardWedge().path(in: rect) }
}

/// A hairline that declares itself a separator.
private struct Hairline: Shape {
    static var role: ShapeRole { .separator }
    func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.midY, width: rect.width, height: 1)) }
}

/// A pie slice growing from the top, as timers draw it.
private struct Slice: Shape {
    var progress: Double
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: centre)
        path.addArc(center: centre, radius: rect.width / 2, startAngle: .degrees(-90),
                    endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        path.closeSubpath()
        return path
    }
}

private struct WedgeRow: View {
    let direction: LayoutDirection
    var body: some View {
        VStack {
            ForwardWedge().fill(.red).frame(width: 40, height: 40)
            PlayWedge().fill(.blue).frame(width: 40, height: 40)
            DesignedRightToLeftWedge().fill(.green).frame(width: 40, height: 40)
            Rectangle().fill(.orange).frame(width: 40, height: 40).clipShape(ForwardWedge())
        }
        .environment(\.layoutDirection, direction)
    }
}

private struct PagerArrows: View {
    let behavior: LayoutDirectionBehavior
    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20)
            Color.blue.frame(width: 20, height: 20)
        }
        .layoutDirectionBehavior(behavior)
        .frame(width: 100, height: 40)
        .environment(\.layoutDirection, .rightToLeft)
    }
}

private struct RingBadge: View {
    @State private var progress = 0.25
    var body: some View {
        VStack {
            Circle().subtracting(Circle().inset(by: 20)).fill(.purple).frame(width: 100, height: 100)
            Circle().stroke(lineWidth: 10).fill(.red).frame(width: 100, height: 100)
            Circle().stroke(lineWidth: 10).foregroundStyle(.blue).frame(width: 100, height: 100)
            Slice(progress: progress).subtracting(Circle().inset(by: 30)).fill(.green).frame(width: 100, height: 100)
            Button("Grow") { withAnimation(.linear(duration: 1)) { progress = 0.75 } }
        }
    }
}

/// A spotlight: the canvas darkened everywhere but a disc, drawn through an inverse clip.
private struct Spotlight: View {
    var body: some View {
        Canvas { context, size in
            var dimmed = context
            dimmed.clip(to: Path(ellipseIn: CGRect(x: 30, y: 30, width: 40, height: 40)), options: .inverse)
            dimmed.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
            var ring = context
            var nested = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
            nested.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
            ring.clip(to: nested, style: FillStyle(eoFill: true))
            ring.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.yellow))
        }
        .frame(width: 100, height: 100)
    }
}

/// The area a path fills, from its polygon outlines (lines only, as set operations return).
private func area(of path: Path) -> CGFloat {
    var total: CGFloat = 0
    var start = CGPoint.zero, last = CGPoint.zero
    path.forEach { element in
        switch element {
        case .move(let p): start = p; last = p
        case .line(let p): total += last.x * p.y - p.x * last.y; last = p
        case .closeSubpath: total += last.x * start.y - start.x * last.y; last = start
        default: break
        }
    }
    return abs(total) / 2
}

/// The length of a path's lines.
private func length(of path: Path) -> CGFloat {
    var total: CGFloat = 0
    var last = CGPoint.zero
    path.forEach { element in
        switch element {
        case .move(let p): last = p
        case .line(let p): total += ((p.x - last.x) * (p.x - last.x) + (p.y - last.y) * (p.y - last.y)).squareRoot(); last = p
        default: break
        }
    }
    return total
}

@MainActor
@Suite struct ShapeOperationsAndMirroringCompatibilityTests {
    private func shapePath(_ stage: Stage, _ color: Color) throws -> (path: Path, rect: CGRect) {
        let item = try #require(stage.displayList().item(filledWith: color))
        guard case .shape(let shape) = item.content else { throw CancellationError() }
        return (shape.path, shape.rect)
    }

    @Test func customShapesMirrorInRightToLeftLayoutsUnlessFixed() throws {
        let leftToRight = Stage(size: CGSize(width: 100, height: 300)) { WedgeRow(direction: .leftToRight) }
        let rightToLeft = Stage(size: CGSize(width: 100, height: 300)) { WedgeRow(direction: .rightToLeft) }
        func pointsRight(_ path: Path, in rect: CGRect) -> Bool {
            let nearRight = CGPoint(x: rect.maxX - 2, y: rect.midY), nearLeftCorner = CGPoint(x: rect.minX + 2, y: rect.minY + 2)
            return path.contains(nearRight) && path.contains(nearLeftCorner)
        }
        func pointsLeft(_ path: Path, in rect: CGRect) -> Bool {
            let nearLeft = CGPoint(x: rect.minX + 2, y: rect.midY), nearRightCorner = CGPoint(x: rect.maxX - 2, y: rect.minY + 2)
            return path.contains(nearLeft) && path.contains(nearRightCorner)
        }
        let forward = try shapePath(leftToRight, .red), forwardMirrored = try shapePath(rightToLeft, .red)
        #expect(pointsRight(forward.path, in: forward.rect))
        #expect(pointsLeft(forwardMirrored.path, in: forwardMirrored.rect), "a custom shape mirrors by default")
        let play = try shapePath(rightToLeft, .blue)
        #expect(pointsRight(play.path, in: play.rect), "a .fixed shape keeps pointing right")
        let designed = try shapePath(leftToRight, .green), designedInRTL = try shapePath(rightToLeft, .green)
        #expect(pointsLeft(designed.path, in: designed.rect), ".mirrors(in: .leftToRight) mirrors left to right")
        #expect(pointsRight(designedInRTL.path, in: designedInRTL.rect))
        #expect(ForwardWedge().layoutDirectionBehavior == .mirrors)
        #expect(LayoutDirectionBehavior.mirrors == .mirrors(in: .rightToLeft))
        #expect(Circle().layoutDirectionBehavior == .fixed)
        #expect(UnevenRoundedRectangle(topLeadingRadius: 8).layoutDirectionBehavior == .mirrors)
        #expect(ForwardWedge().offset(x: 3).layoutDirectionBehavior == .mirrors)
        #expect(PlayWedge().trim(from: 0, to: 0.5).layoutDirectionBehavior == .fixed)
    }

    @Test func aClipShapeMirrorsWithTheLayout() throws {
        let leftToRight = Stage(size: CGSize(width: 100, height: 300)) { WedgeRow(direction: .leftToRight) }
        let rightToLeft = Stage(size: CGSize(width: 100, height: 300)) { WedgeRow(direction: .rightToLeft) }
        func clip(_ stage: Stage) throws -> (path: Path, rect: CGRect) {
            let item = try #require(stage.displayList().item(filledWith: .orange))
            let clip = try #require(item.clips.first)
            return (clip.geometry.path(in: clip.rect), clip.rect)
        }
        let plain = try clip(leftToRight), mirrored = try clip(rightToLeft)
        #expect(plain.path.contains(CGPoint(x: plain.rect.maxX - 2, y: plain.rect.midY)))
        #expect(!plain.path.contains(CGPoint(x: plain.rect.maxX - 2, y: plain.rect.minY + 2)))
        #expect(mirrored.path.contains(CGPoint(x: mirrored.rect.minX + 2, y: mirrored.rect.midY)))
        #expect(!mirrored.path.contains(CGPoint(x: mirrored.rect.minX + 2, y: mirrored.rect.minY + 2)), "the base is on the right now")
    }

    @Test func theViewModifierMirrorsContentInTheDirectionItNames() throws {
        func redIsLeftOfBlue(_ behavior: LayoutDirectionBehavior) throws -> Bool {
            let stage = Stage(size: CGSize(width: 100, height: 40)) { PagerArrows(behavior: behavior) }
            let red = try #require(stage.displayList().item(filledWith: .red))
            let blue = try #require(stage.displayList().item(filledWith: .blue))
            return red.bounds.midX < blue.bounds.midX
        }
        // Right to left, the row runs from the right: red (first) is on the right…
        #expect(try !redIsLeftOfBlue(.fixed))
        #expect(try !redIsLeftOfBlue(.mirrors(in: .leftToRight)))
        // …and mirroring the drawing puts it back on the left.
        #expect(try redIsLeftOfBlue(.mirrors))
        #expect(try redIsLeftOfBlue(.mirrors(in: .rightToLeft)))
    }

    @Test func setOperationsOnPathsGiveTheRegionsTheyName() {
        let left = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
        let right = Path(CGRect(x: 10, y: 10, width: 20, height: 20))
        let union = left.union(right)
        #expect(isClose(area(of: union), 700, absolute: 1e-6))
        #expect(union.contains(CGPoint(x: 5, y: 5)) && union.contains(CGPoint(x: 25, y: 25)))
        #expect(!union.contains(CGPoint(x: 25, y: 5)))
        #expect(isClose(union.boundingRect, CGRect(x: 0, y: 0, width: 30, height: 30), absolute: 1e-9))
        let intersection = left.intersection(right)
        #expect(isClose(area(of: intersection), 100, absolute: 1e-6))
        #expect(isClose(intersection.boundingRect, CGRect(x: 10, y: 10, width: 10, height: 10), absolute: 1e-9))
        let difference = left.subtracting(right)
        #expect(isClose(area(of: difference), 300, absolute: 1e-6))
        #expect(!difference.contains(CGPoint(x: 15, y: 15)) && difference.contains(CGPoint(x: 5, y: 15)))
        let either = left.symmetricDifference(right)
        #expect(isClose(area(of: either), 600, absolute: 1e-6))
        #expect(!either.contains(CGPoint(x: 15, y: 15)))
        // The results fill the same under either rule.
        for point in [CGPoint(x: 15, y: 15), CGPoint(x: 5, y: 5), CGPoint(x: 25, y: 25), CGPoint(x: 25, y: 5)] {
            #expect(either.contains(point, eoFill: true) == either.contains(point, eoFill: false))
        }
        // Squares sharing an edge merge into one outline.
        let touching = left.union(Path(CGRect(x: 20, y: 0, width: 20, height: 20)))
        #expect(isClose(area(of: touching), 800, absolute: 1e-6))
        #expect(left.intersection(Path(CGRect(x: 50, y: 50, width: 5, height: 5))).isEmpty)
        #expect(left.union(Path()).contains(CGPoint(x: 10, y: 10)))
        #expect(Path().subtracting(left).isEmpty)
    }

    @Test func theFillRuleDecidesEachOperandsRegion() {
        // Two nested squares drawn the same way: one region under non-zero, a frame under even-odd.
        var nested = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
        nested.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        let band = Path(CGRect(x: 0, y: 15, width: 40, height: 10))
        #expect(isClose(area(of: nested.intersection(band)), 400, absolute: 1e-6))
        #expect(isClose(area(of: nested.intersection(band, eoFill: true)), 200, absolute: 1e-6))
        let frame = nested.normalized()
        #expect(!frame.contains(CGPoint(x: 20, y: 20), eoFill: false), "normalized with the even-odd rule (the default) keeps the hole")
        #expect(frame.contains(CGPoint(x: 5, y: 20), eoFill: false))
        #expect(isClose(area(of: nested.normalized(eoFill: false)), 1600, absolute: 1e-6))
        // Overlapping subpaths wound the same way fill their overlap once when normalized.
        var overlapping = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
        overlapping.addRect(CGRect(x: 10, y: 0, width: 20, height: 20))
        #expect(isClose(area(of: overlapping.normalized(eoFill: false)), 600, absolute: 1e-6))
    }

    @Test func lineOperationsCutAPathsLinesAtTheOtherRegion() {
        var line = Path()
        line.move(to: CGPoint(x: -10, y: 10))
        line.addLine(to: CGPoint(x: 50, y: 10))
        let square = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
        let inside = line.lineIntersection(square)
        #expect(isClose(length(of: inside), 20, absolute: 1e-6))
        #expect(isClose(inside.boundingRect, CGRect(x: 0, y: 10, width: 20, height: 0), absolute: 1e-9))
        let outside = line.lineSubtraction(square)
        #expect(isClose(length(of: outside), 40, absolute: 1e-6))
        var subpaths = 0
        outside.forEach { if case .move = $0 { subpaths += 1 } }
        #expect(subpaths == 2, "the line leaves the square in two pieces")
        // A closed outline's lines: the part of a square's edge inside a disc.
        let edge = square.lineIntersection(Path(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20)))
        #expect(isClose(length(of: edge), 20, absolute: 0.05), "two 10-point stretches of edge from the corner")
    }

    @Test func shapeOperationsDrawAsViewsAndAnimate() throws {
        let stage = Stage(size: CGSize(width: 120, height: 500)) { RingBadge() }
        let ring = try shapePath(stage, .purple)
        let centre = CGPoint(x: ring.rect.midX, y: ring.rect.midY)
        #expect(!ring.path.contains(centre), "a circle minus a smaller one is a ring")
        #expect(ring.path.contains(CGPoint(x: ring.rect.minX + 10, y: ring.rect.midY)))
        // A stroke used as a shape: filled, it paints the band the stroke would.
        let band = try shapePath(stage, .red)
        #expect(!band.path.contains(CGPoint(x: band.rect.midX, y: band.rect.midY)))
        #expect(band.path.contains(CGPoint(x: band.rect.minX + 2, y: band.rect.midY)))
        // Drawn on its own, it is still the circle stroked.
        let stroked = try #require(stage.displayList().items.first { item in
            if case .shape(let shape) = item.content, case .stroke(_, let width) = shape.paint { return width == 10 }
            return false
        })
        #expect(stroked.colorOpacity > 0)
        // The operands' animatable data animates through the operation.
        func sliceArea() throws -> CGFloat { area(of: try shapePath(stage, .green).path) }
        let quarter = try sliceArea()
        try stage.tap(label: "Grow")
        stage.advance(by: 0.5)
        let half = try sliceArea()
        stage.advance(by: 1)
        let threeQuarters = try sliceArea()
        // The slice minus a 20-point disc: π(50² − 20²) × progress.
        let full = CGFloat.pi * (2500 - 400)
        #expect(isClose(quarter, full * 0.25, relative: 0.01))
        #expect(isClose(half, full * 0.5, relative: 0.01), "linear: halfway at 0.5 s")
        #expect(isClose(threeQuarters, full * 0.75, relative: 0.01))
    }

    @Test func canvasClipsHonourInverseAndEvenOdd() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100)) { Spotlight() }
        func clip(_ color: Color) throws -> Path {
            let item = try #require(stage.displayList().item(filledWith: color))
            let clip = try #require(item.clips.first)
            return clip.geometry.path(in: clip.rect)
        }
        let outside = try clip(.black)
        #expect(!outside.contains(CGPoint(x: 50, y: 50)), "the disc is cut out of an inverse clip")
        #expect(outside.contains(CGPoint(x: 5, y: 5)) && outside.contains(CGPoint(x: 95, y: 50)))
        #expect(outside.contains(CGPoint(x: -500, y: 50)), "everything outside the path is kept")
        let ring = try clip(.yellow)
        #expect(!ring.contains(CGPoint(x: 50, y: 50)), "the even-odd rule cuts the inner disc out, filled non-zero too")
        #expect(ring.contains(CGPoint(x: 10, y: 50)))
    }

    @Test func shapesDeclareTheirRole() {
        #expect(Hairline.role == .separator)
        #expect(ForwardWedge.role == .fill)
        func role<S: Shape>(of shape: S) -> ShapeRole { S.role }
        #expect(role(of: Circle().stroke(lineWidth: 2)) == .stroke)
        #expect(role(of: Hairline().offset(x: 4)) == .separator)
        #expect(role(of: Hairline().trim(from: 0, to: 0.5)) == .separator)
    }
}
