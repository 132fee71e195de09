import CadenceRender

/// How two images are compared: per pixel, then over the image. Cadence addition.
///
/// A pixel *differs* when one of its channels (red, green, blue, alpha, 0…255) differs by more than
/// ``pixelTolerance``. The images *match* when they have the same size and at most
/// ``imageTolerance`` of their pixels (a fraction, 0…1) differ.
///
/// ```swift
/// let comparison = ImageComparison(pixelTolerance: 2, imageTolerance: 0.001)   // anti-aliasing noise
/// comparison.difference(expected, actual)?.differingPixels
/// ```
public struct ImageComparison: Sendable, Hashable {
    /// The largest channel difference that still counts as the same pixel, 0…255 (clamped).
    public var pixelTolerance: Int
    /// The largest fraction of differing pixels that still counts as the same image, 0…1 (clamped;
    /// NaN is 0).
    public var imageTolerance: Double

    /// A comparison with the given tolerances (defaults: exact).
    public init(pixelTolerance: Int = 0, imageTolerance: Double = 0) {
        self.pixelTolerance = min(max(pixelTolerance, 0), 255)
        self.imageTolerance = imageTolerance.isNaN ? 0 : min(max(imageTolerance, 0), 1)
    }

    /// What differs between two images.
    public struct Difference: Sendable, Hashable {
        /// How many pixels differ by more than the pixel tolerance (every pixel when the sizes differ).
        public var differingPixels: Int
        /// The pixel count of the larger image.
        public var totalPixels: Int
        /// The largest channel difference seen (255 when the sizes differ).
        public var largestChannelDifference: Int
        /// The box around the differing pixels; `nil` when the sizes differ.
        public var differingRegion: PixelRegion?
        /// The expected image faded, with each differing pixel drawn in pure red; `nil` when the sizes
        /// differ.
        public var image: RasterImage?
    }

    /// A rectangle of pixels: top-left corner and size, in pixels.
    public struct PixelRegion: Sendable, Hashable, CustomStringConvertible {
        /// The left column.
        public var x: Int
        /// The top row.
        public var y: Int
        /// Columns, ≥ 1.
        public var width: Int
        /// Rows, ≥ 1.
        public var height: Int

        /// The region with top-left (`x`, `y`) and the given size.
        public init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }

        /// `x 10…19, y 4…8`.
        public var description: String { "x \(x)…\(x + width - 1), y \(y)…\(y + height - 1)" }
    }

    /// `nil` when `actual` matches `expected`, else what differs.
    public func difference(_ expected: RasterImage, _ actual: RasterImage) -> Difference? {
        guard expected.width == actual.width, expected.height == actual.height else {
            let total = max(expected.width * expected.height, actual.width * actual.height)
            return Difference(differingPixels: total, totalPixels: total, largestChannelDifference: 255, differingRegion: nil, image: nil)
        }
        var differing = 0
        var largest = 0
        var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
        var diff = [UInt8](repeating: 0, count: expected.bytes.count)
        let a = expected.bytes, b = actual.bytes
        for pixel in 0..<(expected.width * expected.height) {
            let index = pixel * 4
            var worst = 0
            for channel in 0..<4 { worst = max(worst, abs(Int(a[index + channel]) - Int(b[index + channel]))) }
            largest = max(largest, worst)
            if worst > pixelTolerance {
                differing += 1
                let x = pixel % expected.width, y = pixel / expected.width
                box = box.map { (min($0.minX, x), min($0.minY, y), max($0.maxX, x), max($0.maxY, y)) } ?? (x, y, x, y)
                diff[index] = 255; diff[index + 1] = 0; diff[index + 2] = 0; diff[index + 3] = 255
            } else {
                // The expected pixel over white, faded three quarters towards white.
                let alpha = Int(a[index + 3])
                for channel in 0..<3 {
                    let over = (Int(a[index + channel]) * alpha + 255 * (255 - alpha)) / 255
                    diff[index + channel] = UInt8(255 - (255 - over) / 4)
                }
                diff[index + 3] = 255
            }
        }
        let total = expected.width * expected.height
        guard Double(differing) > imageTolerance * Double(total) else { return nil }
        return Difference(differingPixels: differing, totalPixels: total, largestChannelDifference: largest,
                          differingRegion: box.map { PixelRegion(x: $0.minX, y: $0.minY, width: $0.maxX - $0.minX + 1, height: $0.maxY - $0.minY + 1) },
                          image: RasterImage(width: expected.width, height: expected.height, bytes: diff))
    }
}
