// The modifiers app code puts on text fields: submission, the keyboard's kind and return key,
// capitalisation, autocorrection, content types and keyboard shortcuts (`textSelection` is in
// TextModifiers.swift). A stage has no
// keyboard, so apart from `onSubmit` (run by `stage.submit(label:)`) and keyboard shortcuts (which a
// stage presses with `tap(label:)` on the button like any other) they are accepted and kept for
// what they document, and change nothing drawn — as on iOS, where none of them draws anything.

/// Which kinds of submission an `onSubmit` action answers: SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Return pressed in a text field or secure field.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// A search submitted from a `searchable` field.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// The title of the keyboard's return key: SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Sendable, Equatable {
    let name: String

    /// "done".
    public static let done = SubmitLabel(name: "done")
    /// "go".
    public static let go = SubmitLabel(name: "go")
    /// "send".
    public static let send = SubmitLabel(name: "send")
    /// "join".
    public static let join = SubmitLabel(name: "join")
    /// "route".
    public static let route = SubmitLabel(name: "route")
    /// "search".
    public static let search = SubmitLabel(name: "search")
    /// "return" (the default).
    public static let `return` = SubmitLabel(name: "return")
    /// "next".
    public static let next = SubmitLabel(name: "next")
    /// "continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How typed text is capitalised: SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Sendable, Equatable {
    let name: String

    /// No automatic capitals.
    public static let never = TextInputAutocapitalization(name: "never")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// The first letter of each sentence (the default).
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// How scrolling dismisses the keyboard: SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Sendable, Equatable {
    let name: String

    /// The platform's choice.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// As soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// As the drag reaches the keyboard.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

#if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS) // where the system has no UIKit (not `!canImport(UIKit)`: this package has a UIKit module)
/// The kind of on-screen keyboard a field asks for: UIKit's `UIKeyboardType`, which iOS apps pass to
/// SwiftUI's `keyboardType(_:)` (provided here, where UIKit does not exist, with UIKit's cases and
/// raw values).
public enum UIKeyboardType: Int, Sendable {
    /// The default keyboard for the current input method.
    case `default` = 0
    /// ASCII letters, digits and punctuation.
    case asciiCapable = 1
    /// Digits and punctuation.
    case numbersAndPunctuation = 2
    /// For entering a URL.
    case URL = 3
    /// A numeric keypad of digits 0–9.
    case numberPad = 4
    /// A telephone keypad.
    case phonePad = 5
    /// Letters, with a phone keypad one tap away.
    case namePhonePad = 6
    /// For entering an email address.
    case emailAddress = 7
    /// Digits and a decimal separator.
    case decimalPad = 8
    /// Letters with easy access to @ and #.
    case twitter = 9
    /// For search terms and URLs, with a Go key.
    case webSearch = 10
    /// ASCII digits only.
    case asciiCapableNumberPad = 11

    /// UIKit's older name for `.asciiCapable`.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// What a field's text means, for autofill: UIKit's `UITextContentType`, which iOS apps pass to
/// SwiftUI's `textContentType(_:)` (provided here with UIKit's raw values).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given (first) name.
    public static let givenName = UITextContentType(rawValue: "given-name")
    /// A family (last) name.
    public static let familyName = UITextContentType(rawValue: "family-name")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// An organisation's name.
    public static let organizationName = UITextContentType(rawValue: "organization")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "address-level2")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    /// A country's name.
    public static let countryName = UITextContentType(rawValue: "country-name")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "email")
    /// A URL.
    public static let URL = UITextContentType(rawValue: "url")
    /// An account's user name.
    public static let username = UITextContentType(rawValue: "username")
    /// An existing password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password (autofill may suggest a strong one).
    public static let newPassword = UITextContentType(rawValue: "new-password")
    /// A one-time code received by message.
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
}
#endif

/// A key a keyboard shortcut uses: SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The key's character.
    public var character: Character

    /// Makes the key that types `character`.
    public init(_ character: Character) {
        self.character = character
    }

    public init(extendedGraphemeClusterLiteral character: Character) {
        self.character = character
    }

    /// The up arrow key.
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// The down arrow key.
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// The left arrow key.
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// The right arrow key.
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// The Escape key.
    public static let escape = KeyEquivalent("\u{1B}")
    /// The Delete (backspace) key.
    public static let delete = KeyEquivalent("\u{8}")
    /// The forward-delete key.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// The Home key.
    public static let home = KeyEquivalent("\u{F729}")
    /// The End key.
    public static let end = KeyEquivalent("\u{F72B}")
    /// The Page Up key.
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// The Page Down key.
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// The Clear key.
    public static let clear = KeyEquivalent("\u{F739}")
    /// The Tab key.
    public static let tab = KeyEquivalent("\t")
    /// The space bar.
    public static let space = KeyEquivalent(" ")
    /// The Return key.
    public static let `return` = KeyEquivalent("\r")
}

/// Modifier keys held with a shortcut: SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Caps Lock is on.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option (Alt).
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// A key of the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// Every modifier.
    public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// A key combination that presses a button: SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Sendable, Hashable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifiers held with it.
    public var modifiers: EventModifiers

    /// Makes a shortcut of `key` with `modifiers` held (default Command).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return: the default button of a dialog or form.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape: the cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

private struct TextInputTraitsKey: EnvironmentKey {
    static var defaultValue: TextInputTraits { TextInputTraits() }
}

/// What the text-input modifiers above a field asked for (kept so they are not lost; nothing draws
/// them).
struct TextInputTraits {
    var submitLabel = SubmitLabel.return
    var autocapitalization: TextInputAutocapitalization?
    var autocorrectionDisabled = false
    var keyboardType = 0
    var contentType: String?
}

extension EnvironmentValues {
    var textInputTraits: TextInputTraits {
        get { self[TextInputTraitsKey.self] }
        set { self[TextInputTraitsKey.self] = newValue }
    }

    /// Whether autocorrection is off for the text fields below (`autocorrectionDisabled(_:)`).
    public var autocorrectionDisabled: Bool {
        get { textInputTraits.autocorrectionDisabled }
        set { textInputTraits.autocorrectionDisabled = newValue }
    }
}

extension View {
    /// Runs `action` when a text field below is submitted (`stage.submit(label:)` on a stage).
    /// Several `onSubmit`s around one field all run, the innermost first.
    public nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(EnvironmentModifier { $0.submitActions.append(SubmitAction(triggers: triggers, action: action)) })
    }

    /// Keeps submissions below from reaching `onSubmit` actions above this view.
    public nonisolated func submitScope(_ isBlocking: Bool = true) -> some View {
        modifier(EnvironmentModifier { if isBlocking { $0.submitActions = [] } })
    }

    /// The title of the return key for the fields below.
    public nonisolated func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.submitLabel = submitLabel })
    }

    /// How the fields below capitalise typed text (`nil`: the platform's default).
    public nonisolated func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.autocapitalization = autocapitalization })
    }

    /// Turns autocorrection off (or on again) for the fields below.
    public nonisolated func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.autocorrectionDisabled = disable })
    }

    /// The older spelling of ``autocorrectionDisabled(_:)`` (`nil` leaves the default).
    public nonisolated func disableAutocorrection(_ disable: Bool?) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.autocorrectionDisabled = disable ?? false })
    }

    /// How scrolling the scroll views below dismisses the keyboard.
    public nonisolated func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        self
    }

    /// Gives the button here a keyboard shortcut (a stage has no keyboard: tap the button instead).
    public nonisolated func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        self
    }

    /// Gives the button here `shortcut` (`nil`: none).
    public nonisolated func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        self
    }

    #if !os(iOS) && !os(tvOS) && !os(watchOS) && !os(visionOS) // where the system has no UIKit (not `!canImport(UIKit)`: this package has a UIKit module)
    /// The keyboard the fields below ask for.
    public nonisolated func keyboardType(_ type: UIKeyboardType) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.keyboardType = type.rawValue })
    }

    /// What the text of the fields below means, for autofill (`nil`: nothing in particular).
    public nonisolated func textContentType(_ textContentType: UITextContentType?) -> some View {
        modifier(EnvironmentModifier { $0.textInputTraits.contentType = textContentType?.rawValue })
    }
    #endif
}
