import Foundation

/// Writes files so that readers see either the old file or the complete new one, never a part.
///
/// The bytes go to a uniquely named temporary file in the destination's own directory (so the final
/// step never crosses file systems), are flushed to disk, and the temporary file is renamed over
/// the destination, which POSIX makes atomic. On any failure the temporary file is removed and the
/// destination is left as it was.
///
/// ```swift
/// try AtomicFile.write(try PNGEncoder().encode(image), to: URL(fileURLWithPath: "out/frame.png"))
/// ```
///
/// Replacing a file gives it fresh permissions (0644 less the umask), not the old file's.
public enum AtomicFile {
    /// Writes `bytes` to `url` atomically, replacing any existing file.
    /// - Throws: `AtomicFileError` naming the path and the reason: the directory does not exist, is
    ///   not a directory, is not writable, the disk is full, or `url` is not a file URL.
    public static func write(_ bytes: [UInt8], to url: URL) throws(AtomicFileError) {
        let path = url.path
        guard url.isFileURL else { throw AtomicFileError(path: url.absoluteString, reason: "not a file URL") }
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw AtomicFileError(path: path, reason: "the directory \(directory) does not exist")
        }
        guard isDirectory.boolValue else {
            throw AtomicFileError(path: path, reason: "\(directory) is not a directory")
        }

        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UInt64.random(in: 0...UInt64.max)).tmp").path
        // O_EXCL: never write through a file (or symlink) that someone else put at the temporary name.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw AtomicFileError(path: path, reason: errorText(errno)) }
        do throws(AtomicFileError) {
            try writeAll(bytes, to: descriptor, path: path)
            // Without fsync a crash after the rename can leave an empty file under the final name.
            guard fsync(descriptor) == 0 else { throw AtomicFileError(path: path, reason: errorText(errno)) }
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            let reason = errorText(errno)
            unlink(temporary)
            throw AtomicFileError(path: path, reason: reason)
        }
        guard rename(temporary, path) == 0 else {
            let reason = errorText(errno)
            unlink(temporary)
            throw AtomicFileError(path: path, reason: reason)
        }
    }

    /// Writes `data` to `url` atomically; see `write(_:to:)` for `[UInt8]`.
    public static func write(_ data: Data, to url: URL) throws(AtomicFileError) {
        try write([UInt8](data), to: url)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(AtomicFileError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw AtomicFileError(path: path, reason: errorText(errno))
            }
            offset += written
        }
    }

    private static func errorText(_ code: Int32) -> String {
        code == EACCES || code == EPERM || code == EROFS
            ? "the directory is not writable (\(String(cString: strerror(code))))"
            : String(cString: strerror(code))
    }
}
