import CCairo
import Foundation

// Text through Cairo's toy API: one font, no shaping, no fallback — enough for labels and captions.
extension CairoCanvas {
    /// Draws `text` in `font` and `fillColor` with its baseline starting at `origin`.
    ///
    /// U+FE0F (the emoji variation selector) is removed first: the toy API would show it as a gap.
    /// A font size ≤ 0 or NaN draws nothing. Discards the current path, as Cairo's text moves the pen.
    public func drawText(_ text: String, at origin: CGPoint) {
        guard !state.isCollapsed, hasUsableFontSize else { return }
        selectFont()
        setSource(state.fillColor)
        cairo_move_to(context, Double(origin.x), Double(origin.y))
        cairo_show_text(context, Self.drawable(text))
        cairo_new_path(context)
    }

    /// Adds the outlines of `text`'s glyphs in `font`, baseline starting at `origin`, to the current
    /// path (nothing for a font size ≤ 0 or NaN).
    func addTextOutline(_ text: String, at origin: CGPoint) {
        guard hasUsableFontSize else { return }
        selectFont()
        cairo_move_to(context, Double(origin.x), Double(origin.y))
        cairo_text_path(context, Self.drawable(text))
    }

    /// Measures `text` in `font` without drawing it. Sizes are in user space (points before any scale).
    /// A font size ≤ 0 or NaN measures as all zeros.
    public func measureText(_ text: String) -> TextExtents {
        guard hasUsableFontSize else {
            return TextExtents(xBearing: 0, yBearing: 0, width: 0, height: 0, advance: 0, ascent: 0, descent: 0, lineHeight: 0)
        }
        selectFont()
        var ink = cairo_text_extents_t()
        var metrics = cairo_font_extents_t()
        cairo_text_extents(context, Self.drawable(text), &ink)
        cairo_font_extents(context, &metrics)
        return TextExtents(xBearing: ink.x_bearing, yBearing: ink.y_bearing, width: ink.width, height: ink.height,
                           advance: ink.x_advance, ascent: metrics.ascent, descent: metrics.descent,
                           lineHeight: metrics.height)
    }

    private func selectFont() {
        let font = state.font
        cairo_select_font_face(context, font.family,
                               font.isItalic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
                               font.isBold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(context, font.size)
    }

    // A zero font size would make Cairo's font matrix singular, a sticky error for the whole context.
    private var hasUsableFontSize: Bool { state.font.size > 0 && state.font.size.isFinite }

    private static func drawable(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { $0 != "\u{FE0F}" && $0 != "\u{0}" })
        return String(scalars)
    }
}
