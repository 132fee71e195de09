import Foundation
import Testing
@testable import CadenceCLI

/// The command-line article's "Rendering and plotting" transcript is what the tool prints: every
/// `$ cadence …` command in it is run in a fresh directory (with the examples linked in), its output
/// compared and the file it names checked. (`DocumentationSnippetTests` runs every other transcript.)
@MainActor
@Suite struct RenderReadmeTests {
    /// The commands of the transcript, with the lines each printed, and `echo $?` results.
    static func transcript() throws -> [(command: [String], printed: [String])] {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("Sources/Cadence/Cadence.docc/UsingTheCommandLine.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "### Rendering and plotting"))
        let block = try #require(readme[start.upperBound...].range(of: "```console\n"))
        let end = try #require(readme[block.upperBound...].range(of: "```"))
        var entries: [(command: [String], printed: [String])] = []
        for line in readme[block.upperBound..<end.lowerBound].split(separator: "\n") {
            if line.hasPrefix("$ ") {
                entries.append((shellWords(String(line.dropFirst(2))), []))
            } else if !entries.isEmpty {
                entries[entries.count - 1].printed.append(String(line))
            }
        }
        return entries
    }

    /// Splits a command line into words, honouring single quotes (all the transcript uses).
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = [], current = "", quoted = false, started = false
        for character in line {
            if character == "'" { quoted.toggle(); started = true; continue }
            if character == " ", !quoted {
                if started { words.append(current) }
                current = ""; started = false
                continue
            }
            current.append(character); started = true
        }
        if started { words.append(current) }
        return words
    }

    @Test func theTranscriptIsWhatTheToolPrints() throws {
        let directory = try RenderValidator.temporaryDirectory("readme")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent("Examples"), withDestinationURL: PackagePaths.examples)
        let entries = try Self.transcript()
        #expect(entries.count >= 8)
        var lastStatus: Int32 = 0
        for entry in entries {
            if entry.command == ["echo", "$?"] {
                #expect(entry.printed == ["\(lastStatus)"])
                continue
            }
            #expect(entry.command.first == "cadence")
            let run = runSpecCommand(Array(entry.command.dropFirst()), workingDirectory: directory.path)
            lastStatus = run.status
            let printed = (run.output + run.error).split(separator: "\n").map(String.init)
            #expect(printed == entry.printed, "\(entry.command.joined(separator: " "))")
            if run.status == 0, let out = entry.command.firstIndex(of: "-o").map({ entry.command[$0 + 1] }) {
                #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(out).path), "\(out)")
            }
        }
    }
}
