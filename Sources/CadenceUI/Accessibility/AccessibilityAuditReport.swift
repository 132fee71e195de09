/// What ``AccessibilityAudit`` saw and found. Cadence addition.
///
/// ```swift
/// let report = AccessibilityAudit().run(steps) { environment in
///     Stage(size: CGSize(width: 200, height: 200), environment: environment) { SaveBadge() }
/// }
/// #expect(report.findings.isEmpty, "\(report)")
/// ```
public struct AccessibilityAuditReport: Hashable, Sendable {
    /// What happened after one trigger, under one setting.
    public struct Observation: Hashable, Sendable {
        /// The settings the scene ran with.
        public var settings: AccessibilitySettings
        /// The trigger's scripted time (negative times run at 0), in seconds.
        public var time: Double
        /// The trigger's events, as they describe themselves (`tap(identifier: save)`).
        public var trigger: String
        /// The time of the last frame that still moved because of the trigger; `nil` when nothing moved.
        public var motionEnd: Double?
        /// The tree at the end of the watch (when the stage went idle, the next trigger came, or the
        /// settle limit passed).
        public var settledTree: AccessibilityTree
        /// Whether the settled tree reads differently from before the trigger (frames aside).
        public var treeChanged: Bool
        /// Announcements posted during the watch.
        public var announcements: [String]
        /// Sensory feedback played during the watch.
        public var feedback: [SensoryFeedback]

        /// Whether the trigger started motion (motion marked decorative does not count).
        public var startedMotion: Bool { motionEnd != nil }

        /// Whether a screen reader perceives the trigger: the tree changed or something was announced.
        public var isPerceived: Bool { treeChanged || !announcements.isEmpty }
    }

    /// Problems, in the order of the settings run, then of the triggers.
    public var findings: [AccessibilityFinding]
    /// One observation per trigger per setting, in the same order.
    public var observations: [Observation]
    /// Steps that could not be used and problems the stages reported (failed taps, refused times).
    public var issues: [String]

    /// Makes a report; empty by default (a clean audit).
    public init(findings: [AccessibilityFinding] = [], observations: [Observation] = [], issues: [String] = []) {
        self.findings = findings
        self.observations = observations
        self.issues = issues
    }

    /// The findings of `kind`.
    public func findings(_ kind: AccessibilityFinding.Kind) -> [AccessibilityFinding] {
        findings.filter { $0.kind == kind }
    }
}

extension AccessibilityAuditReport.Observation: CustomStringConvertible {
    /// `t=0.3 tap(label: Like) [standard]: moves until t=1.066667; perceived: the tree changed`, or
    /// `…: still; not perceived`, then what was announced and played.
    public var description: String {
        var text = "t=\(DisplayNumber(time)) \(trigger) [\(settings)]: "
        text += motionEnd.map { "moves until t=\(DisplayNumber($0))" } ?? "still"
        var channels: [String] = []
        if treeChanged { channels.append("the tree changed") }
        if !announcements.isEmpty { channels.append("announced " + announcements.map(accessibilityQuoted).joined(separator: ", ")) }
        text += channels.isEmpty ? "; not perceived" : "; perceived: " + channels.joined(separator: ", ")
        if !feedback.isEmpty { text += "; feedback " + feedback.map(\.description).joined(separator: ", ") }
        return text
    }
}

extension AccessibilityAuditReport: CustomStringConvertible {
    /// A summary line, then one line per finding and per issue.
    public var description: String {
        let count = findings.count == 1 ? "1 finding" : "\(findings.count) findings"
        var lines = ["accessibility audit: \(count) in \(observations.count) observed triggers"]
        lines += findings.map(\.description)
        lines += issues.map { "issue: \($0)" }
        return lines.joined(separator: "\n")
    }
}
