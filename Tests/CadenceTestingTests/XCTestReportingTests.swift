import CadenceTesting
import XCTest

/// The assertions inside an `XCTestCase`: with no Swift Testing test running, a match passes
/// quietly and a mismatch reaches XCTest as a failure with the diff and the caller's file and line
/// (captured here instead of failing, so the failure path stays green).
final class XCTestReportingTests: XCTestCase {
    private var captured: [(description: String, file: String, line: Int)] = []
    private var capturing = false

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        guard capturing else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            return
        }
        captured.append((description, filePath, lineNumber))
    }

    func testAMatchingSnapshotPassesUnderXCTest() {
        capturing = true
        MainActor.assumeIsolated {
            _ = assertSnapshot(of: "the expected text\nsecond line", as: .lines, named: "deliberately-different")
        }
        capturing = false
        XCTAssertTrue(captured.isEmpty, "\(captured)")
    }

    func testAMismatchIsReportedThroughXCTFailAtTheCallersLine() {
        capturing = true
        let line = #line + 2
        MainActor.assumeIsolated {
            _ = assertSnapshot(of: "the actual text\nsecond line", as: .lines, named: "deliberately-different")
        }
        capturing = false
        XCTAssertEqual(captured.count, 1)
        let failure = captured.first
        XCTAssertTrue(failure?.description.contains("does not match") == true, failure?.description ?? "nothing reported")
        XCTAssertTrue(failure?.description.contains("- the expected text\n+ the actual text") == true, failure?.description ?? "")
        XCTAssertTrue(failure?.file.hasSuffix("XCTestReportingTests.swift") == true, failure?.file ?? "")
        XCTAssertEqual(failure?.line, line)
    }
}
