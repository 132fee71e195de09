import Foundation
import Testing

/// Compares text with a snapshot file in `__Snapshots__/<suite>/` beside the test file.
///
/// With `CADENCE_RECORD_SNAPSHOTS=1` in the environment the file is (re)written and the test fails,
/// so a recording is never mistaken for a pass; run again without the variable to check.
func expectSnapshot(_ text: String, named name: String, suite: String, filePath: String = #filePath,
                    sourceLocation: SourceLocation = #_sourceLocation) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__").appendingPathComponent(suite)
    let file = directory.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["CADENCE_RECORD_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: file)
        Issue.record("recorded snapshot \(suite)/\(name).txt; run again without CADENCE_RECORD_SNAPSHOTS to check it", sourceLocation: sourceLocation)
        return
    }
    guard let data = FileManager.default.contents(atPath: file.path) else {
        Issue.record("no snapshot \(suite)/\(name).txt: record it with CADENCE_RECORD_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    let expected = String(decoding: data, as: UTF8.self)
    guard expected != text else { return }
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let got = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = (0..<min(want.count, got.count)).first { want[$0] != got[$0] } ?? min(want.count, got.count)
    let expectedLine = line < want.count ? String(want[line]) : "(end of snapshot)"
    let actualLine = line < got.count ? String(got[line]) : "(end of output)"
    Issue.record("""
    output differs from snapshot \(suite)/\(name).txt at line \(line + 1):
      expected: \(expectedLine)
      actual:   \(actualLine)
    """, sourceLocation: sourceLocation)
}
