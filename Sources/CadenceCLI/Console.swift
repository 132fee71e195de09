import Foundation

/// Where a command prints: standard output and standard error, or buffers in tests.
public final class Console {
    private let writeOutput: (String) -> Void
    private let writeError: (String) -> Void
    /// Whether standard output is a terminal (progress bars and colour only then).
    public let isTerminal: Bool

    public init(output: @escaping (String) -> Void, error: @escaping (String) -> Void, isTerminal: Bool = false) {
        writeOutput = output
        writeError = error
        self.isTerminal = isTerminal
    }

    /// The process's stdout and stderr.
    public static func standard() -> Console {
        Console(output: { FileHandle.standardOutput.write(Data($0.utf8)) },
                error: { FileHandle.standardError.write(Data($0.utf8)) },
                isTerminal: isatty(STDOUT_FILENO) == 1)
    }

    func print(_ line: String = "") { writeOutput(line + "\n") }
    func write(_ text: String) { writeOutput(text) }
    func printError(_ line: String) { writeError(line + "\n") }
}
