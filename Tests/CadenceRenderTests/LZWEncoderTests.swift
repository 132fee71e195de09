import Testing
@testable import CadenceRender
import CadenceTestSupport

@Suite struct LZWEncoderTests {
    @Test(arguments: [2, 4, 16, 256])
    func randomStreamsRoundTrip(paletteSize: Int) throws {
        var generator = SeededGenerator.logged("LZW palette \(paletteSize)")
        let minimumCodeSize = max(2, paletteSize.trailingZeroBitCount)
        for length in [0, 1, 2, 3, 100, 5000, 60_000] {
            // Uniform noise fills the table fast (clear codes); runs build long strings (deep codes).
            let noise = (0..<length).map { _ in UInt8(Int.random(in: 0..<paletteSize, using: &generator)) }
            var runs: [UInt8] = []
            while runs.count < length {
                let symbol = UInt8(Int.random(in: 0..<paletteSize, using: &generator))
                runs += Array(repeating: symbol, count: min(length - runs.count, Int.random(in: 1...40, using: &generator)))
            }
            for stream in [noise, runs] {
                let encoded = LZWEncoder.encode(stream, minimumCodeSize: minimumCodeSize)
                let decoded = try #require(Self.decode(encoded, minimumCodeSize: minimumCodeSize),
                                           "undecodable stream, palette \(paletteSize), length \(length)")
                #expect(decoded.indices == stream, "palette \(paletteSize), length \(length)")
                #expect(decoded.bytesUsed == encoded.count, "trailing bytes after the end code")
                if length >= 60_000 && stream == noise { #expect(decoded.clearCodes > 1, "table never filled") }
            }
        }
    }

    @Test func compressesRepetitiveInput() {
        let flat = [UInt8](repeating: 3, count: 10_000)
        #expect(LZWEncoder.encode(flat, minimumCodeSize: 2).count < 400)
    }

    @Test func emptyInputIsClearThenEnd() throws {
        // Code size 3: clear (4) then end (5), least significant bit first: 100 101 → 0b101_100.
        #expect(LZWEncoder.encode([], minimumCodeSize: 2) == [0b0010_1100])
    }

    /// A GIF LZW decoder written from the GIF89a specification for these tests, independent of
    /// the encoder: returns nil on any invalid code.
    static func decode(_ data: [UInt8], minimumCodeSize: Int) -> (indices: [UInt8], bytesUsed: Int, clearCodes: Int)? {
        let clear = 1 << minimumCodeSize
        let end = clear + 1
        var table: [[UInt8]] = []
        var codeSize = minimumCodeSize + 1
        var previous: [UInt8]?
        var output: [UInt8] = []
        var bitPosition = 0
        var clears = 0
        func reset() {
            table = (0..<clear).map { [UInt8($0)] } + [[], []]
            codeSize = minimumCodeSize + 1
            previous = nil
        }
        reset()
        while true {
            guard bitPosition + codeSize <= data.count * 8 else { return nil }
            var code = 0
            for bit in 0..<codeSize {
                let position = bitPosition + bit
                code |= Int(data[position / 8] >> UInt8(position % 8) & 1) << bit
            }
            bitPosition += codeSize
            if code == clear {
                clears += 1
                reset()
                continue
            }
            if code == end { return (output, (bitPosition + 7) / 8, clears) }
            let entry: [UInt8]
            if code < table.count && code != clear && code != end {
                entry = table[code]
            } else if code == table.count, let p = previous {
                entry = p + [p[0]]
            } else {
                return nil
            }
            output += entry
            if let p = previous, table.count < 4096 {
                table.append(p + [entry[0]])
                if table.count == 1 << codeSize && codeSize < 12 { codeSize += 1 }
            }
            previous = entry
        }
    }
}
