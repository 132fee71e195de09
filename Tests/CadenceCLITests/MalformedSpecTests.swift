@testable import CadenceCLI
import CadenceSpec
import CadenceTesting
import Foundation
import Testing

/// Every spec in Fixtures/malformed/ must fail with one clear message on stderr that names the JSON
/// path and says what was expected, exit status 2, nothing on stdout, and no output file.
@Suite struct MalformedSpecTests {
    static let fixtures = PackagePaths.specs(in: PackagePaths.fixtures.appendingPathComponent("malformed")).map(\.lastPathComponent)

    @Test func thereAreAtLeastFortyMalformedSpecs() {
        #expect(Self.fixtures.count >= 40, "found \(Self.fixtures.count)")
    }

    @Test(arguments: fixtures)
    func malformedSpecGivesOneClearMessageAndNoOutput(name: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-malformed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out.csv").path
        let spec = "Tests/CadenceCLITests/Fixtures/malformed/\(name)"
        for command in ["sample", "inspect", "lint"] {
            let arguments = command == "sample" ? [command, spec, "-o", output] : [command, spec]
            let run = runSpecCommand(arguments)
            #expect(run.status == 2, "\(command) \(name): status \(run.status), stderr: \(run.error)")
            #expect(run.output.isEmpty, "\(command) \(name) printed on stdout: \(run.output)")
            let lines = run.error.split(separator: "\n")
            #expect(lines.count == 1, "\(command) \(name): expected one line on stderr, got: \(run.error)")
            let message = String(lines.first ?? "")
            #expect(message.hasPrefix("error: \(spec)"), "\(name): \(message)")
            #expect(message.contains(": $"), "\(name): the message names no JSON path: \(message)")
            #expect(message.contains("expected "), "\(name): the message says nothing expected: \(message)")
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(left.isEmpty, "\(name) left files behind: \(left)")
    }

    /// The messages themselves, reviewed once and kept: a change in wording shows in review.
    @MainActor @Test func messagesMatchTheSnapshot() {
        let lines = Self.fixtures.map { name in
            runSpecCommand(["inspect", "Tests/CadenceCLITests/Fixtures/malformed/\(name)"]).error
                .replacingOccurrences(of: "Tests/CadenceCLITests/Fixtures/malformed/", with: "")
        }
        assertSnapshot(of: lines.joined(), as: .lines, named: "MalformedSpecTests/malformed-messages")
    }

    @Test func anOversizedSpecIsRejectedBeforeParsing() {
        var bytes = Array("{\"version\": 1, \"name\": \"".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "a"), count: SpecLimits.fileBytes)
        bytes += Array("\"}".utf8)
        let run = runSpecCommand(["lint", "-"], stdin: bytes)
        #expect(run.status == 2)
        #expect(run.error == "error: <stdin>: $: expected a spec of at most 1048576 bytes (1 MiB), got a larger file\n")
    }

    @Test func aBinaryStreamOnStandardInputIsRejected() {
        let run = runSpecCommand(["sample", "-"], stdin: [0x1F, 0x8B, 0x08, 0x00, 0x00])
        #expect(run.status == 2)
        #expect(run.error == "error: <stdin>: $: expected UTF-8 JSON text, got a binary file (a NUL byte at offset 3)\n")
    }

    @Test(arguments: [
        ("missing.json", "expected a spec file, got a path that does not exist"),
        ("Examples", "expected a spec file, got a directory"),
    ])
    func unreadablePathsAreInputErrors(path: String, message: String) {
        let run = runSpecCommand(["inspect", path])
        #expect(run.status == 2)
        #expect(run.error == "error: \(path): $: \(message)\n")
    }

    /// A failed run must not replace an existing output file either.
    @Test func anExistingOutputFileSurvivesAFailedRun() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-keep-\(UUID().uuidString).csv")
        try Data("previous\n".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let run = runSpecCommand(["sample", "Tests/CadenceCLITests/Fixtures/malformed/negative-duration.json", "-o", file.path])
        #expect(run.status == 2)
        #expect(try String(contentsOf: file, encoding: .utf8) == "previous\n")
    }
}
