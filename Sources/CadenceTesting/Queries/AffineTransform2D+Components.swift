import CadenceUI
import Foundation

extension AffineTransform2D {
    /// The uniform scale of a scale-then-rotate transform: the length of its first column.
    public var uniformScale: Double { Double(hypot(a, b)) }

    /// The rotation of a scale-then-rotate transform, in degrees (clockwise on screen).
    public var rotationDegrees: Double { Double(atan2(b, a)) * 180 / .pi }
}

extension DisplayList {
    /// The one item drawing the symbol `name`; `nil` when none or several are drawn.
    public func onlyItem(symbol name: String) -> DisplayList.Item? {
        let matches = items.filter { if case .symbol(let item) = $0.content { item.name == name } else { false } }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The one item showing `text`; `nil` when none or several are drawn.
    public func onlyItem(text: String) -> DisplayList.Item? {
        let matches = items.filter { if case .text(let item) = $0.content { item.text == text } else { false } }
        return matches.count == 1 ? matches[0] : nil
    }
}
