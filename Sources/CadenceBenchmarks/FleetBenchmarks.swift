import CBenchReference
import Cadence
import CadenceRuntime
import Foundation

/// Ten thousand animators that share one like-button timeline: the runtime's `KeyframePlayerFleet`,
/// and the same loop written by hand over (start time, value) pairs, for comparison with
/// `PlayerBenchmarks`' fleet of individual players (each owning its timeline). Also reports the
/// memory each animator costs.
enum FleetBenchmarks {
    typealias LikeValues = LikeButtonKeyframes.Values
    static let fleetSize = PlayerBenchmarks.fleetSize
    static let fps = PlayerBenchmarks.fps

    static func sharedTimeline() -> KeyframeTimeline<LikeValues> {
        LikeButtonKeyframes.timeline()
    }

    /// A fleet and the frame it is at; a class so the harness's closure steps the same fleet from one
    /// batch to the next. Tapped at staggered instants over the frame before the first, as
    /// `PlayerBenchmarks.Fleet` is, so animators sit at different points of the timeline.
    final class RuntimeFleet {
        var fleet: KeyframePlayerFleet<LikeValues>
        private var frame = 0

        init(size: Int) {
            fleet = KeyframePlayerFleet(timeline: FleetBenchmarks.sharedTimeline(), count: size)
            for index in 0..<size { fleet.play(index, at: -Double(index % 97) / 97 / FleetBenchmarks.fps) }
        }

        func step() -> Double {
            frame += 1
            fleet.update(at: Double(frame) / FleetBenchmarks.fps)
            return fleet.values.withUnsafeBufferPointer { values in
                var checksum = 0.0
                for index in values.indices { checksum += values[index].scale }
                return checksum
            }
        }
    }

    /// The same work without the runtime type: an array of (start, value) and the shared timeline.
    final class HandWrittenFleet {
        struct Animator {
            var start: Double
            var value: LikeValues
        }

        let timeline = FleetBenchmarks.sharedTimeline()
        var animators: [Animator]
        private var frame = 0

        init(size: Int) {
            animators = (0..<size).map { index in
                Animator(start: -Double(index % 97) / 97 / FleetBenchmarks.fps, value: LikeValues())
            }
        }

        func step() -> Double {
            frame += 1
            let time = Double(frame) / FleetBenchmarks.fps
            let timeline = timeline
            return animators.withUnsafeMutableBufferPointer { animators in
                var checksum = 0.0
                for index in animators.indices {
                    animators[index].value = timeline.value(time: time - animators[index].start)
                    checksum += animators[index].value.scale
                }
                return checksum
            }
        }
    }

    /// 22 batches (a warm-up and 21) are 22 frames, 0.18 s: every animator is mid-run throughout.
    static func register(in harness: inout BenchmarkHarness) {
        let fleet = Lazy { RuntimeFleet(size: fleetSize) }
        harness.add("runtime.keyframe-fleet.10k-x-4-tracks.frame", operations: fleetSize,
                    note: "ns per animator per 120 Hz frame, one shared timeline (KeyframePlayerFleet)") {
            fleet.value.step()
        }
        let handWritten = Lazy { HandWrittenFleet(size: fleetSize) }
        harness.add("runtime.shared-timeline.10k-x-4-tracks.frame", operations: fleetSize,
                    note: "ns per animator per 120 Hz frame, hand-written loop over (start, value)") {
            handWritten.value.step()
        }
    }

    /// Prints the memory an animator costs, as one JSON line: `MemoryLayout` strides, and the heap
    /// bytes in use (`mallinfo2`) and resident set (`/proc/self/statm`) grown by building ten thousand
    /// individual players (each with its own timeline, built by its first run), a fleet of ten
    /// thousand over one timeline, and ten thousand players of 4 × 4 cubic keyframes each with its own
    /// timeline, against the size of the C reference's timeline (`c_timeline_bytes`).
    static func reportMemory(matching filter: String?) {
        let name = "runtime.memory-per-animator"
        guard filter.map({ name.contains($0) }) ?? true else { return }
        let heapBefore = PlayerBenchmarks.mallocBytesInUse()
        let residentBefore = residentBytes()
        let players = PlayerBenchmarks.likeFleet(size: fleetSize)
        blackHole(players.step())
        let heapPlayers = PlayerBenchmarks.mallocBytesInUse()
        let residentPlayers = residentBytes()
        let fleet = RuntimeFleet(size: fleetSize)
        blackHole(fleet.step())
        let heapFleet = PlayerBenchmarks.mallocBytesInUse()
        let residentFleet = residentBytes()
        // Ten thousand players of 4 × 4 cubic keyframes, each its own timeline (issue #19's row).
        let own = OwnTimelineBenchmarks.players(count: fleetSize)
        blackHole(own.step())
        let heapOwn = PlayerBenchmarks.mallocBytesInUse()
        let residentOwn = residentBytes()
        withExtendedLifetime((players, fleet, own)) {}

        func perAnimator(_ after: Int?, _ before: Int?) -> String {
            guard let after, let before else { return "null" }
            return String(format: "%.1f", Double(after - before) / Double(fleetSize))
        }
        var line = "{\"case\": \"\(name)\", \"animators\": \(fleetSize), "
        line += "\"player_stride\": \(MemoryLayout<KeyframePlayer<LikeValues>>.stride), "
        line += "\"value_stride\": \(MemoryLayout<LikeValues>.stride), "
        line += "\"fleet_bytes_per_animator_layout\": \(MemoryLayout<LikeValues>.stride + MemoryLayout<Double>.stride), "
        line += "\"players_heap_bytes_per_animator\": \(perAnimator(heapPlayers, heapBefore)), "
        line += "\"players_rss_bytes_per_animator\": \(perAnimator(residentPlayers, residentBefore)), "
        line += "\"fleet_heap_bytes_per_animator\": \(perAnimator(heapFleet, heapPlayers)), "
        line += "\"fleet_rss_bytes_per_animator\": \(perAnimator(residentFleet, residentPlayers)), "
        line += "\"own_4x4_cubic_players_heap_bytes_per_animator\": \(perAnimator(heapOwn, heapFleet)), "
        line += "\"own_4x4_cubic_players_rss_bytes_per_animator\": \(perAnimator(residentOwn, residentFleet)), "
        line += "\"c_timeline_bytes\": \(cbr_timeline_size())}"
        print(line)
    }

    /// The resident set size in bytes (`/proc/self/statm`, second field, in pages); nil elsewhere.
    static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
