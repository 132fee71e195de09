import Foundation
import Testing
@testable import CadenceRender

@Suite struct AtomicFileTests {
    @Test func writesThenReadsBack() throws {
        let url = try TemporaryDirectory.make().appendingPathComponent("out.bin")
        let bytes: [UInt8] = Array(0...255) + [1, 2, 3]
        try AtomicFile.write(bytes, to: url)
        #expect(try [UInt8](Data(contentsOf: url)) == bytes)
        try AtomicFile.write(Data("text".utf8), to: url)
        #expect(try String(contentsOf: url, encoding: .utf8) == "text")
    }

    @Test func overwritingReplacesTheWholeFile() throws {
        let directory = try TemporaryDirectory.make()
        let url = directory.appendingPathComponent("frame.png")
        try AtomicFile.write([UInt8](repeating: 7, count: 10_000), to: url)
        try AtomicFile.write([1, 2, 3], to: url)
        #expect(try [UInt8](Data(contentsOf: url)) == [1, 2, 3])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["frame.png"])
        try AtomicFile.write([], to: url)
        #expect(try Data(contentsOf: url).isEmpty)
    }

    @Test func missingDirectoryThrowsNamingThePath() throws {
        let parent = try TemporaryDirectory.make()
        let url = parent.appendingPathComponent("missing").appendingPathComponent("frame.png")
        let error = try #require(throws: AtomicFileError.self) { try AtomicFile.write([1], to: url) }
        #expect(error.path == url.path)
        #expect(error.description.contains(url.path))
        #expect(error.description.contains("does not exist"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).isEmpty)
    }

    @Test func parentThatIsAFileThrowsAndLeavesNothing() throws {
        let parent = try TemporaryDirectory.make()
        let blocker = parent.appendingPathComponent("plain")
        try AtomicFile.write([0], to: blocker)
        let error = try #require(throws: AtomicFileError.self) {
            try AtomicFile.write([1], to: blocker.appendingPathComponent("frame.png"))
        }
        #expect(error.description.contains("is not a directory"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["plain"])
    }

    @Test func renameFailureRemovesTheTemporaryFile() throws {
        // The destination is a non-empty directory, so the final rename fails after the bytes are written.
        let parent = try TemporaryDirectory.make()
        let destination = parent.appendingPathComponent("taken")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: false)
        try AtomicFile.write([0], to: destination.appendingPathComponent("inside"))
        let error = try #require(throws: AtomicFileError.self) { try AtomicFile.write([1, 2], to: destination) }
        #expect(error.description.hasPrefix("cannot write \(destination.path): "))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["taken"])
    }

    @Test(.enabled(if: getuid() != 0, "root can write into read-only directories"))
    func readOnlyDirectorySaysSo() throws {
        let parent = try TemporaryDirectory.make()
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: parent.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: parent.path) }
        let error = try #require(throws: AtomicFileError.self) { try AtomicFile.write([1], to: parent.appendingPathComponent("x")) }
        #expect(error.reason.contains("not writable"))
    }

    @Test func nonFileURLIsRejected() throws {
        let url = try #require(URL(string: "https://example.com/frame.png"))
        let error = try #require(throws: AtomicFileError.self) { try AtomicFile.write([1], to: url) }
        #expect(error.reason == "not a file URL")
    }

    // MARK: Hostile destinations

    @Test func theLongestLegalNameWorks() throws {
        let directory = try TemporaryDirectory.make()
        let name = String(repeating: "n", count: 250) + ".json"
        #expect(name.utf8.count == 255)
        try AtomicFile.write([1, 2, 3], to: directory.appendingPathComponent(name))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [name])
    }

    @Test func temporaryNamesAreShort() {
        let name = TemporaryFiles.name(suffix: "tmp")
        #expect(name.utf8.count == 29)
        #expect(name.hasPrefix(".cadence-"))
    }

    @Test func aCharacterDeviceIsWrittenInPlaceNotReplaced() throws {
        let before = try #require(FileIdentity(path: "/dev/null"))
        try AtomicFile.write([UInt8](repeating: 65, count: 10_000), to: URL(fileURLWithPath: "/dev/null"))
        let after = try #require(FileIdentity(path: "/dev/null"))
        #expect(before == after)
        #expect(after.kind == .characterDevice)
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: "/dev").contains { $0.hasPrefix(".cadence-") }))
    }

    @Test func aFullDeviceSaysSo() throws {
        guard FileKind(path: "/dev/full") == .characterDevice else { return }
        let error = try #require(throws: AtomicFileError.self) { try AtomicFile.write([1, 2, 3], to: URL(fileURLWithPath: "/dev/full")) }
        #expect(error.reason.contains("No space left"))
    }

    @Test func aFIFOWithNoReaderIsRefusedAtOnce() throws {
        let directory = try TemporaryDirectory.make()
        let fifo = directory.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let error = try #require(throws: AtomicFileError.self) { try AtomicFile.write([1], to: fifo) }
        #expect(error.reason.contains("FIFO"))
        #expect(FileKind(path: fifo.path) == .fifo, "still the FIFO, not a file renamed over it")
    }

    @Test func aFIFOWithAReaderIsWrittenInPlace() throws {
        let directory = try TemporaryDirectory.make()
        let fifo = directory.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        // A reader holding the FIFO open (without blocking) lets the writer open it; the bytes wait in its buffer.
        let reader = open(fifo.path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try AtomicFile.write([7, 8, 9], to: fifo)
        var buffer = [UInt8](repeating: 0, count: 8)
        let count = read(reader, &buffer, buffer.count)
        #expect(Array(buffer.prefix(max(count, 0))) == [7, 8, 9])
        #expect(FileKind(path: fifo.path) == .fifo)
    }

    @Test func aSocketOrDirectoryIsRefused() throws {
        let directory = try TemporaryDirectory.make()
        let error = try #require(throws: AtomicFileError.self) { try AtomicFile.write([1], to: directory) }
        #expect(error.reason.contains("a directory"))
    }

    @Test func severalFilesAreAllOrNothing() throws {
        let directory = try TemporaryDirectory.make()
        let first = directory.appendingPathComponent("a.css"), second = directory.appendingPathComponent("a.html")
        try AtomicFile.write([1], to: first)
        // The third file's directory does not exist: nothing may change, and no temporary file may stay.
        let missing = directory.appendingPathComponent("missing/a.txt")
        #expect(throws: AtomicFileError.self) {
            try AtomicFile.write([(bytes: [2], url: first), (bytes: [3], url: second), (bytes: [4], url: missing)])
        }
        #expect(try [UInt8](Data(contentsOf: first)) == [1])
        #expect(!FileManager.default.fileExists(atPath: second.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["a.css"])
        try AtomicFile.write([(bytes: [2], url: first), (bytes: [3], url: second)])
        #expect(try [UInt8](Data(contentsOf: first)) == [2])
        #expect(try [UInt8](Data(contentsOf: second)) == [3])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["a.css", "a.html"])
    }

    @Test func aRenameThatFailsMidwayPutsBackTheFilesAlreadyRenamed() throws {
        let directory = try TemporaryDirectory.make()
        let replaced = directory.appendingPathComponent("page.css"), created = directory.appendingPathComponent("page.js")
        let blocked = directory.appendingPathComponent("page.html")
        try AtomicFile.write([1, 1], to: replaced)
        // Everything is staged, then a non-empty folder takes the third name: its rename fails after
        // the first two succeeded, and both must be undone.
        let error = try #require(throws: AtomicFileError.self) {
            try AtomicFile.write([(bytes: [2], url: replaced), (bytes: [3], url: created), (bytes: [4], url: blocked)]) {
                try? FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
                try? Data([0]).write(to: blocked.appendingPathComponent("inside"))
            }
        }
        #expect(error.path == blocked.path)
        #expect(try [UInt8](Data(contentsOf: replaced)) == [1, 1])
        #expect(!FileManager.default.fileExists(atPath: created.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["page.css", "page.html"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: blocked.path) == ["inside"])
        #expect(!TemporaryFiles.registered.contains { $0.hasPrefix(directory.path + "/") })
    }

    @Test func aRefusedDestinationLeavesTheOthersUnchanged() throws {
        let directory = try TemporaryDirectory.make()
        let first = directory.appendingPathComponent("one"), blocked = directory.appendingPathComponent("two")
        try AtomicFile.write([1], to: first)
        try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
        try AtomicFile.write([0], to: blocked.appendingPathComponent("inside"))
        #expect(throws: AtomicFileError.self) { try AtomicFile.write([(bytes: [9], url: first), (bytes: [9], url: blocked)]) }
        #expect(try [UInt8](Data(contentsOf: first)) == [1])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["one", "two"])
    }

    @Test func theSignalCleanupRemovesRegisteredTemporaryFiles() throws {
        let directory = try TemporaryDirectory.make()
        let path = directory.appendingPathComponent(TemporaryFiles.name(suffix: "tmp")).path
        #expect(FileManager.default.createFile(atPath: path, contents: Data([1])))
        TemporaryFiles.register(path)
        #expect(TemporaryFiles.registered.contains(path))
        // What the SIGINT/SIGTERM handler does before the process ends.
        TemporaryFiles.removeAll(under: directory.path)
        #expect(!FileManager.default.fileExists(atPath: path))
        TemporaryFiles.forget(path)
        #expect(!TemporaryFiles.registered.contains(path))
        // Handlers are installed for the signals (unless ignored): SIGTERM now has one.
        var action = sigaction()
        #expect(sigaction(SIGTERM, nil, &action) == 0)
        #expect(action.__sigaction_handler.sa_handler != nil)
    }
}

@Suite struct InputFileTests {
    @Test func readsARegularFileUpToTheLimit() throws {
        let url = try TemporaryDirectory.file(named: "spec.json", bytes: Array("0123456789".utf8))
        let file = try InputFile.read(url.path, limit: 4)
        #expect(file.bytes == Array("0123".utf8))
        #expect(file.identity == FileIdentity(path: url.path))
        #expect(try InputFile.read(url.path, limit: 100).bytes.count == 10)
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let directory = try TemporaryDirectory.make()
        let fifo = directory.appendingPathComponent("spec.json")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        // No writer: a blocking open would wait for ever.
        let error = try #require(throws: InputFileError.self) { try InputFile.read(fifo.path, limit: 100) }
        #expect(error.kind == .fifo)
        #expect(error.description == "cannot read \(fifo.path): it is a FIFO (named pipe), not a regular file")
    }

    @Test func otherKindsAreNamed() throws {
        let directory = try TemporaryDirectory.make()
        let folder = try #require(throws: InputFileError.self) { try InputFile.read(directory.path, limit: 100) }
        #expect(folder.kind == .directory)
        #expect(folder.reason.contains("a directory"))
        let device = try #require(throws: InputFileError.self) { try InputFile.read("/dev/zero", limit: 100) }
        #expect(device.reason.contains("a character device"))
        let missing = try #require(throws: InputFileError.self) { try InputFile.read(directory.appendingPathComponent("nope").path, limit: 100) }
        #expect(missing.reason == "it does not exist")
        #expect(missing.kind == .missing)
    }

    @Test func identitiesSeeThroughNames() throws {
        let url = try TemporaryDirectory.file(named: "a.json", bytes: [1])
        let link = url.deletingLastPathComponent().appendingPathComponent("b.json")
        #expect(Foundation.link(url.path, link.path) == 0)
        #expect(FileIdentity(path: url.path) == FileIdentity(path: link.path))
        #expect(FileIdentity(path: url.deletingLastPathComponent().path + "/./a.json") == FileIdentity(path: url.path))
        #expect(FileIdentity(path: "/dev/null")?.kind == .characterDevice)
    }
}
