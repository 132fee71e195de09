@testable import CadenceCLI
import CadenceSpec
import CadenceTestSupport
import Foundation
import Testing
import CadenceSpecTestSupport

/// `PhaseSchedule.value(at:)` carries a sweep on from where its last sample left a copy of the
/// animations (a fluid spring is stepped from its start); the numbers must not depend on that.
@Suite struct PhaseScheduleTests {
    /// Every shipped phase spec, plus a cycle whose springs are retargeted while running and a run
    /// whose last phase equals its first.
    static let specs: [(name: String, json: String)] = {
        var specs = EmbeddedSpec.examples.filter { $0.json.contains("\"phases\"") }.map { ($0.name, $0.json) }
        specs.append(("running springs, repeating", #"""
        {"version": 1, "mode": "repeating", "initialValue": {"x": {"type": "number", "value": 0}, "p": {"type": "point", "value": {"x": 0, "y": 0}}},
         "phases": [{"name": "a", "values": {"x": 0}, "animation": {"kind": "spring", "duration": 0.6, "bounce": 0.3}},
                    {"name": "b", "values": {"x": 40, "p": {"x": 3, "y": -7}}, "animation": {"kind": "linear", "duration": 0.2}},
                    {"name": "c", "values": {"x": -10}, "animation": "bouncy"}]}
        """#))
        specs.append(("hold that does not hold", #"""
        {"version": 1, "initialValue": {"x": {"type": "number", "value": 0}},
         "phases": [{"name": "rest", "values": {"x": 0}}, {"name": "up", "values": {"x": 9}, "animation": "snappy"},
                    {"name": "hold", "values": {"x": 9}, "animation": {"kind": "linear", "duration": 1}}]}
        """#))
        return specs
    }()

    @Test(arguments: specs.indices)
    func aSweepGivesTheNumbersOfFreshSamples(index: Int) throws {
        let (name, json) = Self.specs[index]
        let spec = try decodeSpec(json)
        guard case .phases(let phases) = spec.content else { Issue.record("\(name): not phases"); return }
        let repeating = spec.mode == .repeating
        let sweep = try PhaseSchedule(phases: phases, repeating: repeating, horizon: 3)
        var random = SeededGenerator.logged("PhaseScheduleTests \(name)")
        // Ascending, with repeats and small steps back, as plots and exports sample.
        var times: [Double] = []
        var time = 0.0
        while time < 3 {
            times.append(time)
            if random.next() % 7 == 0 { times.append(max(0, time - Double(random.next() % 100) / 1000)) }
            time += Double(random.next() % 100 + 20) / 1000
        }
        for time in times {
            let carried = sweep.value(at: time)
            let fresh = try PhaseSchedule(phases: phases, repeating: repeating, horizon: 3).value(at: time)
            #expect(carried == fresh, "\(name) at t = \(time): \(carried) vs \(fresh)")
        }
    }
}
