import Cadence
import CadenceRuntime

/// A hundred phase animators cycling through the like button's three phases (snappy, bouncy and
/// smooth springs into them), stepped once per 120 Hz frame: one animating a `Double`, one animating
/// two properties (scale and offset). Compared with one closed-form spring sample in C, as issue #19
/// states its target.
enum PhaseBenchmarks {
    enum LikePhase: CaseIterable, Sendable {
        case rest, pop, settle
    }

    static let fleetSize = 100

    /// Two animated properties: a scale and a vertical offset.
    struct TwoValues: Animatable, Sendable {
        var scale = 1.0
        var offset = 0.0
        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(scale, offset) }
            set { (scale, offset) = (newValue.first, newValue.second) }
        }
    }

    /// The players and the frame they are at; a class so batches continue one run.
    final class Fleet<Value: Animatable> {
        var players: [PhasePlayer<LikePhase, Value>]
        let read: (Value) -> Double
        private var frame = 0

        /// Each player starts cycling at its first update: staggered over the first 97 frames' worth of
        /// offsets, so they sit at different phases and points of their springs.
        init(size: Int, value: @escaping @Sendable (LikePhase) -> Value, read: @escaping (Value) -> Double) {
            self.read = read
            players = (0..<size).map { _ in
                try! PhasePlayer(LikePhase.allCases, value: value) { phase in
                    switch phase {
                    case .rest: .snappy(duration: 0.15)
                    case .pop: .bouncy(duration: 0.35, extraBounce: 0.2)
                    case .settle: .smooth(duration: 0.25)
                    }
                }
            }
            for index in players.indices { players[index].update(at: -Double(index % 97) / 97) }
        }

        func step() -> Double {
            frame += 1
            let time = Double(frame) / PlayerBenchmarks.fps
            var checksum = 0.0
            // Through the array's buffer, as `PlayerBenchmarks.Fleet` does (see there).
            players.withUnsafeMutableBufferPointer { players in
                for index in players.indices {
                    players[index].update(at: time)
                    checksum += read(players[index].value)
                }
            }
            return checksum
        }
    }

    static func register(in harness: inout BenchmarkHarness) {
        let fleet = Lazy { Fleet<Double>(size: fleetSize, value: { $0 == .pop ? 1.35 : 1.0 }, read: { $0 }) }
        harness.add("runtime.phase-player.100-cycling.frame", operations: fleetSize,
                    note: "ns per phase animator per 120 Hz frame", references: ["c.spring.value.underdamped"]) {
            fleet.value.step()
        }
        let two = Lazy {
            Fleet<TwoValues>(size: fleetSize, value: { phase in
                phase == .pop ? TwoValues(scale: 1.35, offset: -12) : TwoValues()
            }, read: { $0.scale + $0.offset })
        }
        harness.add("runtime.phase-player.100-cycling-2-properties.frame", operations: fleetSize,
                    note: "ns per phase animator (scale and offset) per 120 Hz frame",
                    references: ["c.spring.value.underdamped"]) {
            two.value.step()
        }
    }
}
