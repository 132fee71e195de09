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

/// A column of a ``NavigationSplitView``: SwiftUI's `NavigationSplitViewColumn`, the column a
/// collapsed split view shows (`preferredCompactColumn`).
public struct NavigationSplitViewColumn: Sendable, Hashable {
    let depth: Int

    /// The sidebar, the first column.
    public static let sidebar = NavigationSplitViewColumn(depth: 0)
    /// The middle column of a three-column split view.
    public static let content = NavigationSplitViewColumn(depth: 1)
    /// The detail, the last column.
    public static let detail = NavigationSplitViewColumn(depth: 2)

    /// How many columns a stack collapsed from `columns` columns pushes over the sidebar to show
    /// this one (`.content` of two columns is the detail).
    func pushes(ofColumns columns: Int) -> Int {
        min(depth, columns - 1)
    }

    /// The column shown with `pushes` columns pushed over the sidebar of `columns` columns.
    static func shown(pushes: Int, ofColumns columns: Int) -> NavigationSplitViewColumn {
        switch pushes {
        case ...0: .sidebar
        case 1 where columns == 3: .content
        default: .detail
        }
    }
}

/// Columns side by side, sidebar first: SwiftUI's `NavigationSplitView`.
///
/// ```swift
/// NavigationSplitView(preferredCompactColumn: $column) {
///     List(rooms, selection: $selection) { Text($0.name) }
/// } detail: {
///     RoomDetail(room: selection)
/// }
/// ```
///
/// In a compact width (a stage's default, as on an iPhone) the split view collapses into one
/// navigation stack showing the sidebar, as iOS does; links in the sidebar push as in a
/// `NavigationStack`, and selecting a row of a `List(selection:)` pushes the next column (the
/// content column, then the detail). `preferredCompactColumn` is the column that stack shows: the
/// columns up to it are pushed over the sidebar (at once when the split view appears on it,
/// animated when the app changes it later), and the binding follows the person's navigation (Back
/// from the detail sets `.sidebar`, or `.content` of three columns). Values that links push on top of
/// the columns stay above them.
///
/// When the environment's horizontal size class is `.regular` (an iPad-sized
/// stage) the columns are drawn side by side: the sidebar (and the content column) 320 points wide
/// each, separated by dividers, then the detail in its own navigation stack; `columnVisibility`
/// `.detailOnly` shows only the detail, and `preferredCompactColumn` is not used.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    private let sidebar: Sidebar
    private let content: Content?
    private let detail: Detail
    private let visibility: Binding<NavigationSplitViewVisibility>?
    private let preferredColumn: Binding<NavigationSplitViewColumn>?
    @State private var ownColumn = NavigationSplitViewColumn.sidebar
    /// Values pushed (by links) above the columns of the collapsed stack.
    @State private var pushedAbove = NavigationPath()
    @Environment(\.horizontalSizeClass) private var sizeClass

    /// Three columns: a sidebar, a content column and a detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, preferredColumn: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Three columns whose visibility follows `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, preferredColumn: nil, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Three columns; collapsed into a stack, it shows `preferredCompactColumn`.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, preferredColumn: preferredCompactColumn, sidebar: sidebar(), content: content(), detail: detail())
    }

    /// Three columns whose visibility follows `columnVisibility`; collapsed into a stack, it shows
    /// `preferredCompactColumn`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, preferredColumn: preferredCompactColumn, sidebar: sidebar(), content: content(), detail: detail())
    }

    init(visibility: Binding<NavigationSplitViewVisibility>?, preferredColumn: Binding<NavigationSplitViewColumn>?, sidebar: Sidebar, content: Content?, detail: Detail) {
        self.sidebar = sidebar
        self.content = content
        self.detail = detail
        self.visibility = visibility
        self.preferredColumn = preferredColumn
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
            // Collapsed into one stack whose path starts with the columns pushed over the sidebar
            // (the preferred column's), then what links pushed above them. Selecting a sidebar row
            // pushes the content column (or the detail), and selecting a content row the detail.
            // The pushed columns read the columns from the environment, so they show what this
            // evaluation built.
            NavigationStack(path: collapsedPath) {
                sidebar
                    .environment(\.collapsedSplitViewNext, CollapsedSplitLevel(level: 1))
                    .navigationDestination(for: CollapsedSplitLevel.self) { CollapsedSplitColumn(level: $0.level) }
            }
            .environment(\.collapsedSplitColumns, CollapsedSplitColumns(content: content.map { AnyView($0) }, detail: AnyView(detail)))
        }
    }

    private var columnCount: Int { content == nil ? 2 : 3 }

    /// The collapsed stack's path: one level per column over the sidebar up to the preferred
    /// column, then the values pushed above. Writing it (a push or Back) sets the preferred column
    /// to the one now on top.
    private var collapsedPath: Binding<NavigationPath> {
        let column = preferredColumn ?? $ownColumn
        let above = $pushedAbove
        let columns = columnCount
        return Binding(
            get: {
                let levels = column.wrappedValue.pushes(ofColumns: columns)
                var path = NavigationPath((0..<levels).map { CollapsedSplitLevel(level: $0 + 1) })
                path.elements += above.wrappedValue.elements
                return path
            },
            set: { path in
                let levels = path.elements.prefix { $0.base is CollapsedSplitLevel }.count
                above.wrappedValue = NavigationPath(path.elements.dropFirst(levels))
                let shown = NavigationSplitViewColumn.shown(pushes: levels, ofColumns: columns)
                if column.wrappedValue.pushes(ofColumns: columns) != levels { column.wrappedValue = shown }
            }
        )
    }
}

/// A column pushed over the sidebar of a split view collapsed into a stack (1: the first after the
/// sidebar).
struct CollapsedSplitLevel: Hashable {
    let level: Int
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
                content.environment(\.collapsedSplitViewNext, CollapsedSplitLevel(level: 2))
            } else {
                columns.detail.environment(\.collapsedSplitViewNext, nil)
            }
        }
    }
}

private struct CollapsedSplitViewNextKey: EnvironmentKey {
    static var defaultValue: CollapsedSplitLevel? { nil }
}

private struct CollapsedSplitColumnsKey: EnvironmentKey {
    static var defaultValue: CollapsedSplitColumns? { nil }
}

extension EnvironmentValues {
    /// In a `NavigationSplitView` collapsed into a stack: the column a selection in this column
    /// shows (pushed by `List(selection:)`); `nil` elsewhere.
    var collapsedSplitViewNext: CollapsedSplitLevel? {
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
        self.init(visibility: nil, preferredColumn: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Two columns whose visibility follows `columnVisibility`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, preferredColumn: nil, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Two columns; collapsed into a stack, it shows `preferredCompactColumn` (`.content` is the
    /// detail).
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: nil, preferredColumn: preferredCompactColumn, sidebar: sidebar(), content: nil, detail: detail())
    }

    /// Two columns whose visibility follows `columnVisibility`; collapsed into a stack, it shows
    /// `preferredCompactColumn`.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: columnVisibility, preferredColumn: preferredCompactColumn, sidebar: sidebar(), content: nil, detail: detail())
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
