import CadenceUI

/// Expects `stage` to come to rest by `deadline` (seconds): nothing animating and no scheduled
/// event left, so no later frame differs. Plays the stage frame by frame at `fps` up to `deadline`.
/// Cadence addition.
///
/// ```swift
/// stage.schedule(.tap(identifier: "like"), at: 0.1)
/// expectSettles(stage, by: 1.2)
/// ```
///
/// - Returns: the first frame time at which the stage was at rest, or `nil` when it was not by the
///   deadline (the failure says what was still going on).
@MainActor
@discardableResult
public func expectSettles(
    _ stage: Stage, by deadline: Double, fps: Double = 60,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Double? {
    let site = TestSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let times: [Double]
    do { times = try FrameGrid.make(fps).times(from: stage.time, through: deadline) } catch {
        fail("expectSettles: \(error)", at: site)
        return nil
    }
    var settled: Double?
    for time in times + [deadline] where time >= stage.time {
        stage.advance(to: time)
        if stage.nextFrameTime == nil {
            settled = settled ?? time
        } else {
            settled = nil
        }
    }
    if let settled { return settled }
    let next = stage.nextFrameTime.map { $0 <= stage.time ? "it is still animating" : "it wants a frame at \(at($0)) (a scheduled event or a delayed animation)" } ?? ""
    fail("the stage has not settled by \(at(deadline)): \(next)", at: site)
    return nil
}
