import Foundation

#if !canImport(CoreGraphics)
/// Core Graphics' two-dimensional vector, for platforms without Core Graphics: a change in x and in
/// y, in points (a scroll velocity is in points per second).
public struct CGVector: Hashable, Sendable {
    /// The change along x.
    public var dx: CGFloat
    /// The change along y.
    public var dy: CGFloat

    /// The vector (`dx`, `dy`).
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// The zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// The zero vector.
    public static let zero = CGVector()
}
#endif
