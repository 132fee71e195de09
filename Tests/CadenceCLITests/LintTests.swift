@testable import CadenceCLI
import CadenceSpec
import Foundation
import Testing

/// `cadence lint` finds each planted problem in Fixtures/lint/ and passes the good specs. On the main
/// actor: lint plays scenes on a stage for the accessibility audit.
@MainActor
@Suite struct LintTests {
    /// Each fixture and the rules it must trigger, exactly (an empty list: clean).
    nonisolated static let expectations: [(String, [String])] = [
        ("good-trigger.json", []),
        ("good-loop.json", []),
        ("good-ignore-on-purpose.json", []),
        ("loop-seam.json", ["loop-seam"]),
        ("loop-seam-angle.json", ["loop-seam"]),
        ("good-spinner.json", []),
        ("loop-seam-short-turn.json", ["loop-seam"]),
        ("loop-reset.json", ["loop-reset"]),
        ("joint-jump.json", ["joint-jump"]),
        ("end-jump.json", ["joint-jump"]),
        ("total-duration.json", ["total-duration"]),
        ("too-many-tracks.json", ["too-many-tracks"]),
        ("no-reduce-motion.json", ["no-reduce-motion"]),
        ("reduce-motion-flash-keyframes.json", ["reduce-motion-flash"]),
        ("reduce-motion-flash-phases.json", ["reduce-motion-flash", "reduce-motion-flash"]),
        ("empty-block.json", ["empty-block"]),
        ("empty-track.json", ["empty-track"]),
        ("empty-variant.json", ["empty-block"]),
        ("phase-no-change.json", ["phase-no-change"]),
    ]

    /// The examples: the seeds' animations. The fixed ones pass; the ones that show a mistake the
    /// seeds describe are flagged for exactly that mistake.
    nonisolated static let examples: [(String, [String])] = [
        ("floating-badge.json", []),
        ("like-button-reduce-motion.json", []),
        ("like-button.json", ["no-reduce-motion"]),
        ("phase-like-button.json", []),
        ("pulse-badge-no-reset.json", ["loop-reset", "loop-reset"]),
        ("pulse-badge.json", []),
        ("save-badge.json", []),
        ("squash-bounce-checkmark.json", ["no-reduce-motion", "total-duration", "loop-reset", "total-duration", "loop-reset"]),
        ("toast.json", []),
    ]

    static func findings(_ url: URL) throws -> [LintFinding] {
        let spec = try AnimationSpec.decode([UInt8](try Data(contentsOf: url)), file: url.lastPathComponent)
        return try SpecLinter(spec: spec).allFindings()
    }

    @Test func everyFixtureHasAnExpectation() {
        let names = PackagePaths.specs(in: PackagePaths.fixtures.appendingPathComponent("lint")).map(\.lastPathComponent)
        #expect(names == Self.expectations.map(\.0).sorted())
        let examples = PackagePaths.specs(in: PackagePaths.examples).map(\.lastPathComponent)
        #expect(examples == Self.examples.map(\.0).sorted())
    }

    @Test(arguments: expectations)
    func fixtureFindsExactlyItsPlantedProblem(name: String, rules: [String]) throws {
        let findings = try Self.findings(PackagePaths.fixtures.appendingPathComponent("lint").appendingPathComponent(name))
        #expect(findings.map(\.rule.id) == rules)
        let failing = findings.contains { $0.severity == .error }
        let run = runSpecCommand(["lint", "Tests/CadenceCLITests/Fixtures/lint/\(name)"])
        #expect(run.status == (failing ? 1 : 0), "\(name): \(run.output)")
        #expect(run.error.isEmpty)
    }

    @Test(arguments: examples)
    func exampleIsFlaggedOnlyForTheSeedsMistakes(name: String, rules: [String]) throws {
        let findings = try Self.findings(PackagePaths.examples.appendingPathComponent(name))
        #expect(findings.map(\.rule.id) == rules)
    }

    /// Findings about a track say which track, when, and how big the problem is.
    @Test(arguments: expectations.filter { !$0.1.isEmpty && !["no-reduce-motion", "empty-block", "too-many-tracks"].contains($0.1[0]) })
    func trackFindingsNameTrackTimeAndSize(name: String, rules: [String]) throws {
        for finding in try Self.findings(PackagePaths.fixtures.appendingPathComponent("lint").appendingPathComponent(name)) {
            #expect(finding.subject != nil, "\(name): \(finding.message)")
            #expect(finding.time != nil, "\(name): \(finding.message)")
            if finding.rule.id != "empty-track" { #expect(finding.size != nil, "\(name): \(finding.message)") }
            #expect(finding.location != nil, "\(name): \(finding.message)")
        }
    }

    @Test func aRepeatedPhaseIsNamedWithWhenItIsPassedOver() throws {
        let findings = try Self.findings(PackagePaths.fixtures.appendingPathComponent("lint").appendingPathComponent("phase-no-change.json"))
        let finding = try #require(findings.first)
        #expect(finding.subject == "hold")
        // Entered (and left) when the snappy spring into "up" is logically complete: its duration.
        #expect(abs((finding.time ?? -1) - 0.5) < 1e-6, "\(String(describing: finding.time))")
        #expect(finding.message.contains("same values as \"up\"") && finding.message.contains(".linear(duration: 1) never plays"))
        #expect(finding.message.contains("delay"))
    }

    @Test func seamSizeComesFromTheJumpNotFromTheKeyframes() throws {
        // loop-seam.json resets to 1.0 and ends at 1.25; the angle fixture runs 0° → 20° with a reset to 0°.
        let scale = try Self.findings(PackagePaths.fixtures.appendingPathComponent("lint/loop-seam.json"))
        #expect(scale.count == 1)
        #expect(abs((scale.first?.size ?? 0) - 0.25) < 1e-9)
        #expect(scale.first?.time == 1.0)
        let angle = try Self.findings(PackagePaths.fixtures.appendingPathComponent("lint/loop-seam-angle.json"))
        #expect(abs((angle.first?.size ?? 0) - 20) < 1e-9, "reported in degrees")
        // The good loop has a reset move too, but ends where it starts: no seam.
        #expect(try Self.findings(PackagePaths.fixtures.appendingPathComponent("lint/good-loop.json")).isEmpty)
    }

    @Test func advisoriesFailOnlyWithStrict() {
        let spec = "Tests/CadenceCLITests/Fixtures/lint/too-many-tracks.json"
        let relaxed = runSpecCommand(["lint", spec])
        #expect(relaxed.status == 0)
        #expect(relaxed.output.contains("advisory: [too-many-tracks]"))
        #expect(relaxed.output.contains("iPhone 15"))
        let strict = runSpecCommand(["lint", "--strict", spec])
        #expect(strict.status == 1)
    }

    @Test func anUnreadableSpecAmongOthersExitsTwoAndTheOthersAreStillChecked() {
        let run = runSpecCommand(["lint", "Examples/pulse-badge.json", "Tests/CadenceCLITests/Fixtures/malformed/bare-nan.json",
                                  "Examples/like-button.json"])
        #expect(run.status == 2)
        #expect(run.output.contains("Examples/pulse-badge.json: ok"))
        #expect(run.output.contains("Examples/like-button.json: error: [no-reduce-motion]"))
        #expect(run.error.contains("bare-nan.json:36:23: $.tracks[0].keyframes[1].duration"))
    }

    @Test func aDirectoryStandsForItsSpecs() {
        let byDirectory = runSpecCommand(["lint", "Examples"])
        let byFiles = runSpecCommand(["lint"] + PackagePaths.specs(in: PackagePaths.examples).map { "Examples/\($0.lastPathComponent)" })
        #expect(byDirectory.status == 1)
        #expect(byDirectory.output == byFiles.output)
        #expect(byDirectory.output.contains("9 specs: 6 clean"))
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        let spec = "Examples/like-button.json"
        #expect(runSpecCommand(["lint", spec], outputIsTerminal: true).output.contains("\u{1B}[31merror\u{1B}[0m"))
        #expect(!runSpecCommand(["lint", spec], outputIsTerminal: true, environment: ["NO_COLOR": "1"]).output.contains("\u{1B}"))
        #expect(!runSpecCommand(["lint", spec]).output.contains("\u{1B}"))
    }
}
