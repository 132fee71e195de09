/// The last trigger value an animator saw, kept type-erased so players need not be generic over
/// their trigger type.
///
/// A change is any value that is not `==` to the stored one; a value of a different type counts as a
/// change. Small values (Int, Bool, UUID) sit in the existential's inline buffer, so observing
/// them does not allocate.
struct TriggerValue: Sendable {
    private var last: any Equatable & Sendable

    init(_ initial: some Equatable & Sendable) {
        last = initial
    }

    /// Stores `value` and returns whether it differs from the previous one.
    mutating func observe<T: Equatable & Sendable>(_ value: T) -> Bool {
        if let previous = last as? T, previous == value {
            return false
        }
        last = value
        return true
    }

    /// The stored value, if it is a `T`.
    func value<T>(as type: T.Type) -> T? {
        last as? T
    }
}
