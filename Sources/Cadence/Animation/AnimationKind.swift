/// Which built-in animation an `Animation` wraps, found once when a run starts (or is retargeted) so
/// that each sample calls the concrete type's methods directly: through `any CustomAnimation` every
/// sample opens the existential and runs the animation's generic methods unspecialised (generic
/// metadata, value witnesses and boxed optionals: most of the cost of a sample). The concrete calls
/// are the very methods the existential would reach, so the numbers are the same bit for bit.
enum AnimationKind: Sendable {
    /// A timing curve along a Bézier curve (the common timing curves: `easeIn`, `easeOut`,
    /// `easeInOut`, `timingCurve`).
    case bezierCurve(BezierTimingCurve)
    /// Any other timing curve.
    case timingCurve(TimingCurveAnimation)
    case interpolatingSpring(InterpolatingSpringAnimation)
    case fluidSpring(FluidSpringAnimation)
    /// A repeated timing curve (`repeatForever`, `repeatCount` of `easeInOut`, `linear`, …), by
    /// reference: inline, its payload would make every kind larger to copy.
    case repeatedCurve(RepeatedTimingCurve)
    /// Anything else (custom animations, delays, speeds, other repeats, combinations, `.default`): through
    /// the existential.
    case other

    init(_ animation: Animation) {
        switch animation.base {
        case let timing as TimingCurveAnimation:
            self = BezierTimingCurve(timing).map { .bezierCurve($0) } ?? .timingCurve(timing)
        case let spring as InterpolatingSpringAnimation: self = .interpolatingSpring(spring)
        case let fluid as FluidSpringAnimation: self = .fluidSpring(fluid)
        case let repetition as RepeatAnimation:
            self = RepeatedTimingCurve(repetition).map { .repeatedCurve($0) } ?? .other
        default: self = .other
        }
    }
}
