import CadenceUI

extension SVGWriter {
    /// The element for one item (without its clips), or nil when it would draw nothing.
    static func element(for item: DisplayList.Item) -> String? {
        guard item.rect.isFiniteRect, item.transform.isInvertibleTransform,
              item.clips.allSatisfy({ $0.transform.isInvertibleTransform && $0.rect.isFiniteRect }) else { return nil }
        let transform = item.transform.isIdentity ? nil : item.transform
        switch item.content {
        case let .shape(shape):
            guard shape.path.isFinitePath else { return nil }
            let paint: [(String, String)]
            switch shape.paint {
            case let .fill(color):
                paint = Self.paint("fill", RenderColor(color))
            case let .stroke(color, lineWidth):
                guard lineWidth > 0, lineWidth.isFinite else { return nil }
                paint = [("fill", "none")] + Self.paint("stroke", RenderColor(color))
                    + [("stroke-width", SVGNumber.format(lineWidth)), ("stroke-miterlimit", "10")]
            }
            return shapeElement(shape.geometry, in: shape.rect, paint: paint, transform: transform)
        case let .text(text):
            return textElement(text, fill: paint("fill", RenderColor(text.color)), transform: transform)
        case let .symbol(symbol):
            guard let shape = SymbolShape.named(symbol.name) else {
                return placeholderElement(named: symbol.name, in: symbol.rect, color: RenderColor(symbol.color), transform: transform)
            }
            var attributes = [("d", SVGPathData.data(for: shape, in: symbol.rect))]
            if shape.fillRule == .evenOdd { attributes.append(("fill-rule", "evenodd")) }
            attributes += paint("fill", RenderColor(symbol.color))
            if let transform { attributes.append(("transform", SVGPathData.matrix(transform))) }
            return Markup.element("path", attributes)
        }
    }

    /// A text's lines as `<text>` elements filled with `fill`, grouped under `transform` when it has one
    /// or several lines; nil when it draws nothing. A line in several styles holds one `<tspan>` per
    /// run (its font, colour — unless `fill` is a gradient — `letter-spacing` for tracking,
    /// `text-decoration` for underline and strikethrough, and a `dy` shift for a baseline offset).
    /// SVG draws a decoration in the run's fill: an underline or strikethrough colour of its own is
    /// not written.
    static func textElement(_ text: DisplayList.TextItem, fill: [(String, String)], transform: AffineTransform2D?) -> String? {
        let font = RenderFont(text.font)
        guard font.size > 0, font.size.isFinite else { return nil }
        let isGradient = text.shading != nil
        var plainAttributes = fontAttributes(text.font)
        if text.tracking != 0, text.tracking.isFinite { plainAttributes.append(("letter-spacing", SVGNumber.format(Double(text.tracking)))) }
        let lines = text.lines.filter { $0.rect.isFiniteRect && $0.baseline.isFinite }.map { line in
            let position = [("x", SVGNumber.format(line.rect.minX)), ("y", SVGNumber.format(line.baseline)), ("xml:space", "preserve")]
            guard !line.runs.isEmpty else {
                return Markup.element("text", position + plainAttributes + fill, content: Markup.escaped(line.text))
            }
            var shift: CGFloat = 0
            let spans = line.runs.map { run -> String in
                var attributes = fontAttributes(run.font)
                if !isGradient { attributes += paint("fill", RenderColor(run.color)) }
                if run.tracking != 0, run.tracking.isFinite { attributes.append(("letter-spacing", SVGNumber.format(Double(run.tracking)))) }
                let decorations = (run.isUnderlined ? ["underline"] : []) + (run.isStrikethrough ? ["line-through"] : [])
                if !decorations.isEmpty { attributes.append(("text-decoration", decorations.joined(separator: " "))) }
                let target = run.baselineOffset.isFinite ? -run.baselineOffset : 0
                if target != shift {
                    attributes.append(("dy", SVGNumber.format(Double(target - shift))))
                    shift = target
                }
                return Markup.element("tspan", attributes, content: Markup.escaped(run.text))
            }
            return Markup.element("text", position + (isGradient ? fill : []), content: spans.joined())
        }
        guard !lines.isEmpty else { return nil }
        if lines.count == 1, transform == nil { return lines[0] }
        return Markup.element("g", transform.map { [("transform", SVGPathData.matrix($0))] } ?? [],
                              content: lines.joined())
    }

    /// `font-family`, `font-size`, `font-weight` (`Font.Weight.numericWeight`, as the renderer
    /// picks faces) and `font-style` for a font.
    private static func fontAttributes(_ resolved: ResolvedFont) -> [(String, String)] {
        let font = RenderFont(resolved)
        var attributes = [("font-family", fontFamilies(font.family)), ("font-size", SVGNumber.format(font.size)),
                          ("font-weight", String(font.weight))]
        if font.isItalic { attributes.append(("font-style", "italic")) }
        return attributes
    }

    /// A shape as its natural SVG element in `rect`, with `paint` and an optional transform.
    static func shapeElement(_ geometry: ShapeGeometry, in rect: CGRect, paint: [(String, String)],
                             transform: AffineTransform2D?) -> String {
        let r = rect.standardized
        let (x, y, w, h) = (Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
        func box(_ extra: [(String, String)] = []) -> [(String, String)] {
            [("x", SVGNumber.format(x)), ("y", SVGNumber.format(y)), ("width", SVGNumber.format(w)),
             ("height", SVGNumber.format(h))] + extra
        }
        var name: String
        var attributes: [(String, String)]
        switch geometry {
        case .rectangle:
            (name, attributes) = ("rect", box())
        case let .roundedRectangle(corner, _):
            // As `Path.addRoundedRect` clamps: each radius to half its side, and equal radii together.
            var rx = min(max(0, Double(corner.width)), w / 2), ry = min(max(0, Double(corner.height)), h / 2)
            if corner.width == corner.height { (rx, ry) = (min(rx, ry), min(rx, ry)) }
            let rounded = rx > 0 && ry > 0
            (name, attributes) = ("rect", box(rounded ? [("rx", SVGNumber.format(rx)), ("ry", SVGNumber.format(ry))] : []))
        case .capsule:
            let radius = min(w, h) / 2
            (name, attributes) = ("rect", box([("rx", SVGNumber.format(radius)), ("ry", SVGNumber.format(radius))]))
        case .ellipse:
            (name, attributes) = ("ellipse", [("cx", SVGNumber.format(x + w / 2)), ("cy", SVGNumber.format(y + h / 2)),
                                             ("rx", SVGNumber.format(w / 2)), ("ry", SVGNumber.format(h / 2))])
        case .circle:
            (name, attributes) = ("circle", [("cx", SVGNumber.format(x + w / 2)), ("cy", SVGNumber.format(y + h / 2)),
                                            ("r", SVGNumber.format(min(w, h) / 2))])
        case let .path(path):
            (name, attributes) = ("path", [("d", SVGPathData.data(for: path))])
        }
        attributes += paint
        if let transform, !transform.isIdentity { attributes.append(("transform", SVGPathData.matrix(transform))) }
        return Markup.element(name, attributes)
    }

    /// `name="#rrggbb"` and, below full opacity, `name-opacity`, from a colour clamped to 0…1.
    static func paint(_ name: String, _ color: RenderColor) -> [(String, String)] {
        let pixel = color.pixel
        let hex = [pixel.red, pixel.green, pixel.blue].map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
        var attributes = [(name, "#" + hex)]
        let alpha = RenderColor.unit(color.alpha)
        if alpha < 1 { attributes.append(("\(name)-opacity", SVGNumber.format(alpha))) }
        return attributes
    }

    /// The family the PNG draws with, then the generic family a browser without DejaVu falls back to.
    static func fontFamilies(_ family: String) -> String {
        let lowered = family.lowercased()
        let generic = lowered.contains("mono") ? "monospace"
            : lowered.contains("serif") && !lowered.contains("sans") ? "serif" : "sans-serif"
        return "'\(family.replacingOccurrences(of: "'", with: ""))', \(generic)"
    }
}

extension SVGWriter {
    /// The labelled box drawn for a symbol without a drawing, as `CairoCanvas.drawSymbolPlaceholder`
    /// draws it: an outlined rounded square with the name across it.
    static func placeholderElement(named name: String, in rect: CGRect, color: RenderColor, transform: AffineTransform2D?) -> String? {
        let r = rect.standardized
        let side = Double(min(r.width, r.height))
        guard side > 0, side.isFinite else { return nil }
        let line = max(0.5, side * 0.06)
        let (x, y) = (Double(r.midX) - side / 2 + line / 2, Double(r.midY) - side / 2 + line / 2)
        // About 0.6 em per character in the sans-serif fallback, shrunk to fit the box.
        let fontSize = max(2, min(side * 0.3, (side - 2 * line) / max(1, Double(name.count) * 0.6)))
        let box = Markup.element("rect", [("x", SVGNumber.format(x)), ("y", SVGNumber.format(y)), ("width", SVGNumber.format(side - line)),
                                          ("height", SVGNumber.format(side - line)), ("rx", SVGNumber.format(side * 0.18)), ("fill", "none"),
                                          ("stroke-width", SVGNumber.format(line))] + paint("stroke", color))
        let label = Markup.element("text", [("x", SVGNumber.format(Double(r.midX))), ("y", SVGNumber.format(Double(r.midY) + fontSize * 0.35)),
                                            ("font-family", "sans-serif"), ("font-size", SVGNumber.format(fontSize)), ("text-anchor", "middle")]
                                       + paint("fill", color), content: Markup.escaped(name))
        var attributes: [(String, String)] = [("class", "cadence-missing-symbol")]
        if let transform { attributes.append(("transform", SVGPathData.matrix(transform))) }
        return Markup.element("g", attributes, content: box + label)
    }
}
