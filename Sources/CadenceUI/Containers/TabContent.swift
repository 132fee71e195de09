/// A tab or a tab section of a tab view, with the type of the selection values of its tabs:
/// SwiftUI's `TabContent`.
///
/// In Cadence tabs are views (a tab view plays a tab as its content with a `tabItem` and a `tag`),
/// so `TabContent` refines ``View``. What it adds is the selection type: the modifiers below keep
/// it, so a modified tab still gives its `value:` the tab view's selection type, as in SwiftUI:
///
/// ```swift
/// TabView(selection: $selection) {
///     Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }
///         .badge(unread)
///         .customizationID("mail.inbox")
/// }
/// ```
///
/// Other view modifiers apply to a tab too, but return a plain view: after them an implicit member
/// such as `.inbox` needs its type written out (`MailTab.inbox`).
public protocol TabContent<TabValue>: View {
    /// The type of the selection values of the tabs (`Never` for tabs without values).
    associatedtype TabValue: Hashable
}

extension Tab: TabContent {
    /// The tab's selection value type.
    public typealias TabValue = Value
}

extension TabSection: TabContent {
    /// The selection value type of the section's tabs.
    public typealias TabValue = SelectionValue
}

/// Tab content with view modifiers applied, keeping its selection type.
nonisolated struct ModifiedTabContent<Value: Hashable, Modified: View>: TabContent {
    typealias TabValue = Value
    let modified: Modified

    @MainActor
    var body: some View {
        modified
    }
}

extension TabContent {
    /// This content as a plain view, so that a modifier below picks the view modifier.
    private nonisolated func plainView() -> some View { self }

    private nonisolated func keepingValue<V: View>(_ view: V) -> ModifiedTabContent<TabValue, V> {
        ModifiedTabContent(modified: view)
    }

    /// A badge of `count` on the tab's item (none for 0); see the view modifier `badge(_:)`.
    public nonisolated func badge(_ count: Int) -> some TabContent<TabValue> {
        keepingValue(plainView().badge(count))
    }

    /// A text badge on the tab's item (none for `nil`).
    public nonisolated func badge(_ label: Text?) -> some TabContent<TabValue> {
        keepingValue(plainView().badge(label))
    }

    /// A string-literal badge on the tab's item.
    public nonisolated func badge(_ key: LocalizedStringKey?) -> some TabContent<TabValue> {
        keepingValue(plainView().badge(key))
    }

    /// A string badge on the tab's item.
    @_disfavoredOverload
    public nonisolated func badge<S: StringProtocol>(_ label: S?) -> some TabContent<TabValue> {
        keepingValue(plainView().badge(label))
    }

    /// Names the tab (or section) for its tab view's customization.
    public nonisolated func customizationID(_ id: String) -> some TabContent<TabValue> {
        keepingValue(plainView().customizationID(id))
    }

    /// Where the tab sits (a `.sidebarOnly` tab is left out of the tab bar).
    public nonisolated func tabPlacement(_ placement: TabPlacement) -> some TabContent<TabValue> {
        keepingValue(plainView().tabPlacement(placement))
    }

    /// The tab's visibility in `placements` before a person customizes it.
    public nonisolated func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> {
        keepingValue(plainView().modifier(TabTraitsModifier.defaultVisibility(visibility, for: placements)))
    }

    /// Whether a person may customize the tab in `placements` (kept; a stage offers no editing).
    public nonisolated func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> some TabContent<TabValue> {
        keepingValue(plainView().modifier(TabTraitsModifier.customizationBehavior(behavior, for: placements)))
    }

    /// Hides the tab when `hidden` is `true`: it has no item in the tab bar and cannot be selected
    /// from it (SwiftUI's `hidden(_:)` of tab content).
    public nonisolated func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> {
        keepingValue(plainView().modifier(TabTraitsModifier { traits in
            if hidden { traits.isHidden = true }
        }))
    }

    /// Disables the tab's item when `disabled` is `true`.
    public nonisolated func disabled(_ disabled: Bool) -> some TabContent<TabValue> {
        keepingValue(plainView().disabled(disabled))
    }

    /// The tab's accessibility label.
    public nonisolated func accessibilityLabel(_ label: Text) -> some TabContent<TabValue> {
        keepingValue(plainView().accessibilityLabel(label))
    }

    /// The tab's accessibility label, from a localized key.
    public nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some TabContent<TabValue> {
        keepingValue(plainView().accessibilityLabel(labelKey))
    }

    /// The tab's accessibility label (a string that is not localized).
    @_disfavoredOverload
    public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> some TabContent<TabValue> {
        keepingValue(plainView().accessibilityLabel(label))
    }

    /// The tab's accessibility identifier, for UI tests.
    public nonisolated func accessibilityIdentifier(_ identifier: String) -> some TabContent<TabValue> {
        keepingValue(plainView().accessibilityIdentifier(identifier))
    }
}

extension TabContentBuilder {
    /// Tab content (a modified tab or section) whose values are of the selection's type.
    public static func buildExpression<Content: TabContent>(_ content: Content) -> Content where Content.TabValue == SelectionValue {
        content
    }

    /// Tab content without values.
    public static func buildExpression<Content: TabContent>(_ content: Content) -> Content where Content.TabValue == Never {
        content
    }
}
