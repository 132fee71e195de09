import Foundation

/// Where snapshot files and failure artifacts live, and whether this run records. Cadence addition.
///
/// - Snapshot files sit in a `__Snapshots__` folder beside the test file (found from `#filePath`):
///   `Tests/LikeButtonTests/__Snapshots__/like-burst.txt`. A name may contain `/` for a subfolder.
/// - `CADENCE_RECORD_SNAPSHOTS=1` (or `all`) in the environment records every snapshot the run
///   reaches; `CADENCE_RECORD_SNAPSHOTS=missing` records only those without a file. Recording always
///   fails the test, so a recording is never mistaken for a pass: look at the new file, commit it, and
///   run again without the variable.
/// - When an assertion fails, its artifacts (the diff, the actual value, images, a GIF of the run)
///   are written to `$CADENCE_SNAPSHOT_ARTIFACTS/<TestFile>/`, or by default to
///   `.build/cadence-snapshot-artifacts/<TestFile>/` in the package that holds the test file: one
///   folder for CI to upload.
public enum SnapshotFiles {
    /// The environment variable that turns recording on.
    public static let recordVariable = "CADENCE_RECORD_SNAPSHOTS"
    /// The environment variable that moves the artifacts folder.
    public static let artifactsVariable = "CADENCE_SNAPSHOT_ARTIFACTS"

    /// Which snapshots a run records.
    public enum RecordMode: String, Sendable, Hashable {
        /// None: a missing snapshot fails and says how to record it (the default).
        case never
        /// Only snapshots that have no file yet.
        case missing
        /// Every snapshot the run reaches.
        case all
    }

    /// The record mode `CADENCE_RECORD_SNAPSHOTS` asks for: `1`, `all`, `true` or `yes` record all,
    /// `missing` the missing ones; unset, empty, `0` or anything else records none.
    public static var recordMode: RecordMode {
        recordMode(fromEnvironmentValue: ProcessInfo.processInfo.environment[recordVariable])
    }

    /// The record mode an environment value `value` asks for (see ``recordMode``).
    public static func recordMode(fromEnvironmentValue value: String?) -> RecordMode {
        switch value?.lowercased() {
        case "1", "all", "true", "yes": .all
        case "missing": .missing
        default: .never
        }
    }

    /// The snapshot file for `name` with `pathExtension`, beside the test file at `testFile`.
    public static func snapshotURL(named name: String, pathExtension: String, testFile: String) -> URL {
        URL(fileURLWithPath: testFile).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent("\(name).\(pathExtension)")
    }

    /// The folder failure artifacts of tests in `testFile` go to (see the type's description).
    public static func artifactsDirectory(testFile: String) -> URL {
        let testName = URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent
        if let root = ProcessInfo.processInfo.environment[artifactsVariable], !root.isEmpty {
            return URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent(testName, isDirectory: true)
        }
        var folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        while folder.path != "/" {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.appendingPathComponent(".build/cadence-snapshot-artifacts", isDirectory: true)
                    .appendingPathComponent(testName, isDirectory: true)
            }
            folder.deleteLastPathComponent()
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("cadence-snapshot-artifacts", isDirectory: true)
            .appendingPathComponent(testName, isDirectory: true)
    }

    /// Why `name` cannot name a snapshot file, or nil when it can: not empty, no `..` or empty
    /// component, not absolute, no NUL.
    static func problem(withName name: String) -> String? {
        if name.isEmpty { return "the snapshot name is empty" }
        if name.hasPrefix("/") { return "the snapshot name \"\(name)\" is absolute: name a file beside the test" }
        if name.contains("\0") { return "the snapshot name contains a NUL character" }
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        if parts.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }) {
            return "the snapshot name \"\(name)\" has an empty, \".\" or \"..\" component"
        }
        return nil
    }

    /// Writes `data` to `url` atomically (a temporary file renamed into place), creating folders.
    static func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}
