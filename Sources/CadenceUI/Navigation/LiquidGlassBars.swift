// iOS 26's bar APIs around Liquid Glass: the tab view's bottom accessory and minimize behaviour,
// toolbar spacers and shared backgrounds, scroll edge effects and safe area bars.

/// Where a tab view's bottom accessory is shown: SwiftUI's `TabViewBottomAccessoryPlacement`
/// (iOS 26), read from the environment by the accessory's content.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    /// In line with the minimized tab bar.
    case inline
    /// Above the tab bar, at full width: where a stage always shows it (its tab bar never minimizes).
    case expanded
}

/// When a tab bar minimizes: SwiftUI's `TabBarMinimizeBehavior` (iOS 26).
public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String

    /// The platform's choice (never, on iOS, unless the app asks).
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    /// Minimizes when the content scrolls down (towards its end).
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    /// Minimizes when the content scrolls up (towards its start).
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
    /// Never minimizes.
    public static let never = TabBarMinimizeBehavior(name: "never")
}

/// How a toolbar spacer sizes: SwiftUI's `SpacerSizing` (iOS 26).
public struct SpacerSizing: Hashable, Sendable {
    let isFlexible: Bool

    /// Takes the space there is, pushing the items on either side apart.
    public static let flexible = SpacerSizing(isFlexible: true)
    /// A fixed gap (8 points: Cadence's; Apple does not publish it) that separates the items' glass.
    public static let fixed = SpacerSizing(isFlexible: false)
}

/// Space between toolbar items: SwiftUI's `ToolbarSpacer` (iOS 26).
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .bottomBar) { Button("Filter", systemImage: "line.3.horizontal.decrease") {} }
///     ToolbarSpacer(.flexible, placement: .bottomBar)
///     ToolbarItem(placement: .bottomBar) { Button("Compose", systemImage: "square.and.pencil") {} }
/// }
/// ```
public nonisolated struct ToolbarSpacer: ToolbarContent, ToolbarItemsProviding {
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement
    /// A toolbar spacer has no body: it is built in.
    public typealias Body = Never

    /// A spacer of `sizing` (default flexible) among the items at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    @MainActor var toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)] {
        [(placement, sizing.isFlexible ? AnyView(Spacer(minLength: 0)) : AnyView(Color.clear.frame(width: 8, height: 1)))]
    }
}

/// A toolbar content whose shared glass background was shown or hidden (Cadence draws no shared
/// background: its items are the same either way).
public nonisolated struct SharedBackgroundToolbarContent<Content: ToolbarContent>: ToolbarContent, ToolbarItemsProviding {
    let content: Content
    /// The visibility asked for.
    let visibility: Visibility
    /// Built in: no body.
    public typealias Body = Never

    @MainActor var toolbarItems: [(placement: ToolbarItemPlacement, view: AnyView)] {
        CadenceUI.toolbarItems(of: content)
    }
}

extension ToolbarContent {
    /// Shows or hides the glass background an item shares with its neighbours (iOS 26). Cadence's
    /// bars draw no shared background, so the items look the same.
    public nonisolated func sharedBackgroundVisibility(_ visibility: Visibility) -> SharedBackgroundToolbarContent<Self> {
        SharedBackgroundToolbarContent(content: self, visibility: visibility)
    }
}

/// The look of a scroll view's edges where content passes under bars: SwiftUI's
/// `ScrollEdgeEffectStyle` (iOS 26).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    let name: String

    /// The platform's choice.
    public static let automatic = ScrollEdgeEffectStyle(name: "automatic")
    /// A sharp edge with a dividing line.
    public static let hard = ScrollEdgeEffectStyle(name: "hard")
    /// A soft fade and blur.
    public static let soft = ScrollEdgeEffectStyle(name: "soft")
}

/// What the scroll edge modifiers asked for, by edge.
struct ScrollEdgeEffects {
    var styles: [Edge: ScrollEdgeEffectStyle] = [:]
    var hidden: Set<Edge> = []
}

private struct ScrollEdgeEffectsKey: EnvironmentKey {
    static var defaultValue: ScrollEdgeEffects { ScrollEdgeEffects() }
}

private struct TabViewBottomAccessoryKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

private struct TabViewBottomAccessoryPlacementKey: EnvironmentKey {
    static let defaultValue: TabViewBottomAccessoryPlacement? = nil
}

private struct TabBarMinimizeBehaviorKey: EnvironmentKey {
    static let defaultValue = TabBarMinimizeBehavior.automatic
}

extension EnvironmentValues {
    /// Where the tab view's bottom accessory is shown, for the accessory's content (`nil` elsewhere).
    /// A stage's tab bar never minimizes, so the accessory is always `.expanded`.
    public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
        get { self[TabViewBottomAccessoryPlacementKey.self] }
        set { self[TabViewBottomAccessoryPlacementKey.self] = newValue }
    }

    /// The accessory `tabViewBottomAccessory(content:)` set for the tab view below.
    var tabViewBottomAccessory: AnyView? {
        get { self[TabViewBottomAccessoryKey.self] }
        set { self[TabViewBottomAccessoryKey.self] = newValue }
    }

    /// The minimize behaviour `tabBarMinimizeBehavior(_:)` set.
    var tabBarMinimizeBehavior: TabBarMinimizeBehavior {
        get { self[TabBarMinimizeBehaviorKey.self] }
        set { self[TabBarMinimizeBehaviorKey.self] = newValue }
    }

    /// The edge effects the scroll views below were given.
    var scrollEdgeEffects: ScrollEdgeEffects {
        get { self[ScrollEdgeEffectsKey.self] }
        set { self[ScrollEdgeEffectsKey.self] = newValue }
    }
}

extension View {
    /// Shows `content` above the tab bar of the tab view this modifies (iOS 26): a stage draws it
    /// full width on glass in a capsule, 48 points tall, 16 points in from the sides and 8 above
    /// the bar (Cadence's measurements), with `tabViewBottomAccessoryPlacement` `.expanded` in its
    /// environment. Tab views inside the tabs do not show it.
    public nonisolated func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let accessory = AnyView(content())
        return transformEnvironment(\.tabViewBottomAccessory) { $0 = accessory }
    }

    /// Sets when the tab bar of the tab view below minimizes (iOS 26). Recorded: a stage's tab bar
    /// never minimizes.
    public nonisolated func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View {
        transformEnvironment(\.tabBarMinimizeBehavior) { $0 = behavior }
    }

    /// Sets the style of the edge effect of the scroll views below on `edges` (`nil`: the
    /// automatic style) (iOS 26). Recorded: a stage draws no edge effects.
    public nonisolated func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        transformEnvironment(\.scrollEdgeEffects) { effects in
            for edge in Edge.allCases where edges.contains(Edge.Set(edge)) { effects.styles[edge] = style ?? .automatic }
        }
    }

    /// Hides (or shows again) the edge effect of the scroll views below on `edges` (iOS 26).
    /// Recorded: a stage draws no edge effects.
    public nonisolated func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        transformEnvironment(\.scrollEdgeEffects) { effects in
            for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
                if hidden { effects.hidden.insert(edge) } else { effects.hidden.remove(edge) }
            }
        }
    }

    /// Places `content` as a bar along the top or bottom `edge` (iOS 26): laid out as
    /// `safeAreaInset(edge:alignment:spacing:content:)` places it (Cadence draws no scroll edge
    /// effect under it).
    public nonisolated func safeAreaBar<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// Places `content` as a bar along the leading or trailing `edge` (iOS 26), as
    /// `safeAreaInset(edge:alignment:spacing:content:)` places it.
    public nonisolated func safeAreaBar<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
}
