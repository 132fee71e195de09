// iOS 17's stacked shape drawing: `fill` and `stroke` on a shape view return shape views again, so
// fills and strokes of one shape can be chained:
//
//     Capsule()
//         .fill(.yellow)
//         .stroke(.blue, lineWidth: 8)
//         .strokeBorder(.red, lineWidth: 2)
//
// Each step draws its shape over what came before (its `background`), in the same frame.

/// A view that provides a shape you can fill or stroke again: SwiftUI's `ShapeView`. The shape views
/// `Shape.fill(_:style:)`, `stroke(…)` and `strokeBorder(…)` return conform, as do the views these
/// methods return in turn.
public nonisolated protocol ShapeView<Content>: View {
    /// The type of shape this view provides.
    associatedtype Content: Shape
    /// The shape this view draws, for the next drawing operation.
    var shape: Content { get }
}

extension _ShapeView: ShapeView {}

extension ShapeView {
    /// This view with its shape filled with `content` drawn over it.
    public nonisolated func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// This view with its shape's outline in `content`, drawn with `style`, over it.
    public nonisolated func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// This view with its shape's outline in `content`, `lineWidth` points wide, over it.
    public nonisolated func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// This view with its shape's outline in `content`, drawn with `style` inside the frame, over it.
    public nonisolated func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// This view with its shape's outline in `content`, `lineWidth` points wide inside the frame, over it.
    public nonisolated func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

/// A shape filled over a background: what `ShapeView.fill(_:style:)` returns (SwiftUI's
/// `FillShapeView`). You don't create it directly.
public nonisolated struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape that is filled, and provided for the next drawing operation.
    public var shape: Content
    /// What fills the shape.
    public var style: Style
    /// The fill rule and antialiasing.
    public var fillStyle: FillStyle
    /// What is drawn under the fill (the shape view this one was made from).
    public var background: Background

    /// A shape view filling `shape` with `style` over `background`.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    public var body: some View {
        background.overlay { shape.fill(style, style: fillStyle) }
    }
}

/// A shape's outline over a background: what `ShapeView.stroke(…)` returns (SwiftUI's
/// `StrokeShapeView`). You don't create it directly.
public nonisolated struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape that is stroked, and provided for the next drawing operation.
    public var shape: Content
    /// What the outline is drawn in.
    public var style: Style
    /// The outline's width, caps, joins and dashes (centred on the path).
    public var strokeStyle: StrokeStyle
    /// Whether the outline is antialiased (Cadence always antialiases).
    public var isAntialiased: Bool
    /// What is drawn under the outline.
    public var background: Background

    /// A shape view stroking `shape` with `style` and `strokeStyle` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public var body: some View {
        background.overlay { shape.stroke(style, style: strokeStyle, antialiased: isAntialiased) }
    }
}

/// A shape's outline drawn inside its frame over a background: what `ShapeView.strokeBorder(…)`
/// returns (SwiftUI's `StrokeBorderShapeView`). You don't create it directly.
public nonisolated struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape whose border is drawn, and provided for the next drawing operation.
    public var shape: Content
    /// What the border is drawn in.
    public var style: Style
    /// The border's width, caps, joins and dashes (its outer edge on the frame).
    public var strokeStyle: StrokeStyle
    /// Whether the border is antialiased (Cadence always antialiases).
    public var isAntialiased: Bool
    /// What is drawn under the border.
    public var background: Background

    /// A shape view drawing `shape`'s border with `style` and `strokeStyle` over `background`.
    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    public var body: some View {
        background.overlay { shape.strokeBorder(style, style: strokeStyle, antialiased: isAntialiased) }
    }
}
