/// An edge of a rectangle: SwiftUI's `Edge`, with `Edge.Set` for padding.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    /// The four edges; leading and trailing swap sides in right-to-left layouts.
    case top, leading, bottom, trailing

    /// A set of edges: `.all`, `.horizontal`, `.vertical`, or single edges combined.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The set holding only `edge`.
        public init(_ edge: Edge) {
            rawValue = 1 << edge.rawValue
        }

        /// The top edge.
        public static let top = Set(.top)
        /// The leading edge.
        public static let leading = Set(.leading)
        /// The bottom edge.
        public static let bottom = Set(.bottom)
        /// The trailing edge.
        public static let trailing = Set(.trailing)
        /// All four edges.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        /// The leading and trailing edges.
        public static let horizontal: Set = [.leading, .trailing]
        /// The top and bottom edges.
        public static let vertical: Set = [.top, .bottom]
    }
}
