// The sidebar of a `.sidebarAdaptable` tab view (iPadOS 18), and how search presents: a stage
// shows a tab view as an iPhone does, as a tab bar, where there is no sidebar to put these in.

extension View {
    /// Content above the tabs in the sidebar of a `.sidebarAdaptable` tab view: SwiftUI's
    /// `tabViewSidebarHeader(content:)`. A stage shows the tab bar, as an iPhone does, which has no
    /// sidebar: the content is not drawn.
    public nonisolated func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(StageInertModifier())
    }

    /// Content under the tabs in the sidebar of a `.sidebarAdaptable` tab view: SwiftUI's
    /// `tabViewSidebarFooter(content:)` (not drawn on a stage, which shows the tab bar).
    public nonisolated func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(StageInertModifier())
    }

    /// A bar at the bottom of a `.sidebarAdaptable` tab view's sidebar: SwiftUI's
    /// `tabViewSidebarBottomBar(content:)` (not drawn on a stage, which shows the tab bar).
    public nonisolated func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(StageInertModifier())
    }

    /// Whether presenting search may hide the toolbar's content (the navigation title):
    /// SwiftUI's `searchPresentationToolbarBehavior(_:)`. A stage keeps the navigation bar as it is
    /// while searching, which is what `.avoidHidingContent` asks; `.automatic` hides the title on
    /// iOS, which a stage does not model.
    public nonisolated func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View {
        modifier(StageInertModifier())
    }
}

/// How presenting search treats the toolbar: SwiftUI's `SearchPresentationToolbarBehavior`.
public struct SearchPresentationToolbarBehavior: Sendable, Equatable {
    private let name: String

    /// The platform's behaviour (on iOS, the navigation title hides while searching).
    public static let automatic = SearchPresentationToolbarBehavior(name: "automatic")
    /// The toolbar's content stays while searching.
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(name: "avoidHidingContent")
}
