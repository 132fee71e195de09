extension Animation {
    /// A constant-speed animation over `duration` seconds.
    ///
    /// ```swift
    /// Animation.linear(duration: 2)   // halfway at 1 s
    /// ```
    /// Edges as for `TimingCurveAnimation`: a zero duration jumps to the target at once.
    public static func linear(duration: Double) -> Animation {
        timingCurve(.linear, duration: duration)
    }

    /// A constant-speed animation lasting 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }

    /// An animation that starts slowly (`UnitCurve.easeIn`, Bézier (0.42, 0)–(1, 1)) over `duration`
    /// seconds.
    public static func easeIn(duration: Double) -> Animation {
        timingCurve(.easeIn, duration: duration)
    }

    /// `easeIn(duration: 0.35)`.
    public static var easeIn: Animation { easeIn(duration: 0.35) }

    /// An animation that ends slowly (`UnitCurve.easeOut`, Bézier (0, 0)–(0.58, 1)) over `duration`
    /// seconds.
    public static func easeOut(duration: Double) -> Animation {
        timingCurve(.easeOut, duration: duration)
    }

    /// `easeOut(duration: 0.35)`.
    public static var easeOut: Animation { easeOut(duration: 0.35) }

    /// An animation that starts and ends slowly (`UnitCurve.easeInOut`, Bézier (0.42, 0)–(0.58, 1))
    /// over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        timingCurve(.easeInOut, duration: duration)
    }

    /// `easeInOut(duration: 0.35)`.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }

    /// An animation along the cubic Bézier from (0, 0) to (1, 1) with control points (p1x, p1y) and
    /// (p2x, p2y), like CSS `cubic-bezier()`. Control-point x is clamped to [0, 1]; y may overshoot.
    ///
    /// ```swift
    /// Animation.timingCurve(0.1, 0.75, 0.85, 0.35, duration: 2)
    /// ```
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35
    ) -> Animation {
        let curve = UnitCurve(storage: .bezier(CubicBezier(p1x: p1x, p1y: p1y, p2x: p2x, p2y: p2y)))
        return timingCurve(curve, duration: duration)
    }

    /// An animation whose progress follows `curve` over `duration` seconds.
    ///
    /// ```swift
    /// Animation.timingCurve(.circularEaseOut, duration: 0.5)
    /// ```
    public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
        Animation(TimingCurveAnimation(curve: curve, duration: duration))
    }
}
