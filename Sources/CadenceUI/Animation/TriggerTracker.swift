/// The last value of an animator's trigger (or of an `.animation(_:value:)` value), to tell changes
/// from re-evaluations. A value counts as a change when it is not `==` to the last one (a value of
/// another type always does), as SwiftUI compares triggers.
///
/// Unlike the runtime's trigger store, it does not ask for `Sendable`: SwiftUI triggers need only be
/// `Equatable`, and the tracker lives on the main actor with its view.
struct TriggerTracker {
    private var last: any Equatable

    init(_ initial: any Equatable) {
        last = initial
    }

    /// Stores `value`; returns whether it differs from the previous one.
    mutating func observe(_ value: any Equatable) -> Bool {
        guard !Self.equal(last, value) else { return false }
        last = value
        return true
    }

    private static func equal<T: Equatable>(_ lhs: T, _ rhs: any Equatable) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }
}

/// Remembers the value an `.animation(_:value:)` or `.transaction(value:_:)` modifier last saw at its
/// identity. It presents nothing, so it never asks for frames; it is a driver only to be stored,
/// kept and dropped with its identity like the others.
@MainActor
final class ValueTracker: AnimationDriver {
    private var tracker: TriggerTracker

    init(_ value: any Equatable) {
        tracker = TriggerTracker(value)
    }

    /// Stores `value`; returns whether it changed since the last pass that saw this identity.
    func observe(_ value: any Equatable) -> Bool {
        tracker.observe(value)
    }

    func advance(to time: Double) -> Bool { false }
    func nextChange(after time: Double) -> Double? { nil }
}
