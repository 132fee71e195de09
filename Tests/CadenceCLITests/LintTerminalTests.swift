import Foundation
import Testing
@testable import CadenceCLI

/// `cadence lint Examples` on a terminal: the progress bar on standard error and the results on
/// standard output share the screen, so each result line must start on a cleared line.
@MainActor
@Suite struct LintTerminalTests {
    /// What a terminal shows for interleaved writes: `\r` returns to the start of the line and later
    /// characters overwrite earlier ones; `\n` ends the line.
    static func screen(_ transcript: String) -> [String] {
        var lines: [String] = []
        var line: [Character] = []
        var column = 0
        for character in transcript {
            switch character {
            case "\r": column = 0
            case "\n":
                lines.append(String(line))
                line = []
                column = 0
            default:
                if column < line.count { line[column] = character } else { line.append(character) }
                column += 1
            }
        }
        if !line.isEmpty { lines.append(String(line)) }
        return lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test func resultLinesCarryNoProgressBarResidue() {
        nonisolated(unsafe) var transcript = ""
        let console = Console(output: { transcript += $0 }, error: { transcript += $0 }, isTerminal: true,
                              isErrorTerminal: true, environment: ["NO_COLOR": "1"], input: { [] },
                              workingDirectory: PackagePaths.root.path, binaryOutput: { _ in })
        let status = CommandLineTool.run(arguments: ["lint", "Examples"], console: console)
        #expect(status == 1)
        #expect(transcript.contains("linting "), "the bar is drawn on a terminal")
        let lines = Self.screen(transcript)
        let okLines = lines.filter { $0.hasSuffix(": ok") }
        #expect(okLines.count >= 5)
        for line in okLines {
            #expect(line.hasPrefix("Examples/") && !line.contains("█") && !line.contains("·") && !line.contains("%"), "\(line)")
        }
        for line in lines where line.contains("[") {
            #expect(!line.contains("linting"), "\(line)")
        }
        #expect(lines.last?.hasPrefix("9 specs:") == true, "\(lines.last ?? "")")
    }
}
