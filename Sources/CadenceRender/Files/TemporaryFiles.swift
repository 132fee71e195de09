import Foundation

/// The temporary files `AtomicFile` has open, removed when the write ends, fails, or the process is
/// interrupted (SIGINT, SIGTERM, SIGHUP): the first temporary file registers handlers for those
/// signals (unless they are ignored) that remove every registered file and then end the process
/// with the signal, as it would have ended.
///
/// Names are short: `.cadence-` and 16 hex digits and `.tmp` (29 bytes), so the longest legal
/// destination name (255 bytes) still has a legal temporary name beside it.
enum TemporaryFiles {
    /// How many temporary files can be registered at once; beyond it files are still removed on
    /// failure, just not on a signal.
    static let capacity = 256

    /// Creates a new empty temporary file beside `url` (`O_EXCL`: never through a file or symbolic
    /// link someone else put there), registers it and returns its descriptor and path.
    static func create(besides url: URL, path: String) throws(AtomicFileError) -> (Int32, String) {
        let directory = url.deletingLastPathComponent().path
        for _ in 0..<8 {
            let temporary = (directory as NSString).appendingPathComponent(name(suffix: "tmp"))
            register(temporary)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 { return (descriptor, temporary) }
            let code = errno
            forget(temporary)
            if code != EEXIST { throw AtomicFileError(path: path, reason: AtomicFile.errorText(code)) }
        }
        throw AtomicFileError(path: path, reason: "no free temporary name in its directory")
    }

    /// A registered hard link to `path` under a temporary name (a backup), or nil if links are not possible.
    static func link(_ path: String) -> String? {
        let directory = (path as NSString).deletingLastPathComponent
        let backup = ((directory.isEmpty ? "." : directory) as NSString).appendingPathComponent(name(suffix: "bak"))
        register(backup)
        guard Foundation.link(path, backup) == 0 else {
            forget(backup)
            return nil
        }
        return backup
    }

    /// `.cadence-0123456789abcdef.tmp`.
    static func name(suffix: String) -> String {
        let digits = String(UInt64.random(in: 0...UInt64.max), radix: 16)
        return ".cadence-" + String(repeating: "0", count: 16 - digits.count) + digits + "." + suffix
    }

    /// Removes a temporary file and forgets it.
    static func remove(_ path: String) {
        unlink(path)
        forget(path)
    }

    // MARK: The registry, readable from a signal handler

    /// Paths as C strings in fixed slots: the signal handler reads them without locking or
    /// allocating (`unlink` is async-signal-safe).
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
        return slots
    }()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var handlersInstalled = false

    /// Registers `path` for removal on a signal.
    static func register(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        if !handlersInstalled {
            handlersInstalled = true
            installHandlers()
        }
        for index in 0..<capacity where slots[index] == nil {
            slots[index] = strdup(path)
            return
        }
    }

    /// Forgets `path` (renamed into place, or removed).
    static func forget(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        for index in 0..<capacity {
            guard let slot = slots[index], String(cString: slot) == path else { continue }
            slots[index] = nil
            free(slot)
            return
        }
    }

    /// The registered paths (for tests).
    static var registered: [String] {
        lock.lock()
        defer { lock.unlock() }
        return (0..<capacity).compactMap { slots[$0].map { String(cString: $0) } }
    }

    /// Removes every registered file (what the signal handler does before the process ends), or,
    /// for tests, only those under `directory` (a path prefix).
    static func removeAll(under directory: String? = nil) {
        for index in 0..<capacity {
            guard let slot = slots[index] else { continue }
            if let directory, !String(cString: slot).hasPrefix(directory + "/") { continue }
            unlink(slot)
        }
    }

    private static func installHandlers() {
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0 else { continue }
            // A signal the caller ignores stays ignored; one with a handler of its own keeps it.
            guard current.__sigaction_handler.sa_handler == nil else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                TemporaryFiles.removeAll()
                // SA_RESETHAND restored the default action: raising again ends the process with the
                // signal once this handler returns.
                raise(number)
            }
            action.sa_flags = Int32(truncatingIfNeeded: SA_RESETHAND)
            sigemptyset(&action.sa_mask)
            _ = sigaction(signal, &action, nil)
        }
    }
}
