/// The geometry of a shape item in a display list: a built-in kind drawn in the item's rectangle, or
/// the path of a custom shape. Cadence addition.
public enum ShapeGeometry: Hashable, Sendable {
    /// The whole rectangle.
    case rectangle
    /// Corners of `cornerSize` (clamped to half the rectangle's sides when drawn).
    case roundedRectangle(cornerSize: CGSize, style: RoundedCornerStyle)
    /// Corners of half the rectangle's shorter side.
    case capsule(style: RoundedCornerStyle)
    /// The ellipse inscribed in the rectangle.
    case ellipse
    /// The largest circle centred in the rectangle.
    case circle
    /// A custom shape's path, in the same coordinates as the item's rectangle.
    case path(Path)

    /// The outline of this geometry in `rect`.
    public func path(in rect: CGRect) -> Path {
        switch self {
        case .rectangle:
            return Path(rect)
        case .roundedRectangle(let corner, let style):
            return Path(roundedRect: rect, cornerSize: corner, style: style)
        case .capsule(let style):
            let radius = min(abs(rect.width), abs(rect.height)) / 2
            return Path(roundedRect: rect, cornerRadius: radius, style: style)
        case .ellipse:
            return Path(ellipseIn: rect)
        case .circle:
            let diameter = min(abs(rect.width), abs(rect.height))
            return Path(ellipseIn: CGRect(x: rect.midX - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
        case .path(let path):
            return path
        }
    }
}

extension ShapeGeometry: CustomStringConvertible {
    public var description: String {
        switch self {
        case .rectangle: "rectangle"
        case .roundedRectangle(let corner, let style):
            "roundedRectangle(\(DisplayNumber(corner.width)), \(DisplayNumber(corner.height))\(style == .circular ? ", circular" : ""))"
        case .capsule(let style): style == .circular ? "capsule(circular)" : "capsule"
        case .ellipse: "ellipse"
        case .circle: "circle"
        case .path(let path): "path(\(path))"
        }
    }
}
