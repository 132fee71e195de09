/// The SwiftUI shapes an element can be, each filling its box as SwiftUI draws it.
///
/// ```swift
/// ExportShape.roundedRectangle(cornerRadius: 8)
/// ```
public enum ExportShape: Sendable, Hashable {
    /// The largest circle centred in the box.
    case circle
    /// The ellipse inscribed in the box.
    case ellipse
    /// A rectangle whose short sides are half circles.
    case capsule
    /// The whole box.
    case rectangle
    /// The box with corners rounded by `cornerRadius` points, at most half its shorter side.
    case roundedRectangle(cornerRadius: Double)
}
