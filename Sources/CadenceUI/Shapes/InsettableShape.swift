/// A shape that can be drawn inset from its frame: SwiftUI's `InsettableShape`, what `strokeBorder`
/// needs so a border stays inside the frame.
///
/// ```swift
/// Circle().strokeBorder(.blue, lineWidth: 8)   // the ring touches the frame from inside
/// ```
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// The shape laid out in its frame inset by `amount` points on every side (negative grows it).
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// A shape laid out in its frame inset on every side: what the built-in shapes' `inset(by:)` returns.
public nonisolated struct _Inset<Base: Shape>: InsettableShape {
    public var base: Base
    public var amount: CGFloat

    public init(base: Base, amount: CGFloat) {
        self.base = base
        self.amount = amount
    }

    public func path(in rect: CGRect) -> Path {
        base.path(in: rect.insetBy(dx: amount, dy: amount))
    }

    public func inset(by amount: CGFloat) -> _Inset<Base> {
        _Inset(base: base, amount: self.amount + amount)
    }

    public var animatableData: AnimatablePair<Base.AnimatableData, CGFloat> {
        get { AnimatablePair(base.animatableData, amount) }
        set {
            base.animatableData = newValue.first
            amount = newValue.second
        }
    }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount`, its corners shrunk by the same amount (so the inset
    /// outline stays parallel to the original).
    public func inset(by amount: CGFloat) -> _Inset<RoundedRectangle> {
        var smaller = self
        smaller.cornerSize = CGSize(width: max(0, cornerSize.width - amount), height: max(0, cornerSize.height - amount))
        return _Inset(base: smaller, amount: amount)
    }
}

extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Ellipse> { _Inset(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Circle> { _Inset(base: self, amount: amount) }
}

extension InsettableShape {
    /// The shape's outline drawn inside its frame: the stroke's outer edge touches the frame.
    public nonisolated func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }

    /// The shape's outline, `lineWidth` points wide, inside its frame.
    public nonisolated func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape, S> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The shape's outline in the foreground style, drawn inside its frame with `style`.
    public nonisolated func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<InsetShape, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: style)
    }

    /// The shape's outline in the foreground style, `lineWidth` points wide, inside its frame.
    public nonisolated func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<InsetShape, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), style: StrokeStyle(lineWidth: lineWidth))
    }
}
