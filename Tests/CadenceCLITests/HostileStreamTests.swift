import Foundation
import Testing

/// The built `cadence` with hostile standard streams, through `/bin/sh` so the streams can be closed,
/// full or a directory: a full device gives one line and status 2, a closed pipe (SIGPIPE ignored,
/// so the write fails with EPIPE) ends silently, and unreadable standard input is said in plain words.
@Suite(.enabled(if: BuiltBinaryTests.binary != nil, "the cadence executable is not built (run swift build)"))
struct HostileStreamTests {
    /// Runs `script` with `sh -c`; `$0` is the cadence binary. Returns status, stdout and stderr.
    static func shell(_ script: String, closeOutputFirst: Bool = false) throws -> BuiltBinaryTests.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, BuiltBinaryTests.binary!.path]
        process.currentDirectoryURL = PackagePaths.root
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        if closeOutputFirst { try output.fileHandleForReading.close() }
        let out = closeOutputFirst ? Data() : output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return BuiltBinaryTests.Result(status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
                                       error: String(decoding: err, as: UTF8.self))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
    func aFullDeviceGivesOneLineAndStatusTwo() throws {
        for command in ["curve easeInOut", "sample Examples/like-button.json", "inspect Examples/like-button.json", "lint Examples", "--help"] {
            let run = try Self.shell("exec \"$0\" \(command) > /dev/full")
            #expect(run.status == 2, "\(command): \(run.error)")
            #expect(run.error == "error: cannot write to standard output: No space left on device\n", "\(command)")
        }
    }

    @Test func aClosedPipeEndsSilently() throws {
        // The reader is gone before cadence writes; with SIGPIPE ignored the write fails with EPIPE.
        let run = try Self.shell("trap '' PIPE; exec \"$0\" sample Examples/like-button.json --fps 1000 --to 20", closeOutputFirst: true)
        #expect(run.status == 141)
        #expect(run.error.isEmpty, "\(run.error)")
        let head = try Self.shell("trap '' PIPE; \"$0\" sample Examples/like-button.json --fps 1000 | head -c 10 > /dev/null; echo $? >&2")
        #expect(!head.error.contains("Fatal error"))
        #expect(!head.error.contains("backtrace"))
    }

    @Test func closedOrDirectoryStandardInputIsSaidInPlainWords() throws {
        let closed = try Self.shell("exec \"$0\" sample - <&-")
        #expect(closed.status == 2)
        #expect(closed.error.contains("<stdin>: $: expected a spec on standard input, got none: standard input is closed"), "\(closed.error)")
        let directory = try Self.shell("exec \"$0\" inspect - < /")
        #expect(directory.status == 2)
        #expect(directory.error.contains("standard input is a directory"), "\(directory.error)")
        #expect(!directory.error.contains("NSCocoaErrorDomain"))
    }
}
