import Foundation
import Testing
@testable import CadenceCLI

/// External validators for the files `render` and `plot` write (gifsicle, pngcheck, rsvg-convert),
/// used when installed; the tests that need one are skipped, with the reason, when it is not.
enum RenderValidator {
    /// The full path of `name` on PATH, or nil.
    static func path(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func exists(_ name: String) -> Bool { path(name) != nil }

    /// Runs `name` and returns its exit status and standard output; standard error goes to a file so
    /// a full pipe cannot block the tool.
    static func run(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String, data: Data) {
        guard let executable = path(name) else { throw UsageError("\(name) is not installed") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self), data)
    }

    /// A fresh temporary directory.
    static func temporaryDirectory(_ label: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs `arguments` with each `OUT…` placed in a fresh directory and checks the run failed as bad
    /// input: exit status 2, `message` on standard error, nothing on standard output, no file written.
    static func expectRefused(_ arguments: [String], message: String) throws {
        let directory = try temporaryDirectory("refused")
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = runSpecCommand(arguments.map { $0.hasPrefix("OUT") ? directory.appendingPathComponent($0).path : $0 })
        #expect(run.status == 2)
        #expect(run.error.contains(message), "\(run.error)")
        #expect(run.output.isEmpty)
        #expect((try FileManager.default.contentsOfDirectory(atPath: directory.path)).isEmpty)
    }

    /// The example specs that have a scene.
    static var sceneExamples: [String] {
        PackagePaths.specs(in: PackagePaths.examples).filter { url in
            (try? String(contentsOf: url, encoding: .utf8))?.contains("\"scene\"") ?? false
        }.map(PackagePaths.relative)
    }
}
