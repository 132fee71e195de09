@testable import CadenceCLI
import CadenceSpec
import Foundation

/// Paths of the package, found from this file's location so tests need no resources.
enum PackagePaths {
    /// The package root.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples = root.appendingPathComponent("Examples")
    static let fixtures = root.appendingPathComponent("Tests/CadenceCLITests/Fixtures")

    /// The `.json` files of a folder, sorted by name.
    static func specs(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// A path relative to the package root, as the user would type it.
    static func relative(_ url: URL) -> String {
        String(url.path.dropFirst(root.path.count + 1))
    }
}

/// What one in-process run of `cadence` printed.
struct CadenceRun {
    var status: Int32
    var output: String
    var error: String
    /// A binary product written to standard output (`render -o -`).
    var bytes: [UInt8] = []
}

/// Runs `cadence` in-process with the package root as its working directory (so paths print
/// relative), `stdin` as its standard input, and an optional terminal and environment.
func runSpecCommand(_ arguments: [String], stdin: [UInt8] = [], errorIsTerminal: Bool = false,
                    outputIsTerminal: Bool = false, environment: [String: String] = [:],
                    workingDirectory: String = PackagePaths.root.path) -> CadenceRun {
    nonisolated(unsafe) var output = ""
    nonisolated(unsafe) var error = ""
    nonisolated(unsafe) var bytes: [UInt8] = []
    let console = Console(output: { output += $0 }, error: { error += $0 }, isTerminal: outputIsTerminal,
                          isErrorTerminal: errorIsTerminal, environment: environment, input: { stdin },
                          workingDirectory: workingDirectory, binaryOutput: { bytes += $0 })
    let status = CommandLineTool.run(arguments: arguments, console: console)
    return CadenceRun(status: status, output: output, error: error, bytes: bytes)
}
