/// A timeline's tracks flattened into one array of `Double`s, in declaration order, so that a sample
/// reads one allocation from front to back instead of chasing, per track, a sampler object, its end
/// times and its segments (three allocations each: with ten thousand timelines a frame is mostly cache
/// misses on those).
///
/// Each track is one record:
/// - a property stored as one `Double` at a known byte offset whose segments are all polynomials or
///   constants (cubic and linear keyframes, jumps), at most `maximumInlineSegments` of them:
///   `[offset, storedScale, n, lastTime, endValue, end₀ … endₙ₋₁, segment₀ … segmentₙ₋₁]`, each
///   segment `[kind, start, 1/duration, a, b, c, d]` (kind 0 polynomial, 1 constant);
/// - any other track: `[−1, index]`, sampled by `resolvedTracks[index]`'s sampler as before.
///
/// The inline evaluation performs exactly the operations of `KeyframeSampler.sample` on the track's
/// `KeyframePath<Double>` (the same search result, the same Horner steps, the same scale), so the
/// values are the same bit for bit.
@usableFromInline
enum KeyframeProgram {
    /// Tracks with more segments than this keep their sampler (its search is logarithmic).
    @inlinable static var maximumInlineSegments: Int { 16 }
    /// Doubles per inline segment.
    @inlinable static var segmentStride: Int { 7 }
    /// Doubles before a record's end times.
    @inlinable static var headerLength: Int { 5 }

    /// The program for `tracks`.
    @usableFromInline
    static func make<Root>(_ tracks: [ResolvedKeyframeTrack<Root>]) -> [Double] {
        var program: [Double] = []
        for index in tracks.indices {
            let sampler = tracks[index].sampler
            let path = sampler.scalarPath
            let inline = sampler.offset >= 0 && path.segments.count <= maximumInlineSegments
                && path.segments.allSatisfy { $0.kind == .polynomial || $0.kind == .constant }
                && path.ends.count == path.segments.count
            guard inline else {
                program += [-1, Double(index)]
                continue
            }
            program += [Double(sampler.offset), sampler.storedScale, Double(path.segments.count), path.lastTime, path.endValue]
            program += path.ends
            for segment in path.segments {
                program += [segment.kind == .polynomial ? 0 : 1, segment.start, segment.inverseDuration,
                            segment.a, segment.b, segment.c, segment.d]
            }
        }
        return program
    }

    /// Writes every track's value at `time` (≥ 0, not NaN) into `value`, in order.
    @inlinable @inline(__always)
    static func run<Root>(_ program: UnsafeBufferPointer<Double>, tracks: UnsafeBufferPointer<ResolvedKeyframeTrack<Root>>,
                          into value: inout Root, at time: Double) {
        let key = Int(bitPattern: UInt((time + 0).bitPattern))  // + 0 turns −0 into +0
        var position = 0
        while position < program.count {
            let offset = Int(program[position])
            if offset < 0 {
                tracks[Int(program[position &+ 1])].unretainedSampler._withUnsafeGuaranteedRef { $0.sample(&value, at: time) }
                position &+= 2
                continue
            }
            let count = Int(program[position &+ 2])
            let ends = position &+ headerLength
            let property: Double
            if time > program[position &+ 3] {
                property = program[position &+ 4] * program[position &+ 1]
            } else {
                // The first segment ending at or after `time`, as `KeyframePath.segmentIndex` counts it:
                // bit patterns of numbers ≥ +0 order like the numbers.
                var index = 0
                for end in ends..<(ends &+ count) {
                    index &-= (Int(bitPattern: UInt(program[end].bitPattern)) &- key) &>> 63
                }
                let segment = ends &+ count &+ segmentStride &* Swift.min(index, count &- 1)
                let a = program[segment &+ 3]
                let data: Double
                if program[segment] == 0 {
                    let u = (time - program[segment &+ 1]) * program[segment &+ 2]
                    var result = program[segment &+ 6] * u
                    result += program[segment &+ 5]
                    result *= u
                    result += program[segment &+ 4]
                    result *= u
                    result += a
                    data = result
                } else {
                    data = a
                }
                property = data * program[position &+ 1]
            }
            withUnsafeMutableBytes(of: &value) { bytes in
                bytes.storeBytes(of: property, toByteOffset: offset, as: Double.self)
            }
            position &+= headerLength &+ (1 &+ segmentStride) &* count
        }
    }
}
