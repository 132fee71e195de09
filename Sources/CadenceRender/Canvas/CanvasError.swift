/// Why a `CairoCanvas` could not be made.
public enum CanvasError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The size or scale is not positive and finite, or the pixel size exceeds Cairo's 32767 limit.
    case invalidSize(width: Double, height: Double, scale: Double)
    /// Cairo refused, with its own status message (usually "out of memory").
    case cairo(String)

    public var description: String {
        switch self {
        case let .invalidSize(width, height, scale):
            return "invalid canvas size \(width)×\(height) at scale \(scale): sizes and scale must be positive and finite, and each pixel side at most 32767"
        case let .cairo(message):
            return "Cairo could not create the canvas: \(message)"
        }
    }
}
