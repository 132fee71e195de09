import CadenceUI
import CCairo

// Gradients and materials as Cairo sources: linear and radial gradients are Cairo's own patterns
// (padded at their ends, interpolating sRGB-encoded components as SwiftUI's `.device` space does);
// an elliptical gradient is a radial one through a scaling matrix; an angular gradient is a mesh of
// thin sectors (at most 2° each) whose corners carry the colours, so the colour depends only on the
// angle; a material is the backdrop, blurred, under its tint.
extension CairoCanvas {
    /// Fills the current path with `shading` (its colour `fillColor` when `nil`) under `rule`.
    public func fillPath(rule: FillRule, shading: DisplayList.Shading?, in rect: CGRect) {
        guard let shading, !state.isCollapsed else { return fillPath(rule: rule) }
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        if case let .material(radius, tint) = shading {
            if let backdrop = backdrop() {
                var m = cairo_matrix_t()
                cairo_get_matrix(context, &m)
                let det = abs(m.xx * m.yy - m.xy * m.yx)
                backdrop.gaussianBlur(sigma: Double(radius) * scale * (det > 0 ? det.squareRoot() : 1), opaque: true)
                fillPreservingPath(with: backdrop)
            }
            setSource(RenderColor(tint))
            cairo_fill(context)
            return
        }
        guard let pattern = makePattern(shading, in: rect) else { return fillPath(rule: rule) }
        defer { cairo_pattern_destroy(pattern) }
        cairo_set_source(context, pattern)
        cairo_fill(context)
    }

    /// Strokes the current path with `shading` (its colour `strokeColor` when `nil`) and `strokeStyle`.
    public func strokePath(shading: DisplayList.Shading?, in rect: CGRect) {
        guard let shading, !state.isCollapsed else { return strokePath() }
        let pattern: OpaquePointer?
        if case let .material(_, tint) = shading {
            strokeColor = RenderColor(tint)
            return strokePath()
        }
        pattern = makePattern(shading, in: rect)
        guard let pattern else { return strokePath() }
        defer { cairo_pattern_destroy(pattern) }
        strokePath(source: pattern)
    }

    /// Draws `text` like `drawText(_:at:tracking:)`, its glyphs filled with `shading` (a gradient
    /// placed in `rect`, the text's frame) instead of `fillColor`; a colour, a material or a gradient
    /// Cairo cannot make fills with `fillColor`. Colour emoji keep their own colours.
    public func drawText(_ text: String, at origin: CGPoint, tracking: Double = 0, shading: DisplayList.Shading?, in rect: CGRect) {
        guard let shading, !state.isCollapsed, let pattern = makePattern(shading, in: rect) else { return drawText(text, at: origin, tracking: tracking) }
        defer { cairo_pattern_destroy(pattern) }
        guard hasUsableFontSize else { return }
        beginPath()
        cairo_set_source(context, pattern)
        cairo_move_to(context, Double(origin.x), Double(origin.y))
        // Outlines take the gradient; colour emoji (bitmaps, no outlines) are skipped over and
        // shown afterwards where they fell.
        var emoji: [(piece: String, x: Double, y: Double)] = []
        forEachSegment(of: text, tracking: tracking) { piece, isEmoji in
            guard isEmoji else { return cairo_text_path(context, piece) }
            var x = 0.0, y = 0.0
            cairo_get_current_point(context, &x, &y)
            var extents = cairo_text_extents_t()
            cairo_text_extents(context, piece, &extents)
            emoji.append((piece, x, y))
            cairo_move_to(context, x + extents.x_advance, y)
        }
        cairo_set_fill_rule(context, CAIRO_FILL_RULE_WINDING)
        cairo_fill(context)
        guard !emoji.isEmpty, let face = FontFaces.faces(for: state.font)?.emoji?.face else { return }
        setSource(state.fillColor)
        cairo_set_font_face(context, face)
        cairo_set_font_size(context, state.font.size)
        for (piece, x, y) in emoji {
            cairo_move_to(context, x, y)
            cairo_show_text(context, piece)
        }
        cairo_new_path(context)
    }

    /// A Cairo pattern for a gradient, or `nil` to draw the representative colour.
    func makePattern(_ shading: DisplayList.Shading, in rect: CGRect) -> OpaquePointer? {
        func addStops(_ pattern: OpaquePointer, _ stops: [DisplayList.GradientStop]) {
            for stop in stops {
                let c = RenderColor(stop.color)
                cairo_pattern_add_color_stop_rgba(pattern, Double(min(max(stop.location, 0), 1)),
                                                  RenderColor.unit(c.red), RenderColor.unit(c.green), RenderColor.unit(c.blue), RenderColor.unit(c.alpha))
            }
            cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        }
        switch shading {
        case .color, .material:
            return nil
        case let .linearGradient(stops, start, end):
            guard !stops.isEmpty, start != end, [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return solid(stops.last) }
            let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
            addStops(pattern, stops)
            return pattern
        case let .radialGradient(stops, center, r0, r1):
            guard !stops.isEmpty, [center.x, center.y, r0, r1].allSatisfy(\.isFinite), r0 >= 0, r1 >= 0, r0 != r1 else { return solid(stops.last) }
            let pattern = cairo_pattern_create_radial(Double(center.x), Double(center.y), Double(r0), Double(center.x), Double(center.y), Double(r1))!
            addStops(pattern, stops)
            return pattern
        case let .ellipticalGradient(stops, center, radii, f0, f1):
            guard !stops.isEmpty, radii.width > 0, radii.height > 0, [center.x, center.y, radii.width, radii.height, f0, f1].allSatisfy(\.isFinite),
                  f0 >= 0, f1 >= 0, f0 != f1 else { return solid(stops.last) }
            let pattern = cairo_pattern_create_radial(0, 0, Double(f0), 0, 0, Double(f1))!
            addStops(pattern, stops)
            // User space → the unit space where the ellipse of the frame is a circle of radius 1.
            var m = cairo_matrix_t()
            cairo_matrix_init(&m, 1 / Double(radii.width), 0, 0, 1 / Double(radii.height),
                              -Double(center.x) / Double(radii.width), -Double(center.y) / Double(radii.height))
            cairo_pattern_set_matrix(pattern, &m)
            return pattern
        case let .angularGradient(stops, center, startAngle, endAngle):
            guard !stops.isEmpty, startAngle.isFinite, endAngle.isFinite, endAngle > startAngle, center.x.isFinite, center.y.isFinite else {
                return solid(stops.last)
            }
            return angularMesh(stops, center: center, from: startAngle, to: endAngle, in: rect)
        }
    }

    private func solid(_ stop: DisplayList.GradientStop?) -> OpaquePointer? {
        guard let stop else { return nil }
        let c = RenderColor(stop.color)
        return cairo_pattern_create_rgba(RenderColor.unit(c.red), RenderColor.unit(c.green), RenderColor.unit(c.blue), RenderColor.unit(c.alpha))
    }

    private func angularMesh(_ stops: [DisplayList.GradientStop], center: CGPoint, from start: Double, to end: Double, in rect: CGRect) -> OpaquePointer? {
        let pattern = cairo_pattern_create_mesh()!
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        let reach = corners.map { Double(hypot($0.x - center.x, $0.y - center.y)) }.max() ?? 1
        let sweep = min(end - start, 2 * .pi)
        let step = Double.pi / 90
        func color(at fraction: Double) -> RenderColor {
            let f = CGFloat(min(max(fraction, 0), 1))
            guard let after = stops.firstIndex(where: { $0.location >= f }) else { return RenderColor(stops[stops.count - 1].color) }
            guard after > 0 else { return RenderColor(stops[0].color) }
            let (a, b) = (stops[after - 1], stops[after])
            let t = b.location > a.location ? Double((f - a.location) / (b.location - a.location)) : 1
            let (ca, cb) = (RenderColor(a.color), RenderColor(b.color))
            return RenderColor(red: ca.red + (cb.red - ca.red) * t, green: ca.green + (cb.green - ca.green) * t,
                               blue: ca.blue + (cb.blue - ca.blue) * t, alpha: ca.alpha + (cb.alpha - ca.alpha) * t)
        }
        // Sectors cover a full turn: the sweep with its colours, the rest padded by the nearer end.
        let radius = reach / CMath.cos(step / 2) + 1
        func sector(_ a0: Double, _ a1: Double, _ c0: RenderColor, _ c1: RenderColor) {
            cairo_mesh_pattern_begin_patch(pattern)
            cairo_mesh_pattern_move_to(pattern, Double(center.x), Double(center.y))
            cairo_mesh_pattern_line_to(pattern, Double(center.x) + radius * CMath.cos(a0), Double(center.y) + radius * CMath.sin(a0))
            cairo_mesh_pattern_line_to(pattern, Double(center.x) + radius * CMath.cos(a1), Double(center.y) + radius * CMath.sin(a1))
            cairo_mesh_pattern_line_to(pattern, Double(center.x), Double(center.y))
            for (index, c) in [c0, c0, c1, c1].enumerated() {
                cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(index), RenderColor.unit(c.red), RenderColor.unit(c.green),
                                                         RenderColor.unit(c.blue), RenderColor.unit(c.alpha))
            }
            cairo_mesh_pattern_end_patch(pattern)
        }
        let count = max(1, Int((sweep / step).rounded(.up)))
        for i in 0..<count {
            let (f0, f1) = (Double(i) / Double(count), Double(i + 1) / Double(count))
            sector(start + sweep * f0, start + sweep * f1, color(at: f0), color(at: f1))
        }
        let rest = 2 * .pi - sweep
        if rest > 1e-9 {
            let pieces = max(1, Int((rest / 2 / step).rounded(.up)))
            let (first, last) = (color(at: 0), color(at: 1))
            for i in 0..<pieces {
                let (a0, a1) = (end + rest / 2 * Double(i) / Double(pieces), end + rest / 2 * Double(i + 1) / Double(pieces))
                sector(a0, a1, last, last)
                sector(start - rest / 2 * Double(i + 1) / Double(pieces), start - rest / 2 * Double(i) / Double(pieces), first, first)
            }
        }
        return pattern
    }
}

private func hypot(_ x: CGFloat, _ y: CGFloat) -> CGFloat { (x * x + y * y).squareRoot() }
