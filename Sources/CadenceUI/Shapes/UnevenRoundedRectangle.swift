/// The radii of a rectangle's four corners: SwiftUI's `RectangleCornerRadii`. Animatable.
public struct RectangleCornerRadii: Hashable, Sendable, Animatable {
    /// The top-leading corner's radius, in points.
    public var topLeading: CGFloat
    /// The bottom-leading corner's radius, in points.
    public var bottomLeading: CGFloat
    /// The bottom-trailing corner's radius, in points.
    public var bottomTrailing: CGFloat
    /// The top-trailing corner's radius, in points.
    public var topTrailing: CGFloat

    /// Makes radii; every corner defaults to 0 (square).
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(topLeading, bottomLeading), AnimatablePair(bottomTrailing, topTrailing)) }
        set {
            (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
            (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
        }
    }
}

/// A rectangle with a different radius at each corner: SwiftUI's `UnevenRoundedRectangle`. Each
/// radius is clamped to half the shorter side. Leading corners are on the left; in a right-to-left
/// layout the shape mirrors (its `layoutDirectionBehavior` is `.mirrors`), so they are on the right.
public nonisolated struct UnevenRoundedRectangle: Shape, InsettableShape {
    /// The four corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners are drawn (Cadence draws `.continuous` as `.circular`).
    public var style: RoundedCornerStyle

    /// Makes the shape with `cornerRadii`, `.continuous` by default.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Makes the shape from each corner's radius (default 0), `.continuous` by default.
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }

    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
    }

    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    public func inset(by amount: CGFloat) -> _Inset<UnevenRoundedRectangle> {
        var smaller = self
        let shrink = { (r: CGFloat) in max(0, r - amount) }
        smaller.cornerRadii = RectangleCornerRadii(topLeading: shrink(cornerRadii.topLeading), bottomLeading: shrink(cornerRadii.bottomLeading),
                                                   bottomTrailing: shrink(cornerRadii.bottomTrailing), topTrailing: shrink(cornerRadii.topTrailing))
        return _Inset(base: smaller, amount: amount)
    }
}
