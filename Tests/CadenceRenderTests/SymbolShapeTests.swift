import Foundation
import Testing
@testable import CadenceRender
import CadenceUI

@Suite struct SymbolShapeTests {
    static let background = RenderColor(red: 1, green: 1, blue: 0)
    static let ink = RenderColor(red: 0, green: 0, blue: 1)

    @Test func knownNamesIncludeTheFirstNineAndTheGroups() {
        for name in ["bell.fill", "checkmark", "checkmark.circle.fill", "circle.fill", "heart", "heart.fill", "plus.circle.fill", "sparkles", "star.fill",
                     "arrow.right", "play.fill", "sun.max.fill", "person.fill", "gearshape.fill", "xmark"] {
            #expect(SymbolShape.knownNames.contains(name), "\(name)")
        }
        #expect(SymbolShape.knownNames.count >= 100)
        #expect(SymbolShape.named("no.such.symbol") == nil)
        #expect(SymbolShape.named("") == nil)
        #expect(SymbolShape.named("heart.fill")?.name == "heart.fill")
    }

    /// The view layer's name list (what the spec decoder validates) and the renderer's drawings are
    /// the same set: a name without a drawing, or a drawing the list leaves out, fails here.
    @Test func everyCatalogNameHasOneDrawingAndEveryDrawingIsListed() {
        #expect(Set(SymbolShape.catalog.keys) == Set(SymbolCatalog.names))
        #expect(SymbolCatalog.names == SymbolCatalog.names.sorted())
        #expect(Set(SymbolCatalog.names).count == SymbolCatalog.names.count)
        #expect(SymbolShape.knownNames == SymbolCatalog.names)
        #expect(SymbolCatalog.contains("heart.fill") && !SymbolCatalog.contains("no.such.symbol"))
    }

    @Test(arguments: SymbolShape.knownNames)
    func rendersInsideItsRect(name: String) throws {
        let shape = try #require(SymbolShape.named(name))
        let bounds = try #require(shape.controlBounds)
        #expect(bounds.minX >= 0 && bounds.minY >= 0 && bounds.maxX <= 1 && bounds.maxY <= 1, "\(bounds)")
        let canvas = try CairoCanvas(width: 100, height: 100, background: Self.background)
        let rect = CGRect(x: 20, y: 30, width: 50, height: 50)
        canvas.drawSymbol(shape, in: rect, color: Self.ink)
        #expect(canvas.cairoError == nil)
        let image = canvas.snapshot()
        let backgroundPixel = Self.background.pixel
        var inked = 0
        for y in 0..<100 {
            for x in 0..<100 where image[x, y] != backgroundPixel {
                #expect(rect.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)), "ink at (\(x), \(y)) outside \(rect)")
                inked += 1
            }
        }
        // Every symbol covers a fair part of its box (the thin checkmark about a fifth, minus and
        // ellipsis about a tenth).
        #expect(inked > 50 * 50 / 12, "only \(inked) pixels inked")
        // And some pixel is fully the symbol's colour, not only anti-aliased edges.
        #expect(image.pixels.contains(Self.ink.pixel))
    }

    @Test func checkmarkCircleCutsTheCheckOut() throws {
        let shape = try #require(SymbolShape.named("checkmark.circle.fill"))
        #expect(shape.fillRule == .evenOdd)
        let image = try Self.render(shape, size: 100)
        // The check's stroke runs from (29, 52) through (44, 67) to (71, 35) in a 100-point box.
        // On that stroke the background shows through; beside it the disc is solid ink.
        #expect(image[44, 65] == Self.background.pixel)
        #expect(image[58, 51] == Self.background.pixel)
        #expect(image[50, 30] == Self.ink.pixel)
        #expect(image[50, 80] == Self.ink.pixel)
    }

    @Test func plusCircleCutsOutOneCleanPlus() throws {
        let image = try Self.render(try #require(SymbolShape.named("plus.circle.fill")), size: 100)
        // The centre, where the two bars cross, is a hole too (one outline, not two overlapping bars).
        #expect(image[50, 50] == Self.background.pixel)
        #expect(image[50, 30] == Self.background.pixel)
        #expect(image[30, 30] == Self.ink.pixel)
    }

    @Test func heartOutlineIsHollowAndHeartFillIsSolid() throws {
        let outline = try Self.render(try #require(SymbolShape.named("heart")), size: 100)
        let filled = try Self.render(try #require(SymbolShape.named("heart.fill")), size: 100)
        #expect(outline[50, 50] == Self.background.pixel)
        #expect(filled[50, 50] == Self.ink.pixel)
        // Both lobes are inked near their tops, and the notch between them is not.
        #expect(filled[29, 12] == Self.ink.pixel && filled[71, 12] == Self.ink.pixel)
        #expect(filled[50, 12] == Self.background.pixel)
        // The tip is at the bottom centre.
        #expect(filled[50, 88] == Self.ink.pixel && filled[30, 88] == Self.background.pixel)
        #expect(outline[29, 12] == Self.ink.pixel)
    }

    @Test func starHasFivePoints() throws {
        let image = try Self.render(try #require(SymbolShape.named("star.fill")), size: 200)
        let inkRows = (0..<200).filter { y in (0..<200).contains { image[$0, y] == Self.ink.pixel } }
        let (top, bottom) = (Double(try #require(inkRows.first)), Double(try #require(inkRows.last)))
        // A point-up star reaches its radius above the centre and radius·cos 36° below it.
        let radius = (bottom - top) / (1 + cos(Double.pi / 5))
        let center = (x: 100.0, y: top + radius)
        // Walk a circle at three quarters of the radius: it crosses ink exactly five times.
        var runs = 0
        var wasInk = false
        for step in 0..<720 {
            let angle = Double(step) / 720 * 2 * Double.pi
            let isInk = image[Int(center.x + 0.75 * radius * cos(angle)), Int(center.y + 0.75 * radius * sin(angle))] == Self.ink.pixel
            if isInk && !wasInk { runs += 1 }
            wasInk = isInk
        }
        #expect(runs == 5)
        // The points reach close to the edges of the box: the star fills it.
        #expect(top < 15 && bottom > 185)
    }

    @Test func bellHasAClapperBelowAGap() throws {
        let image = try Self.render(try #require(SymbolShape.named("bell.fill")), size: 100)
        #expect(image[50, 75] == Self.ink.pixel)           // body
        #expect(image[50, 81] == Self.background.pixel)    // gap
        #expect(image[50, 88] == Self.ink.pixel)           // clapper
        #expect(image[50, 8] == Self.ink.pixel)            // knob
    }

    @Test func sparklesAreThreeSeparateStars() throws {
        let image = try Self.render(try #require(SymbolShape.named("sparkles")), size: 100)
        for (x, y) in [(40, 58), (79, 22), (16, 17)] { #expect(image[x, y] == Self.ink.pixel, "no star at (\(x), \(y))") }
        // Between the points of the big star its sides curve in, leaving its corners empty.
        #expect(image[20, 40] == Self.background.pixel)
    }

    /// Under the non-zero rule, subpaths that run in opposite directions cancel where they overlap;
    /// every non-zero symbol's subpaths must therefore all turn the same way.
    @Test(arguments: SymbolShape.knownNames)
    func nonZeroSymbolsWindOneWay(name: String) throws {
        let shape = try #require(SymbolShape.named(name))
        guard shape.fillRule == .nonZero else { return }
        let areas = Self.signedAreas(shape.elements)
        #expect(!areas.isEmpty)
        #expect(areas.allSatisfy { $0 > 0 } || areas.allSatisfy { $0 < 0 }, "\(areas)")
    }

    @Test func drawingIntoAnEmptyRectDoesNothing() throws {
        let canvas = try CairoCanvas(width: 10, height: 10)
        canvas.drawSymbol(try #require(SymbolShape.named("circle.fill")), in: CGRect(x: 2, y: 2, width: 0, height: 5), color: .black)
        #expect(canvas.snapshot().pixels.allSatisfy { $0 == .clear })
    }

    static func render(_ shape: SymbolShape, size: Double) throws -> RasterImage {
        let canvas = try CairoCanvas(width: size, height: size, background: background)
        canvas.drawSymbol(shape, in: CGRect(x: 0, y: 0, width: size, height: size), color: ink)
        return canvas.snapshot()
    }

    /// The shoelace area of each subpath, with cubics flattened to 16 chords.
    static func signedAreas(_ elements: [PathElement]) -> [Double] {
        var areas: [Double] = []
        var polygon: [(Double, Double)] = []
        func finish() {
            guard polygon.count > 2 else { polygon = []; return }
            areas.append(zip(polygon, polygon.dropFirst() + [polygon[0]]).reduce(0) { $0 + ($1.0.0 * $1.1.1 - $1.1.0 * $1.0.1) } / 2)
            polygon = []
        }
        for element in elements {
            switch element {
            case let .move(x, y):
                finish()
                polygon = [(x, y)]
            case let .line(x, y):
                polygon.append((x, y))
            case let .cubic(x1, y1, x2, y2, x, y):
                let (x0, y0) = polygon.last ?? (x1, y1)
                for i in 1...16 {
                    let t = Double(i) / 16, u = 1 - t
                    polygon.append((u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x,
                                    u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y))
                }
            case .close:
                finish()
            }
        }
        finish()
        return areas
    }
}
