@testable import CadenceCLI
import CadenceSpec
import Foundation
import Testing

/// `cadence lint --disable`, a spec's own `"lint": {"disable": …}`, and the JSON and SARIF outputs
/// (read back as JSON, and by the `sarif` command of sarif-tools when it is installed).
@MainActor
@Suite struct LintOutputTests {
    static let noReset = "Examples/pulse-badge-no-reset.json"
    static let squash = "Examples/squash-bounce-checkmark.json"

    @Test func disabledRulesAreNotReported() {
        let all = runSpecCommand(["lint", Self.squash])
        #expect(all.status == 1)
        #expect(all.output.contains("[loop-reset]") && all.output.contains("[total-duration]"))
        let some = runSpecCommand(["lint", Self.squash, "--disable", "loop-reset,total-duration"])
        #expect(some.status == 1)
        #expect(!some.output.contains("[loop-reset]") && !some.output.contains("[total-duration]"), "\(some.output)")
        #expect(some.output.contains("[no-reduce-motion]"))
        let none = runSpecCommand(["lint", Self.squash, "--disable", "loop-reset, total-duration, no-reduce-motion"])
        #expect(none.status == 0, "\(none.output)")
        #expect(none.output == "\(Self.squash): ok\n")
    }

    @Test func anUnknownRuleIsRefusedWithASuggestion() {
        let run = runSpecCommand(["lint", Self.squash, "--disable", "loop-rest"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("error: option '--disable': 'loop-rest' is not a lint rule (did you mean \"loop-reset\"?) (rules: loop-seam, "), "\(run.error)")
        let format = runSpecCommand(["lint", Self.squash, "--format", "sarf"])
        #expect(format.status == 2)
        #expect(format.error.contains("option '--format' expects"), "\(format.error)")
        #expect(format.error.contains("did you mean \"sarif\""), "\(format.error)")
    }

    @Test func aSpecDisablesRulesForItself() throws {
        var text = try String(contentsOfFile: PackagePaths.root.appendingPathComponent(Self.noReset).path, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 1, \"lint\": {\"disable\": [\"loop-reset\"]},")
        let run = runSpecCommand(["lint", "-"], stdin: Array(text.utf8))
        #expect(run.status == 0, "\(run.output)\(run.error)")
        let bad = text.replacingOccurrences(of: "[\"loop-reset\"]", with: "[\"loop-resets\"]")
        let refused = runSpecCommand(["lint", "-"], stdin: Array(bad.utf8))
        #expect(refused.status == 2)
        #expect(refused.error.contains("$.lint.disable[0]"), "\(refused.error)")
        #expect(refused.error.contains("did you mean \"loop-reset\""), "\(refused.error)")
    }

    @Test func jsonListsEveryFindingAndNothingElse() throws {
        let run = runSpecCommand(["lint", "Examples", "--format", "json"])
        #expect(run.status == 1)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        let text = runSpecCommand(["lint", "Examples"]).output
        let lines = text.split(separator: "\n").filter { $0.contains("error: [") || $0.contains("advisory: [") }
        #expect(items.count == lines.count)
        #expect(items.allSatisfy { $0["rule"] is String && $0["severity"] is String && $0["message"] is String && $0["file"] is String })
        // Findings about the whole spec (no-reduce-motion) have no position; the others have one.
        let placed = items.filter { $0["line"] != nil }
        #expect(!placed.isEmpty && placed.count < items.count)
        #expect(placed.allSatisfy { ($0["line"] as? Int ?? 0) > 0 && ($0["column"] as? Int ?? 0) > 0 })
    }

    @Test func sarifIsAValidLogWithRulesAndLocations() throws {
        let run = runSpecCommand(["lint", Self.noReset, Self.squash, "--format", "sarif"])
        #expect(run.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "cadence")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == LintRule.all.map(\.id))
        #expect(rules.allSatisfy { (($0["help"] as? [String: Any])?["text"] as? String)?.isEmpty == false })
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 7, "2 loop-reset + 5 in the squash checkmark")
        for result in results {
            let id = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(LintRule.all[index].id == id)
            let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String
            #expect(uri == Self.noReset || uri == Self.squash, "\(String(describing: uri))")
            // A finding about the whole spec (no-reduce-motion) locates the file alone.
            if id == "no-reduce-motion" {
                #expect(physical["region"] == nil)
            } else {
                #expect(((physical["region"] as? [String: Any])?["startLine"] as? Int ?? 0) > 0, "\(id)")
            }
        }
    }

    /// sarif-tools (PyPI), installed by .ci/run into .build/sarif-venv, or on PATH.
    nonisolated static let sarifTool: String? = {
        let candidates = [PackagePaths.root.appendingPathComponent(".build/sarif-venv/bin/sarif").path]
            + (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/sarif" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    @Test(.enabled(if: sarifTool != nil, "sarif-tools is not installed (.ci/run puts it in .build/sarif-venv)"))
    func sarifToolsReadsTheLog() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("lint.sarif")
        try Data(runSpecCommand(["lint", Self.noReset, Self.squash, "--format", "sarif"]).output.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.sarifTool!)
        process.arguments = ["summary", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("error: 7"), "\(text)")
    }
}
