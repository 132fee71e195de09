/// The measurements of a run of text in a font, in user-space units, relative to the pen position
/// on the baseline (y grows downwards, so `yBearing` and ascents above the baseline are negative
/// where Cairo says so).
public struct TextExtents: Sendable, Hashable {
    /// From the pen position to the left edge of the inked box.
    public var xBearing: Double
    /// From the baseline to the top edge of the inked box (negative for ink above the baseline).
    public var yBearing: Double
    /// Width of the inked box.
    public var width: Double
    /// Height of the inked box.
    public var height: Double
    /// How far the pen moves horizontally: the width to use for layout.
    public var advance: Double
    /// The font's distance above the baseline (positive), independent of the text.
    public var ascent: Double
    /// The font's distance below the baseline (positive), independent of the text.
    public var descent: Double
    /// The font's recommended baseline-to-baseline distance.
    public var lineHeight: Double

    /// Makes extents from their parts, in user-space units.
    public init(xBearing: Double, yBearing: Double, width: Double, height: Double, advance: Double,
                ascent: Double, descent: Double, lineHeight: Double) {
        self.xBearing = xBearing
        self.yBearing = yBearing
        self.width = width
        self.height = height
        self.advance = advance
        self.ascent = ascent
        self.descent = descent
        self.lineHeight = lineHeight
    }
}
