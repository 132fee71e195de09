/// A timeline's tracks lowered into one contiguous array of 64-bit words, so that a sample reads one
/// allocation instead of chasing, per track, a sampler object, its end times and its segments (with
/// ten thousand timelines a frame is mostly cache misses on those), and so that a timeline keeps no
/// per-track objects for the tracks it inlines.
///
/// Layout: `[T, track header₀ … track headerₜ₋₁, data…]` (`[0]` for no tracks), where word 0 holds
/// the track count T in bits 0–31; in bit 63, whether any track is sampled through its sampler
/// (without one, a sample runs a loop that makes no calls); and in bit 62, whether any inlined track
/// has a constant segment or an angle's scale (without one, each track's sample is the polynomial
/// and the end value alone); and in bit 61, set by the timeline's storage, whether the timeline keeps
/// no initial value because the tracks' starts give it (`startsFlag`). All headers come first, at addresses that do not depend on what they
/// hold, so the processor can load every track's header at once instead of finding each record's
/// start from the one before. A track header is 3 words:
/// - a property stored as one `Double` at a known byte offset whose segments are all polynomials or
///   constants (cubic and linear keyframes, jumps), at most `maximumInlineSegments` of them:
///   `[flags, endValue × storedScale, blocks]`. The flags word holds the byte offset (bits 0–31), n
///   (bits 32–39), whether the value is an angle's (bit 40: stored = data / 128) and which segments
///   are constants (bit 41 + i for segment i). `blocks` holds the index of the track's timing block
///   (bits 0–31) and of its coefficient block (bits 32–63):
///   - timing: `[lastTime, start₀, 1/duration₀, start₁, 1/duration₁, …]`. Tracks whose segments
///     start and last alike (the same bits: tracks of keyframes with the same durations) share one
///     block, the first such track's, so a timeline of four tracks timed alike keeps one;
///   - coefficients: `[a₀, b₀, c₀, d₀, a₁, …]`, 4 per segment.
///
///   The search reads the starts, all at once, and the segment's 1/duration is beside its start. A
///   track with no segments has the timing block `[−∞, 0, 0]` and coefficient block 0: the
///   evaluation, whose result its `lastTime` of −∞ discards, then reads the block's other words and
///   the first words of the program (at least 4) instead of past its end. The first track's timing
///   block, never shared, follows the headers, and its coefficients follow its timing block.
/// - any other track: flags with bit 63 set and, in bits 0–31, the index of its sampler in the
///   timeline's `samplers`; the other two words unused.
///
/// Segment i ends where segment i + 1 starts (the resolver adds each duration to a running time and
/// starts the next segment there), and the last ends at `lastTime`, so the starts double as the end
/// times the search needs. The inline evaluation performs exactly the operations of
/// `KeyframeSampler.sample` on the track's `KeyframePath<Double>` (the same search result, the same
/// Horner steps, the same scale), so the values are the same bit for bit.
///
/// A 4-track timeline of 4 cubic keyframes each, timed alike, is 86 words (688 bytes); with a
/// 6-word segment record (start, 1/duration and the coefficients together) and 4-word headers it
/// was 113.
@usableFromInline
enum KeyframeProgram {
    /// Tracks with more segments than this keep their sampler (its search is logarithmic).
    @inlinable static var maximumInlineSegments: Int { 16 }
    /// Coefficient words per inline segment.
    @inlinable static var coefficientStride: Int { 4 }
    /// Words per track header.
    @inlinable static var headerLength: Int { 3 }
    /// The fewest words a program has: a track with no segments reads the first
    /// `coefficientStride` words as its coefficients.
    @inlinable static var minimumLength: Int { coefficientStride }
    /// Header bit: the track is sampled by its sampler. In word 0: some track is.
    @inlinable static var samplerFlag: UInt64 { 1 << 63 }
    /// The bits of word 0 that hold the track count.
    @inlinable static var trackCountMask: UInt64 { 0xFFFF_FFFF }
    /// Word 0 bit: some inlined track has a constant segment or is an angle's (`runInlined` then runs
    /// with `plain` false).
    @inlinable static var selectsFlag: UInt64 { 1 << 62 }
    /// Word 0 bit: the timeline keeps no initial value, because it is the value whose bytes are all
    /// zero but for every track's start, written in order (`writeStarts`); every track is inlined.
    @inlinable static var startsFlag: UInt64 { 1 << 61 }
    /// Header bit: the path is an angle's animatable data (radians × 128).
    @inlinable static var angleFlag: UInt64 { 1 << 40 }
    /// The header bit of the first segment's constant flag.
    @inlinable static var constantShift: UInt64 { 41 }

    /// An inlined track header's byte offset in the value.
    @inlinable static func byteOffset(_ flags: UInt64) -> Int { Int(truncatingIfNeeded: flags & 0xFFFF_FFFF) }
    /// A sampled track header's index in the timeline's samplers.
    @inlinable static func samplerIndex(_ flags: UInt64) -> Int { Int(truncatingIfNeeded: flags & 0xFFFF_FFFF) }

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
        var program: [UInt64] = []
        program.reserveCapacity(programLength(layouts))
        program.append(UInt64(layouts.count))
        program.append(contentsOf: repeatElement(0, count: headerLength * layouts.count))
        var samplerCount: UInt64 = 0
        // Where each timing block laid out so far starts, to share it with a track timed alike.
        var timings: [(start: Int, segments: Int)] = []
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
            // The timing block, appended, then kept if an earlier one holds the same words.
            let timing = program.count
            program.append(path.lastTime.bitPattern)
            if count == 0 { program.append(contentsOf: [0, 0]) }
            for segment in path.segments {
                program.append(segment.start.bitPattern)
                program.append(segment.inverseDuration.bitPattern)
            }
            var shared = timing
            for earlier in timings where earlier.segments == count
                && program[earlier.start..<(earlier.start + program.count - timing)].elementsEqual(program[timing...]) {
                shared = earlier.start
                break
            }
            if shared != timing {
                program.removeSubrange(timing...)
            } else {
                timings.append((timing, count))
            }
            var coefficients = 0
            if count > 0 {
                coefficients = program.count
                for (position, segment) in path.segments.enumerated() {
                    if segment.kind == .constant { flags |= 1 << (constantShift + UInt64(position)) }
                    program.append(segment.a.bitPattern)
                    program.append(segment.b.bitPattern)
                    program.append(segment.c.bitPattern)
                    program.append(segment.d.bitPattern)
                }
            }
            program[header] = flags
            program[header + 1] = (path.endValue * layout.storedScale).bitPattern
            program[header + 2] = UInt64(shared) | UInt64(coefficients) << 32
            if flags & selects != 0 { program[0] |= selectsFlag }
        }
        while program.count < minimumLength { program.append(0) }
        return program
    }

    /// The words of the timing block of a track of `count` segments: `lastTime` and a start and
    /// 1/duration per segment (two zeros for a track with none, see the layout).
    static func timingLength(_ count: Int) -> Int { 1 + max(2 * count, 2) }

    /// The most words `layOut` lays `layouts` out in (before timing blocks are shared).
    static func programLength(_ layouts: [InlineLayout?]) -> Int {
        var length = 1 + headerLength * layouts.count
        for case let layout? in layouts {
            let count = layout.path.segments.count
            length += timingLength(count) + coefficientStride * count
        }
        return max(length, minimumLength)
    }

    /// Writes every inlined track's start into the value at `value`, in order: its first segment's
    /// `a` (its start value, or for a first segment that is a jump its target) scaled as the track's
    /// values are, or the end value of a track with no segments. For a timeline whose tracks are all
    /// inlined and start from the initial value, this gives the initial value back wherever the
    /// tracks write (`KeyframeTimelineStorage.make` checks it bit for bit before relying on it).
    @usableFromInline
    static func writeStarts(_ words: UnsafePointer<UInt64>, into value: UnsafeMutableRawPointer) {
        for track in 0..<Int(words[0] & trackCountMask) {
            let header = 1 + headerLength * track
            let flags = words[header]
            guard flags & samplerFlag == 0 else { continue }
            var start = words[header + 1]
            if (flags >> 32) & 0xFF > 0 {
                let a = Double(bitPattern: words[Int(words[header + 2] >> 32)])
                start = (a * (flags & angleFlag != 0 ? 1.0 / 128 : 1)).bitPattern
            }
            value.storeBytes(of: start, toByteOffset: byteOffset(flags), as: UInt64.self)
        }
    }

    /// The number of words of the program at `words`: its headers and the farthest block they name
    /// (at least `minimumLength`; 1 for no tracks).
    static func length(_ words: UnsafePointer<UInt64>) -> Int {
        let trackCount = Int(words[0] & trackCountMask)
        guard trackCount > 0 else { return 1 }
        var length = max(1 + headerLength * trackCount, minimumLength)
        for track in 0..<trackCount {
            let header = 1 + headerLength * track
            let flags = words[header]
            guard flags & samplerFlag == 0 else { continue }
            let count = Int((flags >> 32) & 0xFF)
            let blocks = words[header + 2]
            length = max(length, Int(blocks & 0xFFFF_FFFF) + timingLength(count))
            if count > 0 { length = max(length, Int(blocks >> 32) + coefficientStride * count) }
        }
        return length
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
        // The only track's timing block follows its header: `lastTime` is word 4 (−∞ for a track with no segments). Past it, the end value (word 2).
        guard Int(bitPattern: UInt(words[4])) >= key else { return words[2] }
        // The coefficients' index from the header (word 3), not from the count: the load does not
        // wait for the count, which the search waits for (computed from the count, the address
        // made the optimiser keep loop values on the stack and slowed the sample by half).
        let count = Int(truncatingIfNeeded: (words[1] &>> 32) & 0xFF)
        let index = segmentIndex(words, count: count, timing: 4, key: key)
        let coefficients = Int(truncatingIfNeeded: words[3] &>> 32)
        return polynomial(words, timing: 4, coefficients: coefficients, segment: index, at: time).bitPattern
    }

    /// The cubic of segment `index` of the inlined track whose timing and coefficient blocks are at
    /// `timing` and `coefficients`, at `time`: `u = (time − start) / duration`, then
    /// `((d·u + c)·u + b)·u + a` in that order (the Horner steps of `KeyframeSegment`, so the same
    /// bits).
    @inlinable @inline(__always)
    static func polynomial(_ words: UnsafePointer<UInt64>, timing: Int, coefficients: Int, segment index: Int,
                           at time: Double) -> Double {
        @inline(__always) func word(_ index: Int) -> Double { Double(bitPattern: words[index]) }
        let start = timing &+ 1 &+ 2 &* index
        let coefficient = coefficients &+ coefficientStride &* index
        let u = (time - word(start)) * word(start &+ 1)
        var result = word(coefficient &+ 3) * u
        result += word(coefficient &+ 2)
        result *= u
        result += word(coefficient &+ 1)
        result *= u
        result += word(coefficient)
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
        let flags = words[header]
        let blocks = words[header &+ 2]
        let timing = Int(truncatingIfNeeded: blocks & 0xFFFF_FFFF)
        let coefficients = Int(truncatingIfNeeded: blocks &>> 32)
        // Past `lastTime` this is the last segment, whose value the mask below discards.
        let index = segmentIndex(words, count: Int(truncatingIfNeeded: (flags &>> 32) & 0xFF), timing: timing, key: key)
        let result = polynomial(words, timing: timing, coefficients: coefficients, segment: index, at: time)
        let offset = Int(truncatingIfNeeded: flags & 0xFFFF_FFFF)
        // All ones when `time` > `lastTime`, else zero: `time` is ≥ +0 and not NaN here, and bit
        // patterns of numbers ≥ +0 order like the numbers (−∞, the last time of a track with no
        // segments, is negative as an integer and so before every time). The same integer
        // comparison for plain tracks as for the others: it takes fewer instructions than comparing
        // the doubles (the optimiser still makes a branch of it, which skips the polynomial past
        // the end), and a 4-keyframe sample became a sixth cheaper.
        let ended = UInt64(bitPattern: Int64((Int(bitPattern: UInt(words[timing])) &- key) &>> 63))
        if plain {
            // Past the last time, the end value.
            let property = (words[header &+ 1] & ended) | (result.bitPattern & ~ended)
            value.storeBytes(of: property, toByteOffset: offset, as: UInt64.self)
            return
        }
        let a = words[coefficients &+ coefficientStride &* index]
        // All ones when segment `index` is a constant (its value is `a`), else zero.
        let constant = 0 &- ((flags &>> (constantShift &+ UInt64(truncatingIfNeeded: index))) & 1)
        let data = Double(bitPattern: (a & constant) | (result.bitPattern & ~constant))
        let scaled = data * (flags & angleFlag != 0 ? 1.0 / 128 : 1)
        let property = (words[header &+ 1] & ended) | (scaled.bitPattern & ~ended)
        value.storeBytes(of: property, toByteOffset: offset, as: UInt64.self)
    }

    /// The index of the first segment ending at or after the time whose bit pattern is `key` (≥ +0),
    /// among the `count` segments of an inlined track whose timing block is at `timing`, as
    /// `KeyframePath.segmentIndex` counts it: bit patterns of numbers ≥ +0 order like the numbers,
    /// and segment i ends where i + 1 starts (so the last is found for every time past its start).
    @inlinable @inline(__always)
    static func segmentIndex(_ words: UnsafePointer<UInt64>, count: Int, timing: Int, key: Int) -> Int {
        // −1 where segment i starts before the time, else 0.
        @inline(__always) func before(_ i: Int) -> Int {
            (Int(bitPattern: UInt(words[timing &+ 1 &+ 2 &* i])) &- key) &>> 63
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
        let flags = words[header]
        let blocks = words[header + 2]
        let timing = Int(blocks & 0xFFFF_FFFF)
        guard time >= 0, time <= Double(bitPattern: words[timing]) else { return 0 }
        let key = Int(bitPattern: UInt((time + 0).bitPattern))  // + 0 turns −0 into +0
        let index = segmentIndex(words, count: Int((flags >> 32) & 0xFF), timing: timing, key: key)
        guard flags & (1 << (constantShift + UInt64(index))) == 0 else { return 0 }
        let coefficients = Int(blocks >> 32) + coefficientStride * index
        func word(_ index: Int) -> Double { Double(bitPattern: words[index]) }
        let inverseDuration = word(timing + 2 + 2 * index)
        let u = (time - word(timing + 1 + 2 * index)) * inverseDuration
        var result = word(coefficients + 3) * (3 * u)
        result += word(coefficients + 2) * 2
        result *= u
        result += word(coefficients + 1)
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
