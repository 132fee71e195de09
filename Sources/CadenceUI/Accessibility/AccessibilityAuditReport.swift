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
        public var settings: AccessibilitySettings
        /// The trigger's scripted time (negative times run at 0), in seconds.
        public var time: Double
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
