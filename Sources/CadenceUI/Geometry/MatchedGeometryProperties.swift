/// Which parts of a view's frame `matchedGeometryEffect` takes from its source: SwiftUI's
/// `MatchedGeometryProperties`.
///
/// ```swift
/// Circle().matchedGeometryEffect(id: "dot", in: ns, properties: .position)
/// ```
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The anchor point of the frame (the view keeps its own size).
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The size (the view keeps its own anchor point).
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
