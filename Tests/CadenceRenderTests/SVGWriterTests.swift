@testable import CadenceRender
import CadenceUI
import Foundation
import Testing

@MainActor
@Suite struct SVGWriterTests {
    private static let red = Color.Resolved(red: 1, green: 0, blue: 0)

    private func shape(_ geometry: ShapeGeometry, _ rect: CGRect, paint: DisplayList.Paint = .fill(red),
                       transform: AffineTransform2D = .identity, clips: [DisplayList.Clip] = []) -> DisplayList.Item {
        DisplayList.Item(content: .shape(DisplayList.ShapeItem(geometry: geometry, rect: rect, paint: paint)),
                         transform: transform, clips: clips)
    }

    private func document(_ items: [DisplayList.Item], writer: SVGWriter = SVGWriter(background: nil)) throws -> String {
        try writer.document(for: DisplayList(size: CGSize(width: 100, height: 80), time: 0.5, items: items))
    }

    /// The lines between the header comment (or the `<defs>` after it) and `</svg>`.
    private func body(_ svg: String) -> [String] {
        let lines = Array(svg.split(separator: "\n").map(String.init).drop { !$0.hasPrefix("<!--") }.dropFirst().dropLast())
        guard lines.first == "<defs>", let end = lines.firstIndex(of: "</defs>") else { return lines }
        return Array(lines[(end + 1)...])
    }

    @Test func theDocumentHasAHeaderSizeAndViewBox() throws {
        let svg = try document([], writer: SVGWriter(scale: 2, background: .white))
        #expect(svg == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="200" height="160" viewBox="0 0 100 80">
            <!-- Cadence display list at t = 0.5 s -->
            <rect x="0" y="0" width="100" height="80" fill="#ffffff"/>
            </svg>

            """)
    }

    @Test func shapesBecomeTheirNaturalElements() throws {
        let half = Color.Resolved(red: 0, green: 0, blue: 1, opacity: 0.5)
        let lines = body(try document([
            shape(.rectangle, CGRect(x: 20, y: 10, width: 40, height: 30)),
            shape(.circle, CGRect(x: 0, y: 0, width: 30, height: 20), paint: .fill(half)),
            shape(.ellipse, CGRect(x: 0, y: 0, width: 30, height: 20)),
            shape(.roundedRectangle(cornerSize: CGSize(width: 50, height: 50), style: .continuous), CGRect(x: 0, y: 0, width: 30, height: 20)),
            shape(.capsule(style: .circular), CGRect(x: 10, y: 10, width: 60, height: 20), paint: .stroke(Self.red, lineWidth: 2)),
        ]))
        #expect(lines == [
            "<rect x=\"20\" y=\"10\" width=\"40\" height=\"30\" fill=\"#ff0000\"/>",
            // The circle is the largest centred in its rectangle; opacity becomes fill-opacity.
            "<circle cx=\"15\" cy=\"10\" r=\"10\" fill=\"#0000ff\" fill-opacity=\"0.5\"/>",
            "<ellipse cx=\"15\" cy=\"10\" rx=\"15\" ry=\"10\" fill=\"#ff0000\"/>",
            // Equal corners clamp together to half the shorter side, as Path does.
            "<rect x=\"0\" y=\"0\" width=\"30\" height=\"20\" rx=\"10\" ry=\"10\" fill=\"#ff0000\"/>",
            "<rect x=\"10\" y=\"10\" width=\"60\" height=\"20\" rx=\"10\" ry=\"10\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"2\" stroke-miterlimit=\"10\"/>",
        ])
    }

    @Test func customPathsAndTransformsUseSixDecimals() throws {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 1.0 / 3, y: 0.1 + 0.2))
        path.addQuadCurve(to: CGPoint(x: 2, y: -0.0000001), control: CGPoint(x: 1, y: 1))
        path.closeSubpath()
        let turn = AffineTransform2D(rotationAngle: CGFloat.pi / 6)
        let lines = body(try document([shape(.path(path), CGRect(x: 0, y: 0, width: 2, height: 1), transform: turn)]))
        // cos 30° = 0.8660254…, sin 30° = 0.5 (0.49999999999999994 in binary, rounded).
        #expect(lines == [
            "<path d=\"M 0 0 L 0.333333 0.3 Q 1 1 2 0 Z\" fill=\"#ff0000\" transform=\"matrix(0.866025 0.5 -0.5 0.866025 0 0)\"/>",
        ])
    }

    @Test(arguments: [(0.1 + 0.2, "0.3"), (1.0 / 3, "0.333333"), (-1e-7, "0"), (6e-7, "0.000001"), (-0.5, "-0.5"),
                      (1234567.1234567, "1234567.123457"), (12, "12"), (-0.0, "0"), (.nan, "0"), (.infinity, "0")])
    func numbersAreRoundedToSixDecimals(value: Double, text: String) {
        #expect(SVGNumber.format(value) == text)
    }

    @Test func textIsEscapedWithItsFont() throws {
        let text = DisplayList.TextItem(
            text: "<b>&\"'", font: Font.system(size: 20, weight: .semibold).resolved, color: Self.red,
            rect: CGRect(x: 5, y: 10, width: 60, height: 24),
            lines: [DisplayList.TextLine(text: "<b>&\"'\u{1}", rect: CGRect(x: 5, y: 10, width: 60, height: 24), baseline: 28.5)])
        let lines = body(try document([DisplayList.Item(content: .text(text))]))
        #expect(lines == [
            "<text x=\"5\" y=\"28.5\" xml:space=\"preserve\" font-family=\"&#39;DejaVu Sans&#39;, sans-serif\" font-size=\"20\" "
                + "font-weight=\"600\" fill=\"#ff0000\">&lt;b&gt;&amp;&quot;&#39;</text>",
        ])
    }

    @Test func multilineTextGetsOneElementPerLineInsideItsTransform() throws {
        let lineRects = [CGRect(x: 0, y: 0, width: 40, height: 20), CGRect(x: 0, y: 20, width: 30, height: 20)]
        let text = DisplayList.TextItem(text: "one two", font: ResolvedFont(pointSize: 17), color: Self.red,
                                        rect: CGRect(x: 0, y: 0, width: 40, height: 40),
                                        lines: zip(["one", "two"], lineRects).map { DisplayList.TextLine(text: $0, rect: $1, baseline: $1.minY + 16) })
        let svg = try document([DisplayList.Item(content: .text(text), transform: AffineTransform2D(translationX: 10, y: 5))])
        let lines = body(svg)
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("<g transform=\"matrix(1 0 0 1 10 5)\"><text x=\"0\" y=\"16\""))
        #expect(lines[0].contains(">one</text><text x=\"0\" y=\"36\""))
        #expect(lines[0].hasSuffix(">two</text></g>"))
    }

    @Test func symbolsArePathsOfTheirDrawing() throws {
        let item = DisplayList.Item(content: .symbol(DisplayList.SymbolItem(
            name: "checkmark.circle.fill", rect: CGRect(x: 10, y: 20, width: 60, height: 40), color: Self.red)))
        let lines = body(try document([item]))
        #expect(lines.count == 1)
        // The unit box maps to the 40 pt square centred in the rectangle: x 20…60, y 20…60.
        let circle = try #require(SymbolShape.named("checkmark.circle.fill"))
        guard case let .move(x, y) = circle.elements[0] else { return #expect(Bool(false)) }
        #expect(lines[0].hasPrefix("<path d=\"M \(SVGNumber.pair(20 + 40 * x, 20 + 40 * y)) "))
        #expect(lines[0].hasSuffix("\" fill-rule=\"evenodd\" fill=\"#ff0000\"/>"))
        #expect(lines[0].components(separatedBy: " Z").count - 1 == circle.elements.filter { $0 == .close }.count)
    }

    @Test func clipsGetStableIDsInOrderOfFirstUse() throws {
        let circle = DisplayList.Clip(geometry: .circle, rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: .identity)
        let moved = DisplayList.Clip(geometry: .rectangle, rect: CGRect(x: 0, y: 0, width: 20, height: 20),
                                     transform: AffineTransform2D(translationX: 5, y: 0))
        let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
        let svg = try document([
            shape(.rectangle, rect, clips: [circle]),
            shape(.rectangle, rect, clips: [circle, moved]),
            shape(.rectangle, rect, clips: [moved]),
        ])
        let lines = svg.split(separator: "\n").map(String.init)
        let defs = try #require(lines.firstIndex(of: "<defs>"))
        #expect(lines[defs + 1] == "<clipPath id=\"clip1\" clipPathUnits=\"userSpaceOnUse\"><circle cx=\"20\" cy=\"20\" r=\"20\"/></clipPath>")
        #expect(lines[defs + 2] == "<clipPath id=\"clip2\" clipPathUnits=\"userSpaceOnUse\"><rect x=\"0\" y=\"0\" width=\"20\" height=\"20\" transform=\"matrix(1 0 0 1 5 0)\"/></clipPath>")
        #expect(lines[defs + 3] == "</defs>")
        let rectangle = "<rect x=\"0\" y=\"0\" width=\"40\" height=\"40\" fill=\"#ff0000\"/>"
        #expect(body(svg) == [
            "<g clip-path=\"url(#clip1)\">\(rectangle)</g>",
            "<g clip-path=\"url(#clip1)\"><g clip-path=\"url(#clip2)\">\(rectangle)</g></g>",
            "<g clip-path=\"url(#clip2)\">\(rectangle)</g>",
        ])
    }

    @Test func itemsThatDrawNothingAreLeftOut() throws {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let lines = body(try document([
            shape(.rectangle, rect, transform: AffineTransform2D(scaleX: 0, y: 1)),
            shape(.rectangle, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)),
            shape(.rectangle, rect, paint: .stroke(Self.red, lineWidth: 0)),
            shape(.rectangle, rect),
        ]))
        #expect(lines == ["<rect x=\"0\" y=\"0\" width=\"10\" height=\"10\" fill=\"#ff0000\"/>"])
    }

    @Test func theSameListGivesTheSameText() throws {
        let first = try SVGWriter().document(for: RenderScenes.likeStage().frame(20, fps: 50))
        let second = try SVGWriter().document(for: RenderScenes.likeStage().frame(20, fps: 50))
        #expect(first == second)
    }

    @Test func unknownSymbolsAreLabelledBoxesAndBadSizesAreErrors() throws {
        let unknown = DisplayList(size: CGSize(width: 10, height: 10), time: 0, items: [DisplayList.Item(content: .symbol(
            DisplayList.SymbolItem(name: "nope", rect: CGRect(x: 0, y: 0, width: 5, height: 5), color: Self.red)))])
        let document = try SVGWriter().document(for: unknown)
        #expect(document.contains("class=\"cadence-missing-symbol\""))
        #expect(document.contains(">nope</text>"))
        #expect(DisplayListRenderer.unknownSymbols(in: unknown) == ["nope"])
        expectRenderError("invalidSize") { () throws(RenderError) in
            try SVGWriter().document(for: DisplayList(size: CGSize(width: 0, height: 10), time: 0, items: []))
        } where: {
            if case .invalidSize = $0 { true } else { false }
        }
    }

    @Test func writingIsAtomic() throws {
        let directory = try TemporaryDirectory.make()
        let list = RenderScenes.likeStage().displayList()
        try SVGWriter().write(list, to: directory.appendingPathComponent("frame.svg"))
        #expect(try String(contentsOf: directory.appendingPathComponent("frame.svg"), encoding: .utf8) == SVGWriter().document(for: list))
        #expect(throws: RenderError.self) { try SVGWriter().write(list, to: directory.appendingPathComponent("missing/frame.svg")) }
        // A document that cannot be made (a bad size) leaves nothing behind.
        let empty = DisplayList(size: CGSize(width: 0, height: 10), time: 0, items: [])
        #expect(throws: RenderError.self) { try SVGWriter().write(empty, to: directory.appendingPathComponent("empty.svg")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frame.svg"])
    }

    // MARK: rsvg-convert

    /// Scenes whose SVG and PNG are compared: the like scene at rest and mid-pop, and a clipped,
    /// rotated, stroked composition.
    private static func comparisonScenes() -> [(name: String, list: DisplayList)] {
        let like = RenderScenes.likeStage()
        let rest = like.frame(0, fps: 50)
        let pop = like.frame(25, fps: 50)
        let composed = RenderScenes.composedList()
        return [("rest", rest), ("pop", pop), ("composed", composed)]
    }

    @Test(.enabled(if: Tool.exists("rsvg-convert"), "rsvg-convert (librsvg2-bin) not installed"), arguments: [1.0, 2.0])
    func rsvgRendersTheSVGLikeCairoRendersThePNG(scale: Double) throws {
        let directory = try TemporaryDirectory.make()
        for (name, list) in Self.comparisonScenes() {
            let svgURL = directory.appendingPathComponent("\(name).svg")
            let pngURL = directory.appendingPathComponent("\(name)-rsvg.png")
            try SVGWriter(scale: scale).write(list, to: svgURL)
            let result = try Tool.run("rsvg-convert", [svgURL.path, "-o", pngURL.path])
            #expect(result.status == 0 && result.errors.isEmpty, "\(name): rsvg-convert said \(result.errors)")
            let decoded = try TestImages.decodedWithConvert(pngURL)
            let cairo = try DisplayListRenderer(scale: scale).render(list)
            let rsvg = try #require(RasterImage(width: cairo.width, height: cairo.height, bytes: decoded), "\(name): size differs")
            let cairoBox = try #require(cairo.inkBox(background: .opaqueWhite, tolerance: 40))
            let rsvgBox = try #require(rsvg.inkBox(background: .opaqueWhite, tolerance: 40))
            #expect(cairoBox.matches(rsvgBox, within: 2), "\(name) at \(scale)x: Cairo \(cairoBox), rsvg \(rsvgBox)")
            // Most pixels agree closely (text rasterises a little differently, so not all).
            let close = zip(cairo.pixels, rsvg.pixels).filter { $0.isClose(to: $1, within: 48) }.count
            #expect(Double(close) >= 0.98 * Double(cairo.width * cairo.height), "\(name): only \(close) close pixels")
        }
    }
}
