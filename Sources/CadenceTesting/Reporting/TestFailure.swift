import Testing
#if canImport(XCTest)
import XCTest
#endif

/// Reports a failed expectation to whichever test library is running the test: Swift Testing
/// (`Issue.record`, with the source location) when a Swift Testing test is current, else XCTest
/// (`XCTFail` with the file and line). Every assertion of this library reports through it.
///
/// ```swift
/// TestFailure.record("the heart never settled", at: TestSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
/// ```
///
/// Without either library (a plain executable), the message is printed to standard error, so
/// nothing is lost.
public enum TestFailure {
    /// Records `message` as a failure at `site`. A message is never empty: an empty one is reported
    /// as "failed".
    public static func record(_ message: String, at site: TestSite) {
        let text = message.isEmpty ? "failed" : message
        if Test.current != nil {
            Issue.record(Comment(rawValue: text), sourceLocation: site.sourceLocation)
            return
        }
        #if canImport(XCTest)
        XCTFail(text, file: site.filePath, line: site.line)
        #else
        FileHandleOutput.standardError("\(site): error: \(text)\n")
        #endif
    }
}

#if !canImport(XCTest)
import Foundation

private enum FileHandleOutput {
    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
#endif
