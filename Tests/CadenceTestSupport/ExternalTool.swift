import Foundation

/// External programs the tests use as validators (gifsicle, pngcheck, webpinfo, rsvg-convert, headless
/// Chromium, sarif-tools, …): found on PATH and run to completion. A test that needs one skips itself,
/// with the reason, when `path(_:)` finds nothing; `.ci/run` installs them so that in CI they run.
public enum ExternalTool {
    /// The full path of the executable `name` on PATH, or nil; a path (with a `/`) is returned as is
    /// when it is executable.
    public static func path(_ name: String) -> String? {
        if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether `name` is on PATH.
    public static func exists(_ name: String) -> Bool { path(name) != nil }

    /// What a program did: its exit status, standard output and standard error.
    public struct Result: Sendable {
        /// The exit status.
        public let status: Int32
        /// Standard output, as bytes.
        public let output: Data
        /// Standard error, as text.
        public let errors: String
        /// Standard output, as UTF-8 text.
        public var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// The error for a program that is not installed.
    public struct NotInstalled: Error, CustomStringConvertible {
        /// The program's name.
        public let name: String
        public var description: String { "\(name) is not on PATH" }
    }

    /// Runs `name` (on PATH, or a path) with `arguments`, in `directory` when given, and collects its
    /// output. Standard error goes to a file, so a chatty program cannot block on a full pipe while
    /// standard output is read.
    /// - Throws: `NotInstalled`, or what starting the process throws.
    public static func run(_ name: String, _ arguments: [String], in directory: URL? = nil) throws -> Result {
        guard let executable = path(name) else { throw NotInstalled(name: name) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let errorsFile = try TemporaryDirectory.make("tool").appendingPathComponent("stderr")
        try Data().write(to: errorsFile)
        let errors = try FileHandle(forWritingTo: errorsFile)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errors.close()
        let errorText = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: errorsFile.deletingLastPathComponent())
        return Result(status: process.terminationStatus, output: data, errors: errorText)
    }
}

/// Fresh folders for the files a test writes.
public enum TemporaryDirectory {
    /// A new empty folder under the system's temporary folder, named `cadence-<label>-<UUID>`.
    public static func make(_ label: String = "tests") throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("cadence-\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `bytes` to a file called `name` in a new temporary folder and returns its URL.
    public static func file(named name: String, bytes: [UInt8]) throws -> URL {
        let url = try make().appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }
}
