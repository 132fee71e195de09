import Cadence

extension UnitCurve {
    /// The control points of a Bézier curve, x clamped to [0, 1] as the curve uses them, as
    /// (x1, y1, x2, y2); nil for `linear` and the circular curves.
    ///
    /// `UnitCurve` keeps them private, so they are read by reflection, then checked against
    /// `value(at:)`: a curve whose storage ever changes shape is sampled instead of mis-exported.
    var exportControlPoints: (x1: Double, y1: Double, x2: Double, y2: Double)? {
        func child(_ value: Any, _ label: String?) -> Any? {
            Mirror(reflecting: value).children.first { label == nil || $0.label == label }?.value
        }
        guard let storage = child(self, "storage"), let bezier = child(storage, "bezier"),
              let p1x = child(bezier, "p1x") as? Double, let p1y = child(bezier, "p1y") as? Double,
              let p2x = child(bezier, "p2x") as? Double, let p2y = child(bezier, "p2y") as? Double
        else { return nil }
        let points = (x1: min(max(p1x, 0), 1), y1: p1y, x2: min(max(p2x, 0), 1), y2: p2y)
        let easing = ExportEasing.cubicBezier(x1: points.x1, y1: points.y1, x2: points.x2, y2: points.y2)
        for progress in stride(from: 0.0, through: 1.0, by: 0.125) where abs(easing.output(at: progress) - value(at: progress)) > 1e-5 {
            return nil
        }
        return points
    }
}
