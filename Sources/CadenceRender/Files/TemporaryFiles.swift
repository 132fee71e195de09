import Foundation

/// The temporary files `AtomicFile` has open, removed when the write ends, fails, or the process is
/// interrupted (SIGINT, SIGTERM, SIGHUP): the first temporary file registers handlers for those
/// signals (unless they are ignored) that remove every registered file and then end the process
/// with the signal, as it would have ended.
///
/// Names are short: `.cadence-` and 16 hex digits and `.tmp` (29 bytes), so the longest legal
/// destination name (255 bytes) still has a legal temporary name beside it.
package enum TemporaryFiles {
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

    // MARK: Folders (a staging folder of many files), removed on a signal by a thread of their own

    /// Set (to 1) by the signal handler: the process is ending, so writers should stop putting files
    /// in registered folders (`isInterrupted`).
    nonisolated(unsafe) private static var interrupted: Int32 = 0

    /// Whether SIGINT, SIGTERM or SIGHUP has arrived and the process is ending: a writer checks it
    /// before creating folders inside a registered one, so it does not recreate what the cleanup removes.
    package static var isInterrupted: Bool { interrupted != 0 }

    /// Parks the calling thread for good once a signal has arrived: the cleanup thread is removing
    /// the registered folders and will end the process with the signal; a writer that carried on
    /// (or returned an error and exited normally) would race it.
    package static func haltIfInterrupted() {
        guard isInterrupted else { return }
        while true { pause() }
    }

    /// How many folders are registered; read by the signal handler (an aligned word).
    nonisolated(unsafe) private static var folderCount: Int32 = 0
    nonisolated(unsafe) private static var folders: [String] = []
    /// The pipe the signal handler writes the signal's number to; the cleanup thread reads it.
    nonisolated(unsafe) private static var wakePipe: (read: Int32, write: Int32) = (-1, -1)

    /// Registers a folder to be removed, with everything in it, if SIGINT, SIGTERM or SIGHUP ends
    /// the process before `forgetFolder(_:)`.
    package static func registerFolder(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        if !handlersInstalled {
            handlersInstalled = true
            installHandlers()
        }
        if wakePipe.read < 0 { startCleanupThread() }
        folders.append(path)
        folderCount = Int32(folders.count)
    }

    /// Forgets a folder registered with `registerFolder(_:)` (moved into place, or removed).
    package static func forgetFolder(_ path: String) {
        lock.lock()
        defer { lock.unlock() }
        if let index = folders.lastIndex(of: path) { folders.remove(at: index) }
        folderCount = Int32(folders.count)
    }

    /// The registered folders (for tests).
    static var registeredFolders: [String] {
        lock.lock()
        defer { lock.unlock() }
        return folders
    }

    /// Called from the signal handler: `write` is async-signal-safe.
    private static func wakeCleanupThread(_ number: Int32) -> Bool {
        var byte = UInt8(truncatingIfNeeded: number)
        return wakePipe.write >= 0 && Foundation.write(wakePipe.write, &byte, 1) == 1
    }

    /// A thread that waits for a signal's number on the pipe, removes the registered folders in
    /// ordinary context, and ends the process with that signal (its default action is back, thanks
    /// to SA_RESETHAND).
    private static func startCleanupThread() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        wakePipe = (ends[0], ends[1])
        let reader = ends[0]
        let thread = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(reader, &byte, 1)
                if count == 1 { break }
                if count < 0 && errno == EINTR { continue }
                return
            }
            lock.lock()
            let doomed = folders
            lock.unlock()
            for folder in doomed { try? FileManager.default.removeItem(atPath: folder) }
            // A writer that was past its `isInterrupted` check may have recreated a folder meanwhile:
            // give it a moment to finish that one step, and remove again.
            usleep(20_000)
            for folder in doomed { try? FileManager.default.removeItem(atPath: folder) }
            signal(Int32(byte), SIG_DFL)
            raise(Int32(byte))
        }
        thread.name = "cadence temporary-file cleanup"
        thread.start()
    }

    private static func installHandlers() {
        // Everything the handler reads is initialised before it can run: a lazily initialised
        // global first touched in the handler allocates there, which deadlocks when the signal
        // arrived while the interrupted thread held malloc's lock (seen: a SIGTERM in `sbrk`).
        _ = slots
        _ = interrupted
        _ = folderCount
        _ = wakePipe
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            var current = sigaction()
            guard sigaction(signal, nil, &current) == 0 else { continue }
            // A signal the caller ignores stays ignored; one with a handler of its own keeps it.
            guard current.__sigaction_handler.sa_handler == nil else { continue }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { number in
                TemporaryFiles.removeAll()
                // Folders cannot be removed here (walking a folder is not async-signal-safe): the
                // cleanup thread removes them and then ends the process with the signal.
                TemporaryFiles.interrupted = 1
                if TemporaryFiles.folderCount > 0, TemporaryFiles.wakeCleanupThread(number) { return }
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
