import CadenceRender
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

    /// Writes the complete text.
    func write(_ text: String, console: Console) throws {
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
}
