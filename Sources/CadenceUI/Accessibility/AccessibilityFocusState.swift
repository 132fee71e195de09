import Foundation

/// Which element VoiceOver (or another assistive technology) focuses: SwiftUI's
/// `AccessibilityFocusState`, tied to views by `accessibilityFocused(_:)` and
/// `accessibilityFocused(_:equals:)`.
///
/// ```swift
/// @AccessibilityFocusState private var errorFocused: Bool
///
/// Text(error).accessibilityFocused($errorFocused)
/// Button("Save") { if !isValid { errorFocused = true } }
/// ```
///
/// A stage has no screen reader, but keeps the focus as VoiceOver would: the element of the view
/// whose focus condition holds has `isAccessibilityFocused` in the accessibility tree, and
/// `Stage.moveAccessibilityFocus(to:)` moves the focus as a swipe would, setting the bound value.
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
    /// A binding to an accessibility focus state, what `$errorFocused` gives.
    @propertyWrapper
    public struct Binding {
        let state: FocusState<Value>.Binding

        /// The focus value.
        @MainActor
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }

    // Kept as keyboard focus state is: one value per view, written through bindings.
    private let state: FocusState<Value>

    /// A Boolean focus state, initially `false`.
    public init() where Value == Bool {
        state = FocusState()
    }

    /// An optional focus state, initially `nil`.
    public init<T: Hashable>() where Value == T? {
        state = FocusState()
    }

    /// The focused value.
    @MainActor
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// A binding for `accessibilityFocused(_:)`.
    @MainActor
    public var projectedValue: Binding {
        Binding(state: state.projectedValue)
    }
}

extension AccessibilityFocusState: @unchecked Sendable {}
extension AccessibilityFocusState.Binding: @unchecked Sendable {}

extension AccessibilityFocusState: InstallableProperty {
    @MainActor
    func install(in context: ResolveContext, slot: Int) {
        state.install(in: context, slot: slot)
    }
}

extension View {
    /// Ties VoiceOver's focus on this view's element to `condition`: while it is `true`, the
    /// element is focused (`isAccessibilityFocused` in the tree); moving the focus here
    /// (`Stage.moveAccessibilityFocus(to:)`) sets it to `true`, and moving it elsewhere to `false`.
    public nonisolated func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
        modifier(AccessibilityFocusModifier(
            isFocused: { condition.wrappedValue },
            focus: { condition.wrappedValue = true },
            unfocus: { if condition.wrappedValue { condition.wrappedValue = false } }))
    }

    /// Ties VoiceOver's focus on this view's element to `binding` being `value`: while it is, the
    /// element is focused; moving the focus here sets `binding` to `value`.
    public nonisolated func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding, equals value: Value) -> some View {
        let box = UncheckedBox(value)
        return modifier(AccessibilityFocusModifier(
            isFocused: { binding.wrappedValue == box.value },
            focus: { binding.wrappedValue = box.value },
            unfocus: nil))
    }
}

/// `accessibilityFocused`: reads the condition when the view is evaluated and marks the element.
nonisolated struct AccessibilityFocusModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let isFocused: @MainActor () -> Bool
    let focus: @MainActor () -> Void
    let unfocus: (@MainActor () -> Void)?

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        var handlers = AccessibilityActionHandlers()
        handlers.focus = focus
        handlers.unfocus = unfocus
        let attachment = AccessibilityAttachment.focus(isFocused: isFocused(), handlers)
        return content(context).map { LayoutNode(.effect(.accessibility(attachment), child: $0)) }
    }
}

extension Stage {
    /// Moves VoiceOver's focus to the element labelled or identified `label`, as a swipe onto it
    /// would: an `accessibilityFocused` condition on it becomes true (its binding is set), those of
    /// other focused elements with Boolean conditions become false, and the views update.
    /// - Throws: ``StageError`` when the stage is hidden, no element has that label, or none is
    ///   tied to an `AccessibilityFocusState`.
    public func moveAccessibilityFocus(to label: String) throws(StageError) {
        guard isShown else { throw .stageHidden }
        let elements = accessibilityTree().allElements
        let targets = elements.filter { $0.label == label || $0.identifier == label }
        guard !targets.isEmpty else { throw .viewNotFound(label) }
        guard let focus = targets.lazy.compactMap(\.handlers.focus).first else {
            throw .invalidValue("the element \"\(label)\" is not tied to an AccessibilityFocusState (accessibilityFocused)")
        }
        let others = elements.filter { $0.isAccessibilityFocused && !targets.contains($0) }.compactMap(\.handlers.unfocus)
        interaction.runLoop.runAppCode {
            for unfocus in others { unfocus() }
            focus()
        }
        _ = displayList()
    }
}
