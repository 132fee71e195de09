/// A rule of `cadence lint`: a stable id (what `--disable`, a spec's `"lint": {"disable": […]}` and
/// SARIF's `ruleId` use), a one-line summary, and help saying how to fix what it finds.
///
/// The set is closed and documented here; each finding names its rule by value, never by a string
/// typed at the place that makes it.
public struct LintRule: Sendable, Hashable, CustomStringConvertible {
    /// The stable id, lowercase words joined by hyphens (`loop-seam`).
    public let id: String
    /// What the rule finds, one sentence.
    public let summary: String
    /// How to fix it, one or two sentences.
    public let help: String
    /// How serious its findings are: `advisory` for the two rules that only advise, `error` for the rest.
    public let severity: LintFinding.Severity

    /// A rule; only the static members below exist.
    private init(id: String, summary: String, help: String, severity: LintFinding.Severity = .error) {
        self.id = id
        self.summary = summary
        self.help = help
        self.severity = severity
    }

    /// The rule's id.
    public var description: String { id }

    /// `loop-seam`: A repeating timeline whose track ends away from where the next loop starts: the jump at the wrap.
    public static let loopSeam = LintRule(id: "loop-seam",
        summary: "A repeating timeline whose track ends away from where the next loop starts: the jump at the wrap.",
        help: "End the track where the next loop starts. Angles are compared modulo full turns, so a spinner ending at 360° after starting at 0° is seamless.")
    /// `loop-reset`: A repeating track that does not start with a reset (a move, or a keyframe of duration 0).
    public static let loopReset = LintRule(id: "loop-reset",
        summary: "A repeating track that does not start with a reset (a move, or a keyframe of duration 0).",
        help: "Start the track with {\"kind\": \"move\", \"to\": …} (MoveKeyframe), so every loop starts from the same value.")
    /// `joint-jump`: A jump in value between two keyframes, or at the end of a track.
    public static let jointJump = LintRule(id: "joint-jump",
        summary: "A jump in value between two keyframes, or at the end of a track.",
        help: "Use a keyframe that takes time, unless the snap is meant.")
    /// `total-duration`: A track whose duration differs from the declared totalDuration.
    public static let totalDuration = LintRule(id: "total-duration",
        summary: "A track whose duration differs from the declared totalDuration.",
        help: "Make the track's keyframes add up to totalDuration, or change totalDuration.")
    /// `too-many-tracks`: More than 8 tracks on one animator (advisory: frame drops were measured above that on an iPhone 15).
    public static let tooManyTracks = LintRule(id: "too-many-tracks",
        summary: "More than 8 tracks on one animator (advisory: frame drops were measured above that on an iPhone 15).",
        help: "Split the animation over several animators, or animate fewer properties.", severity: .advisory)
    /// `no-reduce-motion`: No reduceMotion policy or variant.
    public static let noReduceMotion = LintRule(id: "no-reduce-motion",
        summary: "No reduceMotion policy or variant.",
        help: "Add \"reduceMotion\": a policy (crossFade, skipToEnd, …) or a variant that does not move.")
    /// `reduce-motion-flash`: A Reduce Motion variant that passes through values in no time.
    public static let reduceMotionFlash = LintRule(id: "reduce-motion-flash",
        summary: "A Reduce Motion variant that passes through values in no time.",
        help: "Give the variant's changes a duration (a cross-fade), or leave them out.")
    /// `empty-block`: A tracks block with no tracks.
    public static let emptyBlock = LintRule(id: "empty-block",
        summary: "A tracks block with no tracks.",
        help: "Add a track, or remove the block.")
    /// `empty-track`: A track with no keyframes.
    public static let emptyTrack = LintRule(id: "empty-track",
        summary: "A track with no keyframes.",
        help: "Add keyframes, or remove the track.")
    /// `phase-no-change`: A phase with the same values as the one before it: it takes no time, so it is not a pause.
    public static let phaseNoChange = LintRule(id: "phase-no-change",
        summary: "A phase with the same values as the one before it: it takes no time, so it is not a pause.",
        help: "Change a value in the phase, or remove it; a pause is an animation with a delay.")
    /// `transition-reduce-motion`: A scene transition that moves or scales without a Reduce Motion policy for transitions (advisory).
    public static let transitionReduceMotion = LintRule(id: "transition-reduce-motion",
        summary: "A scene transition that moves or scales without a Reduce Motion policy for transitions (advisory).",
        help: "Add \"reduceMotion\": {\"transitions\": \"crossFade\"} to the scene.", severity: .advisory)
    /// `motion-only-channel`: A trigger moves the picture but a screen reader perceives nothing new.
    public static let motionOnlyChannel = LintRule(id: "motion-only-channel",
        summary: "A trigger moves the picture but a screen reader perceives nothing new.",
        help: "Add a changing accessibilityValue or label, announceOnTrigger, or accessibilityDecorativeAnimation for ornament.")
    /// `color-only-channel`: With Differentiate Without Colour on, a change shows only as a colour.
    public static let colorOnlyChannel = LintRule(id: "color-only-channel",
        summary: "With Differentiate Without Colour on, a change shows only as a colour.",
        help: "Change a shape, symbol or text too, or announce the change.")
    /// `transparency-only-channel`: With Reduce Transparency on, a change shows only as transparency.
    public static let transparencyOnlyChannel = LintRule(id: "transparency-only-channel",
        summary: "With Reduce Transparency on, a change shows only as transparency.",
        help: "Change something opaque too, or announce the change.")
    /// `reduce-motion-changes-meaning`: With Reduce Motion on, the trigger ends in a different accessible state than with it off.
    public static let reduceMotionChangesMeaning = LintRule(id: "reduce-motion-changes-meaning",
        summary: "With Reduce Motion on, the trigger ends in a different accessible state than with it off.",
        help: "Make the Reduce Motion branch end where the full animation ends; only the motion may differ.")

    /// Every rule, in the order the documentation lists them.
    public static let all: [LintRule] = [
        .loopSeam, .loopReset, .jointJump, .totalDuration, .tooManyTracks, .noReduceMotion, .reduceMotionFlash,
        .emptyBlock, .emptyTrack, .phaseNoChange, .transitionReduceMotion,
        .motionOnlyChannel, .colorOnlyChannel, .transparencyOnlyChannel, .reduceMotionChangesMeaning,
    ]

    /// The rule with `id`, if there is one.
    public static func named(_ id: String) -> LintRule? { all.first { $0.id == id } }
}
