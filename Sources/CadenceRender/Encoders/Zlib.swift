import CZlib

/// The two things the PNG writers need from zlib: a zlib stream and a CRC-32.
enum Zlib {
    /// `bytes` as one zlib stream (RFC 1950) at `level` 0…9 (clamped). Deterministic for a given zlib.
    static func compress(_ bytes: [UInt8], level: Int) throws(ImageEncodingError) -> [UInt8] {
        var capacity = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(capacity))
        let code = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &capacity, input.baseAddress, uLong(input.count), Int32(min(9, max(0, level))))
            }
        }
        guard code == Z_OK else { throw .compressionFailed(code: Int(code)) }
        output.removeSubrange(Int(capacity)...)
        return output
    }

    /// The CRC-32 (ISO 3309, as PNG uses it) of `bytes`, continuing from `crc`.
    static func crc32(_ bytes: ArraySlice<UInt8>, continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBufferPointer { buffer in
            UInt32(CZlib.crc32(uLong(crc), buffer.baseAddress, uInt(buffer.count)))
        }
    }
}
