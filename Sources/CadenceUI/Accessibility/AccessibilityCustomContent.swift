import Foundation

/// Extra facts about an element that VoiceOver reads on request ("more content" rotor), such as a
/// photo's date or a product's rating. Cadence addition: the tree's record of
/// `accessibilityCustomContent`.
public struct AccessibilityCustomContentEntry: Hashable, Sendable {
    /// The key's identifier (its label's text unless given).
    public var id: String
    /// What the fact is ("Rating").
    public var label: String
    /// The fact ("4 stars").
    public var value: String
    /// Whether VoiceOver reads it with the element, not only on request (`.high` importance).
    public var isImportant: Bool
}

/// The key of a custom content entry: SwiftUI's `AccessibilityCustomContentKey`. Entries with the
/// same key replace one another.
public struct AccessibilityCustomContentKey: Sendable, Hashable {
    let label: String
    let id: String

    /// A key labelled `label`, identified by `id`.
    public init(_ label: Text, id: String) {
        self.label = label.content
        self.id = id
    }

    /// A key labelled by a localized string key, identified by `id`.
    public init(_ labelKey: LocalizedStringKey, id: String) {
        self.init(Text(labelKey), id: id)
    }

    /// A key labelled by a localized string key, identified by the label's text.
    public init(_ labelKey: LocalizedStringKey) {
        let label = Text(labelKey)
        self.init(label, id: label.content)
    }
}

/// The Accessibility framework's custom content, as far as SwiftUI names it: its `Importance`.
public enum AXCustomContent {
    /// How eagerly VoiceOver reads a custom content entry: Accessibility's
    /// `AXCustomContent.Importance`.
    public enum Importance: Int, Sendable, Hashable {
        /// Read on request, in the "more content" rotor.
        case `default`
        /// Read with the element, after its label and value.
        case high
    }
}

extension View {
    /// Adds a fact for VoiceOver's "more content" rotor to this view's element: SwiftUI's
    /// `accessibilityCustomContent(_:_:importance:)`. Recorded in the element's `customContent`
    /// (a later entry with the same key replaces the earlier one); a `nil` value removes the key's
    /// entry.
    ///
    /// ```swift
    /// ProductCell(product: product)
    ///     .accessibilityElement(children: .combine)
    ///     .accessibilityCustomContent("Rating", "\(product.stars) stars", importance: .high)
    /// ```
    public nonisolated func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ value: Text?, importance: AXCustomContent.Importance = .default) -> some View {
        modifier(AccessibilityModifier(attachment: .customContent(
            key: key.id, entry: value.map { AccessibilityCustomContentEntry(id: key.id, label: key.label, value: $0.content, isImportant: importance == .high) })))
    }

    /// Adds a fact with a localized value for `key`.
    public nonisolated func accessibilityCustomContent(_ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(key, Text(valueKey), importance: importance)
    }

    /// Adds a fact with a string value for `key`.
    @_disfavoredOverload
    public nonisolated func accessibilityCustomContent<V: StringProtocol>(_ key: AccessibilityCustomContentKey, _ value: V, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(key, Text(value), importance: importance)
    }

    /// Adds a fact labelled `label` (its text is the key).
    public nonisolated func accessibilityCustomContent(_ label: Text, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(AccessibilityCustomContentKey(label, id: label.content), value, importance: importance)
    }

    /// Adds a fact labelled by a localized string key.
    public nonisolated func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(Text(labelKey), value, importance: importance)
    }

    /// Adds a fact whose label and value are localized string keys.
    public nonisolated func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(Text(labelKey), Text(valueKey), importance: importance)
    }

    /// Adds a fact labelled by a localized string key, with a string value.
    @_disfavoredOverload
    public nonisolated func accessibilityCustomContent<V: StringProtocol>(_ labelKey: LocalizedStringKey, _ value: V, importance: AXCustomContent.Importance = .default) -> some View {
        accessibilityCustomContent(Text(labelKey), Text(value), importance: importance)
    }
}
