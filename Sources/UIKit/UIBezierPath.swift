import Foundation

/// The corners of a rectangle: UIKit's `UIRectCorner`, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corners' bits (UIKit's values).
    public let rawValue: UInt
    /// Corners of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// Every corner (all bits set, as in UIKit).
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A path of lines and curves: UIKit's `UIBezierPath`, as SwiftUI shapes use it (most often the
/// "round only some corners" idiom). Coordinates are in points; angles in radians, with UIKit's
/// `clockwise` (y pointing down). Drawing attributes (`lineWidth`, …) are kept for the code that sets
/// them; a SwiftUI shape draws `cgPath` with its own style.
open class UIBezierPath {
    private var path: Path
    /// The stroke width, in points (1 by default).
    open var lineWidth: CGFloat = 1
    /// The stroke's ends.
    open var lineCapStyle: CGLineCap = .butt
    /// The stroke's joins.
    open var lineJoinStyle: CGLineJoin = .miter
    /// Whether filling uses the even-odd rule.
    open var usesEvenOddFillRule = false

    /// An empty path.
    public init() {
        path = Path()
    }

    /// A closed rectangle.
    public init(rect: CGRect) {
        path = Path(rect)
    }

    /// An ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) {
        path = Path(ellipseIn: rect)
    }

    /// A rectangle with every corner rounded by `cornerRadius` (at most half the shorter side), with
    /// UIKit's continuous corners.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let radius = Self.clamped(cornerRadius, in: rect)
        path = Path(roundedRect: rect, cornerRadius: radius, style: .continuous)
    }

    /// A rectangle with `corners` rounded by circular arcs of radius `cornerRadii.width` (at most half
    /// the shorter side; UIKit ignores the height too), the other corners square.
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let radius = Self.clamped(cornerRadii.width, in: rect)
        func corner(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
        let radii = RectangleCornerRadii(topLeading: corner(.topLeft), bottomLeading: corner(.bottomLeft),
                                         bottomTrailing: corner(.bottomRight), topTrailing: corner(.topRight))
        path = Path(roundedRect: rect, cornerRadii: radii, style: .circular)
    }

    /// An arc of the circle at `center` of `radius`, from `startAngle` to `endAngle` (radians).
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path = Path()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path `cgPath` holds.
    public init(cgPath: CGPath) {
        path = Path(cgPath)
    }

    /// The path, for `Path(_:)`.
    open var cgPath: CGPath { path.cgPath }
    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The smallest rectangle that holds the path's points, in points.
    open var bounds: CGRect { path.boundingRect }
    /// The end of the last element (zero for an empty path).
    open var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Starts a subpath at `point`.
    open func move(to point: CGPoint) {
        path.move(to: point)
    }

    /// Adds a line to `point`.
    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
    }

    /// Adds a cubic curve to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic curve to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds an arc of the circle at `center` (a line joins it to the current point, if any).
    /// `clockwise` is as seen on screen, with y pointing down, as in UIKit.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)),
                    clockwise: !clockwise)
    }

    /// Closes the current subpath.
    open func close() {
        path.closeSubpath()
    }

    /// Appends `bezierPath`'s elements.
    open func append(_ bezierPath: UIBezierPath) {
        path.addPath(bezierPath.path)
    }

    /// Removes every element.
    open func removeAllPoints() {
        path = Path()
    }

    /// Transforms every point by `transform`.
    open func apply(_ transform: CGAffineTransform) {
        path = path.applying(transform)
    }

    private static func clamped(_ radius: CGFloat, in rect: CGRect) -> CGFloat {
        guard radius.isFinite, radius > 0 else { return 0 }
        return min(radius, min(abs(rect.width), abs(rect.height)) / 2)
    }
}
