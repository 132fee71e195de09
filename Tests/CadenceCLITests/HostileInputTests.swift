import CadenceTestSupport
@testable import CadenceCLI
import CadenceRender
import CadenceSpec
import Foundation
import Testing
import CadenceSpecTestSupport

/// Inputs an attacker or a careless user gives `cadence`: hostile names, control characters, outputs
/// that are inputs, FIFOs, directories, closed and full streams, specs that ask for hours of work,
/// and degenerate animations. Each must give one clear line and the documented exit status, never a
/// crash, a hang or a lost file.
@MainActor @Suite struct HostileInputTests {
    static let hostile = PackagePaths.fixtures.appendingPathComponent("hostile")

    static func fixture(_ name: String) -> String {
        PackagePaths.relative(hostile.appendingPathComponent(name))
    }

    static func temporaryDirectory() throws -> URL {
        try TemporaryDirectory.make("hostile")
    }

    /// A copy of an example in a new directory.
    static func copy(_ example: String, to directory: URL, as name: String = "spec.json") throws -> URL {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.copyItem(at: PackagePaths.examples.appendingPathComponent(example), to: url)
        return url
    }

    /// Every line of a run's standard error is one message: no control characters at all.
    static func expectPlainLines(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for line in text.split(separator: "\n") {
            #expect(Escaping.isTerminalSafe(String(line)), "\(line.debugDescription)", sourceLocation: sourceLocation)
        }
    }

    // MARK: 1. Script injection

    @Test func aHostileNameStaysInsideTheCSSCommentAndThePage() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("x.css")
        let run = runSpecCommand(["export", Self.fixture("script-name.json"), "--format", "css", "-o", out.path])
        #expect(run.status == 0, "\(run.error)")
        let css = try String(contentsOf: out, encoding: .utf8)
        let page = try String(contentsOf: directory.appendingPathComponent("x.html"), encoding: .utf8)
        // The comment ends where Cadence ends it, and no rule from the name reaches the sheet.
        let firstLine = try #require(css.split(separator: "\n").first)
        #expect(firstLine.hasPrefix("/* ") && firstLine.hasSuffix(" */"))
        #expect(firstLine.components(separatedBy: "*/").count == 2)
        #expect(!css.split(separator: "\n").dropFirst().contains { $0.contains("background: red") }, "only inside the comment")
        // The page has exactly its own style and script elements.
        #expect(page.components(separatedBy: "</style>").count == 3)
        // The name's markup is text: inside the style element's comment (which it cannot close) and escaped elsewhere.
        #expect(page.components(separatedBy: "<script>document.title").count == 2)
        #expect(page.contains("< /style><script>document.title"))
        #expect(!page.contains("</span><script>"))
        #expect(page.contains("&lt;/style&gt;&lt;script&gt;"))
    }

    @Test(arguments: ["waapi", "lottie"])
    func aHostileNameIsAJSONStringInTheOtherFormats(format: String) throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("x.json")
        let run = runSpecCommand(["export", Self.fixture("script-name.json"), "--format", format, "-o", out.path])
        #expect(run.status == 0, "\(run.error)")
        let data = try Data(contentsOf: out)
        #expect(!String(decoding: data, as: UTF8.self).contains("</"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let spec = try decodeSpec(String(contentsOf: Self.hostile.appendingPathComponent("script-name.json"), encoding: .utf8))
        #expect((json["name"] ?? json["nm"]) as? String == spec.name)
        if format == "waapi" {
            let page = try String(contentsOf: directory.appendingPathComponent("x.html"), encoding: .utf8)
            #expect(!page.contains("<script>document.title"))
        }
    }

    // MARK: 2. Outputs that are inputs, or each other

    @Test func sampleRefusesToWriteOverItsInput() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try Self.copy("like-button.json", to: directory)
        let before = try Data(contentsOf: spec)
        let link = directory.appendingPathComponent("link.json")
        #expect(Foundation.link(spec.path, link.path) == 0)
        for output in ["spec.json", "./spec.json", directory.path + "/spec.json", "link.json"] {
            let run = runSpecCommand(["sample", "spec.json", "-o", output], workingDirectory: directory.path)
            #expect(run.status == 2)
            let lines = run.error.split(separator: "\n")
            #expect(lines.first?.contains("is the same file as the input spec.json") == true, "\(run.error)")
            #expect(lines.count == 2 && lines[1] == "See 'cadence sample --help'.")
        }
        #expect(try Data(contentsOf: spec) == before)
    }

    @Test func exportRefusesOutputsThatAreTheInputOrEachOther() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = try Self.copy("like-button.json", to: directory, as: "like.json")
        let before = try Data(contentsOf: spec)
        let cases: [([String], String)] = [
            (["-o", "like.json"], "is the same file as the input like.json"),
            (["-o", "out.css", "--report", "like.json"], "--report like.json is the same file as the input"),
            (["-o", "out.css", "--report", "out.css"], "are the same file"),
            (["-o", "out.css", "--report", "./out.html"], "are the same file"),
        ]
        for (options, message) in cases {
            let run = runSpecCommand(["export", "like.json", "--format", "css"] + options, workingDirectory: directory.path)
            #expect(run.status == 2, "\(options)")
            #expect(run.error.contains(message), "\(options): \(run.error)")
        }
        #expect(try Data(contentsOf: spec) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["like.json"])
    }

    @Test func aFailedMultiFileExportChangesNothing() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.copy("like-button.json", to: directory, as: "like.json")
        let first = runSpecCommand(["export", "like.json", "--format", "css", "-o", "out.css"], workingDirectory: directory.path)
        #expect(first.status == 0, "\(first.error)")
        let css = try Data(contentsOf: directory.appendingPathComponent("out.css"))
        // The report's directory does not exist: the stylesheet and page must stay as they were.
        let run = runSpecCommand(["export", PackagePaths.examples.appendingPathComponent("floating-badge.json").path,
                                  "--format", "css", "-o", "out.css", "--report", "missing/report.txt"], workingDirectory: directory.path)
        #expect(run.status == 2)
        #expect(run.error.contains("does not exist"))
        #expect(try Data(contentsOf: directory.appendingPathComponent("out.css")) == css)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["like.json", "out.css", "out.fidelity.txt", "out.html"])
    }

    @Test func devNullIsWrittenInPlace() throws {
        let before = FileIdentity(path: "/dev/null")
        let run = runSpecCommand(["sample", "Examples/like-button.json", "-o", "/dev/null"])
        #expect(run.status == 0, "\(run.error)")
        #expect(FileIdentity(path: "/dev/null") == before)
        #expect(FileKind(path: "/dev/null") == .characterDevice)
        let export = runSpecCommand(["export", "Examples/like-button.json", "--format", "lottie", "-o", "/dev/null", "--report", "/dev/null"])
        #expect(export.status == 0, "\(export.error)")
    }

    // MARK: 4. Inputs that would block, and what they are

    @Test func aFIFOAsTheSpecIsRefusedWithoutBlocking() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(mkfifo(directory.appendingPathComponent("spec.json").path, 0o644) == 0)
        for command in [["sample"], ["inspect"], ["lint"], ["export", "--format", "css", "-o", "x.css"], ["render", "-o", "x.png"], ["plot", "-o", "x.svg"]] {
            let run = runSpecCommand([command[0], "spec.json"] + command.dropFirst(), workingDirectory: directory.path)
            #expect(run.status == 2, "\(command)")
            #expect(run.error.contains("got a FIFO (named pipe)"), "\(command): \(run.error)")
        }
    }

    @Test func aFIFOInsideAFolderIsReportedAndTheRestChecked() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try Self.copy("like-button.json", to: directory, as: "a.json")
        #expect(mkfifo(directory.appendingPathComponent("b.json").path, 0o644) == 0)
        let lint = runSpecCommand(["lint", directory.path])
        #expect(lint.status == 2)
        #expect(lint.error.contains("b.json: $: expected a spec file, got a FIFO (named pipe)"), "\(lint.error)")
        #expect(lint.output.contains("a.json: error: [no-reduce-motion]"), "a.json is still checked")
        let out = directory.appendingPathComponent("out")
        let export = runSpecCommand(["export", directory.path, "--format", "lottie", "-o", out.path])
        #expect(export.status == 2)
        #expect(export.error.contains("got a FIFO"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("a.lottie.json").path))
    }

    @Test func eventsThatAreAFIFOOrADirectorySaySo() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("events")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let spec = PackagePaths.examples.appendingPathComponent("like-button.json").path
        let out = directory.appendingPathComponent("x.png").path
        let piped = runSpecCommand(["render", spec, "-o", out, "--events", fifo.path])
        #expect(piped.status == 2)
        #expect(piped.error.contains("which is a FIFO (named pipe)"), "\(piped.error)")
        let folder = runSpecCommand(["render", spec, "-o", out, "--events", directory.path])
        #expect(folder.status == 2)
        #expect(folder.error.contains("which is a directory"), "\(folder.error)")
        #expect(!folder.error.contains("no such file"))
    }

    @Test func standardInputThatCannotBeReadIsSaidInPlainWords() {
        for reason in ["standard input is closed", "standard input is a directory, not a spec"] {
            nonisolated(unsafe) var error = ""
            let console = Console(output: { _ in }, error: { error += $0 }, input: { throw ConsoleReadError(description: reason) })
            let status = CommandLineTool.run(arguments: ["sample", "-"], console: console)
            #expect(status == 2)
            #expect(error == "error: <stdin>: $: expected a spec on standard input, got none: \(reason)\n")
        }
        // Foundation's errors are reported by their POSIX reason, never as "NSCocoaErrorDomain error 256".
        let cocoa = NSError(domain: NSCocoaErrorDomain, code: 256, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EISDIR))])
        #expect(SpecLoader.describe(cocoa) == String(cString: strerror(EISDIR)))
    }

    @Test func theTwelveKilobyteSpecIsRefusedByTheWorkCap() throws {
        // 256 properties, one track animating one of them over five keyframes of 3333 s: 16,665 s.
        var properties: [String] = []
        for index in 0..<256 { properties.append("\"property\(index)\": {\"type\": \"number\", \"value\": 0}") }
        let keyframes = (0..<5).map { "{\"kind\": \"linear\", \"to\": \($0 + 1), \"duration\": 3333}" }.joined(separator: ", ")
        let json = "{\"version\": 1, \"initialValue\": {\(properties.joined(separator: ", "))}, \"tracks\": [{\"keyPath\": \"property0\", \"keyframes\": [\(keyframes)]}], \"reduceMotion\": {\"policy\": \"skipToEnd\"}}"
        #expect(json.utf8.count < 13_000)
        #expect(json.utf8.count > 11_000)
        let spec = try decodeSpec(json)
        #expect(spec.properties.count == 256)
        let run = runSpecCommand(["sample", "-"], stdin: Array(json.utf8))
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("999901 frames × 256 columns"), "\(run.error)")
        #expect(run.error.contains("(samples × properties)"))
        #expect(run.error.contains("--max-values"))
        // The cap is the user's to move: a small one refuses even a short spec.
        let capped = runSpecCommand(["sample", "Examples/like-button.json", "--max-values", "10"])
        #expect(capped.status == 2)
        #expect(capped.error.contains("over the cap of 10"))
    }

    @Test func bytesWrittenAreCapped() throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sample = runSpecCommand(["sample", "Examples/like-button.json", "--max-bytes", "100", "-o", directory.appendingPathComponent("x.csv").path])
        #expect(sample.status == 2)
        #expect(sample.error.contains("over the cap of 100 bytes written"), "\(sample.error)")
        #expect(sample.error.contains("--max-bytes"))
        let export = runSpecCommand(["export", "Examples/like-button.json", "--format", "css", "--max-bytes", "1000", "-o", directory.appendingPathComponent("x.css").path])
        #expect(export.status == 2)
        #expect(export.error.contains("over the cap of 1000 bytes written"), "\(export.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func renderNamesItsCapsAndHowToRaiseThem() {
        let run = runSpecCommand(["render", "Examples/like-button.json", "-o", "/tmp/never.gif", "--max-frames", "3"])
        #expect(run.status == 2)
        #expect(run.error.contains("limit of 3"), "\(run.error)")
        #expect(run.error.contains("--max-frames"))
        let pixels = runSpecCommand(["render", "Examples/like-button.json", "-o", "/tmp/never.gif", "--max-pixels", "1000"])
        #expect(pixels.status == 2)
        #expect(pixels.error.contains("frames × pixels"))
        #expect(pixels.error.contains("--max-pixels"))
    }

    // MARK: 5. Terminal injection and forged lines

    @Test func inspectShowsControlCharactersVisibly() {
        let run = runSpecCommand(["inspect", Self.fixture("terminal-name.json")])
        #expect(run.status == 0, "\(run.error)")
        Self.expectPlainLines(run.output)
        #expect(run.output.contains("\\x1B]0;owned\\x07\\x1B[2J\\r\\nerror: all good \\u{202E}"))
        #expect(!run.output.split(separator: "\n").contains { $0.hasPrefix("error:") })
        let phases = runSpecCommand(["inspect", Self.fixture("terminal-phase-names.json")])
        #expect(phases.status == 0, "\(phases.error)")
        Self.expectPlainLines(phases.output)
        #expect(phases.output.contains("rest\\nerror: forged line"))
        #expect(!phases.output.split(separator: "\n").contains { $0.hasPrefix("error:") })
    }

    @Test func lintFindingsAndErrorsAreOneLineEach() {
        let lint = runSpecCommand(["lint", Self.fixture("terminal-phase-names.json")])
        Self.expectPlainLines(lint.output)
        Self.expectPlainLines(lint.error)
        #expect(lint.output.contains("phase-no-change"), "\(lint.output)")
        let unknown = runSpecCommand(["lint", Self.fixture("terminal-unknown-key.json")])
        #expect(unknown.status == 2)
        #expect(unknown.error.split(separator: "\n").count == 1, "\(unknown.error)")
        Self.expectPlainLines(unknown.error)
        #expect(unknown.error.contains("\\x1B[2J"))
        let string = runSpecCommand(["sample", Self.fixture("string-holding-a-spec.json")])
        #expect(string.status == 2)
        #expect(string.error.split(separator: "\n").count == 1, "\(string.error)")
        Self.expectPlainLines(string.error)
        let command = runSpecCommand(["\u{1B}]0;x\u{7}"])
        #expect(command.error.split(separator: "\n").count == 1)
        Self.expectPlainLines(command.error)
    }

    // MARK: 3. Output errors

    @Test func aClosedPipeEndsSilentlyAndAFullDiskSaysSo() {
        for (code, status, message) in [(EPIPE, CommandLineTool.closedPipeStatus, ""),
                                        (ENOSPC, Int32(2), "error: cannot write to standard output: No space left on device\n")] {
            nonisolated(unsafe) var error = ""
            nonisolated(unsafe) var writes = 0
            let console = Console(output: { _ in writes += 1; throw ConsoleWriteError(descriptor: STDOUT_FILENO, code: code) },
                                  error: { error += $0 })
            let run = CommandLineTool.run(arguments: ["curve", "easeInOut"], console: console)
            #expect(run == status)
            #expect(error == message)
            #expect(writes == 1, "nothing more is written once a write fails")
        }
    }

    // MARK: 6. One validator for every command

    @Test(arguments: ["sample", "inspect", "lint", "plot"])
    func aPhaseThatNeverCompletesIsRefusedByEveryCommand(command: String) {
        var arguments = [command, Self.fixture("phase-speed-tiny.json")]
        if command == "plot" { arguments += ["-o", "/tmp/never.svg"] }
        let run = runSpecCommand(arguments)
        #expect(run.status == 2)
        #expect(run.error.contains("$.phases[1].animation: expected an animation that completes within an hour"), "\(run.error)")
    }

    @Test(arguments: ["sample", "inspect", "lint", "render"])
    func aSpringTooWeakToSettleIsRefusedByEveryCommand(command: String) {
        var arguments = [command, Self.fixture("spring-stiffness-tiny.json")]
        if command == "render" { arguments += ["-o", "/tmp/never.png"] }
        let run = runSpecCommand(arguments)
        #expect(run.status == 2)
        #expect(run.error.contains("$.tracks[0].keyframes[0].spring: expected a spring that settles within 3600 s"), "\(run.error)")
    }

    @Test func springAndCurveRefuseResultsThatAreNotFinite() {
        let cases: [[String]] = [
            ["spring", "--mass", "1", "--stiffness", "1e-300", "--damping", "10"],
            ["spring", "--duration", "1e300", "--bounce", "0.5"],
            ["spring", "--target", "1e308", "--velocity", "1e308"],
            ["curve", "bezier", "0.5", "1e308", "0.5", "-1e308"],
        ]
        for arguments in cases {
            let run = runSpecCommand(arguments)
            #expect(run.status == 2, "\(arguments): \(run.output)")
            #expect(run.error.contains("not finite") && run.error.contains("ordinary ranges"), "\(arguments): \(run.error)")
            #expect(!run.output.contains("nan"))
        }
        // A vertical tangent is a true ∞, and an undamped spring never settles: both still print.
        #expect(runSpecCommand(["curve", "circularEaseIn"]).status == 0)
        // Huge but consistent parameters make an ordinary spring (ratio 0.5, duration 2π s): not an error.
        #expect(runSpecCommand(["spring", "--mass", "1e300", "--stiffness", "1e300", "--damping", "1e300"]).status == 0)
        let undamped = runSpecCommand(["spring", "--response", "0.5", "--damping-ratio", "0"])
        #expect(undamped.status == 0, "\(undamped.error)")
        #expect(undamped.output.contains("settlingDuration never"))
    }
}
