@testable import CadenceRender
import CPixelKernels
import CadenceTestSupport
import Testing

/// The effect-layer and palette kernels of CPixelKernels (box blur, downsampling, tint,
/// premultiplying, median cut) against the Swift they replaced, bit for bit, on seeded random images
/// and histograms.
@Suite struct EffectKernelTests {
    // MARK: References (the Swift code the kernels replaced)

    /// Rows of `width` premultiplied pixels (4 bytes each) `stride` bytes apart.
    struct Image: Equatable {
        var bytes: [UInt8]
        let width: Int, height: Int, stride: Int

        static func random(width: Int, height: Int, padding: Int, seed: UInt64) -> Image {
            var random = SeededGenerator(seed: seed)
            var bytes: [UInt8] = []
            for _ in 0..<height {
                for _ in 0..<width {
                    let alpha = [0, 255, UInt8.random(in: 1...254, using: &random)][Int.random(in: 0...2, using: &random)]
                    for _ in 0..<3 { bytes.append(alpha == 0 ? 0 : UInt8.random(in: 0...alpha, using: &random)) }
                    bytes.append(alpha)
                }
                bytes += Array(repeating: 0xA5, count: padding)
            }
            return Image(bytes: bytes, width: width, height: height, stride: width * 4 + padding)
        }
    }

    static func referenceHorizontal(_ image: inout Image, y: Int, radius: Int, opaque: Bool) {
        let count = image.width, base = y * image.stride, pad = radius + 1
        var padded = [Int32](repeating: 0, count: (count + 2 * pad) * 4)
        for c in 0..<4 {
            let left: Int32 = opaque ? Int32(image.bytes[base + c]) : 0
            let right: Int32 = opaque ? Int32(image.bytes[base + (count - 1) * 4 + c]) : 0
            for i in 0..<pad {
                padded[i * 4 + c] = left
                padded[(pad + count + i) * 4 + c] = right
            }
        }
        for i in 0..<(count * 4) { padded[pad * 4 + i] = Int32(image.bytes[base + i]) }
        let reciprocal = Int64((1 << 24) / (2 * radius + 1))
        var s = [Int32](repeating: 0, count: 4)
        for i in (pad - radius)...(pad + radius) { for c in 0..<4 { s[c] += padded[i * 4 + c] } }
        var add = (pad + radius + 1) * 4, drop = (pad - radius) * 4
        for x in 0..<count {
            for c in 0..<4 {
                image.bytes[base + x * 4 + c] = UInt8(truncatingIfNeeded: (Int64(s[c]) * reciprocal + (1 << 23)) >> 24)
                s[c] += padded[add + c] - padded[drop + c]
            }
            add += 4
            drop += 4
        }
    }

    static func referenceVertical(_ image: inout Image, radius: Int, opaque: Bool) {
        let rowBytes = image.width * 4, last = image.height - 1
        func row(_ y: Int) -> Int? {
            if y < 0 { return opaque ? 0 : nil }
            if y > last { return opaque ? last * image.stride : nil }
            return y * image.stride
        }
        var sums = [Int32](repeating: 0, count: rowBytes)
        for y in -radius...radius {
            guard let source = row(y) else { continue }
            for i in 0..<rowBytes { sums[i] += Int32(image.bytes[source + i]) }
        }
        let reciprocal = Int64((1 << 24) / (2 * radius + 1))
        var scratch = [UInt8](repeating: 0, count: rowBytes * image.height)
        for y in 0..<image.height {
            for i in 0..<rowBytes { scratch[y * rowBytes + i] = UInt8(truncatingIfNeeded: (Int64(sums[i]) * reciprocal + (1 << 23)) >> 24) }
            if let entering = row(y + radius + 1) { for i in 0..<rowBytes { sums[i] += Int32(image.bytes[entering + i]) } }
            if let leaving = row(y - radius) { for i in 0..<rowBytes { sums[i] -= Int32(image.bytes[leaving + i]) } }
        }
        for y in 0..<image.height {
            for i in 0..<rowBytes { image.bytes[y * image.stride + i] = scratch[y * rowBytes + i] }
        }
    }

    static func referenceBoxBlur(_ image: Image, radii: [Int], opaque: Bool) -> Image {
        var image = image
        for y in 0..<image.height {
            for radius in radii where radius > 0 { referenceHorizontal(&image, y: y, radius: radius, opaque: opaque) }
        }
        for radius in radii where radius > 0 { referenceVertical(&image, radius: radius, opaque: opaque) }
        return image
    }

    static func referenceDownsample(_ image: Image, factor: Int) -> [UInt8] {
        let (w, h) = ((image.width + factor - 1) / factor, (image.height + factor - 1) / factor)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        for by in 0..<h {
            for bx in 0..<w {
                let rows = min(factor, image.height - by * factor), columns = min(factor, image.width - bx * factor)
                for c in 0..<4 {
                    var sum: UInt32 = 0
                    for y in (by * factor)..<(by * factor + rows) {
                        for x in (bx * factor)..<(bx * factor + columns) { sum += UInt32(image.bytes[y * image.stride + x * 4 + c]) }
                    }
                    let n = UInt32(rows * columns)
                    out[(by * w + bx) * 4 + c] = UInt8((sum + n / 2) / n)
                }
            }
        }
        return out
    }

    static func referenceTint(_ image: Image, red: Double, green: Double, blue: Double, alpha: Double, inverting: Bool) -> Image {
        var image = image
        let (r, g, b, a) = (red * alpha, green * alpha, blue * alpha, alpha)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = y * image.stride + x * 4
                var coverage = Double(image.bytes[p + 3]) / 255
                if inverting { coverage = 1 - coverage }
                image.bytes[p] = UInt8((b * coverage * 255).rounded())
                image.bytes[p + 1] = UInt8((g * coverage * 255).rounded())
                image.bytes[p + 2] = UInt8((r * coverage * 255).rounded())
                image.bytes[p + 3] = UInt8((a * coverage * 255).rounded())
            }
        }
        return image
    }

    // MARK: Tests

    @Test(arguments: [(1, 1, false), (9, 4, true), (31, 17, false), (64, 40, true), (5, 60, false)])
    func boxBlursMatchTheRunningSums(width: Int, height: Int, opaque: Bool) {
        let image = Image.random(width: width, height: height, padding: 8, seed: UInt64(width * 100 + height))
        for radii in [[1, 1, 2], [0, 3, 3], [7, 8, 8], [25, 0, 1]] {
            var got = image
            let status = got.bytes.withUnsafeMutableBufferPointer { bytes in
                radii.map { Int32($0) }.withUnsafeBufferPointer { radii in
                    cadence_box_blur(bytes.baseAddress!, image.stride, Int32(width), Int32(height), radii.baseAddress, Int32(radii.count), opaque ? 1 : 0)
                }
            }
            #expect(status == 0)
            #expect(got == Self.referenceBoxBlur(image, radii: radii, opaque: opaque), "radii \(radii)")
            #expect(got != image || width * height == 1, "a blur changes a random image")
        }
    }

    @Test(arguments: [2, 4, 8])
    func downsamplingAveragesEachBlock(factor: Int) {
        for (width, height) in [(1, 1), (16, 8), (19, 13), (3, 30)] {
            let image = Image.random(width: width, height: height, padding: 4, seed: UInt64(factor * 1000 + width))
            let (w, h) = ((width + factor - 1) / factor, (height + factor - 1) / factor)
            var out = [UInt8](repeating: 0x5A, count: w * h * 4)
            var sums = [UInt32](repeating: 0, count: w * 4)
            image.bytes.withUnsafeBufferPointer { bytes in
                cadence_downsample(bytes.baseAddress!, image.stride, Int32(width), Int32(height), Int32(factor), &out, w * 4, &sums)
            }
            #expect(out == Self.referenceDownsample(image, factor: factor), "\(width) × \(height)")
        }
    }

    @Test(arguments: [false, true])
    func tintingMatchesTheDefinition(inverting: Bool) {
        let image = Image.random(width: 23, height: 11, padding: 4, seed: inverting ? 41 : 42)
        for (r, g, b, a) in [(0.0, 0.0, 0.0, 0.33), (1.0, 0.5, 0.25, 1.0), (0.2, 0.9, 0.7, 0.6)] {
            var got = image
            got.bytes.withUnsafeMutableBufferPointer { bytes in
                cadence_tint(bytes.baseAddress!, image.stride, 23, 11, r, g, b, a, inverting ? 1 : 0)
            }
            #expect(got == Self.referenceTint(image, red: r, green: g, blue: b, alpha: a, inverting: inverting))
        }
    }

    @Test func premultiplyingMatchesRGBAPixel() {
        var random = SeededGenerator(seed: 77)
        let (width, height, stride) = (13, 7, 13 * 4 + 12)
        let rgba = (0..<(width * height * 4)).map { _ in UInt8.random(in: 0...255, using: &random) }
        var argb = [UInt8](repeating: 0xEE, count: stride * height)
        cadence_rgba_to_argb32(rgba, Int32(width), Int32(height), &argb, stride)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let expected = RGBAPixel(red: rgba[i], green: rgba[i + 1], blue: rgba[i + 2], alpha: rgba[i + 3]).premultipliedARGB32
                let word = argb.withUnsafeBytes { $0.load(fromByteOffset: y * stride + x * 4, as: UInt32.self) }
                #expect(word == expected, "pixel \(x), \(y)")
            }
            #expect(argb[(y * stride + width * 4)..<((y + 1) * stride)].allSatisfy { $0 == 0xEE }, "row padding untouched")
        }
    }

    @Test(arguments: [(1, 4), (2, 256), (40, 16), (600, 255), (5000, 64), (20_000, 256)])
    func medianCutMatchesTheSwiftDefinition(colors: Int, maximum: Int) {
        var random = SeededGenerator(seed: UInt64(colors * 7 + maximum))
        var histogram: [UInt32: Int] = [:]
        // Clusters (a gradient, a few flat colours) and scattered colours, with weights of all sizes.
        while histogram.count < colors {
            let base = UInt32.random(in: 0...0xFF_FFFF, using: &random)
            for step in 0..<Int.random(in: 1...40, using: &random) where histogram.count < colors {
                let color = (base &+ UInt32(step) &* 0x010203) & 0xFF_FFFF
                histogram[color, default: 0] += Int.random(in: 1...(step % 5 == 0 ? 5000 : 30), using: &random)
            }
        }
        let expected = ReferenceMedianCut.palette(for: histogram, maximumColors: maximum)
        #expect(MedianCutQuantizer.palette(for: histogram, maximumColors: maximum) == expected)
        #expect(expected.count == min(colors, maximum) || colors > maximum, "as many colours as there are, up to the maximum")
    }

    @Test(arguments: [false, true])
    func oneMapperMapsManyFramesAsTheDefinitionDoes(dithering: Bool) {
        var random = SeededGenerator(seed: dithering ? 91 : 92)
        let palette = (0..<200).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &random) }
        let mapper = PaletteMapper(palette: palette)
        let width = 160
        // Frames sharing some colours and bringing new ones, past the cache's first growths (4,096
        // slots, half full) and back to colours it saw first.
        let shared = (0..<3000).map { _ in UInt32.random(in: 0...0xFF_FFFF, using: &random) }
        for frame in 0..<4 {
            let colors = (0..<(width * 60)).map { i -> UInt32 in
                if i % 17 == 0 { return GIFEncoder.transparentColor }
                return i % 2 == 0 ? shared[(i / 2 + frame * 500) % shared.count] : UInt32.random(in: 0...0xFF_FFFF, using: &random)
            }
            let got = mapper.indices(for: colors, width: width, transparentColor: GIFEncoder.transparentColor, transparentIndex: 250,
                                     dithering: dithering)
            let expected = PixelKernelTests.referenceIndices(colors, width: width, palette: palette, transparent: GIFEncoder.transparentColor,
                                                             transparentIndex: 250, dithering: dithering)
            #expect(got == expected, "frame \(frame)")
        }
    }
}

/// The Swift median cut that `cadence_median_cut` replaced, kept as its definition.
/// Reduces a colour histogram to a palette by median cut with variance-minimising splits.
///
/// Start with one box holding every colour; repeatedly take the box with the largest weighted
/// squared error, sort it along its widest channel (by variance) and cut it where the two halves'
/// summed squared error is smallest; each box becomes its weighted mean colour. Weighting by pixel
/// count spends palette entries where the pixels are, so a large smooth gradient gets many steps and
/// a few stray anti-aliasing colours get few. Deterministic: the same histogram gives the same palette.
enum ReferenceMedianCut {
    /// A palette of at most `maximumColors` colours (0xRRGGBB) for `histogram` (colour → pixel count),
    /// ordered by box creation. Fewer colours come back when the histogram has fewer distinct colours.
    static func palette(for histogram: [UInt32: Int], maximumColors: Int) -> [UInt32] {
        precondition(maximumColors >= 1, "a palette needs at least one colour")
        // Sorting the keys first makes the result independent of Dictionary's per-process hash randomisation.
        var entries = histogram.keys.sorted().map { Entry(color: $0, weight: Double(histogram[$0]!)) }
        guard !entries.isEmpty else { return [] }
        var boxes = [Box(range: 0..<entries.count, entries: entries)]
        while boxes.count < maximumColors {
            guard let worst = boxes.indices.max(by: { boxes[$0].error < boxes[$1].error }), boxes[worst].error > 0 else { break }
            let box = boxes[worst]
            let channel = box.widestChannel
            entries[box.range].sort { ($0.channel(channel), $0.color) < ($1.channel(channel), $1.color) }
            let cut = bestCut(in: entries[box.range])
            boxes[worst] = Box(range: box.range.lowerBound..<cut, entries: entries)
            boxes.append(Box(range: cut..<box.range.upperBound, entries: entries))
        }
        return boxes.map { $0.meanColor }
    }

    /// The index at which splitting the sorted slice leaves the least total squared error
    /// (both halves non-empty).
    private static func bestCut(in slice: ArraySlice<Entry>) -> Int {
        var total = Moments()
        for entry in slice { total.add(entry) }
        var left = Moments()
        var best = (index: slice.startIndex + 1, error: Double.infinity)
        for index in slice.startIndex..<(slice.endIndex - 1) {
            left.add(slice[index])
            let error = left.squaredError + total.subtracting(left).squaredError
            if error < best.error { best = (index + 1, error) }
        }
        return best.index
    }

    private struct Entry {
        let color: UInt32
        let weight: Double
        var red: Double { Double(color >> 16 & 0xFF) }
        var green: Double { Double(color >> 8 & 0xFF) }
        var blue: Double { Double(color & 0xFF) }

        func channel(_ index: Int) -> UInt32 { color >> UInt32(16 - 8 * index) & 0xFF }
    }

    /// Weighted sums of each channel and of its square: enough for mean and squared error.
    private struct Moments {
        var weight = 0.0
        var sum = (0.0, 0.0, 0.0)
        var sumOfSquares = (0.0, 0.0, 0.0)

        mutating func add(_ e: Entry) {
            weight += e.weight
            sum.0 += e.weight * e.red
            sum.1 += e.weight * e.green
            sum.2 += e.weight * e.blue
            sumOfSquares.0 += e.weight * e.red * e.red
            sumOfSquares.1 += e.weight * e.green * e.green
            sumOfSquares.2 += e.weight * e.blue * e.blue
        }

        func subtracting(_ o: Moments) -> Moments {
            Moments(weight: weight - o.weight,
                    sum: (sum.0 - o.sum.0, sum.1 - o.sum.1, sum.2 - o.sum.2),
                    sumOfSquares: (sumOfSquares.0 - o.sumOfSquares.0, sumOfSquares.1 - o.sumOfSquares.1,
                                   sumOfSquares.2 - o.sumOfSquares.2))
        }

        /// Σ w·(c − mean)² per channel.
        var channelErrors: (Double, Double, Double) {
            guard weight > 0 else { return (0, 0, 0) }
            return (max(0, sumOfSquares.0 - sum.0 * sum.0 / weight),
                    max(0, sumOfSquares.1 - sum.1 * sum.1 / weight),
                    max(0, sumOfSquares.2 - sum.2 * sum.2 / weight))
        }

        var squaredError: Double {
            let e = channelErrors
            return e.0 + e.1 + e.2
        }
    }

    private struct Box {
        let range: Range<Int>
        let error: Double
        let widestChannel: Int
        let meanColor: UInt32

        init(range: Range<Int>, entries: [Entry]) {
            var moments = Moments()
            for entry in entries[range] { moments.add(entry) }
            self.range = range
            // A single colour cannot be split, whatever rounding leaves in its error.
            self.error = range.count > 1 ? moments.squaredError : 0
            let e = moments.channelErrors
            self.widestChannel = e.0 >= e.1 && e.0 >= e.2 ? 0 : (e.1 >= e.2 ? 1 : 2)
            let mean = { (s: Double) in UInt32(min(255, max(0, (s / moments.weight).rounded()))) }
            self.meanColor = mean(moments.sum.0) << 16 | mean(moments.sum.1) << 8 | mean(moments.sum.2)
        }
    }
}
