/// One problem `cadence lint` found in a spec: which rule, how serious, where (file position, track,
/// time) and how big, with a sentence saying what to do.
public struct LintFinding: Sendable {
    /// How serious a finding is: each rule has one (`LintRule.severity`).
    public enum Severity: String, Sendable {
        /// Fails the run (exit status 1).
        case error
        /// Reported, but fails the run only with `--strict`.
        case advisory
    }

    /// The rule that found it.
    public var rule: LintRule
    /// How serious it is: the rule's severity.
    public var severity: Severity { rule.severity }
    /// Where in the file, if the finding is about a place in it.
    public var location: SourceLocation?
    /// The track (its key path) or phase the finding is about, if any.
    public var subject: String?
    /// When, in seconds from the start of the timeline, if it happens at a time.
    public var time: Double?
    /// The size of the problem in the property's units (a jump) or seconds (a duration), if measurable.
    public var size: Double?
    /// What is wrong and what to do, one sentence or two (quoting the spec's names as written).
    public var message: String
    /// The scripted event the finding is about (`trigger`), for findings of the accessibility audit.
    public var trigger: String?

    package init(rule: LintRule, location: SourceLocation?, subject: String?, time: Double?, size: Double?,
                 message: String, trigger: String? = nil) {
        self.rule = rule
        self.location = location
        self.subject = subject
        self.time = time
        self.size = size
        self.message = message
        self.trigger = trigger
    }
}
