import CadenceRender
import CadenceSpec
import Foundation

/// Where a command prints and reads: standard output, standard error and standard input, or buffers
/// in tests.
///
/// Writes never crash: the process's sinks use `write(2)` and report failures (a full disk, a closed
/// pipe) by throwing. The first failure on standard output is kept (`outputFailure`); later output
/// is dropped, and `CommandLineTool` turns it into the exit status: silent on a closed pipe, one
/// line on standard error otherwise. A failure on standard error is ignored: there is nowhere left
/// to report it.
///
/// `printError(_:)` prints one message: its control characters are shown visibly
/// (`Escaping.terminal(_:)`), so whatever a spec holds, a message is one line and cannot move the
/// cursor, retitle the window or clear the screen.
public final class Console {
    private let outputSink: (String) throws -> Void
    private let binarySink: (([UInt8]) throws -> Void)?
    private let errorSink: (String) throws -> Void
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
    /// The first error writing standard output, if any (`ConsoleWriteError` for the process's
    /// streams; whatever a test's sink threw otherwise).
    public private(set) var outputFailure: (any Error)?

    /// A console over the given sinks. `output` and `error` receive text as it is printed and may
    /// throw to report a write failure; `binaryOutput` receives a binary product written to standard
    /// output (`render -o -`; without it such a write fails as a closed stream would); `input` returns
    /// all of standard input.
    public init(output: @escaping (String) throws -> Void, error: @escaping (String) throws -> Void, isTerminal: Bool = false,
                isErrorTerminal: Bool = false, environment: [String: String] = [:],
                input: @escaping () throws -> [UInt8] = { [] }, workingDirectory: String? = nil,
                binaryOutput: (([UInt8]) throws -> Void)? = nil) {
        self.workingDirectory = workingDirectory
        outputSink = output
        binarySink = binaryOutput
        errorSink = error
        readInput = input
        self.isTerminal = isTerminal
        self.isErrorTerminal = isErrorTerminal
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        usesColor = isTerminal && !noColor && environment["TERM"] != "dumb"
    }

    /// The process's stdout, stderr and stdin.
    public static func standard() -> Console {
        Console(output: { try StandardStreams.write(Array($0.utf8), to: STDOUT_FILENO) },
                error: { try StandardStreams.write(Array($0.utf8), to: STDERR_FILENO) },
                isTerminal: isatty(STDOUT_FILENO) == 1,
                isErrorTerminal: isatty(STDERR_FILENO) == 1,
                environment: ProcessInfo.processInfo.environment,
                input: { try StandardStreams.readInput(limit: SpecLimits.fileBytes + 1) },
                binaryOutput: { try StandardStreams.write($0, to: STDOUT_FILENO) })
    }

    /// Prints a line of text made by the tool (help, tables, summaries). Strings from the user inside
    /// it must already be escaped (`Escaping.terminal(_:)`).
    func print(_ line: String = "") { write(line + "\n") }

    /// Writes text exactly as given (an export, a CSV): the command's product.
    func write(_ text: String) {
        guard outputFailure == nil else { return }
        do { try outputSink(text) } catch { outputFailure = error }
    }

    /// Writes a binary product (an image) to standard output, as given.
    func write(bytes: [UInt8]) {
        guard outputFailure == nil else { return }
        guard let binarySink else {
            outputFailure = ConsoleWriteError(descriptor: STDOUT_FILENO, code: EBADF)
            return
        }
        do { try binarySink(bytes) } catch { outputFailure = error }
    }

    /// Prints one message on standard error, as one line with its control characters shown visibly.
    func printError(_ line: String) { writeError(Escaping.terminal(line) + "\n") }

    /// Prints several lines on standard error (a report), each escaped as `printError(_:)` does.
    func printErrorLines(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { printError(String(line)) }
    }

    /// Writes text made by the tool to standard error as given (the progress bar's redraws).
    func writeError(_ text: String) { try? errorSink(text) }

    /// `path` resolved against `workingDirectory` when it is relative.
    func resolve(_ path: String) -> String {
        guard let workingDirectory, !path.hasPrefix("/") else { return path }
        return workingDirectory + "/" + path
    }

    /// All of standard input (tests supply it).
    func input() throws -> [UInt8] { try readInput() }
}

/// A failed write to standard output or standard error: the stream and `errno`.
public struct ConsoleWriteError: Error, CustomStringConvertible {
    /// The file descriptor written to.
    public var descriptor: Int32
    /// The `errno` of the failure (`EPIPE`, `ENOSPC`, `EIO`, …).
    public var code: Int32

    /// Whether the reader went away (`EPIPE`): a normal end for a command in a pipeline (`| head`).
    public var isClosedPipe: Bool { code == EPIPE }

    public var description: String {
        let stream = descriptor == STDERR_FILENO ? "standard error" : "standard output"
        return "cannot write to \(stream): \(String(cString: strerror(code)))"
    }
}

/// A failed read of standard input, in plain words.
struct ConsoleReadError: Error, CustomStringConvertible {
    var description: String
}

/// `write(2)` and `read(2)` loops for the standard streams.
enum StandardStreams {
    /// Puts `/dev/null` on any of descriptors 0, 1 and 2 that the process was started without
    /// (`<&-`, `>&-`), opened the wrong way round (standard input write-only, the outputs
    /// read-only), so that no file the tool opens later takes their place (a temporary file would
    /// otherwise receive the output) and using them fails with EBADF, which is reported as a
    /// closed stream.
    static func reserveClosedDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) < 0 && errno == EBADF {
            let placeholder = open("/dev/null", descriptor == STDIN_FILENO ? O_WRONLY : O_RDONLY)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }

    /// Writes all of `bytes`, retrying after signals and partial writes.
    static func write(_ bytes: [UInt8], to descriptor: Int32) throws(ConsoleWriteError) {
        var bytes = bytes
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN { waitWritable(descriptor); continue }
                throw ConsoleWriteError(descriptor: descriptor, code: errno)
            }
            offset += written
        }
    }

    /// Waits for a non-blocking descriptor (a terminal or pipe someone set O_NONBLOCK on) to accept more.
    private static func waitWritable(_ descriptor: Int32) {
        var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        _ = poll(&entry, 1, -1)
    }

    /// Reads standard input until end of file or until `limit` bytes, whichever comes first, so a
    /// huge or endless stream cannot exhaust memory.
    /// - Throws: `ConsoleReadError` in plain words: standard input is closed, is a directory, or a
    ///   read failed (with the system's reason).
    static func readInput(limit: Int) throws(ConsoleReadError) -> [UInt8] {
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0 else {
            throw ConsoleReadError(description: errno == EBADF ? "standard input is closed" : "cannot read standard input: \(String(cString: strerror(errno)))")
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            throw ConsoleReadError(description: "standard input is a directory, not a spec")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress!, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    var entry = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                    _ = poll(&entry, 1, -1)
                    continue
                }
                let reason = errno == EISDIR ? "standard input is a directory, not a spec"
                    : errno == EBADF ? "standard input is closed"
                    : "cannot read standard input: \(String(cString: strerror(errno)))"
                throw ConsoleReadError(description: reason)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}
