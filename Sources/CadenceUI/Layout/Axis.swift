/// The horizontal or vertical dimension: SwiftUI's `Axis`.
public enum Axis: Hashable, Sendable, CaseIterable {
    case horizontal
    case vertical
}
