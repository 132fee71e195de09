@testable import CadenceRender
import CPixelKernels
import CadenceTestSupport
import Foundation
import Testing

/// The encoders' C kernels (CPixelKernels) against straightforward Swift versions of the same
/// definitions (the code they replaced), bit for bit, on seeded random images: pixels with every
/// kind of alpha, runs of equal colours, palettes with ties, streams long enough to fill the LZW
/// table several times.
@Suite struct PixelKernelTests {
    // MARK: References

    static func referenceRGBA(_ argb: [UInt32], width: Int, height: Int) -> [UInt8] {
        var out: [UInt8] = []
        for word in argb {
            let p = RGBAPixel(premultipliedARGB32: word)
            out += [p.red, p.green, p.blue, p.alpha]
        }
        return out
    }

    static func referenceFilter(_ image: RasterImage) -> [UInt8] {
        let rowLength = image.width * 4
        var output: [UInt8] = []
        for y in 0..<image.height {
            func byte(_ row: Int, _ i: Int) -> Int { row < 0 || i < 0 ? 0 : Int(image.bytes[row * rowLength + i]) }
            var best: (type: UInt8, score: Int, bytes: [UInt8]) = (0, Int.max, [])
            for type in UInt8(0)...4 {
                var residuals: [UInt8] = []
                var score = 0
                for i in 0..<rowLength {
                    let (left, up, upLeft) = (byte(y, i - 4), byte(y - 1, i), byte(y - 1, i - 4))
                    let p = left + up - upLeft
                    let paeth = abs(p - left) <= abs(p - up) && abs(p - left) <= abs(p - upLeft) ? left
                        : (abs(p - up) <= abs(p - upLeft) ? up : upLeft)
                    let predictor = [0, left, up, (left + up) / 2, paeth][Int(type)]
                    let residual = UInt8(truncatingIfNeeded: byte(y, i) - predictor)
                    residuals.append(residual)
                    score += Int(Int8(bitPattern: residual).magnitude)
                }
                if score < best.score { best = (type, score, residuals) }
            }
            output += [best.type] + best.bytes
        }
        return output
    }

    static func referenceComposite(_ image: RasterImage, over matte: RGBAPixel) -> [UInt32] {
        func blend(_ c: UInt8, _ m: UInt8, _ a: UInt32) -> UInt32 { (UInt32(c) * a + UInt32(m) * (255 - a) + 127) / 255 }
        return (0..<(image.width * image.height)).map { i in
            let a = UInt32(image.bytes[i * 4 + 3])
            return a == 0 ? GIFEncoder.transparentColor
                : blend(image.bytes[i * 4], matte.red, a) << 16 | blend(image.bytes[i * 4 + 1], matte.green, a) << 8
                    | blend(image.bytes[i * 4 + 2], matte.blue, a)
        }
    }

    static func nearest(_ color: UInt32, in palette: [UInt32]) -> UInt8 {
        let (r, g, b) = (Int(color >> 16 & 0xFF), Int(color >> 8 & 0xFF), Int(color & 0xFF))
        var best = 0, bestDistance = Int.max
        for (i, entry) in palette.enumerated() {
            let dr = r - Int(entry >> 16 & 0xFF), dg = g - Int(entry >> 8 & 0xFF), db = b - Int(entry & 0xFF)
            let distance = dr * dr + dg * dg + db * db
            if distance < bestDistance { (bestDistance, best) = (distance, i) }
        }
        return UInt8(best)
    }

    static func referenceIndices(_ colors: [UInt32], width: Int, palette: [UInt32], transparent: UInt32, transparentIndex: UInt8,
                                 dithering: Bool) -> [UInt8] {
        guard dithering else { return colors.map { $0 == transparent ? transparentIndex : nearest($0, in: palette) } }
        var out = [UInt8](repeating: 0, count: colors.count)
        var current = [Int](repeating: 0, count: (width + 2) * 3), next = current
        for y in 0..<(colors.count / width) {
            for x in 0..<width {
                let i = y * width + x
                guard colors[i] != transparent else { out[i] = transparentIndex; continue }
                let e = (x + 1) * 3
                let channels = [colors[i] >> 16 & 0xFF, colors[i] >> 8 & 0xFF, colors[i] & 0xFF].enumerated().map { c, value in
                    min(255, max(0, Int(value) + current[e + c] / 16))
                }
                let index = nearest(UInt32(channels[0] << 16 | channels[1] << 8 | channels[2]), in: palette)
                out[i] = index
                let chosen = palette[Int(index)]
                for (c, value) in channels.enumerated() {
                    let error = value - Int(chosen >> UInt32(16 - 8 * c) & 0xFF)
                    current[e + 3 + c] += error * 7
                    next[e - 3 + c] += error * 3
                    next[e + c] += error * 5
                    next[e + 3 + c] += error
                }
            }
            current = next
            next = [Int](repeating: 0, count: current.count)
        }
        return out
    }

    /// GIF89a appendix F, one code at a time, with a dictionary of strings.
    static func referenceLZW(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var bits: [Bool] = []
        var codeSize = minimumCodeSize + 1
        func emit(_ code: Int) { for bit in 0..<codeSize { bits.append(code >> bit & 1 == 1) } }
        var table: [[UInt8]: Int] = [:]
        var next = end + 1
        emit(clear)
        var prefix: [UInt8] = []
        for index in indices {
            let extended = prefix + [index]
            if prefix.isEmpty || extended.count == 1 || table[extended] != nil {
                prefix = extended
                continue
            }
            emit(prefix.count == 1 ? Int(prefix[0]) : table[prefix]!)
            if next < 4096 {
                table[extended] = next
                if next == 1 << codeSize && codeSize < 12 { codeSize += 1 }
                next += 1
            } else {
                emit(clear)
                table = [:]
                codeSize = minimumCodeSize + 1
                next = end + 1
            }
            prefix = [index]
        }
        if !prefix.isEmpty { emit(prefix.count == 1 ? Int(prefix[0]) : table[prefix]!) }
        emit(end)
        var bytes = [UInt8](repeating: 0, count: (bits.count + 7) / 8)
        for (position, bit) in bits.enumerated() where bit {
            bytes[position / 8] |= UInt8(1) << UInt8(position % 8)
        }
        return bytes
    }

    // MARK: Random inputs

    /// A premultiplied ARGB32 frame: runs of one colour, and alphas 0, 255 and in between.
    static func argbFrame(width: Int, height: Int, seed: UInt64) -> [UInt32] {
        var random = SeededGenerator(seed: seed)
        var words: [UInt32] = []
        while words.count < width * height {
            let alpha = [0, 255, UInt32.random(in: 1...254, using: &random)][Int.random(in: 0...2, using: &random)]
            func channel() -> UInt32 { alpha == 0 ? 0 : UInt32.random(in: 0...alpha, using: &random) }
            let word = alpha << 24 | channel() << 16 | channel() << 8 | channel()
            words += Array(repeating: word, count: min(Int.random(in: 1...6, using: &random), width * height - words.count))
        }
        return words
    }

    static func image(width: Int, height: Int, seed: UInt64) -> RasterImage {
        let words = argbFrame(width: width, height: height, seed: seed)
        return words.withUnsafeBytes { RasterImage(width: width, height: height, premultipliedARGB32: $0, bytesPerRow: width * 4) }
    }

    // MARK: Tests

    @Test(arguments: [(1, 1), (7, 5), (33, 17), (120, 40)])
    func unpremultiplyingMatchesRGBAPixel(width: Int, height: Int) {
        let words = Self.argbFrame(width: width, height: height, seed: UInt64(width * 31 + height))
        let image = words.withUnsafeBytes { RasterImage(width: width, height: height, premultipliedARGB32: $0, bytesPerRow: width * 4) }
        #expect(image.bytes == Self.referenceRGBA(words, width: width, height: height))
        // Rows with padding between them.
        var padded: [UInt32] = []
        for y in 0..<height { padded += words[(y * width)..<((y + 1) * width)] + [0xDEAD_BEEF, 0x1234_5678] }
        let fromPadded = padded.withUnsafeBytes { RasterImage(width: width, height: height, premultipliedARGB32: $0, bytesPerRow: (width + 2) * 4) }
        #expect(fromPadded.bytes == image.bytes)
    }

    @Test(arguments: [(1, 1), (3, 4), (40, 30), (0, 3)])
    func pngFiltersMatchTheDefinition(width: Int, height: Int) {
        let image = Self.image(width: width, height: height, seed: UInt64(7 + width * height))
        #expect(PNGStream.filteredScanlines(of: image) == Self.referenceFilter(image))
    }

    @Test func compositingMatchesTheDefinition() {
        let image = Self.image(width: 50, height: 20, seed: 3)
        let matte = RGBAPixel(red: 200, green: 10, blue: 99, alpha: 255)
        #expect(GIFEncoder.composite(image, over: matte) == Self.referenceComposite(image, over: matte))
    }

    @Test(arguments: [false, true])
    func paletteIndicesMatchTheNearestEntry(dithering: Bool) {
        var random = SeededGenerator(seed: dithering ? 11 : 12)
        // Entries that tie (two equal colours, and colours equally far from many inputs).
        var palette: [UInt32] = [0x000000, 0xFFFFFF, 0x808080, 0x808080, 0x7F7F7F, 0xFF0000, 0x00FF00]
        for _ in 0..<40 { palette.append(UInt32.random(in: 0...0xFF_FFFF, using: &random)) }
        let width = 37
        var colors: [UInt32] = []
        while colors.count < width * 23 {
            let color = Int.random(in: 0...9, using: &random) == 0 ? GIFEncoder.transparentColor : UInt32.random(in: 0...0xFF_FFFF, using: &random)
            colors += Array(repeating: color, count: Int.random(in: 1...5, using: &random))
        }
        colors = Array(colors.prefix(width * 23))
        let mapper = PaletteMapper(palette: palette)
        let got = mapper.indices(for: colors, width: width, transparentColor: GIFEncoder.transparentColor, transparentIndex: 200, dithering: dithering)
        let expected = Self.referenceIndices(colors, width: width, palette: palette, transparent: GIFEncoder.transparentColor,
                                             transparentIndex: 200, dithering: dithering)
        #expect(got == expected)
    }

    @Test(arguments: [2, 3, 8])
    func lzwMatchesTheSpecificationsAlgorithm(minimumCodeSize: Int) {
        var random = SeededGenerator(seed: UInt64(minimumCodeSize))
        let symbols = 1 << minimumCodeSize
        // Long enough to fill the 4096-entry table several times, with repeats to grow strings.
        var stream: [UInt8] = []
        while stream.count < 30_000 {
            let symbol = UInt8(Int.random(in: 0..<symbols, using: &random))
            stream += Array(repeating: symbol, count: Int.random(in: 1...4, using: &random))
        }
        #expect(LZWEncoder.encode(stream, minimumCodeSize: minimumCodeSize) == Self.referenceLZW(stream, minimumCodeSize: minimumCodeSize))
        #expect(LZWEncoder.encode([], minimumCodeSize: minimumCodeSize) == Self.referenceLZW([], minimumCodeSize: minimumCodeSize))
        #expect(LZWEncoder.encode([1], minimumCodeSize: minimumCodeSize) == Self.referenceLZW([1], minimumCodeSize: minimumCodeSize))
    }
    @Test func colourRunsRebuildTheFrame() {
        let colors = GIFEncoder.composite(Self.image(width: 64, height: 9, seed: 5), over: .clear)
        var runColors = [UInt32](repeating: 0, count: colors.count), runLengths = [Int](repeating: 0, count: colors.count)
        let runs = cadence_color_runs(colors, colors.count, &runColors, &runLengths)
        let rebuilt = (0..<runs).flatMap { Array(repeating: runColors[$0], count: runLengths[$0]) }
        #expect(rebuilt == colors)
        #expect((1..<runs).allSatisfy { runColors[$0] != runColors[$0 - 1] }, "neighbouring runs differ")
        #expect(runs < colors.count, "the frame has runs longer than one pixel")
    }

    @Test(arguments: [0, 1, 2, 3])
    func theChangedRectangleBoundsEveryChangeAndItsRegionCopies(seed: Int) {
        var random = SeededGenerator(seed: UInt64(100 + seed))
        let (width, height) = (23, 17)
        let old = (0..<(width * height)).map { _ in UInt8.random(in: 0...3, using: &random) }
        var new = old
        // No change at all for seed 0; else a few scattered changes.
        for _ in 0..<(seed * 3) { new[Int.random(in: 0..<new.count, using: &random)] = 9 }
        let expected = PixelRect.bounding(width: width, height: height) { new[$0] != old[$0] }
        var (x, y, w, h) = (Int32(0), Int32(0), Int32(1), Int32(1))
        let found = cadence_changed_rect(new, old, Int32(width), Int32(height), &x, &y, &w, &h)
        #expect((found == 1) == (expected != nil))
        let rect = expected ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
        #expect(found == 0 || PixelRect(x: Int(x), y: Int(y), width: Int(w), height: Int(h)) == rect)
        for transparency in [false, true] {
            var region = [UInt8](repeating: 0, count: rect.width * rect.height)
            cadence_gif_region(new, old, Int32(width), Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height),
                               transparency ? 1 : 0, 200, &region)
            var reference: [UInt8] = []
            for row in rect.y..<(rect.y + rect.height) {
                for i in (row * width + rect.x)..<(row * width + rect.x + rect.width) {
                    reference.append(transparency && new[i] == old[i] ? 200 : new[i])
                }
            }
            #expect(region == reference)
        }
    }
}
