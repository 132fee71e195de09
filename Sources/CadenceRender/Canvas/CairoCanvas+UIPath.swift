import CadenceUI

extension CairoCanvas {
    /// Appends a CadenceUI `Path` (a shape's outline from a display list) to the current path,
    /// element by element, in the current user space. Quadratic curves become the equal cubic.
    public func addPath(_ path: CadenceUI.Path) {
        for element in path.elements {
            switch element {
            case let .move(to): move(to: to)
            case let .line(to): addLine(to: to)
            case let .quadCurve(to, control): addQuadCurve(to: to, control: control)
            case let .curve(to, control1, control2): addCurve(to: to, control1: control1, control2: control2)
            case .closeSubpath: closeSubpath()
            }
        }
    }
}
