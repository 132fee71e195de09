import Testing
import CadenceTestSupport

/// Checks the shared helpers themselves, so a broken comparison cannot make other tests pass.
/// SplitMix64's first outputs for seed 0 are the published reference values of the algorithm.
@Suite struct SupportTests {
    @Test(arguments: [
        (1.0, 1.0 + 1e-13, true), (1.0, 1.0 + 1e-11, false),
        (0.0, 1e-13, true), (0.0, 1e-11, false),
        (1e6, 1e6 + 1e-7, true), (1e6, 1e6 + 1e-5, false),
        (Double.nan, Double.nan, true), (Double.nan, 0, false), (0, Double.nan, false),
        (Double.infinity, Double.infinity, true), (-Double.infinity, -Double.infinity, true),
        (Double.infinity, -Double.infinity, false), (Double.infinity, Double.greatestFiniteMagnitude, false),
    ] as [(Double, Double, Bool)])
    func isCloseDefaults(a: Double, b: Double, close: Bool) {
        #expect(isClose(a, b) == close)
        #expect(isClose(b, a) == close)
    }

    @Test func isCloseTolerancesAreAlternatives() {
        #expect(isClose(0.0, 0.001, abs: 0.01, rel: 0))
        #expect(!isClose(0.0, 0.001, abs: 0, rel: 0.5))
        #expect(isClose(100.0, 101.0, abs: 0, rel: 0.01))
        #expect(!isClose(100.0, 102.0, abs: 1, rel: 0.01))
        #expect(isClose(Float(1), Float(1.0000001), abs: 0, rel: 1e-6))
    }

    @Test func splitMix64MatchesReferenceOutputs() {
        var rng = SeededGenerator(seed: 0)
        #expect(rng.seed == 0)
        #expect(rng.next() == 0xE220_A839_7B1D_CDAF)
        #expect(rng.next() == 0x6E78_9E6A_A1B9_65F4)
        #expect(rng.next() == 0x06C4_5D18_8009_454F)
    }

    @Test func sameSeedSameSequence() {
        var a = SeededGenerator(seed: 42), b = SeededGenerator(seed: 42), c = SeededGenerator(seed: 43)
        let first = (0..<8).map { _ in a.next() }
        #expect(first == (0..<8).map { _ in b.next() })
        #expect(first != (0..<8).map { _ in c.next() })
    }
}
