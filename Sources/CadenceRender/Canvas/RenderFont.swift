/// A font for the canvas's text: a fontconfig family name, a size, a weight and a slant.
///
/// fontconfig picks the installed face nearest the weight and slant (synthesising bold or oblique
/// when the family has no such face) and falls back, character by character, to the other installed
/// fonts and to the colour emoji font for what the family lacks. "DejaVu Sans" is the default
/// because Debian's Swift images ship it.
public struct RenderFont: Sendable, Hashable {
    /// A fontconfig family name ("DejaVu Sans", "DejaVu Sans Mono", "serif", …).
    public var family: String
    /// The em size in user-space units (points before scaling). SwiftUI's `.body` is 17.
    public var size: Double
    /// The OpenType / CSS weight class: 100 (thin) … 400 (regular) … 700 (bold) … 900 (black), as
    /// `Font.Weight.numericWeight` gives it.
    public var weight: Int
    /// Whether the font is italic (or oblique, when the family has no italic).
    public var isItalic: Bool

    /// Whether the weight is semibold (600) or heavier; setting it picks 700 or 400.
    public var isBold: Bool {
        get { weight >= 600 }
        set { weight = newValue ? 700 : 400 }
    }

    /// Makes a font: DejaVu Sans at 17 points, regular (400) or bold (700), upright by default.
    public init(family: String = "DejaVu Sans", size: Double = 17, isBold: Bool = false, isItalic: Bool = false) {
        self.init(family: family, size: size, weight: isBold ? 700 : 400, isItalic: isItalic)
    }

    /// A font of `weight` (an OpenType weight class, clamped to 1…1000).
    public init(family: String = "DejaVu Sans", size: Double = 17, weight: Int, isItalic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = min(max(weight, 1), 1000)
        self.isItalic = isItalic
    }
}
