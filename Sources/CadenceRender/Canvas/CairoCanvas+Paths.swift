import CadenceUI
import Cadence
import CCairo
import Foundation

// Path building and filling, with SwiftUI `Path`'s method names. The path lives in Cairo (in device
// space, so changing the transform after adding a shape does not move it) and is consumed by
// `fillPath`, `strokePath` and `clip`.
extension CairoCanvas {
    /// Discards the current path.
    public func beginPath() {
        cairo_new_path(context)
    }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) {
        guard !state.isCollapsed else { return }
        cairo_move_to(context, Double(point.x), Double(point.y))
    }

    /// A straight line from the current point to `point` (a `move(to:)` when there is no current point).
    public func addLine(to point: CGPoint) {
        guard !state.isCollapsed else { return }
        cairo_line_to(context, Double(point.x), Double(point.y))
    }

    /// A cubic Bézier from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard !state.isCollapsed else { return }
        cairo_curve_to(context, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }

    /// A quadratic Bézier from the current point to `end`, drawn as the equivalent cubic (controls
    /// two thirds of the way from each end towards `control`). Without a current point the curve
    /// starts at `control`, as Cairo does for cubics.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard !state.isCollapsed else { return }
        let (qx, qy) = (Double(control.x), Double(control.y))
        let (ex, ey) = (Double(end.x), Double(end.y))
        var (sx, sy) = (qx, qy)
        if cairo_has_current_point(context) != 0 { cairo_get_current_point(context, &sx, &sy) }
        cairo_curve_to(context, sx + 2.0 / 3.0 * (qx - sx), sy + 2.0 / 3.0 * (qy - sy),
                       ex + 2.0 / 3.0 * (qx - ex), ey + 2.0 / 3.0 * (qy - ey), ex, ey)
    }

    /// A circular arc around `center`, joined to the current point by a straight line if there is one.
    ///
    /// Angles are measured from the +x axis towards +y, which is clockwise on screen because y points
    /// down; `clockwise: true` sweeps in that direction (increasing angle). SwiftUI's
    /// `Path.addArc(clockwise:)` names directions in a y-up frame, so a SwiftUI path's `clockwise`
    /// maps to `!clockwise` here. A radius ≤ 0 adds only the line to the arc's centre point.
    public func addArc(center: CGPoint, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        guard !state.isCollapsed else { return }
        let (cx, cy) = (Double(center.x), Double(center.y))
        guard radius > 0 else { return addLine(to: center) }
        if clockwise {
            cairo_arc(context, cx, cy, radius, startAngle.radians, endAngle.radians)
        } else {
            cairo_arc_negative(context, cx, cy, radius, startAngle.radians, endAngle.radians)
        }
    }

    /// Closes the current subpath with a straight line back to its start.
    public func closeSubpath() {
        guard !state.isCollapsed else { return }
        cairo_close_path(context)
    }

    /// A closed rectangle subpath, clockwise on screen from the top-left corner.
    public func addRect(_ rect: CGRect) {
        guard !state.isCollapsed else { return }
        let r = rect.standardized
        cairo_rectangle(context, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }

    /// A rectangle with circular corners of `cornerRadius`, clamped to half the shorter side (so a
    /// large radius gives a capsule). A radius ≤ 0 gives a plain rectangle.
    public func addRoundedRect(in rect: CGRect, cornerRadius: Double) {
        guard !state.isCollapsed else { return }
        let r = rect.standardized
        let (x0, y0, x1, y1) = (Double(r.minX), Double(r.minY), Double(r.maxX), Double(r.maxY))
        let radius = min(cornerRadius, (x1 - x0) / 2, (y1 - y0) / 2)
        guard radius > 0 else { return addRect(r) }
        let quarter = Double.pi / 2
        cairo_new_sub_path(context)
        cairo_arc(context, x1 - radius, y0 + radius, radius, -quarter, 0)
        cairo_arc(context, x1 - radius, y1 - radius, radius, 0, quarter)
        cairo_arc(context, x0 + radius, y1 - radius, radius, quarter, 2 * quarter)
        cairo_arc(context, x0 + radius, y0 + radius, radius, 2 * quarter, 3 * quarter)
        cairo_close_path(context)
    }

    /// The ellipse inscribed in `rect`, as a closed subpath (clockwise on screen). An empty rect adds nothing.
    public func addEllipse(in rect: CGRect) {
        guard !state.isCollapsed else { return }
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        // A unit circle under a temporary scale; the path is stored in device space, so restoring the
        // matrix afterwards keeps the ellipse and leaves the stroke width unscaled.
        var saved = cairo_matrix_t()
        cairo_get_matrix(context, &saved)
        cairo_translate(context, Double(r.midX), Double(r.midY))
        cairo_scale(context, Double(r.width) / 2, Double(r.height) / 2)
        cairo_new_sub_path(context)
        cairo_arc(context, 0, 0, 1, 0, 2 * Double.pi)
        cairo_close_path(context)
        cairo_set_matrix(context, &saved)
    }

    /// A rounded rectangle whose shorter sides are semicircles (SwiftUI's `Capsule`).
    public func addCapsule(in rect: CGRect) {
        let r = rect.standardized
        addRoundedRect(in: r, cornerRadius: Double(min(r.width, r.height)) / 2)
    }

    /// Fills the current path with `fillColor` under `rule`, then discards the path.
    public func fillPath(rule: FillRule = .nonZero) {
        guard !state.isCollapsed else { return beginPath() }
        setSource(state.fillColor)
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(context)
    }

    /// Strokes the current path with `strokeColor` and `strokeStyle`, then discards the path.
    public func strokePath() {
        strokePath(source: nil)
    }

    /// Strokes the current path with `strokeStyle`, painted with `pattern` (`strokeColor` when nil).
    func strokePath(source pattern: OpaquePointer?) {
        let style = state.strokeStyle
        guard !state.isCollapsed, style.lineWidth > 0 else { return beginPath() }
        if let pattern { cairo_set_source(context, pattern) } else { setSource(state.strokeColor) }
        cairo_set_line_width(context, style.lineWidth)
        switch style.lineCap {
        case .butt: cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(context, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(context, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(context, max(1, style.miterLimit))
        // Cairo rejects (with a sticky error) dashes that are negative or all zero, so filter first.
        let dashes = style.dash.filter { $0 >= 0 && $0.isFinite }
        if dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(context, dashes, Int32(dashes.count), style.dashPhase.isFinite ? style.dashPhase : 0)
        } else {
            cairo_set_dash(context, nil, 0, 0)
        }
        cairo_stroke(context)
    }

    /// Intersects the clip region with the current path under `rule`, then discards the path.
    /// The clip is part of the state that `restore()` brings back.
    public func clip(rule: FillRule = .nonZero) {
        guard !state.isCollapsed else { return beginPath() }
        cairo_set_fill_rule(context, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(context)
    }

    /// The end of the current subpath in user space, or nil when there is no current point.
    public var currentPoint: CGPoint? {
        guard cairo_has_current_point(context) != 0 else { return nil }
        var x = 0.0, y = 0.0
        cairo_get_current_point(context, &x, &y)
        return CGPoint(x: x, y: y)
    }
}
