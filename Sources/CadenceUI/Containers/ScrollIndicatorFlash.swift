import Foundation

extension View {
    /// Flashes the scroll indicators of the scroll views below each time `value` changes.
    ///
    /// A stage draws no scroll indicators (see `scrollIndicators(_:axes:)`), so there is nothing to
    /// flash: the view is unchanged.
    public nonisolated func scrollIndicatorsFlash<T: Equatable>(trigger value: T) -> some View {
        self
    }

    /// Flashes the scroll indicators of the scroll views below when they appear (when
    /// `onAppear` is `true`). A stage draws no scroll indicators: the view is unchanged.
    public nonisolated func scrollIndicatorsFlash(onAppear: Bool) -> some View {
        self
    }
}
