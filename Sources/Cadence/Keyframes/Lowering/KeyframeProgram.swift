/// A timeline's tracks lowered into one contiguous array of 64-bit words, so that a sample reads one
/// allocation instead of chasing, per track, a sampler object, its end times and its segments (with
/// ten thousand timelines a frame is mostly cache misses on those), and so that a timeline keeps no
/// per-track objects for the tracks it inlines.
///
/// Layout: `[T, track header₀ … track headerₜ₋₁, segment data…]` (`[0]` for no tracks), where word 0
/// holds the track count T in bits 0–31; in bit 63, whether any track is sampled through its
/// sampler (without one, a sample runs a loop that makes no calls); and in bit 62, whether any inlined
/// track has a constant segment or an angle's scale (without one, each track's sample is the
/// polynomial and the end value alone). All headers
/// come first, at addresses that do not depend on what they hold, so the processor can load every
/// track's header and segments at once instead of finding each record's start from the one before.
/// A track header is 4 words:
/// - a property stored as one `Double` at a known byte offset whose segments are all polynomials or
///   constants (cubic and linear keyframes, jumps), at most `maximumInlineSegments` of them:
///   `[flags, lastTime, endValue × storedScale, data]`, where `data` is the index of its segments,
///   `[segment₀ … segmentₙ₋₁]`, each `[start, 1/duration, a, b, c, d]` (`Double` bit patterns). The
///   search reads the starts at a fixed stride from `data`, all at once, and the segment it finds is
///   then in lines those reads have brought in: a sample waits for two cache misses in a row (the
///   header, then the segments), not three (header, starts, segment). The flags word holds the byte
///   offset (bits 0–31), n (bits 32–39), whether the value is an angle's (bit 40: stored =
///   data / 128) and which segments are constants (bit 41 + i for segment i). A
///   track with no segments has `data` 0: the evaluation, whose result its `lastTime` of −∞
///   discards, then reads the first words of the program (at least a segment's worth) instead of
///   past its end;
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
    /// Words per inline segment, its start included.
    @inlinable static var segmentStride: Int { 6 }
    /// Words per track header.
    @inlinable static var headerLength: Int { 4 }
    /// Header bit: the track is sampled by its sampler. In word 0: some track is.
    @inlinable static var samplerFlag: UInt64 { 1 << 63 }
    /// The bits of word 0 that hold the track count.
    @inlinable static var trackCountMask: UInt64 { 0xFFFF_FFFF }
    /// Word 0 bit: some inlined track has a constant segment or is an angle's (`runInlined` then runs
    /// with `plain` false).
    @inlinable static var selectsFlag: UInt64 { 1 << 62 }
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
        guard !tracks.isEmpty else { return ([0], []) }
        // What the program needs of each track, in non-generic values, so that the layout below runs
        // as specialised code (generic, its collection operations and tuples looked up type metadata
        // at run time: a sixth of building a one-track timeline).
        var layouts: [InlineLayout?] = []
        layouts.reserveCapacity(tracks.count)
        var samplers: [ResolvedKeyframeTrack<Root>] = []
        for track in tracks {
            let sampler = track.sampler
            if isInline(sampler) {
                layouts.append(InlineLayout(offset: sampler.offset, path: sampler.scalarPath, storedScale: sampler.storedScale))
            } else {
                layouts.append(nil)
                samplers.append(track)
            }
        }
        return (layOut(layouts), samplers)
    }

    /// What the program keeps of an inlined track.
    struct InlineLayout {
        /// The property's byte offset in the value.
        let offset: Int
        /// The track's path, in `Double`s.
        let path: KeyframePath<Double>
        /// 1, or 1/128 for an angle.
        let storedScale: Double
    }

    /// The program of tracks laid out as `layouts` says, in order: an inlined track's header and
    /// segments, or (nil) a header sending the track to the next of the samplers.
    static func layOut(_ layouts: [InlineLayout?]) -> [UInt64] {
        var length = 1 + headerLength * layouts.count
        for layout in layouts {
            if let layout { length += segmentStride * layout.path.segments.count }
        }
        length = max(length, segmentStride)  // a track with no segments reads words 0 ..< segmentStride
        var program = [UInt64](repeating: 0, count: length)
        program[0] = UInt64(layouts.count)
        var samplerCount: UInt64 = 0
        var data = 1 + headerLength * layouts.count
        let selects = angleFlag | ((~UInt64(0) << constantShift) & ~samplerFlag)  // the angle and constant bits
        for index in 0..<layouts.count {
            let header = 1 + headerLength * index
            guard let layout = layouts[index] else {
                program[header] = samplerFlag | samplerCount
                program[0] |= samplerFlag
                samplerCount += 1
                continue
            }
            let path = layout.path
            let count = path.segments.count
            var flags = UInt64(layout.offset) | UInt64(count) << 32
            if layout.storedScale != 1 { flags |= angleFlag }
            for position in 0..<count {
                let segment = path.segments[position]
                if segment.kind == .constant { flags |= 1 << (constantShift + UInt64(position)) }
                let at = data + segmentStride * position
                program[at] = segment.start.bitPattern
                program[at + 1] = segment.inverseDuration.bitPattern
                program[at + 2] = segment.a.bitPattern
                program[at + 3] = segment.b.bitPattern
                program[at + 4] = segment.c.bitPattern
                program[at + 5] = segment.d.bitPattern
            }
            program[header] = flags
            program[header + 1] = path.lastTime.bitPattern
            program[header + 2] = (path.endValue * layout.storedScale).bitPattern
            program[header + 3] = count == 0 ? 0 : UInt64(data)
            data += segmentStride * count
            if flags & selects != 0 { program[0] |= selectsFlag }
        }
        return program
    }

    /// Writes every track's value at `time` (≥ 0, not NaN) into the value at `value`, in order,
    /// reading the program at `words` and the samplers in `timeline`'s header.
    ///
    /// An inlined track's segment is evaluated whatever the time: the segment found for a time past
    /// `lastTime` is the last one (every start precedes the time), and the end value is chosen over
    /// its value by a mask, as a constant segment's `a` is (the compiler may still turn a mask into a
    /// branch).
    /// Below `lastTime` the result is that of the segment, computed with the same operations in the
    /// same order as `KeyframeSampler.sample`.
    @inlinable @inline(__always)
    static func run<Root>(_ words: UnsafePointer<UInt64>, samplers timeline: KeyframeTimelineBuffer<Root>,
                          into value: UnsafeMutablePointer<Root>, at time: Double) {
        let trackCount = Int(truncatingIfNeeded: words[0] & trackCountMask)
        let key = Int(bitPattern: UInt((time + 0).bitPattern))  // + 0 turns −0 into +0
        var header = 1
        for _ in 0..<trackCount {
            defer { header &+= headerLength }
            let flags = words[header]
            if flags & samplerFlag != 0 {
                sampleTrack(Int(truncatingIfNeeded: flags & 0xFFFF_FFFF), of: timeline, into: &value.pointee, at: time)
            } else {
                evaluateInlineTrack(words, header: header, key: key, into: UnsafeMutableRawPointer(value), at: time, plain: false)
            }
        }
    }

    /// `run` for a program whose tracks are all inlined (word 0's sampler bit clear): a loop without
    /// calls, which needs nothing but the words. `plain` (a constant at each call) when word 0's select
    /// bit is clear too: see `evaluateInlineTrack`.
    @inlinable @inline(__always)
    static func runInlined<Root>(_ words: UnsafePointer<UInt64>, into value: UnsafeMutablePointer<Root>, at time: Double,
                                 plain: Bool) {
        let trackCount = Int(truncatingIfNeeded: words[0] & trackCountMask)
        let key = Int(bitPattern: UInt((time + 0).bitPattern))  // + 0 turns −0 into +0
        var header = 1
        for _ in 0..<trackCount {
            evaluateInlineTrack(words, header: header, key: key, into: UnsafeMutableRawPointer(value), at: time,
                                plain: plain)
            header &+= headerLength
        }
    }

    /// The bits of the value at `time` (≥ +0, not NaN) of a program of exactly one inlined track
    /// with neither constant segments nor an angle's scale (word 0: one track, neither flag), which
    /// is the whole value when the value is 8 bytes (a `Double`, a 64-bit `CGFloat`: one such track
    /// writes all of it, at offset 0).
    ///
    /// The value of `evaluateInlineTrack` with `plain` true, bit for bit, returned instead of stored:
    /// the end value past the last time, without the search, which a one-track timeline sampled at
    /// random times past its end skipped only after it (its 4-keyframe sample took 10 ns, against
    /// 3.7 for C doing the same work; about 5.7 ns with this path).
    @inlinable @inline(__always)
    static func plainSingleTrackBits(_ words: UnsafePointer<UInt64>, at time: Double) -> UInt64 {
        let key = Int(bitPattern: UInt((time + 0).bitPattern))  // + 0 turns −0 into +0
        // Past `lastTime` (word 2; −∞ for a track with no segments), the end value (word 3).
        guard Int(bitPattern: UInt(words[2])) >= key else { return words[3] }
        let segments = Int(truncatingIfNeeded: words[4])
        let index = segmentIndex(words, flags: words[1], segments: segments, key: key)
        return polynomial(words, segment: segments &+ segmentStride &* index, at: time).bitPattern
    }

    /// The cubic of the inline segment at word `segment` (`[start, 1/duration, a, b, c, d]`) at
    /// `time`: `u = (time − start) / duration`, then `((d·u + c)·u + b)·u + a` in that order (the
    /// Horner steps of `KeyframeSegment`, so the same bits).
    @inlinable @inline(__always)
    static func polynomial(_ words: UnsafePointer<UInt64>, segment: Int, at time: Double) -> Double {
        @inline(__always) func word(_ index: Int) -> Double { Double(bitPattern: words[index]) }
        let u = (time - word(segment)) * word(segment &+ 1)
        var result = word(segment &+ 5) * u
        result += word(segment &+ 4)
        result *= u
        result += word(segment &+ 3)
        result *= u
        result += word(segment &+ 2)
        return result
    }

    /// Writes the value at `time` (whose bit pattern is `key`) of the inlined track whose header is at
    /// `header` into the value at `value` (its property's bytes at the track's offset).
    ///
    /// `plain` (a constant at each call) for a track with neither constant segments nor an angle's
    /// scale: the polynomial, or the end value past the last time, without the choice for constant
    /// segments and the multiplication by 1, which cost a fifth of a sample; the same numbers.
    @inlinable @inline(__always)
    static func evaluateInlineTrack(_ words: UnsafePointer<UInt64>, header: Int, key: Int,
                                    into value: UnsafeMutableRawPointer, at time: Double, plain: Bool) {
        @inline(__always) func word(_ index: Int) -> Double { Double(bitPattern: words[index]) }
        let flags = words[header]
        // Past `lastTime` this is the last segment, whose value the mask below discards.
        let segments = Int(truncatingIfNeeded: words[header &+ 3])
        let index = segmentIndex(words, flags: flags, segments: segments, key: key)
        let segment = segments &+ segmentStride &* index
        let a = word(segment &+ 2)
        let result = polynomial(words, segment: segment, at: time)
        let offset = Int(truncatingIfNeeded: flags & 0xFFFF_FFFF)
        // All ones when `time` > `lastTime`, else zero: `time` is ≥ +0 and not NaN here, and bit
        // patterns of numbers ≥ +0 order like the numbers (−∞, the last time of a track with no
        // segments, is negative as an integer and so before every time). The same integer
        // comparison for plain tracks as for the others: it takes fewer instructions than comparing
        // the doubles (the optimiser still makes a branch of it, which skips the polynomial past
        // the end), and a 4-keyframe sample became a sixth cheaper.
        let ended = UInt64(bitPattern: Int64((Int(bitPattern: UInt(words[header &+ 1])) &- key) &>> 63))
        if plain {
            // Past the last time, the end value.
            let property = (words[header &+ 2] & ended) | (result.bitPattern & ~ended)
            value.storeBytes(of: property, toByteOffset: offset, as: UInt64.self)
            return
        }
        // All ones when segment `index` is a constant (its value is `a`), else zero.
        let constant = 0 &- ((flags &>> (constantShift &+ UInt64(truncatingIfNeeded: index))) & 1)
        let data = Double(bitPattern: (a.bitPattern & constant) | (result.bitPattern & ~constant))
        let scaled = data * (flags & angleFlag != 0 ? 1.0 / 128 : 1)
        let property = (words[header &+ 2] & ended) | (scaled.bitPattern & ~ended)
        value.storeBytes(of: property, toByteOffset: offset, as: UInt64.self)
    }

    /// The index of the first segment ending at or after the time whose bit pattern is `key` (≥ +0),
    /// among the segments at `segments` of an inlined track with header `flags`, as
    /// `KeyframePath.segmentIndex` counts it: bit patterns of numbers ≥ +0 order like the numbers,
    /// and segment i ends where i + 1 starts (so the last is found for every time past its start).
    @inlinable @inline(__always)
    static func segmentIndex(_ words: UnsafePointer<UInt64>, flags: UInt64, segments: Int, key: Int) -> Int {
        let count = Int(truncatingIfNeeded: (flags &>> 32) & 0xFF)
        // −1 where segment i starts before the time, else 0.
        @inline(__always) func before(_ i: Int) -> Int {
            (Int(bitPattern: UInt(words[segments &+ segmentStride &* i])) &- key) &>> 63
        }
        // Up to four segments (the common tracks) the starts are read independently of each other
        // and summed, with no loop to run; a loop's count-dependent steps cost more than the search.
        switch count {
        case 4: return 0 &- before(1) &- before(2) &- before(3)
        case 3: return 0 &- before(1) &- before(2)
        case 2: return 0 &- before(1)
        case ..<2: return 0
        default:
            var index = 0
            for i in 1..<count { index &-= before(i) }
            return index
        }
    }

    /// The velocity, per second in its animatable data, of the inlined track whose header is at
    /// `header`, at `time`: the operations of `KeyframePath.velocity(at:)` on the same numbers (0
    /// before the start, at NaN, after the end and on a constant segment; the same segment search).
    @usableFromInline
    static func velocity(_ words: UnsafePointer<UInt64>, header: Int, at time: Double) -> Double {
        guard time >= 0, time <= Double(bitPattern: words[header + 1]) else { return 0 }
        let flags = words[header]
        let segments = Int(words[header + 3])
        let key = Int(bitPattern: UInt((time + 0).bitPattern))  // + 0 turns −0 into +0
        let index = segmentIndex(words, flags: flags, segments: segments, key: key)
        guard flags & (1 << (constantShift + UInt64(index))) == 0 else { return 0 }
        let segment = segments + segmentStride * index
        func word(_ index: Int) -> Double { Double(bitPattern: words[index]) }
        let inverseDuration = word(segment + 1)
        let u = (time - word(segment)) * inverseDuration
        var result = word(segment + 5) * (3 * u)
        result += word(segment + 4) * 2
        result *= u
        result += word(segment + 3)
        result *= inverseDuration
        return result
    }

    /// Samples track `index` of the header's samplers into `value`, in place (iterating the array
    /// would copy every track, retaining and releasing its parts), through the unretained sampler.
    @inlinable
    static func sampleTrack<Root>(_ index: Int, of timeline: KeyframeTimelineBuffer<Root>,
                                  into value: inout Root, at time: Double) {
        timeline.header.samplers.withUnsafeBufferPointer { samplers in
            samplers[index].sample(&value, at: time)
        }
    }
}
