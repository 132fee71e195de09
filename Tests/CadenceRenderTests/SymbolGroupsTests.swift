import CadenceUI
import Foundation
import Testing
@testable import CadenceRender

/// The symbol groups (one file each): names unique across groups, shapes pointing the way their
/// names say, holes where they belong; and a contact sheet of every symbol to look at.
@Suite struct SymbolGroupsTests {
    static let background = RenderColor(red: 1, green: 1, blue: 1)
    static let ink = RenderColor(red: 0, green: 0, blue: 0)

    static func render(_ name: String, size: Int = 100) throws -> RasterImage {
        let shape = try #require(SymbolShape.named(name))
        let canvas = try CairoCanvas(width: Double(size), height: Double(size), background: background)
        canvas.drawSymbol(shape, in: CGRect(x: 0, y: 0, width: size, height: size), color: ink)
        return canvas.snapshot()
    }

    static func isInk(_ pixel: RGBAPixel) -> Bool { pixel.red < 60 }

    /// How many inked pixels there are in the box `x`, `y` (inclusive, exclusive ranges).
    static func ink(_ image: RasterImage, x: Range<Int>, y: Range<Int>) -> Int {
        y.reduce(0) { sum, row in sum + x.filter { isInk(image[$0, row]) }.count }
    }

    @Test func noNameIsInTwoGroups() {
        let groups = [SymbolShape.basicSymbols, SymbolShape.shapeSymbols, SymbolShape.arrowSymbols, SymbolShape.mediaSymbols,
                      SymbolShape.natureSymbols, SymbolShape.peopleSymbols, SymbolShape.objectSymbols]
        let names = groups.flatMap(\.keys)
        #expect(Set(names).count == names.count)
        #expect(SymbolShape.knownNames.count == names.count)
    }

    @Test(arguments: [("arrow.right", 1), ("arrow.left", -1), ("chevron.right", 1), ("chevron.left", -1), ("play.fill", -1)])
    func pointsTheWayItsNameSays(name: String, direction: Int) throws {
        let image = try Self.render(name)
        // An arrow's head is the wide end; a chevron's corner and a play triangle's flat side are
        // where the ink reaches across: compare the ink in the outer fifths at mid-height.
        let left = Self.ink(image, x: 0..<30, y: 25..<75), right = Self.ink(image, x: 70..<100, y: 25..<75)
        if name.hasPrefix("chevron") {
            // A chevron's corner is alone at mid-height on the side it points to.
            let corner = direction > 0 ? Self.ink(image, x: 60..<80, y: 45..<55) : Self.ink(image, x: 20..<40, y: 45..<55)
            #expect(corner > 50)
        } else if name == "play.fill" {
            #expect(left > right)
        } else {
            #expect(direction > 0 ? right > left : left > right, "\(left) vs \(right)")
        }
    }

    @Test func ringsAndBadgesHaveHoles() throws {
        for name in ["circle", "gearshape.fill", "magnifyingglass", "clock", "plus.circle", "xmark.circle.fill"] {
            let image = try Self.render(name)
            let probe: (Int, Int) = switch name {
            case "magnifyingglass": (42, 42)
            case "xmark.circle.fill": (60, 40)
            case "clock", "plus.circle": (33, 36)
            default: (50, 38)
            }
            #expect(!Self.isInk(image[probe.0, probe.1]), "\(name) should be open at \(probe)")
        }
        // The × of xmark.circle.fill is cut out where its bars cross; the plus is drawn in circle's hole.
        #expect(!Self.isInk(try Self.render("xmark.circle.fill")[50, 50]))
        #expect(Self.isInk(try Self.render("plus.circle")[50, 50]))
        #expect(Self.isInk(try Self.render("moon.fill")[20, 60]))
        #expect(!Self.isInk(try Self.render("moon.fill")[70, 35]))
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["CADENCE_RENDER_OUTPUT"] != nil, "set CADENCE_RENDER_OUTPUT to a folder"))
    func contactSheetOfEverySymbol() throws {
        let names = SymbolShape.knownNames
        let (cell, columns) = (64.0, 12)
        let rows = (names.count + columns - 1) / columns
        let canvas = try CairoCanvas(width: cell * Double(columns), height: cell * Double(rows), scale: 2, background: Self.background)
        for (index, name) in names.enumerated() {
            let origin = CGPoint(x: Double(index % columns) * cell, y: Double(index / columns) * cell)
            canvas.drawSymbol(try #require(SymbolShape.named(name)), in: CGRect(x: origin.x + 14, y: origin.y + 4, width: 36, height: 36), color: Self.ink)
            canvas.font = RenderFont(size: 6)
            canvas.fillColor = RenderColor(red: 0.4, green: 0.4, blue: 0.4)
            canvas.drawText(name, at: CGPoint(x: origin.x + 2, y: origin.y + 54))
        }
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["CADENCE_RENDER_OUTPUT"]!, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FrameWriter().writePNG(canvas.snapshot(), to: folder.appendingPathComponent("symbols.png"))
    }
}

