import Foundation

#if !canImport(CoreGraphics)
/// A path in Core Graphics' terms: Core Graphics' `CGPath`, as far as SwiftUI code passes one along
/// (`Path(_:)`, `Path.cgPath`, `UIBezierPath.cgPath`, `CGContext.addPath(_:)`). It holds a SwiftUI
/// `Path`. Cadence addition on platforms without Core Graphics.
public struct CGPath: Sendable {
    /// The path.
    let path: Path

    /// The smallest rectangle that holds the path's points (control points included), in points.
    public var boundingBox: CGRect { path.boundingRect }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The end of the last element, or `.zero` for an empty path (as Core Graphics returns it).
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }
}

extension Path {
    /// The path `path` holds: SwiftUI's `Path(_:)` from a `CGPath`
    /// (`Path(UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: size).cgPath)`).
    public init(_ path: CGPath) {
        self = path.path
    }

    /// This path as a `CGPath`.
    public var cgPath: CGPath { CGPath(path: self) }
}
#endif
