import CadenceUI

extension RenderColor {
    /// The renderer's form of a display-list colour: the same sRGB components, its opacity as alpha.
    /// Components outside 0…1 (extended sRGB) are clamped when drawn.
    public init(_ resolved: Color.Resolved) {
        self.init(red: Double(resolved.red), green: Double(resolved.green), blue: Double(resolved.blue),
                  alpha: Double(resolved.opacity))
    }
}
