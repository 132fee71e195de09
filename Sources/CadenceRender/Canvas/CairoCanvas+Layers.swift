import CadenceUI
import CCairo
import CPixman

// Effect layers: `beginLayer()` redirects drawing into an offscreen group; `endLayer` flattens the
// group into a pixel buffer in the canvas's root device space, applies the effect (blur, colour
// matrix, shadow, mask, projective warp) and composites the result (with a blend mode or opacity).
extension CairoCanvas {
    /// Starts drawing into an offscreen layer, closed by `endLayer(_:drawMask:)`. Saves state as `save()`.
    public func beginLayer() {
        stack.append(.layer(state))
        cairo_push_group(context)
    }

    /// Composites the layer begun by `beginLayer()` with `effect`, restoring the state saved there.
    /// `drawMask` draws a mask's items (for `.mask`) onto this canvas.
    public func endLayer(_ effect: DisplayList.LayerEffect, drawMask: (CairoCanvas, [DisplayList.Item]) -> Void) {
        guard case let .layer(saved)? = stack.popLast() else {
            preconditionFailure("CairoCanvas.endLayer(_:drawMask:) without a matching beginLayer()")
        }
        guard let pattern = cairo_pop_group(context) else { state = saved; return }
        defer { cairo_pattern_destroy(pattern) }
        state = saved
        guard !state.isCollapsed, let layer = flatten(pattern) else { return }
        let lengthScale = scale * currentLengthScale
        switch effect {
        case .blur(let radius, let opaque):
            layer.gaussianBlur(sigma: Double(radius) * lengthScale, opaque: opaque)
            composite(layer)
        case .colorMatrix(let matrix):
            layer.apply(colorMatrix: matrix.values)
            composite(layer)
        case .opacity(let opacity):
            composite(layer, alpha: RenderColor.unit(opacity))
        case .blendMode(let mode):
            composite(layer, operator: Self.cairoOperator(mode))
        case .group:
            composite(layer)
        case .alphaThreshold(let min, let max, let color):
            let c = RenderColor(color)
            layer.applyAlphaThreshold(min: min, max: max, red: RenderColor.unit(c.red), green: RenderColor.unit(c.green),
                                      blue: RenderColor.unit(c.blue), alpha: RenderColor.unit(c.alpha))
            composite(layer)
        case .shadow(let color, let radius, let offset):
            if let shadow = layer.copy() {
                let c = RenderColor(color)
                shadow.tint(red: RenderColor.unit(c.red), green: RenderColor.unit(c.green), blue: RenderColor.unit(c.blue), alpha: RenderColor.unit(c.alpha))
                shadow.gaussianBlur(sigma: Double(radius) * lengthScale, opaque: false)
                composite(shadow, offset: deviceVector(offset))
            }
            composite(layer)
        case .innerShadow(let color, let radius, let offset):
            composite(layer)
            if let shadow = layer.copy() {
                let c = RenderColor(color)
                // The outside of the shape, moved and blurred, seen only inside the shape.
                shadow.tint(red: RenderColor.unit(c.red), green: RenderColor.unit(c.green), blue: RenderColor.unit(c.blue), alpha: RenderColor.unit(c.alpha), invertingAlpha: true)
                guard let moved = shadow.shifted(by: deviceVector(offset)) else { return }
                moved.gaussianBlur(sigma: Double(radius) * lengthScale, opaque: true)
                moved.multiplyAlpha(by: layer)
                composite(moved)
            }
        case .mask(let items):
            beginLayer()
            drawMask(self, items)
            guard case let .layer(maskSaved)? = stack.popLast(), let maskPattern = cairo_pop_group(context) else { return }
            defer { cairo_pattern_destroy(maskPattern) }
            state = maskSaved
            guard let mask = flatten(maskPattern) else { return }
            layer.multiplyAlpha(by: mask)
            composite(layer)
        case .projection(let transform):
            guard let warped = warp(layer, by: transform) else { return }
            composite(warped)
        }
    }

    /// The user-space → root-device-pixel transform at this moment (the CTM times the device scale).
    private var deviceMatrix: cairo_matrix_t {
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        return cairo_matrix_t(xx: m.xx * scale, yx: m.yx * scale, xy: m.xy * scale, yy: m.yy * scale, x0: m.x0 * scale, y0: m.y0 * scale)
    }

    /// How much lengths grow from user space to points (√|det| of the CTM).
    private var currentLengthScale: Double {
        var m = cairo_matrix_t()
        cairo_get_matrix(context, &m)
        let det = abs(m.xx * m.yy - m.xy * m.yx)
        return det.isFinite && det > 0 ? det.squareRoot() : 1
    }

    private func deviceVector(_ size: CGSize) -> (x: Double, y: Double) {
        let m = deviceMatrix
        let (x, y) = (Double(size.width), Double(size.height))
        return (m.xx * x + m.xy * y, m.yx * x + m.yy * y)
    }

    /// The group's pixels in root device space.
    func flatten(_ pattern: OpaquePointer) -> PixelBuffer? {
        guard let buffer = PixelBuffer(width: pixelWidth, height: pixelHeight), let cr = cairo_create(buffer.surface) else { return nil }
        defer { cairo_destroy(cr) }
        var m = deviceMatrix
        cairo_set_matrix(cr, &m)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        buffer.flush()
        return buffer
    }

    /// Paints `buffer` (root device pixels) over what is drawn, moved by `offset` device pixels.
    func composite(_ buffer: PixelBuffer, alpha: Double = 1, operator op: cairo_operator_t = CAIRO_OPERATOR_OVER, offset: (x: Double, y: Double) = (0, 0)) {
        guard alpha > 0 else { return }
        buffer.markDirty()
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_scale(context, 1 / scale, 1 / scale)
        cairo_set_source_surface(context, buffer.surface, offset.x, offset.y)
        cairo_set_operator(context, op)
        if alpha < 1 { cairo_paint_with_alpha(context, alpha) } else { cairo_paint(context) }
        cairo_restore(context)
    }

    /// `layer` warped by `transform` (a projective map of the display list's coordinates), with
    /// pixman's bilinear sampling.
    func warp(_ layer: PixelBuffer, by transform: ProjectionTransform) -> PixelBuffer? {
        // Device pixels → stage: D⁻¹; then the transform; then back: row vectors, left first.
        let d = deviceMatrix
        let device = ProjectionTransform(m11: d.xx, m12: d.yx, m13: 0, m21: d.xy, m22: d.yy, m23: 0, m31: d.x0, m32: d.y0, m33: 1)
        var pixelMap = device.inverted().concatenating(transform).concatenating(device)
        // pixman maps destination pixels to source pixels.
        guard pixelMap.invert(), let output = PixelBuffer(width: layer.width, height: layer.height) else { return nil }
        let entries = [pixelMap.m11, pixelMap.m21, pixelMap.m31, pixelMap.m12, pixelMap.m22, pixelMap.m32, pixelMap.m13, pixelMap.m23, pixelMap.m33].map(Double.init)
        guard entries.allSatisfy(\.isFinite) else { return nil }
        // Homogeneous: scale every entry alike so the small perspective terms keep their precision
        // in pixman's 16.16 fixed point, but no further than keeps the mapped coordinates (x′, y′, w′)
        // of every output pixel below 30 000: pixman's projective fetch overflows past about 2¹⁶ and
        // then samples nothing (a near-identity warp scaled by 1 000 drew a blank layer).
        let largest = entries.map(abs).max() ?? 1
        var reach = 0.0
        for (x, y) in [(0.0, 0.0), (Double(output.width), 0), (0, Double(output.height)), (Double(output.width), Double(output.height))] {
            for row in 0..<3 {
                reach = max(reach, abs(entries[3 * row] * x + entries[3 * row + 1] * y + entries[3 * row + 2]))
            }
        }
        let k = largest > 0 && reach > 0 ? min(16_000 / largest, 30_000 / reach) : 1
        var f = pixman_f_transform()
        withUnsafeMutableBytes(of: &f.m) { raw in
            let values = raw.bindMemory(to: Double.self)
            for i in 0..<9 { values[i] = entries[i] * k }
        }
        var fixed = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&fixed, &f) != 0 else { return nil }
        layer.flush()
        let source = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(layer.width), Int32(layer.height),
                                              UnsafeMutableRawPointer(layer.bytes).assumingMemoryBound(to: UInt32.self), Int32(layer.stride))
        let destination = pixman_image_create_bits(PIXMAN_a8r8g8b8, Int32(output.width), Int32(output.height),
                                                   UnsafeMutableRawPointer(output.bytes).assumingMemoryBound(to: UInt32.self), Int32(output.stride))
        defer {
            pixman_image_unref(source)
            pixman_image_unref(destination)
        }
        pixman_image_set_transform(source, &fixed)
        pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(source, PIXMAN_REPEAT_NONE)
        pixman_image_composite32(PIXMAN_OP_SRC, source, nil, destination, 0, 0, 0, 0, 0, 0, Int32(output.width), Int32(output.height))
        output.markDirty()
        return output
    }

    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// What is drawn so far in the current target (the canvas or the innermost layer), in root
    /// device space; `nil` when the target is not an image surface.
    func backdrop() -> PixelBuffer? {
        guard let target = cairo_get_group_target(context), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              let buffer = PixelBuffer(width: pixelWidth, height: pixelHeight) else { return nil }
        cairo_surface_flush(target)
        var (ox, oy) = (0.0, 0.0)
        cairo_surface_get_device_offset(target, &ox, &oy)
        let (tw, th, ts) = (Int(cairo_image_surface_get_width(target)), Int(cairo_image_surface_get_height(target)), Int(cairo_image_surface_get_stride(target)))
        guard let data = cairo_image_surface_get_data(target) else { return nil }
        // Root device pixel d sits at target pixel d + offset.
        let (dx, dy) = (Int(ox.rounded()), Int(oy.rounded()))
        let out = buffer.bytes
        for y in 0..<buffer.height {
            let ty = y + dy
            guard ty >= 0, ty < th else { continue }
            let x0 = max(0, -dx), x1 = min(buffer.width, tw - dx)
            guard x0 < x1 else { continue }
            (out + y * buffer.stride + x0 * 4).update(from: data + ty * ts + (x0 + dx) * 4, count: (x1 - x0) * 4)
        }
        buffer.markDirty()
        return buffer
    }

    /// Fills the current path (kept) with `buffer`'s pixels as they lie on the canvas.
    func fillPreservingPath(with buffer: PixelBuffer) {
        buffer.markDirty()
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_scale(context, 1 / scale, 1 / scale)
        cairo_set_source_surface(context, buffer.surface, 0, 0)
        cairo_fill_preserve(context)
        cairo_restore(context)
    }
}

extension PixelBuffer {
    /// A copy moved by `offset` device pixels (rounded). The uncovered strip takes the top-left
    /// pixel's value: for an inverted silhouette that is the outside of the shape, so an inner shadow
    /// keeps darkening the edge the offset uncovers.
    func shifted(by offset: (x: Double, y: Double)) -> PixelBuffer? {
        guard let other = PixelBuffer(width: width, height: height) else { return nil }
        flush()
        let (dx, dy) = (Int(offset.x.rounded()), Int(offset.y.rounded()))
        let source = bytes, out = other.bytes
        let edge = (0..<4).map { source[$0] }
        for y in 0..<height {
            for x in 0..<width {
                let (sx, sy) = (x - dx, y - dy)
                let o = out + y * other.stride + x * 4
                if sx >= 0, sx < width, sy >= 0, sy < height {
                    let s = source + sy * stride + sx * 4
                    o[0] = s[0]; o[1] = s[1]; o[2] = s[2]; o[3] = s[3]
                } else {
                    o[0] = edge[0]; o[1] = edge[1]; o[2] = edge[2]; o[3] = edge[3]
                }
            }
        }
        other.markDirty()
        return other
    }
}
