/// Something a stage script does at a given time: tap a button, change the environment, hide or show
/// the root, or run your own code. Cadence addition.
///
/// ```swift
/// stage.schedule(.tap(identifier: "like"), at: 0.5)
/// stage.schedule(.environment(\.accessibilityReduceMotion, true), at: 1)
/// stage.schedule(.hide, at: 2)
/// stage.schedule(.run { stage in stage.updateEnvironment { $0.colorScheme = .dark } }, at: 3)
/// ```
public struct StageEvent: Sendable, CustomStringConvertible {
    enum Action: Sendable {
        case tapLabel(String)
        case tapIdentifier(String)
        case environment(@MainActor @Sendable (inout EnvironmentValues) -> Void)
        case hide
        case show
        case run(@MainActor @Sendable (Stage) -> Void)
    }

    let action: Action
    public let description: String

    init(action: Action, description: String) {
        self.action = action
        self.description = description
    }

    /// Taps the one visible button whose label text (its texts joined by spaces) or accessibility
    /// label is `label`. A failure (none, several) is recorded in `Stage.issues`.
    public static func tap(label: String) -> StageEvent {
        StageEvent(action: .tapLabel(label), description: "tap(label: \(label))")
    }

    /// Taps the one visible button named `identifier` by `accessibilityIdentifier` or `tapTarget`.
    public static func tap(identifier: String) -> StageEvent {
        StageEvent(action: .tapIdentifier(identifier), description: "tap(identifier: \(identifier))")
    }

    /// Sets the stage's environment value at `keyPath`.
    public static func environment<V: Sendable>(_ keyPath: WritableKeyPath<EnvironmentValues, V> & Sendable, _ value: V) -> StageEvent {
        StageEvent(action: .environment { $0[keyPath: keyPath] = value }, description: "environment(\(V.self): \(value))")
    }

    /// Changes the stage's environment.
    public static func updateEnvironment(_ change: @escaping @MainActor @Sendable (inout EnvironmentValues) -> Void) -> StageEvent {
        StageEvent(action: .environment(change), description: "updateEnvironment")
    }

    /// Hides the root view: `onDisappear` runs, the display list is empty, state is kept.
    public static let hide = StageEvent(action: .hide, description: "hide")

    /// Shows the root view again: `onAppear` runs.
    public static let show = StageEvent(action: .show, description: "show")

    /// Runs `action` with the stage.
    public static func run(_ action: @escaping @MainActor @Sendable (Stage) -> Void) -> StageEvent {
        StageEvent(action: .run(action), description: "run")
    }
}

/// Why a tap could not be delivered. Cadence addition.
public enum StageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No visible button matches.
    case buttonNotFound(String)
    /// Several visible buttons match; a tap must find exactly one.
    case ambiguousButton(String, matches: Int)
    /// The stage is hidden, so nothing can be tapped.
    case stageHidden
    /// No visible view of the kind asked for (a scroll view, a control) matches.
    case viewNotFound(String)
    /// A control was given a value it cannot take (an option a picker does not have).
    case invalidValue(String)

    public var description: String {
        switch self {
        case .buttonNotFound(let name): "no visible button matches \"\(name)\""
        case .ambiguousButton(let name, let matches): "\(matches) visible buttons match \"\(name)\""
        case .stageHidden: "the stage is hidden"
        case .viewNotFound(let name): "no visible view matches \"\(name)\""
        case .invalidValue(let message): message
        }
    }
}
