/// A timeline's tracks lowered into one contiguous array of 64-bit words, so that a sample reads one
/// allocation instead of chasing, per track, a sampler object, its end times and its segments (with
/// ten thousand timelines a frame is mostly cache misses on those), and so that a timeline keeps no
/// per-track objects for the tracks it inlines.
///
/// Layout: `[T, track header₀ … track headerₜ₋₁, segment data…]` (empty for no tracks). All headers
/// come first, at addresses that do not depend on what they hold, so the processor can load every
/// track's header and segments at once instead of finding each record's start from the one before.
/// A track header is 4 words:
/// - a property stored as one `Double` at a known byte offset whose segments are all polynomials or
///   constants (cubic and linear keyframes, jumps), at most `maximumInlineSegments` of them:
///   `[flags, lastTime, endValue × storedScale, data]`, where `data` is the index of its segment
///   data, `[start₀ … startₙ₋₁, segment₀ … segmentₙ₋₁]`, each segment `[1/duration, a, b, c, d]`
///   (`Double` bit patterns; the starts together, so the search reads one or two cache lines). The
///   flags word holds the byte offset (bits 0–31), n (bits 32–39), whether the value is an angle's
///   (bit 40: stored = data / 128) and which segments are constants (bit 41 + i for segment i);
/// - any other track: flags with bit 63 set and, in bits 0–31, the index of its sampler in the
///   timeline's `samplers`; the other three words unused.
///
/// Segment i ends where segment i + 1 starts (the resolver adds each duration to a running time and
/// starts the next segment there), and the last ends at `lastTime`, so the starts double as the end
/// times the search needs. The inline evaluation performs exactly the operations of
/// `KeyframeSampler.sample` on the track's `KeyframePath<Double>` (the same search result, the same
/// Horner steps, the same scale), so the values are the same bit for bit.
@usableFromInline
enum KeyframeProgram {
    /// Tracks with more segments than this keep their sampler (its search is logarithmic).
    @inlinable static var maximumInlineSegments: Int { 16 }
    /// Words per inline segment after its start.
    @inlinable static var segmentStride: Int { 5 }
    /// Words per track header.
    @inlinable static var headerLength: Int { 4 }
    /// Header bit: the track is sampled by its sampler.
    @inlinable static var samplerFlag: UInt64 { 1 << 63 }
    /// Header bit: the path is an angle's animatable data (radians × 128).
    @inlinable static var angleFlag: UInt64 { 1 << 40 }
    /// The header bit of the first segment's constant flag.
    @inlinable static var constantShift: UInt64 { 41 }

    /// Whether `sampler`'s track can be inlined.
    @usableFromInline
    static func isInline<Root>(_ sampler: KeyframeSampler<Root>) -> Bool {
        let path = sampler.scalarPath
        return sampler.offset >= 0 && sampler.offset <= Int(UInt32.max)
            && path.segments.count <= maximumInlineSegments
            && path.segments.allSatisfy { $0.kind == .polynomial || $0.kind == .constant }
            && path.ends.count == path.segments.count
            && (sampler.storedScale == 1 || sampler.storedScale == 1.0 / 128)
    }

    /// The program for `tracks`, and the tracks it samples through their samplers (in program order).
    @usableFromInline
    static func make<Root>(_ tracks: [ResolvedKeyframeTrack<Root>]) -> (program: [UInt64], samplers: [ResolvedKeyframeTrack<Root>]) {
        guard !tracks.isEmpty else { return ([], []) }
        let inline = tracks.map { isInline($0.sampler) }
        var length = 1 + headerLength * tracks.count
        for index in tracks.indices where inline[index] {
            length += (1 + segmentStride) * tracks[index].sampler.scalarPath.segments.count
        }
        var program = [UInt64](repeating: 0, count: length)
        program[0] = UInt64(tracks.count)
        var samplers: [ResolvedKeyframeTrack<Root>] = []
        var data = 1 + headerLength * tracks.count
        for index in tracks.indices {
            let header = 1 + headerLength * index
            let sampler = tracks[index].sampler
            guard inline[index] else {
                program[header] = samplerFlag | UInt64(samplers.count)
                samplers.append(tracks[index])
                continue
            }
            let path = sampler.scalarPath
            let count = path.segments.count
            var flags = UInt64(sampler.offset) | UInt64(count) << 32
            if sampler.storedScale != 1 { flags |= angleFlag }
            for (position, segment) in path.segments.enumerated() {
                if segment.kind == .constant { flags |= 1 << (constantShift + UInt64(position)) }
                program[data + position] = segment.start.bitPattern
                let words = [segment.inverseDuration, segment.a, segment.b, segment.c, segment.d]
                for (offset, word) in words.enumerated() {
                    program[data + count + segmentStride * position + offset] = word.bitPattern
                }
            }
            program[header] = flags
            program[header + 1] = path.lastTime.bitPattern
            program[header + 2] = (path.endValue * sampler.storedScale).bitPattern
            program[header + 3] = UInt64(data)
            data += (1 + segmentStride) * count
        }
        return (program, samplers)
    }

    /// Writes every track's value at `time` (≥ 0, not NaN) into `value`, in order.
    @inlinable @inline(__always)
    static func run<Root>(_ program: UnsafeBufferPointer<UInt64>, samplers: UnsafeBufferPointer<ResolvedKeyframeTrack<Root>>,
                          into value: inout Root, at time: Double) {
        guard let trackCount = program.first else { return }
        let key = Int(bitPattern: UInt((time + 0).bitPattern))  // + 0 turns −0 into +0
        @inline(__always) func word(_ index: Int) -> Double { Double(bitPattern: program[index]) }
        var header = 1
        for _ in 0..<Int(truncatingIfNeeded: trackCount) {
            defer { header &+= headerLength }
            let flags = program[header]
            if flags & samplerFlag != 0 {
                samplers[Int(truncatingIfNeeded: flags & 0xFFFF_FFFF)].sample(&value, at: time)
                continue
            }
            let property: Double
            if time > word(header &+ 1) {
                property = word(header &+ 2)
            } else {
                // The first segment ending at or after `time`, as `KeyframePath.segmentIndex` counts it:
                // bit patterns of numbers ≥ +0 order like the numbers. Segment i ends where i + 1
                // starts; the last ends at `lastTime`, not before `time` here.
                let count = Int(truncatingIfNeeded: (flags &>> 32) & 0xFF)
                let starts = Int(truncatingIfNeeded: program[header &+ 3])
                var index = 0
                for start in (starts &+ 1)..<(starts &+ count) {
                    index &-= (Int(bitPattern: UInt(program[start])) &- key) &>> 63
                }
                let segment = starts &+ count &+ segmentStride &* index
                let a = word(segment &+ 1)
                let data: Double
                if flags & (1 &<< (constantShift &+ UInt64(truncatingIfNeeded: index))) == 0 {
                    let u = (time - word(starts &+ index)) * word(segment)
                    var result = word(segment &+ 4) * u
                    result += word(segment &+ 3)
                    result *= u
                    result += word(segment &+ 2)
                    result *= u
                    result += a
                    data = result
                } else {
                    data = a
                }
                property = data * (flags & angleFlag != 0 ? 1.0 / 128 : 1)
            }
            let offset = Int(truncatingIfNeeded: flags & 0xFFFF_FFFF)
            withUnsafeMutableBytes(of: &value) { bytes in
                bytes.storeBytes(of: property, toByteOffset: offset, as: Double.self)
            }
        }
    }
}
