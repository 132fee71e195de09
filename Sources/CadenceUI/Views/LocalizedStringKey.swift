/// The key of a localized string, as `Text("…")` and `Button("…")` take it: SwiftUI's
/// `LocalizedStringKey`. Cadence has no string tables; the key is the text, with interpolations
/// formatted as `String(describing:)` would.
///
/// ```swift
/// Text("\(count) likes")   // "3 likes"
/// ```
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let key: String

    public init(_ value: String) {
        key = value
    }

    public init(stringLiteral value: String) {
        key = value
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.output
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity + interpolationCount * 4)
        }

        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
        }

        public mutating func appendInterpolation(_ string: String) {
            output += string
        }
    }
}
