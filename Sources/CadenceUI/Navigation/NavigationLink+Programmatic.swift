// The rest of SwiftUI's deprecated programmatic links: the forms with the destination as a view
// builder, and the titled forms. Each plays as the value forms in `NavigationStack.swift` do
// (`navigationDestination(isPresented:destination:)`).

extension NavigationLink {
    /// A link that shows `destination` while `isActive` is true: SwiftUI's deprecated
    /// `NavigationLink(isActive:destination:label:)`.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), isActive: isActive, label: label)
    }

    /// A link that shows `destination` while `selection` is `tag`: SwiftUI's deprecated
    /// `NavigationLink(tag:selection:destination:label:)`.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), tag: tag, selection: selection, label: label)
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a string literal that shows `destination` while `isActive` is true:
    /// SwiftUI's deprecated `NavigationLink(_:isActive:destination:)`.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(titleKey) }
    }

    /// A link titled with a string that shows `destination` while `isActive` is true.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), isActive: isActive) { Text(title) }
    }

    /// A link titled with a string literal that shows `destination` while `selection` is `tag`:
    /// SwiftUI's deprecated `NavigationLink(_:tag:selection:destination:)`.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(titleKey) }
    }

    /// A link titled with a string that shows `destination` while `selection` is `tag`.
    @available(*, deprecated, message: "use NavigationLink(value:label:), or navigationDestination(isPresented:destination:)")
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), tag: tag, selection: selection) { Text(title) }
    }
}
