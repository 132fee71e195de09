import Foundation

/// Where a command prints and reads: standard output, standard error and standard input, or buffers
/// in tests.
public final class Console {
    private let outputSink: (String) -> Void
    private let errorSink: (String) -> Void
    private let readInput: () throws -> [UInt8]
    /// Whether standard output is a terminal (colour only then).
    public let isTerminal: Bool
    /// Whether standard error is a terminal (progress bars only then).
    public let isErrorTerminal: Bool
    /// Whether output may be coloured: a terminal, and `NO_COLOR` unset or empty (no-color.org).
    public let usesColor: Bool
    /// The directory relative paths are resolved against (nil: the process's current directory), so
    /// in-process runs in tests need not change the process-wide current directory.
    public let workingDirectory: String?

    public init(output: @escaping (String) -> Void, error: @escaping (String) -> Void, isTerminal: Bool = false,
                isErrorTerminal: Bool = false, environment: [String: String] = [:],
                input: @escaping () throws -> [UInt8] = { [] }, workingDirectory: String? = nil) {
        self.workingDirectory = workingDirectory
        outputSink = output
        errorSink = error
        readInput = input
        self.isTerminal = isTerminal
        self.isErrorTerminal = isErrorTerminal
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        usesColor = isTerminal && !noColor && environment["TERM"] != "dumb"
    }

    /// The process's stdout, stderr and stdin.
    public static func standard() -> Console {
        Console(output: { FileHandle.standardOutput.write(Data($0.utf8)) },
                error: { FileHandle.standardError.write(Data($0.utf8)) },
                isTerminal: isatty(STDOUT_FILENO) == 1,
                isErrorTerminal: isatty(STDERR_FILENO) == 1,
                environment: ProcessInfo.processInfo.environment,
                input: { try readStandardInput(limit: SpecLimits.fileBytes + 1) })
    }

    func print(_ line: String = "") { outputSink(line + "\n") }
    func write(_ text: String) { outputSink(text) }
    func printError(_ line: String) { errorSink(line + "\n") }
    func writeError(_ text: String) { errorSink(text) }

    /// `path` resolved against `workingDirectory` when it is relative.
    func resolve(_ path: String) -> String {
        guard let workingDirectory, !path.hasPrefix("/") else { return path }
        return workingDirectory + "/" + path
    }

    /// All of standard input (tests supply it).
    func input() throws -> [UInt8] { try readInput() }

    /// Reads standard input until end of file or until `limit` bytes, whichever comes first, so a
    /// huge or endless stream cannot exhaust memory.
    private static func readStandardInput(limit: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        let handle = FileHandle.standardInput
        while bytes.count < limit {
            guard let chunk = try handle.read(upToCount: min(65_536, limit - bytes.count)), !chunk.isEmpty else { break }
            bytes.append(contentsOf: chunk)
        }
        return bytes
    }
}
