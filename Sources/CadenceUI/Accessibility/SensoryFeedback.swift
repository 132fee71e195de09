/// A haptic or sound the system plays to confirm something: SwiftUI's `SensoryFeedback`, passed to
/// `sensoryFeedback(_:trigger:)`.
///
/// ```swift
/// Button { likes += 1 } label: { Image(systemName: "heart.fill") }
///     .sensoryFeedback(.success, trigger: likes)
/// ```
///
/// A headless stage plays nothing: it records each feedback with its time in
/// ``Stage/accessibilityEvents``, so tests can check that it happens, and when. Feedback is not
/// something a screen reader reads, so ``AccessibilityAudit`` does not count it as a channel that
/// replaces motion (it is also absent on devices without haptics).
public struct SensoryFeedback: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange, pathComplete
        case impact(weight: Weight?, flexibility: Flexibility?, intensity: Double)
    }

    let kind: Kind

    /// A task or action completed.
    public static let success = SensoryFeedback(kind: .success)
    /// A task or action produced a warning.
    public static let warning = SensoryFeedback(kind: .warning)
    /// A task or action failed.
    public static let error = SensoryFeedback(kind: .error)
    /// A UI element's value is changing (a picker's wheel, a slider's detents).
    public static let selection = SensoryFeedback(kind: .selection)
    /// An important value rose above a significant threshold.
    public static let increase = SensoryFeedback(kind: .increase)
    /// An important value fell below a significant threshold.
    public static let decrease = SensoryFeedback(kind: .decrease)
    /// An activity started.
    public static let start = SensoryFeedback(kind: .start)
    /// An activity stopped.
    public static let stop = SensoryFeedback(kind: .stop)
    /// A dragged item aligned with something.
    public static let alignment = SensoryFeedback(kind: .alignment)
    /// Pressure moved between discrete levels.
    public static let levelChange = SensoryFeedback(kind: .levelChange)
    /// A drawn path completed.
    public static let pathComplete = SensoryFeedback(kind: .pathComplete)
    /// A physical collision, of medium weight at full intensity.
    public static let impact = SensoryFeedback(kind: .impact(weight: nil, flexibility: nil, intensity: 1))

    /// A collision between objects of `weight`, at `intensity` (1 is full strength; kept as given,
    /// except NaN, which is recorded as 0 so that equal feedback compares equal).
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: weight, flexibility: nil, intensity: intensity.isNaN ? 0 : intensity))
    }

    /// A collision between objects of `flexibility`, at `intensity` (as for `impact(weight:intensity:)`).
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(kind: .impact(weight: nil, flexibility: flexibility, intensity: intensity.isNaN ? 0 : intensity))
    }
}

extension SensoryFeedback: CustomStringConvertible {
    /// The feedback as its SwiftUI spelling: `success`, `impact(weight: heavy, intensity: 0.5)`.
    public var description: String {
        switch kind {
        case .success: "success"
        case .warning: "warning"
        case .error: "error"
        case .selection: "selection"
        case .increase: "increase"
        case .decrease: "decrease"
        case .start: "start"
        case .stop: "stop"
        case .alignment: "alignment"
        case .levelChange: "levelChange"
        case .pathComplete: "pathComplete"
        case .impact(nil, nil, _): "impact"
        case .impact(let weight?, _, let intensity): "impact(weight: \(weight), intensity: \(DisplayNumber(intensity)))"
        case .impact(_, let flexibility?, let intensity): "impact(flexibility: \(flexibility), intensity: \(DisplayNumber(intensity)))"
        }
    }
}
