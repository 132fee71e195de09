import Foundation

/// The older name for Dynamic Type sizes: SwiftUI's `ContentSizeCategory`.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    /// The standard sizes, smallest first; `.large` is the default.
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    /// The accessibility sizes, larger than every standard one.
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// Whether this is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool {
        switch self {
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge: true
        default: false
        }
    }

    var dynamicTypeSize: DynamicTypeSize {
        DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: self) ?? 3]
    }

    init(_ size: DynamicTypeSize) {
        self = ContentSizeCategory.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }
}

/// A size class: SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// Constrained space: a phone's width in portrait.
    case compact
    /// Ample space: an iPad's full width.
    case regular
}

/// Whether the app's scene is in front: SwiftUI's `ScenePhase`. A stage starts `.active`; script
/// `.environment(\.scenePhase, .background)` to send it to the background (the stage also hides
/// its views then, so loops and tasks stop; `.active` shows them again).
public enum ScenePhase: Hashable, Comparable, Sendable {
    /// Not visible; a stage hides its views, so loops and tasks stop.
    case background
    /// Visible but not taking input (an app switching).
    case inactive
    /// In front and taking input: where a stage starts.
    case active
}

/// Dismisses the presentation the view is in: SwiftUI's `DismissAction`. Call it as a function:
/// `dismiss()`. On a stage it runs the action the presenter set (none by default: the call is
/// recorded as a no-op).
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    init(_ action: @escaping @MainActor @Sendable () -> Void) {
        self.action = action
    }

    /// Dismisses the presentation.
    @MainActor
    public func callAsFunction() {
        action()
    }
}

private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { EnvironmentValues.stageLocale } }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone.current }
private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction {} }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 2 }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The Dynamic Type size in the older spelling.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }

    /// The horizontal size class (default `.compact`, a phone in portrait).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class (default `.regular`).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The locale (default en_US, fixed so stages are reproducible).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar (default Gregorian).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone (default UTC, fixed so stages are reproducible).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// Whether the scene is active (default `.active`).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    /// Whether controls and gestures respond (default `true`; `disabled(true)` sets `false` below).
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// Dismisses the current presentation (`@Environment(\.dismiss) private var dismiss`).
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is part of a presentation (default `false`).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    /// Pixels per point (default 2).
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
}


/// A number that scales with Dynamic Type: SwiftUI's `ScaledMetric`.
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) private var iconSize = 24.0
/// ```
///
/// The value is the base value × (the text style's size at the environment's Dynamic Type size ÷ its
/// size at `.large`). Cadence scales every text style by the body style's ratios (iOS's tables for
/// the other styles are not documented per size).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    private let box = EnvironmentBox<DynamicTypeSize>()

    /// A metric of `wrappedValue` at the default size, scaled like `textStyle`.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// A metric of `wrappedValue` at the default size, scaled like body text.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The scaled value.
    @MainActor
    public var wrappedValue: Value {
        let size = box.value ?? .large
        return baseValue * Value(size.bodyPointSize / DynamicTypeSize.large.bodyPointSize)
    }
}

extension ScaledMetric: @unchecked Sendable {}

extension ScaledMetric: InstallableProperty {
    @MainActor
    func install(in context: ResolveContext, slot: Int) {
        box.value = context.environment.dynamicTypeSize
    }
}
