import Foundation
import Testing
import CadenceStageTestSupport

/// Compares `text` with the committed snapshot `__Snapshots__/<name>.txt` beside the calling test file.
///
/// With `CADENCE_RECORD_SNAPSHOTS=1` in the environment, or when the file does not exist yet, the
/// snapshot is (re)written and the test fails, so a recording is never mistaken for a pass: look at
/// the new file, commit it, and run the tests again.
func assertSnapshot(_ text: String, named name: String, filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__", isDirectory: true)
    let file = directory.appendingPathComponent("\(name).txt")
    let contents = text.hasSuffix("\n") ? text : text + "\n"
    let recording = ProcessInfo.processInfo.environment["CADENCE_RECORD_SNAPSHOTS"] == "1"

    guard !recording, let committed = try? String(contentsOf: file, encoding: .utf8) else {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try contents.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("Recorded snapshot \(file.path); check it, commit it, and run again without CADENCE_RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not record snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    if committed != contents {
        let expected = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let actual = contents.split(separator: "\n", omittingEmptySubsequences: false)
        let firstDifference = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expected.count, actual.count)
        Issue.record(
            """
            Snapshot \(name) differs at line \(firstDifference + 1)
            expected: \(firstDifference < expected.count ? String(expected[firstDifference]) : "<end>")
              actual: \(firstDifference < actual.count ? String(actual[firstDifference]) : "<end>")
            (set CADENCE_RECORD_SNAPSHOTS=1 to re-record)
            """,
            sourceLocation: sourceLocation
        )
    }
}
