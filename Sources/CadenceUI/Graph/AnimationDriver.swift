/// An object that changes what a view presents as the stage's time moves on, stored per view identity
/// in the graph: the slot where `KeyframeAnimator`, `PhaseAnimator` and state animations plug in.
///
/// A primitive view gets its driver during resolution with `context.driver(slot:make:)` (created on
/// first use, kept while the view keeps its identity, dropped when the identity goes away), feeds it
/// its inputs (a trigger value, the phases, a target value with the current `Animation`), and resolves
/// its content with the value the driver presents. The stage then, at each new time:
///
/// 1. calls ``advance(to:)`` on every live driver; any that reports a change invalidates the graph,
///    so the views that read it are evaluated again at that time;
/// 2. asks ``nextChange(after:)`` to know whether more frames are needed (`Stage.nextFrameTime`),
///    so a renderer can stop at idle and tests can play "until settled".
///
/// A new driver is visible from the moment it is made; ``visibilityChanged(_:at:)`` tells it when its
/// view disappears (the stage hides, the branch is removed) and reappears, so loops can stop and resume.
@MainActor
protocol AnimationDriver: AnyObject {
    /// Brings the driver to `time` (seconds on the stage's clock, never decreasing).
    /// - Returns: `true` when the value it presents changed, so its view must be evaluated again.
    func advance(to time: Double) -> Bool

    /// The earliest time after `time` at which the presented value changes again, or `nil` when the
    /// driver is idle until one of its inputs changes.
    func nextChange(after time: Double) -> Double?

    /// The driver's view disappeared (`false`) or appeared again (`true`) at `time`.
    func visibilityChanged(_ isVisible: Bool, at time: Double)

    /// The first instant in (`time`, `limit`) at which what the driver presents changes discretely (a
    /// phase animator entering its next phase), or `nil`. The stage evaluates the views at such an
    /// instant before going on to `limit`, so the state animations a discrete change starts begin at
    /// their exact time whatever the frame rate. Continuous drivers keep the default, `nil`.
    func nextDiscreteChange(after time: Double, upTo limit: Double) -> Double?

    /// This driver as one that writes its value into a render-effect node (`nil` for the others),
    /// asked of every driver that moved in a frame without a dynamic cast.
    var effectNodeDriver: (any EffectNodeDriver)? { get }

    /// Whether the driver does nothing at a frame until a pass presents a change to it: `advance`
    /// answers `false` and it needs no frame (`nextChange` and `nextDiscreteChange` are `nil`). A
    /// driver that wakes or falls dormant counts it in `NodeStorage.driverDormancyChanges`, so the
    /// graph walks it again from the next frame on, or stops walking it.
    var isDormant: Bool { get }
}

extension AnimationDriver {
    func visibilityChanged(_ isVisible: Bool, at time: Double) {}
    func nextDiscreteChange(after time: Double, upTo limit: Double) -> Double? { nil }
    var effectNodeDriver: (any EffectNodeDriver)? { nil }
    var isDormant: Bool { false }
}
