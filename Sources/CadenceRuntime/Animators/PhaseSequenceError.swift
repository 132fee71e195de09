/// Why a `PhasePlayer` could not be made. Cadence addition (SwiftUI shows a warning view instead).
///
/// ```swift
/// do { _ = try PhasePlayer([Int](), value: { Double($0) }) }
/// catch PhaseSequenceError.empty { … }
/// ```
public enum PhaseSequenceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The phase sequence has no elements; a phase player needs at least one.
    case empty

    public var description: String {
        switch self {
        case .empty: "a phase player needs at least one phase; the sequence was empty"
        }
    }
}
