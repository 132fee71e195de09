import CadenceSpec
import Foundation
import Testing

/// The lint rules as a set: stable ids (what `--disable`, a spec's `"lint"` and SARIF's `ruleId` use),
/// one severity per rule, and the library used as the catalog's landing page shows.
@Suite struct LintRuleTests {
    /// The ids, in the documented order. Renaming one breaks every config and SARIF baseline that
    /// names it, so this list changes only when a rule is added.
    static let stableIDs = [
        "loop-seam", "loop-reset", "joint-jump", "total-duration", "too-many-tracks", "no-reduce-motion",
        "reduce-motion-flash", "empty-block", "empty-track", "phase-no-change", "transition-reduce-motion",
        "motion-only-channel", "color-only-channel", "transparency-only-channel", "reduce-motion-changes-meaning",
    ]

    @Test func idsAreStableUniqueAndLowercaseWords() {
        #expect(LintRule.all.map(\.id) == Self.stableIDs)
        #expect(Set(LintRule.all).count == LintRule.all.count)
        for rule in LintRule.all {
            #expect(rule.id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression) != nil, "\(rule)")
            #expect(LintRule.named(rule.id) == rule)
            #expect(rule.description == rule.id)
            #expect(!rule.summary.isEmpty && !rule.help.isEmpty, "\(rule)")
        }
        #expect(LintRule.named("loop_seam") == nil)
        #expect(LintRule.named("") == nil)
    }

    @Test func onlyTheTwoAdvisoryRulesAreAdvisories() {
        let advisories = LintRule.all.filter { $0.severity == .advisory }
        #expect(advisories == [.tooManyTracks, .transitionReduceMotion])
    }

    static let pulse = """
        {"version": 1, "initialValue": {"scale": {"type": "number", "value": 1}}, "mode": "repeating",
         "tracks": [{"keyPath": "scale", "keyframes": [{"kind": "move", "to": 1}, {"kind": "linear", "to": 1.2, "duration": 0.5}]}]}
        """

    /// The landing page's example: decode, lint, report.
    @Test func theCatalogExampleLintsASpec() throws {
        let json = Self.pulse
        let spec = try AnimationSpec.decode(Array(json.utf8), file: "pulse.json")
        let findings = try SpecLinter(spec: spec).findings()
        let report = LintReport(entries: [LintReport.Entry(file: spec.file, findings: findings)])
        let sarif = report.sarif(version: "0.9.0")
        // A loop that ends at 1.2 but starts again at 1, without a Reduce Motion choice.
        #expect(Set(findings.map(\.rule)) == [.loopSeam, .noReduceMotion])
        #expect(findings.allSatisfy { $0.severity == .error })
        #expect(findings.first { $0.rule == .loopSeam }?.size.map { abs($0 - 0.2) < 1e-9 } == true)
        #expect(sarif.contains(#""ruleId" : "loop-seam""#))
        #expect(sarif.contains(#""version" : "0.9.0""#))
        let parsed = try JSONSerialization.jsonObject(with: Data(report.json().utf8)) as? [[String: Any]]
        #expect(parsed?.count == findings.count)
        #expect(parsed?.allSatisfy { $0["file"] as? String == "pulse.json" } == true)
    }

    @Test func aRejectedSpecSaysWhereAndWhat() {
        do {
            _ = try AnimationSpec.decode(Array(#"{"version": 1, "mode": "sometimes"}"#.utf8), file: "bad.json")
            Issue.record("decoded a spec without a value or tracks")
        } catch {
            #expect(error.file == "bad.json")
            #expect(error.path.description.hasPrefix("$"))
            #expect(!error.message.isEmpty)
            #expect(error.description.hasPrefix("bad.json:"))
        }
    }
}
