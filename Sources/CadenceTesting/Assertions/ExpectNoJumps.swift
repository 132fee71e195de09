import CadenceUI

/// Expects `value` never to jump while `stage` plays from its current time to `end`: between any
/// two frames at `fps`, it changes by at most `maximumStep`. Cadence addition.
///
/// This is how to check continuity across retriggers, loop seams and keyframe joints: schedule the
/// retriggers on the stage first, then follow the value through them.
///
/// ```swift
/// stage.schedule(.tap(identifier: "like"), at: 0.1)
/// stage.schedule(.tap(identifier: "like"), at: 0.2)    // mid-run: the heart must not snap back
/// expectNoJumps(in: stage, .scale(ofSymbol: "heart.fill"), until: 1, maximumStep: 0.05)
/// ```
///
/// Choose `maximumStep` from the fastest the value legitimately moves: about its largest speed
/// (units per second) divided by `fps`, with some margin. A frame where the value is missing (the
/// item is not drawn) fails as well, unless `allowsMissing` is set.
/// - Returns: whether it held; the failure names the first jump (times and values).
@MainActor
@discardableResult
public func expectNoJumps(
    in stage: Stage, _ value: ValueColumn<DisplayList>, until end: Double, fps: Double = 120,
    maximumStep: Double, allowsMissing: Bool = false,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let site = TestSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard maximumStep >= 0, !maximumStep.isNaN else { return fail("expectNoJumps: maximumStep \(maximumStep) must be ≥ 0", at: site) }
    let times: [Double]
    do { times = try FrameGrid.make(fps).times(from: stage.time, through: end) } catch {
        return fail("expectNoJumps: \(error)", at: site)
    }
    var previous: (time: Double, value: Double)?
    for time in times {
        stage.advance(to: time)
        guard let current = value.read(stage.displayList()) else {
            if allowsMissing { previous = nil; continue }
            return fail("\(value.name) has no value at \(at(time)) (the item is not drawn, or several are)", at: site)
        }
        guard current.isFinite else { return fail("\(value.name) is \(current) at \(at(time))", at: site) }
        if let previous, abs(current - previous.value) > maximumStep {
            return fail("""
                \(value.name) jumps by \(DisplayNumber(current - previous.value)) between \(at(previous.time)) and \(at(time)) \
                (\(DisplayNumber(previous.value)) → \(DisplayNumber(current))); at most \(DisplayNumber(maximumStep)) a frame at \(DisplayNumber(fps)) fps is allowed
                """, at: site)
        }
        previous = (time, current)
    }
    return true
}

/// Expects a value of a keyframe timeline never to jump over `range` (sampled at `fps`), including
/// at keyframe joints and, with `loops`, across that many loop seams (the value at the end of each
/// pass followed by the start of the next, as a repeating animator plays it). Cadence addition.
///
/// ```swift
/// expectNoJumps(in: timeline, ValueColumn("scale") { $0 }, maximumStep: 0.05, loops: 2)
/// ```
@MainActor
@discardableResult
public func expectNoJumps<Root>(
    in timeline: KeyframeTimeline<Root>, _ value: ValueColumn<Root>, fps: Double = 120,
    maximumStep: Double, loops: Int = 0,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let site = TestSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard maximumStep >= 0, !maximumStep.isNaN else { return fail("expectNoJumps: maximumStep \(maximumStep) must be ≥ 0", at: site) }
    guard (0...1_000).contains(loops) else { return fail("expectNoJumps: loops \(loops) is not in 0…1000", at: site) }
    let duration = timeline.duration
    let passTimes: [Double]
    do { passTimes = try FrameGrid.make(fps).times(from: 0, through: duration) } catch {
        return fail("expectNoJumps: \(error)", at: site)
    }
    var samples = passTimes.map { (time: $0, value: value.read(timeline.value(time: $0))) }
    // A pass ends exactly at its duration (the grid may not land on it), then the next one starts.
    if passTimes.last != duration { samples.append((duration, value.read(timeline.value(time: duration)))) }
    var run = samples.map { (pass: 0, time: $0.time, value: $0.value) }
    for pass in 0..<loops { run += samples.map { (pass + 1, Double(pass + 1) * duration + $0.time, $0.value) } }
    var previous: (pass: Int, time: Double, value: Double)?
    for sample in run {
        guard let current = sample.value, current.isFinite else {
            return fail("\(value.name) is \(sample.value.map { "\($0)" } ?? "missing") at \(at(sample.time))", at: site)
        }
        if let previous, abs(current - previous.value) > maximumStep {
            let seam = previous.pass != sample.pass
            return fail("""
                \(value.name) jumps by \(DisplayNumber(current - previous.value)) between \(at(previous.time)) and \(at(sample.time)) \
                (\(DisplayNumber(previous.value)) → \(DisplayNumber(current)))\(seam ? " at a loop seam: the last keyframe does not end where the first starts" : ""); \
                at most \(DisplayNumber(maximumStep)) is allowed
                """, at: site)
        }
        previous = (sample.pass, sample.time, current)
    }
    return true
}
