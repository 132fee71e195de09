import CadenceUI

extension RenderFont {
    /// The Cairo font that draws a display list's `ResolvedFont`, shared by `DisplayListRenderer`,
    /// `CairoTextMeasurer` and the SVG writer so layout, pixels and SVG agree.
    ///
    /// The system designs map to the DejaVu families every Debian Swift image has: `.default` and
    /// `.rounded` to "DejaVu Sans", `.serif` to "DejaVu Serif", `.monospaced` to "DejaVu Sans Mono";
    /// a `Font.custom` family is passed to fontconfig as named (it falls back to its default font when
    /// the family is missing, for measuring and drawing alike). The weight is
    /// `Font.Weight.numericWeight` (the one mapping from SwiftUI's weights to weight classes, which
    /// the SVG writer uses too); fontconfig draws the nearest face the family has (DejaVu: book and
    /// bold, so semibold and heavier draw bold).
    ///
    /// ```swift
    /// RenderFont(Font.headline.resolved)     // DejaVu Sans 17, weight 600 (headline is semibold)
    /// ```
    public init(_ font: ResolvedFont) {
        self.init(family: font.family ?? Self.family(for: font.design), size: Double(font.pointSize),
                  weight: font.weight.numericWeight, isItalic: font.isItalic)
    }

    /// The fontconfig family drawing a system font design.
    public static func family(for design: Font.Design) -> String {
        switch design {
        case .default, .rounded: "DejaVu Sans"
        case .serif: "DejaVu Serif"
        case .monospaced: "DejaVu Sans Mono"
        }
    }
}
