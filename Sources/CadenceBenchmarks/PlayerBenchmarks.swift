import Cadence
import CadenceRuntime
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The runtime's per-frame cost: ten thousand keyframe players with four tracks each, stepped once per
/// 120 Hz frame, and a check that a frame of them allocates nothing on the heap.
enum PlayerBenchmarks {
    static let fleetSize = 10_000
    static let fps = 120.0

    /// The like button's values: four properties, one track each.
    typealias LikeValues = LikeButtonKeyframes.Values

    /// Running players and the frame they are at. A class so the harness's closure steps the same fleet
    /// from one batch to the next.
    final class Fleet<Value> {
        var players: [KeyframePlayer<Value>]
        /// The number folded into the checksum from a player's value.
        private let read: (Value) -> Double
        private var frame = 0

        /// `size` players made by `make` (given the index), tapped at staggered instants over the frame
        /// before the first, so they sit at different points of their timelines (no shared branch
        /// pattern).
        init(size: Int, make: (Int) -> KeyframePlayer<Value>, read: @escaping (Value) -> Double) {
            self.read = read
            players = (0..<size).map { index in
                var player = make(index)
                player.setTrigger(1, at: -Double(index % 97) / 97 / PlayerBenchmarks.fps)
                return player
            }
        }

        /// Steps every player to the next frame and returns a checksum of their values.
        func step() -> Double {
            frame += 1
            let time = Double(frame) / PlayerBenchmarks.fps
            var checksum = 0.0
            // Through the array's buffer, as the C loop walks its array: indexing a class's array
            // property checks exclusive access and uniqueness for every element, which is the
            // harness's cost, not the players'.
            players.withUnsafeMutableBufferPointer { players in
                for index in players.indices {
                    players[index].update(at: time)
                    checksum += read(players[index].value)
                }
            }
            return checksum
        }

        var areAllRunning: Bool { players.allSatisfy { !$0.isIdle } }
    }

    /// Players of the like button's keyframes.
    static func likeFleet(size: Int) -> Fleet<LikeValues> {
        Fleet(size: size, make: { _ in
            KeyframePlayer(initialValue: LikeValues(), trigger: 0) { _ in LikeButtonKeyframes.keyframes() }
        }, read: \.scale)
    }

    /// The harness times 22 batches (a warm-up and 21), so each fleet steps 22 frames (0.18 s): all
    /// its players are mid-run throughout.
    static func register(in harness: inout BenchmarkHarness) {
        let fleet = Lazy { likeFleet(size: fleetSize) }
        harness.add("runtime.keyframe-player.10k-x-4-tracks.frame", operations: fleetSize,
                    note: "ns per animator per 120 Hz frame") {
            fleet.value.step()
        }
        // The same work on a fleet small enough to stay in cache: the difference is memory traffic.
        let small = Lazy { likeFleet(size: 100) }
        harness.add("runtime.keyframe-player.100-x-4-tracks.frame", operations: 100,
                    note: "ns per animator per 120 Hz frame, fleet in cache") {
            small.value.step()
        }
        // One timeline sampled at the times the small fleet sees: the part of a frame that is keyframe
        // evaluation rather than the player.
        let timeline = LikeButtonKeyframes.timeline()
        var frame = 0
        harness.add("runtime.reference.like-timeline-sample", operations: 100,
                    note: "ns per 4-track sample, same times, no player") {
            frame += 1
            var checksum = 0.0
            for index in 0..<100 {
                let time = Double(frame) / fps + Double(index % 97) / 97 / fps
                checksum += timeline.value(time: time).scale
            }
            return checksum
        }
    }

    /// Steps a fresh fleet for half a second of frames (all players mid-run) while counting heap
    /// allocations, and prints one JSON line. Two independent counters:
    /// - Swift heap objects (class instances, array and dictionary buffers, boxes, closure contexts),
    ///   counted by hooking the Swift runtime's `_swift_allocObject` entry point, the hook Instruments
    ///   uses; a test allocation first checks that the hook sees allocations;
    /// - bytes in use by glibc's malloc (`mallinfo2()`, see `mallocBytesInUse`), which also sees C allocations but
    ///   only what is still held at the end.
    static func reportAllocations(matching filter: String?) {
        let name = "runtime.keyframe-player.allocations"
        guard filter.map({ name.contains($0) }) ?? true else { return }
        let fleet = likeFleet(size: fleetSize)
        blackHole(fleet.step())  // first frame outside the count: lazy initialisation
        let frames = 60
        let hooked = SwiftObjectAllocationHook.install()
        let probe = SwiftObjectAllocationHook.count
        blackHole(Double(ObjectIdentifier(Probe()).hashValue))
        let hookWorks = SwiftObjectAllocationHook.count > probe
        let objectsBefore = SwiftObjectAllocationHook.count
        let bytesBefore = mallocBytesInUse()
        var checksum = 0.0
        for _ in 0..<frames { checksum += fleet.step() }
        let objects = SwiftObjectAllocationHook.count - objectsBefore
        let bytesAfter = mallocBytesInUse()
        SwiftObjectAllocationHook.uninstall()
        blackHole(checksum)
        let bytes = bytesBefore.flatMap { before in bytesAfter.map { String($0 - before) } } ?? "null"
        var line = "{\"case\": \"\(name)\", \"frames\": \(frames), \"animators\": \(fleetSize), "
        line += "\"still_running\": \(fleet.areAllRunning), \"allocation_hook\": \(hooked && hookWorks), "
        line += "\"swift_objects_allocated\": \(objects), \"malloc_bytes_in_use_delta\": \(bytes)}"
        print(line)
    }

    /// A class whose allocation tells whether the counter sees allocations at all.
    private final class Probe {}

    /// Bytes glibc's malloc currently holds for the program: `mallinfo2().uordblks` (chunks in its
    /// arenas) plus `hblkhd` (blocks it maps on their own: every allocation of 128 KiB or more, such
    /// as an array of ten thousand players, which `uordblks` alone leaves out); `nil` where it cannot
    /// be read.
    ///
    /// Swift's Glibc module does not import `<malloc.h>`, so the function is looked up by name. It
    /// returns a struct of ten `size_t`s, which the x86-64 calling convention returns through a hidden
    /// pointer passed as the first argument: calling it as a function of that pointer is the same call.
    /// Other architectures pass that pointer elsewhere (arm64: x8), so there the figure is left out.
    static func mallocBytesInUse() -> Int? {
        #if canImport(Glibc) && arch(x86_64)
        typealias MallInfo2 = @convention(c) (UnsafeMutablePointer<Int>) -> Void
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "mallinfo2") else { return nil }
        let mallinfo2 = unsafeBitCast(symbol, to: MallInfo2.self)
        // On the stack: reading the figure must not allocate.
        var fields: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutablePointer(to: &fields) { pointer in
            pointer.withMemoryRebound(to: Int.self, capacity: 10) { mallinfo2($0) }
        }
        return fields.7 + fields.4  // arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, …
        #else
        return nil
        #endif
    }
}

/// Counts Swift heap-object allocations by wrapping the runtime's `_swift_allocObject` hook.
/// Single-threaded use only (the benchmark).
enum SwiftObjectAllocationHook {
    typealias AllocateObject = @convention(c) (UnsafeRawPointer?, Int, Int) -> UnsafeMutableRawPointer?

    nonisolated(unsafe) static var count = 0
    nonisolated(unsafe) static var original: AllocateObject?
    nonisolated(unsafe) static var slot: UnsafeMutablePointer<AllocateObject?>?

    /// Installs the counting hook; false when the runtime does not export one.
    static func install() -> Bool {
        #if canImport(Glibc)
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "_swift_allocObject") else { return false }
        let hook = symbol.assumingMemoryBound(to: AllocateObject?.self)
        guard let current = hook.pointee else { return false }
        original = current
        slot = hook
        hook.pointee = { metadata, size, alignmentMask in
            SwiftObjectAllocationHook.count += 1
            return SwiftObjectAllocationHook.original!(metadata, size, alignmentMask)
        }
        return true
        #else
        return false
        #endif
    }

    static func uninstall() {
        if let slot, let original { slot.pointee = original }
        slot = nil
    }
}
