import CadenceUI

// Small lookups over display lists, so tests name the item they check instead of indexing blindly.
// (Moved here from the package's private test support, so users' tests have them too.)

extension DisplayList {
    /// The text items, in drawing order.
    public var texts: [DisplayList.TextItem] {
        items.compactMap { if case .text(let text) = $0.content { text } else { nil } }
    }

    /// The shape items, in drawing order.
    public var shapes: [DisplayList.ShapeItem] {
        items.compactMap { if case .shape(let shape) = $0.content { shape } else { nil } }
    }

    /// The symbol items, in drawing order.
    public var symbols: [DisplayList.SymbolItem] {
        items.compactMap { if case .symbol(let symbol) = $0.content { symbol } else { nil } }
    }

    /// The first item showing `text`, or `nil`.
    public func item(text: String) -> DisplayList.Item? {
        items.first { if case .text(let item) = $0.content { item.text == text } else { false } }
    }

    /// The first item drawing the symbol `name`, or `nil`.
    public func item(symbol name: String) -> DisplayList.Item? {
        items.first { if case .symbol(let item) = $0.content { item.name == name } else { false } }
    }

    /// The shape items filled with `color` (as resolved in the default environment).
    public func shapes(filledWith color: Color) -> [DisplayList.ShapeItem] {
        let resolved = color.resolve(in: EnvironmentValues())
        return shapes.filter { $0.paint.color == resolved }
    }

    /// The first item of a shape filled with `color`, or `nil`.
    public func item(filledWith color: Color) -> DisplayList.Item? {
        let resolved = color.resolve(in: EnvironmentValues())
        return items.first { if case .shape(let shape) = $0.content { shape.paint.color == resolved } else { false } }
    }
}

extension DisplayList.Item {
    /// The part of `bounds` its clips leave visible (each clip's rectangle through its transform):
    /// what a viewer can see of the item; `CGRect.null` when the clips hide it all.
    public var visibleBounds: CGRect {
        clips.reduce(bounds) { visible, clip in visible.intersection(clip.transform.apply(to: clip.rect)) }
    }
}
