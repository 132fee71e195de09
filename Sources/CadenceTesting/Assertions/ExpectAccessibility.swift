import CadenceUI

/// Expects motion (or colour, or transparency) not to be the only channel that tells a screen-reader
/// user what happened: runs `AccessibilityAudit` over `script` with stages from `makeStage` and
/// reports each finding as a failure. Cadence addition.
///
/// The audit plays the scene under each of `settings` (standard, Reduce Motion, Differentiate
/// Without Colour, Reduce Transparency by default) and finds, per trigger: motion nobody perceives
/// (no label, value or announcement changed), a change made in colour or opacity alone, and a Reduce
/// Motion branch that means something else. See `AccessibilityAudit` for the rules.
///
/// ```swift
/// expectMotionIsNotTheOnlyChannel(script: [.at(0.1, .tap(identifier: "like"))]) { environment in
///     Stage(size: CGSize(width: 160, height: 160), environment: environment) { LikeButton() }
/// }
/// ```
/// - Returns: the audit's report (its findings were reported as failures).
@MainActor
@discardableResult
public func expectMotionIsNotTheOnlyChannel(
    script: StageScript, fps: Double = 60, settleLimit: Double = 3,
    settings: [AccessibilitySettings] = AccessibilitySettings.auditDefaults,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    makeStage: (EnvironmentValues) -> Stage
) -> AccessibilityAuditReport {
    let site = TestSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let report = AccessibilityAudit(fps: fps, settleLimit: settleLimit, settings: settings).run(script.steps, makeStage: makeStage)
    for finding in report.findings { TestFailure.record("accessibility audit: \(finding)", at: site) }
    for issue in report.issues { TestFailure.record("accessibility audit could not run as asked: \(issue)", at: site) }
    return report
}
