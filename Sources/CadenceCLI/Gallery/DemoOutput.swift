import CadenceRender
import Foundation

/// The folder `cadence demo` fills, written through a hidden staging folder inside it, so that a run
/// that fails leaves the folder as it was.
///
/// ```swift
/// let output = try DemoOutput.prepare("cadence-demo", console: console)
/// do {
///     try plot.write(to: try output.stagingURL(for: "like-button/timeline.svg"))
///     try output.commit(["like-button/timeline.svg", "index.html"])   // moved into place, index.html last
/// } catch {
///     output.discard()                                                 // as if nothing had run
///     throw error
/// }
/// ```
///
/// Every file is complete before it is moved (each is written atomically into the staging folder),
/// and each move is a `rename` on the same file system, so a reader of the folder sees the old file
/// or the new one, never a part; `index.html` moves last, so it never links a file that is not there
/// yet. Files of an earlier run that this run does not write are left alone. A folder the run created
/// (with any missing parents) is removed again on failure, and so are the staging folder and that
/// folder when SIGINT, SIGTERM or SIGHUP ends the run.
struct DemoOutput: Sendable {
    /// The folder as the user named it, for messages.
    let displayPath: String
    /// The folder itself.
    let directory: URL
    /// The hidden folder inside it that collects this run's files.
    let staging: URL
    /// The outermost folder this run created, removed again by `discard()`.
    let created: URL?

    /// Checks `path` and creates it (with missing parents) if it does not exist, then the staging folder.
    /// - Throws: `UsageError` when the path is empty, names something that is not a folder (or has one
    ///   among its parents), or cannot be created or written.
    static func prepare(_ path: String, console: Console) throws(UsageError) -> DemoOutput {
        guard !path.isEmpty else { throw UsageError("option '--output' needs a folder, got an empty path") }
        let directory = URL(fileURLWithPath: console.resolve(path), isDirectory: true).standardizedFileURL
        let manager = FileManager.default

        // Find the nearest existing ancestor: it must be a folder; everything below it is created.
        var missing: [URL] = []
        var probe = directory
        var isDirectory: ObjCBool = false
        while !manager.fileExists(atPath: probe.path, isDirectory: &isDirectory) {
            missing.append(probe)
            let parent = probe.deletingLastPathComponent()
            if parent.path == probe.path { break }
            probe = parent
        }
        guard isDirectory.boolValue else {
            throw UsageError(probe.path == directory.path
                             ? "-o \(path) exists and is not a folder: name a folder (new or existing) for the gallery"
                             : "-o \(path) cannot be created: \(probe.path) is not a folder")
        }
        guard access(probe.path, W_OK | X_OK) == 0 else {
            throw UsageError(missing.isEmpty ? "-o \(path) is not writable (permission denied)"
                                             : "-o \(path) cannot be created: \(probe.path) is not writable (permission denied)")
        }
        let created = missing.last
        if !missing.isEmpty {
            do {
                try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            } catch {
                throw UsageError("-o \(path) cannot be created: \(Self.reason(error))")
            }
        }
        let staging = directory.appendingPathComponent(".cadence-demo-\(String(UInt64.random(in: 0...UInt64.max), radix: 16)).partial",
                                                       isDirectory: true)
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
        } catch {
            if let created { try? manager.removeItem(at: created) }
            throw UsageError("-o \(path) is not writable: \(Self.reason(error))")
        }
        TemporaryFiles.registerFolder((created ?? staging).path)
        return DemoOutput(displayPath: path, directory: directory, staging: staging, created: created)
    }

    /// Where a file of the gallery is written before it moves into place; its folders are created.
    /// - Parameter relativePath: a path inside the gallery, `/`-separated (`like-button/timeline.svg`).
    func stagingURL(for relativePath: String) throws -> URL {
        // Ending on a signal: the cleanup is removing the staging folder; do not make it again.
        TemporaryFiles.haltIfInterrupted()
        let url = staging.appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        return url
    }

    /// The path to print for a file of the gallery: the folder as the user named it, then the file.
    func displayPath(of relativePath: String) -> String {
        displayPath.hasSuffix("/") ? displayPath + relativePath : displayPath + "/" + relativePath
    }

    /// Moves the staged files into the folder, in order, each with one rename; then removes the
    /// staging folder. Put `index.html` last.
    /// - Throws: `UsageError` naming the file when a destination is in the way (a folder where a file
    ///   goes, a file where a folder goes) or a move fails; checked for every file before the first move.
    func commit(_ relativePaths: [String]) throws(UsageError) {
        let manager = FileManager.default
        for path in relativePaths {
            let destination = directory.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            if manager.fileExists(atPath: destination.path, isDirectory: &isDirectory), isDirectory.boolValue {
                throw UsageError("cannot write \(displayPath(of: path)): a folder is in the way")
            }
            var folder = destination.deletingLastPathComponent()
            while folder.path.count > directory.path.count {
                if manager.fileExists(atPath: folder.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                    throw UsageError("cannot write \(displayPath(of: path)): \(folder.path) is a file, not a folder")
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        for path in relativePaths {
            let destination = directory.appendingPathComponent(path)
            do {
                try manager.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            } catch {
                throw UsageError("cannot write \(displayPath(of: path)): \(Self.reason(error))")
            }
            guard rename(staging.appendingPathComponent(path).path, destination.path) == 0 else {
                throw UsageError("cannot write \(displayPath(of: path)): \(String(cString: strerror(errno)))")
            }
        }
        try? manager.removeItem(at: staging)
        TemporaryFiles.forgetFolder((created ?? staging).path)
    }

    /// Removes the staging folder, and the output folder too if this run created it.
    func discard() {
        try? FileManager.default.removeItem(at: staging)
        if let created { try? FileManager.default.removeItem(at: created) }
        TemporaryFiles.forgetFolder((created ?? staging).path)
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
