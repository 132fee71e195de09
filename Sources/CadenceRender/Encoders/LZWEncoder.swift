/// GIF's variable-length LZW compression of a stream of palette indices.
///
/// Codes start at `minimumCodeSize + 1` bits and grow by one bit each time the next free code needs
/// it, up to 12 bits (4096 codes); when the table is full a clear code resets it. The stream starts
/// with a clear code and ends with the end-of-information code, packed least significant bit first,
/// as the GIF89a specification (appendix F) describes. Sub-blocking is the caller's job.
enum LZWEncoder {
    static let maximumCodeSize = 12
    private static let tableCapacity = 1 << maximumCodeSize
    // Open addressing with at most 4096 entries in 8192 slots keeps probes short (load ≤ ½).
    private static let hashSlots = 8192

    /// Compresses `indices`, each below `1 << minimumCodeSize`, with `minimumCodeSize` in 2…8
    /// (GIF requires at least 2 even for a two-colour palette).
    static func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        precondition((2...8).contains(minimumCodeSize), "GIF LZW minimum code size must be 2…8")
        let clearCode = 1 << minimumCodeSize
        let endCode = clearCode + 1
        var writer = BitWriter()
        var codeSize = minimumCodeSize + 1
        var nextCode = endCode + 1
        // Each slot holds (prefix code << 8 | next index) + 1, 0 meaning empty, and its code.
        var keys = [Int32](repeating: 0, count: hashSlots)
        var codes = [UInt16](repeating: 0, count: hashSlots)

        writer.write(clearCode, bits: codeSize)
        guard var prefix = indices.first.map(Int.init) else {
            writer.write(endCode, bits: codeSize)
            return writer.finish()
        }
        precondition(prefix < clearCode, "palette index \(prefix) does not fit the minimum code size")
        for index in indices.dropFirst() {
            let symbol = Int(index)
            precondition(symbol < clearCode, "palette index \(symbol) does not fit the minimum code size")
            let key = Int32(prefix << 8 | symbol) + 1
            var slot = (Int(key) &* 40503) & (hashSlots - 1)
            while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & (hashSlots - 1) }
            if keys[slot] == key {
                prefix = Int(codes[slot])
                continue
            }
            writer.write(prefix, bits: codeSize)
            if nextCode < tableCapacity {
                keys[slot] = key
                codes[slot] = UInt16(nextCode)
                // The decoder adds its entries one code later, so it widens its reads when the code
                // just added *here* reaches 2^codeSize, not one earlier ("no early change").
                if nextCode == 1 << codeSize && codeSize < maximumCodeSize { codeSize += 1 }
                nextCode += 1
            } else {
                writer.write(clearCode, bits: codeSize)
                keys.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
                codeSize = minimumCodeSize + 1
                nextCode = endCode + 1
            }
            prefix = symbol
        }
        writer.write(prefix, bits: codeSize)
        writer.write(endCode, bits: codeSize)
        return writer.finish()
    }
}

/// Packs codes of varying width least significant bit first.
private struct BitWriter {
    private var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var count = 0

    mutating func write(_ code: Int, bits: Int) {
        buffer |= UInt64(code) << UInt64(count)
        count += bits
        while count >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            count -= 8
        }
    }

    mutating func finish() -> [UInt8] {
        if count > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
        buffer = 0
        count = 0
        return bytes
    }
}
