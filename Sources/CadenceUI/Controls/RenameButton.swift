import Foundation

/// A button that starts renaming: SwiftUI's `RenameButton`. It runs the rename action of the
/// environment, set around it with `renameAction(_:)` (in a navigation title's menu, a context
/// menu or a toolbar).
///
/// ```swift
/// TextField("Name", text: $name)
///     .focused($isRenaming)
/// RenameButton()
///     .renameAction($isRenaming)
/// ```
///
/// Drawn as "Rename" with the `pencil` symbol, like a `Label` button; tapping it (the stage taps it
/// by "Rename") runs the action. Without an action it does nothing.
public struct RenameButton<Label: View>: View {
    @Environment(\.renameAction) private var action
    private let label: Label

    /// The body: a button running the environment's rename action.
    public var body: some View {
        Button {
            action?()
        } label: {
            label
        }
    }
}

extension RenameButton where Label == CadenceUI.Label<Text, Image> {
    /// A "Rename" button with the `pencil` symbol.
    public init() {
        label = CadenceUI.Label("Rename", systemImage: "pencil")
    }
}

private struct RenameActionKey: EnvironmentKey {
    static var defaultValue: (() -> Void)? { nil }
}

extension EnvironmentValues {
    /// What the `RenameButton`s below run (`nil`: nothing).
    var renameAction: (() -> Void)? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

extension View {
    /// Sets what the `RenameButton`s in this view run: `action`.
    public nonisolated func renameAction(_ action: @escaping () -> Void) -> some View {
        modifier(EnvironmentModifier { $0.renameAction = action })
    }

    /// Makes the `RenameButton`s in this view focus the field bound to `isFocused` (setting it to
    /// `true`), so renaming starts in that field.
    public nonisolated func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        modifier(EnvironmentModifier { $0.renameAction = { MainActor.assumeIsolated { isFocused.wrappedValue = true } } })
    }
}
