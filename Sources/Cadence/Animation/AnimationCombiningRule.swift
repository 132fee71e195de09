/// How a new animation combines with the one it interrupts when it does not merge with it (timing
/// curves and interpolating springs never merge; fluid springs always do). Cadence addition.
///
/// ```swift
/// var offset = AnimatedValue(0.0, combiningRule: .additive)
/// ```
///
/// Both rules keep the presented value continuous at the interruption, and with them the velocity
/// for animations that start at rest (springs, ease-in curves).
public struct AnimationCombiningRule: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case swiftUI
        case additive
    }

    let kind: Kind

    /// SwiftUI's rule as reverse-engineered from its combining animation: the running animations keep
    /// going towards their own targets, and each newer one animates from the value the older ones
    /// produce to its own target, so the presented value is `r + a(T − r, t′)` where r is what the
    /// older ones give at that moment. When the newest finishes the value is at the target and all of
    /// them end; its logical completion is the combination's.
    public static let swiftUI = AnimationCombiningRule(kind: .swiftUI)

    /// Pure superposition: every animation animates its own change (its target minus the previous
    /// target) from 0 and the offsets add, `old(t) + new(t′)`. It finishes when all have finished and
    /// is logically complete when all are.
    public static let additive = AnimationCombiningRule(kind: .additive)
}

extension AnimationCombiningRule: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .swiftUI: return "swiftUI"
        case .additive: return "additive"
        }
    }
}
