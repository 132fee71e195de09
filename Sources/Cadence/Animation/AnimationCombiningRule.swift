/// How a new animation combines with the one it interrupts when it does not merge with it (timing
/// curves and interpolating springs never merge; fluid springs always do). Cadence addition.
///
/// ```swift
/// var offset = AnimatedValue(0.0, combiningRule: .additive)
/// ```
///
/// Both rules keep the presented value continuous at the interruption, and with them the velocity
/// for animations that start at rest (springs, ease-in curves).
///
/// The default is `additive`: Apple documents SwiftUI's interpolating springs as preserving velocity
/// "by adding the effects of each animation", and describes interrupted timing curves as combining
/// additively since iOS 17. `chained` is the alternative reading of two reverse-engineered sources;
/// neither rule has been measured against SwiftUI itself.
public struct AnimationCombiningRule: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case chained
        case additive
    }

    let kind: Kind

    /// The rule two reimplementations of SwiftUI reconstruct from its combining animation: the running animations keep
    /// going towards their own targets, and each newer one animates from the value the older ones
    /// produce to its own target, so the presented value is `r + a(T − r, t′)` where r is what the
    /// older ones give at that moment. When the newest finishes the value is at the target and all of
    /// them end; its logical completion is the combination's.
    public static let chained = AnimationCombiningRule(kind: .chained)

    /// Pure superposition: every animation animates its own change (its target minus the previous
    /// target) from 0 and the offsets add, `old(t) + new(t′)`. It finishes when all have finished and
    /// is logically complete when all are.
    public static let additive = AnimationCombiningRule(kind: .additive)
}

extension AnimationCombiningRule: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .chained: return "chained"
        case .additive: return "additive"
        }
    }
}
