/// What a `KeyframeTimeline` keeps besides its program words: the value every sample starts from, the
/// tracks the program samples through their samplers, and how to lower the keyframes again.
@usableFromInline
struct KeyframeTimelineHeader<Value> {
    /// The value every sample starts from.
    @usableFromInline let initialValue: Value
    /// The tracks the program samples through their samplers (springs, timing curves, multi-component
    /// properties); empty, and no allocation, when every track is inlined.
    @usableFromInline let samplers: [ResolvedKeyframeTrack<Value>]
    /// Lowers the keyframes again for what sampling does not need (velocities, inspection), so the
    /// timeline keeps no per-track objects between samples; nil for a timeline that keeps no
    /// keyframes (`KeyframeTimeline.init(initialValue:initialVelocity:keepingNoKeyframes:)`).
    @usableFromInline let lowering: KeyframeLowering<Value>?
    /// Without a lowering: the velocity makers of the inlined tracks, in program order (the other
    /// tracks' velocities come from their samplers' details). Empty with a lowering.
    @usableFromInline let scalarVelocities: [any KeyframeScalarVelocity<Value>]
    /// The number of program words after the header.
    @usableFromInline let wordCount: Int

    /// A header of the given parts.
    @inlinable
    init(initialValue: Value, samplers: [ResolvedKeyframeTrack<Value>], lowering: KeyframeLowering<Value>?,
         scalarVelocities: [any KeyframeScalarVelocity<Value>], wordCount: Int) {
        self.initialValue = initialValue
        self.samplers = samplers
        self.lowering = lowering
        self.scalarVelocities = scalarVelocities
        self.wordCount = wordCount
    }
}

/// Everything a timeline keeps, in one allocation: the header (initial value, samplers, lowering)
/// followed by the `KeyframeProgram` words. A sample reads the initial value and the program from
/// neighbouring cache lines of one object reached through one reference, instead of a struct of
/// several references to separate arrays. Immutable once made.
@usableFromInline
struct KeyframeTimelineStorage<Value>: @unchecked Sendable {
    // @unchecked: the buffer is not mutated after `make` returns (`ManagedBuffer` is never `Sendable`
    // itself). `KeyframeTimeline` is `Sendable` only when `Value` is, which covers the initial value
    // held here.

    /// The one allocation.
    @usableFromInline let buffer: KeyframeTimelineBuffer<Value>

    /// The storage of `buffer`.
    @inlinable
    init(buffer: KeyframeTimelineBuffer<Value>) {
        self.buffer = buffer
    }

    /// The header: initial value, samplers, lowering.
    @usableFromInline
    var header: KeyframeTimelineHeader<Value> { buffer.header }

    /// The program words, copied out (for tests and inspection).
    @usableFromInline
    var words: [UInt64] {
        buffer.withUnsafeMutablePointers { header, words in Array(UnsafeBufferPointer(start: words, count: header.pointee.wordCount)) }
    }

    /// A storage holding `program` (at least one word: its track count) after the header.
    @usableFromInline
    static func make(initialValue: Value, program: [UInt64], samplers: [ResolvedKeyframeTrack<Value>],
                     lowering: KeyframeLowering<Value>?,
                     scalarVelocities: [any KeyframeScalarVelocity<Value>] = []) -> KeyframeTimelineStorage<Value> {
        KeyframeTimelineStorage(buffer: KeyframeTimelineBuffer.make(initialValue: initialValue, program: program, samplers: samplers,
                                                                    lowering: lowering, scalarVelocities: scalarVelocities))
    }

    /// Every track's velocity entry at `time`, in order, for a timeline without a lowering: inlined
    /// tracks from the program (`KeyframeProgram.velocity`), the others from their samplers' details.
    @usableFromInline
    func velocityEntries(at time: Double) -> [any KeyframeVelocityEntry<Value>] {
        buffer.withUnsafeMutablePointers { header, words in
            var entries: [any KeyframeVelocityEntry<Value>] = []
            var inlined = 0
            for track in 0..<Int(words[0]) {
                let at = 1 + KeyframeProgram.headerLength * track
                let flags = words[at]
                if flags & KeyframeProgram.samplerFlag != 0 {
                    entries.append(header.pointee.samplers[Int(flags & 0xFFFF_FFFF)].details.velocity(at: time))
                } else {
                    let data = KeyframeProgram.velocity(UnsafePointer(words), header: at, at: time)
                    entries.append(header.pointee.scalarVelocities[inlined].entry(data))
                    inlined += 1
                }
            }
            return entries
        }
    }

    /// The value at `time` seconds: `initialValue` before 0 and at NaN, else every track written in
    /// order into a copy of it.
    @inlinable @inline(__always)
    func value(at time: Double) -> Value {
        buffer.value(at: time)
    }
}

/// The allocation behind `KeyframeTimelineStorage`: the header, then the program words.
@usableFromInline
final class KeyframeTimelineBuffer<Value>: ManagedBuffer<KeyframeTimelineHeader<Value>, UInt64> {
    /// A buffer holding `program` after the header.
    @usableFromInline
    static func make(initialValue: Value, program: [UInt64], samplers: [ResolvedKeyframeTrack<Value>],
                     lowering: KeyframeLowering<Value>?,
                     scalarVelocities: [any KeyframeScalarVelocity<Value>]) -> KeyframeTimelineBuffer<Value> {
        precondition(!program.isEmpty, "a keyframe program holds at least its track count")
        let buffer = create(minimumCapacity: program.count) { _ in
            KeyframeTimelineHeader(initialValue: initialValue, samplers: samplers, lowering: lowering,
                                   scalarVelocities: scalarVelocities, wordCount: program.count)
        }
        buffer.withUnsafeMutablePointerToElements { words in
            program.withUnsafeBufferPointer { program in
                words.initialize(from: program.baseAddress.unsafelyUnwrapped, count: program.count)
            }
        }
        return unsafeDowncast(buffer, to: KeyframeTimelineBuffer<Value>.self)
    }

    /// The value at `time` seconds: `initialValue` before 0 and at NaN, else every track written in
    /// order into a copy of it.
    @inlinable @inline(__always)
    func value(at time: Double) -> Value {
        withUnsafeMutablePointers { header, words in
            guard time >= 0 else { return header.pointee.initialValue }
            var value = header.pointee.initialValue
            KeyframeProgram.run(UnsafePointer(words), header: UnsafePointer(header), into: &value, at: time)
            return value
        }
    }
}
