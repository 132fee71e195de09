import CCairo
import Foundation

// Text through Cairo's FreeType backend: faces found by fontconfig, with per-character fallback to
// the other installed fonts and to the colour emoji font (see `FontFaces`). No shaping: glyphs are
// placed one after another by their advances.
extension CairoCanvas {
    /// Draws `text` in `font` and `fillColor` with its baseline starting at `origin`, `tracking`
    /// extra points after each character.
    ///
    /// Emoji draw in colour from the emoji font whatever `fillColor` is. U+FE0F and the other
    /// variation selectors and joiners are not drawn. A font size ≤ 0 or NaN draws nothing.
    /// Discards the current path, as Cairo's text moves the pen.
    public func drawText(_ text: String, at origin: CGPoint, tracking: Double = 0) {
        guard !state.isCollapsed, hasUsableFontSize else { return }
        setSource(state.fillColor)
        cairo_move_to(context, Double(origin.x), Double(origin.y))
        forEachSegment(of: text, tracking: tracking) { piece, _ in cairo_show_text(context, piece) }
        cairo_new_path(context)
    }

    /// Adds the outlines of `text`'s glyphs in `font`, baseline starting at `origin`, to the current
    /// path (nothing for a font size ≤ 0 or NaN). Colour emoji, which are bitmaps, add nothing:
    /// `drawText(_:at:shading:in:)` draws them separately.
    func addTextOutline(_ text: String, at origin: CGPoint, tracking: Double = 0) {
        guard hasUsableFontSize else { return }
        cairo_move_to(context, Double(origin.x), Double(origin.y))
        forEachSegment(of: text, tracking: tracking) { piece, _ in cairo_text_path(context, piece) }
    }

    /// Measures `text` in `font` without drawing it. Sizes are in user space (points before any
    /// scale): the advance is the sum of the glyphs' advances (plus `tracking` per character), the
    /// ink box the union of the pieces' ink, and the ascent, descent and line height the primary
    /// face's (an emoji does not make the line taller). A font size ≤ 0 or NaN measures as all zeros.
    public func measureText(_ text: String, tracking: Double = 0) -> TextExtents {
        guard hasUsableFontSize, let faces = FontFaces.faces(for: state.font) else {
            return TextExtents(xBearing: 0, yBearing: 0, width: 0, height: 0, advance: 0, ascent: 0, descent: 0, lineHeight: 0)
        }
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_set_font_face(context, faces.faces[0].face)
        cairo_set_font_size(context, state.font.size)
        var metrics = cairo_font_extents_t()
        cairo_font_extents(context, &metrics)
        var pen = 0.0
        var ink: (minX: Double, minY: Double, maxX: Double, maxY: Double)?
        for segment in faces.segments(text) {
            cairo_set_font_face(context, segment.face)
            cairo_set_font_size(context, state.font.size)
            for piece in segment.pieces(tracking: tracking) {
                var extents = cairo_text_extents_t()
                cairo_text_extents(context, piece, &extents)
                if extents.width > 0 || extents.height > 0 {
                    let box = (pen + extents.x_bearing, extents.y_bearing, pen + extents.x_bearing + extents.width, extents.y_bearing + extents.height)
                    ink = ink.map { (min($0.minX, box.0), min($0.minY, box.1), max($0.maxX, box.2), max($0.maxY, box.3)) } ?? box
                }
                pen += extents.x_advance + tracking
            }
        }
        let box = ink ?? (0, 0, 0, 0)
        return TextExtents(xBearing: box.minX, yBearing: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY,
                           advance: pen, ascent: metrics.ascent, descent: metrics.descent, lineHeight: metrics.height)
    }

    /// Calls `body` with each piece of `text` after setting its face and the font size on the
    /// context, the pen at the current point; with `tracking`, each character is a piece and the pen
    /// moves `tracking` points after it. `body` gets whether the piece is in the colour emoji face.
    func forEachSegment(of text: String, tracking: Double, _ body: (String, Bool) -> Void) {
        guard let faces = FontFaces.faces(for: state.font) else { return }
        for segment in faces.segments(text) {
            cairo_set_font_face(context, segment.face)
            cairo_set_font_size(context, state.font.size)
            let isEmoji = segment.face == faces.emoji?.face
            for piece in segment.pieces(tracking: tracking) {
                body(piece, isEmoji)
                if tracking != 0, cairo_has_current_point(context) != 0 { cairo_rel_move_to(context, tracking, 0) }
            }
        }
    }

    // A zero font size would make Cairo's font matrix singular, a sticky error for the whole context.
    var hasUsableFontSize: Bool { state.font.size > 0 && state.font.size.isFinite }
}

extension FontFaces.Segment {
    /// The segment whole, or one character at a time when tracking spaces them out.
    func pieces(tracking: Double) -> [String] {
        tracking == 0 ? [text] : clusters
    }
}
