import Foundation

// Accessibility actions: what VoiceOver (and Switch Control, Voice Control) can do to an element
// besides activating it. A stage has no screen reader, so a script performs them by the element's
// label (`Stage.performAccessibilityAction(named:label:)`, `accessibilityAdjust`, …), and the tree
// lists the custom actions' names (`AccessibilityElement.actions`).

/// The actions of one element, by kind. Two elements compare equal whatever actions they hold: the
/// names in `AccessibilityElement.actions` are what a screen reader reads.
struct AccessibilityActionHandlers: Hashable, Sendable {
    /// Custom actions (the actions rotor), in the order added.
    var named: [(name: String, perform: @MainActor () -> Void)] = []
    /// Standard kinds (`default`, `escape`, `magicTap`, `delete`, `showMenu`), by name.
    var kinds: [(kind: String, perform: @MainActor () -> Void)] = []
    var adjust: (@MainActor (AccessibilityAdjustmentDirection) -> Void)?
    var zoom: (@MainActor (AccessibilityZoomGestureAction) -> Void)?
    var scroll: (@MainActor (Edge) -> Void)?
    /// Moves the assistive focus to the element (`accessibilityFocused`), and away from it.
    var focus: (@MainActor () -> Void)?
    var unfocus: (@MainActor () -> Void)?

    static func == (lhs: Self, rhs: Self) -> Bool { true }
    func hash(into hasher: inout Hasher) {}

    /// Adds `other`'s actions; where both have an action of one kind (an adjustable action, an
    /// escape), `self`'s is kept: the one nearer the element's view wins, as the innermost does in
    /// SwiftUI.
    mutating func merge(_ other: AccessibilityActionHandlers) {
        for action in other.named where !named.contains(where: { $0.name == action.name }) { named.append(action) }
        for action in other.kinds where !kinds.contains(where: { $0.kind == action.kind }) { kinds.append(action) }
        adjust = adjust ?? other.adjust
        zoom = zoom ?? other.zoom
        scroll = scroll ?? other.scroll
        focus = focus ?? other.focus
        unfocus = unfocus ?? other.unfocus
    }
}

/// A zoom performed with an assistive technology (VoiceOver's three-finger double tap and hold,
/// Switch Control's zoom): SwiftUI's `AccessibilityZoomGestureAction`.
public struct AccessibilityZoomGestureAction: Sendable {
    /// Which way the zoom goes.
    public enum Direction: Sendable, Hashable {
        /// Larger.
        case zoomIn
        /// Smaller.
        case zoomOut
    }

    /// Which way the zoom goes.
    public let direction: Direction
    /// Where the zoom is centred, relative to the element's frame (`.center` for a screen reader).
    public let location: UnitPoint
    /// Where the zoom is centred, in the element's own coordinates (points from its top-left).
    public let point: CGPoint
}

/// Builds the handlers of one modifier.
private func handlers(_ build: (inout AccessibilityActionHandlers) -> Void) -> AccessibilityAttachment {
    var handlers = AccessibilityActionHandlers()
    build(&handlers)
    return .actions(handlers)
}

extension View {
    /// Adds the default action (activation) or another kind for screen readers: SwiftUI's
    /// `accessibilityAction(_:_:)`. `.escape` is VoiceOver's two-finger scrub (dismiss), `.magicTap`
    /// its two-finger double tap, `.delete` and `.showMenu` their commands; a kind made with
    /// `AccessibilityActionKind(named:)` is a custom action, listed by name. On a stage,
    /// `Stage.performAccessibilityAction(_:label:)` runs it.
    public nonisolated func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        let perform = UncheckedBox(handler)
        let attachment = handlers { handlers in
            if actionKind.isNamed {
                handlers.named.append((actionKind.name, { perform.value() }))
            } else {
                handlers.kinds.append((actionKind.name, { perform.value() }))
            }
        }
        return modifier(AccessibilityModifier(attachment: attachment))
    }

    /// Adds a custom action named `name`, which VoiceOver lists in its actions rotor ("Delete",
    /// "Mark as Read"): SwiftUI's `accessibilityAction(named:_:)`. The element's `actions` lists the
    /// name; `Stage.performAccessibilityAction(named:label:)` runs it.
    ///
    /// ```swift
    /// MessageRow(message: message)
    ///     .accessibilityAction(named: "Archive") { archive(message) }
    /// ```
    public nonisolated func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        let perform = UncheckedBox(handler)
        let title = name.content
        return modifier(AccessibilityModifier(attachment: handlers { $0.named.append((title, { perform.value() })) }))
    }

    /// Adds a custom action named by a localized string key.
    public nonisolated func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Adds a custom action named by a string.
    @_disfavoredOverload
    public nonisolated func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibilityAction(named: Text(name), handler)
    }

    /// Adds a custom action whose name is the text of `label`: SwiftUI's
    /// `accessibilityAction(action:label:)`.
    public nonisolated func accessibilityAction<Label: View>(action: @escaping () -> Void, @ViewBuilder label: () -> Label) -> some View {
        modifier(AccessibilityActionsModifier(content: AnyView(label()), fallback: UncheckedBox(action)))
    }

    /// Adds a custom action for each button in `content`, named by the button's label and running
    /// its action: SwiftUI's `accessibilityActions(_:)`. The buttons are not drawn.
    ///
    /// ```swift
    /// PhotoCell(photo: photo)
    ///     .accessibilityActions {
    ///         Button("Favorite") { toggleFavorite(photo) }
    ///         Button("Share") { share(photo) }
    ///     }
    /// ```
    public nonisolated func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        modifier(AccessibilityActionsModifier(content: AnyView(content()), fallback: nil))
    }

    /// Makes the element adjustable (VoiceOver's swipe up and down), running `handler` with the
    /// direction: SwiftUI's `accessibilityAdjustableAction(_:)`. On a stage,
    /// `Stage.accessibilityAdjust(_:label:)` runs it.
    ///
    /// ```swift
    /// RatingStars(rating: rating)
    ///     .accessibilityAdjustableAction { direction in
    ///         switch direction {
    ///         case .increment: rating = min(rating + 1, 5)
    ///         case .decrement: rating = max(rating - 1, 0)
    ///         @unknown default: break
    ///         }
    ///     }
    /// ```
    public nonisolated func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        let perform = UncheckedBox(handler)
        return modifier(AccessibilityModifier(attachment: handlers { $0.adjust = { perform.value($0) } }))
    }

    /// Runs `handler` when an assistive technology zooms the element: SwiftUI's
    /// `accessibilityZoomAction(_:)`, for views that zoom with a pinch (maps, photos, charts). On a
    /// stage, `Stage.accessibilityZoom(_:label:)` runs it, centred in the element.
    public nonisolated func accessibilityZoomAction(_ handler: @escaping (AccessibilityZoomGestureAction) -> Void) -> some View {
        let perform = UncheckedBox(handler)
        return modifier(AccessibilityModifier(attachment: handlers { $0.zoom = { perform.value($0) } }))
    }

    /// Runs `handler` with the edge toward which an assistive technology scrolls the element
    /// (VoiceOver's three-finger swipe: swiping left scrolls toward the trailing edge): SwiftUI's
    /// `accessibilityScrollAction(_:)`, for paged views drawn without a `ScrollView`. On a stage,
    /// `Stage.accessibilityScroll(_:label:)` runs it.
    public nonisolated func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> some View {
        let perform = UncheckedBox(handler)
        return modifier(AccessibilityModifier(attachment: handlers { $0.scroll = { perform.value($0) } }))
    }
}

/// `accessibilityActions { … }` and `accessibilityAction(action:label:)`: `content` is resolved,
/// not drawn; each button in it becomes a custom action named by its label (for the label form, the
/// label's text names `fallback`).
nonisolated struct AccessibilityActionsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let content: AnyView
    let fallback: UncheckedBox<() -> Void>?

    @MainActor
    func resolve(content resolveContent: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let actionNodes = context.resolve(content, at: .child(7))
        var handlers = AccessibilityActionHandlers()
        if let fallback {
            let name = LayoutNode.texts(in: actionNodes).joined(separator: " ")
            handlers.named.append((name, { fallback.value() }))
        } else {
            for button in Self.buttons(in: actionNodes) {
                handlers.named.append((LayoutNode.texts(in: [button.label]).joined(separator: " "), button.target.action))
            }
        }
        return resolveContent(context).map { LayoutNode(.effect(.accessibility(.actions(handlers)), child: $0)) }
    }

    /// The buttons in `nodes`, outermost first, each with its label's nodes.
    static func buttons(in nodes: [LayoutNode]) -> [(target: ButtonTarget, label: LayoutNode)] {
        nodes.flatMap { node -> [(target: ButtonTarget, label: LayoutNode)] in
            switch node.kind {
            case .effect(.button(let target), let child): [(target, child)]
            case .effect(_, let child), .frame(_, let child), .padding(_, let child): buttons(in: [child])
            case .stack(_, _, _, let children), .zStack(_, let children), .custom(_, let children): buttons(in: children)
            case .decorated(_, _, let primary, let secondary): buttons(in: [primary, secondary])
            default: []
            }
        }
    }
}
