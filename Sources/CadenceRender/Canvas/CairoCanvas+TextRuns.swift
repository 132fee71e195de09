import CadenceUI
import CCairo

// Lines of text in several styles (`Text + Text`, Markdown, underlines, strikethroughs, baseline
// offsets): each run in its own font and colour, one after another along the baseline.
extension CairoCanvas {
    /// Draws `runs` left to right from `origin` (the start of the baseline): each in its font,
    /// colour (or `shading`, a gradient placed in `rect`, when given) and tracking, raised by its
    /// baseline offset, with its underline and strikethrough. Each run starts where the previous
    /// one's advance ended. Sets `font` and `fillColor` as it goes.
    ///
    /// The underline lies where the primary face's `post` table puts it (FreeType's
    /// `underline_position`, `underline_thickness`); the strikethrough, as thick, at half the
    /// face's x-height above the baseline. Both run under the whole advance, tracking included, in
    /// their patterns' dashes.
    public func drawTextRuns(_ runs: [DisplayList.TextRun], at origin: CGPoint, shading: DisplayList.Shading? = nil, in rect: CGRect = .zero) {
        var x = Double(origin.x)
        for run in runs {
            font = RenderFont(run.font)
            fillColor = RenderColor(run.color)
            let tracking = Double(run.tracking)
            let y = Double(origin.y) - Double(run.baselineOffset)
            let advance = measureText(run.text, tracking: tracking).advance
            guard advance.isFinite, y.isFinite else { continue }
            drawText(run.text, at: CGPoint(x: x, y: y), tracking: tracking, shading: shading, in: rect)
            if run.isUnderlined || run.isStrikethrough, let metrics = decorationMetrics() {
                if run.isUnderlined {
                    drawLine(x: x, y: y + metrics.underline, width: advance, thickness: metrics.thickness,
                             pattern: run.underlinePattern, color: RenderColor(run.underlineColor ?? run.color))
                }
                if run.isStrikethrough {
                    drawLine(x: x, y: y - metrics.strikethrough, width: advance, thickness: metrics.thickness,
                             pattern: run.strikethroughPattern, color: RenderColor(run.strikethroughColor ?? run.color))
                }
            }
            x += advance
        }
    }

    /// Where decorations go in the current font, in user space: the underline's centre below the
    /// baseline, the strikethrough's centre above it, and their thickness. `nil` for an unusable
    /// font size. A face without the metrics (a bitmap font) gets 0.1 em below and 0.05 em thick.
    func decorationMetrics() -> (underline: Double, strikethrough: Double, thickness: Double)? {
        guard hasUsableFontSize, let faces = FontFaces.faces(for: state.font) else { return nil }
        let size = state.font.size
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_set_font_face(context, faces.faces[0].face)
        cairo_set_font_size(context, size)
        var underline = 0.1 * size, thickness = 0.05 * size
        if let scaled = cairo_get_scaled_font(context), let face = cairo_ft_scaled_font_lock_face(scaled) {
            let units = Double(face.pointee.units_per_EM)
            if units > 0, face.pointee.underline_thickness > 0 {
                underline = -Double(face.pointee.underline_position) / units * size
                thickness = Double(face.pointee.underline_thickness) / units * size
            }
            cairo_ft_scaled_font_unlock_face(scaled)
        }
        var x = cairo_text_extents_t()
        cairo_text_extents(context, "x", &x)
        let xHeight = x.height > 0 ? x.height : 0.5 * size
        return (underline, xHeight / 2, thickness)
    }

    /// A horizontal line centred on `y`, from `x` for `width`, `thickness` thick, in `pattern`'s
    /// dashes (multiples of the thickness, butt ends).
    private func drawLine(x: Double, y: Double, width: Double, thickness: Double, pattern: DisplayList.TextLinePattern, color: RenderColor) {
        guard !state.isCollapsed, width > 0, thickness > 0 else { return }
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_new_path(context)
        cairo_move_to(context, x, y)
        cairo_line_to(context, x + width, y)
        cairo_set_line_width(context, thickness)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        let dashes = pattern.dashes.map { $0 * thickness }
        cairo_set_dash(context, dashes, Int32(dashes.count), 0)
        setSource(color)
        cairo_stroke(context)
    }
}
