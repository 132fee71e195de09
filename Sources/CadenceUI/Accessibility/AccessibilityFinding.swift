/// A problem ``AccessibilityAudit`` found: what, at which trigger and time, under which settings, and
/// what to do about it. Cadence addition.
///
/// ```swift
/// for finding in report.findings { print(finding) }
/// // t=0.5 tap(identifier: save) [standard]: motion is the only channel: …
/// ```
public struct AccessibilityFinding: Hashable, Sendable {
    /// The kinds of problem; an open set.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        let name: String

        /// A trigger started an animation, but nothing a screen reader perceives changed: no label,
        /// value, trait or element, no announcement. Motion must not be the only channel.
        public static let motionIsTheOnlyChannel = Kind(name: "motion is the only channel")
        /// With Differentiate Without Colour on, a trigger changed only colours: the display lists
        /// before and after differ in colour alone and the accessibility tree is the same.
        public static let colorIsTheOnlyChannel = Kind(name: "colour is the only channel")
        /// With Reduce Transparency on, a trigger changed only opacities.
        public static let transparencyIsTheOnlyChannel = Kind(name: "transparency is the only channel")
        /// With Reduce Motion on, what a screen reader perceives after a trigger (the settled tree and
        /// the announcements) differs from what it perceives with Reduce Motion off: the feature does
        /// not stay the same without motion.
        public static let reduceMotionChangesMeaning = Kind(name: "Reduce Motion changes the meaning")

        public var description: String { name }
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The scripted time of the trigger, in seconds.
    public var time: Double
    /// The trigger's events, as they describe themselves (`tap(identifier: save)`).
    public var trigger: String
    /// The settings the scene ran with when the problem showed.
    public var settings: AccessibilitySettings
    /// What was seen and what to do, in a sentence or two.
    public var message: String

    /// Makes a finding from its parts, as the audit does.
    public init(kind: Kind, time: Double, trigger: String, settings: AccessibilitySettings, message: String) {
        self.kind = kind
        self.time = time
        self.trigger = trigger
        self.settings = settings
        self.message = message
    }
}

extension AccessibilityFinding: CustomStringConvertible {
    /// `t=0.5 tap(identifier: save) [standard]: motion is the only channel: <message>`.
    public var description: String {
        "t=\(DisplayNumber(time)) \(trigger) [\(settings)]: \(kind): \(message)"
    }
}
