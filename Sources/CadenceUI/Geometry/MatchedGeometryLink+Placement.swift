extension MatchedGeometryLink {
    /// How a linked view is drawn this frame, given where layout put it.
    enum Placement: Equatable {
        /// Where layout put it, as layout sized it.
        case inPlace
        /// Laid out again for `proposal` (the matched size, or the original proposal when only the
        /// position is matched) and placed with its `anchor` point on `frame`'s.
        case relaidOut(frame: CGRect, proposal: ProposedViewSize, anchor: UnitPoint)
        /// Drawn as laid out, through `transform` (a zoom destination, scaled as one picture).
        case transformed(AffineTransform2D)

        /// Where a view of `size` goes in a `.relaidOut` placement: its anchor point on the matched
        /// frame's. A view that takes the whole proposal fills the frame; a smaller or larger one (a
        /// fixed-size child, a text that does not fill its width) keeps its size and sits at the anchor.
        /// The anchor point is taken from the frame's origin, not `minX`/`minY`, so a frame whose
        /// animated size overshoots below zero (a bouncy spring towards a tiny frame) does not jump.
        static func origin(of size: CGSize, in frame: CGRect, anchor: UnitPoint) -> CGPoint {
            CGPoint(x: frame.origin.x + anchor.x * (frame.size.width - size.width),
                    y: frame.origin.y + anchor.y * (frame.size.height - size.height))
        }
    }

    /// How the view laid out in `frame` for `proposal` is drawn in its matched frame.
    ///
    /// - `matchedGeometryEffect` lays the view out again: with `.size` in its properties the child is
    ///   proposed the matched size (negative sizes, from a spring overshooting, propose 0), otherwise
    ///   its own proposal, and it is placed at the matched position; the frame its parent sees is
    ///   unchanged.
    /// - A zoom destination is scaled and moved from its layout frame (it draws in place while its
    ///   layout frame has no area, since nothing can be scaled from it).
    /// - A frame with a NaN or infinite coordinate (an animation gone wrong) draws in place.
    func placement(layoutFrame frame: CGRect, proposal: ProposedViewSize) -> Placement {
        // Always asked, because a source's frame is learnt here.
        let shown = presentedFrame(layoutFrame: frame)
        guard shown != frame, shown.hasFiniteCoordinates, frame.hasFiniteCoordinates else { return .inPlace }
        switch drawing {
        case .inPlace:
            return .inPlace
        case .scaled:
            guard frame.width > 0, frame.height > 0 else { return .inPlace }
            // Onto the origin, not `minX`: a negative animated size then mirrors the picture in place
            // instead of also shifting it by its width.
            let transform = AffineTransform2D(translationX: -frame.minX, y: -frame.minY)
                .concatenating(AffineTransform2D(scaleX: shown.width / frame.width, y: shown.height / frame.height))
                .concatenating(AffineTransform2D(translationX: shown.origin.x, y: shown.origin.y))
            return .transformed(transform)
        case .relaidOut:
            // Moved at its own size: the view chose that size for its own proposal, so it keeps it
            // (proposing the size back could re-wrap a text by a rounding error).
            let matched = shown.size == frame.size
                ? proposal
                : ProposedViewSize(width: max(0, shown.width), height: max(0, shown.height))
            return .relaidOut(frame: shown, proposal: matched, anchor: anchor)
        }
    }
}

extension CGRect {
    /// Whether origin and size are all finite (neither NaN nor ±∞).
    var hasFiniteCoordinates: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}
