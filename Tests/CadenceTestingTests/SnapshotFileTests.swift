import CadenceTesting
import CadenceUI
import Foundation
import Testing

/// Snapshot files: matching, missing, recording, differing, bad names, and what each failure says.
@MainActor
@Suite struct SnapshotFileTests {
    @Test func aMatchingTextPasses() throws {
        let scratch = try ScratchPackage()
        defer { scratch.remove() }
        try scratch.write("one\ntwo\n", snapshot: "pair.txt")
        let result = verifySnapshot(of: "one\ntwo", as: .lines, named: "pair", record: .never, testFile: scratch.testFile)
        #expect(result.kind == .matched)
        #expect(result.failure == nil)
        #expect(result.file?.path == scratch.snapshots.appendingPathComponent("pair.txt").path)
    }

    @Test func aMissingSnapshotSaysHowToRecordItAndWritesTheActualValue() throws {
        let scratch = try ScratchPackage()
        defer { scratch.remove() }
        let result = verifySnapshot(of: "fresh", as: .lines, named: "new/thing", record: .never, testFile: scratch.testFile)
        #expect(result.kind == .missing)
        let failure = try #require(result.failure)
        #expect(failure.contains("has no file at \(scratch.snapshots.path)/new/thing.txt"))
        #expect(failure.contains("CADENCE_RECORD_SNAPSHOTS=missing swift test --filter ScratchTests"))
        // Nothing is recorded, but the value is kept for review.
        #expect(!FileManager.default.fileExists(atPath: scratch.snapshots.appendingPathComponent("new/thing.txt").path))
        let actual = scratch.artifacts.appendingPathComponent("new/thing.actual.txt")
        #expect(result.artifacts.map(\.path) == [actual.path])
        #expect(try scratch.read(actual) == "fresh\n")
    }

    @Test func artifactsGoToThePackagesBuildFolderOrToTheNamedFolder() throws {
        let scratch = try ScratchPackage()
        defer { scratch.remove() }
        let folder = SnapshotFiles.artifactsDirectory(testFile: scratch.testFile)
        if let named = ProcessInfo.processInfo.environment[SnapshotFiles.artifactsVariable], !named.isEmpty {
            #expect(folder.path == URL(fileURLWithPath: named).appendingPathComponent("ScratchTests").path)
        } else {
            #expect(folder.path == scratch.root.appendingPathComponent(".build/cadence-snapshot-artifacts/ScratchTests").path)
        }
    }

    @Test(arguments: [SnapshotFiles.RecordMode.all, .missing])
    func recordingWritesTheFileAndAlwaysFails(mode: SnapshotFiles.RecordMode) throws {
        let scratch = try ScratchPackage()
        defer { scratch.remove() }
        let result = verifySnapshot(of: "recorded", as: .lines, named: "rec", record: mode, testFile: scratch.testFile)
        #expect(result.kind == .recorded)
        #expect(result.failure?.contains("recording always fails the test") == true)
        #expect(try scratch.read(scratch.snapshots.appendingPathComponent("rec.txt")) == "recorded\n")
    }

    @Test func recordingMissingKeepsExistingFiles() throws {
        let scratch = try ScratchPackage()
        defer { scratch.remove() }
        try scratch.write("old\n", snapshot: "kept.txt")
        let result = verifySnapshot(of: "new", as: .lines, named: "kept", record: .missing, testFile: scratch.testFile)
        #expect(result.kind == .differs)
        #expect(try scratch.read(scratch.snapshots.appendingPathComponent("kept.txt")) == "old\n")
    }

    @Test func aDifferenceShowsALineDiffAndWritesIt() throws {
        let scratch = try ScratchPackage()
        defer { scratch.remove() }
        let expected = (1...12).map { "line \($0)" }
        var actual = expected
        actual[6] = "line seven"
        actual.append("line 13")
        try scratch.write(expected.joined(separator: "\n") + "\n", snapshot: "lines.txt")
        let result = verifySnapshot(of: actual.joined(separator: "\n"), as: .lines, named: "lines", record: .never, testFile: scratch.testFile)
        #expect(result.kind == .differs)
        let failure = try #require(result.failure)
        #expect(failure.hasPrefix("Snapshot \"lines\" does not match \(scratch.snapshots.path)/lines.txt\n3 lines differ, from line 7 (- expected, + actual):\n"))
        #expect(failure.contains("""
            @@ line 5
              line 5
              line 6
            - line 7
            + line seven
              line 8
              line 9
            @@ line 11
              line 11
              line 12
            + line 13
            """))
        #expect(failure.contains("If the change is intended, re-record: CADENCE_RECORD_SNAPSHOTS=1 swift test --filter ScratchTests"))
        let diff = try scratch.read(scratch.artifacts.appendingPathComponent("lines.diff"))
        #expect(diff.contains("- line 7\n+ line seven"))
        #expect(result.artifacts.map(\.lastPathComponent) == ["lines.diff", "lines.actual.txt"])
    }

    @Test(arguments: [("", "the snapshot name is empty"), ("/etc/x", "is absolute"), ("a/../b", "component"), ("a//b", "component")])
    func aBadNameIsOneLine(name: String, message: String) throws {
        let scratch = try ScratchPackage()
        defer { scratch.remove() }
        let result = verifySnapshot(of: "x", as: .lines, named: name, record: .all, testFile: scratch.testFile)
        #expect(result.kind == .error)
        #expect(result.failure?.contains(message) == true)
        #expect(result.failure?.contains("\n") == false)
        #expect(!FileManager.default.fileExists(atPath: scratch.snapshots.path))
    }

    @Test func anUnreadableSnapshotFailsWithItsPath() throws {
        let scratch = try ScratchPackage()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(at: scratch.snapshots, withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x00]).write(to: scratch.snapshots.appendingPathComponent("bin.txt"))
        let result = verifySnapshot(of: "x", as: .lines, named: "bin", record: .never, testFile: scratch.testFile)
        #expect(result.kind == .error)
        #expect(result.failure == "Snapshot \"bin\": could not read \(scratch.snapshots.path)/bin.txt: the file is not UTF-8 text")
    }

    @Test(arguments: [("1", SnapshotFiles.RecordMode.all), ("all", .all), ("YES", .all), ("missing", .missing), ("0", .never), ("", .never)])
    func theRecordVariableIsRead(value: String, mode: SnapshotFiles.RecordMode) {
        #expect(SnapshotFiles.recordMode(fromEnvironmentValue: value) == mode)
    }

    /// The failure path as a test sees it: a committed snapshot that differs on purpose, checked
    /// under `withKnownIssue`, with the diff in the recorded issue.
    @Test func aFailingAssertionRecordsTheDiffAsAnIssue() {
        withKnownIssue {
            assertSnapshot(of: "the actual text\nsecond line", as: .lines, named: "deliberately-different")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("does not match") && text.contains("- the expected text\n+ the actual text")
                && issue.sourceLocation?.fileName == "SnapshotFileTests.swift"
        }
    }
}
