import Cadence
import CadenceRuntime

/// A hundred phase animators cycling through the like button's three phases (snappy, bouncy and
/// smooth springs into them), stepped once per 120 Hz frame.
enum PhaseBenchmarks {
    enum LikePhase: CaseIterable, Sendable {
        case rest, pop, settle
    }

    static let fleetSize = 100

    /// The players and the frame they are at; a class so batches continue one run.
    final class Fleet {
        var players: [PhasePlayer<LikePhase, Double>]
        private var frame = 0

        /// Each player starts cycling at its first update: staggered over the first 97 frames' worth of
        /// offsets, so they sit at different phases and points of their springs.
        init(size: Int) {
            players = (0..<size).map { _ in
                try! PhasePlayer(LikePhase.allCases) { phase in
                    phase == .pop ? 1.35 : 1.0
                } animation: { phase in
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
            for index in players.indices {
                players[index].update(at: time)
                checksum += players[index].value
            }
            return checksum
        }
    }

    static func register(in harness: inout BenchmarkHarness) {
        let fleet = Fleet(size: fleetSize)
        harness.add("runtime.phase-player.100-cycling.frame", operations: fleetSize,
                    note: "ns per phase animator per 120 Hz frame") {
            fleet.step()
        }
    }
}
