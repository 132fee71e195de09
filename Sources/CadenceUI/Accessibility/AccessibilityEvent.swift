/// Something a stage delivered to the user outside the picture: an announcement for the screen reader
/// or a sensory feedback, with the stage time it happened at. Cadence addition.
///
/// ```swift
/// stage.schedule(.tap(identifier: "save"), at: 0.5)
/// stage.advance(to: 1)
/// stage.accessibilityEvents   // [t=0.5 announcement "Saved", t=0.5 sensoryFeedback success]
/// ```
public struct AccessibilityEvent: Hashable, Sendable {
    /// What was posted: an announcement or sensory feedback.
    public enum Kind: Hashable, Sendable {
        /// `AccessibilityNotification.Announcement(text).post()`.
        case announcement(String)
        /// `sensoryFeedback(_:trigger:)` and its variants, when their trigger changed.
        case sensoryFeedback(SensoryFeedback)
    }

    /// Stage time in seconds.
    public var time: Double
    /// What was posted.
    public var kind: Kind

    /// Makes an event posted at `time` seconds of stage time.
    public init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// The announced text, or `nil` for feedback.
    public var announcement: String? {
        if case .announcement(let text) = kind { text } else { nil }
    }

    /// The feedback played, or `nil` for an announcement.
    public var feedback: SensoryFeedback? {
        if case .sensoryFeedback(let feedback) = kind { feedback } else { nil }
    }
}

extension AccessibilityEvent: CustomStringConvertible {
    /// `t=0.5 announcement "Saved"` or `t=0.5 sensoryFeedback success`, numbers rounded to 6 decimals.
    public var description: String {
        switch kind {
        case .announcement(let text): "t=\(DisplayNumber(time)) announcement \(accessibilityQuoted(text))"
        case .sensoryFeedback(let feedback): "t=\(DisplayNumber(time)) sensoryFeedback \(feedback)"
        }
    }
}
