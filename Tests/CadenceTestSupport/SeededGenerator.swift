import Foundation

/// A reproducible random number generator for property tests (SplitMix64), which prints its seed.
/// Shared by the test targets (a test target cannot import another), so there is one of it.
///
/// ```swift
/// var rng = SeededGenerator()                 // fixed default seed, printed
/// let x = Double.random(in: 0...1, using: &rng)
/// ```
///
/// The seed is, in order: the `seed` argument, the environment variable `CADENCE_TEST_SEED` (decimal
/// or `0x…` hex), or a fixed default, so CI runs are deterministic and a failure seen elsewhere can be
/// replayed with `CADENCE_TEST_SEED=<printed seed> swift test --filter …`.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    /// The default when neither an argument nor the environment gives a seed.
    public static let defaultSeed: UInt64 = 0xCADE_5EED_2023_0001

    /// The seed this generator started from.
    public let seed: UInt64
    private var state: UInt64

    public init(seed: UInt64? = nil, fileID: String = #fileID, line: Int = #line) {
        let chosen = seed ?? SeededGenerator.environmentSeed ?? SeededGenerator.defaultSeed
        self.seed = chosen
        state = chosen
        let hex = "0x" + String(chosen, radix: 16)
        let replay = seed == nil ? " (replay: CADENCE_TEST_SEED=\(hex))" : " (fixed in the test)"
        print("SeededGenerator seed \(hex) at \(fileID):\(line)\(replay)")
    }

    /// SplitMix64 (Steele, Lea and Flood 2014): a Weyl sequence through a 64-bit finaliser.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A generator seeded from `CADENCE_TEST_SEED`, else from the system generator (a new case each
    /// run), printing the seed with `label` so a failure can be replayed.
    public static func logged(_ label: String) -> SeededGenerator {
        let seed = environmentSeed ?? UInt64.random(in: 0...UInt64.max)
        print("\(label): seed \(seed) (set CADENCE_TEST_SEED=\(seed) to replay)")
        return SeededGenerator(silentSeed: seed)
    }

    private init(silentSeed: UInt64) {
        seed = silentSeed
        state = silentSeed
    }

    private static var environmentSeed: UInt64? {
        guard let text = ProcessInfo.processInfo.environment["CADENCE_TEST_SEED"] else { return nil }
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }
}
