import CPixelKernels

/// A width × height image of straight (un-premultiplied) RGBA8 pixels, stored row by row from the top.
///
/// A value: copies are independent and compare by their pixels, so snapshot tests can use `==`.
///
/// ```swift
/// var image = RasterImage(width: 2, height: 1, fill: .clear)
/// image[1, 0] = RGBAPixel(red: 255, green: 0, blue: 0)
/// image.bytes        // [0, 0, 0, 0, 255, 0, 0, 255]
/// ```
public struct RasterImage: Sendable, Hashable {
    /// Width in pixels, ≥ 0.
    public let width: Int
    /// Height in pixels, ≥ 0.
    public let height: Int
    /// The pixels as bytes R, G, B, A, row-major from the top-left, `4 × width` bytes a row, no padding.
    public private(set) var bytes: [UInt8]

    /// An image filled with one pixel value. Negative sizes are a programming error.
    public init(width: Int, height: Int, fill: RGBAPixel = .clear) {
        precondition(width >= 0 && height >= 0, "RasterImage size must not be negative")
        self.width = width
        self.height = height
        var row: [UInt8] = []
        row.reserveCapacity(width * 4)
        for _ in 0..<width { row += [fill.red, fill.green, fill.blue, fill.alpha] }
        var all: [UInt8] = []
        all.reserveCapacity(width * height * 4)
        for _ in 0..<height { all += row }
        self.bytes = all
    }

    /// An image over existing RGBA bytes; nil unless `bytes.count == 4 × width × height`.
    public init?(width: Int, height: Int, bytes: [UInt8]) {
        guard width >= 0, height >= 0, bytes.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    /// Converts a buffer of Cairo `CAIRO_FORMAT_ARGB32` pixels (premultiplied, native-endian 32-bit
    /// words, `bytesPerRow` ≥ 4 × width apart) into straight RGBA, un-premultiplying with rounding
    /// (see `RGBAPixel.init(premultipliedARGB32:)`; alpha 0 gives all-zero pixels).
    public init(width: Int, height: Int, premultipliedARGB32 buffer: UnsafeRawBufferPointer, bytesPerRow: Int) {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= width * 4, "invalid ARGB32 layout")
        precondition(buffer.count >= (height == 0 ? 0 : (height - 1) * bytesPerRow + width * 4), "ARGB32 buffer too small")
        var out = [UInt8](repeating: 0, count: width * height * 4)
        if width > 0, height > 0, let source = buffer.baseAddress {
            // `RGBAPixel(premultipliedARGB32:)` for every pixel, in C (see CPixelKernels).
            out.withUnsafeMutableBufferPointer { dst in
                cadence_argb32_to_rgba(source.assumingMemoryBound(to: UInt8.self), bytesPerRow, Int32(width), Int32(height), dst.baseAddress!)
            }
        }
        self.width = width
        self.height = height
        self.bytes = out
    }

    /// The pixel at column `x`, row `y` (0-based from the top-left). Out-of-range coordinates trap.
    public subscript(x: Int, y: Int) -> RGBAPixel {
        get {
            let i = offset(x, y)
            return RGBAPixel(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2], alpha: bytes[i + 3])
        }
        set {
            let i = offset(x, y)
            bytes[i] = newValue.red
            bytes[i + 1] = newValue.green
            bytes[i + 2] = newValue.blue
            bytes[i + 3] = newValue.alpha
        }
    }

    /// The pixel at (x, y), or nil outside the image.
    public func pixel(x: Int, y: Int) -> RGBAPixel? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return self[x, y]
    }

    /// Every pixel, row by row from the top-left.
    public var pixels: [RGBAPixel] {
        stride(from: 0, to: bytes.count, by: 4).map {
            RGBAPixel(red: bytes[$0], green: bytes[$0 + 1], blue: bytes[$0 + 2], alpha: bytes[$0 + 3])
        }
    }

    /// The pixels of the rectangle with top-left (x, y) and the given size, which must lie inside the image.
    public func cropped(x: Int, y: Int, width: Int, height: Int) -> RasterImage {
        precondition(x >= 0 && y >= 0 && width >= 0 && height >= 0 && x + width <= self.width && y + height <= self.height,
                     "crop rectangle outside the image")
        if x == 0, y == 0, width == self.width, height == self.height { return self }
        var out: [UInt8] = []
        out.reserveCapacity(width * height * 4)
        for row in y..<(y + height) {
            let start = (row * self.width + x) * 4
            out += bytes[start..<(start + width * 4)]
        }
        return RasterImage(width: width, height: height, bytes: out)!
    }

    @inline(__always)
    private func offset(_ x: Int, _ y: Int) -> Int {
        precondition(x >= 0 && y >= 0 && x < width && y < height, "pixel (\(x), \(y)) outside \(width)×\(height) image")
        return (y * width + x) * 4
    }

    /// Whether this image and `other` hold the very same pixel storage (a copy of one image value,
    /// not merely equal pixels): a constant-time test that encoders use to skip the work for a frame
    /// that repeats the one before.
    func sharesPixels(with other: RasterImage) -> Bool {
        guard width == other.width, height == other.height, !bytes.isEmpty else { return false }
        return bytes.withUnsafeBufferPointer { mine in
            other.bytes.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}
