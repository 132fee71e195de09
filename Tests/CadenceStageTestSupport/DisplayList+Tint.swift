import CadenceUI

extension DisplayList {
    /// The first shape item painted in `color`'s red, green and blue, at any opacity: a view that
    /// fades (an `.opacity` modifier, a transition) folds its opacity into its colour, so
    /// `item(filledWith:)` stops finding it mid-fade.
    public func item(tinted color: Color) -> DisplayList.Item? {
        let resolved = color.resolve(in: EnvironmentValues())
        return items.first { item in
            guard case .shape(let shape) = item.content else { return false }
            let paint = shape.paint.color
            return paint.red == resolved.red && paint.green == resolved.green && paint.blue == resolved.blue
        }
    }
}

extension DisplayList.Item {
    /// The opacity of the item's colour (1 for an item drawn at full strength).
    public var colorOpacity: Double {
        switch content {
        case .shape(let shape): Double(shape.paint.color.opacity)
        case .text(let text): Double(text.color.opacity)
        case .symbol(let symbol): Double(symbol.color.opacity)
        }
    }
}
