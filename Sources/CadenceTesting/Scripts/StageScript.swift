import CadenceUI

/// A script of stage events (taps, drags, presses, settings, your own code) at given times, in
/// seconds from the stage's start: the same `AccessibilityAudit.Step` values the accessibility
/// audit plays, and the same `StageEvent`s a stage schedules. Cadence addition.
///
/// ```swift
/// let script: StageScript = [
///     .at(0.1, .tap(identifier: "like")),
///     .at(0.2, .tap(identifier: "like")),                    // a retrigger mid-run
///     .at(1, .environment(\.accessibilityReduceMotion, true)),
///     .at(1.1, .drag(from: CGPoint(x: 80, y: 80), to: CGPoint(x: 80, y: 20))),
/// ]
/// script.schedule(on: stage)
/// ```
public struct StageScript: Sendable, ExpressibleByArrayLiteral {
    /// The steps, in time order (steps at the same time keep their order).
    public private(set) var steps: [AccessibilityAudit.Step]

    /// A script of `steps`, put in time order. A step with a NaN time is kept; the stage refuses it
    /// when it is scheduled and records that in its issues.
    public init(_ steps: [AccessibilityAudit.Step]) {
        self.steps = steps.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }

    /// A script of the listed steps.
    public init(arrayLiteral steps: AccessibilityAudit.Step...) {
        self.init(steps)
    }

    /// The times of the steps, in order, each once.
    public var times: [Double] {
        steps.map(\.time).reduce(into: []) { times, time in if times.last != time { times.append(time) } }
    }

    /// The time of the last step (0 for an empty script).
    public var end: Double { steps.last?.time ?? 0 }

    /// This script followed by `other`'s steps, in time order.
    public func appending(_ other: StageScript) -> StageScript {
        StageScript(steps + other.steps)
    }

    /// Schedules every step on `stage` at its time.
    @MainActor
    public func schedule(on stage: Stage) {
        for step in steps { stage.schedule(step.event, at: step.time) }
    }
}

extension AccessibilityAudit.Step {
    /// `event` at `time` seconds: `.at(0.5, .tap(identifier: "like"))`.
    public static func at(_ time: Double, _ event: StageEvent) -> AccessibilityAudit.Step {
        AccessibilityAudit.Step(at: time, event)
    }
}
