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
}
