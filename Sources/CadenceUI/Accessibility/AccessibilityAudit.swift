/// Plays a scripted scene the way a screen-reader user lives it and reports where motion or colour is
/// the only thing that tells them what happened. Cadence addition; library API for tests and for
/// `cadence lint`.
///
/// ```swift
/// let report = AccessibilityAudit().run([.init(at: 0.5, .tap(identifier: "save"))]) { environment in
///     Stage(size: CGSize(width: 200, height: 200), environment: environment) { SaveBadge() }
/// }
/// print(report)
/// // accessibility audit: 1 finding in 4 observed triggers
/// // t=0.5 tap(identifier: save) [standard]: motion is the only channel: …
/// ```
///
/// For each setting in ``settings`` the audit builds a stage with `makeStage` (given an environment
/// with that setting) and plays the steps. Steps at the same time form one trigger. After each
/// trigger it watches frames at ``fps`` until the stage is idle and still, the next trigger comes, or
/// ``settleLimit`` seconds pass, and checks:
///
/// - **Motion is the only channel.** The trigger *started motion* when the display list keeps
///   changing in the frames after its immediate effect, whatever animates it (keyframes, phases, state
///   animation). Items under `accessibilityDecorativeAnimation()` are left out. When something was
///   already moving before the trigger (a loop, an earlier animation), the audit replays the scene
///   without the trigger and counts a frame as moving only when its change differs from the replay's
///   over the same step: a loop that goes on does not count, nor motion the trigger stops. (Items are
///   compared whole, so a trigger that shifts the layout under a running loop counts as motion.)
///   Frames are compared as the eye sees them: positions to a hundredth of a point, colours to 8-bit
///   steps, so the invisible tail of a spring is not motion. The
///   trigger is *perceived* when the
///   settled accessibility tree reads differently (label, value, hint, traits, elements; frames do not
///   count) or an announcement was posted. Motion that is not perceived is reported.
/// - **Colour is the only channel** (with Differentiate Without Colour on): the settled display list
///   differs from before only in colours, and the tree and announcements are unchanged.
/// - **Transparency is the only channel** (with Reduce Transparency on): it differs only in opacity.
/// - **Reduce Motion changes the meaning**: for a setting with Reduce Motion on whose counterpart
///   without it was also run, each trigger's settled tree and announcements must be the same in both.
///
/// Sensory feedback is recorded in the observations but is not a screen-reader channel.
public struct AccessibilityAudit: Sendable {
    /// One scripted event: `event` runs at `time` seconds.
    public struct Step: Sendable {
        /// When the event runs, in seconds of stage time.
        public var time: Double
        /// The event: a tap, a drag, a value change.
        public var event: StageEvent

        /// Makes a step that runs `event` at `time` seconds.
        public init(at time: Double, _ event: StageEvent) {
            self.time = time
            self.event = event
        }
    }

    /// Frames per second at which the audit samples the watch after each trigger. Finite, in
    /// (0, 1000]; anything else runs at 60 and is reported in the report's issues.
    public var fps: Double
    /// The longest watch after a trigger, in seconds: 0…60 (NaN is 0; more is 60), so an endless
    /// loop cannot keep the audit running.
    public var settleLimit: Double
    /// The settings to run the scene with, in order (default: standard, then each setting alone).
    public var settings: [AccessibilitySettings]

    /// Makes an audit at `fps` frames per second (default 60) that watches each trigger for at most
    /// `settleLimit` seconds (default 3) under each of `settings` (default: standard, then each setting alone).
    public init(fps: Double = 60, settleLimit: Double = 3, settings: [AccessibilitySettings] = AccessibilitySettings.auditDefaults) {
        self.fps = fps
        self.settleLimit = settleLimit
        self.settings = settings
    }

    /// Runs the audit over `steps`.
    /// - Parameters:
    ///   - steps: the script: each trigger and the time it happens, in seconds from the stage's start.
    ///   - makeStage: a new stage for the scene, in the environment it is given (which carries the
    ///     setting under test); called once per setting, and once more per trigger that needs a
    ///     replay without it.
    @MainActor
    public func run(_ steps: [Step], makeStage: (EnvironmentValues) -> Stage) -> AccessibilityAuditReport {
        var report = AccessibilityAuditReport()
        var sampling = self
        if !(fps > 0 && fps <= 1000) {
            report.issues.append("fps \(fps) is not in (0, 1000]; sampled at 60")
            sampling.fps = 60
        }
        sampling.settleLimit = settleLimit.isNaN ? 0 : min(max(settleLimit, 0), 60)

        var usable: [Step] = []
        for step in steps {
            if step.time.isFinite {
                usable.append(Step(at: max(step.time, 0), step.event))
            } else {
                report.issues.append("step \(step.event) at t = \(step.time) skipped: its time must be finite")
            }
        }
        let triggers = Trigger.grouping(usable)

        var observationsBySettings: [AccessibilitySettings: [AccessibilityAuditReport.Observation]] = [:]
        for setting in settings where observationsBySettings[setting] == nil {
            let environment = EnvironmentValues(accessibilitySettings: setting)
            // The run keeps `makeStage` only while it plays, inside this call.
            let (observations, findings, issues) = withoutActuallyEscaping(makeStage) { makeStage in
                var run = AuditRun(audit: sampling, settings: setting, environment: environment, triggers: triggers, makeStage: makeStage)
                return (run.play(), run.findings, run.issues)
            }
            observationsBySettings[setting] = observations
            report.observations += observations
            report.findings += findings
            report.issues += issues.map { "[\(setting)] \($0)" }
        }
        report.findings += Self.reduceMotionFindings(observationsBySettings, order: settings)
        return report
    }

    /// Compares each Reduce Motion run with its counterpart without Reduce Motion, trigger by trigger.
    static func reduceMotionFindings(
        _ observations: [AccessibilitySettings: [AccessibilityAuditReport.Observation]], order: [AccessibilitySettings]
    ) -> [AccessibilityFinding] {
        var findings: [AccessibilityFinding] = []
        var compared: Set<AccessibilitySettings> = []
        for setting in order where setting.reduceMotion && compared.insert(setting).inserted {
            var counterpart = setting
            counterpart.reduceMotion = false
            guard let reduced = observations[setting], let full = observations[counterpart] else { continue }
            for (withMotion, without) in zip(full, reduced) {
                let sameTree = withMotion.settledTree.perceivedElements == without.settledTree.perceivedElements
                guard !sameTree || withMotion.announcements != without.announcements else { continue }
                findings.append(AccessibilityFinding(
                    kind: .reduceMotionChangesMeaning, time: without.time, trigger: without.trigger, settings: setting,
                    message: "with Reduce Motion off a screen reader finds \(spoken(withMotion)); with it on, \(spoken(without)). "
                        + "Keep the state and its announcements independent of the animation; change only how it moves."
                ))
            }
        }
        return findings
    }

    /// What a screen reader gets from an observation, in words, for messages.
    private static func spoken(_ observation: AccessibilityAuditReport.Observation) -> String {
        let elements = observation.settledTree.allElements.map(\.spokenDescription)
        var text = elements.isEmpty ? "no elements" : elements.joined(separator: "; ")
        if !observation.announcements.isEmpty {
            text += " and hears " + observation.announcements.map(accessibilityQuoted).joined(separator: ", ")
        }
        return text
    }
}
