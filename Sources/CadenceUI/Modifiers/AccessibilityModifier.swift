/// Accessibility names and Cadence's `tapTarget`: what a stage finds buttons by.
nonisolated struct NamingModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var identifiers: [String] = []
    var labels: [String] = []

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        content(context).map { LayoutNode(.effect(.names(identifiers: identifiers, labels: labels), child: $0)) }
    }
}

extension View {
    /// Names the buttons in (or around) this view for `Stage.tap(identifier:)`.
    public nonisolated func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(NamingModifier(identifiers: [identifier]))
    }

    /// Names the buttons in (or around) this view for `Stage.tap(identifier:)`, without any accessibility
    /// meaning. Cadence addition, for scripting taps on a stage.
    public nonisolated func tapTarget(_ name: String) -> some View {
        modifier(NamingModifier(identifiers: [name]))
    }

    /// The accessibility label; `Stage.tap(label:)` also finds buttons by it.
    public nonisolated func accessibilityLabel(_ label: Text) -> some View {
        modifier(NamingModifier(labels: [label.content]))
    }

    public nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    @_disfavoredOverload
    public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(label))
    }

    /// The accessibility value. Accepted so SwiftUI code compiles; a headless stage does not use it.
    public nonisolated func accessibilityValue(_ value: Text) -> some View {
        modifier(NamingModifier())
    }

    public nonisolated func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    @_disfavoredOverload
    public nonisolated func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibilityValue(Text(value))
    }
}
