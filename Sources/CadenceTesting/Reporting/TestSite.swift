import Testing

/// Where a failed expectation is reported: the caller's file, line and column, captured by the
/// default arguments of every assertion in this library.
///
/// You rarely make one yourself; pass the four values on when you wrap an assertion in your own
/// helper, so the failure points at your test rather than at the helper:
///
/// ```swift
/// func expectBurst(_ stage: Stage, fileID: String = #fileID, filePath: StaticString = #filePath,
///                  line: UInt = #line, column: UInt = #column) {
///     expectSettles(stage, by: 1, fileID: fileID, filePath: filePath, line: line, column: column)
/// }
/// ```
public struct TestSite: Sendable, CustomStringConvertible {
    /// The file as `#fileID` spells it (`Module/File.swift`).
    public var fileID: String
    /// The file's full path, as `#filePath` gives it. Snapshot files are looked up beside it.
    public var filePath: StaticString
    /// The line, from 1.
    public var line: UInt
    /// The column, from 1.
    public var column: UInt

    /// A site from the caller's `#fileID`, `#filePath`, `#line` and `#column`.
    public init(fileID: String, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    /// The full path as a `String`.
    public var path: String { filePath.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }

    /// `File.swift:12`.
    public var description: String { "\(fileID):\(line)" }

    /// The same place as Swift Testing names it.
    public var sourceLocation: SourceLocation {
        SourceLocation(fileID: fileID, filePath: path, line: Int(line), column: Int(column))
    }
}
