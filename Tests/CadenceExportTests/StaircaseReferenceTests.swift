@testable import CadenceExport
import Foundation
import Testing

/// `Staircase` finds each step's first instant by narrowing the bracket around one period after the
/// step before; it must find the same instants, to the bit, as halving the whole interval does.
@Suite struct StaircaseReferenceTests {
    /// The steps by plain halving of every interval that changes.
    static func plainSteps(start: Double, end: Double, function: (Double) -> Double) -> [Double] {
        let count = max(2, Int(((end - start) * 2400).rounded(.up)))
        let times = (0...count).map { start + (end - start) * Double($0) / Double(count) }
        let values = times.map(function)
        var result = [start]
        for index in 0..<count where values[index] != values[index + 1] {
            var lo = times[index], hi = times[index + 1]
            while hi - lo > 0, lo.nextUp < hi {
                let middle = lo + (hi - lo) / 2
                if function(middle) == values[index] { lo = middle } else { hi = middle }
            }
            result.append(hi)
        }
        return result
    }

    /// A smooth motion held in steps of `period` from `origin` on.
    static func stepped(origin: Double, period: Double, _ motion: @escaping @Sendable (Double) -> Double) -> @Sendable (Double) -> Double {
        { t in motion(origin + ((t - origin) / period).rounded(.down) * period) }
    }

    static let cases: [(name: String, start: Double, end: Double, function: @Sendable (Double) -> Double)] = [
        ("1/300 s from 0", 0, 0.6, stepped(origin: 0, period: 1.0 / 300) { 1 - exp(-6 * $0) }),
        ("1/300 s from an odd origin", 0.0123, 0.7, stepped(origin: 0.0123, period: 1.0 / 300) { sin(7 * $0) }),
        ("1/300 s from 1/7, late start", 1.0 / 7, 1.1, stepped(origin: 1.0 / 7, period: 1.0 / 300) { $0 * $0 }),
        ("another period", 0, 0.5, stepped(origin: 0, period: 1.0 / 240) { cos(5 * $0) }),
        ("irregular steps", 0, 0.4, { t in (t * 150 + 400 * t * t).rounded(.down) / 10 }),
    ]

    @Test(arguments: 0..<cases.count)
    func theStepsStartWhereHalvingFindsThem(case index: Int) throws {
        let c = Self.cases[index]
        let staircase = try #require(Staircase(start: c.start, end: c.end, function: c.function), "\(c.name)")
        let expected = Self.plainSteps(start: c.start, end: c.end, function: c.function)
        #expect(staircase.steps.map(\.time) == expected, "\(c.name)")
        #expect(staircase.steps.map(\.value) == expected.map(c.function), "\(c.name)")
        #expect(expected.count > 20)
    }
}
