import Dispatch
import Synchronization
import Testing
@testable import Cadence

/// Keyframe programs in shared chunks (`KeyframeProgramChunk`): timelines made one after another have
/// their programs side by side, a timeline's words and initial value stay its own whatever is made
/// around it or on other threads, and a chunk goes when its last timeline does.
@Suite struct KeyframeProgramChunkTests {
    struct Pair: Equatable {
        var x = 0.0, y = 0.0
    }

    /// A value that is not plain data: its initial value stays in the timeline's header.
    struct Named: Equatable {
        var name = "start"
        var x = 0.0
    }

    static func timeline(_ index: Int) -> KeyframeTimeline<Pair> {
        KeyframeTimeline(initialValue: Pair(x: Double(index), y: -1)) {
            KeyframeTrack(\Pair.x) {
                CubicKeyframe(Double(index % 5), duration: 0.2)
                LinearKeyframe(2, duration: 0.1)
            }
            KeyframeTrack(\Pair.y) { CubicKeyframe(Double(index % 3), duration: 0.3) }
        }
    }

    static let times: [Double] = [-1, 0, 0.05, 0.2, 0.25, 0.3, 1]

    @Test func reservationsInTurnLieSideBySide() {
        let arena = KeyframeProgramArena(standardWords: 64)
        let first = arena.reserve(10), second = arena.reserve(6), third = arena.reserve(16)
        #expect(first.chunk === second.chunk && second.chunk === third.chunk)
        #expect(second.words == first.words + 10 && third.words == second.words + 6)
        // 32 words are left; 33 do not fit a quarter (16) either, so they get a chunk of their own,
        // and the chunk being filled stays the same.
        let own = arena.reserve(33)
        #expect(own.chunk !== first.chunk && own.chunk.capacity == 33)
        let fourth = arena.reserve(16), fifth = arena.reserve(16)
        #expect(fourth.chunk === first.chunk && fourth.words == third.words + 16 && fifth.words == fourth.words + 16)
        // Full: the next goes to a new chunk.
        let sixth = arena.reserve(1)
        #expect(sixth.chunk !== first.chunk && sixth.words == sixth.chunk.base && sixth.chunk.capacity == 64)
    }

    @Test func aTimelinesProgramAndInitialValueAreInItsChunk() {
        // `y` has no track, so the tracks' starts do not give the initial value: the chunk keeps it.
        let timeline = KeyframeTimeline(initialValue: Pair(x: 3, y: -1)) {
            KeyframeTrack(\Pair.x) { CubicKeyframe(1, duration: 0.2) }
        }
        #expect(timeline.program[0] & KeyframeProgram.startsFlag == 0)
        let valueWords = KeyframeTimelineStorage<Pair>.initialValueWords
        #expect(KeyframeTimelineStorage<Pair>.keepsInitialValueInChunk && valueWords == 2)
        let chunk = timeline.storage.chunk
        let offset = timeline.storage.start - UnsafePointer(chunk.base)
        #expect(offset >= valueWords && offset + timeline.program.count <= chunk.capacity)
        #expect(UnsafeRawPointer(timeline.storage.start - valueWords).load(as: Pair.self) == Pair(x: 3, y: -1))
    }

    /// Tracks that write the whole value and start from it give the initial value back: the chunk
    /// keeps only the program, and the values (before 0, at NaN, on the way, at the end) and
    /// velocities are those of a timeline that keeps the value, bit for bit.
    @Test func aTimelineWhoseTracksGiveTheInitialValueKeepsOnlyItsProgram() {
        let covered = Self.timeline(3)
        #expect(covered.program[0] & KeyframeProgram.startsFlag != 0)
        #expect(covered.initialValue == Pair(x: 3, y: -1))
        // The same tracks, and a third that starts with a jump: its start is not the initial value.
        let jumping = KeyframeTimeline(initialValue: Pair(x: 3, y: -1)) {
            KeyframeTrack(\Pair.x) {
                CubicKeyframe(Double(3 % 5), duration: 0.2)
                LinearKeyframe(2, duration: 0.1)
            }
            KeyframeTrack(\Pair.y) { CubicKeyframe(Double(3 % 3), duration: 0.3) }
            KeyframeTrack(\Pair.y) { MoveKeyframe(5) }
        }
        #expect(jumping.program[0] & KeyframeProgram.startsFlag == 0)
        // A negative zero comes back as a negative zero.
        let signed = KeyframeTimeline(initialValue: Pair(x: -0.0, y: 1)) {
            KeyframeTrack(\Pair.x) { LinearKeyframe(1, duration: 0.2) }
            KeyframeTrack(\Pair.y) { LinearKeyframe(1, duration: 0.2) }
        }
        #expect(signed.program[0] & KeyframeProgram.startsFlag != 0)
        #expect(signed.initialValue.x.sign == .minus && signed.value(time: -1).x.sign == .minus)
        for time in Self.times + [.nan, -0.0, 0.1, 0.29] {
            let value = covered.value(time: time), reference = KeyframeProgramTests.trackByTrack(covered, at: time)
            #expect([value.x, value.y].map(\.bitPattern) == [reference.x, reference.y].map(\.bitPattern), "t = \(time)")
            let expected = jumping.value(time: time)
            if time < 0 || time.isNaN {
                #expect(value == Pair(x: 3, y: -1))
            } else {
                #expect(value.x.bitPattern == expected.x.bitPattern, "t = \(time)")
            }
            let velocity = covered.velocity(time: time), kept = jumping.velocity(time: time)
            #expect(velocity[\.x]?.bitPattern == kept[\.x]?.bitPattern, "t = \(time)")
        }
    }

    @Test func valuesAreTheSameWhereverTheProgramLies() {
        let timelines = (0..<200).map(Self.timeline)
        // The same timelines made again, each alone between other allocations.
        for (index, timeline) in timelines.enumerated() {
            let fresh = Self.timeline(index)
            for time in Self.times {
                #expect(timeline.value(time: time) == fresh.value(time: time), "timeline \(index) at \(time)")
            }
            #expect(timeline.value(time: -1) == Pair(x: Double(index), y: -1), "the initial value")
            #expect(timeline.program == fresh.program)
        }
        #expect(Set(timelines.map { ObjectIdentifier($0.storage.chunk) }).count > 1, "200 programs fill more than one chunk")
    }

    @Test func aValueThatIsNotPlainDataKeepsItsInitialValueInTheHeader() {
        #expect(!KeyframeTimelineStorage<Named>.keepsInitialValueInChunk)
        let timeline = KeyframeTimeline(initialValue: Named(name: "badge", x: 1)) {
            KeyframeTrack(\Named.x) { LinearKeyframe(3, duration: 1) }
        }
        #expect(timeline.value(time: -1) == Named(name: "badge", x: 1))
        #expect(timeline.value(time: 0.5) == Named(name: "badge", x: 2))
    }

    @Test func timelinesMadeOnManyThreadsKeepTheirOwnWords() {
        let made = Mutex<[Int: KeyframeTimeline<Pair>]>([:])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for step in 0..<60 {
                let index = thread * 1000 + step
                let timeline = Self.timeline(index)
                made.withLock { $0[index] = timeline }
            }
        }
        let all = made.withLock { $0 }
        #expect(all.count == 480)
        for (index, timeline) in all {
            let fresh = Self.timeline(index)
            #expect(timeline.program == fresh.program, "timeline \(index)")
            #expect(Self.times.allSatisfy { timeline.value(time: $0) == fresh.value(time: $0) }, "timeline \(index)")
        }
    }

    /// The storage a player's timeline has (no lowering), made in `arena`.
    static func lean<Value>(_ timeline: KeyframeTimeline<Value>, in arena: KeyframeProgramArena) -> KeyframeTimelineStorage<Value> {
        let tracks = timeline.resolvedTracks
        let (program, samplers) = KeyframeProgram.make(tracks)
        return KeyframeTimelineStorage.make(
            initialValue: timeline.initialValue, program: program, samplers: samplers, lowering: nil,
            scalarVelocities: tracks.filter { KeyframeProgram.isInline($0.sampler) }.map { $0.details.scalarVelocity() },
            arena: arena)
    }

    /// Timelines of the same inlined tracks made one after another in a chunk share one header (it
    /// holds only the chunk and the velocity makers), each with its own words in that chunk; a new
    /// chunk, other tracks or a timeline keeping its keyframes get a header of their own; and the
    /// velocities and values are each timeline's own.
    @Test func timelinesOfTheSameTracksShareAHeaderInTheirChunk() {
        let arena = KeyframeProgramArena(standardWords: 128)
        let timelines = (0..<12).map(Self.timeline)
        let storages = timelines.map { Self.lean($0, in: arena) }
        // Each program is 1 + 2 × 3 + (1 + 2 × 2) + 8 + (1 + 2) + 4 = 27 words (the tracks' starts
        // give the initial value, so the chunk does not keep it): four in a chunk of 128.
        #expect(storages.allSatisfy { $0.words.count == 27 && $0.words[0] & KeyframeProgram.startsFlag != 0 })
        for (index, storage) in storages.enumerated() {
            #expect(storage.buffer === storages[index - index % 4].buffer, "timeline \(index)")
            #expect(storage.buffer.chunk === storages[index - index % 4].buffer.chunk)
            let base = storage.chunk.base
            #expect(storage.start >= UnsafePointer(base) && storage.start < UnsafePointer(base + storage.chunk.capacity))
            for time in Self.times {
                #expect(storage.value(at: time) == timelines[index].value(time: time), "timeline \(index) at \(time)")
                let velocity = KeyframeVelocity(entries: storage.velocityEntries(at: time))
                let expected = timelines[index].velocity(time: time)
                #expect(velocity[\Pair.x]?.bitPattern == expected[\Pair.x]?.bitPattern, "timeline \(index) at \(time)")
                #expect(velocity[\Pair.y]?.bitPattern == expected[\Pair.y]?.bitPattern, "timeline \(index) at \(time)")
            }
        }
        #expect(Set(storages.map { ObjectIdentifier($0.buffer) }).count == 3)
        // A timeline keeping its keyframes (its lowering) has a header of its own.
        #expect(!timelines[0].storage.header.isShareable && storages[0].header.isShareable)
        // Other tracks (another key path) do not take it.
        let other = Self.lean(KeyframeTimeline(initialValue: Pair()) {
            KeyframeTrack(\Pair.y) { CubicKeyframe(1, duration: 0.2) }
        }, in: arena)
        #expect(other.buffer !== storages[11].buffer)
        // A value that is not plain data keeps its own header with its initial value.
        let named = Self.lean(KeyframeTimeline(initialValue: Named()) {
            KeyframeTrack(\Named.x) { CubicKeyframe(1, duration: 0.2) }
        }, in: arena)
        let namedAgain = Self.lean(KeyframeTimeline(initialValue: Named(name: "again")) {
            KeyframeTrack(\Named.x) { CubicKeyframe(1, duration: 0.2) }
        }, in: arena)
        #expect(named.buffer !== namedAgain.buffer)
        #expect(namedAgain.initialValue.name == "again")
    }

    @Test func aChunkGoesWithItsLastHolder() {
        let arena = KeyframeProgramArena(standardWords: 8)
        weak var first: KeyframeProgramChunk?
        do {
            let held = arena.reserve(2)
            first = held.chunk
            // Fill the chunk: the arena moves on to a new one and no longer holds the first.
            for _ in 0..<4 { _ = arena.reserve(2) }
            #expect(first != nil, "still held by its reservation")
            withExtendedLifetime(held.chunk) {}
        }
        #expect(first == nil, "nothing holds words in it any more")
    }
}
