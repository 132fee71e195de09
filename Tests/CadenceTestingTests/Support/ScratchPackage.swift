import CadenceTesting
import Foundation

/// A throwaway package folder (it has a `Package.swift`, so failure artifacts land in its `.build`)
/// with a test file path inside it, for snapshot tests that must not touch the real `__Snapshots__`.
struct ScratchPackage {
    let root: URL
    /// `<root>/Tests/ScratchTests.swift` (not written: snapshots only need its folder).
    var testFile: String { root.appendingPathComponent("Tests/ScratchTests.swift").path }
    var snapshots: URL { root.appendingPathComponent("Tests/__Snapshots__") }
    /// Where failure artifacts of the scratch tests go: the package's `.build`, or the folder
    /// `CADENCE_SNAPSHOT_ARTIFACTS` names (as `.ci/run` sets it).
    var artifacts: URL { SnapshotFiles.artifactsDirectory(testFile: testFile) }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Tests"), withIntermediateDirectories: true)
        try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    func write(_ text: String, snapshot name: String) throws {
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: snapshots.appendingPathComponent(name))
    }

    func read(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }
}
