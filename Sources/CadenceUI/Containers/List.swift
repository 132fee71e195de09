/// A scrolling list of rows, grouped in sections: SwiftUI's `List`.
///
/// ```swift
/// List {
///     Section("Animations") {
///         ForEach(demos) { demo in Text(demo.title) }
///     }
/// }
/// .listStyle(.insetGrouped)
/// ```
///
/// Drawn as on iOS 17. The default (`.automatic`, `.insetGrouped`) puts each section on a white card
/// with 10-point corners, inset 16 points from the sides, on the grouped background (242, 242, 247);
/// rows are at least 44 points tall, their content padded 20 points from the card's edges and 11
/// above and below, separated by hairlines inset to the content; section headers are in the
/// footnote style, upper case, secondary, and sections are 35 points apart. `.plain` and `.inset`
/// draw rows edge to edge on the plain background. Rows that are buttons are tapped by their text as
/// usual. The list scrolls like a `ScrollView` (the stage scrolls it by an identifier on it, or by a
/// vertical drag); with `refreshable(action:)` a downward drag at its top pulls to refresh. Rows
/// with `swipeActions` (or an `onDelete`) slide on a horizontal drag to reveal their buttons.
///
/// With a `selection` binding, a tap on a row selects it (its `tag(_:)`, or its `ForEach` element's
/// id), as in an iPad sidebar or a list in edit mode: the selected rows are drawn on the system's
/// grey (209, 209, 214) and read as selected. A single-selection tap on the selected row keeps it.
public nonisolated struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    var selection: ListSelection? = nil

    public typealias Body = Never
}

extension List where SelectionValue == Never {
    /// A list of the rows in `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with a row per element of `data`, identified by the element's property at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A list with a row per `Identifiable` element of `data`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list with a row per integer of `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent) where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

extension List where SelectionValue == Never {
    /// A list with a row per element of the bound collection, each row given a binding to its element.
    @MainActor
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<Binding<Data>, Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable {
        content = ForEach(data, content: rowContent)
    }

    /// A list with a row per element of the bound collection, identified by the property at `id`.
    @MainActor
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent) where Content == ForEach<Binding<Data>, ID, RowContent>, Data.Index: Hashable {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// A list's selection binding, type-erased: what a tap on a row with `tag` does, and whether the
/// row with `tag` is selected.
struct ListSelection {
    let isSelected: @MainActor (AnyHashable) -> Bool
    let select: @MainActor (AnyHashable) -> Void
}

extension List {
    /// A list whose rows can be selected, one at a time, into `selection`.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { binding in
            ListSelection(isSelected: { tag in binding.wrappedValue.map { AnyHashable($0) == tag } ?? false },
                          select: { tag in if let value = tag.base as? SelectionValue { binding.wrappedValue = value } })
        }
    }

    /// A list whose rows can be selected, several at a time, into the set `selection`: a tap adds a
    /// row or takes it out.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { binding in
            ListSelection(isSelected: { tag in (tag.base as? SelectionValue).map { binding.wrappedValue.contains($0) } ?? false },
                          select: { tag in
                              guard let value = tag.base as? SelectionValue else { return }
                              if binding.wrappedValue.contains(value) { binding.wrappedValue.remove(value) } else { binding.wrappedValue.insert(value) }
                          })
        }
    }

    /// A list with a row per `Identifiable` element of `data`, selectable into `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// A list with a row per element of `data`, identified by the property at `id`, selectable into `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    /// A list with a row per `Identifiable` element of `data`, selectable into the set `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }
}

/// A container of grouped controls, drawn as an inset grouped list: SwiftUI's `Form`.
public nonisolated struct Form<Content: View>: View {
    let content: Content

    /// Makes a form of `content`'s rows and sections.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}

/// How lists are drawn: SwiftUI's `ListStyle`.
public protocol ListStyle {}

/// The platform's default list style: inset grouped, as on iOS.
public struct DefaultListStyle: ListStyle { /** Makes the style. */ public init() {} }
/// Rows edge to edge, without section cards (Cadence draws `.inset` the same way).
public struct PlainListStyle: ListStyle { /** Makes the style. */ public init() {} }
/// Sections on a grouped background (Cadence draws it inset grouped).
public struct GroupedListStyle: ListStyle { /** Makes the style. */ public init() {} }
/// Sections as rounded cards inset from the edges.
public struct InsetGroupedListStyle: ListStyle { /** Makes the style. */ public init() {} }
/// Rows inset from the edges (Cadence draws it as `.plain`).
public struct InsetListStyle: ListStyle { /** Makes the style. */ public init() {} }
/// A sidebar's list, a macOS and iPad style (Cadence draws it inset grouped).
public struct SidebarListStyle: ListStyle { /** Makes the style. */ public init() {} }

extension ListStyle where Self == DefaultListStyle { /** The platform's default list style. */ public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { /** Rows edge to edge. */ public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { /** Sections on a grouped background. */ public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { /** Sections as rounded cards inset from the edges. */ public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { /** Rows inset from the edges. */ public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { /** A sidebar's list. */ public static var sidebar: SidebarListStyle { SidebarListStyle() } }

private struct ListPlainKey: EnvironmentKey {
    static let defaultValue = false
}

private struct InListKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ListRowSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
    var listIsPlain: Bool {
        get { self[ListPlainKey.self] }
        set { self[ListPlainKey.self] = newValue }
    }

    /// The space between list rows `listRowSpacing(_:)` set (`nil`: none).
    var listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }

    /// Inside a list or form (section headers are styled).
    var isInList: Bool {
        get { self[InListKey.self] }
        set { self[InListKey.self] = newValue }
    }
}

extension View {
    /// Draws the lists below with `style`.
    public nonisolated func listStyle<S: ListStyle>(_ style: S) -> some View {
        let plain = style is PlainListStyle || style is InsetListStyle
        return modifier(EnvironmentModifier { $0.listIsPlain = plain })
    }

    /// The background of this list row (drawn instead of the card's white).
    public nonisolated func listRowBackground<V: View>(_ view: V?) -> some View {
        modifier(ListRowBackgroundModifier(background: view))
    }

    /// The insets of this list row's content (20 points at the sides and 11 above and below when `nil`).
    public nonisolated func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(NodeTraitModifier { $0.listRow.insets = insets })
    }

    /// Whether this row's separators are drawn.
    public nonisolated func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(NodeTraitModifier { $0.listRow.hidesSeparator = visibility == .hidden })
    }

    /// `spacing` points between the rows of the lists below (`nil`: the style's, none on iOS).
    ///
    /// On a stage the gap is left below each row of a section but the last, inside the section's
    /// card in the grouped styles (iOS draws each spaced row as a card of its own), and the
    /// separators between spaced rows are not drawn. Negative spacing counts as none.
    public nonisolated func listRowSpacing(_ spacing: CGFloat?) -> some View {
        modifier(EnvironmentModifier { $0.listRowSpacing = spacing })
    }

    /// Whether the list's background is drawn (`.hidden` shows what is behind it).
    public nonisolated func scrollContentBackground(_ visibility: Visibility) -> some View {
        modifier(EnvironmentModifier { $0.hidesScrollContentBackground = visibility == .hidden })
    }
}

/// Whether something is shown: SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// `automatic` lets the container decide; `visible` shows it; `hidden` hides it.
    case automatic, visible, hidden
}

private struct HidesScrollContentBackgroundKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    var hidesScrollContentBackground: Bool {
        get { self[HidesScrollContentBackgroundKey.self] }
        set { self[HidesScrollContentBackgroundKey.self] = newValue }
    }
}

/// Settings a list row carries.
struct ListRowTraits {
    var insets: EdgeInsets?
    var hidesSeparator = false
    /// The colour `listRowSeparatorTint(_:edges:)` gave the row's separator (`nil`: the system's).
    var separatorTint: Color?
    var background: LayoutNode?
    /// `swipeActions` (or `onDelete`) on the row: the list slides the row to reveal them.
    var swipe: SwipeConfiguration?
    /// `deleteDisabled(true)`: `onDelete` gives the row no Delete swipe action.
    var deleteDisabled = false
}

nonisolated struct ListRowBackgroundModifier<Background: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let background: Background?

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        guard let background else { return nodes }
        let resolved = context.resolve(background, at: .child(1))
        let node = resolved.count == 1 ? resolved[0] : LayoutNode(.zStack(alignment: .center, children: resolved))
        for row in nodes { row.listRow.background = node }
        return nodes
    }
}

extension Color {
    /// iOS's grouped background (the page behind inset grouped lists).
    static func groupedBackground(for scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 0, green: 0, blue: 0) : Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    }

    /// The grey a selected list or table row is drawn on.
    static func selectedRow(for scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 58 / 255, green: 58 / 255, blue: 60 / 255) : Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255)
    }

    /// iOS's secondary grouped background (a list section's card).
    static func groupedCard(for scheme: ColorScheme) -> Color {
        scheme == .dark ? Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255) : Color(red: 1, green: 1, blue: 1)
    }
}

/// Lays out sections of rows as a list, from the resolved content.
@MainActor
enum ListBuilder {
    static func build(_ nodes: [LayoutNode], plain: Bool, selection: ListSelection? = nil, top: [LayoutNode] = [], in context: ResolveContext) -> LayoutNode {
        let environment = context.environment
        // Consecutive rows outside sections form sections of their own.
        var sections: [(header: [LayoutNode], rows: [LayoutNode], footer: [LayoutNode])] = []
        var loose: [LayoutNode] = []
        func flushLoose() {
            if !loose.isEmpty { sections.append(([], loose, [])) }
            loose = []
        }
        for node in nodes {
            if case .custom(let layout as SectionLayout, let children) = node.kind {
                flushLoose()
                let header = Array(children.prefix(layout.headerCount))
                let footer = Array(children.suffix(layout.footerCount))
                let rows = Array(children.dropFirst(layout.headerCount).dropLast(layout.footerCount))
                sections.append((header, rows, footer))
            } else {
                loose.append(node)
            }
        }
        flushLoose()
        let card = Color.groupedCard(for: environment.colorScheme).resolve(in: environment)
        let separator = Color.separator(for: environment.colorScheme).resolve(in: environment)
        let selected = Color.selectedRow(for: environment.colorScheme).resolve(in: environment)
        let horizontalMargin: CGFloat = plain ? 0 : 16
        let rowSpacing = max(0, environment.listRowSpacing ?? 0)
        // What scrolls above the first section (a `searchable` field the list draws).
        var columns: [LayoutNode] = top
        for (index, section) in sections.enumerated() {
            var stack: [LayoutNode] = []
            for header in section.header {
                stack.append(LayoutNode(.padding(EdgeInsets(top: 0, leading: horizontalMargin + 20, bottom: 7, trailing: horizontalMargin + 20), child: LayoutNode(.frame(.flexible(FlexibleFrame(maxWidth: .infinity, alignment: .leading)), child: header)))))
            }
            var rows: [LayoutNode] = []
            for (rowIndex, row) in section.rows.enumerated() {
                let insets = row.listRow.insets ?? EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
                var content = row
                if let badge = row.trait({ $0.badge }) {
                    // The badge at the row's trailing edge, in secondary text.
                    let text = context.resolve(Text(verbatim: badge).foregroundStyle(.secondary).accessibilityHidden(true), at: .child(1000 + columns.count * 1000 + rowIndex))
                    content = LayoutNode(.stack(axis: .horizontal, alignment: .center, spacing: 8, children: [row, LayoutNode(.spacer(minLength: 0))] + text))
                }
                var cell = LayoutNode(.frame(.flexible(FlexibleFrame(maxWidth: .infinity, minHeight: 44, alignment: .leading)), child: LayoutNode(.padding(insets, child: content))))
                let tag = row.trait { $0.tag } ?? row.trait { $0.explicitID }
                if let selection, let tag, selection.isSelected(tag) {
                    cell = LayoutNode(.decorated(alignment: .center, isBackground: true, primary: cell, secondary: LayoutNode(.shape(ShapeContent(shape: Rectangle(), paint: .fill(selected))))))
                    cell = LayoutNode(.effect(.accessibility(.addTraits(.isSelected)), child: cell))
                } else if let background = row.listRow.background {
                    cell = LayoutNode(.decorated(alignment: .center, isBackground: true, primary: cell, secondary: background))
                }
                if let selection, let tag {
                    // In a split view collapsed into a stack (compact width), selecting a row shows
                    // the next column, as on an iPhone.
                    let next = context.environment.collapsedSplitViewNext
                    let navigation = context.environment.navigationContext
                    cell = LayoutNode(.effect(.button(ButtonTarget(action: {
                        selection.select(tag)
                        if let next, let navigation { navigation.pushValue(AnyHashable(next)) }
                    })), child: cell))
                }
                if let swipe = row.trait({ $0.listRow.swipe }) {
                    cell = swipe.wrap(cell)
                }
                if rowSpacing > 0, rowIndex < section.rows.count - 1 {
                    cell = LayoutNode(.padding(EdgeInsets(top: 0, leading: 0, bottom: rowSpacing, trailing: 0), child: cell))
                }
                rows.append(cell)
                if rowIndex < section.rows.count - 1, !row.listRow.hidesSeparator, rowSpacing == 0 {
                    let tint = row.listRow.separatorTint.map { $0.resolve(in: environment) } ?? separator
                    let line = LayoutNode(.custom(DividerLayout(), children: [LayoutNode(.shape(ShapeContent(shape: Rectangle(), paint: .fill(tint))))]))
                    rows.append(LayoutNode(.padding(EdgeInsets(top: 0, leading: insets.leading, bottom: 0, trailing: 0), child: line)))
                }
            }
            var body = LayoutNode(.stack(axis: .vertical, alignment: .leading, spacing: 0, children: rows))
            if !plain {
                body = LayoutNode(.decorated(alignment: .center, isBackground: true, primary: body, secondary: LayoutNode(.shape(ShapeContent(shape: RoundedRectangle(cornerRadius: 10), paint: .fill(card))))))
                body = LayoutNode(.effect(.clip(RoundedRectangle(cornerRadius: 10)), child: body))
            }
            stack.append(LayoutNode(.padding(EdgeInsets(top: 0, leading: horizontalMargin, bottom: 0, trailing: horizontalMargin), child: body)))
            for footer in section.footer {
                stack.append(LayoutNode(.padding(EdgeInsets(top: 7, leading: horizontalMargin + 20, bottom: 0, trailing: horizontalMargin + 20), child: LayoutNode(.frame(.flexible(FlexibleFrame(maxWidth: .infinity, alignment: .leading)), child: footer)))))
            }
            let gap: CGFloat = index == 0 ? (plain ? 0 : 20) : (plain ? 0 : 35 - 20)
            columns.append(LayoutNode(.padding(EdgeInsets(top: gap, leading: 0, bottom: plain ? 0 : 20, trailing: 0), child: LayoutNode(.stack(axis: .vertical, alignment: .leading, spacing: 0, children: stack)))))
        }
        let content = LayoutNode(.stack(axis: .vertical, alignment: .leading, spacing: 0, children: columns))
        let state = context.cell(BuiltinCell.scroll) { ScrollState(graph: context.graph) }
        state.axes = .vertical
        context.environment.scrollReader?.states.append(state)
        let scrolling = LayoutNode(.custom(ScrollLayout(state: state, axes: .vertical), children: [LayoutNode(.frame(.flexible(FlexibleFrame(maxWidth: .infinity, alignment: .top)), child: content))]))
        let scroll = ScrollDragSurface.wrap(scrolling, scroll: state, in: context)
        guard !environment.hidesScrollContentBackground else { return scroll }
        let page = (plain ? Color.groupedCard(for: environment.colorScheme) : Color.groupedBackground(for: environment.colorScheme)).resolve(in: environment)
        return LayoutNode(.decorated(alignment: .center, isBackground: true, primary: scroll, secondary: LayoutNode(.custom(IgnoresSafeAreaLayout(edges: .all), children: [LayoutNode(.shape(ShapeContent(shape: Rectangle(), paint: .fill(page))))]))))
    }
}

extension List: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.environment.isInList = true
        inner.environment.searchFieldClaim = nil
        let plain = context.environment.listIsPlain
        // A `searchable` around the list, outside a navigation stack: its field scrolls at the top.
        let search = context.environment.searchFieldClaim?.claim().map { context.resolve($0, at: .child(3)) } ?? []
        return context.directed([ListBuilder.build(inner.resolve(content, at: .child(0)), plain: plain, selection: selection, top: search, in: context)])
    }
}

extension Form: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        if let style = context.environment.formStyle {
            let content = self.content
            var inner = context
            inner.environment.formStyle = nil
            return resolveStyle(style, FormStyleConfiguration(content: FormStyleConfiguration.Content { $0.resolve(content, at: .child(0)) }), in: inner)
        }
        var inner = context
        inner.environment.isInList = true
        return context.directed([ListBuilder.build(inner.resolve(content, at: .child(0)), plain: false, in: context)])
    }

    @MainActor
    private func resolveStyle<S: FormStyle>(_ style: S, _ configuration: FormStyleConfiguration, in context: ResolveContext) -> [LayoutNode] {
        context.resolveStyleBody(of: style, at: .child(1)) { style.makeBody(configuration: configuration) }
    }
}

extension Form where Content == FormStyleConfiguration.Content {
    /// The form a custom ``FormStyle`` wraps its configuration in, drawn as a grouped form.
    public init(_ configuration: FormStyleConfiguration) {
        content = configuration.content
    }
}

/// How forms are drawn: SwiftUI's `FormStyle`. The built-in styles all draw an inset grouped list
/// on a phone; a custom style draws `configuration.content` its own way.
@MainActor @preconcurrency
public protocol FormStyle {
    /// The view a style draws.
    associatedtype Body: View
    /// The form a style draws: its content.
    typealias Configuration = FormStyleConfiguration

    /// The form's appearance for `configuration`.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``FormStyle`` draws from: SwiftUI's `FormStyleConfiguration`.
public struct FormStyleConfiguration {
    /// The form's content, as a view.
    public struct Content: View {
        let content: ContentResolver
        public typealias Body = Never
    }

    /// The form's content.
    public let content: FormStyleConfiguration.Content
}

extension FormStyleConfiguration.Content: PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [LayoutNode] { content(context) }
}

/// The platform's default form style (grouped on iOS): SwiftUI's `AutomaticFormStyle`.
public struct AutomaticFormStyle: FormStyle {
    /// Makes the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}

/// Rows in grouped sections: SwiftUI's `GroupedFormStyle`.
public struct GroupedFormStyle: FormStyle {
    /// Makes the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}

/// Labels and controls in columns (a macOS style; drawn grouped on a phone): SwiftUI's `ColumnsFormStyle`.
public struct ColumnsFormStyle: FormStyle {
    /// Makes the style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Form(configuration) }
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's default form style.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    /// Rows in grouped sections.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in columns.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

private struct FormStyleKey: EnvironmentKey {
    static var defaultValue: (any FormStyle)? { nil }
}

extension EnvironmentValues {
    var formStyle: (any FormStyle)? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the forms below with `style` (the built-in styles are all grouped on a phone).
    public nonisolated func formStyle<S: FormStyle>(_ style: S) -> some View {
        let custom = !(style is AutomaticFormStyle || style is GroupedFormStyle || style is ColumnsFormStyle)
        return modifier(EnvironmentModifier { $0.formStyle = custom ? style : nil })
    }
}
