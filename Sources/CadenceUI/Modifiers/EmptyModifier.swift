/// A modifier that leaves the view as it is: SwiftUI's `EmptyModifier`.
///
/// Useful as a default where a modifier is a parameter:
///
/// ```swift
/// struct Card<Decoration: ViewModifier>: View {
///     var decoration: Decoration
///     var body: some View { Text("Card").modifier(decoration) }
/// }
/// Card(decoration: EmptyModifier.identity)
/// ```
public struct EmptyModifier: ViewModifier, Sendable {
    /// The modifier that changes nothing.
    public static let identity = EmptyModifier()

    /// The modifier that changes nothing.
    public nonisolated init() {}

    /// `content` itself.
    public func body(content: Content) -> Content {
        content
    }
}
