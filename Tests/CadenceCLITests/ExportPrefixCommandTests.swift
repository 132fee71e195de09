import CadenceTestSupport
import Foundation
import Testing
@testable import CadenceCLI

/// `cadence export --prefix`, `--fragment` and the spec's Reduce Motion policy in the exports.
@Suite struct ExportPrefixCommandTests {
    static func temporaryDirectory() throws -> URL {
        try TemporaryDirectory.make("export-prefix")
    }

    @Test func theDefaultPrefixIsTheSpecsNameAndPrefixOverridesIt() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("like.css").path
        var run = runSpecCommand(["export", "Examples/like-button.json", "--format", "css", "-o", out, "-q"])
        #expect(run.status == 0, "\(run.error)")
        var css = try String(contentsOfFile: out, encoding: .utf8)
        #expect(css.contains("#like-button-n0 {") && css.contains("@keyframes like-button-n"))
        run = runSpecCommand(["export", "Examples/like-button.json", "--format", "css", "-o", out, "--prefix", "hero", "-q"])
        #expect(run.status == 0, "\(run.error)")
        css = try String(contentsOfFile: out, encoding: .utf8)
        #expect(css.contains("#hero-n0 {") && css.contains("@keyframes hero-n") && !css.contains("like-button-n"))
        let page = try String(contentsOf: directory.appendingPathComponent("like.html"), encoding: .utf8)
        #expect(page.contains("class=\"hero-stage\"") && page.contains("id=\"hero-toggle\""))
    }

    @Test(arguments: ["2fast", "a b", "", "héro", "-x", String(repeating: "x", count: 65)])
    func anInvalidPrefixIsOneLine(prefix: String) {
        let run = runSpecCommand(["export", "Examples/like-button.json", "--format", "css", "-o", "-", "--prefix", prefix])
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        // The error, then the usual pointer to the help.
        let lines = run.error.split(separator: "\n")
        #expect(lines.count == 2, "\(run.error)")
        #expect(lines.first?.contains("option '--prefix' expects a CSS identifier") == true, "\(run.error)")
        #expect(lines.last == "See 'cadence export --help'.")
    }

    @Test(arguments: [
        (["--format", "lottie", "--prefix", "hero"], "--prefix is for css and waapi"),
        (["--format", "lottie", "--fragment"], "--fragment is for css and waapi"),
    ])
    func lottieTakesNeitherPrefixNorFragment(options: [String], message: String) {
        let run = runSpecCommand(["export", "Examples/like-button.json", "-o", "-"] + options)
        #expect(run.status == 2)
        #expect(run.error.contains(message), "\(run.error)")
    }

    @Test func aDirectoryOfSpecsTakesNoPrefix() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = runSpecCommand(["export", "Examples", "--format", "css", "-o", directory.path, "--prefix", "hero"])
        #expect(run.status == 2)
        #expect(run.error.contains("--prefix names one export"), "\(run.error)")
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).isEmpty)
    }

    @Test(arguments: ["css", "waapi"])
    func aFragmentGoesToStandardOutput(format: String) {
        let run = runSpecCommand(["export", "Examples/pulse-badge.json", "--format", format, "-o", "-", "--fragment", "-q"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("<!-- Pulse badge: exported by Cadence"))
        #expect(run.output.contains("<style>\n"))
        #expect(run.output.contains("\n.pulse-badge-stage {"))
        #expect(run.output.contains("<div class=\"pulse-badge-stage\" role=\"img\""))
        #expect(run.output.contains("<script") == (format == "waapi"))
        #expect(!run.output.contains("<html") && !run.output.contains("<body"))
        #expect(run.error.isEmpty)
        // Without --fragment, -o - stays the export alone.
        let plain = runSpecCommand(["export", "Examples/pulse-badge.json", "--format", format, "-o", "-", "-q"])
        #expect(plain.status == 0)
        #expect(!plain.output.contains("<div"))
    }

    @Test func aFragmentFileAndItsReport() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("badge.html").path
        let run = runSpecCommand(["export", "Examples/floating-badge.json", "--format", "waapi", "-o", out, "--fragment"])
        #expect(run.status == 0, "\(run.error)")
        #expect(ExportCommandTests.files(in: directory) == ["badge.fidelity.txt", "badge.html"])
        let fragment = try String(contentsOfFile: out, encoding: .utf8)
        #expect(fragment.contains("id=\"floating-badge-waapi\""))
        #expect(run.output.contains("badge.html"))
    }

    @Test func aDirectoryOfFragments() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = runSpecCommand(["export", "Examples", "--format", "css", "-o", directory.path, "--fragment", "-q"])
        #expect(run.status == 0, "\(run.error)")
        let files = ExportCommandTests.files(in: directory)
        #expect(files.contains("like-button.css.fragment.html"))
        #expect(files.contains("like-button.css.fidelity.txt"))
        #expect(!files.contains("like-button.css") && !files.contains("like-button.css.html"))
        // Every example's names are its own.
        var prefixes = Set<String>()
        for file in files where file.hasSuffix(".fragment.html") {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            let start = try #require(text.range(of: "<div class=\""))
            let end = try #require(text.range(of: "-stage\"", range: start.upperBound..<text.endIndex))
            prefixes.insert(String(text[start.upperBound..<end.lowerBound]))
        }
        #expect(prefixes.count == files.filter { $0.hasSuffix(".fragment.html") }.count)
    }

    // MARK: Reduce Motion

    @Test func aSimplifiedVariantBecomesAMediaBlock() {
        let run = runSpecCommand(["export", "Examples/like-button-reduce-motion.json", "--format", "css", "-o", "-", "-q"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("@media (prefers-reduced-motion: reduce) {"))
        #expect(run.output.contains("-reduced 0.01s linear 0s 1 both; }"))
        // --reduce-motion exports the variant alone, with no media block.
        let reduced = runSpecCommand(["export", "Examples/like-button-reduce-motion.json", "--format", "css", "-o", "-", "--reduce-motion", "-q"])
        #expect(reduced.status == 0, "\(reduced.error)")
        #expect(!reduced.output.contains("prefers-reduced-motion"))
    }

    @Test func skipToEndAndCrossFadeBecomeHeldStates() {
        let toast = runSpecCommand(["export", "Examples/floating-badge.json", "--format", "css", "-o", "-", "-q"])
        #expect(toast.status == 0, "\(toast.error)")
        #expect(toast.output.contains("@media (prefers-reduced-motion: reduce) {\n  #floating-badge-n"))
        #expect(toast.output.contains("{ animation: none;"))
        #expect(!toast.output.contains("reduced-fade"))
        let save = runSpecCommand(["export", "Examples/save-badge.json", "--format", "css", "-o", "-", "-q"])
        #expect(save.status == 0, "\(save.error)")
        #expect(save.output.contains(".save-badge-stage { animation: save-badge-reduced-fade 0.2s ease-in-out 0s 1 both; }"))
    }

    @Test func aSpecWithoutAChoiceSaysSoInTheReport() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = runSpecCommand(["export", "Examples/like-button.json", "--format", "css", "-o", directory.appendingPathComponent("like.css").path])
        #expect(run.status == 0, "\(run.error)")
        let report = try String(contentsOf: directory.appendingPathComponent("like.fidelity.txt"), encoding: .utf8)
        #expect(report.contains("the spec makes no Reduce Motion choice"))
    }

    @Test func lottieGetsAReducedMotionMarker() throws {
        let run = runSpecCommand(["export", "Examples/like-button-reduce-motion.json", "--format", "lottie", "-o", "-", "-q"])
        #expect(run.status == 0, "\(run.error)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let markers = try #require(json["markers"] as? [[String: Any]])
        let marker = try #require(markers.first { $0["cm"] as? String == "reduced motion" })
        let start = try #require(marker["tm"] as? Double), length = try #require(marker["dr"] as? Double)
        #expect(start > 0 && length > 0)
        #expect(isCloseCLI(start + length, try #require(json["op"] as? Double)))
    }

    @Test func theCompletionsAndTheManPageKnowTheNewOptions() {
        let bash = runSpecCommand(["completions", "bash"])
        #expect(bash.status == 0)
        #expect(bash.output.contains("--prefix") && bash.output.contains("--fragment"))
        let manual = runSpecCommand(["man"])
        #expect(manual.status == 0, "\(manual.error)")
        #expect(manual.output.contains("prefix") && manual.output.contains("fragment"))
    }
}

/// |a − b| ≤ 1e-6.
private func isCloseCLI(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }
