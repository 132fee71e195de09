/// What kind of thing an accessibility element is and how it behaves: SwiftUI's `AccessibilityTraits`.
///
/// ```swift
/// Text("Settings").accessibilityAddTraits(.isHeader)
/// Button("Like") { likes += 1 }.accessibilityAddTraits(likes > 0 ? .isSelected : [])
/// ```
///
/// A screen reader speaks the traits after the label and value ("Like, selected, button"). In a
/// ``Stage``'s ``AccessibilityTree`` a `Text` is `isStaticText`, an `Image` `isImage`, a `Button`
/// `isButton`; modifiers add and remove traits from there. A set: `[.isButton, .isSelected]`.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The element is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The element is a header that divides content into sections.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The element is selected (a chosen tab, a liked post).
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// Activating the element opens a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The element is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The element is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The element plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The element behaves like a keyboard key.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The element is text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The element summarises the screen when it appears.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The element's label or value changes often (a timer, a live count); screen readers poll it.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// Activating the element starts media; screen readers stay quiet so it can be heard.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The element takes touches directly (a drawing canvas, a piano keyboard).
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// Reading past the element's end turns the page.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The element's content hides what is behind it (a sheet, an alert).
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The element is a toggle.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// The element is a tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// Every trait with its SwiftUI name, in the order descriptions list them.
    static let named: [(trait: AccessibilityTraits, name: String)] = [
        (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"), (.isLink, "isLink"),
        (.isSearchField, "isSearchField"), (.isImage, "isImage"), (.playsSound, "playsSound"),
        (.isKeyboardKey, "isKeyboardKey"), (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"),
        (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.isModal, "isModal"), (.isToggle, "isToggle"), (.isTabBar, "isTabBar"),
    ]
}

extension AccessibilityTraits: CustomStringConvertible {
    /// The traits' SwiftUI names in brackets, `[isButton, isSelected]`; `[]` for none.
    public var description: String {
        "[" + Self.named.filter { contains($0.trait) }.map(\.name).joined(separator: ", ") + "]"
    }
}
