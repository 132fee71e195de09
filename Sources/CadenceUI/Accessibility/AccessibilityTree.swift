/// What a screen reader finds on a stage at one moment: its accessibility elements in reading order.
/// Cadence addition.
///
/// ```swift
/// let stage = Stage(size: CGSize(width: 200, height: 200)) { LikeButton() }
/// try stage.tap(identifier: "like")
/// print(stage.accessibilityTree())
/// // accessibility tree 200×200 at t=0
/// // "Like" value="1 likes" [isButton] frame=(78, 78, 44, 44)
/// ```
///
/// The tree is built with the display list, from the same views and geometry, following SwiftUI:
/// - a `Text` is a static-text element labelled with its text; an `Image(systemName:)` is an image
///   element labelled from the symbol's name (see ``AccessibilityElement/label(forSystemName:)``);
///   shapes, colours and spacers are not elements unless a modifier labels them;
/// - a `Button` is one element with the `isButton` trait whose label, value and hint join its label
///   views' (labels ", "-separated);
/// - `accessibilityLabel`, `accessibilityValue`, `accessibilityHint`, `accessibilityAddTraits` and
///   `accessibilityRemoveTraits` change the element of the view they modify, or each element inside a
///   view that is not an element itself (a stack); `accessibilityElement(children:)` makes one;
/// - views that are `hidden()`, `accessibilityHidden(true)`, fully transparent (opacity 0) or on a
///   hidden stage are not in the tree, with everything inside them.
public struct AccessibilityTree: Hashable, Sendable {
    /// The stage's size in points.
    public var size: CGSize
    /// The stage time this tree shows, in seconds.
    public var time: Double
    /// The top-level elements in reading order (drawing order, back to front).
    public var elements: [AccessibilityElement]

    /// Makes a tree of `elements` for a stage of `size` points at `time` seconds.
    public init(size: CGSize, time: Double, elements: [AccessibilityElement]) {
        self.size = size
        self.time = time
        self.elements = elements
    }

    /// Every element, containers' children included, depth first.
    public var allElements: [AccessibilityElement] {
        elements.flatMap(\.flattened)
    }

    /// The first element (depth first) labelled `label`.
    public func element(label: String) -> AccessibilityElement? {
        allElements.first { $0.label == label }
    }

    /// The first element (depth first) identified by `identifier`.
    public func element(identifier: String) -> AccessibilityElement? {
        allElements.first { $0.identifier == identifier }
    }

    /// The elements as a screen reader perceives them, without frames: two trees with equal
    /// `perceivedElements` read the same, however their views are placed, scaled or moving.
    public var perceivedElements: [AccessibilityElement] {
        elements.map(\.perceived)
    }
}
