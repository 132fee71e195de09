@testable import CadenceSpec
import CadenceUI
import Foundation

/// Paths of the package, found from this file's location so tests need no resources.
enum SpecPaths {
    /// The package root.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The example specs.
    static let examples = root.appendingPathComponent("Examples")
}
