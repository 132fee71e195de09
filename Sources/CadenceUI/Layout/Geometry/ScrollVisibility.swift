extension View {
    /// Runs `action` when this view becomes visible in its scroll view, or stops being visible:
    /// SwiftUI's `onScrollVisibilityChange(threshold:_:)`.
    ///
    /// ```swift
    /// VideoCell(video)
    ///     .onScrollVisibilityChange(threshold: 0.2) { isVisible in player.isPlaying = isVisible }
    /// ```
    ///
    /// Visible means that at least `threshold` (0 to 1) of the view's area lies inside the bounds of
    /// the nearest enclosing scroll view (with a threshold of 0: any of it). A view that is visible
    /// when first drawn calls `action(true)` then; one that is not calls nothing until it becomes
    /// visible. Outside a scroll view a view counts as visible. Thresholds outside 0…1 are clamped.
    public nonisolated func onScrollVisibilityChange(threshold: Double = 0.5,
                                                     _ action: @escaping (_ isVisible: Bool) -> Void) -> some View {
        onGeometryChange(for: Bool.self) { proxy in
            ScrollVisibility.isVisible(size: proxy.size, scrollBounds: proxy.bounds(of: .scrollView), threshold: threshold)
        } action: { old, new in
            // The first call (old == new) reports only a view that starts visible.
            if old != new || new { action(new) }
        }
    }
}

/// When `onScrollVisibilityChange` counts a view as visible.
enum ScrollVisibility {
    /// Whether at least `threshold` of a view of `size` (at the origin of its own coordinates) lies
    /// in `scrollBounds` (the scroll view's bounds in those coordinates; `nil` outside a scroll view,
    /// which counts as visible).
    static func isVisible(size: CGSize, scrollBounds: CGRect?, threshold: Double) -> Bool {
        guard let scrollBounds else { return true }
        let view = CGRect(origin: .zero, size: size)
        let shown = view.intersection(scrollBounds)
        guard !shown.isNull else { return false }
        let area = Double(view.width * view.height)
        // A view without area is visible where it lies inside the bounds.
        guard area > 0 else { return true }
        let fraction = Double(shown.width * shown.height) / area
        let needed = min(max(threshold.isNaN ? 0.5 : threshold, 0), 1)
        return needed == 0 ? fraction > 0 : fraction >= needed
    }
}
