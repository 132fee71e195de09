/// Builds a frame's accessibility tree while `DisplayListBuilder` walks the layout nodes, so the tree
/// has exactly the geometry and visibility of what is drawn.
///
/// The display list builder reports every item it draws (texts and symbols become elements) and
/// brackets the effects that group or change elements (buttons, accessibility modifiers) with
/// ``enter(_:bounds:opacity:)`` and ``leave()``. Each bracket is a scope collecting the elements found
/// inside it; leaving turns them into what the enclosing scope receives.
struct AccessibilityTreeBuilder {
    private struct Scope {
        enum Kind {
            case root
            case button
            case attachment(AccessibilityAttachment)
        }

        var kind: Kind
        /// The scope's view frame in stage coordinates.
        var bounds: CGRect
        /// Nothing inside reaches the tree (hidden, or fully transparent).
        var isSuppressed: Bool
        var elements: [AccessibilityElement] = []
        /// Something visible was drawn inside, so a label on it gives it an element.
        var drewVisibly = false
        /// The elements of an `accessibilityChildren` view inside, which replace the children of
        /// this scope's element (`nil`: none were given).
        var syntheticChildren: [AccessibilityElement]?
    }

    private var scopes = [Scope(kind: .root, bounds: .zero, isSuppressed: false)]
    private var decorativeDepth = 0
    /// Display-list indices of the items drawn under `accessibilityDecorativeAnimation()`.
    private(set) var decorativeItems: Set<Int> = []
    /// How many elements and scopes drawing has made, and how many items it drew where a screen
    /// reader could see them: a part of the drawing that changes none of these counts left the tree
    /// as it was (see `DisplayListBuilder.Emission`).
    private(set) var madeElements = 0
    private(set) var enteredScopes = 0
    private(set) var visibleItems = 0

    /// The top-level elements found so far, in reading order.
    var elements: [AccessibilityElement] { Self.readingOrder(scopes[0].elements) }

    /// `elements` from the highest sort priority down, keeping drawing order between equals (as
    /// SwiftUI orders the elements of one container by `accessibilitySortPriority`).
    static func readingOrder(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        guard elements.contains(where: { $0.sortPriority != 0 }) else { return elements }
        return elements.enumerated()
            .sorted { $0.element.sortPriority != $1.element.sortPriority ? $0.element.sortPriority > $1.element.sortPriority : $0.offset < $1.offset }
            .map(\.element)
    }

    /// An item was drawn at `index` in the display list, with `bounds` on the stage and the opacity
    /// accumulated above it.
    mutating func item(_ content: DisplayList.Content, index: Int, bounds: CGRect, opacity: Double) {
        if decorativeDepth > 0 { decorativeItems.insert(index) }
        // `opacity > 0` is false for NaN too, which draws nothing.
        guard opacity > 0, !scopes[scopes.count - 1].isSuppressed else { return }
        scopes[scopes.count - 1].drewVisibly = true
        visibleItems += 1
        switch content {
        case .text(let text):
            append(AccessibilityElement(label: text.text, traits: .isStaticText, frame: bounds))
        case .symbol(let symbol):
            append(AccessibilityElement(label: AccessibilityElement.label(forSystemName: symbol.name), traits: .isImage, frame: bounds))
        case .shape:
            break
        }
    }

    /// Opens a scope when `effect` groups or changes elements; `bounds` is the modified view's frame on
    /// the stage, `opacity` the opacity below the effect.
    /// - Returns: whether a scope was opened, so the caller knows to call ``leave()`` after the content.
    mutating func enter(_ effect: RenderEffect, bounds: CGRect, opacity: Double) -> Bool {
        let kind: Scope.Kind
        switch effect {
        case .button:
            kind = .button
        case .accessibility(let attachment):
            kind = .attachment(attachment)
            if case .decorativeAnimation = attachment { decorativeDepth += 1 }
        case .snapshot:
            // The outgoing picture of a cross-fade is a ghost of the old state: drawn, never read.
            kind = .attachment(.hidden(true))
        case .scale, .rotation, .offset, .sizeRelativeOffset, .matchedGeometry, .opacity, .transitionOpacity, .hidden, .clip, .names, .layer, .interaction:
            return false
        }
        var isSuppressed = scopes[scopes.count - 1].isSuppressed || !(opacity > 0)
        if case .attachment(.hidden(true)) = kind { isSuppressed = true }
        scopes.append(Scope(kind: kind, bounds: bounds, isSuppressed: isSuppressed))
        enteredScopes += 1
        return true
    }

    /// Closes the innermost scope and hands what it found to the enclosing one.
    mutating func leave() {
        let scope = scopes.removeLast()
        if case .attachment(.decorativeAnimation) = scope.kind { decorativeDepth -= 1 }
        guard !scope.isSuppressed else { return }
        if scope.drewVisibly { scopes[scopes.count - 1].drewVisibly = true }
        switch scope.kind {
        case .root:
            break
        case .button:
            append(Self.combined(scope.elements, bounds: scope.bounds, adding: .isButton))
        case .attachment(.syntheticChildren):
            let index = scopes.count - 1
            scopes[index].syntheticChildren = (scopes[index].syntheticChildren ?? []) + Self.readingOrder(scope.elements)
        case .attachment(.replacesChildren):
            var element = scope.elements.count == 1 ? scope.elements[0] : AccessibilityElement(label: "", frame: scope.bounds)
            element.children = scope.syntheticChildren ?? []
            append(element)
        case .attachment(.element(let behavior)):
            switch behavior.kind {
            case .ignore: append(AccessibilityElement(label: "", frame: scope.bounds))
            case .combine: append(Self.combined(scope.elements, bounds: scope.bounds, adding: []))
            case .contain: append(AccessibilityElement(label: "", frame: scope.bounds, children: Self.readingOrder(scope.elements)))
            }
        case .attachment(let attachment):
            if scope.elements.isEmpty {
                guard attachment.createsElement, scope.drewVisibly else { return }
                var element = AccessibilityElement(label: "", frame: scope.bounds)
                attachment.apply(to: &element)
                append(element)
            }
            for var element in scope.elements {
                attachment.apply(to: &element)
                append(element)
            }
        }
    }

    private mutating func append(_ element: AccessibilityElement) {
        madeElements += 1
        scopes[scopes.count - 1].elements.append(element)
    }

    /// One element standing for `elements` (and their children): labels and values joined with ", ",
    /// hints too; traits merged without `isStaticText` and `isImage`, which describe the parts, not
    /// the whole; the first identifier.
    static func combined(_ elements: [AccessibilityElement], bounds: CGRect, adding traits: AccessibilityTraits) -> AccessibilityElement {
        let parts = elements.flatMap(\.flattened)
        func joined(_ strings: [String]) -> String? {
            let nonEmpty = strings.filter { !$0.isEmpty }
            return nonEmpty.isEmpty ? nil : nonEmpty.joined(separator: ", ")
        }
        var merged = parts.reduce(AccessibilityTraits()) { $0.union($1.traits) }
        merged.subtract([.isStaticText, .isImage])
        var element = AccessibilityElement(
            label: joined(parts.map(\.label)) ?? "",
            value: joined(parts.compactMap(\.value)),
            hint: joined(parts.compactMap(\.hint)),
            identifier: parts.lazy.compactMap(\.identifier).first,
            traits: merged.union(traits),
            frame: bounds
        )
        // The parts' actions are the whole's, as VoiceOver offers them on the combined element.
        for part in parts { element.handlers.merge(part.handlers) }
        element.isAccessibilityFocused = parts.contains(where: \.isAccessibilityFocused)
        element.actions = element.handlers.named.map(\.name)
        return element
    }
}
