/// The size a parent offers a child during layout: SwiftUI's `ProposedViewSize`.
///
/// A `nil` dimension asks for the view's ideal size in that dimension; 0 asks for its minimum and
/// `.infinity` for its maximum. The child answers with the size it wants; the parent then places it.
public struct ProposedViewSize: Hashable, Sendable {
    /// The width offered, in points; `nil` asks for the ideal width.
    public var width: CGFloat?
    /// The height offered, in points; `nil` asks for the ideal height.
    public var height: CGFloat?

    /// Makes a proposal of `width` by `height` points (`nil`: the ideal size in that dimension).
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Makes a proposal of exactly `size`.
    public init(_ size: CGSize) {
        width = size.width
        height = size.height
    }

    /// 0 × 0: asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// `nil` × `nil`: asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// ∞ × ∞: asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` dimensions replaced (SwiftUI's default is 10 × 10).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    /// The proposal's dimension along `axis`.
    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }
}

extension CGSize {
    /// The size's dimension along `axis`.
    subscript(axis: Axis) -> CGFloat {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }
}
