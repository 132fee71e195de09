import Foundation

/// What a path names, from `stat(2)`: a regular file, a directory, a FIFO, a device, a socket, or
/// nothing. Messages name it (`description`) when a command gets one it cannot use.
package enum FileKind: Sendable, Hashable, CustomStringConvertible {
    /// A regular file.
    case regular
    /// A directory.
    case directory
    /// A named pipe.
    case fifo
    /// A character device (a terminal, `/dev/null`).
    case characterDevice
    /// A block device (a disk).
    case blockDevice
    /// A Unix domain socket.
    case socket
    /// A symbolic link: only from a `mode` that `lstat` gave; lookups by path follow links.
    case symbolicLink
    /// Nothing exists at the path.
    case missing

    /// The kind of file `mode` (a `stat` `st_mode`) describes.
    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFIFO: self = .fifo
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFSOCK: self = .socket
        case S_IFLNK: self = .symbolicLink
        default: self = .missing
        }
    }

    /// What `path` names, following symbolic links (a dangling link is `.missing`).
    package init(path: String) {
        var status = stat()
        self = stat(path, &status) == 0 ? FileKind(mode: status.st_mode) : .missing
    }

    /// "a regular file", "a directory", "a FIFO (named pipe)", "a character device", …
    package var description: String {
        switch self {
        case .regular: return "a regular file"
        case .directory: return "a directory"
        case .fifo: return "a FIFO (named pipe)"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .socket: return "a socket"
        case .symbolicLink: return "a symbolic link"
        case .missing: return "nothing (no such file)"
        }
    }
}

/// A file's identity: its device and inode, the same whatever the name it is reached by (a
/// relative path, `./x`, a symbolic or hard link). Two paths name one file when their identities
/// are equal.
package struct FileIdentity: Sendable, Hashable {
    /// The device the file lives on (`st_dev`).
    package var device: UInt64
    /// Its inode number on that device (`st_ino`).
    package var inode: UInt64
    /// What kind of file it is.
    package var kind: FileKind

    /// The identity of what `path` names, following symbolic links; nil when nothing exists there.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The identity of an open file.
    package init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        kind = FileKind(mode: status.st_mode)
    }

    package static func == (a: FileIdentity, b: FileIdentity) -> Bool { a.device == b.device && a.inode == b.inode }
    package func hash(into hasher: inout Hasher) {
        hasher.combine(device)
        hasher.combine(inode)
    }
}

/// Text for an `errno`, in plain words.
func systemErrorText(_ code: Int32) -> String {
    String(cString: strerror(code))
}
