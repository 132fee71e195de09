import CadenceUI

/// What the Reduce Motion branch of a scene may do after a trigger. Cadence addition.
public struct ReduceMotionExpectation: Sendable, Hashable, CustomStringConvertible {
    let allowsFades: Bool

    /// Nothing changes between frames except at the instants of the script's steps: the view jumps
    /// to its new state (or changes nothing) and holds still.
    public static let holdsStill = ReduceMotionExpectation(allowsFades: false)
    /// Between the script's steps only colours and opacities may change (a cross-fade); nothing
    /// moves, scales, turns or resizes.
    public static let onlyFades = ReduceMotionExpectation(allowsFades: true)

    /// `holds still` or `only fades`.
    public var description: String { allowsFades ? "only fades" : "holds still" }
}

/// Expects the scene's Reduce Motion branch not to move: with `accessibilityReduceMotion` on, plays
/// `script` on a stage from `makeStage` frame by frame at `fps` until `end`, and between any two
/// frames with no step of the script between them, nothing may change (``ReduceMotionExpectation/holdsStill``)
/// or only colours and opacities may (``ReduceMotionExpectation/onlyFades``). Frames are compared as
/// the eye sees them (positions to a hundredth of a point). Cadence addition.
///
/// ```swift
/// expectReduceMotion(.onlyFades, script: [.at(0.1, .tap(identifier: "like"))], until: 1) { environment in
///     Stage(size: CGSize(width: 160, height: 160), environment: environment) { LikeButton() }
/// }
/// ```
///
/// `makeStage` must build its stage in the environment it is given (which has Reduce Motion on).
/// - Returns: whether the branch held still (or only faded).
@MainActor
@discardableResult
public func expectReduceMotion(
    _ expectation: ReduceMotionExpectation = .holdsStill, script: StageScript, until end: Double, fps: Double = 60,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
    makeStage: (EnvironmentValues) -> Stage
) -> Bool {
    let site = TestSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let times: [Double]
    do { times = try FrameGrid.make(fps).times(from: 0, through: end) } catch {
        return fail("expectReduceMotion: \(error)", at: site)
    }
    var environment = EnvironmentValues()
    environment.accessibilityReduceMotion = true
    let stage = makeStage(environment)
    guard stage.environment.accessibilityReduceMotion else {
        return fail("expectReduceMotion: the stage does not have Reduce Motion on: build it in the environment makeStage is given", at: site)
    }
    script.schedule(on: stage)
    var previous: (time: Double, items: [DisplayList.Item])?
    for time in times {
        stage.advance(to: time)
        let items = stage.displayList().items.visible
        defer { previous = (time, items) }
        guard let previous else { continue }
        // A step of the script between the two frames may change the view at once.
        if script.steps.contains(where: { $0.time > previous.time && $0.time <= time }) { continue }
        let before = expectation.allowsFades ? previous.items.map(\.colorless) : previous.items
        let after = expectation.allowsFades ? items.map(\.colorless) : items
        guard before != after else { continue }
        let what: String
        if before.count != after.count {
            let appeared = items.indices.first { !before.contains(after[$0]) }.map { "\(items[$0]) appears" }
            let vanished = previous.items.indices.first { !after.contains(before[$0]) }.map { "\(previous.items[$0]) disappears" }
            what = "\(before.count) items become \(after.count)" + ([appeared, vanished].compactMap { $0 }.first.map { ": \($0)" } ?? "")
        } else if let index = before.indices.first(where: { before[$0] != after[$0] }) {
            what = "\(previous.items[index]) becomes \(items[index])"
        } else {
            what = "the items change"
        }
        return fail("""
            with Reduce Motion on, the scene should \(expectation), but it changes between \(at(previous.time)) and \(at(time)), \
            with no step of the script between them: \(what)
            """, at: site)
    }
    return true
}
