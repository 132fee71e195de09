import CadenceUI

/// Expects the view to be interactive again by `deadline`: the stage has settled (nothing animating,
/// no event pending) and a tap on the button named `identifier` (by `accessibilityIdentifier` or
/// `tapTarget`) is delivered. The tap really happens, at the deadline, so the view reacts to it; look
/// at the stage afterwards if that matters. Cadence addition.
///
/// ```swift
/// stage.schedule(.tap(identifier: "like"), at: 0.1)
/// expectInteractive(stage, identifier: "like", by: 1.5)
/// ```
/// - Returns: whether the stage had settled and the tap was delivered.
@MainActor
@discardableResult
public func expectInteractive(
    _ stage: Stage, identifier: String, by deadline: Double,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    expectInteractive(stage, describing: "the button \"\(identifier)\"", by: deadline,
                      site: TestSite(fileID: fileID, filePath: filePath, line: line, column: column)) { () throws(StageError) in
        try stage.tap(identifier: identifier)
    }
}

/// Expects the view to be interactive again by `deadline`, tapping the button whose label text or
/// accessibility label is `label` (see `expectInteractive(_:identifier:by:)`).
@MainActor
@discardableResult
public func expectInteractive(
    _ stage: Stage, label: String, by deadline: Double,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    expectInteractive(stage, describing: "the button labelled \"\(label)\"", by: deadline,
                      site: TestSite(fileID: fileID, filePath: filePath, line: line, column: column)) { () throws(StageError) in
        try stage.tap(label: label)
    }
}

@MainActor
private func expectInteractive(
    _ stage: Stage, describing target: String, by deadline: Double, site: TestSite, tap: () throws(StageError) -> Void
) -> Bool {
    guard deadline.isFinite, deadline >= stage.time else {
        return fail("expectInteractive: the deadline \(deadline) must be finite and not before \(at(stage.time))", at: site)
    }
    stage.advance(to: deadline)
    if let next = stage.nextFrameTime {
        return fail("the view is not at rest at \(at(deadline)): \(next <= stage.time ? "it is still animating" : "something is due at \(at(next))")", at: site)
    }
    do {
        try tap()
    } catch {
        return fail("the view is not interactive at \(at(deadline)): tapping \(target) failed: \(error)", at: site)
    }
    return true
}
