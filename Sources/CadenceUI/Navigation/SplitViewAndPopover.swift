// NavigationSplitView, popovers, hover and help: the iPad and Mac spellings that iPhone-sized app
// code carries along. A stage is an iPhone-sized screen unless its environment says the horizontal
// size class is regular, so these draw the way iOS draws them in a compact width.

/// Which columns of a ``NavigationSplitView`` show: SwiftUI's `NavigationSplitViewVisibility`.
public struct NavigationSplitViewVisibility: Sendable, Hashable {
    let name: String

    /// The platform's choice.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns (of three), or both (of two).
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// Only the detail column.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// Columns side by side, sidebar first: SwiftUI's `NavigationSplitView`.
///
/// ```swift
/// NavigationSplitView {
///     List(rooms, selection: $selection) { Text($0.name) }
/// } detail: {
///     RoomDetail(room: selection)
/// }
/// ```
///
/// In a compact width (a stage's default, as on an iPhone) the split view collapses into one
/// navigation stack showing the sidebar, as iOS does; links in the sidebar push as in a
/// `NavigationStack`, and selecting a row of a `List(selection:)` pushes the next column (the
/// content column, then the detail). When the environment's horizontal size class is `.regular` (an iPad-sized
/// stage) the columns are drawn side by side: the sidebar (and the content column) 320 points wide
/// each, separated by dividers, then the detail in its own navigation stack; `columnVisibility`
/// `.detailOnly` shows only the detail.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    private let sidebar: Sidebar
    private let content: Content?
    private let detail: Detail
    private let visibility: Binding<NavigationSplitViewVisibility>?
    @Environment(\.horizontalSizeClass) private var sizeClass

    /// Three columns: a sidebar, a content column and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        visibility = nil
    }

    /// Three columns whose visibility follows `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        visibility = columnVisibility
    }

    public var body: some View {
        if sizeClass == .regular {
            HStack(spacing: 0) {
                if visibility?.wrappedValue != .detailOnly {
                    NavigationStack { sidebar }
                        .frame(width: 320)
                    Divider()
                    if let content {
                        NavigationStack { content }
                            .frame(width: 320)
                        Divider()
                    }
                }
                NavigationStack { detail }
                    .frame(maxWidth: .infinity)
            }
        } else {
            // Collapsed into one stack: selecting a sidebar row pushes the content column (or the
            // detail), and selecting a content row pushes the detail. The pushed screens read the
            // columns from the environment, so they show what this evaluation built.
            NavigationStack { sidebar.environment(\.collapsedSplitViewNext, AnyView(CollapsedSplitColumn(level: 1))) }
                .environment(\.collapsedSplitColumns, CollapsedSplitColumns(content: content.map { AnyView($0) }, detail: AnyView(detail)))
        }
    }
}

/// The columns after the sidebar of a split view collapsed into a stack.
struct CollapsedSplitColumns {
    let content: AnyView?
    let detail: AnyView
}

/// A pushed column of a collapsed split view: the content column (level 1 of three columns) or the
/// detail, as the split view's latest evaluation built them.
struct CollapsedSplitColumn: View {
    let level: Int
    @Environment(\.collapsedSplitColumns) private var columns

    var body: some View {
        if let columns {
            if level == 1, let content = columns.content {
                content.environment(\.collapsedSplitViewNext, AnyView(CollapsedSplitColumn(level: 2)))
            } else {
                columns.detail
            }
        }
    }
}

private struct CollapsedSplitViewNextKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

private struct CollapsedSplitColumnsKey: EnvironmentKey {
    static var defaultValue: CollapsedSplitColumns? { nil }
}

extension EnvironmentValues {
    /// In a `NavigationSplitView` collapsed into a stack: the column a selection in this column
    /// shows (pushed by `List(selection:)`); `nil` elsewhere.
    var collapsedSplitViewNext: AnyView? {
        get { self[CollapsedSplitViewNextKey.self] }
        set { self[CollapsedSplitViewNextKey.self] = newValue }
    }

    /// The columns of the split view collapsed into the enclosing stack.
    var collapsedSplitColumns: CollapsedSplitColumns? {
        get { self[CollapsedSplitColumnsKey.self] }
        set { self[CollapsedSplitColumnsKey.self] = newValue }
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: a sidebar and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        visibility = nil
    }

    /// Two columns whose visibility follows `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = nil
        self.detail = detail()
        visibility = columnVisibility
    }
}

/// How a split view shares its width: SwiftUI's `NavigationSplitViewStyle`.
public protocol NavigationSplitViewStyle: Sendable {}

/// The platform's default split style: SwiftUI's `AutomaticNavigationSplitViewStyle`.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { /** Makes the style. */ public init() {} }
/// Columns that share the width: SwiftUI's `BalancedNavigationSplitViewStyle`.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { /** Makes the style. */ public init() {} }
/// A detail that keeps its size: SwiftUI's `ProminentDetailNavigationSplitViewStyle`.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { /** Makes the style. */ public init() {} }

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The default style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns that share the width.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// A detail that keeps its size.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}

/// Where a popover points: SwiftUI's `PopoverAttachmentAnchor`.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view (`.rect(.bounds)`: all of it).
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}

/// How a presentation adapts to a compact width: SwiftUI's `PresentationAdaptation`.
public struct PresentationAdaptation: Sendable, Equatable {
    let name: String

    /// The platform's choice (a popover becomes a sheet on an iPhone).
    public static let automatic = PresentationAdaptation(name: "automatic")
    /// No adaptation.
    public static let none = PresentationAdaptation(name: "none")
    /// A popover.
    public static let popover = PresentationAdaptation(name: "popover")
    /// A sheet.
    public static let sheet = PresentationAdaptation(name: "sheet")
    /// A full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// A pointer's hover over a view: SwiftUI's `HoverPhase`.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this point (in the view's coordinate space).
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

/// How a view responds to a hovering pointer: SwiftUI's `HoverEffect`.
public struct HoverEffect: Sendable {
    let name: String

    /// The platform's choice.
    public static let automatic = HoverEffect(name: "automatic")
    /// A highlight under the pointer.
    public static let highlight = HoverEffect(name: "highlight")
    /// The view lifts under the pointer.
    public static let lift = HoverEffect(name: "lift")
}

/// How a list section's header stands out: SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
    /// The normal header.
    case standard
    /// A larger, bolder header.
    case increased
}

/// The space between a list's sections: SwiftUI's `ListSectionSpacing`.
public struct ListSectionSpacing: Sendable, Equatable {
    let points: CGFloat?

    /// The default spacing.
    public static let `default` = ListSectionSpacing(points: nil)
    /// A tighter spacing.
    public static let compact = ListSectionSpacing(points: 8)

    /// `spacing` points between sections.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(points: spacing)
    }
}

extension View {
    /// Presents `content` in a popover while `isPresented` is `true`. In a compact width (a stage's
    /// default, an iPhone) iOS presents popovers as sheets, and so does Cadence: it is
    /// `sheet(isPresented:content:)`, sliding up over the view.
    public nonisolated func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents `content` for `item` in a popover while `item` is not `nil` (a sheet in a compact width).
    public nonisolated func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }

    /// How the presentations below adapt to a compact width (Cadence keeps its own adaptation).
    public nonisolated func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        self
    }

    /// How the presentations below adapt in a compact width, horizontally and vertically.
    public nonisolated func presentationCompactAdaptation(horizontal: PresentationAdaptation, vertical: PresentationAdaptation) -> some View {
        self
    }

    /// Runs `action` when a pointer enters (`true`) or leaves (`false`) the view. A stage has a
    /// touch screen, not a hovering pointer, so the action never runs there, as on an iPhone.
    public nonisolated func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        self
    }

    /// Runs `action` as a pointer moves over the view (never on a stage, as on an iPhone).
    public nonisolated func onContinuousHover(coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void) -> some View {
        self
    }

    /// Gives the view `effect` under a hovering pointer (none on a stage).
    public nonisolated func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        self
    }

    /// Gives the view a help text (a tooltip on the Mac): on a stage, its accessibility hint.
    public nonisolated func help(_ textKey: LocalizedStringKey) -> some View {
        accessibilityHint(textKey)
    }

    /// Gives the view a help text (its accessibility hint on a stage).
    @_disfavoredOverload
    public nonisolated func help<S: StringProtocol>(_ text: S) -> some View {
        accessibilityHint(text)
    }

    /// Gives the view a help text (its accessibility hint on a stage).
    public nonisolated func help(_ text: Text) -> some View {
        accessibilityHint(text)
    }

    /// How the headers of the list sections below stand out (Cadence draws them alike).
    public nonisolated func headerProminence(_ prominence: Prominence) -> some View {
        self
    }

    /// The space between the sections of the lists below (Cadence keeps its own).
    public nonisolated func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        self
    }

    /// `spacing` points between the sections of the lists below (Cadence keeps its own).
    public nonisolated func listSectionSpacing(_ spacing: CGFloat) -> some View {
        self
    }

    /// How the split views below share their width (Cadence draws them alike).
    public nonisolated func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        self
    }

    /// The width of this split view column (Cadence draws columns 320 points wide).
    public nonisolated func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        self
    }

    /// The width range of this split view column (Cadence draws columns 320 points wide).
    public nonisolated func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        self
    }
}
