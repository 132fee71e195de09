import Foundation
import Testing
@testable import CadenceCLI

/// The example specs compiled into `cadence demo` are the files in `Examples/`, byte for byte.
///
/// With `CADENCE_RECORD_SNAPSHOTS=1` the test rewrites `Sources/CadenceCLI/Gallery/EmbeddedSpec+Examples.swift`
/// from `Examples/` and fails, so a regenerated file is always looked at and checked by a second run.
@Suite struct GalleryEmbeddedSpecsTests {
    static let generatedFile = PackagePaths.root.appendingPathComponent("Sources/CadenceCLI/Gallery/EmbeddedSpec+Examples.swift")

    static func exampleFiles() throws -> [(file: String, json: String)] {
        try PackagePaths.specs(in: PackagePaths.examples).map { url in
            (url.lastPathComponent, try String(contentsOf: url, encoding: .utf8))
        }
    }

    /// The Swift source that embeds `files`, in their order.
    static func source(for files: [(file: String, json: String)]) -> String {
        var lines = [
            "// Generated from Examples/*.json by GalleryEmbeddedSpecsTests: run the tests with",
            "// CADENCE_RECORD_SNAPSHOTS=1 after changing an example. Do not edit by hand.",
            "",
            "extension EmbeddedSpec {",
            "    /// The package's example specs, in file name order.",
            "    static let examples: [EmbeddedSpec] = [",
        ]
        for (file, json) in files {
            // A multi-line raw string keeps every character; the blank line keeps the final newline.
            lines.append("        EmbeddedSpec(file: \"\(file)\", json: #\"\"\"")
            lines.append(json.hasSuffix("\n") ? json : json + "\n")
            lines.append("\"\"\"#),")
        }
        lines += ["    ]", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func theEmbeddedSpecsAreTheExampleFiles() throws {
        let files = try Self.exampleFiles()
        #expect(files.count >= 8, "Examples/ should hold the seed examples")
        if ProcessInfo.processInfo.environment["CADENCE_RECORD_SNAPSHOTS"] == "1" {
            try Self.source(for: files).write(to: Self.generatedFile, atomically: true, encoding: .utf8)
            Issue.record("regenerated \(Self.generatedFile.lastPathComponent); build and run again without CADENCE_RECORD_SNAPSHOTS")
            return
        }
        #expect(EmbeddedSpec.examples.map(\.file) == files.map(\.file),
                "Examples/ and the embedded specs differ: regenerate with CADENCE_RECORD_SNAPSHOTS=1")
        for (file, json) in files {
            let embedded = EmbeddedSpec.examples.first { $0.file == file }
            #expect(embedded?.json == json, "\(file) changed since it was embedded: regenerate with CADENCE_RECORD_SNAPSHOTS=1")
        }
    }

    @Test func everyEmbeddedSpecDecodesUnderItsSourcePath() throws {
        for example in EmbeddedSpec.examples {
            let spec = try example.decode()
            #expect(spec.file == "Examples/\(example.file)")
            #expect(example.name + ".json" == example.file)
        }
    }
}
