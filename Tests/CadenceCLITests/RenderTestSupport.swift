import CadenceTestSupport
import Foundation
import Testing
@testable import CadenceCLI

/// External validators for the files `render` and `plot` write (gifsicle, pngcheck, rsvg-convert),
/// used when installed; the tests that need one are skipped, with the reason, when it is not.
enum RenderValidator {
    /// The full path of `name` on PATH, or nil.
    static func path(_ name: String) -> String? { ExternalTool.path(name) }

    static func exists(_ name: String) -> Bool { ExternalTool.exists(name) }

    /// Runs `name` and returns its exit status and standard output (`ExternalTool.run`).
    static func run(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String, data: Data) {
        let result = try ExternalTool.run(name, arguments)
        return (result.status, result.text, result.output)
    }

    /// A fresh temporary directory.
    static func temporaryDirectory(_ label: String) throws -> URL {
        try TemporaryDirectory.make(label)
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
