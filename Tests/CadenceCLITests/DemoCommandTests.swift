import Foundation
import Testing
@testable import CadenceCLI

/// `cadence demo` run in-process into temporary folders. Subsets (`--only`) at a small scale keep
/// each run short; one test makes every section.
@Suite struct DemoCommandTests {
    /// A few sections that cover a triggered keyframe spec with a Reduce Motion variant, a loop
    /// without a reset, a phase animator and the curves.
    static let subset = "like-button-reduce-motion,pulse-badge-no-reset,save-badge,curves"

    static func demo(_ arguments: [String], in folder: URL, errorIsTerminal: Bool = false) -> CadenceRun {
        runSpecCommand(["demo"] + arguments, errorIsTerminal: errorIsTerminal, workingDirectory: folder.path)
    }

    @Test func theGalleryLinksOnlyFilesItWroteAndWroteOnlyWhatItLinksOrTheirPNGs() throws {
        let folder = try DemoTemporary.folder()
        let run = Self.demo(["--out", "gallery", "--scale", "0.5"], in: folder)
        #expect(run.status == 0, "stderr: \(run.error)")
        let gallery = DemoFolder(url: folder.appendingPathComponent("gallery"))
        let files = gallery.files
        let links = gallery.imageLinks
        #expect(files.contains("index.html"))
        #expect(!links.isEmpty)
        for link in links {
            #expect(files.contains(link), "index.html links \(link), which was not written")
        }
        // The page shows each plot as SVG; its PNG twin sits beside it.
        let expected = Set(links + links.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) + ".png" } + ["index.html"])
        #expect(Set(files) == expected, "unlinked: \(Set(files).subtracting(expected)), missing: \(expected.subtracting(files))")
        // Every section has an entry, in the gallery's order, and nothing is left of the staging folder.
        for name in DemoGallery.names {
            #expect(links.contains { $0.hasPrefix(name + "/") }, "no images for \(name)")
        }
        let hidden = try FileManager.default.contentsOfDirectory(atPath: gallery.url.path).filter { $0.hasPrefix(".") }
        #expect(hidden.isEmpty)
        #expect(run.output.hasPrefix("Wrote \(files.count) files for \(DemoGallery.names.count) sections in "))
        #expect(run.output.hasSuffix("Open gallery/index.html\n"))
        #expect(run.error.isEmpty, "no progress bar when stderr is not a terminal")
    }

    @Test func theDefaultFolderIsCadenceDemoInTheWorkingDirectory() throws {
        let folder = try DemoTemporary.folder()
        let run = Self.demo(["--only", "curves", "--scale", "0.5"], in: folder)
        #expect(run.status == 0, "stderr: \(run.error)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("cadence-demo/index.html").path))
        #expect(run.output.contains("Open cadence-demo/index.html"))
    }

    @Test func twoRunsWriteTheSameBytes() throws {
        let folder = try DemoTemporary.folder()
        let first = Self.demo(["--out", "one", "--only", Self.subset, "--scale", "0.5"], in: folder)
        let second = Self.demo(["--out", "two", "--only", Self.subset, "--scale", "0.5"], in: folder)
        #expect(first.status == 0 && second.status == 0, "stderr: \(first.error) \(second.error)")
        let one = DemoFolder(url: folder.appendingPathComponent("one")), two = DemoFolder(url: folder.appendingPathComponent("two"))
        #expect(one.files == two.files)
        #expect(one.files.count > 10)
        for path in one.files {
            #expect(try one.bytes(path) == two.bytes(path), "\(path) differs between two runs")
        }
    }

    @Test func onlyKeepsTheOrderGivenAndAcceptsNamesAfterIt() throws {
        let folder = try DemoTemporary.folder()
        let run = Self.demo(["--out", "g", "--scale", "0.5", "--only", "curves", "pulse-badge"], in: folder)
        #expect(run.status == 0, "stderr: \(run.error)")
        let links = DemoFolder(url: folder.appendingPathComponent("g")).imageLinks
        #expect(links.first?.hasPrefix("curves/") == true)
        #expect(links.last?.hasPrefix("pulse-badge/") == true)
        #expect(Set(links.map { $0.split(separator: "/")[0] }) == ["curves", "pulse-badge"])
        #expect(run.output.contains("for 2 sections"))
    }

    @Test func aSecondRunIntoTheSameFolderReplacesItsFiles() throws {
        let folder = try DemoTemporary.folder()
        let gallery = folder.appendingPathComponent("g")
        let keep = gallery.appendingPathComponent("notes.txt")
        #expect(Self.demo(["--out", "g", "--only", "springs", "--scale", "0.5"], in: folder).status == 0)
        try Data("mine".utf8).write(to: keep)
        let again = Self.demo(["--out", "g", "--only", "curves", "--scale", "0.5"], in: folder)
        #expect(again.status == 0, "stderr: \(again.error)")
        let page = DemoFolder(url: gallery)
        #expect(page.imageLinks.allSatisfy { $0.hasPrefix("curves/") })
        #expect(page.files.contains("springs/bouncy.svg"), "files of an earlier run are left alone")
        #expect(try String(contentsOf: keep, encoding: .utf8) == "mine")
    }

    // MARK: Progress

    @Test func progressShowsOnlyOnATerminalAndNeverWithQuiet() throws {
        let folder = try DemoTemporary.folder()
        let terminal = Self.demo(["--out", "a", "--only", "curves", "--scale", "0.5"], in: folder, errorIsTerminal: true)
        #expect(terminal.status == 0)
        #expect(terminal.error.contains("\rcadence demo "))
        #expect(terminal.error.contains("100%"))
        #expect(terminal.error.hasSuffix("\r"), "the bar's line is cleared at the end")
        #expect(!terminal.output.contains("\r"), "standard output stays clean")

        let piped = Self.demo(["--out", "b", "--only", "curves", "--scale", "0.5"], in: folder, errorIsTerminal: false)
        #expect(piped.status == 0)
        #expect(piped.error.isEmpty)

        let quiet = Self.demo(["--out", "c", "--only", "curves", "--scale", "0.5", "--quiet"], in: folder, errorIsTerminal: true)
        #expect(quiet.status == 0)
        #expect(quiet.error.isEmpty)
        #expect(quiet.output == "c/index.html\n")
    }

    // MARK: Errors

    @Test func anOutThatIsAFileIsRefusedAndLeftAlone() throws {
        let folder = try DemoTemporary.folder()
        let file = folder.appendingPathComponent("taken")
        try Data("keep".utf8).write(to: file)
        let run = Self.demo(["--out", "taken", "--only", "curves"], in: folder)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("-o taken exists and is not a folder"), "stderr: \(run.error)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])

        let below = Self.demo(["--out", "taken/gallery", "--only", "curves"], in: folder)
        #expect(below.status == 2)
        #expect(below.error.contains("is not a folder"), "stderr: \(below.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["taken"])
    }

    @Test func aFailureWhileMovingFilesInLeavesNoPartialGallery() throws {
        // A folder where index.html should go: every file is made, then the move is refused before
        // anything moves, and the staging folder is removed.
        let folder = try DemoTemporary.folder()
        let gallery = folder.appendingPathComponent("g")
        try FileManager.default.createDirectory(at: gallery.appendingPathComponent("index.html"), withIntermediateDirectories: true)
        let run = Self.demo(["--out", "g", "--only", "curves", "--scale", "0.5"], in: folder)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("cannot write g/index.html: a folder is in the way"), "stderr: \(run.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: gallery.path) == ["index.html"])
    }

    @Test func aFolderTheRunCreatedIsRemovedWhenItFails() throws {
        let folder = try DemoTemporary.folder()
        let console = Console(output: { _ in }, error: { _ in }, workingDirectory: folder.path)
        let output = try DemoOutput.prepare("new/deeper", console: console)
        #expect(output.created?.lastPathComponent == "new", "the outermost folder it made")
        try Data("x".utf8).write(to: try output.stagingURL(for: "a/b.svg"))
        output.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)

        // An existing folder stays, without the staging folder.
        let existing = try DemoOutput.prepare("kept", console: console)
        #expect(existing.created?.lastPathComponent == "kept")
        let again = try DemoOutput.prepare("kept", console: console)
        #expect(again.created == nil)
        again.discard()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("kept").path)
                == [existing.staging.lastPathComponent])
    }

    @Test func anUnknownNameIsRefusedBeforeAnythingIsCreated() throws {
        let folder = try DemoTemporary.folder()
        let run = Self.demo(["--out", "new/deeper", "--only", "nonexistent"], in: folder)
        #expect(run.status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test(.enabled(if: geteuid() != 0, "running as root: permissions do not stop root from writing"))
    func anUnwritableOutIsRefusedWithoutWritingAnything() throws {
        let folder = try DemoTemporary.folder()
        let locked = folder.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: locked.path) }
        for out in ["locked", "locked/sub"] {
            let run = Self.demo(["--out", out, "--only", "curves"], in: folder)
            #expect(run.status == 2)
            #expect(run.error.contains("not writable"), "stderr: \(run.error)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
        }
    }

    @Test func anUnknownNameListsTheKnownOnes() throws {
        let folder = try DemoTemporary.folder()
        let run = Self.demo(["--out", "g", "--only", "like-buton"], in: folder)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("unknown example 'like-buton' (did you mean \"like-button\"?)"), "stderr: \(run.error)")
        for name in DemoGallery.names { #expect(run.error.contains(name)) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "nothing is created")
    }

    @Test(arguments: [
        (["--fps", "60"], "--fps' must be between 1.0 and 50.0"),
        (["--fps", "0"], "--fps' must be between 1.0 and 50.0"),
        (["--scale", "nan"], "expects a finite number, got 'nan'"),
        (["--scale", "8"], "--scale' must be between 0.5 and 4.0"),
        (["--only"], "needs a value"),
        (["--only", ","], "needs at least one section name"),
        (["--out", ""], "needs a folder, got an empty path"),
        (["stray"], "unexpected argument 'stray' (to make some sections only, use --only stray)"),
    ])
    func badOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let folder = try DemoTemporary.folder()
        let run = Self.demo(arguments, in: folder)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.contains(message), "stderr: \(run.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    // MARK: Content

    @Test func everyExampleSpecHasACaptionedSectionWithItsLintAndInspectText() throws {
        let folder = try DemoTemporary.folder()
        let run = Self.demo(["--out", "g", "--only", "like-button,pulse-badge", "--scale", "0.5"], in: folder)
        #expect(run.status == 0, "stderr: \(run.error)")
        let html = DemoFolder(url: folder.appendingPathComponent("g")).indexHTML
        #expect(html.contains("[no-reduce-motion]"), "like-button's lint finding is shown")
        #expect(html.contains("Examples/pulse-badge.json: ok"))
        #expect(html.contains("cadence inspect Examples/like-button.json"))
        #expect(html.contains("track 3 &quot;overlayOffsetY&quot;"), "the inspect report, escaped")
        for example in EmbeddedSpec.examples {
            let caption = try #require(DemoCaptions.caption(for: example.name), "\(example.name) has no caption")
            #expect(caption.text.count > 100)
        }
        #expect(Set(DemoGallery.names).count == DemoGallery.names.count)
    }
}
