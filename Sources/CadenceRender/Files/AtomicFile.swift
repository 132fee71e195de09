import Foundation

/// Writes files so that readers see either the old file or the complete new one, never a part.
///
/// The bytes go to a temporary file with a short name (`.cadence-` and 16 hex digits, so any legal
/// destination name works) in the destination's own directory (so the final step never crosses
/// file systems), are flushed to disk, and the temporary file is renamed over the destination,
/// which POSIX makes atomic. On any failure the temporary file is removed and the destination is
/// left as it was; on SIGINT or SIGTERM during the write too (`TemporaryFiles`).
///
/// Only regular files are replaced. A destination that is a character device (`/dev/null`,
/// `/dev/stdout`) or a FIFO is written in place, since renaming over it would replace the device
/// node itself; a FIFO that no one reads is refused rather than waited for. Directories, block
/// devices and sockets are refused.
///
/// ```swift
/// try AtomicFile.write(try PNGEncoder().encode(image), to: URL(fileURLWithPath: "out/frame.png"))
/// try AtomicFile.write([(css, cssURL), (page, pageURL)])   // all of them, or none
/// ```
///
/// Replacing a file gives it fresh permissions (0644 less the umask), not the old file's.
public enum AtomicFile {
    /// Writes `bytes` to `url` atomically, replacing any existing file.
    /// - Throws: `AtomicFileError` naming the path and the reason: the directory does not exist, is
    ///   not a directory, is not writable, the disk is full, the destination is not a regular file
    ///   (and not a device or FIFO that can be written in place), or `url` is not a file URL.
    public static func write(_ bytes: [UInt8], to url: URL) throws(AtomicFileError) {
        try write([(bytes, url)])
    }

    /// Writes `data` to `url` atomically; see `write(_:to:)` for `[UInt8]`.
    public static func write(_ data: Data, to url: URL) throws(AtomicFileError) {
        try write([UInt8](data), to: url)
    }

    /// Writes several files, all or nothing: every file's bytes go to its temporary file first, and
    /// only when all are written are they renamed into place. If a rename fails, the files already
    /// renamed are put back as they were (a replaced file from a hard-linked backup, a new one
    /// removed). Devices and FIFOs among the destinations are written in place, after the rest.
    /// - Throws: `AtomicFileError` for the first file that cannot be written; then no destination
    ///   has changed (except a device or FIFO written before the failure, which cannot be undone).
    public static func write(_ files: [(bytes: [UInt8], url: URL)]) throws(AtomicFileError) {
        try write(files, beforeCommit: {})
    }

    /// `write(_:)`, running `beforeCommit` between staging and the first rename: tests use it to put
    /// something in a destination's way there, so that a rename fails after others succeeded.
    static func write(_ files: [(bytes: [UInt8], url: URL)], beforeCommit: () -> Void) throws(AtomicFileError) {
        var staged: [Staged] = []
        var inPlace: [(bytes: [UInt8], path: String, kind: FileKind)] = []
        func discard() {
            for file in staged { TemporaryFiles.remove(file.temporary) }
        }
        do throws(AtomicFileError) {
            for (bytes, url) in files {
                let path = url.path
                guard url.isFileURL else { throw AtomicFileError(path: url.absoluteString, reason: "not a file URL") }
                let kind = FileKind(path: path)
                switch kind {
                case .regular, .missing:
                    try checkDirectory(of: url)
                    staged.append(Staged(path: path, temporary: try stage(bytes, for: url), existed: kind == .regular))
                case .characterDevice, .fifo:
                    inPlace.append((bytes, path, kind))
                default:
                    throw AtomicFileError(path: path, reason: "it is \(kind); only regular files are replaced")
                }
            }
        } catch {
            discard()
            throw error
        }
        beforeCommit()
        try commit(staged)
        for file in inPlace {
            try writeInPlace(file.bytes, path: file.path, kind: file.kind)
        }
    }

    /// A file written to its temporary name, waiting to be renamed.
    private struct Staged {
        var path: String
        var temporary: String
        var existed: Bool
    }

    private static func checkDirectory(of url: URL) throws(AtomicFileError) {
        let directory = url.deletingLastPathComponent().path
        switch FileKind(path: directory) {
        case .directory: return
        case .missing: throw AtomicFileError(path: url.path, reason: "the directory \(directory) does not exist")
        default: throw AtomicFileError(path: url.path, reason: "\(directory) is not a directory")
        }
    }

    /// Writes `bytes` to a new temporary file beside `url` and returns its path.
    private static func stage(_ bytes: [UInt8], for url: URL) throws(AtomicFileError) -> String {
        let path = url.path
        let (descriptor, temporary) = try TemporaryFiles.create(besides: url, path: path)
        do throws(AtomicFileError) {
            try writeAll(bytes, to: descriptor, path: path)
            // Without fsync a crash after the rename can leave an empty file under the final name.
            guard fsync(descriptor) == 0 else { throw AtomicFileError(path: path, reason: errorText(errno)) }
        } catch {
            close(descriptor)
            TemporaryFiles.remove(temporary)
            throw error
        }
        guard close(descriptor) == 0 else {
            let reason = errorText(errno)
            TemporaryFiles.remove(temporary)
            throw AtomicFileError(path: path, reason: reason)
        }
        return temporary
    }

    /// Renames every staged file into place, undoing the renames done so far if one fails.
    private static func commit(_ staged: [Staged]) throws(AtomicFileError) {
        // Backups (hard links to the files about to be replaced) only when there is more than one
        // file: a single rename is atomic by itself.
        var backups: [String: String] = [:]
        if staged.count > 1 {
            for file in staged where file.existed {
                if let backup = TemporaryFiles.link(file.path) { backups[file.path] = backup }
            }
        }
        defer { for backup in backups.values { TemporaryFiles.remove(backup) } }
        var done: [Staged] = []
        for file in staged {
            guard rename(file.temporary, file.path) == 0 else {
                let reason = errorText(errno)
                for other in staged[done.count...] { TemporaryFiles.remove(other.temporary) }
                for previous in done.reversed() {
                    if let backup = backups[previous.path] {
                        if rename(backup, previous.path) == 0 {
                            backups[previous.path] = nil
                            TemporaryFiles.forget(backup)
                        }
                    } else if !previous.existed {
                        unlink(previous.path)
                    }
                }
                throw AtomicFileError(path: file.path, reason: reason)
            }
            TemporaryFiles.forget(file.temporary)
            done.append(file)
        }
    }

    /// Writes to a character device or FIFO as it is. A FIFO is opened without blocking: with no
    /// reader, that fails (ENXIO) and is reported instead of waited for.
    private static func writeInPlace(_ bytes: [UInt8], path: String, kind: FileKind) throws(AtomicFileError) {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else {
            if errno == ENXIO { throw AtomicFileError(path: path, reason: "it is \(kind) that no process is reading") }
            throw AtomicFileError(path: path, reason: errorText(errno))
        }
        defer { close(descriptor) }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        try writeAll(bytes, to: descriptor, path: path)
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

    static func errorText(_ code: Int32) -> String {
        code == EACCES || code == EPERM || code == EROFS
            ? "the directory is not writable (\(systemErrorText(code)))"
            : systemErrorText(code)
    }
}
