import CadenceTestSupport
import Foundation
import Testing
@testable import CadenceCLI

/// A folder of the demo gallery after a run: its files by relative path, and the links of its page.
struct DemoFolder {
    let url: URL

    /// Every regular file below the folder, as sorted relative paths.
    var files: [String] {
        let base = url.standardizedFileURL.path
        let enumerator = FileManager.default.enumerator(atPath: base)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isDirectory), !isDirectory.boolValue {
                paths.append(path)
            }
        }
        return paths.sorted()
    }

    func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: url.appendingPathComponent(path))
    }

    var indexHTML: String {
        (try? String(contentsOf: url.appendingPathComponent("index.html"), encoding: .utf8)) ?? ""
    }

    /// The `src` of every `<img>` and the `srcset` of every WebP `<source>` in index.html, percent-decoded.
    var imageLinks: [String] {
        // Each <img>, and each <source> of a <picture> (a recording's WebP before its GIF).
        ["<img src=\"", "<source type=\"image/webp\" srcset=\""].flatMap { marker in
            indexHTML.components(separatedBy: marker).dropFirst().compactMap { rest in
                rest.split(separator: "\"", maxSplits: 1).first.map { String($0).removingPercentEncoding ?? String($0) }
            }
        }
    }
}

enum DemoTemporary {
    /// A new empty folder under the system's temporary folder.
    static func folder() throws -> URL {
        try TemporaryDirectory.make("demo-tests")
    }
}

/// External programs used as validators; a test that needs one skips with a reason when it is missing.
enum DemoTool {
    static func path(_ name: String) -> String? { ExternalTool.path(name) }

    static func exists(_ name: String) -> Bool { ExternalTool.exists(name) }

    /// Runs `name` and returns its exit status, standard output and standard error (`ExternalTool.run`).
    static func run(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let result = try ExternalTool.run(name, arguments)
        return (result.status, result.text, result.errors)
    }
}
