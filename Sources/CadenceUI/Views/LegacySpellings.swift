import Foundation

// SwiftUI spellings that Apple has deprecated but that app code written for iOS 13–16 still uses
// everywhere: each is defined by the current API it stands for, and deprecated with Apple's message,
// so code compiles and plays as it does on Apple platforms, with the same warnings.

extension View {
    /// Animates every change below with `animation` (`nil`: no change below animates), whether or
    /// not the change was made in `withAnimation`: SwiftUI's deprecated `animation(_:)`.
    ///
    /// Cadence applies it as `transaction { $0.animation = animation }` for transactions that do not
    /// disable animations, which is what the deprecated modifier does in SwiftUI: any state change
    /// reaching the views below animates, including ones the view did not mean to animate, which is
    /// why Apple replaced it with `animation(_:value:)`.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public nonisolated func animation(_ animation: Animation?) -> some View {
        transaction { transaction in
            if !transaction.disablesAnimations { transaction.animation = animation }
        }
    }

    /// Sets the navigation bar's title and how it is shown: SwiftUI's deprecated
    /// `navigationBarTitle(_:displayMode:)`, `navigationTitle(_:)` and
    /// `navigationBarTitleDisplayMode(_:)` together.
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public nonisolated func navigationBarTitle(_ titleKey: LocalizedStringKey,
                                               displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the navigation bar's title and how it is shown (a string that is not localized).
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload
    public nonisolated func navigationBarTitle<S: StringProtocol>(_ title: S,
                                                                  displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the navigation bar's title and how it is shown (a text view).
    @available(*, deprecated, message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public nonisolated func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }

    /// Sets the navigation bar's title: SwiftUI's deprecated `navigationBarTitle(_:)`.
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public nonisolated func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(titleKey)
    }

    /// Sets the navigation bar's title (a string that is not localized).
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    @_disfavoredOverload
    public nonisolated func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        navigationTitle(title)
    }

    /// Sets the navigation bar's title (a text view).
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public nonisolated func navigationBarTitle(_ title: Text) -> some View {
        navigationTitle(title)
    }
}

extension View {
    /// Tints controls below with `accentColor`: SwiftUI's deprecated `accentColor(_:)`, played as
    /// `tint(_:)`.
    @available(*, deprecated, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
    public nonisolated func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// Capitalises typed text as `style` says: SwiftUI's deprecated `autocapitalization(_:)`, played
    /// as `textInputAutocapitalization(_:)`.
    @available(*, deprecated, renamed: "textInputAutocapitalization(_:)")
    public nonisolated func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
        textInputAutocapitalization(style.inputAutocapitalization)
    }

    /// Draws this view (and what it presents) in `colorScheme`: SwiftUI's deprecated
    /// `colorScheme(_:)`, played as `environment(\.colorScheme, colorScheme)`.
    @available(*, deprecated, renamed: "preferredColorScheme(_:)")
    public nonisolated func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }
}

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS) // where the system has no UIKit (not `!canImport(UIKit)`: this package has a UIKit module)
/// How typed text is capitalised, as UIKit names it: UIKit's `UITextAutocapitalizationType`, for the
/// deprecated `autocapitalization(_:)`. Cadence addition on non-Apple platforms.
public enum UITextAutocapitalizationType: Int, Sendable {
    /// No automatic capitals.
    case none = 0
    /// The first letter of each word.
    case words = 1
    /// The first letter of each sentence.
    case sentences = 2
    /// Every letter.
    case allCharacters = 3

    var inputAutocapitalization: TextInputAutocapitalization {
        switch self {
        case .none: .never
        case .words: .words
        case .sentences: .sentences
        case .allCharacters: .characters
        }
    }
}
#endif

extension Binding {
    /// A binding whose writes happen in `withAnimation(animation)`: what a control bound to it
    /// changes animates (`Toggle("Details", isOn: $showsDetails.animation())`).
    @MainActor
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        writing(through: { write in withAnimation(animation, write) })
    }

    /// This binding with its writes made through `perform` (which runs the write it is given).
    @MainActor
    private func writing(through perform: @escaping @MainActor (() -> Void) -> Void) -> Binding<Value> {
        let base = location
        return Binding(location: BindingLocation(get: base.get, set: { newValue in perform { base.set(newValue) } }))
    }

    /// A binding to `base`'s value unwrapped, or `nil` when `base` holds `nil` now: SwiftUI's
    /// `Binding.init?(_:)`. While `base` is `nil` later on, the binding reads the last value it
    /// saw; a write stores the value in `base`.
    @MainActor
    public init?(_ base: Binding<Value?>) {
        guard let current = base.wrappedValue else { return nil }
        let last = UncheckedBox(current)
        self.init(location: BindingLocation(get: {
            if let value = base.wrappedValue { last.value = value }
            return last.value
        }, set: { newValue in
            last.value = newValue
            base.wrappedValue = newValue
        }))
    }

    /// A binding to `base` whose value is optional (a write of `nil` leaves `base` as it is):
    /// SwiftUI's `Binding.init(_:)` from a non-optional binding.
    @MainActor
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(location: BindingLocation(get: { base.wrappedValue }, set: { newValue in
            if let newValue { base.wrappedValue = newValue }
        }))
    }

    /// A binding whose writes happen in `transaction` (`withTransaction`).
    @MainActor
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        writing(through: { write in withTransaction(transaction, write) })
    }
}

/// Whether a view is presented, and how to dismiss it: SwiftUI's deprecated `PresentationMode`,
/// read as `@Environment(\.presentationMode)`. It stands for the environment's `isPresented` and
/// `dismiss`, which replace it.
public struct PresentationMode: Sendable {
    /// Whether the view is part of a presentation (a sheet, a full-screen cover, a pushed screen).
    public private(set) var isPresented: Bool
    let dismissAction: DismissAction

    /// Dismisses the presentation the view is in, as the environment's `dismiss` does (nothing
    /// outside a presentation).
    @MainActor
    public mutating func dismiss() {
        dismissAction()
    }
}

extension EnvironmentValues {
    /// The presentation this view is in, as a binding (write through `wrappedValue.dismiss()`):
    /// SwiftUI's deprecated `presentationMode`.
    @available(*, deprecated, message: "Use isPresented or dismiss")
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
        return Binding(location: BindingLocation(nonisolatedGet: { mode }, set: { _ in }))
    }
}

// Environment values and modifiers that apps read or set and that a stage answers with the
// platform's defaults (no undo stack, standard contrast).

/// Whether the display has standard or increased contrast: SwiftUI's `ColorSchemeContrast`.
public enum ColorSchemeContrast: Hashable, Sendable, CaseIterable {
    /// Standard contrast (a stage's default).
    case standard
    /// Increased contrast (Settings › Accessibility › Increase Contrast).
    case increased
}

private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }

extension EnvironmentValues {
    /// The display's contrast (default `.standard`; set it to try increased contrast).
    public var colorSchemeContrast: ColorSchemeContrast {
        get { self[ColorSchemeContrastKey.self] }
        set { self[ColorSchemeContrastKey.self] = newValue }
    }

    /// The smallest height of a list's rows, 44 points (read by code that sizes custom rows).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
}

extension View {
    /// Whether a row can be deleted by the list's delete gesture: with `true`, a list row of a
    /// `ForEach` with `onDelete` shows no Delete swipe action (edit mode's delete button still shows).
    public nonisolated func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(NodeTraitModifier { $0.listRow.deleteDisabled = isDisabled })
    }

    /// Whether a row can be moved by the list's drag to reorder. A stage has no such gesture
    /// (`onMove` is run by code), so this changes nothing there.
    public nonisolated func moveDisabled(_ isDisabled: Bool) -> some View {
        self
    }
}
