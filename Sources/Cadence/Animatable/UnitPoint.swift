import Foundation

/// A point in a view's unit coordinate space: (0, 0) is the top-leading corner, (1, 1) the
/// bottom-trailing one. Mirrors SwiftUI's `UnitPoint`; used as the anchor of scale and rotation.
@frozen
public struct UnitPoint: Sendable, Hashable {
    /// The horizontal position: 0 the leading edge, 1 the trailing edge; values outside 0…1 lie outside
    /// the view (allowed, as in SwiftUI).
    public var x: CGFloat
    /// The vertical position: 0 the top edge, 1 the bottom edge; values outside 0…1 lie outside the view.
    public var y: CGFloat

    /// Makes the top-leading point, (0, 0).
    @inlinable public init() { x = 0; y = 0 }
    /// Makes the point at `x` of the width and `y` of the height, from the top-leading corner.
    @inlinable public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }

    /// (0, 0): the top-leading corner, as ``topLeading``.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5): the centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5): the middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5): the middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0): the middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1): the middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0): the top-leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0): the top-trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1): the bottom-leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1): the bottom-trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

extension UnitPoint: Animatable {
    /// (x × 128, y × 128). SwiftUI scales a unit point's animatable data by 128 as it does an
    /// angle's (measured for `Angle`); for `UnitPoint` the factor comes from reverse engineering —
    /// OpenSwiftUI's `UnitPoint.swift` (audited for iOS 18) scales by its `unitScale`, 128 — and has
    /// not been measured. The factor is a power of two, so interpolation is exact either way; it shows
    /// only where the data meets an absolute threshold, such as the rest test of a fluid spring,
    /// which runs longer for an anchor than it would on the bare unit coordinates.
    @inlinable
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x * 128, y * 128) }
        set { (x, y) = (newValue.first / 128, newValue.second / 128) }
    }
}
