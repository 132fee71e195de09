import Foundation

/// Reads an input file (a spec, an events file) without ever blocking: the file is opened with
/// `O_NONBLOCK`, so a FIFO with no writer cannot hang `open(2)`, and anything but a regular file is
/// refused, naming what it is (a FIFO, a directory, a device, a socket).
///
/// ```swift
/// let file = try InputFile.read("spec.json", limit: 1 << 20)   // file.bytes, file.identity
/// ```
package struct InputFile: Sendable {
    /// The bytes read: the whole file, or the first `limit` of them.
    package var bytes: [UInt8]
    /// The file's device and inode, to refuse writing an output over it.
    package var identity: FileIdentity

    /// Reads at most `limit` bytes of the regular file at `path`.
    /// - Throws: `InputFileError` in plain words: no such file, a directory, a FIFO or device (not
    ///   read: it could block or never end), permission denied, or the system's reason.
    package static func read(_ path: String, limit: Int) throws(InputFileError) -> InputFile {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            let code = errno
            switch code {
            case ENOENT: throw InputFileError(path: path, reason: "it does not exist", kind: .missing)
            case EACCES, EPERM: throw InputFileError(path: path, reason: "it cannot be opened: permission denied", kind: FileKind(path: path))
            case ENOTDIR: throw InputFileError(path: path, reason: "a part of the path is not a directory", kind: .missing)
            case ELOOP: throw InputFileError(path: path, reason: "it is a loop of symbolic links", kind: .missing)
            case ENXIO: throw InputFileError(path: path, reason: "it is \(FileKind(path: path)) with nothing behind it", kind: FileKind(path: path))
            default: throw InputFileError(path: path, reason: "it cannot be opened: \(systemErrorText(code))", kind: FileKind(path: path))
            }
        }
        defer { close(descriptor) }
        guard let identity = FileIdentity(descriptor: descriptor) else {
            throw InputFileError(path: path, reason: "it cannot be examined: \(systemErrorText(errno))", kind: .missing)
        }
        guard identity.kind == .regular else {
            throw InputFileError(path: path, reason: "it is \(identity.kind), not a regular file", kind: identity.kind)
        }
        // A regular file never blocks, but clear the flag so reads are ordinary.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputFileError(path: path, reason: "it cannot be read: \(systemErrorText(errno))", kind: .regular)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return InputFile(bytes: bytes, identity: identity)
    }
}

/// Why `InputFile.read` failed: the path, the reason in words and what the path names.
package struct InputFileError: Error, Sendable, CustomStringConvertible {
    /// The path as given.
    package var path: String
    /// "it does not exist", "it is a FIFO (named pipe), not a regular file", …
    package var reason: String
    /// What the path names (`.missing` when nothing, or unknown).
    package var kind: FileKind

    package var description: String { "cannot read \(path): \(reason)" }
}
