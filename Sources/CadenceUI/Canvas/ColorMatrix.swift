/// A 4 × 5 matrix that recolours pixels: SwiftUI's `ColorMatrix`, for
/// `GraphicsContext.Filter.colorMatrix(_:)`.
///
/// ```swift
/// var sepia = ColorMatrix()
/// (sepia.r1, sepia.r2, sepia.r3) = (0.39, 0.77, 0.19)
/// context.addFilter(.colorMatrix(sepia))
/// ```
///
/// Each output channel of an un-premultiplied pixel (r, g, b, a in 0…1) is its row applied to the
/// input: red = r1·r + r2·g + r3·b + r4·a + r5, and likewise for green (g1…g5), blue (b1…b5) and
/// alpha (a1…a5), clamped to 0…1. A new matrix is the identity.
public struct ColorMatrix: Equatable, Sendable {
    /// The red row.
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    /// The green row.
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    /// The blue row.
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    /// The alpha row.
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    /// The identity: every colour stays as it is.
    public init() {}

    /// The same matrix in the display list's form (row-major doubles).
    var displayListMatrix: DisplayList.ColorMatrix {
        DisplayList.ColorMatrix([r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5].map(Double.init))
    }
}

extension GraphicsContext.Filter {
    /// A filter that recolours each pixel through `matrix` (see `ColorMatrix`).
    public static func colorMatrix(_ matrix: ColorMatrix) -> GraphicsContext.Filter {
        colorMatrix(matrix.displayListMatrix)
    }
}
