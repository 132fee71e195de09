#if os(Linux)
import Foundation
import Glibc
import Testing

/// A real SIGTERM or SIGINT sent to the built `cadence demo` while it is writing its gallery: the run ends with
/// the signal (as an interrupted Unix tool does) and leaves the output folder as it was before, with
/// no staging folder or temporary file behind. The test waits for the run's files with inotify
/// (events, not sleeping), so the signal arrives while files are being written.
@Suite(.enabled(if: BuiltBinaryTests.binary != nil, "the cadence executable is not built (run swift build)"))
struct InterruptTests {
    @Test func aTerminatedGalleryLeavesANewFolderUnmade() throws {
        let parent = try DemoTemporary.folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let gallery = parent.appendingPathComponent("gallery")
        try Self.interruptWhileWriting(into: gallery, watching: parent, with: SIGTERM)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == [], "the folder the run created is removed")
    }

    @Test func anInterruptedGalleryLeavesAnExistingFolderAsItWas() throws {
        let gallery = try DemoTemporary.folder()
        defer { try? FileManager.default.removeItem(at: gallery) }
        try Data("mine".utf8).write(to: gallery.appendingPathComponent("notes.txt"))
        try Self.interruptWhileWriting(into: gallery, watching: gallery, with: SIGINT)
        #expect(try FileManager.default.contentsOfDirectory(atPath: gallery.path) == ["notes.txt"])
        #expect(try String(contentsOf: gallery.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
    }

    /// Starts `cadence demo --out gallery`, waits until its staging folder holds a file or folder,
    /// sends `signal` and checks that the process ended by that signal.
    static func interruptWhileWriting(into gallery: URL, watching parent: URL, with signal: Int32) throws {
        let events = inotify_init1(Int32(IN_CLOEXEC))
        try #require(events >= 0, "inotify_init1: \(String(cString: strerror(errno)))")
        defer { close(events) }
        let mask = UInt32(IN_CREATE) | UInt32(IN_MOVED_TO) | UInt32(IN_CLOSE_WRITE)
        var watched: Set<String> = []
        func watch(_ path: String) {
            if watched.insert(path).inserted { _ = inotify_add_watch(events, path, mask) }
        }
        watch(parent.path)

        // posix_spawn rather than Process: the child must start as a shell starts a command, with no
        // signal blocked or ignored, whereas the test's thread (a Dispatch worker) blocks them all.
        let pid = try spawn(["demo", "--out", gallery.path, "--quiet", "--only", "like-button,pulse-badge,toast,photo-zoom"])
        var exited = false
        var status: Int32 = 0
        func isRunning() -> Bool {
            if !exited, waitpid(pid, &status, WNOHANG) == pid { exited = true }
            return !exited
        }

        /// The staging folder, once it holds something.
        func stagedWork() -> String? {
            guard FileManager.default.fileExists(atPath: gallery.path) else { return nil }
            watch(gallery.path)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: gallery.path)) ?? []
            guard let staging = names.first(where: { $0.hasPrefix(".cadence-demo-") }) else { return nil }
            let path = gallery.appendingPathComponent(staging).path
            watch(path)
            return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).isEmpty ? nil : path
        }
        // Up to 300 one-second polls of the event queue: a bound on a broken run, not a delay.
        var staging: String?
        var polls = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        while staging == nil, isRunning(), polls < 300 {
            staging = stagedWork()
            if staging != nil { break }
            var descriptor = pollfd(fd: events, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 1000) > 0 { _ = read(events, &buffer, buffer.count) }
            polls += 1
        }
        try #require(staging != nil, "the run never staged a file (still running: \(isRunning()))")
        kill(pid, signal)
        if !exited { _ = waitpid(pid, &status, 0) }
        #expect(status & 0x7f == signal, "ended by the signal (wait status \(status))")
        #expect(!FileManager.default.fileExists(atPath: staging!), "the staging folder is removed")
    }

    /// Starts the built `cadence` with `arguments`, its standard streams on
    /// /dev/null, with an empty signal mask and default signal actions; returns its process id.
    static func spawn(_ arguments: [String]) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t(), defaults = sigset_t()
        sigemptyset(&empty)
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [Int32(0), 1, 2] {
            posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        let binary = BuiltBinaryTests.binary!.path
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, binary, &actions, &attributes, argv, environ)
        try #require(result == 0, "posix_spawn: \(String(cString: strerror(result)))")
        return pid
    }
}
#endif
