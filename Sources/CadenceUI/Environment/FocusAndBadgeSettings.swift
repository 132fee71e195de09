import Foundation

/// How prominent badges are: SwiftUI's `BadgeProminence`, read as `@Environment(\.badgeProminence)`.
/// A stage records it; its badges are drawn the same at every prominence (red capsules on tab items,
/// secondary text on list rows).
public struct BadgeProminence: Hashable, Sendable {
    let level: Int

    /// The platform's usual badge (the default).
    public static let standard = BadgeProminence(level: 1)
    /// A badge that stands out more.
    public static let increased = BadgeProminence(level: 2)
    /// A quieter badge.
    public static let decreased = BadgeProminence(level: 0)
}

private struct BadgeProminenceKey: EnvironmentKey {
    static let defaultValue = BadgeProminence.standard
}

extension EnvironmentValues {
    /// The prominence of the badges below (`.standard` unless `badgeProminence(_:)` set it).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

/// When a `defaultFocus` is applied: SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    let name: String
    /// When the window or scene first appears (and, on macOS, in some other cases).
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Whenever focus moves into the region: a stage treats it as `.automatic`.
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

/// Sets a focus binding to its default value once, when the view first appears.
nonisolated struct DefaultFocusModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let apply: @MainActor () -> Void

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let applied = context.cell(BuiltinCell.defaultFocus) { DefaultFocusRecord() }
        if !applied.done {
            applied.done = true
            // After the pass, as the first focus change a scene makes.
            context.graph.runAfterPass(apply)
        }
        return content(context)
    }
}

/// Whether a `defaultFocus` has been applied for its view.
@MainActor
final class DefaultFocusRecord {
    var done = false
}

extension View {
    /// Sets the prominence of the badges below: SwiftUI's `badgeProminence(_:)` (recorded in the
    /// environment; a stage draws every prominence alike).
    public nonisolated func badgeProminence(_ prominence: BadgeProminence) -> some View {
        modifier(EnvironmentModifier { $0.badgeProminence = prominence })
    }

    /// Focuses `value` by default: SwiftUI's `defaultFocus(_:_:priority:)`. On a stage the binding
    /// is set to `value` once, right after the view is first drawn (as when a screen appears with
    /// nothing focused); later changes are the app's and the script's.
    public nonisolated func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic) -> some View {
        let box = DefaultFocusValue(value)
        return modifier(DefaultFocusModifier { binding.wrappedValue = box.value })
    }

    /// Makes this view a region that directional focus moves into as a whole: SwiftUI's
    /// `focusSection()` (tvOS and macOS). A stage has no directional focus: nothing changes.
    public nonisolated func focusSection() -> some View {
        modifier(StageInertModifier())
    }
}

/// Carries a `defaultFocus` value into the modifier's main-actor action.
private final class DefaultFocusValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
