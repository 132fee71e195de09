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
    static func read(_ argument: String, console: Console) throws(SpecError) -> [UInt8] {
        let name = displayName(argument)
        if argument == "-" {
            do { return try console.input() } catch {
                throw SpecError(file: name, at: nil, .root, "expected a spec on standard input, got a read error: \(error.localizedDescription)")
            }
        }
        let argument = console.resolve(argument)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
            throw SpecError(file: name, at: nil, .root, "expected a spec file, got a path that does not exist")
        }
        guard !isDirectory.boolValue else {
            throw SpecError(file: name, at: nil, .root, "expected a spec file, got a directory")
        }
        guard let handle = FileHandle(forReadingAtPath: argument) else {
            throw SpecError(file: name, at: nil, .root, "expected a readable spec file, got one that cannot be opened (permissions?)")
        }
        defer { try? handle.close() }
        do {
            let data = try handle.read(upToCount: SpecLimits.fileBytes + 1) ?? Data()
            return [UInt8](data)
        } catch {
            throw SpecError(file: name, at: nil, .root, "expected a readable spec file, got a read error: \(error.localizedDescription)")
        }
    }
}
