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
        var output: [UInt8] = []
        output.reserveCapacity((rowLength + 1) * image.height)
        var candidate = [UInt8](repeating: 0, count: rowLength)
        var best = [UInt8](repeating: 0, count: rowLength)
        // The row above the first is all zeros, as the specification defines it.
        let zeroRow = [UInt8](repeating: 0, count: rowLength)
        zeroRow.withUnsafeBufferPointer { zero in
            image.bytes.withUnsafeBufferPointer { pixels in
                for y in 0..<image.height {
                    let row = pixels.baseAddress! + y * rowLength
                    let above = y > 0 ? row - rowLength : zero.baseAddress!
                    var bestType: UInt8 = 0
                    var bestScore = Int.max
                    for type in UInt8(0)...4 {
                        var score = 0
                        for i in 0..<rowLength {
                            let left = i >= 4 ? Int(row[i - 4]) : 0
                            let up = Int(above[i])
                            let upLeft = i >= 4 ? Int(above[i - 4]) : 0
                            let predictor: Int
                            switch type {
                            case 0: predictor = 0
                            case 1: predictor = left
                            case 2: predictor = up
                            case 3: predictor = (left + up) / 2
                            default: predictor = paeth(left, up, upLeft)
                            }
                            let residual = UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
                            candidate[i] = residual
                            score += Int(Int8(bitPattern: residual).magnitude)
                        }
                        if score < bestScore {
                            bestScore = score
                            bestType = type
                            swap(&best, &candidate)
                        }
                    }
                    output.append(bestType)
                    output += best
                }
            }
        }
        return output
    }

    /// The Paeth predictor: whichever of left, up and up-left is closest to left + up − upLeft.
    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
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
