import Foundation

extension Plot {
    /// The plot as an SVG document, ending in a newline: deterministic (numbers rounded to 6
    /// decimals, clip ids `area1`, `area2`, … in panel order) and readable.
    /// - Throws: `RenderError.invalidSize` when the width or height is not positive and finite or is
    ///   over `limits` at `scale`.
    public func svgDocument(scale: Double = 1, limits: RenderLimits = .standard) throws(RenderError) -> String {
        _ = try limits.pixelSize(width: width, height: height, scale: scale)
        let marks = PlotLayout.marks(for: self)
        var clipIDs: [CGRect: String] = [:]
        var definitions: [String] = []
        for case let .lines(_, _, _, _, clip?) in marks where clipIDs[clip] == nil {
            let id = "area\(clipIDs.count + 1)"
            clipIDs[clip] = id
            definitions.append(Markup.element("clipPath", [("id", id)], content: Markup.element("rect", Self.box(clip))))
        }
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGNumber.format(width * scale))\" "
                + "height=\"\(SVGNumber.format(height * scale))\" viewBox=\"0 0 \(SVGNumber.pair(width, height))\">",
        ]
        if !definitions.isEmpty { lines += ["<defs>"] + definitions + ["</defs>"] }
        lines += marks.map { Self.element(for: $0, clipIDs: clipIDs) }
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func element(for mark: PlotMark, clipIDs: [CGRect: String]) -> String {
        switch mark {
        case let .lines(runs, color, width, dash, clip):
            let data = runs.map { run in
                run.enumerated().map { ($0 == 0 ? "M " : "L ") + SVGNumber.pair(Double($1.x), Double($1.y)) }.joined(separator: " ")
            }.joined(separator: " ")
            var attributes = [("d", data), ("fill", "none")] + SVGWriter.paint("stroke", color)
                + [("stroke-width", SVGNumber.format(width)), ("stroke-linejoin", "round")]
            if !dash.isEmpty { attributes.append(("stroke-dasharray", dash.map { SVGNumber.format($0) }.joined(separator: " "))) }
            if let clip, let id = clipIDs[clip] { attributes.append(("clip-path", "url(#\(id))")) }
            return Markup.element("path", attributes)
        case let .rect(rect, fill, stroke, lineWidth):
            var attributes = box(rect)
            attributes += fill.map { SVGWriter.paint("fill", $0) } ?? [("fill", "none")]
            if let stroke { attributes += SVGWriter.paint("stroke", stroke) + [("stroke-width", SVGNumber.format(lineWidth))] }
            return Markup.element("rect", attributes)
        case let .circle(center, radius, fill, stroke, lineWidth):
            return Markup.element("circle", [("cx", SVGNumber.format(center.x)), ("cy", SVGNumber.format(center.y)),
                                             ("r", SVGNumber.format(radius))]
                                  + SVGWriter.paint("fill", fill) + SVGWriter.paint("stroke", stroke)
                                  + [("stroke-width", SVGNumber.format(lineWidth))])
        case let .text(text, origin, size, bold, anchor, color, rotated):
            let (x, y) = (SVGNumber.format(origin.x), SVGNumber.format(origin.y))
            var attributes = [("x", x), ("y", y), ("font-family", SVGWriter.fontFamilies(PlotRaster.fontFamily)),
                              ("font-size", SVGNumber.format(size)), ("font-weight", bold ? "700" : "400")]
            switch anchor {
            case .start: break
            case .middle: attributes.append(("text-anchor", "middle"))
            case .end: attributes.append(("text-anchor", "end"))
            }
            attributes += SVGWriter.paint("fill", color)
            if rotated { attributes.append(("transform", "rotate(-90 \(x) \(y))")) }
            return Markup.element("text", attributes, content: Markup.escaped(text))
        }
    }

    private static func box(_ rect: CGRect) -> [(String, String)] {
        [("x", SVGNumber.format(rect.minX)), ("y", SVGNumber.format(rect.minY)), ("width", SVGNumber.format(rect.width)),
         ("height", SVGNumber.format(rect.height))]
    }
}
