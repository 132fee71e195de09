// Tab customization of iOS 18 (`TabViewCustomization`, `customizationID`, `tabPlacement`,
// `defaultVisibility(_:for:)`, `customizationBehavior(_:for:)`). A stage draws the iPhone tab bar:
// a tab placed `.sidebarOnly`, or hidden from the tab bar by its default visibility or by the
// customization, is left out of the bar (its content still shows when the selection names it).
// Sidebar visibility and section order are kept in the customization, as SwiftUI keeps them, but a
// stage draws no sidebar and offers no editing, so nothing changes a customization but the app.

import Foundation

/// The customizations a person made to a `.sidebarAdaptable` tab view (which tabs show, the order
/// of a section's tabs): SwiftUI's `TabViewCustomization`.
///
/// ```swift
/// @AppStorage("tabs") private var customization: TabViewCustomization
///
/// TabView {
///     Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }
///         .customizationID("mail.inbox")
/// }
/// .tabViewStyle(.sidebarAdaptable)
/// .tabViewCustomization($customization)
/// ```
///
/// An empty customization shows tabs by their default visibilities, sections in the order written.
/// It is `Codable`, so `@AppStorage` and `@SceneStorage` keep it.
public struct TabViewCustomization: Equatable, Codable, Sendable {
    private var sidebar: [String: VisibilityCode] = [:]
    private var tabBar: [String: VisibilityCode] = [:]
    private var sectionOrders: [String: [String]] = [:]

    /// An empty customization.
    public init() {}

    /// The sidebar visibility of the tab whose customization identifier is `id` (`.automatic` for
    /// an identifier without a customization).
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { sidebar[id]?.visibility ?? .automatic }
        set { sidebar[id] = VisibilityCode(newValue) }
    }

    /// The customization of the tab whose customization identifier is `id`.
    public subscript(tab id: String) -> TabCustomization {
        get {
            TabCustomization(sidebarVisibility: sidebar[id]?.visibility ?? .automatic,
                             tabBarVisibility: tabBar[id]?.visibility ?? .automatic)
        }
        set {
            sidebar[id] = VisibilityCode(newValue.sidebarVisibility)
            tabBar[id] = VisibilityCode(newValue.tabBarVisibility)
        }
    }

    /// The customization of the section whose customization identifier is `id`.
    public subscript(section id: String) -> SectionCustomization {
        get { SectionCustomization(tabOrder: sectionOrders[id]) }
        set { sectionOrders[id] = newValue.tabOrder }
    }

    /// Resets every tab's visibility to its default, keeping the sections' order.
    public mutating func resetVisibility() {
        sidebar.removeAll()
        tabBar.removeAll()
    }

    /// Resets the order of the tabs of every section to the order written.
    public mutating func resetSectionOrder() {
        sectionOrders.removeAll()
    }

    /// The customizations of one tab: SwiftUI's `TabViewCustomization.TabCustomization`.
    public struct TabCustomization: Equatable, Sendable {
        /// The tab's visibility in the sidebar (`.automatic`: its default).
        public var sidebarVisibility: Visibility
        /// The tab's visibility in the tab bar (`.automatic`: its default). Only the system's
        /// editing changes it; a stage has none.
        public internal(set) var tabBarVisibility: Visibility
    }

    /// The customizations of one tab section: SwiftUI's
    /// `TabViewCustomization.SectionCustomization`.
    public struct SectionCustomization: Equatable, Sendable {
        /// The order of the section's tabs by customization identifier (`nil`: the order written).
        /// Only the system's editing changes it; a stage has none.
        public internal(set) var tabOrder: [String]?

        /// Resets the order of the section's tabs to the order written.
        public mutating func resetTabOrder() {
            tabOrder = nil
        }
    }

    /// A visibility as it is encoded.
    private enum VisibilityCode: String, Codable, Sendable {
        case automatic, visible, hidden

        init?(_ visibility: Visibility) {
            switch visibility {
            case .automatic: return nil
            case .visible: self = .visible
            case .hidden: self = .hidden
            }
        }

        var visibility: Visibility {
            switch self {
            case .automatic: .automatic
            case .visible: .visible
            case .hidden: .hidden
            }
        }
    }
}

/// Where a tab may show in an adaptable tab view: SwiftUI's `AdaptableTabBarPlacement`.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String

    /// Wherever the tab view puts it.
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    /// The tab bar.
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    /// The sidebar.
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// Where a tab sits in an adaptable tab view: SwiftUI's `TabPlacement`.
public struct TabPlacement: Hashable, Sendable {
    let name: String

    /// In the tab bar and the sidebar, customizable.
    public static let automatic = TabPlacement(name: "automatic")
    /// Pinned to the trailing end of the tab bar, not customizable.
    public static let pinned = TabPlacement(name: "pinned")
    /// Only in the sidebar: never in the tab bar.
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

/// Whether a person may customize a tab: SwiftUI's `TabCustomizationBehavior`.
public struct TabCustomizationBehavior: Hashable, Sendable {
    let name: String

    /// The tab view decides.
    public static let automatic = TabCustomizationBehavior(name: "automatic")
    /// A person may reorder the tab but not hide it.
    public static let reorderable = TabCustomizationBehavior(name: "reorderable")
    /// A person may neither hide nor reorder the tab.
    public static let disabled = TabCustomizationBehavior(name: "disabled")
}

/// A tab's customization settings, read by its tab view.
struct TabTraits {
    var customizationID: String?
    var placement: TabPlacement = .automatic
    var defaultTabBarVisibility: Visibility = .automatic
    var defaultSidebarVisibility: Visibility = .automatic
    var behaviors: [AdaptableTabBarPlacement: TabCustomizationBehavior] = [:]
    /// `hidden(true)` on the tab.
    var isHidden = false

    /// Whether the tab shows in the iPhone tab bar under `customization`.
    func showsInTabBar(_ customization: TabViewCustomization?) -> Bool {
        if isHidden || placement == .sidebarOnly { return false }
        if let id = customizationID, let customization {
            switch customization[tab: id].tabBarVisibility {
            case .visible: return true
            case .hidden: return false
            case .automatic: break
            }
        }
        return defaultTabBarVisibility != .hidden
    }
}

extension View {
    /// Names this tab (or tab section) for its tab view's customization: SwiftUI's
    /// `customizationID(_:)`. Tabs without one are not customizable.
    public nonisolated func customizationID(_ id: String) -> some View {
        // A tab's own identifier wins over its section's.
        modifier(TabTraitsModifier { $0.customizationID = $0.customizationID ?? id })
    }

    /// Where this tab sits: SwiftUI's `tabPlacement(_:)`. A `.sidebarOnly` tab is left out of the
    /// tab bar a stage draws.
    public nonisolated func tabPlacement(_ placement: TabPlacement) -> some View {
        modifier(TabTraitsModifier { $0.placement = placement })
    }

    /// The visibility of this tab in `placements` before a person customizes it: SwiftUI's
    /// `defaultVisibility(_:for:)`. A tab hidden for `.tabBar` is left out of the tab bar unless
    /// the customization shows it; `.automatic` stands for both placements.
    public nonisolated func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> some View {
        modifier(TabTraitsModifier.defaultVisibility(visibility, for: placements))
    }

    /// Whether a person may customize this tab in `placements`: SwiftUI's
    /// `customizationBehavior(_:for:)`. Kept with the tab; a stage offers no editing.
    public nonisolated func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> some View {
        modifier(TabTraitsModifier.customizationBehavior(behavior, for: placements))
    }

    /// The customization the tab view below keeps its tabs' visibility and order in: SwiftUI's
    /// `tabViewCustomization(_:)`. `nil` turns customization off.
    public nonisolated func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> some View {
        modifier(EnvironmentModifier { $0.tabViewCustomization = customization })
    }
}

/// Changes the tab traits of the content's nodes (a tab section's reach each of its tabs).
nonisolated struct TabTraitsModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let change: (inout TabTraits) -> Void

    /// Sets the default visibility in `placements` (`.automatic` standing for both).
    static func defaultVisibility(_ visibility: Visibility, for placements: [AdaptableTabBarPlacement]) -> TabTraitsModifier {
        TabTraitsModifier { traits in
            for placement in placements {
                if placement != .sidebar { traits.defaultTabBarVisibility = visibility }
                if placement != .tabBar { traits.defaultSidebarVisibility = visibility }
            }
        }
    }

    /// Sets the customization behavior in `placements`.
    static func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: [AdaptableTabBarPlacement]) -> TabTraitsModifier {
        TabTraitsModifier { traits in
            for placement in placements { traits.behaviors[placement] = behavior }
        }
    }

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let nodes = content(context)
        for node in nodes {
            // Merged with the traits set further in (a badge between two modifiers wraps the node).
            var traits = node.trait { $0.tabTraits } ?? TabTraits()
            change(&traits)
            node.tabTraits = traits
        }
        return nodes
    }
}

private struct TabViewCustomizationKey: EnvironmentKey {
    static var defaultValue: Binding<TabViewCustomization>? { nil }
}

extension EnvironmentValues {
    /// The customization of the tab views below (`tabViewCustomization(_:)`).
    var tabViewCustomization: Binding<TabViewCustomization>? {
        get { self[TabViewCustomizationKey.self] }
        set { self[TabViewCustomizationKey.self] = newValue }
    }
}

extension AppStorage where Value == TabViewCustomization {
    /// A tab view customization kept under `key` (an empty one until a person customizes).
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(key: key, defaultValue: TabViewCustomization())
    }
}

extension SceneStorage where Value == TabViewCustomization {
    /// A tab view customization kept with the scene under `key` (an empty one at first).
    public init(_ key: String) {
        self.init(key: key, defaultValue: TabViewCustomization())
    }
}
