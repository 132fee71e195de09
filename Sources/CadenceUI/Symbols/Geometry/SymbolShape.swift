/// A vector stand-in for an SF Symbol: filled paths in a unit box, drawn from geometric primitives.
///
/// Coordinates run 0…1 on both axes with y down; the drawing keeps a small margin so anti-aliasing
/// stays inside the box. Cut-outs (the check in `checkmark.circle.fill`, the plus in
/// `plus.circle.fill`, the inside of `heart`) are real holes made by the even-odd rule, so whatever
/// is behind the symbol shows through them.
///
/// ```swift
/// let heart = SymbolShape.named("heart.fill")!
/// canvas.drawSymbol(heart, in: CGRect(x: 0, y: 0, width: 44, height: 44), color: RenderColor(red: 1, green: 0.2, blue: 0.3))
/// SymbolShape.named("no.such.symbol")     // nil
/// ```
public struct SymbolShape: Sendable, Hashable {
    /// The SF Symbol name this shape stands in for.
    public let name: String
    /// The path, as subpaths of move/line/cubic/close in the unit box.
    public let elements: [PathElement]
    /// How overlapping and nested subpaths fill: `.evenOdd` for symbols with holes.
    public let fillRule: FillRule

    /// Makes a symbol named `name` from subpaths in the unit box, filled by `fillRule`.
    public init(name: String, elements: [PathElement], fillRule: FillRule) {
        self.name = name
        self.elements = elements
        self.fillRule = fillRule
    }

    /// The shape for an SF Symbol name, or nil when Cadence has no drawing for it.
    public static func named(_ name: String) -> SymbolShape? {
        catalog[name].map { SymbolShape(name: name, elements: $0.elements, fillRule: $0.fillRule) }
    }

    /// Every name `named(_:)` knows, sorted: the view layer's list of symbol names
    /// (`SymbolCatalog.names` in CadenceUI), which the spec decoder validates against too.
    public static var knownNames: [String] { SymbolCatalog.names }

    /// The smallest box holding every point and control point, as (minX, minY, maxX, maxY); it
    /// contains the filled area because a Bézier stays inside its control points' hull. Nil for an
    /// empty path.
    public var controlBounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        let points = elements.flatMap(\.points)
        guard let first = points.first else { return nil }
        return points.reduce((first.x, first.y, first.x, first.y)) {
            (min($0.0, $1.x), min($0.1, $1.y), max($0.2, $1.x), max($0.3, $1.y))
        }
    }
}
