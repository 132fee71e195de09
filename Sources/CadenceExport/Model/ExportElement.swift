import CadenceUI

/// A view to export: a symbol, a shape or a text, its colour, and its modifiers.
///
/// ```swift
/// let heart = ExportElement(content: .symbol(SymbolShape.named("heart.fill")!, pointSize: 44, resizable: false),
///                           color: ExportColor(red: 1, green: 45 / 255, blue: 85 / 255),
///                           modifiers: [.scale(x: .channel(0), y: .channel(0), anchor: .center)])
/// ```
public struct ExportElement: Sendable {
    /// What the element draws.
    public enum Content: Sendable {
        /// An SF Symbol stand-in. Not resizable, it is a square as wide as `pointSize` (the font size);
        /// resizable, it fills the box it is offered (`.resizable().frame(…)`).
        case symbol(SymbolShape, pointSize: Double, resizable: Bool)
        /// A shape, filling the box it is offered.
        case shape(ExportShape)
        /// A line of text in a font of `size` points; `bold` for semibold and heavier weights.
        case text(String, size: Double, bold: Bool)
    }

    /// What the element draws: a symbol, a shape or a text.
    public var content: Content
    /// The fill (or text) colour.
    public var color: ExportColor
    /// Innermost first.
    public var modifiers: [ExportModifier]

    /// Makes an element drawing `content` in `color`, with `modifiers` innermost first (default none).
    public init(content: Content, color: ExportColor, modifiers: [ExportModifier] = []) {
        self.content = content
        self.color = color
        self.modifiers = modifiers
    }
}
