import CCairo
import Foundation

extension CairoCanvas {
    /// Fills `symbol` in `color`, scaled uniformly to the largest square centred in `rect` (SF
    /// Symbols keep their proportions). An empty rect draws nothing. Replaces the current path.
    public func drawSymbol(_ symbol: SymbolShape, in rect: CGRect, color: RenderColor) {
        let r = rect.standardized
        let side = Double(min(r.width, r.height))
        guard side > 0, side.isFinite else { return }
        save()
        defer { restore() }
        translate(x: Double(r.midX) - side / 2, y: Double(r.midY) - side / 2)
        scale(x: side, y: side)
        beginPath()
        for element in symbol.elements {
            switch element {
            case let .move(x, y): move(to: CGPoint(x: x, y: y))
            case let .line(x, y): addLine(to: CGPoint(x: x, y: y))
            case let .cubic(x1, y1, x2, y2, x, y):
                addCurve(to: CGPoint(x: x, y: y), control1: CGPoint(x: x1, y: y1), control2: CGPoint(x: x2, y: y2))
            case .close: closeSubpath()
            }
        }
        fillColor = color
        fillPath(rule: symbol.fillRule)
    }
}
