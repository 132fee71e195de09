/// The display and motion settings an accessible animation has to respect, as one value: Reduce
/// Motion, Differentiate Without Colour, Reduce Transparency. Cadence addition.
///
/// ```swift
/// let stage = Stage(size: size, environment: EnvironmentValues(accessibilitySettings: .reduceMotion)) { … }
/// stage.schedule(.accessibilitySettings(.standard), at: 2)   // all off again at t = 2
/// ```
///
/// ``AccessibilityAudit`` runs a scene once per setting it is given (by default ``auditDefaults``).
public struct AccessibilitySettings: Hashable, Sendable {
    /// `accessibilityReduceMotion`.
    public var reduceMotion: Bool
    /// `accessibilityDifferentiateWithoutColor`.
    public var differentiateWithoutColor: Bool
    /// `accessibilityReduceTransparency`.
    public var reduceTransparency: Bool

    /// Makes settings; every one is off by default (the standard settings).
    public init(reduceMotion: Bool = false, differentiateWithoutColor: Bool = false, reduceTransparency: Bool = false) {
        self.reduceMotion = reduceMotion
        self.differentiateWithoutColor = differentiateWithoutColor
        self.reduceTransparency = reduceTransparency
    }

    /// Everything off: the system's defaults.
    public static let standard = AccessibilitySettings()
    /// Reduce Motion on.
    public static let reduceMotion = AccessibilitySettings(reduceMotion: true)
    /// Differentiate Without Colour on.
    public static let differentiateWithoutColor = AccessibilitySettings(differentiateWithoutColor: true)
    /// Reduce Transparency on.
    public static let reduceTransparency = AccessibilitySettings(reduceTransparency: true)

    /// What ``AccessibilityAudit`` checks by default: standard, then each setting on its own.
    public static let auditDefaults: [AccessibilitySettings] = [.standard, .reduceMotion, .differentiateWithoutColor, .reduceTransparency]
}

extension AccessibilitySettings: CustomStringConvertible {
    /// `standard`, or the settings that are on joined with `+`: `reduceMotion+reduceTransparency`.
    public var description: String {
        let on = [(reduceMotion, "reduceMotion"), (differentiateWithoutColor, "differentiateWithoutColor"), (reduceTransparency, "reduceTransparency")]
            .filter(\.0).map(\.1)
        return on.isEmpty ? "standard" : on.joined(separator: "+")
    }
}

extension EnvironmentValues {
    /// An environment with every key at its default except the accessibility settings. Cadence addition.
    public init(accessibilitySettings: AccessibilitySettings) {
        self.init()
        self.accessibilitySettings = accessibilitySettings
    }
}

extension StageEvent {
    /// Sets the stage's Reduce Motion, Differentiate Without Colour and Reduce Transparency at once.
    /// Cadence addition.
    ///
    /// ```swift
    /// stage.schedule(.accessibilitySettings(.reduceMotion), at: 1)
    /// ```
    public static func accessibilitySettings(_ settings: AccessibilitySettings) -> StageEvent {
        .environment(\.accessibilitySettings, settings)
    }
}
