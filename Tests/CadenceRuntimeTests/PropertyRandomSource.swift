import Foundation

/// A reproducible random source for the runtime's property and soak tests: a 64-bit linear
/// congruential step (Knuth's MMIX constants) whose high bits are scrambled by a xorshift-multiply,
/// which is plenty for picking times and frame counts. Seeded from `CADENCE_TEST_SEED` when set,
/// otherwise at random; the seed is printed so that a failure can be replayed.
struct PropertyRandomSource: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A source for the test `label`, printing its seed.
    static func seeded(_ label: String) -> PropertyRandomSource {
        let given = ProcessInfo.processInfo.environment["CADENCE_TEST_SEED"].flatMap { text in
            text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        }
        let seed = given ?? UInt64.random(in: 0...UInt64.max)
        print("\(label): seed 0x\(String(seed, radix: 16)) (replay with CADENCE_TEST_SEED=0x\(String(seed, radix: 16)))")
        return PropertyRandomSource(seed: seed)
    }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        var mixed = state
        mixed ^= mixed >> 33
        mixed &*= 0xFF51_AFD7_ED55_8CCD
        mixed ^= mixed >> 33
        return mixed
    }
}
