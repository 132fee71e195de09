import Foundation

/// How assistive technologies speak an element's text: SwiftUI's `AccessibilityTextContentType`.
///
/// ```swift
/// Text(snippet).accessibilityTextContentType(.sourceCode)
/// ```
///
/// A stage records it in the element's `textContentType` (VoiceOver would, say, read every
/// punctuation mark of source code).
public struct AccessibilityTextContentType: Sendable, Hashable {
    let name: String

    /// Ordinary text (the default).
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// Text typed into a console, as in Terminal.
    public static let console = AccessibilityTextContentType(name: "console")
    /// Names in a file browser, as in the Finder.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// Text of a message, as in Messages.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// Prose, as in Books.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// Source code, as in Swift Playgrounds.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// Cells of a grid of data, as in Numbers.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A document, as in Pages.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

/// The group of `accessibilityLinkedGroup(id:in:)` an element belongs to: elements with equal groups
/// are linked, so VoiceOver jumps between them however far apart they are. Cadence addition, read
/// from `AccessibilityElement.linkedGroup`.
public struct AccessibilityLinkedGroup: Sendable, Hashable {
    /// The group's id, as `String(describing:)` writes it.
    public let id: String
    /// The namespace the id belongs to.
    public let namespace: Namespace.ID
}

extension View {
    /// How assistive technologies should speak this view's text: SwiftUI's
    /// `accessibilityTextContentType(_:)`. Recorded in each element's `textContentType`.
    public nonisolated func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> some View {
        modifier(AccessibilityModifier(attachment: .textContentType(value)))
    }

    /// Links this view's elements with every other element of group `id` in `namespace`, so that
    /// VoiceOver moves between them directly (a list row and the same item in a detail pane):
    /// SwiftUI's `accessibilityLinkedGroup(id:in:)`. Recorded in each element's `linkedGroup`;
    /// `AccessibilityTree.linkedElements(to:)` finds the others.
    public nonisolated func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        modifier(AccessibilityModifier(attachment: .linkedGroup(AccessibilityLinkedGroup(id: String(describing: id), namespace: namespace))))
    }

    /// Gives this view's accessibility element the elements of `children` as its children:
    /// SwiftUI's `accessibilityChildren(children:)`, for a drawing (a chart, a canvas) that should
    /// read as separate parts.
    ///
    /// ```swift
    /// Canvas { context, size in drawBars(context, size) }
    ///     .accessibilityLabel("Steps this week")
    ///     .accessibilityChildren {
    ///         HStack {
    ///             ForEach(days) { day in
    ///                 Rectangle().accessibilityLabel(day.name).accessibilityValue("\(day.steps) steps")
    ///             }
    ///         }
    ///     }
    /// ```
    ///
    /// `children` is laid out in this view's frame but never drawn visibly (it is in the display
    /// list fully transparent) and never hit; only its elements are read, with their frames. When
    /// this view reads as one element (an `accessibilityElement`, a text, a button), that element
    /// keeps its label, value and traits and becomes a container of them, its own children
    /// replaced; when it reads as several elements, or none, an unlabelled container of the
    /// synthetic elements stands in their place.
    public nonisolated func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View {
        modifier(AccessibilityChildrenModifier(children: AnyView(children())))
    }
}

/// `accessibilityChildren`: the content under the synthetic children, drawn at opacity 0 and read
/// as the children of the content's element.
nonisolated struct AccessibilityChildrenModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let children: AnyView

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let drawn = content(context)
        let read = context.resolve(children, at: .child(9))
        let both = LayoutNode.readOnly(read, over: drawn) { LayoutNode(.effect(.accessibility(.syntheticChildren), child: $0)) }
        return [LayoutNode(.effect(.accessibility(.replacesChildren), child: both))]
    }
}

extension AccessibilityTree {
    /// The elements linked with `element` by `accessibilityLinkedGroup(id:in:)` (itself included),
    /// in reading order; empty when it is in no group.
    public func linkedElements(to element: AccessibilityElement) -> [AccessibilityElement] {
        guard let group = element.linkedGroup else { return [] }
        return allElements.filter { $0.linkedGroup == group }
    }
}
