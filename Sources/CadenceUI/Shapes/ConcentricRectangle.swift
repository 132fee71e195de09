import Foundation

extension Edge {
    /// One corner of a rectangle: SwiftUI's `Edge.Corner` (iOS 26).
    public enum Corner: Int8, Hashable, Sendable, CaseIterable {
        /// The corner where the top and leading edges meet.
        case topLeading
        /// The corner where the top and trailing edges meet.
        case topTrailing
        /// The corner where the bottom and leading edges meet.
        case bottomLeading
        /// The corner where the bottom and trailing edges meet.
        case bottomTrailing

        /// How a corner of a `ConcentricRectangle` is drawn: square, rounded with a fixed radius, or
        /// rounded concentrically with the corner of the container shape around it. SwiftUI's
        /// `Edge.Corner.Style`.
        ///
        /// ```swift
        /// ConcentricRectangle(corners: .concentric(minimum: 12))   // never less than 12 points
        /// ConcentricRectangle(uniformTopCorners: .fixed(20), uniformBottomCorners: .concentric)
        /// ConcentricRectangle(corners: 8)                          // a literal is `.fixed(8)`
        /// ```
        ///
        /// A concentric corner's radius is the container's corner radius less the distance between
        /// the two corners, never below zero or below its minimum. A Cadence stage sets no container
        /// shapes (`containerShape(_:)` records none, and the stage is a window with square
        /// corners), so a concentric corner has no container radius to follow: it is square, or
        /// rounded with its minimum's radius when it has one.
        public struct Style: Hashable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
            indirect enum Kind: Hashable, Sendable {
                case fixed(CGFloat)
                case concentric(minimum: Style?)
            }

            let kind: Kind

            /// A corner rounded with `radius` points (0: square; a negative or NaN radius is square).
            public static func fixed(_ radius: CGFloat) -> Style { Style(kind: .fixed(radius)) }

            /// A corner concentric with the container shape's corner, never below zero.
            public static var concentric: Style { Style(kind: .concentric(minimum: nil)) }

            /// A corner concentric with the container shape's corner, never below `minimum`'s
            /// radius (`nil`: zero).
            public static func concentric(minimum: Style? = nil) -> Style { Style(kind: .concentric(minimum: minimum)) }

            /// `.fixed(value)`: an integer literal is a fixed radius in points.
            public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

            /// `.fixed(value)`: a floating-point literal is a fixed radius in points.
            public init(floatLiteral value: Float) { kind = .fixed(CGFloat(value)) }

            private init(kind: Kind) { self.kind = kind }

            /// The radius in points with `containerRadius` as the concentric radius the container
            /// gives this corner (`nil`: no container shape).
            func radius(containerRadius: CGFloat?) -> CGFloat {
                switch kind {
                case .fixed(let radius):
                    return radius.isNaN ? 0 : max(0, radius)
                case .concentric(let minimum):
                    let concentric = max(0, containerRadius ?? 0)
                    return max(concentric, minimum?.radius(containerRadius: containerRadius) ?? 0)
                }
            }
        }
    }
}

/// A rectangle whose corners are each square, rounded with a fixed radius, or concentric with the
/// container shape's corners: SwiftUI's `ConcentricRectangle` (iOS 26).
///
/// ```swift
/// content
///     .padding(12)
///     .background(.thinMaterial, in: ConcentricRectangle(corners: .concentric(minimum: 12), isUniform: true))
/// ```
///
/// Each corner is resolved by its `Edge.Corner.Style`. Corners made uniform (`isUniform`, or the
/// `uniform…Corners` parameters) take the largest radius in their group, as SwiftUI's do. A stage
/// has no container shapes (see `Edge.Corner.Style`), so concentric corners are square or take
/// their minimum; fixed corners are as given. Radii are clamped to half the shorter side, and
/// corners are drawn as `UnevenRoundedRectangle` draws `.continuous` ones. Leading corners are on
/// the left, mirrored in a right-to-left layout. An inset rectangle's corners are smaller by the
/// inset (never below zero), so a `strokeBorder` runs parallel to the edge.
public nonisolated struct ConcentricRectangle: InsettableShape {
    /// Corners that share the largest radius among them.
    enum Uniformity: Hashable, Sendable {
        case none, all, topAndBottom, leadingAndTrailing, top, bottom, leading, trailing
    }

    let topLeading: Edge.Corner.Style
    let topTrailing: Edge.Corner.Style
    let bottomLeading: Edge.Corner.Style
    let bottomTrailing: Edge.Corner.Style
    let uniformity: Uniformity
    /// How far the shape is inset (`inset(by:)`), in points.
    var insetAmount: CGFloat = 0

    /// A rectangle whose corners are each concentric with the container's.
    public init() {
        self.init(.concentric, .concentric, .concentric, .concentric, .none)
    }

    /// A rectangle with `corners` at all four corners; with `isUniform`, all four take the
    /// largest radius among them.
    public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
        self.init(corners, corners, corners, corners, isUniform ? .all : .none)
    }

    /// A rectangle with a style of its own at each corner (each `.concentric` by default).
    public init(topLeadingCorner: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric, bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner, topTrailingCorner, bottomLeadingCorner, bottomTrailingCorner, .none)
    }

    /// A rectangle whose two top corners share `uniformTopCorners` (and their largest radius), and
    /// whose two bottom corners share `uniformBottomCorners`.
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, uniformBottomCorners: Edge.Corner.Style = .concentric) {
        self.init(uniformTopCorners, uniformTopCorners, uniformBottomCorners, uniformBottomCorners, .topAndBottom)
    }

    /// A rectangle whose two leading corners share `uniformLeadingCorners` (and their largest
    /// radius), and whose two trailing corners share `uniformTrailingCorners`.
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, uniformTrailingCorners: Edge.Corner.Style = .concentric) {
        self.init(uniformLeadingCorners, uniformTrailingCorners, uniformLeadingCorners, uniformTrailingCorners, .leadingAndTrailing)
    }

    /// A rectangle whose two top corners share `uniformTopCorners` (and their largest radius), with
    /// a style of its own at each bottom corner.
    public init(uniformTopCorners: Edge.Corner.Style = .concentric, bottomLeadingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(uniformTopCorners, uniformTopCorners, bottomLeadingCorner, bottomTrailingCorner, .top)
    }

    /// A rectangle whose two bottom corners share `uniformBottomCorners` (and their largest
    /// radius), with a style of its own at each top corner.
    public init(uniformBottomCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                topTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner, topTrailingCorner, uniformBottomCorners, uniformBottomCorners, .bottom)
    }

    /// A rectangle whose two leading corners share `uniformLeadingCorners` (and their largest
    /// radius), with a style of its own at each trailing corner.
    public init(uniformLeadingCorners: Edge.Corner.Style = .concentric, topTrailingCorner: Edge.Corner.Style = .concentric,
                bottomTrailingCorner: Edge.Corner.Style = .concentric) {
        self.init(uniformLeadingCorners, topTrailingCorner, uniformLeadingCorners, bottomTrailingCorner, .leading)
    }

    /// A rectangle whose two trailing corners share `uniformTrailingCorners` (and their largest
    /// radius), with a style of its own at each leading corner.
    public init(uniformTrailingCorners: Edge.Corner.Style = .concentric, topLeadingCorner: Edge.Corner.Style = .concentric,
                bottomLeadingCorner: Edge.Corner.Style = .concentric) {
        self.init(topLeadingCorner, uniformTrailingCorners, bottomLeadingCorner, uniformTrailingCorners, .trailing)
    }

    private init(_ topLeading: Edge.Corner.Style, _ topTrailing: Edge.Corner.Style, _ bottomLeading: Edge.Corner.Style,
                 _ bottomTrailing: Edge.Corner.Style, _ uniformity: Uniformity) {
        self.topLeading = topLeading
        self.topTrailing = topTrailing
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.uniformity = uniformity
    }

    /// The four corners' radii on a stage (no container shape), before the inset.
    var cornerRadii: RectangleCornerRadii {
        var tl = topLeading.radius(containerRadius: nil), tr = topTrailing.radius(containerRadius: nil)
        var bl = bottomLeading.radius(containerRadius: nil), br = bottomTrailing.radius(containerRadius: nil)
        func share(_ a: inout CGFloat, _ b: inout CGFloat) { (a, b) = (max(a, b), max(a, b)) }
        switch uniformity {
        case .none: break
        case .all:
            let largest = max(tl, tr, bl, br)
            (tl, tr, bl, br) = (largest, largest, largest, largest)
        case .topAndBottom: share(&tl, &tr); share(&bl, &br)
        case .leadingAndTrailing: share(&tl, &bl); share(&tr, &br)
        case .top: share(&tl, &tr)
        case .bottom: share(&bl, &br)
        case .leading: share(&tl, &bl)
        case .trailing: share(&tr, &br)
        }
        return RectangleCornerRadii(topLeading: tl, bottomLeading: bl, bottomTrailing: br, topTrailing: tr)
    }

    public func path(in rect: CGRect) -> Path {
        // Drawn, and inset, as the rounded rectangle of the resolved radii is.
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: .continuous).inset(by: insetAmount).path(in: rect)
    }

    public func inset(by amount: CGFloat) -> ConcentricRectangle {
        var inset = self
        inset.insetAmount += amount
        return inset
    }
}

extension Shape where Self == ConcentricRectangle {
    /// A concentric rectangle with `corners` at all four corners (`ConcentricRectangle(corners:isUniform:)`).
    public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> ConcentricRectangle {
        ConcentricRectangle(corners: corners, isUniform: isUniform)
    }

    /// A concentric rectangle with uniform top and bottom corners
    /// (`ConcentricRectangle(uniformTopCorners:uniformBottomCorners:)`).
    public static func rect(uniformTopCorners: Edge.Corner.Style, uniformBottomCorners: Edge.Corner.Style) -> ConcentricRectangle {
        ConcentricRectangle(uniformTopCorners: uniformTopCorners, uniformBottomCorners: uniformBottomCorners)
    }

    /// A concentric rectangle with uniform leading and trailing corners
    /// (`ConcentricRectangle(uniformLeadingCorners:uniformTrailingCorners:)`).
    public static func rect(uniformLeadingCorners: Edge.Corner.Style, uniformTrailingCorners: Edge.Corner.Style) -> ConcentricRectangle {
        ConcentricRectangle(uniformLeadingCorners: uniformLeadingCorners, uniformTrailingCorners: uniformTrailingCorners)
    }
}
