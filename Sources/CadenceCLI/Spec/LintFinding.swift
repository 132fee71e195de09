/// One problem `cadence lint` found in a spec: which rule, how serious, where (file position, track,
/// time) and how big, with a sentence saying what to do.
struct LintFinding: Sendable {
    enum Severity: String, Sendable {
        /// Fails the run (exit status 1).
        case error
        /// Reported, but fails the run only with `--strict`.
        case advisory
    }

    var rule: LintRule
    var severity: Severity
    var location: SourceLocation?
    /// The track (its key path) or phase the finding is about, if any.
    var subject: String?
    /// When, in seconds from the start of the timeline, if it happens at a time.
    var time: Double?
    /// The size of the problem in the property's units (a jump) or seconds (a duration), if measurable.
    var size: Double?
    var message: String
    /// The scripted event the finding is about (`trigger`), for findings of the accessibility audit.
    var trigger: String? = nil
}
