import CadenceUI
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

    /// The stand-in for a symbol Cadence has no drawing for: a rounded box outlined in `color` in
    /// the largest square centred in `rect`, with the symbol's name across it in a small font
    /// (shrunk to fit the box's width, at least 2 points). An empty rect draws nothing.
    public func drawSymbolPlaceholder(named name: String, in rect: CGRect, color: RenderColor) {
        let r = rect.standardized
        let side = Double(min(r.width, r.height))
        guard side > 0, side.isFinite else { return }
        save()
        defer { restore() }
        let line = max(0.5, side * 0.06)
        let box = CGRect(x: Double(r.midX) - side / 2 + line / 2, y: Double(r.midY) - side / 2 + line / 2, width: side - line, height: side - line)
        beginPath()
        addRoundedRect(in: box, cornerRadius: side * 0.18)
        strokeColor = color
        strokeStyle = CanvasStrokeStyle(lineWidth: line)
        strokePath()
        beginPath()
        addRect(box)
        clip()
        var label = RenderFont(size: 10)
        font = label
        let measured = measureText(name).advance
        label.size = max(2, min(side * 0.3, measured > 0 ? 10 * (side - 2 * line) / measured : 10))
        font = label
        let extents = measureText(name)
        fillColor = color
        drawText(name, at: CGPoint(x: Double(box.midX) - extents.advance / 2, y: Double(box.midY) + (extents.ascent - extents.descent) / 2))
    }
}
