import CadenceUI

/// SVG path data (`d`) for display-list paths and symbol shapes, with `SVGNumber`'s rounding.
enum SVGPathData {
    /// `M x y L x y Q cx cy x y C … Z` for a CadenceUI path.
    static func data(for path: CadenceUI.Path) -> String {
        path.elements.map { element -> String in
            switch element {
            case let .move(p): "M \(point(p))"
            case let .line(p): "L \(point(p))"
            case let .quadCurve(p, c): "Q \(point(c)) \(point(p))"
            case let .curve(p, c1, c2): "C \(point(c1)) \(point(c2)) \(point(p))"
            case .closeSubpath: "Z"
            }
        }.joined(separator: " ")
    }

    /// A symbol's unit-box path scaled to the largest square centred in `rect`, as `drawSymbol` draws it.
    static func data(for symbol: SymbolShape, in rect: CGRect) -> String {
        let r = rect.standardized
        let side = Double(min(r.width, r.height))
        let (x0, y0) = (Double(r.midX) - side / 2, Double(r.midY) - side / 2)
        func mapped(_ x: Double, _ y: Double) -> String { SVGNumber.pair(x0 + x * side, y0 + y * side) }
        return symbol.elements.map { element -> String in
            switch element {
            case let .move(x, y): "M \(mapped(x, y))"
            case let .line(x, y): "L \(mapped(x, y))"
            case let .cubic(x1, y1, x2, y2, x, y): "C \(mapped(x1, y1)) \(mapped(x2, y2)) \(mapped(x, y))"
            case .close: "Z"
            }
        }.joined(separator: " ")
    }

    /// `matrix(a b c d e f)` for an affine transform.
    static func matrix(_ t: AffineTransform2D) -> String {
        "matrix(" + [t.a, t.b, t.c, t.d, t.tx, t.ty].map { SVGNumber.format($0) }.joined(separator: " ") + ")"
    }

    private static func point(_ p: CGPoint) -> String { SVGNumber.pair(Double(p.x), Double(p.y)) }
}
