import CadenceRender
import CadenceSpec
import Foundation

/// Where a command's result goes: standard output (no `-o`, or `-o -`), or a file written
/// atomically (a temporary file in the same directory, renamed over the destination), so a failed
/// run never leaves a partial or empty file behind.
enum OutputDestination {
    case standardOutput
    case file(String)

    init(_ argument: String?) {
        if let argument, argument != "-" { self = .file(argument) } else { self = .standardOutput }
    }

    /// Writes the complete text, if it is at most `maxBytes` long.
    func write(_ text: String, console: Console, maxBytes: Int = SpecLimits.outputBytes) throws {
        try OutputDestination.checkSize(text.utf8.count, maxBytes: maxBytes)
        switch self {
        case .standardOutput:
            console.write(text)
        case .file(let path):
            do {
                try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: console.resolve(path)))
            } catch {
                throw UsageError("\(error)")
            }
        }
    }

    /// Refuses output larger than the cap, naming it and the option that raises it.
    static func checkSize(_ count: Int, maxBytes: Int) throws {
        guard count <= maxBytes else {
            throw UsageError("the output would be \(count) bytes, over the cap of \(maxBytes) bytes written: shorten the run, or raise the cap with --max-bytes N")
        }
    }
}
