import Foundation

/// What a `KeyframeTimeline` keeps besides its program words: the value every sample starts from
/// (unless the chunk keeps it), the tracks the program samples through their samplers, and how to
/// lower the keyframes again.
@usableFromInline
struct KeyframeTimelineHeader<Value> {
    /// The value every sample starts from, when it is not plain data kept in the chunk before the
    /// program (`KeyframeTimelineStorage.keepsInitialValueInChunk`): nil then, so that a timeline
    /// does not keep the value twice.
    @usableFromInline let boxedInitialValue: KeyframeInitialValue<Value>?
    /// The tracks the program samples through their samplers (springs, timing curves, multi-component
    /// properties); empty, and no allocation, when every track is inlined.
    @usableFromInline let samplers: [ResolvedKeyframeTrack<Value>]
    /// Lowers the keyframes again for what sampling does not need (velocities, inspection), so the
    /// timeline keeps no per-track objects between samples; nil for a timeline that keeps no
    /// keyframes (`KeyframeTimeline.init(initialValue:initialVelocity:keepingNoKeyframes:)`).
    @usableFromInline let lowering: KeyframeLowering<Value>?
    /// How many velocity makers follow the header in its buffer (`KeyframeTimelineBuffer`): without a
    /// lowering, one per inlined track, in program order (the other tracks' velocities come from
    /// their samplers' details); none with a lowering.
    @usableFromInline let scalarVelocityCount: Int
    /// The chunk holding the timeline's program words (and, for a shared header, those of the other
    /// timelines sharing it: see `KeyframeTimelineStorage.make`).
    @usableFromInline let chunk: KeyframeProgramChunk

    /// A header of the given parts.
    @inlinable
    init(boxedInitialValue: KeyframeInitialValue<Value>?, samplers: [ResolvedKeyframeTrack<Value>],
         lowering: KeyframeLowering<Value>?, scalarVelocityCount: Int, chunk: KeyframeProgramChunk) {
        self.boxedInitialValue = boxedInitialValue
        self.samplers = samplers
        self.lowering = lowering
        self.scalarVelocityCount = scalarVelocityCount
        self.chunk = chunk
    }

    /// Whether the header holds nothing of one timeline's own: no boxed initial value, no samplers,
    /// no lowering (what a keyframe player's timelines of plain values and inlined tracks have), so
    /// timelines with the same velocity makers whose programs lie in the same chunk can share it.
    @inlinable
    var isShareable: Bool { boxedInitialValue == nil && samplers.isEmpty && lowering == nil }
}

/// What a timeline keeps: the header (samplers, lowering, an initial value that is not plain data) in
/// an object of its own, and the `KeyframeProgram` words, with the initial value before them when it
/// is plain data, in a `KeyframeProgramChunk` shared with the timelines made just before and after it.
///
/// Why a shared chunk: a frame of many timelines reads each one's program, and programs in separate
/// allocations lie among the other allocations of their timelines (the declared keyframes the
/// timeline keeps for inspection, its closures), so a frame was a cache miss per line of every
/// program: ten thousand 4 × 4 timelines took 250–400 ns each, against 30–45 ns when their programs
/// lie one after another as a C array of them does. A sample of a plain-data value now reads only
/// the chunk. Immutable once made.
@usableFromInline
struct KeyframeTimelineStorage<Value>: @unchecked Sendable {
    // @unchecked: neither the header object nor the chunk words are mutated after `make` returns.
    // `KeyframeTimeline` is `Sendable` only when `Value` is, which covers the initial value held here.

    /// The header (samplers, lowering, an initial value that is not plain data), which holds the chunk of the program words:
    /// one reference, so that handing a timeline on retains and releases one object.
    @usableFromInline let buffer: KeyframeTimelineBuffer<Value>
    /// The first program word, in `buffer.chunk`.
    @usableFromInline let start: UnsafePointer<UInt64>

    /// The storage of the given parts.
    @inlinable
    init(buffer: KeyframeTimelineBuffer<Value>, start: UnsafePointer<UInt64>) {
        self.buffer = buffer
        self.start = start
    }

    /// The chunk holding the program words (kept alive by every timeline whose words it holds).
    @usableFromInline
    var chunk: KeyframeProgramChunk { buffer.chunk }

    /// Whether the initial value is plain data aligned to at most 8 bytes, and so either kept in the
    /// chunk just before the program, so that a sample reads nothing else, or (`KeyframeProgram`'s
    /// `startsFlag`) not kept at all, because the tracks' starts give it.
    @inlinable
    static var keepsInitialValueInChunk: Bool {
        _isPOD(Value.self) && MemoryLayout<Value>.alignment <= MemoryLayout<UInt64>.alignment
    }

    /// The words the initial value takes in the chunk when it is kept there.
    @inlinable
    static var initialValueWords: Int {
        (MemoryLayout<Value>.size + MemoryLayout<UInt64>.size - 1) / MemoryLayout<UInt64>.size
    }

    /// The header: samplers, lowering, an initial value that is not plain data.
    @usableFromInline
    var header: KeyframeTimelineHeader<Value> { buffer.header }

    /// The program words, copied out (for tests and inspection).
    @usableFromInline
    var words: [UInt64] {
        withExtendedLifetime(buffer) { Array(UnsafeBufferPointer(start: start, count: KeyframeProgram.length(start))) }
    }

    /// A storage holding `program` (at least one word: its track count), its words reserved in
    /// `arena`. A header holding nothing of the timeline's own (`KeyframeTimelineHeader.isShareable`)
    /// is shared with the timelines made before it in the same chunk with the same velocity makers.
    @usableFromInline
    static func make(initialValue: Value, program: [UInt64], samplers: [ResolvedKeyframeTrack<Value>],
                     lowering: KeyframeLowering<Value>?,
                     scalarVelocities: [any KeyframeScalarVelocity<Value>] = [],
                     arena: KeyframeProgramArena = .shared) -> KeyframeTimelineStorage<Value> {
        precondition(!program.isEmpty, "a keyframe program holds at least its track count")
        var program = program
        var valueWords = keepsInitialValueInChunk ? initialValueWords : 0
        if valueWords > 0, startsGive(initialValue, program: program) {
            program[0] |= KeyframeProgram.startsFlag
            valueWords = 0
        }
        // [initial value, if kept here][program]
        let (chunk, words) = arena.reserve(valueWords + program.count)
        let header = KeyframeTimelineHeader(
            boxedInitialValue: keepsInitialValueInChunk ? nil : KeyframeInitialValue(initialValue), samplers: samplers,
            lowering: lowering, scalarVelocityCount: scalarVelocities.count, chunk: chunk)
        let buffer: KeyframeTimelineBuffer<Value>
        if header.isShareable {
            // A header holding only the chunk and the velocity makers is the same for every timeline
            // of this chunk with the same makers (a fleet of players rebuilding the same tracks): the
            // one made last for the chunk serves while the makers are the same objects.
            buffer = arena.sharedHeader(for: chunk) { (shared: KeyframeTimelineBuffer<Value>?) in
                if let shared, shared.hasVelocityMakers(scalarVelocities) { return shared }
                return KeyframeTimelineBuffer.make(header: header, scalarVelocities: scalarVelocities)
            }
        } else {
            buffer = KeyframeTimelineBuffer.make(header: header, scalarVelocities: scalarVelocities)
        }
        if valueWords > 0 {
            words.initialize(repeating: 0, count: valueWords)
            UnsafeMutableRawPointer(words).storeBytes(of: initialValue, as: Value.self)
        }
        program.withUnsafeBufferPointer { program in
            (words + valueWords).initialize(from: program.baseAddress.unsafelyUnwrapped, count: program.count)
        }
        return KeyframeTimelineStorage(buffer: buffer, start: UnsafePointer(words + valueWords))
    }

    /// Whether a timeline of plain data need not keep `initialValue`: every track of `program` is
    /// inlined, together they write every byte of the value (so a sample may start from any bytes:
    /// it starts from the program's own, which are at least as many), and their starts
    /// (`KeyframeProgram.writeStarts`) give the initial value bit for bit (each track starts from
    /// it). Never for an 8-byte value, whose one-track program keeps word 0 equal to 1 for its fast
    /// path (and which would save a single word). Four tracks of four cubic keyframes on four
    /// `Double`s save the value's 32 bytes in every timeline.
    static func startsGive(_ initialValue: Value, program: [UInt64]) -> Bool {
        let size = MemoryLayout<Value>.size
        let trackCount = Int(program[0] & KeyframeProgram.trackCountMask)
        guard size != MemoryLayout<UInt64>.size, size <= MemoryLayout<UInt64>.size * program.count,
              size <= MemoryLayout<UInt64>.size * trackCount,
              program[0] & KeyframeProgram.samplerFlag == 0 else { return false }
        // The bytes the tracks write, on the stack: a player builds a timeline at every run and
        // every pass of a loop, so the check allocates nothing.
        let coversAll = withUnsafeTemporaryAllocation(of: Bool.self, capacity: size) { written in
            written.initialize(repeating: false)
            for track in 0..<trackCount {
                let offset = KeyframeProgram.byteOffset(program[1 + KeyframeProgram.headerLength * track])
                for byte in offset..<min(offset + MemoryLayout<UInt64>.size, size) { written[byte] = true }
            }
            return written.allSatisfy { $0 }
        }
        guard coversAll else { return false }
        let started = program.withUnsafeBufferPointer { zeroedValue(writingStarts: $0.baseAddress.unsafelyUnwrapped) }
        return withUnsafeBytes(of: initialValue) { initial in
            withUnsafeBytes(of: started) { started in initial.elementsEqual(started) }
        }
    }

    /// The value whose bytes are zero but for the starts of the program at `words`. Out of line: the
    /// samples inline `initialValue`, and this in their loops kept loop values on the stack (a
    /// one-track sample took half as long again).
    @usableFromInline @inline(never)
    static func zeroedValue(writingStarts words: UnsafePointer<UInt64>) -> Value {
        withUnsafeTemporaryAllocation(byteCount: MemoryLayout<Value>.size, alignment: MemoryLayout<Value>.alignment) { bytes in
            bytes.initializeMemory(as: UInt8.self, repeating: 0)
            KeyframeProgram.writeStarts(words, into: bytes.baseAddress.unsafelyUnwrapped)
            return bytes.load(as: Value.self)
        }
    }

    /// Every track's velocity entry at `time`, in order, for a timeline without a lowering: inlined
    /// tracks from the program (`KeyframeProgram.velocity`), the others from their samplers' details.
    @usableFromInline
    func velocityEntries(at time: Double) -> [any KeyframeVelocityEntry<Value>] {
        withExtendedLifetime(buffer) {
            let header = buffer.header
            var entries: [any KeyframeVelocityEntry<Value>] = []
            var inlined = 0
            for track in 0..<Int(start[0] & KeyframeProgram.trackCountMask) {
                let at = 1 + KeyframeProgram.headerLength * track
                let flags = start[at]
                if flags & KeyframeProgram.samplerFlag != 0 {
                    entries.append(header.samplers[KeyframeProgram.samplerIndex(flags)].details.velocity(at: time))
                } else {
                    let data = KeyframeProgram.velocity(start, header: at, at: time)
                    entries.append(buffer.scalarVelocity(inlined).entry(data, from: initialValue))
                    inlined += 1
                }
            }
            return entries
        }
    }

    /// The value every sample starts from.
    ///
    /// Reads `start` without `withExtendedLifetime(buffer)`: `self` is borrowed for the call, and with
    /// it the buffer that holds the chunk; the extension made the optimiser retain and release the
    /// objects around every sample.
    @inlinable @inline(__always)
    var initialValue: Value {
        guard Self.keepsInitialValueInChunk else { return buffer.header.boxedInitialValue.unsafelyUnwrapped.value }
        // (Never for an 8-byte value, which `startsGive` leaves out: the size, known once
        // specialised, removes the call from the one-track sample, whose result the call's
        // indirect return had sent through the stack.)
        if MemoryLayout<Value>.size != MemoryLayout<UInt64>.size, start[0] & KeyframeProgram.startsFlag != 0 {
            return Self.zeroedValue(writingStarts: start)
        }
        return UnsafeRawPointer(start - Self.initialValueWords).load(as: Value.self)
    }

    /// The value at `time` seconds: `initialValue` before 0 and at NaN, else every track written in
    /// order into a copy of it. (`self`, and with it the chunk `start` points into, is borrowed for the
    /// call: see `initialValue`.)
    @inlinable @inline(__always)
    func value(at time: Double) -> Value {
        guard time >= 0 else { return initialValue }
        // One plain track writing all of an 8-byte value (a `Double` timeline, the commonest): its
        // bits, without the copy of the value through memory and the loop. Word 0 is then exactly
        // 1: one track, and neither the sampler nor the select flag.
        if MemoryLayout<Value>.size == MemoryLayout<UInt64>.size, start[0] == 1 {
            return withUnsafeBytes(of: KeyframeProgram.plainSingleTrackBits(start, at: time)) { $0.load(as: Value.self) }
        }
        // Without a kept initial value, the tracks are all inlined and write every byte: the sample
        // starts from the program's own bytes (a load from either place, chosen without a branch; a
        // zeroed value made on the stack kept the samples' results in memory).
        var value: Value
        if Self.keepsInitialValueInChunk {
            let given = MemoryLayout<Value>.size != MemoryLayout<UInt64>.size && start[0] & KeyframeProgram.startsFlag != 0
            let kept = given ? start : start - Self.initialValueWords
            value = UnsafeRawPointer(kept).load(as: Value.self)
        } else {
            value = initialValue
        }
        // A program with samplers goes out of line, so that the common path uses nothing of `buffer`
        // (using it left a retain and release of it around every sample).
        guard start[0] & KeyframeProgram.samplerFlag == 0 else { return valueThroughSamplers(from: value, at: time) }
        // One pointer to the value for all the tracks' writes, instead of a closure per track.
        let plain = start[0] & KeyframeProgram.selectsFlag == 0
        withUnsafeMutablePointer(to: &value) { value in
            // Two calls, each with a constant `plain`, so each specialises.
            if plain {
                KeyframeProgram.runInlined(start, into: value, at: time, plain: true)
            } else {
                KeyframeProgram.runInlined(start, into: value, at: time, plain: false)
            }
        }
        return value
    }

    /// `value(at:)` for a program with tracks sampled through their samplers, from `initialValue`
    /// copied into `value` (at a time ≥ 0).
    @usableFromInline @inline(never)
    func valueThroughSamplers(from value: Value, at time: Double) -> Value {
        var value = value
        withUnsafeMutablePointer(to: &value) { value in
            KeyframeProgram.run(start, samplers: buffer, into: value, at: time)
        }
        return value
    }
}

/// The initial value of a timeline whose value is not plain data, in an object of its own.
@usableFromInline
final class KeyframeInitialValue<Value> {
    /// The value.
    @usableFromInline let value: Value

    /// A box holding `value`.
    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}

/// A timeline's header (which holds the `KeyframeProgramChunk` of its program words) and, after it in
/// the same object, the velocity makers of its inlined tracks (`header.scalarVelocityCount` of them):
/// one allocation where the makers had an array of their own. A header holding nothing of one
/// timeline's own is shared by the timelines of its chunk with the same makers: ten thousand players
/// of the same tracks then keep one per chunk (a chunk holds about 45 programs of 4 × 4 keyframes)
/// instead of 144 bytes each.
@usableFromInline
final class KeyframeTimelineBuffer<Value>: ManagedBuffer<KeyframeTimelineHeader<Value>, any KeyframeScalarVelocity<Value>> {
    /// A buffer holding `header` and `scalarVelocities` (as many as `header.scalarVelocityCount`).
    @usableFromInline
    static func make(header: KeyframeTimelineHeader<Value>,
                     scalarVelocities: [any KeyframeScalarVelocity<Value>]) -> KeyframeTimelineBuffer<Value> {
        precondition(header.scalarVelocityCount == scalarVelocities.count, "one velocity maker per counted track")
        let buffer = unsafeDowncast(create(minimumCapacity: scalarVelocities.count) { _ in header },
                                    to: KeyframeTimelineBuffer<Value>.self)
        buffer.withUnsafeMutablePointerToElements { makers in
            scalarVelocities.withUnsafeBufferPointer { given in
                guard let first = given.baseAddress else { return }
                makers.initialize(from: first, count: given.count)
            }
        }
        return buffer
    }

    /// The chunk holding the timeline's program words.
    @usableFromInline
    var chunk: KeyframeProgramChunk { header.chunk }

    /// Whether the buffer's velocity makers are `makers`, the same objects in the same order.
    func hasVelocityMakers(_ makers: [any KeyframeScalarVelocity<Value>]) -> Bool {
        withUnsafeMutablePointers { header, own in
            header.pointee.scalarVelocityCount == makers.count
                && makers.indices.allSatisfy { own[$0] === makers[$0] }
        }
    }

    /// The velocity maker of inlined track number `index` (in program order, among the inlined ones).
    @usableFromInline
    func scalarVelocity(_ index: Int) -> any KeyframeScalarVelocity<Value> {
        precondition(index >= 0 && index < header.scalarVelocityCount, "velocity maker \(index) out of range")
        return withUnsafeMutablePointerToElements { $0[index] }
    }

    deinit {
        _ = withUnsafeMutablePointers { header, makers in makers.deinitialize(count: header.pointee.scalarVelocityCount) }
    }
}

/// Words of a `KeyframeProgramArena`, freed when the last timeline holding words in it is.
@usableFromInline
final class KeyframeProgramChunk: @unchecked Sendable {
    // @unchecked: `used` is read and written only under the arena's lock; the words before `used`
    // are written once, by the timeline that reserved them, before it is shared, and never again.

    /// The words.
    @usableFromInline let base: UnsafeMutablePointer<UInt64>
    /// How many words `base` holds.
    let capacity: Int
    /// How many words have been handed out.
    fileprivate var used = 0

    fileprivate init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    deinit {
        base.deallocate()
    }
}

/// Memory for keyframe programs, handed out one program after another so that timelines made one
/// after another (a list of cells, a fleet of players) have their programs side by side, as an array
/// of C structs would.
///
/// A chunk is freed when the last timeline holding words in it is: a timeline that outlives the others
/// made around it keeps its chunk's `standardWords` × 8 bytes (32 KB for the shared arena) alive.
/// Programs of more than a quarter of that get a chunk of their own. Thread-safe: words are handed
/// out under a lock.
@usableFromInline
final class KeyframeProgramArena: @unchecked Sendable {
    // @unchecked: `current` and the chunks' `used` are read and written only under `lock`.

    /// The arena every timeline's program goes to.
    @usableFromInline static let shared = KeyframeProgramArena(standardWords: 4096)

    /// The words of a chunk shared by timelines.
    let standardWords: Int
    private let lock = NSLock()
    private var current: KeyframeProgramChunk?
    /// A timeline header shared by timelines whose programs lie in `current` (see `sharedHeader`);
    /// nil when `current` changes, so that it never keeps an older chunk alive.
    private var currentHeader: AnyObject?

    /// An arena of chunks of `standardWords` words (at least 4).
    init(standardWords: Int) {
        precondition(standardWords >= 4, "a chunk holds at least 4 words")
        self.standardWords = standardWords
    }

    /// `count` uninitialised words for one timeline, in the chunk being filled (a new one when it lacks
    /// room), or in a chunk of their own for a program over a quarter of a standard chunk.
    func reserve(_ count: Int) -> (chunk: KeyframeProgramChunk, words: UnsafeMutablePointer<UInt64>) {
        precondition(count > 0, "a reservation holds at least one word")
        if count > standardWords / 4 {
            let own = KeyframeProgramChunk(capacity: count)
            own.used = count
            return (own, own.base)
        }
        lock.lock()
        defer { lock.unlock() }
        if let chunk = current, chunk.capacity - chunk.used >= count {
            chunk.used += count
            return (chunk, chunk.base + (chunk.used - count))
        }
        let chunk = KeyframeProgramChunk(capacity: standardWords)
        chunk.used = count
        current = chunk
        // The old chunk's header goes (it may be the last holder of that chunk, whose release does
        // not use the arena).
        currentHeader = nil
        return (chunk, chunk.base)
    }

    /// The shared header for timelines in `chunk`: `make` is given the one kept for the chunk being
    /// filled (nil if none, if it is of another value type, or if `chunk` is not the chunk being
    /// filled) and returns the one to use, which is kept for the next timeline when `chunk` is still
    /// the chunk being filled. `make` runs under the arena's lock and must not use the arena.
    func sharedHeader<Header: AnyObject>(for chunk: KeyframeProgramChunk, _ make: (Header?) -> Header) -> Header {
        lock.lock()
        defer { lock.unlock() }
        let kept = current === chunk ? currentHeader as? Header : nil
        let header = make(kept)
        if current === chunk { currentHeader = header }
        return header
    }
}
