/// Why `AtomicFile.write` failed: the file it was writing and the reason, in words.
///
/// ```
/// cannot write /tmp/out/missing/frame.png: the directory /tmp/out/missing does not exist
/// ```
public struct AtomicFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path of the file that was to be written.
    public let path: String
    /// What went wrong, e.g. "the directory /x does not exist" or "Permission denied".
    public let reason: String

    /// Makes an error for `path` with `reason`; `description` joins them into one line.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write \(path): \(reason)" }
}
