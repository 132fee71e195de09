import Cadence
@testable import CadenceCLI
import CadenceSpec
import Foundation
import Testing

/// Every code block of the README and of the DocC articles is checked, so the documentation cannot
/// drift from the code:
/// - `swift`: the block's lines (indentation aside) appear, in order, in one file under `Tests/`,
///   which compiles and runs them (`DocumentationExampleTests` and friends); a block that starts
///   with `// Package.swift` is a manifest fragment, evaluated by `swift package` instead;
/// - `console`: each `$ cadence …` (or `$ swift run [-c release] cadence …`) command runs in-process
///   in a fresh folder with `Examples/` linked in, and prints the lines shown under it (a line `…`
///   stands for any number of lines); `echo $?` shows the status before it, `cat FILE` a file a
///   command wrote, and `> FILE` after a command writes its output there. `swift test`, `swift build`
///   and `demo` (played by the demo tests) are only named;
/// - `json`: parses (a fragment such as `"events": […]` inside braces), and a document with a
///   `version` decodes as a spec.
/// Any other kind of block fails the test, so a new kind gets a checker first.
@MainActor
@Suite struct DocumentationSnippetTests {
    /// A fenced code block of a Markdown file.
    struct Block: CustomStringConvertible {
        var file: String
        var line: Int
        var language: String
        var lines: [String]
        var description: String { "\(file):\(line) (\(language.isEmpty ? "no language" : language))" }
    }

    /// The README and every article of every DocC catalog under `Sources/`.
    static func documents() -> [URL] {
        var files = [PackagePaths.root.appendingPathComponent("README.md")]
        let sources = PackagePaths.root.appendingPathComponent("Sources")
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "md", url.path.contains(".docc/") { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The fenced blocks of a Markdown text (``` fences; the info string's first word is the language).
    static func blocks(in text: String, file: String) -> [Block] {
        var blocks: [Block] = []
        var current: Block?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    let info = trimmed.dropFirst(3).split(separator: " ").first.map(String.init) ?? ""
                    current = Block(file: file, line: index + 1, language: info, lines: [])
                }
            } else if current != nil {
                current!.lines.append(String(line))
            }
        }
        return blocks
    }

    static func allBlocks() throws -> [Block] {
        try documents().flatMap { url in
            blocks(in: try String(contentsOf: url, encoding: .utf8), file: PackagePaths.relative(url))
        }
    }

    /// The lines of every Swift file under `Tests/` and in the example package `TestingExample/`
    /// (which the "Testing animations" article quotes), indentation removed, one array per file.
    static func testSources() -> [[String]] {
        var sources: [[String]] = []
        for folder in ["Tests", "TestingExample"] {
            let enumerator = FileManager.default.enumerator(at: PackagePaths.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift", url.lastPathComponent != "DocumentationSnippetTests.swift", !url.path.contains("/.build/"),
                      let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
                sources.append(text.split(separator: "\n", omittingEmptySubsequences: false).map(normalized))
            }
        }
        return sources
    }

    static func normalized(_ line: Substring) -> String {
        line.trimmingCharacters(in: .whitespaces)
    }

    /// Whether `needle`'s lines occur in `haystack` in order (other lines may come between them: the
    /// test around a snippet, its expectations).
    static func contains(_ haystack: [String], _ needle: [String]) -> Bool {
        var remaining = needle[...]
        for line in haystack where line == remaining.first {
            remaining = remaining.dropFirst()
            if remaining.isEmpty { return true }
        }
        return remaining.isEmpty
    }

    @Test func everyBlockHasAKnownLanguage() throws {
        let blocks = try Self.allBlocks()
        #expect(blocks.count > 20)
        for block in blocks {
            #expect(["swift", "console", "json"].contains(block.language), "\(block)")
        }
    }

    @Test func everySwiftBlockIsCompiledByATest() throws {
        let sources = Self.testSources()
        for block in try Self.allBlocks() where block.language == "swift" {
            let lines = block.lines.map { Self.normalized(Substring($0)) }.filter { !$0.isEmpty }
            if lines.first == "// Package.swift" { continue }
            let found = sources.contains { source in Self.contains(source, lines) }
            #expect(found, "\(block): these lines are in no test under Tests/:\n\(lines.joined(separator: "\n"))")
        }
    }

    @Test func everyJSONBlockParses() throws {
        for block in try Self.allBlocks() where block.language == "json" {
            var text = block.lines.joined(separator: "\n")
            if !text.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("{") { text = "{\(text)}" }
            do {
                let node = try JSONParser.parse(Array(text.utf8), file: block.file)
                if case .object(let members) = node.value, members.contains(where: { $0.key == "version" }) {
                    _ = try AnimationSpec.decode(Array(text.utf8), file: block.file)
                }
            } catch {
                Issue.record("\(block): \(error)")
            }
        }
    }

    /// One command of a console block and what it printed.
    struct Entry {
        var words: [String]
        var redirect: String?
        var printed: [String]
    }

    static func entries(_ block: Block) -> [Entry] {
        var entries: [Entry] = []
        for line in block.lines {
            if line.hasPrefix("$ ") {
                var command = String(line.dropFirst(2))
                // A comment after the command: two spaces (or more) and a '#'.
                if let comment = command.range(of: "  #") { command = String(command[..<comment.lowerBound]) }
                var words = RenderReadmeTests.shellWords(command)
                var redirect: String?
                if let arrow = words.firstIndex(of: ">"), arrow + 1 < words.count {
                    redirect = words[arrow + 1]
                    words.removeSubrange(arrow...)
                }
                entries.append(Entry(words: words, redirect: redirect, printed: []))
            } else if !entries.isEmpty {
                entries[entries.count - 1].printed.append(line)
            }
        }
        return entries
    }

    /// Whether the printed lines match the expected ones, where an expected `…` line matches any
    /// number of printed lines.
    static func matches(_ printed: ArraySlice<String>, _ expected: ArraySlice<String>) -> Bool {
        guard let first = expected.first else { return printed.isEmpty }
        if first == "…" {
            let rest = expected.dropFirst()
            for skip in 0...printed.count where matches(printed.dropFirst(skip), rest) { return true }
            return false
        }
        guard printed.first == first else { return false }
        return matches(printed.dropFirst(), expected.dropFirst())
    }

    /// The `cadence` arguments of a command, or nil for one that is only named.
    static func cadenceArguments(_ words: [String]) -> [String]? {
        var words = words[...]
        if words.first == "swift", words.dropFirst().first == "run" {
            words = words.dropFirst(2)
            if words.first == "-c" { words = words.dropFirst(2) }
        }
        guard words.first == "cadence" else { return nil }
        return Array(words.dropFirst())
    }

    @Test func everyConsoleBlockPrintsWhatItShows() throws {
        for block in try Self.allBlocks() where block.language == "console" {
            let directory = try RenderValidator.temporaryDirectory("docs")
            defer { try? FileManager.default.removeItem(at: directory) }
            for name in ["Examples", "Tests"] {
                try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent(name),
                                                           withDestinationURL: PackagePaths.root.appendingPathComponent(name))
            }
            var lastStatus: Int32 = 0
            for entry in Self.entries(block) {
                let command = entry.words.joined(separator: " ")
                if entry.words == ["echo", "$?"] {
                    #expect(entry.printed == ["\(lastStatus)"], "\(block): echo $?")
                    continue
                }
                if entry.words.first == "cat", entry.words.count == 2 {
                    let text = try String(contentsOf: directory.appendingPathComponent(entry.words[1]), encoding: .utf8)
                    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                    #expect(Self.matches(lines.last == "" ? lines.dropLast() : lines[...], entry.printed[...]), "\(block): \(command)")
                    continue
                }
                if ["swift test", "swift build"].contains(where: { command.hasPrefix($0) }) { continue }
                guard let arguments = Self.cadenceArguments(entry.words) else {
                    Issue.record("\(block): '\(command)' is neither cadence nor a command this test knows")
                    continue
                }
                if arguments.first == "demo", !arguments.contains("--help") {
                    #expect(CommandLineTool.commands.contains { $0.name == "demo" })
                    continue
                }
                let run = runSpecCommand(arguments, workingDirectory: directory.path)
                lastStatus = run.status
                var printed = ((entry.redirect == nil ? run.output : "") + run.error)
                    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                if printed.last == "" { printed.removeLast() }
                if let redirect = entry.redirect {
                    try run.output.write(to: directory.appendingPathComponent(redirect), atomically: true, encoding: .utf8)
                }
                if entry.printed.isEmpty {
                    #expect(run.status == 0, "\(block): \(command) exited \(run.status): \(run.error)")
                } else {
                    #expect(Self.matches(printed[...], entry.printed[...]),
                            "\(block): \(command) printed\n\(printed.joined(separator: "\n"))")
                }
            }
        }
    }

    /// The README's `Package.swift` lines, as a user's manifest beside a checkout in a folder named
    /// `Cadence` (the url line left out, the path line in): SwiftPM resolves the package and the
    /// product names it uses, so a renamed product or package fails here.
    @Test(.enabled(if: DemoTool.exists("swift"), "swift is not on PATH"))
    func theReadmeManifestResolves() throws {
        let readme = try String(contentsOf: PackagePaths.root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(Self.blocks(in: readme, file: "README.md").first {
            $0.language == "swift" && $0.lines.first?.trimmingCharacters(in: .whitespaces) == "// Package.swift"
        })
        var body: [String] = []
        for line in block.lines.dropFirst() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix(".package(url:") { continue }
            if trimmed.hasPrefix("// .package(path:") {
                body.append(line.replacingOccurrences(of: "// .package(path:", with: ".package(path:"))
            } else {
                body.append(line)
            }
        }
        #expect(body.contains { $0.contains(".package(path: \"../Cadence\")") })
        let directory = try RenderValidator.temporaryDirectory("manifest")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent("Cadence"), withDestinationURL: PackagePaths.root)
        let app = directory.appendingPathComponent("MyApp")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Sources/MyApp"), withIntermediateDirectories: true)
        let manifest = "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"MyApp\",\n"
            + body.joined(separator: "\n") + "\n)\n"
        try manifest.write(to: app.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "import CadenceUI\n".write(to: app.appendingPathComponent("Sources/MyApp/MyApp.swift"), atomically: true, encoding: .utf8)
        let run = try DemoTool.run("swift", ["package", "--package-path", app.path, "show-dependencies"])
        #expect(run.status == 0, "\(manifest)\n\(run.errors)")
        #expect(run.output.contains("Cadence") || run.output.contains("cadence"), "\(run.output)")
    }

    /// The reference article is what `cadence help --markdown` prints: regenerate it with
    /// `swift run cadence help --markdown > Sources/Cadence/Cadence.docc/CommandLineReference.md`.
    @Test func theCommandLineReferenceIsTheToolsHelp() throws {
        let url = PackagePaths.root.appendingPathComponent("Sources/Cadence/Cadence.docc/CommandLineReference.md")
        let article = try String(contentsOf: url, encoding: .utf8)
        let run = runSpecCommand(["help", "--markdown"])
        #expect(run.status == 0)
        #expect(article == run.output, "CommandLineReference.md is stale: regenerate it with 'swift run cadence help --markdown'")
        for command in CommandLineTool.commands {
            #expect(article.contains("### cadence \(command.name)\n"))
        }
    }

    /// `cadence --version`, `CadenceVersion.current` and the changelog's newest release agree.
    @Test func theVersionIsTheChangelogsNewestRelease() throws {
        let changelog = try String(contentsOf: PackagePaths.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let releases = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") && !$0.hasPrefix("## Unreleased") }
        let newest = try #require(releases.first)
        #expect(newest.hasPrefix("## \(CadenceVersion.current) "), "\(newest)")
        #expect(runSpecCommand(["--version"]).output == "cadence \(CadenceVersion.current)\n")
        #expect(CadenceVersion.current.split(separator: ".").count == 3 && CadenceVersion.current.hasPrefix("0."))
    }
}
