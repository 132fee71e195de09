import CadenceTesting
import Foundation
import Testing
@testable import CadenceCLI

/// `sample`, `inspect` and `lint` run in-process on the Examples/ specs, compared with committed
/// snapshots (re-record with CADENCE_RECORD_SNAPSHOTS=1), plus the command-line conventions:
/// `-` for stdin and stdout, atomic `-o`, progress only on a terminal, `--help` with examples.
@Suite struct SpecCommandTests {
    static let examples = PackagePaths.specs(in: PackagePaths.examples).map(\.lastPathComponent)

    @MainActor @Test(arguments: examples)
    func inspectMatchesTheSnapshot(name: String) {
        let run = runSpecCommand(["inspect", "Examples/\(name)"])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        assertSnapshot(of: run.output, as: .lines, named: "SpecCommandTests/inspect-" + name.replacingOccurrences(of: ".json", with: ""))
    }

    @MainActor @Test(arguments: examples)
    func sampleMatchesTheSnapshot(name: String) {
        let run = runSpecCommand(["sample", "Examples/\(name)", "--fps", "30"])
        #expect(run.status == 0)
        #expect(run.error.isEmpty)
        assertSnapshot(of: run.output, as: .lines, named: "SpecCommandTests/sample-" + name.replacingOccurrences(of: ".json", with: ""))
    }

    @MainActor // lint plays the scenes for the accessibility audit
    @Test func lintOfAllExamplesMatchesTheSnapshot() {
        let run = runSpecCommand(["lint"] + Self.examples.map { "Examples/\($0)" })
        #expect(run.status == 1, "some examples show the seeds' mistakes on purpose")
        #expect(run.error.isEmpty)
        assertSnapshot(of: run.output, as: .lines, named: "SpecCommandTests/lint-examples")
    }

    @MainActor @Test(arguments: ["sample", "inspect", "lint"])
    func helpHasUsageAndExamples(command: String) {
        let run = runSpecCommand([command, "--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("USAGE: cadence \(command)"))
        #expect(run.output.contains("EXAMPLES:\n  cadence \(command) "))
        assertSnapshot(of: run.output, as: .lines, named: "SpecCommandTests/help-\(command)")
    }

    // MARK: Sampling

    @Test func sampleFramesFollowFpsFromAndTo() throws {
        let run = runSpecCommand(["sample", "Examples/like-button.json", "--fps", "4", "--from", "0.25", "--to", "1"])
        #expect(run.status == 0)
        let rows = run.output.split(separator: "\n")
        #expect(rows.first == "time,scale,rotation.degrees,overlayOpacity,overlayOffsetY")
        // 0.25, 0.5, 0.75 and 1.0: the end is included when it falls on a frame.
        #expect(rows.dropFirst().map { $0.split(separator: ",")[0] } == ["0.250000", "0.500000", "0.750000", "1.000000"])
        // Past the end (0.6 s) every track holds its last value.
        #expect(rows[3].split(separator: ",").dropFirst() == rows[4].split(separator: ",").dropFirst())
    }

    @Test func jsonLinesParseAndAgreeWithCSV() throws {
        let csv = runSpecCommand(["sample", "Examples/floating-badge.json", "--fps", "10"]).output
        let jsonl = runSpecCommand(["sample", "Examples/floating-badge.json", "--fps", "10", "--format", "jsonl"]).output
        let csvRows = csv.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double($0)! } }
        let jsonRows = try jsonl.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(csvRows.count == jsonRows.count)
        #expect(csvRows.count == 17, "0 … 1.6 s at 10 fps")
        for (row, object) in zip(csvRows, jsonRows) {
            #expect(object["time"] as? Double == row[0])
            #expect(object["yOffset"] as? Double == row[1])
            #expect(object["scale"] as? Double == row[2])
            #expect((object["rotation"] as? [String: Double])?["degrees"] == row[3])
        }
    }

    @Test func standardInputAndOutput() throws {
        let bytes = [UInt8](try Data(contentsOf: PackagePaths.examples.appendingPathComponent("pulse-badge.json")))
        let fromFile = runSpecCommand(["sample", "Examples/pulse-badge.json"])
        let fromStdin = runSpecCommand(["sample", "-", "-o", "-"], stdin: bytes)
        #expect(fromStdin.status == 0)
        #expect(fromStdin.output == fromFile.output)
        let broken = runSpecCommand(["inspect", "-"], stdin: Array("{\"version\": 1,}".utf8))
        #expect(broken.status == 2)
        #expect(broken.error == "error: <stdin>:1:15: $: expected a member name in double quotes, got '}' (a trailing comma before it)\n")
    }

    @Test func outputFileIsWrittenWholeAndReplaced() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("frames.csv")
        try Data("old".utf8).write(to: file)
        let run = runSpecCommand(["sample", "Examples/save-badge.json", "-o", file.path])
        #expect(run.status == 0)
        #expect(run.output.isEmpty)
        let expected = runSpecCommand(["sample", "Examples/save-badge.json"]).output
        #expect(try String(contentsOf: file, encoding: .utf8) == expected)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frames.csv"], "no temporary file left")
        let missing = runSpecCommand(["sample", "Examples/save-badge.json", "-o", directory.appendingPathComponent("no/such/dir.csv").path])
        #expect(missing.status == 2)
        #expect(missing.error.contains("does not exist"))
    }

    @Test func progressBarOnlyOnATerminalAndNotWhenQuiet() {
        let arguments = ["sample", "Examples/floating-badge.json", "-o", "-"]
        let terminal = runSpecCommand(arguments, errorIsTerminal: true)
        #expect(terminal.error.contains("sampling"))
        #expect(terminal.error.contains("100%"))
        #expect(runSpecCommand(arguments + ["--quiet"], errorIsTerminal: true).error.isEmpty)
        #expect(runSpecCommand(arguments + ["-q"], errorIsTerminal: true).error.isEmpty)
        #expect(runSpecCommand(arguments).error.isEmpty, "piped: no progress")
    }

    @Test func reduceMotionUsesThePolicyOrTheVariant() throws {
        func rows(_ file: String, _ extra: [String] = []) -> [[Double]] {
            runSpecCommand(["sample", "Examples/\(file)", "--fps", "20", "--to", "1"] + extra).output
                .split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double($0)! } }
        }
        // The variant holds the scale at 1 and leaves the rotation alone.
        for row in rows("like-button-reduce-motion.json", ["--reduce-motion"]) {
            #expect(row[1] == 1 && row[2] == 0, "at \(row[0])")
        }
        // skipToEnd on a loop: it holds still at its first state (after the reset: opacity 0.5).
        let pulse = rows("pulse-badge.json", ["--reduce-motion"])
        #expect(pulse.allSatisfy { $0[1] == 1 && $0[2] == 0.5 })
        // Without the flag the same spec moves.
        #expect(Set(rows("pulse-badge.json").map { $0[1] }).count > 5)
    }

    @Test(arguments: [
        (["sample"], "missing spec file"),
        (["sample", "a.json", "b.json"], "unexpected argument 'b.json'"),
        (["sample", "Examples/like-button.json", "--format", "cvs"], "expects csv or jsonl, got 'cvs' (did you mean \"csv\"?)"),
        (["sample", "Examples/like-button.json", "--fps", "0"], "must be between 1.0 and 1000.0"),
        (["sample", "Examples/like-button.json", "--from", "1", "--to", "0.5"], "--to (0.500 s) is before --from (1.000 s)"),
        (["sample", "Examples/like-button.json", "-x"], "unknown option '-x'"),
        (["sample", "Examples/like-button.json", "-o"], "option '-o' needs a value"),
        (["lint"], "missing spec files"),
        (["inspect"], "missing spec file"),
    ])
    func usageErrorsExitTwo(arguments: [String], message: String) {
        let run = runSpecCommand(arguments)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.contains(message), "stderr: \(run.error)")
    }

    @Test func loopsBeyondOneRunKeepLooping() {
        // The pulse loop lasts 1.4 s; at 2.8 s the third loop starts, after the reset.
        let run = runSpecCommand(["sample", "Examples/pulse-badge.json", "--fps", "5", "--to", "2.8"])
        let rows = run.output.split(separator: "\n").dropFirst().map { $0.split(separator: ",").map { Double($0)! } }
        #expect(rows.count == 15)
        let first = rows[0], second = rows[7], third = rows[14]
        #expect(first[1] == second[1] && second[1] == third[1])
        #expect(first[2] == 0.5 && second[2] == 0.5 && third[2] == 0.5)
    }
}
