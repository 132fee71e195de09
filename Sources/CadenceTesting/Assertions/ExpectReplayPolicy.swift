import CadenceUI

/// Expects a repeated trigger to follow `policy`. Cadence addition.
///
/// Plays the scene twice on fresh stages from `makeStage`, frame by frame at `fps` until `end`: once
/// with `trigger` at `time` only, once with it repeated at each of `retriggers` (which must fall
/// inside the first run). Frames are compared as the eye sees them. Then, by policy:
///
/// | policy | expected |
/// | --- | --- |
/// | `restart` | the frames match until the first retrigger, then a new run starts at once: the next frame differs |
/// | `ignoreWhileRunning` | every frame matches the single run: the retriggers change nothing |
/// | `queue` | the frames match until the first run ends; then one more run per retrigger plays |
/// | `coalesceLatest` | the frames match until the first run ends; then exactly one more run plays |
///
/// For `queue` and `coalesceLatest` the extra runs are assumed to last as long as the first (they
/// start from where it ended); their end is checked within two frames.
///
/// ```swift
/// expectReplayPolicy(.restart, trigger: .tap(identifier: "like"), at: 0.1, retriggers: [0.25], until: 2) {
///     Stage(size: CGSize(width: 160, height: 160)) { LikeButton() }
/// }
/// ```
/// - Returns: whether the runs matched the policy.
@MainActor
@discardableResult
public func expectReplayPolicy(
    _ policy: ReplayPolicy, trigger: StageEvent, at time: Double, retriggers: [Double], until end: Double,
    fps: Double = 60,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    makeStage: () -> Stage
) -> Bool {
    let site = TestSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let grid: FrameGrid
    let times: [Double]
    do {
        grid = try FrameGrid.make(fps)
        times = try grid.times(from: 0, through: end)
    } catch {
        return fail("expectReplayPolicy: \(error)", at: site)
    }
    guard !retriggers.isEmpty, retriggers.allSatisfy({ $0.isFinite && $0 > time }) else {
        return fail("expectReplayPolicy: give at least one retrigger, each after the first trigger at \(at(time))", at: site)
    }
    let retriggers = retriggers.sorted()
    func play(_ triggerTimes: [Double]) -> [[DisplayList.Item]] {
        let stage = makeStage()
        for triggerTime in triggerTimes { stage.schedule(trigger, at: triggerTime) }
        return times.map { stage.advance(to: $0); return stage.displayList().items.visible }
    }
    let single = play([time])
    let repeated = play([time] + retriggers)
    /// The time of the last frame that differs from the frame before it, in `frames`.
    func lastChange(_ frames: [[DisplayList.Item]]) -> Double? {
        frames.indices.dropFirst().last { frames[$0] != frames[$0 - 1] }.map { times[$0] }
    }
    guard let singleEnd = lastChange(single), singleEnd > time else {
        return fail("expectReplayPolicy: the trigger \(trigger) at \(at(time)) started no motion by \(at(end))", at: site)
    }
    if end - singleEnd < 2 / fps {
        return fail("expectReplayPolicy: the single run still moves at \(at(end)): give a later end", at: site)
    }
    guard retriggers.last! < singleEnd else {
        return fail("expectReplayPolicy: the retrigger at \(at(retriggers.last!)) comes after the first run ended (\(at(singleEnd))): retrigger while it runs", at: site)
    }
    let firstDifference = times.indices.first { single[$0] != repeated[$0] }.map { times[$0] }
    let label = "under \(policy), \(trigger) at \(at(time)) repeated at \(retriggers.map { at($0) }.joined(separator: ", "))"
    if let firstDifference, firstDifference < retriggers[0] {
        return fail("\(label): the frames differ at \(at(firstDifference)), before the first retrigger", at: site)
    }
    let duration = singleEnd - time
    let frame = 1 / fps
    switch policy {
    case .restart:
        guard let firstDifference, firstDifference <= retriggers[0] + frame + 1e-9 else {
            return fail("\(label): no new run started at the retrigger (\(firstDifference.map { "the frames first differ at \(at($0))" } ?? "every frame matches the single run"))", at: site)
        }
    case .ignoreWhileRunning:
        if let firstDifference {
            return fail("\(label): the retrigger changed the run (the frames differ from \(at(firstDifference))); it should be dropped", at: site)
        }
    case .queue, .coalesceLatest:
        guard let firstDifference, firstDifference > singleEnd else {
            return fail("\(label): \(firstDifference.map { "the frames differ at \(at($0)), before the first run ended at \(at(singleEnd))" } ?? "no waiting run played after the first ended at \(at(singleEnd))")", at: site)
        }
        let runs = policy == .queue ? retriggers.count : 1
        let expectedEnd = singleEnd + Double(runs) * duration
        guard let repeatedEnd = lastChange(repeated), abs(repeatedEnd - expectedEnd) <= 2 * frame + 1e-9 else {
            let seen = lastChange(repeated).map { "motion ended at \(at($0))" } ?? "no motion"
            return fail("\(label): expected \(runs) more run\(runs == 1 ? "" : "s") of \(DisplayNumber(duration)) s, ending at \(at(expectedEnd)), but \(seen)", at: site)
        }
    default:
        return fail("expectReplayPolicy: \(policy) is not a policy this assertion knows", at: site)
    }
    return true
}
