import Foundation
import Testing

/// Runs the built `cadence` executable as a user would: a separate process, real stdin, stdout,
/// stderr and exit status.
@Suite struct BuiltBinaryTests {
    /// `.build/<configuration>/cadence`: beside the test bundle (swift test builds every product into
    /// the same directory), or under the package's .build/debug.
    static let binary: URL? = {
        var candidates: [URL] = []
        if let bundle = Bundle.main.executableURL?.deletingLastPathComponent() {
            candidates.append(bundle.appendingPathComponent("cadence"))
            candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("cadence"))
        }
        candidates.append(PackagePaths.root.appendingPathComponent(".build/debug/cadence"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Result {
        var status: Int32
        var output: String
        var error: String
    }

    static func run(_ arguments: [String], stdin: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = PackagePaths.root
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe(), error = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Read before waiting, so a full pipe cannot block the child.
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                      error: String(decoding: err, as: UTF8.self))
    }

    @Test(.enabled(if: binary != nil, "the cadence executable is not built (run swift build)"))
    func theBinaryFollowsTheConventions() throws {
        let version = try Self.run(["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("cadence "))

        let lint = try Self.run(["lint", "Examples/pulse-badge.json", "Examples/pulse-badge-no-reset.json"])
        #expect(lint.status == 1)
        #expect(lint.output.contains("Examples/pulse-badge.json: ok"))
        #expect(lint.output.contains("Examples/pulse-badge-no-reset.json:16:7: error: [loop-reset]"))
        #expect(lint.error.isEmpty, "no progress bar when stderr is a pipe")

        let spec = try Data(contentsOf: PackagePaths.examples.appendingPathComponent("save-badge.json"))
        let sample = try Self.run(["sample", "-", "--fps", "10"], stdin: spec)
        #expect(sample.status == 0)
        #expect(sample.output.hasPrefix("time,scale,opacity\n0.000000,1.000000,0.800000\n"))

        let broken = try Self.run(["inspect", "-"], stdin: Data("{\"version\": 1, \"initialValue\": {}, \"tracks\": [], \"mode\": \"loop\"}".utf8))
        #expect(broken.status == 2)
        #expect(broken.output.isEmpty)
        #expect(broken.error == "error: <stdin>:1:58: $.mode: expected a mode (\"trigger\", \"repeating\"), got \"loop\"\n")
    }
}
