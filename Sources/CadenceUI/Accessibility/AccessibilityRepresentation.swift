import Foundation

extension View {
    /// Replaces this view's accessibility with that of `representation`: SwiftUI's
    /// `accessibilityRepresentation(representation:)`, for custom controls that should read as a
    /// standard one.
    ///
    /// ```swift
    /// struct CheckboxStyle: ToggleStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         Button { configuration.isOn.toggle() } label: { … }
    ///             .accessibilityRepresentation {
    ///                 Toggle(isOn: configuration.$isOn) { configuration.label }
    ///             }
    ///     }
    /// }
    /// ```
    ///
    /// This view is drawn and hit as it is, but is not read; `representation` is laid out in this
    /// view's frame, never drawn visibly (it is in the display list fully transparent) and never
    /// hit, and its elements are the ones the accessibility tree holds in this view's place (a
    /// `Toggle`'s label, value and `isToggle` trait, say).
    public nonisolated func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        modifier(AccessibilityRepresentationModifier(representation: AnyView(representation())))
    }
}

/// `accessibilityRepresentation`: the content, hidden from the tree, under the representation,
/// which is drawn at opacity 0 but read as inserted views are (see `RenderEffect.transitionOpacity`).
nonisolated struct AccessibilityRepresentationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let representation: AnyView

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let drawn = content(context).map { LayoutNode(.effect(.accessibility(.hidden(true)), child: $0)) }
        let read = context.resolve(representation, at: .child(8))
        guard !read.isEmpty else { return drawn }
        return [LayoutNode.readOnly(read, over: drawn)]
    }
}

extension LayoutNode {
    /// `drawn` with `read` laid out over it in its frame at opacity 0: drawn as it was, while the
    /// elements of `read` (wrapped by `wrapRead`) are what screen readers find, as inserted views
    /// are read (see `RenderEffect.transitionOpacity`).
    static func readOnly(_ read: [LayoutNode], over drawn: [LayoutNode], wrapRead: (LayoutNode) -> LayoutNode = { $0 }) -> LayoutNode {
        func single(_ nodes: [LayoutNode]) -> LayoutNode {
            nodes.count == 1 ? nodes[0] : LayoutNode(.zStack(alignment: .center, children: nodes))
        }
        let secondary = wrapRead(LayoutNode(.effect(.transitionOpacity(0), child: single(read))))
        return LayoutNode(.decorated(alignment: .center, isBackground: false, primary: single(drawn), secondary: secondary))
    }
}
