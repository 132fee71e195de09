import CPixelKernels

/// GIF's variable-length LZW compression of a stream of palette indices.
///
/// Codes start at `minimumCodeSize + 1` bits and grow by one bit each time the next free code needs
/// it, up to 12 bits (4096 codes); when the table is full a clear code resets it. The stream starts
/// with a clear code and ends with the end-of-information code, packed least significant bit first,
/// as the GIF89a specification (appendix F) describes. Sub-blocking is the caller's job.
enum LZWEncoder {
    static let maximumCodeSize = 12

    /// Compresses `indices`, each below `1 << minimumCodeSize`, with `minimumCodeSize` in 2…8
    /// (GIF requires at least 2 even for a two-colour palette). The codes are made in C (see
    /// CPixelKernels): an open-addressing table of at most 4096 entries in 8192 slots.
    static func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        precondition((2...8).contains(minimumCodeSize), "GIF LZW minimum code size must be 2…8")
        // At most 12 bits a code, one code an index, a clear code every 4096 codes, then the last
        // prefix and the end code: twice the count plus a little always holds it.
        var out = [UInt8](repeating: 0, count: indices.count * 2 + 16)
        let written = indices.withUnsafeBufferPointer { indices in
            out.withUnsafeMutableBufferPointer { out in
                cadence_lzw_encode(indices.baseAddress, indices.count, Int32(minimumCodeSize), out.baseAddress!, out.count)
            }
        }
        precondition(written != -2, "a palette index does not fit the minimum code size \(minimumCodeSize)")
        precondition(written >= 0, "the LZW stream outgrew its bound")
        out.removeLast(out.count - written)
        return out
    }
}
