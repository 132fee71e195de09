import CadenceRender
import CadenceTesting
import CZlib

/// Reads the PNG files image snapshots are stored in: 8-bit RGBA or RGB, not interlaced (what
/// `PNGEncoder` writes, and what most tools write for such images). Anything else is refused with
/// one line saying what it is.
enum PNGDecoder {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// Refuses images larger than this many pixels (a corrupt header must not allocate gigabytes).
    private static let maximumPixels = 64 * 1024 * 1024

    static func decode(_ bytes: [UInt8]) throws(SnapshotError) -> RasterImage {
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { throw SnapshotError("not a PNG file (no PNG signature)") }
        var offset = 8
        var header: (width: Int, height: Int, channels: Int)?
        var compressed: [UInt8] = []
        var ended = false
        while offset + 12 <= bytes.count, !ended {
            let length = Int(readUInt32(bytes, offset))
            let typeStart = offset + 4
            guard length <= bytes.count - typeStart - 8 else { throw SnapshotError("PNG chunk at byte \(offset) runs past the end of the file") }
            let type = String(decoding: bytes[typeStart..<(typeStart + 4)], as: UTF8.self)
            let data = bytes[(typeStart + 4)..<(typeStart + 4 + length)]
            let storedCRC = readUInt32(bytes, typeStart + 4 + length)
            let crc = bytes[typeStart..<(typeStart + 4 + length)].withUnsafeBufferPointer { buffer in
                UInt32(CZlib.crc32(0, buffer.baseAddress, uInt(buffer.count)))
            }
            guard crc == storedCRC else { throw SnapshotError("PNG chunk \(type) at byte \(offset) has a bad CRC (the file is damaged)") }
            switch type {
            case "IHDR":
                guard length == 13 else { throw SnapshotError("PNG header has \(length) bytes, not 13") }
                let base = data.startIndex
                let width = Int(readUInt32(bytes, base)), height = Int(readUInt32(bytes, base + 4))
                let depth = bytes[base + 8], colorType = bytes[base + 9], interlace = bytes[base + 12]
                guard depth == 8 else { throw SnapshotError("PNG bit depth \(depth) is not supported (8 only)") }
                guard colorType == 6 || colorType == 2 else { throw SnapshotError("PNG colour type \(colorType) is not supported (RGBA or RGB only)") }
                guard interlace == 0 else { throw SnapshotError("interlaced PNGs are not supported") }
                guard width > 0, height > 0, width <= maximumPixels / max(height, 1) else {
                    throw SnapshotError("PNG size \(width)×\(height) is empty or too large")
                }
                header = (width, height, colorType == 6 ? 4 : 3)
            case "IDAT":
                compressed += data
            case "IEND":
                ended = true
            default:
                break
            }
            offset = typeStart + 8 + length
        }
        guard let header else { throw SnapshotError("PNG has no header chunk") }
        guard ended else { throw SnapshotError("PNG ends without its IEND chunk (the file is cut short)") }
        let rowBytes = header.width * header.channels
        var raw = [UInt8](repeating: 0, count: header.height * (rowBytes + 1))
        var rawLength = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { input in
                uncompress(out.baseAddress, &rawLength, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else {
            throw SnapshotError("PNG image data does not inflate to \(header.width)×\(header.height) pixels (zlib status \(status))")
        }
        var pixels = [UInt8](repeating: 0, count: header.height * rowBytes)
        let bpp = header.channels
        for y in 0..<header.height {
            let filter = raw[y * (rowBytes + 1)]
            let source = y * (rowBytes + 1) + 1
            let row = y * rowBytes
            for x in 0..<rowBytes {
                let value = raw[source + x]
                let left = x >= bpp ? Int(pixels[row + x - bpp]) : 0
                let up = y > 0 ? Int(pixels[row - rowBytes + x]) : 0
                let upLeft = (x >= bpp && y > 0) ? Int(pixels[row - rowBytes + x - bpp]) : 0
                let predicted: Int
                switch filter {
                case 0: predicted = 0
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let estimate = left + up - upLeft
                    let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
                    predicted = a <= b && a <= c ? left : (b <= c ? up : upLeft)
                default: throw SnapshotError("PNG row \(y) has an unknown filter type \(filter)")
                }
                pixels[row + x] = UInt8(truncatingIfNeeded: Int(value) + predicted)
            }
        }
        if bpp == 3 {
            var rgba = [UInt8]()
            rgba.reserveCapacity(header.width * header.height * 4)
            for index in stride(from: 0, to: pixels.count, by: 3) { rgba += [pixels[index], pixels[index + 1], pixels[index + 2], 255] }
            pixels = rgba
        }
        return RasterImage(width: header.width, height: header.height, bytes: pixels)!
    }

    private static func readUInt32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
