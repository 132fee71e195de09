import Foundation

/// What a snapshot assertion found. Cadence addition.
public struct SnapshotResult: Sendable {
    /// The kinds of result; only ``matched`` passes.
    public enum Kind: String, Sendable, Hashable {
        /// The value matches the snapshot file.
        case matched
        /// The file was (re)written because recording is on; the test fails.
        case recorded
        /// There is no snapshot file and recording is off; the test fails.
        case missing
        /// The value differs from the snapshot file; the test fails.
        case differs
        /// The value could not be captured, encoded or compared, or a file could not be read or
        /// written; the test fails.
        case error
    }

    /// What happened.
    public var kind: Kind
    /// The snapshot file, when the name was usable.
    public var file: URL?
    /// The failure message (nil when it matched).
    public var failure: String?
    /// The artifact files written for a failure, in the order written.
    public var artifacts: [URL]

    /// Whether the assertion passed.
    public var passed: Bool { kind == .matched }
}

/// Compares what `strategy` captures from `subject` with the snapshot file `name` beside the test
/// file, and reports a failure to the running test (Swift Testing or XCTest). Cadence addition.
///
/// ```swift
/// @MainActor @Test func likeBurst() {
///     let stage = Stage(size: CGSize(width: 160, height: 160)) { LikeButton() }
///     stage.schedule(.tap(identifier: "like"), at: 0.1)
///     assertSnapshot(of: stage, as: .timeline(at: [0, 0.2, 0.4, 1], .displayList), named: "like-burst")
/// }
/// ```
///
/// - A missing file fails and says how to record it; with `CADENCE_RECORD_SNAPSHOTS` set (see
///   ``SnapshotFiles``) the file is written and the test fails, so a recording never passes.
/// - A mismatch fails with the format's difference (a line diff, a pixel count) and writes the diff,
///   the actual value and the strategy's other artifacts under the artifacts folder.
/// - Parameters:
///   - subject: what to snapshot (a stage, a display list, a text…).
///   - strategy: how to capture it and store it.
///   - name: the snapshot file's name without its extension, beside the test file in
///     `__Snapshots__`; may contain `/` for a subfolder.
///   - record: overrides `CADENCE_RECORD_SNAPSHOTS` for this assertion (`nil`: the environment's mode).
///   - fileID: the caller's `#fileID`, where a failure is reported.
///   - filePath: the caller's `#filePath`: snapshot files are looked up beside it.
///   - line: the caller's line.
///   - column: the caller's column.
/// - Returns: what happened, for tests that look further.
@MainActor
@discardableResult
public func assertSnapshot<Subject, Value>(
    of subject: Subject,
    as strategy: SnapshotStrategy<Subject, Value>,
    named name: String,
    record: SnapshotFiles.RecordMode? = nil,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotResult {
    let site = TestSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let result = verifySnapshot(of: subject, as: strategy, named: name, record: record ?? SnapshotFiles.recordMode, testFile: site.path)
    if let failure = result.failure {
        TestFailure.record(failure, at: site)
    }
    return result
}

/// What `assertSnapshot(of:as:named:)` does, without reporting:
/// compares, records or writes artifacts as it would, and returns the result with its failure
/// message. For tests of strategies, and for wrappers that report differently.
/// - Parameters:
///   - subject: what to snapshot.
///   - strategy: how to capture it and store it.
///   - name: the snapshot file's name without its extension.
///   - record: which snapshots to record.
///   - testFile: the path of the test file the `__Snapshots__` folder is beside.
/// - Returns: what happened, with the failure message when it did not match.
@MainActor
public func verifySnapshot<Subject, Value>(
    of subject: Subject,
    as strategy: SnapshotStrategy<Subject, Value>,
    named name: String,
    record: SnapshotFiles.RecordMode,
    testFile: String
) -> SnapshotResult {
    if let problem = SnapshotFiles.problem(withName: name) {
        return SnapshotResult(kind: .error, file: nil, failure: "Snapshot not checked: \(problem)", artifacts: [])
    }
    let format = strategy.format
    let file = SnapshotFiles.snapshotURL(named: name, pathExtension: format.pathExtension, testFile: testFile)
    let label = "Snapshot \"\(name)\""
    func failed(_ message: String) -> SnapshotResult {
        SnapshotResult(kind: .error, file: file, failure: "\(label): \(message)", artifacts: [])
    }

    let actual: Value
    let actualData: Data
    do {
        actual = try strategy.capture(subject)
    } catch {
        return failed("could not capture the value: \(error)")
    }
    do {
        actualData = try format.encode(actual)
    } catch {
        return failed("could not encode the value as .\(format.pathExtension): \(error)")
    }

    let exists = FileManager.default.fileExists(atPath: file.path)
    if record == .all || (record == .missing && !exists) {
        do {
            try SnapshotFiles.write(actualData, to: file)
        } catch {
            return failed("could not record \(file.path): \(error.localizedDescription)")
        }
        return SnapshotResult(
            kind: .recorded, file: file,
            failure: """
            \(label) recorded at \(file.path) (\(SnapshotFiles.recordVariable) is set). \
            Check the file, commit it, and run again without \(SnapshotFiles.recordVariable): recording always fails the test.
            """,
            artifacts: []
        )
    }

    let artifactsFolder = SnapshotFiles.artifactsDirectory(testFile: testFile)
    let rerun = "swift test --filter \(URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent)"
    func writeArtifacts(_ artifacts: [SnapshotArtifact]) -> (urls: [URL], note: String) {
        var urls: [URL] = []
        var problems: [String] = []
        for artifact in artifacts {
            let url = artifactsFolder.appendingPathComponent("\(name).\(artifact.suffix)")
            do {
                try SnapshotFiles.write(artifact.contents, to: url)
                urls.append(url)
            } catch {
                problems.append("could not write \(url.path): \(error.localizedDescription)")
            }
        }
        var note = urls.isEmpty ? "" : "\nWritten for review: " + urls.map(\.path).joined(separator: ", ")
        if !problems.isEmpty { note += "\n" + problems.joined(separator: "\n") }
        return (urls, note)
    }

    guard exists else {
        let written = writeArtifacts([SnapshotArtifact(suffix: "actual.\(format.pathExtension)", contents: actualData)]
                                     + strategy.failureArtifacts(actual))
        return SnapshotResult(
            kind: .missing, file: file,
            failure: """
            \(label) has no file at \(file.path). To record it, run \
            \(SnapshotFiles.recordVariable)=missing \(rerun), check the new file and commit it.\(written.note)
            """,
            artifacts: written.urls
        )
    }

    let expected: Value
    do {
        let data = try Data(contentsOf: file)
        expected = try format.decode(data)
    } catch {
        return failed("could not read \(file.path): \(error)")
    }
    guard let difference = format.difference(expected, actual) else {
        return SnapshotResult(kind: .matched, file: file, failure: nil, artifacts: [])
    }
    let written = writeArtifacts(difference.artifacts + strategy.failureArtifacts(actual))
    return SnapshotResult(
        kind: .differs, file: file,
        failure: """
        \(label) does not match \(file.path)
        \(difference.message)\(written.note)
        If the change is intended, re-record: \(SnapshotFiles.recordVariable)=1 \(rerun)
        """,
        artifacts: written.urls
    )
}
