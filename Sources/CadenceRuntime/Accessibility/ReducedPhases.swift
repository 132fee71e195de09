import Cadence

/// The reduced phases and animations a `PhasePlayer` plays under
/// `ReduceMotionPolicy.simplified(_:)`. Cadence addition.
///
/// ```swift
/// let player = try PhasePlayer(LikePhase.allCases, trigger: likes,
///                              reduceMotion: .simplified(phases: [.rest, .settle]) { _ in .easeOut(duration: 0.2) }) { … }
/// ```
///
/// The player maps the reduced phases to values with its own closure, so they must be phases it
/// knows. A run goes through the reduced phases once and back to the first of them. Transitions that
/// take no time (a `nil` animation, or one that finishes at once) are not shown at all: the player
/// goes straight on to the next phase, so a reduced sequence never flashes through phases. An empty
/// sequence behaves as `skipToEnd`.
public struct ReducedPhases<Phase: Sendable>: Sendable {
    /// The phases to play, in order.
    public var phases: [Phase]
    /// The animation that moves into each phase; `nil` jumps.
    public var animation: @Sendable (Phase) -> Animation?

    /// Reduced `phases`, entered with the animation `animation` gives for each (default: none).
    public init(_ phases: some Sequence<Phase>, animation: @escaping @Sendable (Phase) -> Animation? = { _ in nil }) {
        self.phases = Array(phases)
        self.animation = animation
    }
}

extension ReduceMotionPolicy {
    /// Plays `phases` with the animations `animation` gives for them while Reduce Motion is on.
    ///
    /// ```swift
    /// .simplified(phases: [LikePhase.rest]) { _ in nil }
    /// ```
    public static func simplified<Phase: Sendable>(
        phases: some Sequence<Phase>,
        animation: @escaping @Sendable (Phase) -> Animation? = { _ in nil }
    ) -> Self where Alternative == ReducedPhases<Phase> {
        .simplified(ReducedPhases(phases, animation: animation))
    }
}
