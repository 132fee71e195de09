import CadenceUI
import Foundation

// Gradients, full strokes and effect layers in SVG.
//
// - Linear and radial gradients become `<linearGradient>`/`<radialGradient>` in user space (the
//   element's own space, so its transform applies); an elliptical gradient is a radial one through a
//   `gradientTransform`. SVG has no conic gradient: an angular gradient is drawn as its first colour,
//   and a material as its tint (SVG has no backdrop blur).
// - Strokes carry caps, joins, miter limit, dashes and phase; even-odd fills `fill-rule="evenodd"`.
// - Layers become nested `<g>`: blur `feGaussianBlur`, colour matrices `feColorMatrix` (in sRGB),
//   shadows `feDropShadow` (an inner shadow is left out), group opacity `opacity`, blend modes
//   `mix-blend-mode`, masks `<mask>` (alpha). A projective warp has no SVG equivalent: its layer is
//   rasterised with the Cairo renderer and embedded as a PNG `<image>`.
struct SVGDefinitions {
    var elements: [String] = []
    var count = 0

    mutating func add(_ make: (String) -> String, prefix: String) -> String {
        count += 1
        let id = "\(prefix)\(count)"
        elements.append(make(id))
        return id
    }
}

extension SVGWriter {
    /// The element for a shape with a shading or a full stroke, or nil to use the plain form.
    static func styledShapeElement(_ item: DisplayList.Item, defs: inout SVGDefinitions) -> String? {
        guard case let .shape(shape) = item.content, shape.shading != nil || shape.strokeStyle != nil || shape.fillStyle.isEOFilled else { return nil }
        guard item.rect.isFiniteRect, item.transform.isInvertibleTransform, shape.path.isFinitePath else { return nil }
        var source: [(String, String)]
        let name: String
        switch shape.paint {
        case .fill: name = "fill"
        case .stroke: name = "stroke"
        }
        if let shading = shape.shading, let id = gradient(shading, defs: &defs) {
            source = [(name, "url(#\(id))")]
        } else {
            source = paint(name, RenderColor(shape.shading?.representativeColor ?? shape.paint.color))
        }
        var attributes: [(String, String)]
        switch shape.paint {
        case .fill:
            attributes = source
            if shape.fillStyle.isEOFilled { attributes.append(("fill-rule", "evenodd")) }
        case let .stroke(_, lineWidth):
            let style = shape.strokeStyle ?? StrokeStyle(lineWidth: lineWidth)
            guard style.lineWidth > 0, style.lineWidth.isFinite else { return nil }
            attributes = [("fill", "none")] + source + [("stroke-width", SVGNumber.format(Double(style.lineWidth))),
                                                        ("stroke-miterlimit", SVGNumber.format(Double(style.miterLimit)))]
            switch style.lineCap {
            case .round: attributes.append(("stroke-linecap", "round"))
            case .square: attributes.append(("stroke-linecap", "square"))
            default: break
            }
            switch style.lineJoin {
            case .round: attributes.append(("stroke-linejoin", "round"))
            case .bevel: attributes.append(("stroke-linejoin", "bevel"))
            default: break
            }
            let dashes = style.dash.filter { $0 >= 0 && $0.isFinite }
            if dashes.contains(where: { $0 > 0 }) {
                attributes.append(("stroke-dasharray", dashes.map { SVGNumber.format(Double($0)) }.joined(separator: " ")))
                if style.dashPhase != 0, style.dashPhase.isFinite { attributes.append(("stroke-dashoffset", SVGNumber.format(Double(style.dashPhase)))) }
            }
        }
        return shapeElement(shape.geometry, in: shape.rect, paint: attributes, transform: item.transform.isIdentity ? nil : item.transform)
    }

    /// The element for a text whose glyphs are filled with a gradient, or nil to use the plain form
    /// (an angular gradient, which SVG lacks, is drawn in the text's colour, its first stop).
    static func styledTextElement(_ item: DisplayList.Item, defs: inout SVGDefinitions) -> String? {
        guard case let .text(text) = item.content, let shading = text.shading else { return nil }
        guard item.rect.isFiniteRect, item.transform.isInvertibleTransform, let id = gradient(shading, defs: &defs) else { return nil }
        return textElement(text, fill: [("fill", "url(#\(id))")], transform: item.transform.isIdentity ? nil : item.transform)
    }

    private static func stops(_ stops: [DisplayList.GradientStop]) -> String {
        stops.map { stop in
            let c = RenderColor(stop.color)
            var attributes = [("offset", SVGNumber.format(Double(min(max(stop.location, 0), 1))))]
            attributes += paint("stop-color", c)
            return Markup.element("stop", attributes)
        }.joined()
    }

    /// A gradient definition for `shading`; nil when SVG has none (angular, material).
    static func gradient(_ shading: DisplayList.Shading, defs: inout SVGDefinitions) -> String? {
        func n(_ v: CGFloat) -> String { SVGNumber.format(Double(v)) }
        switch shading {
        case .color, .material, .angularGradient:
            return nil
        case let .linearGradient(s, start, end):
            return defs.add({ id in
                Markup.element("linearGradient", [("id", id), ("gradientUnits", "userSpaceOnUse"), ("x1", n(start.x)), ("y1", n(start.y)),
                                                  ("x2", n(end.x)), ("y2", n(end.y))], content: stops(s))
            }, prefix: "gradient")
        case let .radialGradient(s, center, r0, r1):
            return defs.add({ id in
                Markup.element("radialGradient", [("id", id), ("gradientUnits", "userSpaceOnUse"), ("cx", n(center.x)), ("cy", n(center.y)),
                                                  ("r", n(r1)), ("fr", n(r0))], content: stops(s))
            }, prefix: "gradient")
        case let .ellipticalGradient(s, center, radii, f0, f1):
            return defs.add({ id in
                Markup.element("radialGradient", [("id", id), ("gradientUnits", "userSpaceOnUse"), ("cx", "0"), ("cy", "0"), ("r", n(f1)), ("fr", n(f0)),
                                                  ("gradientTransform", "matrix(\(n(radii.width)) 0 0 \(n(radii.height)) \(n(center.x)) \(n(center.y)))")],
                               content: stops(s))
            }, prefix: "gradient")
        }
    }

    /// `content` (the elements of the items in `layer`) wrapped in the layer's SVG form.
    static func wrap(_ content: String, in layer: DisplayList.Layer, items: [DisplayList.Item], listSize: CGSize,
                     defs: inout SVGDefinitions, element: (DisplayList.Item, inout SVGDefinitions) -> String?) -> String {
        func n(_ v: Double) -> String { SVGNumber.format(v) }
        switch layer.effect {
        case let .blur(radius, _):
            let id = defs.add({ id in
                Markup.element("filter", [("id", id), ("x", "-50%"), ("y", "-50%"), ("width", "200%"), ("height", "200%")],
                               content: Markup.element("feGaussianBlur", [("stdDeviation", n(Double(radius)))]))
            }, prefix: "filter")
            return Markup.element("g", [("filter", "url(#\(id))")], content: content)
        case let .colorMatrix(matrix):
            let id = defs.add({ id in
                Markup.element("filter", [("id", id), ("color-interpolation-filters", "sRGB")],
                               content: Markup.element("feColorMatrix", [("type", "matrix"), ("values", matrix.values.map(n).joined(separator: " "))]))
            }, prefix: "filter")
            return Markup.element("g", [("filter", "url(#\(id))")], content: content)
        case let .shadow(color, radius, offset):
            let c = RenderColor(color)
            let id = defs.add({ id in
                Markup.element("filter", [("id", id), ("x", "-50%"), ("y", "-50%"), ("width", "200%"), ("height", "200%")],
                               content: Markup.element("feDropShadow", [("dx", n(Double(offset.width))), ("dy", n(Double(offset.height))),
                                                                        ("stdDeviation", n(Double(radius)))] + paint("flood-color", c).map { ($0.0.replacingOccurrences(of: "flood-color-opacity", with: "flood-opacity"), $0.1) }))
            }, prefix: "filter")
            return Markup.element("g", [("filter", "url(#\(id))")], content: content)
        case .innerShadow, .group:
            return Markup.element("g", [], content: content)
        case let .opacity(opacity):
            return Markup.element("g", [("opacity", n(RenderColor.unit(opacity)))], content: content)
        case let .blendMode(mode):
            return Markup.element("g", [("style", "mix-blend-mode: \(cssBlendMode(mode))")], content: content)
        case let .mask(maskItems):
            var inner = defs
            let body = maskItems.compactMap { element($0, &inner) }.joined()
            defs = inner
            let id = defs.add({ id in Markup.element("mask", [("id", id), ("style", "mask-type: alpha")], content: body) }, prefix: "mask")
            return Markup.element("g", [("mask", "url(#\(id))")], content: content)
        case .projection, .alphaThreshold:
            // No perspective or alpha threshold in SVG: draw the layer's items with Cairo and embed the pixels.
            let list = DisplayList(size: listSize, time: 0, items: items)
            guard let image = try? DisplayListRenderer(scale: 2, background: .clear).render(list),
                  let png = try? PNGEncoder().encode(image) else { return "" }
            return Markup.element("image", [("x", "0"), ("y", "0"), ("width", n(Double(listSize.width))), ("height", n(Double(listSize.height))),
                                            ("href", "data:image/png;base64," + Data(png).base64EncodedString())])
        }
    }

    static func cssBlendMode(_ mode: BlendMode) -> String {
        switch mode {
        case .normal, .sourceAtop, .destinationOver, .destinationOut: "normal"
        case .multiply, .plusDarker: "multiply"
        case .screen: "screen"
        case .overlay: "overlay"
        case .darken: "darken"
        case .lighten: "lighten"
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .difference: "difference"
        case .exclusion: "exclusion"
        case .hue: "hue"
        case .saturation: "saturation"
        case .color: "color"
        case .luminosity: "luminosity"
        case .plusLighter: "plus-lighter"
        }
    }
}
