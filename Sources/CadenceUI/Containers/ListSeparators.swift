import Foundation

extension View {
    /// Draws this list row's separator in `color` (`nil`: the system's separator grey).
    ///
    /// On a stage the separator drawn is the one below the row (a list draws none above its first
    /// row or below a section's last), so `edges` is accepted as SwiftUI's is and the tint applies to
    /// that line whichever edges are named.
    public nonisolated func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        modifier(NodeTraitModifier { $0.listRow.separatorTint = color })
    }

    /// Whether the separators at the top and bottom edges of this list section are drawn.
    ///
    /// SwiftUI draws section-edge separators in the plain list style only; a stage draws none in any
    /// style, so hiding them changes nothing drawn and showing them adds none.
    public nonisolated func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        self
    }

    /// Draws this list section's edge separators in `color` (`nil`: the system's).
    ///
    /// A stage draws no section-edge separators (see `listSectionSeparator(_:edges:)`), so nothing
    /// drawn changes.
    public nonisolated func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        self
    }
}
