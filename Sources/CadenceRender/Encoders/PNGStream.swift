import CPixelKernels

/// The byte-level parts PNG and APNG share: the signature, chunks with their CRCs, the header, and
/// filtered, compressed image data.
struct PNGStream {
    private(set) var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Appends one chunk: length, four-letter type, data, CRC over type and data.
    mutating func appendChunk(_ type: String, _ data: [UInt8]) {
        precondition(type.utf8.count == 4, "PNG chunk types have four letters")
        bytes.appendBigEndian(UInt32(data.count))
        let typeStart = bytes.count
        bytes += Array(type.utf8)
        bytes += data
        bytes.appendBigEndian(Zlib.crc32(bytes[typeStart...]))
    }

    /// IHDR for 8-bit RGBA (colour type 6), no interlace.
    mutating func appendHeader(width: Int, height: Int) {
        var data: [UInt8] = []
        data.appendBigEndian(UInt32(width))
        data.appendBigEndian(UInt32(height))
        data += [8, 6, 0, 0, 0]   // bit depth, colour type RGBA, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", data)
    }

    mutating func appendEnd() {
        appendChunk("IEND", [])
    }

    /// The zlib stream of `image`'s filtered scanlines, as IDAT or fdAT carry it.
    static func compressedScanlines(of image: RasterImage, level: Int) throws(ImageEncodingError) -> [UInt8] {
        try Zlib.compress(filteredScanlines(of: image), level: level)
    }

    /// Each row prefixed by the filter (None, Sub, Up, Average or Paeth) whose output has the smallest
    /// sum of absolute values taken as signed bytes: the heuristic the PNG specification recommends,
    /// because small residuals compress well.
    static func filteredScanlines(of image: RasterImage) -> [UInt8] {
        let rowLength = image.width * 4
        guard rowLength > 0, image.height > 0 else { return [UInt8](repeating: 0, count: image.height) }
        var output = [UInt8](repeating: 0, count: (rowLength + 1) * image.height)
        var scratch = [UInt8](repeating: 0, count: rowLength * 2)
        image.bytes.withUnsafeBufferPointer { pixels in
            scratch.withUnsafeMutableBufferPointer { scratch in
                output.withUnsafeMutableBufferPointer { output in
                    cadence_png_filter(pixels.baseAddress!, Int32(image.width), Int32(image.height), scratch.baseAddress!, output.baseAddress!)
                }
            }
        }
        return output
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16),
                            UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)])
    }

    mutating func appendBigEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(value >> 8), UInt8(truncatingIfNeeded: value)])
    }

    mutating func appendLittleEndian(_ value: UInt16) {
        append(contentsOf: [UInt8(truncatingIfNeeded: value), UInt8(value >> 8)])
    }
}
