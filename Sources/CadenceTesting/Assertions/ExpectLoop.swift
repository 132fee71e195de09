import CadenceUI

/// Expects a looping animation on `stage` to end each pass where it started: `value` at the stage's
/// current time and one, two, … `loops` periods later agree within `tolerance`. Cadence addition.
///
/// ```swift
/// let stage = Stage(size: CGSize(width: 120, height: 120)) { PulseBadge() }
/// stage.advance(to: 0.05)
/// expectLoopEndsWhereItStarted(stage, .scale(ofSymbol: "bell.fill"), period: 1.2)
/// ```
///
/// Pair it with `expectNoJumps(in:_:until:…)`
/// over a seam to see that the loop also does not jump there.
/// - Returns: whether every pass ended where the first started.
@MainActor
@discardableResult
public func expectLoopEndsWhereItStarted(
    _ stage: Stage, _ value: ValueColumn<DisplayList>, period: Double, loops: Int = 2, tolerance: Double = 1e-6,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let site = TestSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard period.isFinite, period > 0 else { return fail("expectLoopEndsWhereItStarted: the period \(period) must be finite and > 0", at: site) }
    guard (1...10_000).contains(loops) else { return fail("expectLoopEndsWhereItStarted: loops \(loops) is not in 1…10000", at: site) }
    let start = stage.time
    guard let first = value.read(stage.displayList()) else {
        return fail("\(value.name) has no value at \(at(start))", at: site)
    }
    for pass in 1...loops {
        let time = start + Double(pass) * period
        stage.advance(to: time)
        guard let current = value.read(stage.displayList()) else {
            return fail("\(value.name) has no value at \(at(time)), the end of pass \(pass)", at: site)
        }
        if !(abs(current - first) <= tolerance) {
            return fail("""
                pass \(pass) of the loop ends at \(value.name) = \(DisplayNumber(current)) (\(at(time))), \
                but it started at \(DisplayNumber(first)) (\(at(start))): the loop shows a seam
                """, at: site)
        }
    }
    return true
}
