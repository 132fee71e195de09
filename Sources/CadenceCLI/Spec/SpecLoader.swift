import CadenceRender
import CadenceSpec
import Foundation

/// Reads a spec from a file, or from standard input for `-`, and decodes it.
enum SpecLoader {
    /// The name used for standard input in messages.
    static let standardInputName = "<stdin>"

    /// Reads and decodes `argument` (a path, or `-` for standard input).
    /// - Throws: `SpecError` for every problem, including a file that cannot be read.
    static func load(_ argument: String, console: Console) throws(SpecError) -> AnimationSpec {
        let bytes = try read(argument, console: console)
        return try AnimationSpec.decode(bytes, file: displayName(argument))
    }

    static func displayName(_ argument: String) -> String {
        argument == "-" ? standardInputName : argument
    }

    /// The bytes of the file, at most one byte beyond the size cap (so the parser can report it).
    /// A path is opened without blocking and must be a regular file: a FIFO, device or socket is
    /// refused, named, rather than read (it could block or never end); standard input (`-`) is read
    /// as it is.
    static func read(_ argument: String, console: Console) throws(SpecError) -> [UInt8] {
        let name = displayName(argument)
        if argument == "-" {
            do { return try console.input() } catch {
                throw SpecError(file: name, at: nil, .root, "expected a spec on standard input, got none: \(describe(error))")
            }
        }
        do {
            return try InputFile.read(console.resolve(argument), limit: SpecLimits.fileBytes + 1).bytes
        } catch {
            throw SpecError(file: name, at: nil, .root, message(for: error))
        }
    }

    /// "expected a spec file, got …" for a file that cannot be read.
    static func message(for error: InputFileError) -> String {
        switch error.kind {
        case .missing where error.reason == "it does not exist":
            return "expected a spec file, got a path that does not exist"
        case .directory:
            return "expected a spec file, got a directory"
        case .fifo, .characterDevice, .blockDevice, .socket:
            return "expected a spec file, got \(error.kind) (not read: it could block or never end; use '-' to read standard input)"
        default:
            return "expected a readable spec file, got one where \(error.reason)"
        }
    }

    /// An error in plain words: its own description for Cadence's errors, the system's reason for
    /// Foundation's (never "NSCocoaErrorDomain error 256").
    static func describe(_ error: any Error) -> String {
        if let error = error as? ConsoleReadError { return error.description }
        if let error = error as? InputFileError { return error.reason }
        let nsError = error as NSError
        guard nsError.domain == NSCocoaErrorDomain || nsError.domain == NSPOSIXErrorDomain else { return "\(error)" }
        if nsError.domain == NSPOSIXErrorDomain { return systemText(Int32(nsError.code)) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return systemText(Int32(underlying.code))
        }
        return "a read error"
    }

    private static func systemText(_ code: Int32) -> String { String(cString: strerror(code)) }
}
