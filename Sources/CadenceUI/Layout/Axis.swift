/// The horizontal or vertical dimension: SwiftUI's `Axis`.
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// A set of axes (`ScrollView`'s scroll directions, `fixedSize`, `ViewThatFits`): SwiftUI's `Axis.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)

        /// Whether the set holds `axis`.
        func contains(_ axis: Axis) -> Bool {
            contains(axis == .horizontal ? Axis.Set.horizontal : Axis.Set.vertical)
        }
    }

    /// The other axis.
    var crossAxis: Axis { self == .horizontal ? .vertical : .horizontal }
}
