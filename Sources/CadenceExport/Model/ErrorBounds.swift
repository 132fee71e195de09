/// The largest difference from Cadence's own values an export may have, per unit.
///
/// ```swift
/// let bounds = ErrorBounds()                 // 0.5 pt, 0.1°, 0.005 for scale and opacity
/// let tight = ErrorBounds(scaledTo: 0.1)     // 0.1 pt, 0.02°, 0.001, 0.001
/// tight.bound(for: .degrees)                 // 0.02
/// ```
///
/// The defaults are a quarter to half of what a viewer can see on a 1× screen: half a pixel of
/// position, a tenth of a degree (half a pixel at the edge of a 290-point view), half a percent of
/// size (half a pixel on a 100-point view) and half a percent of opacity (about one 8-bit level).
/// Sampled motion (springs, circular curves) gets the fewest points that keep within these; motion
/// that an export can say exactly is unaffected. Every bound must be positive and finite.
public struct ErrorBounds: Sendable, Hashable {
    /// Offsets, in points.
    public var points: Double
    /// Rotations, in degrees.
    public var degrees: Double
    /// Scale factors.
    public var factor: Double
    /// Opacities (0…1).
    public var opacity: Double

    /// The default bounds: 0.5 pt, 0.1°, 0.005 and 0.005.
    public init(points: Double = 0.5, degrees: Double = 0.1, factor: Double = 0.005, opacity: Double = 0.005) {
        self.points = points
        self.degrees = degrees
        self.factor = factor
        self.opacity = opacity
    }

    /// The default bounds scaled so that offsets get `points`: rotations `points / 5` degrees, scale
    /// and opacity `points / 100`. This is what `cadence export --max-error E` means.
    public init(scaledTo points: Double) {
        self.init(points: points, degrees: points / 5, factor: points / 100, opacity: points / 100)
    }

    /// The bound for values of `unit`.
    public func bound(for unit: ExportUnit) -> Double {
        switch unit {
        case .points: return points
        case .degrees: return degrees
        case .factor: return factor
        case .opacity: return opacity
        }
    }

    /// True when every bound is positive and finite.
    public var isValid: Bool {
        [points, degrees, factor, opacity].allSatisfy { $0 > 0 && $0.isFinite }
    }
}
