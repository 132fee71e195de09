import CadenceTestSupport
import Foundation
@testable import CadenceRender
import Testing

/// External validators, found on PATH. Tests that need one skip with a reason when it is missing.
enum Tool {
    /// The full path of `name` on PATH, or nil.
    static func path(_ name: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func exists(_ name: String) -> Bool { path(name) != nil }

    struct Result {
        let status: Int32
        let output: Data
        let errors: String
        var text: String { String(decoding: output, as: UTF8.self) }
    }

    /// Runs `name` with `arguments` in `directory` and collects its output. Standard error goes to a
    /// file, so a chatty tool cannot block on a full pipe while we read standard output.
    static func run(_ name: String, _ arguments: [String], in directory: URL? = nil) throws -> Result {
        let executable = try #require(path(name), "\(name) is not on PATH")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let errorsFile = try TemporaryDirectory.make().appendingPathComponent("stderr")
        try Data().write(to: errorsFile)
        let errors = try FileHandle(forWritingTo: errorsFile)
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errors.close()
        let errorText = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, output: data, errors: errorText)
    }
}

enum TemporaryDirectory {
    /// A new empty directory under the system's temporary directory.
    static func make() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("cadence-render-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `bytes` to a file called `name` in a new temporary directory and returns its URL.
    static func file(named name: String, bytes: [UInt8]) throws -> URL {
        let url = try make().appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }
}

enum TestImages {
    /// A smooth gradient with partial alpha: red across, green down, blue and alpha varying, so
    /// every PNG filter and every alpha level gets exercised.
    static func gradient(width: Int, height: Int) -> RasterImage {
        var image = RasterImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = RGBAPixel(red: UInt8(x * 255 / max(1, width - 1)), green: UInt8(y * 255 / max(1, height - 1)),
                                        blue: UInt8((x + y) % 256), alpha: UInt8(255 - (x * y) % 200))
            }
        }
        return image
    }

    /// Random pixels, including fully transparent ones (all zero, as un-premultiplied images have them).
    static func noise(width: Int, height: Int, using generator: inout SeededGenerator) -> RasterImage {
        var image = RasterImage(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let alpha = UInt8.random(in: 0...255, using: &generator)
                image[x, y] = alpha == 0 ? .clear : RGBAPixel(
                    red: .random(in: 0...255, using: &generator), green: .random(in: 0...255, using: &generator),
                    blue: .random(in: 0...255, using: &generator), alpha: alpha)
            }
        }
        return image
    }

    /// Decodes every frame of an image file with ImageMagick into straight RGBA bytes, frames one
    /// after another (`-coalesce` composes partial animation frames into full ones).
    static func decodedWithConvert(_ url: URL) throws -> [UInt8] {
        let result = try Tool.run("convert", [url.path, "-coalesce", "-depth", "8", "rgba:-"])
        #expect(result.status == 0, "convert failed: \(result.errors)")
        return [UInt8](result.output)
    }
}
