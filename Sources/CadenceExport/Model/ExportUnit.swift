/// What an exported property measures, which fixes the units its values, error bounds and fidelity
/// figures are in.
///
/// ```swift
/// ExportUnit.degrees.symbol          // "°"
/// ErrorBounds().bound(for: .degrees) // 0.1
/// ```
///
/// SwiftUI points are CSS pixels and Lottie pixels one to one (a 1× page), so offsets need no
/// conversion. Angles are degrees everywhere in the exports (Cadence stores radians).
public enum ExportUnit: String, Sendable, Hashable, CaseIterable {
    /// A distance in points: an offset.
    case points
    /// An angle in degrees: a rotation.
    case degrees
    /// A dimensionless factor: a scale (1 is the natural size).
    case factor
    /// An opacity from 0 (transparent) to 1.
    case opacity

    /// How a value of this unit is suffixed in reports: "pt", "°", "×" or "" for opacity.
    public var symbol: String {
        switch self {
        case .points: return "pt"
        case .degrees: return "°"
        case .factor: return "×"
        case .opacity: return ""
        }
    }
}
