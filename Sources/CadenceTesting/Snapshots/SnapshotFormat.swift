import Foundation

/// How one kind of snapshot is stored and compared: a file extension, the bytes of a value, the value
/// of the bytes, and the difference between an expected and an actual value. Cadence addition.
///
/// A format is a plain value of closures, so a new one is a new value, not a subclass:
///
/// ```swift
/// let csv = SnapshotFormat<String>(
///     pathExtension: "csv",
///     encode: { Data($0.utf8) },
///     decode: { String(decoding: $0, as: UTF8.self) },
///     difference: SnapshotFormat<String>.text.difference
/// )
/// ```
///
/// ``text`` is the text format of this module; `CadenceImageTesting` adds PNG images.
public struct SnapshotFormat<Value>: Sendable {
    /// The snapshot file's extension without the leading dot (`txt`, `linux.png`). May contain dots:
    /// image formats name the platform in it.
    public var pathExtension: String
    /// The bytes written to the snapshot file for a value. A thrown error fails the assertion with
    /// its description (for example an image with no pixels).
    public var encode: @Sendable (Value) throws -> Data
    /// The value a snapshot file holds. A thrown error fails the assertion with its description (for
    /// example a file that is not a PNG), naming the file.
    public var decode: @Sendable (Data) throws -> Value
    /// `nil` when `actual` matches `expected` (within the format's tolerance), else what differs.
    public var difference: @Sendable (_ expected: Value, _ actual: Value) -> SnapshotDifference?

    /// A format from its four parts.
    public init(
        pathExtension: String,
        encode: @escaping @Sendable (Value) throws -> Data,
        decode: @escaping @Sendable (Data) throws -> Value,
        difference: @escaping @Sendable (_ expected: Value, _ actual: Value) -> SnapshotDifference?
    ) {
        self.pathExtension = pathExtension
        self.encode = encode
        self.decode = decode
        self.difference = difference
    }
}

/// What differs between an expected and an actual snapshot: a message for the test report and files
/// to write beside the test output (a diff, the expected, actual and diff images). Cadence addition.
public struct SnapshotDifference: Sendable {
    /// One or more lines for the failure message (a text diff, a pixel count).
    public var message: String
    /// Files that show the difference; written under the artifacts folder when the assertion fails.
    public var artifacts: [SnapshotArtifact]

    /// A difference with `message` and the files that show it.
    public init(message: String, artifacts: [SnapshotArtifact] = []) {
        self.message = message
        self.artifacts = artifacts
    }
}

/// A file written beside the test output when a snapshot assertion fails, so CI can upload it.
/// Its name is the snapshot's name followed by ``suffix`` (`like-burst.diff`, `like-burst.actual.png`).
public struct SnapshotArtifact: Sendable, Hashable {
    /// What follows the snapshot's name in the file name, with its extension (`diff`, `actual.png`).
    public var suffix: String
    /// The file's bytes.
    public var contents: Data

    /// An artifact named `<snapshot>.<suffix>` holding `contents`.
    public init(suffix: String, contents: Data) {
        self.suffix = suffix
        self.contents = contents
    }
}

/// A snapshot could not be made, read or written: one line saying what and where.
public struct SnapshotError: Error, Sendable, CustomStringConvertible, Hashable {
    /// The sentence that explains the problem.
    public var message: String

    /// An error that says `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}

extension SnapshotFormat where Value == String {
    /// Text, stored as UTF-8 with a final newline; compared line by line, and a mismatch shows a
    /// line diff (`-` expected, `+` actual, two lines of context) in the message and as a `.diff`
    /// file. Line endings are compared as written: `\r\n` and `\n` differ.
    public static var text: SnapshotFormat<String> {
        SnapshotFormat(
            pathExtension: "txt",
            encode: { text in Data((text.hasSuffix("\n") ? text : text + "\n").utf8) },
            decode: { data in
                guard let text = String(data: data, encoding: .utf8) else {
                    throw SnapshotError("the file is not UTF-8 text")
                }
                return text
            },
            difference: { expected, actual in
                let normalizedExpected = expected.hasSuffix("\n") ? expected : expected + "\n"
                let normalizedActual = actual.hasSuffix("\n") ? actual : actual + "\n"
                guard normalizedExpected != normalizedActual else { return nil }
                let diff = TextDiff(expected: normalizedExpected, actual: normalizedActual)
                return SnapshotDifference(
                    message: diff.summary + "\n" + diff.rendered(limit: 40),
                    artifacts: [
                        SnapshotArtifact(suffix: "diff", contents: Data(diff.rendered(limit: nil).utf8)),
                        SnapshotArtifact(suffix: "actual.txt", contents: Data(normalizedActual.utf8)),
                    ]
                )
            }
        )
    }
}
