/// The outline of a 2D shape, made of moves, lines and Bézier curves: SwiftUI's `Path`.
///
/// ```swift
/// let triangle = Path { path in
///     path.move(to: CGPoint(x: 50, y: 0))
///     path.addLine(to: CGPoint(x: 100, y: 100))
///     path.addLine(to: CGPoint(x: 0, y: 100))
///     path.closeSubpath()
/// }
/// ```
///
/// Arcs and ellipses are stored as cubic Béziers (quarter circles with the usual 0.5523 handle
/// factor, error below 0.03 % of the radius), so every renderer draws exactly the same curve.
public struct Path: Hashable, Sendable {
    /// One drawing instruction: SwiftUI's `Path.Element`.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line to the point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve to the point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve to the point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the subpath's start, closing it.
        case closeSubpath
    }

    /// The instructions, in order.
    public private(set) var elements: [Element] = []
    private var subpathStart: CGPoint?
    private var current: CGPoint?

    /// Makes an empty path.
    public init() {}

    /// Makes a path by running `callback` on an empty one.
    public init(_ callback: (inout Path) -> Void) {
        callback(&self)
    }

    /// Makes a path of the rectangle `rect`.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// Makes a path of `rect` with corners of `cornerRadius` points.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// Makes a path of `rect` with elliptical corners of `cornerSize` points.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// Makes a path of the ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no instructions.
    public var isEmpty: Bool { elements.isEmpty }

    /// The last point added, if any.
    public var currentPoint: CGPoint? { current }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        elements.append(.move(to: point))
        subpathStart = point
        current = point
    }

    /// Adds a straight line to `point` (starting a subpath at `point` when there is none).
    public mutating func addLine(to point: CGPoint) {
        startIfNeeded(at: point)
        elements.append(.line(to: point))
        current = point
    }

    /// Adds a quadratic Bézier curve to `point` (starting a subpath at `control` when there is none).
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        startIfNeeded(at: control)
        elements.append(.quadCurve(to: point, control: control))
        current = point
    }

    /// Adds a cubic Bézier curve to `point` (starting a subpath at `control1` when there is none).
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        startIfNeeded(at: control1)
        elements.append(.curve(to: point, control1: control1, control2: control2))
        current = point
    }

    /// Closes the current subpath with a line to its start; does nothing on an empty path.
    public mutating func closeSubpath() {
        guard current != nil else { return }
        elements.append(.closeSubpath)
        current = subpathStart
    }

    /// Adds a subpath through `points` in order, not closed; nothing for an empty array.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds `rect` as a closed subpath, clockwise on screen from its top-left corner.
    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// An ellipse inscribed in `rect`, clockwise from its rightmost point.
    public mutating func addEllipse(in rect: CGRect) {
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radii = CGSize(width: rect.width / 2, height: rect.height / 2)
        move(to: CGPoint(x: center.x + radii.width, y: center.y))
        for quarter in 0..<4 {
            appendQuarterArc(center: center, radii: radii, from: Double(quarter) * .pi / 2, sweep: .pi / 2)
        }
        closeSubpath()
    }

    /// A rectangle with rounded corners. Round corners (equal width and height) are clamped to half
    /// the shorter side, so a large radius gives a capsule; elliptical corners are clamped to half of
    /// each side. `.continuous` corners are drawn as circular ones (Cadence does not model Apple's
    /// squircle).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        var rx = min(max(0, cornerSize.width), abs(rect.width) / 2)
        var ry = min(max(0, cornerSize.height), abs(rect.height) / 2)
        if cornerSize.width == cornerSize.height {
            rx = min(rx, ry)
            ry = rx
        }
        guard rx > 0, ry > 0 else {
            addRect(rect)
            return
        }
        let radii = CGSize(width: rx, height: ry)
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        appendQuarterArc(center: CGPoint(x: rect.maxX - rx, y: rect.minY + ry), radii: radii, from: -.pi / 2, sweep: .pi / 2)
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        appendQuarterArc(center: CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), radii: radii, from: 0, sweep: .pi / 2)
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        appendQuarterArc(center: CGPoint(x: rect.minX + rx, y: rect.maxY - ry), radii: radii, from: .pi / 2, sweep: .pi / 2)
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        appendQuarterArc(center: CGPoint(x: rect.minX + rx, y: rect.minY + ry), radii: radii, from: .pi, sweep: .pi / 2)
        closeSubpath()
    }

    /// A circular arc from `startAngle` to `endAngle` about `center`. Angles are measured clockwise on
    /// screen (y down), from the positive x axis; `clockwise` is in the flipped (y up) sense, as in
    /// SwiftUI, so `clockwise: false` sweeps clockwise on screen.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let sweep = Self.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
        guard sweep.isFinite, radius.isFinite else { return }
        let start = CGPoint(
            x: center.x + radius * CGFloat(CMath.cos(startAngle.radians)),
            y: center.y + radius * CGFloat(CMath.sin(startAngle.radians))
        )
        if current == nil { move(to: start) } else { addLine(to: start) }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        for piece in 0..<pieces {
            appendQuarterArc(
                center: center, radii: CGSize(width: radius, height: radius),
                from: startAngle.radians + sweep * Double(piece) / Double(pieces), sweep: sweep / Double(pieces)
            )
        }
    }

    /// Calls `body` with each element in order.
    public func forEach(_ body: (Element) -> Void) {
        elements.forEach(body)
    }

    /// The path with every point transformed.
    public func applying(_ transform: AffineTransform2D) -> Path {
        var copy = self
        copy.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: transform.apply(to: p))
            case .line(let p): .line(to: transform.apply(to: p))
            case .quadCurve(let p, let c): .quadCurve(to: transform.apply(to: p), control: transform.apply(to: c))
            case .curve(let p, let c1, let c2):
                .curve(to: transform.apply(to: p), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
            case .closeSubpath: .closeSubpath
            }
        }
        copy.subpathStart = subpathStart.map(transform.apply(to:))
        copy.current = current.map(transform.apply(to:))
        return copy
    }

    /// The signed sweep in radians of an arc from `start` to `end` turning the `clockwise` way (in
    /// the flipped, y-up sense): within one turn, negative for clockwise. Non-finite angles give a
    /// non-finite sweep.
    static func arcSweep(from start: Angle, to end: Angle, clockwise: Bool) -> Double {
        var sweep = end.radians - start.radians
        guard sweep.isFinite else { return sweep }
        if clockwise {
            while sweep > 0 { sweep -= 2 * .pi }
        } else {
            while sweep < 0 { sweep += 2 * .pi }
        }
        return sweep
    }

    private mutating func startIfNeeded(at point: CGPoint) {
        if current == nil { move(to: point) }
    }

    /// A cubic Bézier approximating an elliptical arc of at most a quarter turn.
    private mutating func appendQuarterArc(center: CGPoint, radii: CGSize, from start: Double, sweep: Double) {
        let end = start + sweep
        let handle = 4.0 / 3.0 * CMath.sin(sweep / 4) / CMath.cos(sweep / 4)
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radii.width * CGFloat(CMath.cos(angle)), y: center.y + radii.height * CGFloat(CMath.sin(angle)))
        }
        func tangent(_ angle: Double) -> (dx: CGFloat, dy: CGFloat) {
            (-radii.width * CGFloat(CMath.sin(angle)), radii.height * CGFloat(CMath.cos(angle)))
        }
        let p0 = point(start), p3 = point(end)
        let t0 = tangent(start), t3 = tangent(end)
        let k = CGFloat(handle)
        addCurve(
            to: p3,
            control1: CGPoint(x: p0.x + k * t0.dx, y: p0.y + k * t0.dy),
            control2: CGPoint(x: p3.x - k * t3.dx, y: p3.y - k * t3.dy)
        )
    }
}

extension Path: CustomStringConvertible {
    /// SVG-like path data with numbers rounded to 6 decimals: `M 0 0 L 10 0 C … Z`.
    public var description: String {
        elements.map { element -> String in
            func xy(_ p: CGPoint) -> String { "\(DisplayNumber(p.x)) \(DisplayNumber(p.y))" }
            switch element {
            case .move(let p): return "M \(xy(p))"
            case .line(let p): return "L \(xy(p))"
            case .quadCurve(let p, let c): return "Q \(xy(c)) \(xy(p))"
            case .curve(let p, let c1, let c2): return "C \(xy(c1)) \(xy(c2)) \(xy(p))"
            case .closeSubpath: return "Z"
            }
        }.joined(separator: " ")
    }
}

/// How the corners of a rounded rectangle are drawn: SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Corners that are quarter circles.
    case circular
    /// Apple's smoother corners, where the curvature grows gradually (drawn as `.circular` in Cadence).
    case continuous
}
