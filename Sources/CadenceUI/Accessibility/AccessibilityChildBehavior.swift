/// What happens to the accessibility elements inside a view made into an element with
/// `accessibilityElement(children:)`: SwiftUI's `AccessibilityChildBehavior`.
///
/// ```swift
/// HStack { Image(systemName: "star.fill"); Text("4.5") }
///     .accessibilityElement(children: .combine)      // one element: "Favorite, 4.5"
/// ```
///
/// - `ignore`: the children are hidden; the new element starts empty (give it a label).
/// - `combine`: the children's labels, values and hints are joined into the new element.
/// - `contain`: the children stay, grouped under the new element (a container).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case ignore, combine, contain
    }

    let kind: Kind

    /// The children are hidden; the new element has no label until a modifier gives it one.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children's labels, values and hints are merged into the new element.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// The children become children of the new element, which groups them.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
}
