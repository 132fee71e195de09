import CadenceExamples
import CadenceTesting
import CadenceUI
import Testing
import CadenceStageTestSupport

/// What a screen reader finds in each example of the catalog (the seed articles' views) while its
/// script plays, and what the audit says about it, as committed text snapshots in
/// `__Snapshots__/Accessibility/`. Re-record with `CADENCE_RECORD_SNAPSHOTS=1` (recording always fails
/// the test, so check and commit the files).
@MainActor
@Suite struct AccessibilitySnapshotTests {
    nonisolated static let names = ExampleCatalog.all.map(\.name)

    /// The tree at the start, right after each scripted event, and at the end; then the
    /// announcements and feedback, and any stage issues.
    static func transcript(_ example: Example) -> String {
        let stage = example.makeStage()
        var parts = [stage.accessibilityTree().description]
        var seen: Set<Double> = [0]
        for event in example.events where seen.insert(event.time).inserted {
            let events = example.events.filter { $0.time == event.time }.map(\.event.description).joined(separator: ", ")
            parts.append("after \(events)\n" + stage.accessibilityTree(at: event.time).description)
        }
        parts.append("at the end\n" + stage.accessibilityTree(at: example.duration).description)
        parts.append((["events"] + stage.accessibilityEvents.map(\.description)).joined(separator: "\n"))
        if !stage.issues.isEmpty {
            parts.append((["issues"] + stage.issues.map(\.message)).joined(separator: "\n"))
        }
        return parts.joined(separator: "\n\n")
    }

    @Test(arguments: names)
    func accessibilityTreeOfExample(name: String) throws {
        let example = try #require(ExampleCatalog.example(named: name))
        assertSnapshot(of: Self.transcript(example), as: .lines, named: "Accessibility/\(name)")
    }

    /// The audit of every example's script under every setting: what `cadence lint` would say. (At
    /// 30 frames per second, which sees the same motion as 60 at half the work.)
    @Test func auditOfTheCatalog() {
        var lines: [String] = []
        for example in ExampleCatalog.all {
            let steps = example.events.map { AccessibilityAudit.Step(at: $0.time, $0.event) }
            let report = AccessibilityAudit(fps: 30).run(steps) { environment in
                let view = example.view()
                return Stage(size: example.size, environment: environment) { view }
            }
            lines.append(([example.name, report.description] + report.observations.map(\.description)).joined(separator: "\n"))
        }
        assertSnapshot(of: lines.joined(separator: "\n\n"), as: .lines, named: "Accessibility/catalog-audit")
    }
}
