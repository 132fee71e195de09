import CadenceTestSupport
import Foundation
import Testing
@testable import CadenceCLI

/// `cadence export`: every example in every format, the files it writes, and its errors.
@Suite struct ExportCommandTests {
    static func temporaryDirectory() throws -> URL {
        try TemporaryDirectory.make("export-cli")
    }

    static func files(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test(arguments: ["css", "waapi", "lottie"])
    func everyExampleExportsWithinItsBounds(format: String) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = runSpecCommand(["export", "Examples", "--format", format, "-o", directory.path])
        #expect(run.status == 0, "\(run.error)")
        let specs = PackagePaths.specs(in: PackagePaths.examples)
        #expect(specs.count >= 8)
        let files = Self.files(in: directory)
        for spec in specs {
            let name = spec.deletingPathExtension().lastPathComponent + "." + format
            #expect(files.contains(format == "css" ? name : name + ".json"), "\(name)")
            #expect(files.contains(name + ".fidelity.txt"))
            #expect(files.contains(name + ".html") == (format != "lottie"))
            let report = try String(contentsOf: directory.appendingPathComponent(name + ".fidelity.txt"), encoding: .utf8)
            #expect(report.contains("All properties are within their bounds."), "\(name): \(report)")
            #expect(report.contains("max error"))
        }
        #expect(run.output.split(separator: "\n").count == specs.count)
        #expect(!run.output.contains("EXCEEDS"))
    }

    @Test func oneSpecWritesTheExportItsPageAndItsReport() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("like.css").path
        let run = runSpecCommand(["export", "Examples/like-button.json", "--format", "css", "-o", out])
        #expect(run.status == 0, "\(run.error)")
        #expect(Self.files(in: directory) == ["like.css", "like.fidelity.txt", "like.html"])
        let css = try String(contentsOfFile: out, encoding: .utf8)
        let page = try String(contentsOf: directory.appendingPathComponent("like.html"), encoding: .utf8)
        // The page carries the stylesheet exactly as the file has it.
        #expect(page.contains(css))
        #expect(css.contains("@keyframes"))
        #expect(css.contains("cubic-bezier(0.3333333333,"))   // the cubic rotation keyframes, exact
        #expect(css.contains("linear(0 0%,"))                 // the springs, sampled
        #expect(run.output.hasPrefix("wrote "))
    }

    @Test(arguments: ["css", "waapi", "lottie"])
    func aSceneTransitionIsExportedAndNamedInTheReport(format: String) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = runSpecCommand(["export", "Examples/toast.json", "--format", format, "-o", directory.appendingPathComponent("toast").path])
        #expect(run.status == 0, "\(run.error)")
        let report = try String(contentsOf: directory.appendingPathComponent("toast.fidelity.txt"), encoding: .utf8)
        #expect(report.contains("note: the transition .move(edge: .bottom).combined(with: .opacity) plays on the timeline: removed at 1.2 s"), "\(report)")
        #expect(report.contains("with reduced motion the insertions and removals play a cross-fade"), "\(report)")
        #expect(report.contains("All properties are within their bounds"), "\(report)")
        if format == "waapi" {
            let json = try String(contentsOf: directory.appendingPathComponent("toast"), encoding: .utf8)
            #expect(json.contains("\"transitions\": {"))
        }
        // A spec whose scene has no transition says nothing about one.
        let like = runSpecCommand(["export", "Examples/like-button.json", "--format", format, "-o", directory.appendingPathComponent("like").path])
        #expect(like.status == 0, "\(like.error)")
        let likeReport = try String(contentsOf: directory.appendingPathComponent("like.fidelity.txt"), encoding: .utf8)
        #expect(!likeReport.contains("transition"))
    }

    @Test func aJSONReportAndAPagePath() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("badge.html").path
        let report = directory.appendingPathComponent("fidelity.json").path
        let run = runSpecCommand(["export", "Examples/floating-badge.json", "--format", "waapi", "-o", page, "--report", report, "-q"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.isEmpty)
        #expect(Self.files(in: directory) == ["badge.html", "badge.json", "fidelity.json"])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: report))) as? [String: Any]
        #expect(json?["withinBounds"] as? Bool == true)
        #expect((json?["properties"] as? [Any])?.count == 3)
        let waapi = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("badge.json"))) as? [String: Any]
        #expect(waapi?["format"] as? String == "cadence-waapi")
    }

    @Test func standardOutputGetsTheExportAlone() throws {
        let run = runSpecCommand(["export", "Examples/pulse-badge.json", "--format", "lottie", "-o", "-"])
        #expect(run.status == 0, "\(run.error)")
        let lottie = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        #expect(lottie?["fr"] as? Double == 60)
        #expect(run.error.contains("within their bounds"))
    }

    @Test func aTighterBoundIsKeptAndCostsMorePoints() throws {
        func points(_ bound: String?) throws -> Int {
            let run = runSpecCommand(["export", "Examples/like-button.json", "--format", "css", "-o", "-"] + (bound.map { ["--max-error", $0] } ?? []))
            #expect(run.status == 0, "\(run.error)")
            #expect(run.error.contains("All properties are within their bounds."))
            return run.output.components(separatedBy: "%,").count
        }
        #expect(try points("0.05") > points(nil))
        let listed = runSpecCommand(["export", "Examples/like-button.json", "--format", "css", "-o", "-", "--max-error", "points=1,degrees=0.01,scale=0.001,opacity=0.01"])
        #expect(listed.status == 0)
        #expect(listed.error.contains("0.001"))
    }

    @Test(arguments: [
        (["export", "Examples/like-button.json", "--format", "gif", "-o", "x.gif"], "expects css, waapi or lottie, got 'gif'"),
        (["export", "Examples/like-button.json", "--format", "lotie", "-o", "x.json"], "did you mean \"lottie\""),
        (["export", "Examples/like-button.json", "-o", "x.css"], "missing --format"),
        (["export", "Examples/like-button.json", "--format", "css"], "missing -o OUT"),
        (["export", "--format", "css", "-o", "x.css"], "missing spec file"),
        (["export", "Examples/like-button.json", "--format", "css", "-o", "x.css", "--max-error", "0"], "positive number"),
        (["export", "Examples/like-button.json", "--format", "css", "-o", "x.css", "--max-error", "pixels=2"], "points=…"),
        (["export", "Examples/nope.json", "--format", "css", "-o", "x.css"], "does not exist"),
        (["export", "--example", "like-buton", "--format", "css", "-o", "x.css"], "did you mean \"like-button\""),
        (["export", "--example", "like-button", "Examples/like-button.json", "--format", "css", "-o", "x.css"], "not a spec"),
        (["export", "--example", "like-button", "--from-stage", "--format", "css", "-o", "x.css"], "--from-stage is for specs"),
        (["export", "Examples/like-button.json", "--frame-rate", "60", "--format", "css", "-o", "x.css"], "--frame-rate is for --example"),
        (["export", "--example", "like-button", "--frame-rate", "0", "--format", "css", "-o", "x.css"], "frame-rate"),
    ])
    func badInvocationsFailClearly(arguments: [String], message: String) {
        let run = runSpecCommand(arguments)
        #expect(run.status == 2)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(run.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: PackagePaths.root.appendingPathComponent("x.css").path))
    }

    @Test func aSpecWithoutASceneSaysWhatIsNeeded() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = """
        {"version": 1, "initialValue": {"scale": {"type": "number", "value": 1}}, "mode": "trigger",
         "tracks": [{"keyPath": "scale", "keyframes": [{"kind": "cubic", "to": 1.2, "duration": 0.3}]}]}
        """
        let out = directory.appendingPathComponent("out.css").path
        let run = runSpecCommand(["export", "-", "--format", "css", "-o", out], stdin: Array(spec.utf8))
        #expect(run.status == 2)
        #expect(run.error.contains("expected a \"scene\" section"))
        #expect(run.error.contains("scaleEffect"))
        #expect(Self.files(in: directory).isEmpty)
    }

    @Test func anUnwritablePathLeavesNoFiles() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("missing/like.css").path
        let run = runSpecCommand(["export", "Examples/like-button.json", "--format", "css", "-o", missing])
        #expect(run.status == 2)
        #expect(run.error.contains("cannot write"))
        #expect(run.error.contains("does not exist"))
        #expect(Self.files(in: directory).isEmpty)
        // The page's directory exists but the report's does not: the files written first are removed.
        let report = directory.appendingPathComponent("missing/report.txt").path
        let partial = runSpecCommand(["export", "Examples/like-button.json", "--format", "css", "-o", directory.appendingPathComponent("like.css").path,
                                      "--report", report])
        #expect(partial.status == 2)
        #expect(Self.files(in: directory).isEmpty)
    }

    @Test func reduceMotionExportsWhatPlaysWithIt() throws {
        // The like button's Reduce Motion variant only holds the scale: nothing moves but for 0.01 s.
        let run = runSpecCommand(["export", "Examples/like-button-reduce-motion.json", "--format", "css", "-o", "-", "--reduce-motion"])
        #expect(run.status == 0, "\(run.error)")
        let rotations = run.output.components(separatedBy: "rotate: ").dropFirst().map { $0.prefix { $0 != ";" } }
        #expect(!rotations.isEmpty)
        #expect(rotations.allSatisfy { $0 == "0deg" })
        // A repeating spec with a Reduce Motion policy holds still: no keyframes at all.
        let still = runSpecCommand(["export", "Examples/pulse-badge.json", "--format", "css", "-o", "-", "--reduce-motion"])
        #expect(still.status == 0)
        #expect(!still.output.contains("@keyframes"))
        #expect(still.error.contains("nothing animated"))
    }

    @Test func theHelpListsFormatsAndFiles() {
        let run = runSpecCommand(["export", "--help"])
        #expect(run.status == 0)
        for word in ["css", "waapi", "lottie", "--max-error", ".fidelity.txt", "atomically"] {
            #expect(run.output.contains(word))
        }
    }

    @Test(arguments: ["css", "lottie"])
    func aBuiltInExampleExportsFromItsStage(format: String) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent(format == "css" ? "like.css" : "like.json").path
        let run = runSpecCommand(["export", "--example", "like-button", "--format", format, "-o", out, "--frame-rate", "120"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("within bounds"))
        let report = try String(contentsOf: directory.appendingPathComponent("like.fidelity.txt"), encoding: .utf8)
        #expect(report.contains("Like button (keyframes)"))
        #expect(report.contains("sampled every 8.333 ms"))
        #expect(report.contains("symbol heart.fill scale.x"))
        let content = try String(contentsOfFile: out, encoding: .utf8)
        #expect(content.contains(format == "css" ? "@keyframes like-button-n" : "\"layers\""))
        #expect(Self.files(in: directory).count == (format == "css" ? 3 : 2))
    }

    @Test(arguments: ["css", "lottie"])
    func everySpecExportsFromItsStageWithinItsBounds(format: String) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = runSpecCommand(["export", "Examples", "--from-stage", "--frame-rate", "120", "--format", format, "-o", directory.path])
        #expect(run.status == 0, "\(run.error)")
        let specs = PackagePaths.specs(in: PackagePaths.examples)
        #expect(run.output.split(separator: "\n").count == specs.count)
        #expect(!run.output.contains("EXCEEDS"))
        for spec in specs {
            let name = spec.deletingPathExtension().lastPathComponent + "." + format
            let report = try String(contentsOf: directory.appendingPathComponent(name + ".fidelity.txt"), encoding: .utf8)
            #expect(report.contains("All properties are within their bounds."), "\(name): \(report)")
            #expect(report.contains("sampled every 8.333 ms"), "\(name)")
        }
    }
}
