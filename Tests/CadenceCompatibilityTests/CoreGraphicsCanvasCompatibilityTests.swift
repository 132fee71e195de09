#if canImport(SwiftUI)
import SwiftUI
#else
import CadenceUI
#endif
import Foundation
import Testing
import CadenceStageTestSupport

// Canvas code that hands its drawing to Core Graphics, as drawing helpers shared with UIKit code
// do: `context.withCGContext { cg in … }` with fills, strokes, transforms, saved states, clips,
// shadows and colours bridged between `Color`, `UIColor` and `CGColor`.

/// A ruled page swatch drawn with Core Graphics: paper, a margin line and ruled lines, in a page
/// coordinate system scaled to the canvas.
private struct RuledSwatch: View {
    var paper: Color = .yellow
    var body: some View {
        Canvas { context, size in
            context.withCGContext { cg in
                if let fill = paper.cgColor { cg.setFillColor(fill) }
                cg.fill(CGRect(origin: .zero, size: size))
                cg.saveGState()
                cg.translateBy(x: 10, y: 10)
                cg.scaleBy(x: 2, y: 2)
                cg.setStrokeColor(UIColor.red.cgColor)
                cg.setLineWidth(1.5)
                cg.move(to: CGPoint(x: 5, y: 0))
                cg.addLine(to: CGPoint(x: 5, y: 30))
                cg.strokePath()
                cg.restoreGState()
                cg.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
                cg.strokeLineSegments(between: [CGPoint(x: 0, y: 40), CGPoint(x: 100, y: 40), CGPoint(x: 0, y: 60), CGPoint(x: 100, y: 60)])
            }
        }
        .frame(width: 100, height: 80)
    }
}

/// A record label: a disc with a hole, filled even-odd and outlined, under a shadow, at half alpha.
private struct RecordLabel: View {
    final class Readings {
        var clipBox: CGRect = .null
        var pathBox: CGRect = .null
        var point: CGPoint = .zero
    }
    let readings: Readings
    var body: some View {
        Canvas { context, size in
            context.withCGContext { cg in
                cg.clip(to: CGRect(x: 0, y: 0, width: 60, height: 60))
                cg.translateBy(x: 5, y: 5)
                readings.clipBox = cg.boundingBoxOfClipPath
                cg.setAlpha(0.5)
                cg.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: CGColor(gray: 0, alpha: 0.4))
                cg.setFillColor(Color.purple.cgColor!)
                cg.setStrokeColor(gray: 0, alpha: 1)
                cg.addEllipse(in: CGRect(x: 0, y: 0, width: 50, height: 50))
                cg.addEllipse(in: CGRect(x: 20, y: 20, width: 10, height: 10))
                readings.pathBox = cg.boundingBoxOfPath
                cg.drawPath(using: .eoFillStroke)
                cg.move(to: CGPoint(x: 7, y: 8))
                readings.point = cg.currentPointOfPath
            }
        }
        .frame(width: 80, height: 80)
    }
}

/// An eraser: a filled square with a hole cleared in it.
private struct ClearedSquare: View {
    var body: some View {
        Canvas { context, _ in
            context.withCGContext { cg in
                cg.setFillColor(UIColor.systemGreen.cgColor)
                cg.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
                cg.clear(CGRect(x: 10, y: 10, width: 20, height: 20))
            }
        }
        .frame(width: 40, height: 40)
    }
}

/// A live gauge: a needle drawn with Core Graphics, turning a quarter turn a second.
private struct LiveGauge: View {
    let start: Date
    var body: some View {
        TimelineView(.animation) { timeline in
            let elapsed = timeline.date.timeIntervalSince(start)
            Canvas { context, size in
                context.withCGContext { cg in
                    cg.translateBy(x: size.width / 2, y: size.height / 2)
                    cg.rotate(by: CGFloat(elapsed) * .pi / 2)
                    cg.setStrokeColor(UIColor.orange.cgColor)
                    cg.setLineWidth(2)
                    cg.move(to: .zero)
                    cg.addLine(to: CGPoint(x: 0, y: -40))
                    cg.strokePath()
                }
            }
            .frame(width: 100, height: 100)
        }
    }
}

/// A two-colour tile (red above blue), rendered to an image and drawn back with Core Graphics.
private struct Tile: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 20, height: 10)
            Color.blue.frame(width: 20, height: 10)
        }
    }
}

private struct TileStamp: View {
    let image: CGImage
    var body: some View {
        Canvas { context, _ in
            context.withCGContext { cg in
                cg.draw(image, in: CGRect(x: 0, y: 0, width: 40, height: 40))
            }
        }
        .frame(width: 40, height: 40)
    }
}

@MainActor
@Suite struct CoreGraphicsCanvasCompatibilityTests {
    private func shapes(_ list: DisplayList) -> [(item: DisplayList.Item, shape: DisplayList.ShapeItem)] {
        list.items.compactMap { item in
            if case .shape(let shape) = item.content { (item, shape) } else { nil }
        }
    }

    private func strokes(_ list: DisplayList) -> [(item: DisplayList.Item, shape: DisplayList.ShapeItem, width: CGFloat)] {
        shapes(list).compactMap { entry in
            if case .stroke(_, let width) = entry.shape.paint { (entry.item, entry.shape, width) } else { nil }
        }
    }

    @Test func fillsAndStrokesLandWhereTheCanvasDrawsThem() throws {
        let list = Stage(size: CGSize(width: 100, height: 80)) { RuledSwatch() }.displayList()
        let paper = try #require(list.item(filledWith: .yellow))
        #expect(paper.bounds == CGRect(x: 0, y: 0, width: 100, height: 80))
        let lines = strokes(list)
        #expect(lines.count == 2)
        // The margin, drawn in the scaled page: x = 10 + 2 × 5, from y = 10 to 10 + 2 × 30, and
        // 1.5 × 2 points wide.
        let margin = try #require(lines.first)
        #expect(margin.shape.paint.color == Color.Resolved(red: 1, green: 0, blue: 0))
        let marginBounds = margin.item.transform.apply(to: margin.shape.path.boundingRect)
        #expect(isClose(marginBounds.minX, 20, absolute: 1e-9) && isClose(marginBounds.minY, 10, absolute: 1e-9))
        #expect(isClose(marginBounds.maxY, 70, absolute: 1e-9))
        #expect(isClose(margin.width * margin.item.transform.a, 3, absolute: 1e-9))
        // Restored state: the ruled lines are in canvas coordinates, 1 point wide, blue.
        let ruled = try #require(lines.last)
        #expect(ruled.shape.paint.color == Color.Resolved(red: 0, green: 0, blue: 1))
        #expect(ruled.width == 1 && ruled.item.transform.a == 1)
        let ruledBounds = ruled.item.transform.apply(to: ruled.shape.path.boundingRect)
        #expect(ruledBounds == CGRect(x: 0, y: 40, width: 100, height: 20))
    }

    @Test func aPathKeepsThePointsWhereTheyWereAdded() throws {
        struct Tick: View {
            var body: some View {
                Canvas { context, _ in
                    context.withCGContext { cg in
                        cg.move(to: CGPoint(x: 1, y: 1))
                        cg.scaleBy(x: 3, y: 3)
                        cg.addLine(to: CGPoint(x: 10, y: 1))
                        cg.setLineWidth(2)
                        cg.strokePath()
                        // Ended by the stroke: nothing more is drawn.
                        cg.strokePath()
                    }
                }
                .frame(width: 40, height: 10)
            }
        }
        let list = Stage(size: CGSize(width: 40, height: 10)) { Tick() }.displayList()
        let lines = strokes(list)
        #expect(lines.count == 1)
        let line = try #require(lines.first)
        // (1, 1) before the scale, (30, 3) after it: the stroke's path, mapped to the canvas.
        let points = line.shape.path.elementsPoints.map { line.item.transform.apply(to: $0) }
        #expect(points.count == 2)
        #expect(isClose(points[0].x, 1, absolute: 1e-9) && isClose(points[0].y, 1, absolute: 1e-9))
        #expect(isClose(points[1].x, 30, absolute: 1e-9) && isClose(points[1].y, 3, absolute: 1e-9))
        #expect(isClose(line.width * line.item.transform.a, 6, absolute: 1e-9), "the width under the scale in force")
    }

    @Test func anEvenOddDiscUnderAShadowAtHalfAlpha() throws {
        let readings = RecordLabel.Readings()
        let list = Stage(size: CGSize(width: 80, height: 80)) { RecordLabel(readings: readings) }.displayList()
        #expect(readings.clipBox == CGRect(x: -5, y: -5, width: 60, height: 60), "the clip in the moved user space")
        #expect(isClose(readings.pathBox, CGRect(x: 0, y: 0, width: 50, height: 50)), "\(readings.pathBox)")
        #expect(isClose(readings.point.x, 7, absolute: 1e-9) && isClose(readings.point.y, 8, absolute: 1e-9))
        let entries = shapes(list)
        #expect(entries.count == 2)
        let disc = try #require(entries.first), outline = try #require(entries.last)
        #expect(disc.shape.fillStyle.isEOFilled)
        guard case .stroke = outline.shape.paint else {
            Issue.record("the second item is \(outline.shape.paint)")
            return
        }
        for entry in entries {
            #expect(entry.item.clips.count == 1)
            let effects = entry.item.layers.map(\.effect)
            // A filter with the alpha: the opacity on a layer around the shadow.
            #expect(effects.contains(.opacity(0.5)), "\(effects)")
            let shadow = effects.contains { effect in
                if case .shadow(let color, let radius, let offset) = effect {
                    return isClose(Double(color.opacity), 0.4, absolute: 1e-6) && radius == 4 && offset == CGSize(width: 0, height: 3)
                }
                return false
            }
            #expect(shadow, "\(effects)")
        }
        let discBounds = disc.item.transform.apply(to: disc.shape.path.boundingRect)
        #expect(isClose(discBounds, CGRect(x: 5, y: 5, width: 50, height: 50)), "\(discBounds)")
        #expect(disc.shape.paint.color == Color.purple.resolve(in: EnvironmentValues()))
    }

    @Test func aBlendModeOnTheGraphicsContextReachesCoreGraphicsDrawing() throws {
        struct Glow: View {
            var body: some View {
                Canvas { context, _ in
                    var glowing = context
                    glowing.blendMode = .screen
                    glowing.withCGContext { cg in
                        cg.setFillColor(UIColor.yellow.cgColor)
                        cg.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
                        cg.setBlendMode(.multiply)
                        cg.setFillColor(UIColor.green.cgColor)
                        cg.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
                    }
                }
                .frame(width: 20, height: 10)
            }
        }
        let list = Stage(size: CGSize(width: 20, height: 10)) { Glow() }.displayList()
        let entries = shapes(list)
        #expect(entries.count == 2)
        #expect(entries.first?.item.layers.map(\.effect) == [.blendMode(.screen)], "the context's mode under Core Graphics' normal")
        #expect(entries.last?.item.layers.map(\.effect) == [.blendMode(.multiply)], "Core Graphics' own mode wins")
    }

    @Test func clearingErasesWhatIsBelow() throws {
        let list = Stage(size: CGSize(width: 40, height: 40)) { ClearedSquare() }.displayList()
        let entries = shapes(list)
        #expect(entries.count == 2)
        let hole = try #require(entries.last)
        #expect(hole.item.layers.map(\.effect) == [.blendMode(.destinationOut)])
        #expect(hole.item.bounds == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(hole.shape.paint.color.opacity == 1)
    }

    @Test func aLiveNeedleTurnsWithTheTimeline() throws {
        let stage = Stage(size: CGSize(width: 100, height: 100), startDate: Stage.referenceDate) { LiveGauge(start: Stage.referenceDate) }
        func tip() throws -> CGPoint {
            let needle = try #require(strokes(stage.displayList()).first)
            let end = try #require(needle.shape.path.elementsPoints.last)
            return needle.item.transform.apply(to: end)
        }
        var point = try tip()
        #expect(isClose(point.x, 50, absolute: 1e-9) && isClose(point.y, 10, absolute: 1e-9), "straight up at the start: \(point)")
        stage.advance(to: 0.5)
        point = try tip()
        // An eighth of a turn clockwise (y points down).
        #expect(isClose(point.x, 50 + 40 * sin(Double.pi / 4), absolute: 1e-6), "\(point)")
        #expect(isClose(point.y, 50 - 40 * cos(Double.pi / 4), absolute: 1e-6), "\(point)")
        stage.advance(to: 1)
        point = try tip()
        #expect(isClose(point.x, 90, absolute: 1e-6) && isClose(point.y, 50, absolute: 1e-6), "a quarter turn: \(point)")
    }

    @Test func anImageIsDrawnUpsideDownAsCoreGraphicsDrawsIt() throws {
        let image = try #require(ImageRenderer(content: Tile()).cgImage)
        let list = Stage(size: CGSize(width: 40, height: 40)) { TileStamp(image: image) }.displayList()
        let red = try #require(list.item(filledWith: .red)).bounds, blue = try #require(list.item(filledWith: .blue)).bounds
        // Stretched to 40 × 40 and flipped: blue on top, red below.
        #expect(isClose(blue, CGRect(x: 0, y: 0, width: 40, height: 20)), "\(blue)")
        #expect(isClose(red, CGRect(x: 0, y: 20, width: 40, height: 20)), "\(red)")
    }

    @Test func aSavedOutlineComesBackFromItsDescription() throws {
        // A sketch app keeps each stroke as the string `description` gives, and rebuilds it.
        var stroke = Path()
        stroke.move(to: CGPoint(x: 2, y: 3))
        stroke.addLine(to: CGPoint(x: 10, y: 3))
        stroke.addQuadCurve(to: CGPoint(x: 14, y: 8), control: CGPoint(x: 14, y: 3))
        stroke.addCurve(to: CGPoint(x: 0, y: 9), control1: CGPoint(x: 10, y: 12), control2: CGPoint(x: 4, y: 12.5))
        stroke.closeSubpath()
        let restored = try #require(Path(stroke.description))
        #expect(restored == stroke)
        #expect(restored.boundingRect == stroke.boundingRect)
        // The operands-first spelling SwiftUI prints on Apple platforms reads the same.
        let printed = try #require(Path("2 3 m 10 3 l 14 3 14 8 q 10 12 4 12.5 0 9 c h"))
        #expect(printed == stroke)
        #expect(Path("")?.isEmpty == true)
        #expect(Path("10 0 l") == nil, "a line before any move")
        #expect(Path("M 0 0 L 5") == nil, "an operand missing")
        #expect(Path("0 0 m 1") == nil, "a number left over")
        #expect(Path("0 0 x") == nil, "an unknown command")
    }

    @Test func colorsBridgeBetweenColorUIColorAndCGColor() throws {
        let teal = CGColor(red: 0.2, green: 0.6, blue: 0.7, alpha: 0.9)
        #expect(Color(cgColor: teal).resolve(in: EnvironmentValues()) == Color.Resolved(red: 0.2, green: 0.6, blue: 0.7, opacity: 0.9))
        #expect(teal.numberOfComponents == 4 && teal.alpha == 0.9)
        let grey = CGColor(gray: 0.5, alpha: 1)
        #expect(grey.components == [0.5, 1])
        #expect(grey.copy(alpha: 0.25)?.alpha == 0.25)
        #expect(Color(grey).resolve(in: EnvironmentValues()) == Color.Resolved(red: 0.5, green: 0.5, blue: 0.5))
        // Fixed colours bridge; colours that follow the scheme have no CGColor.
        let red = try #require(Color.red.opacity(0.5).cgColor)
        #expect(Color(cgColor: red).resolve(in: EnvironmentValues()) == Color.red.opacity(0.5).resolve(in: EnvironmentValues()))
        #expect(Color.primary.cgColor == nil)
        #expect(Color(.systemBackground).cgColor == nil)
        let roundTrip = try #require(UIColor(cgColor: teal).cgColor.components)
        #expect(zip(roundTrip, [0.2, 0.6, 0.7, 0.9]).allSatisfy { isClose($0, $1, absolute: 1e-6) }, "\(roundTrip)")
        #expect(Color.Resolved(red: 1, green: 0, blue: 0).cgColor.components == [1, 0, 0, 1])
        #expect(CGColor.white.components == [1, 1])
        // `Color(.white)` is still the UIKit colour (white in both schemes), not ambiguous.
        #expect(Color(.white).resolve(in: EnvironmentValues()) == Color.Resolved(red: 1, green: 1, blue: 1))
    }
}

private func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
    isClose(a.minX, b.minX, absolute: 1e-9) && isClose(a.minY, b.minY, absolute: 1e-9)
        && isClose(a.width, b.width, absolute: 1e-9) && isClose(a.height, b.height, absolute: 1e-9)
}

private extension Path {
    /// The end points of the path's elements, in order.
    var elementsPoints: [CGPoint] {
        var points: [CGPoint] = []
        forEach { element in
            switch element {
            case .move(let to), .line(let to): points.append(to)
            case .quadCurve(let to, _), .curve(let to, _, _): points.append(to)
            case .closeSubpath: break
            }
        }
        return points
    }
}
