/// How tables are drawn: SwiftUI's `TableStyle`.
///
/// Cadence draws `.automatic` and `.inset` alike (as on an iPad); `.bordered`, a macOS style, adds a
/// hairline border around the table; the `alternatesRowBackgrounds` variants draw every other row
/// on the grouped background.
public protocol TableStyle {}

/// The platform's default table style (inset on iOS): SwiftUI's `AutomaticTableStyle`.
public struct AutomaticTableStyle: TableStyle {
    /// Makes the style.
    public init() {}
}

/// Rows inset from the table's edges: SwiftUI's `InsetTableStyle`.
public struct InsetTableStyle: TableStyle {
    let alternatesRowBackgrounds: Bool

    /// Makes the style.
    public init() {
        alternatesRowBackgrounds = false
    }

    init(alternatesRowBackgrounds: Bool) {
        self.alternatesRowBackgrounds = alternatesRowBackgrounds
    }
}

/// A table inside a border, a macOS style: SwiftUI's `BorderedTableStyle`.
public struct BorderedTableStyle: TableStyle {
    let alternatesRowBackgrounds: Bool

    /// Makes the style.
    public init() {
        alternatesRowBackgrounds = false
    }

    init(alternatesRowBackgrounds: Bool) {
        self.alternatesRowBackgrounds = alternatesRowBackgrounds
    }
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's default table style.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// Rows inset from the table's edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }

    /// Rows inset from the table's edges, every other one on a background when
    /// `alternatesRowBackgrounds` (a macOS variant).
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle {
        InsetTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

extension TableStyle where Self == BorderedTableStyle {
    /// A table inside a border (macOS).
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }

    /// A table inside a border, every other row on a background when `alternatesRowBackgrounds`.
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle {
        BorderedTableStyle(alternatesRowBackgrounds: alternatesRowBackgrounds)
    }
}

/// What a table style changes in how a stage draws a table.
struct TableAppearance: Sendable {
    var isBordered = false
    var alternatesRowBackgrounds = false
}

private struct TableAppearanceKey: EnvironmentKey {
    static let defaultValue = TableAppearance()
}

/// What a tap on a table row runs besides selecting it: the `primaryAction` of
/// `contextMenu(forSelectionType:menu:primaryAction:)`.
struct TablePrimaryAction {
    let perform: (AnyHashable) -> Void
}

private struct TablePrimaryActionKey: EnvironmentKey {
    static var defaultValue: TablePrimaryAction? { nil }
}

extension EnvironmentValues {
    var tableAppearance: TableAppearance {
        get { self[TableAppearanceKey.self] }
        set { self[TableAppearanceKey.self] = newValue }
    }

    var tablePrimaryAction: TablePrimaryAction? {
        get { self[TablePrimaryActionKey.self] }
        set { self[TablePrimaryActionKey.self] = newValue }
    }
}

extension View {
    /// Draws the tables below with `style`.
    public nonisolated func tableStyle<S: TableStyle>(_ style: S) -> some View {
        var appearance = TableAppearance()
        if let bordered = style as? BorderedTableStyle {
            appearance.isBordered = true
            appearance.alternatesRowBackgrounds = bordered.alternatesRowBackgrounds
        } else if let inset = style as? InsetTableStyle {
            appearance.alternatesRowBackgrounds = inset.alternatesRowBackgrounds
        }
        return modifier(EnvironmentModifier { $0.tableAppearance = appearance })
    }

    /// A context menu for the selected rows of the table (or list) below, and an action for a row's
    /// primary tap.
    ///
    /// On a stage the menu is not shown (as for ``contextMenu(menuItems:)``); `primaryAction` runs
    /// with the tapped row's id when a table row is tapped, after the row is selected (SwiftUI runs
    /// it on a double click on a Mac and a tap on an iPad). Rows whose ids are not `I` are ignored.
    public nonisolated func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M, primaryAction: ((Set<I>) -> Void)? = nil) -> some View {
        let action = primaryAction.map { action in
            TablePrimaryAction { id in if let value = id.base as? I { action([value]) } }
        }
        return modifier(EnvironmentModifier { $0.tablePrimaryAction = action })
    }
}
