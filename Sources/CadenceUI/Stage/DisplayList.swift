/// What a stage shows at one moment: a flat list of resolved drawing items, back to front.
///
/// Every item has its final colour (opacity accumulated from `.opacity` modifiers folded in), its
/// rectangle in stage layout coordinates (points, origin top-left, y down) and the accumulated
/// transform of the render effects above it (`scaleEffect`, `rotationEffect`, `offset`), which maps
/// layout coordinates to stage coordinates. A renderer draws each item's geometry through its
/// transform, clipped by its clips; nothing else is needed.
///
/// ```swift
/// let list = stage.displayList()
/// print(list)            // the deterministic text form used by snapshot tests
/// list.items[0].bounds   // where the first item ends up on the stage
/// ```
///
/// `DisplayList` and its items are `Sendable` values: a renderer can consume them on any thread.
public struct DisplayList: Hashable, Sendable {
    /// The stage's size in points.
    public var size: CGSize
    /// The stage time this list shows, in seconds.
    public var time: Double
    /// Items in drawing order (back to front).
    public var items: [Item]

    /// Makes a display list of `items` for a stage of `size` points at `time` seconds.
    public init(size: CGSize, time: Double, items: [Item]) {
        self.size = size
        self.time = time
        self.items = items
    }

    /// One thing to draw.
    public struct Item: Hashable, Sendable {
        /// What the item draws.
        public var content: Content
        /// Layout coordinates → stage coordinates.
        public var transform: AffineTransform2D
        /// Clip regions from `clipShape`, outermost first; the item is visible inside all of them.
        public var clips: [Clip]
        /// The effect layers the item is drawn in, outermost first (`blur`, `mask`, `shadow`,
        /// `compositingGroup`, a 3-D projection …). Consecutive items that share a layer's `id` are
        /// drawn into that layer together, which is then composited with its effect; an item outside
        /// every layer has none. See ``Layer``.
        public var layers: [Layer]

        /// Makes an item of `content`; by default untransformed, unclipped and in no layer.
        public init(content: Content, transform: AffineTransform2D = .identity, clips: [Clip] = [], layers: [Layer] = []) {
            self.content = content
            self.transform = transform
            self.clips = clips
            self.layers = layers
        }

        /// The item's rectangle in layout coordinates.
        public var rect: CGRect {
            switch content {
            case .shape(let shape): shape.rect
            case .text(let text): text.rect
            case .symbol(let symbol): symbol.rect
            }
        }

        /// The axis-aligned bounds of the item's rectangle on the stage, after its transform.
        public var bounds: CGRect {
            transform.apply(to: rect)
        }
    }

    /// What an item draws: a shape, a text or a symbol.
    public enum Content: Hashable, Sendable {
        /// A filled or stroked shape.
        case shape(ShapeItem)
        /// A run of text.
        case text(TextItem)
        /// A system symbol.
        case symbol(SymbolItem)
    }

    /// A filled or stroked shape.
    public struct ShapeItem: Hashable, Sendable {
        /// The shape's outline, laid out in ``rect``.
        public var geometry: ShapeGeometry
        /// The frame the shape was laid out in (layout coordinates).
        public var rect: CGRect
        /// The colour and the line width. With a ``shading`` the colour is only representative (the
        /// first stop of a gradient), for readers that want one colour (the accessibility audit).
        public var paint: Paint
        /// What fills (or strokes) the shape instead of `paint`'s colour: a gradient or a material.
        /// `nil` draws `paint`'s colour.
        public var shading: Shading?
        /// The full stroke (caps, joins, miter limit, dashes) of a stroked shape; `nil` is a plain
        /// stroke of `paint`'s line width.
        public var strokeStyle: StrokeStyle?
        /// The fill rule of a filled shape (`FillStyle(eoFill: true)` cuts nested subpaths out).
        public var fillStyle: FillStyle

        /// Makes a shape item; by default one colour, no stroke style and a non-zero fill.
        public init(geometry: ShapeGeometry, rect: CGRect, paint: Paint, shading: Shading? = nil,
                    strokeStyle: StrokeStyle? = nil, fillStyle: FillStyle = FillStyle()) {
            self.geometry = geometry
            self.rect = rect
            self.paint = paint
            self.shading = shading
            self.strokeStyle = strokeStyle
            self.fillStyle = fillStyle
        }

        /// The outline to fill or stroke, in layout coordinates.
        public var path: Path { geometry.path(in: rect) }
    }

    /// How a shape is painted: filled, or stroked with a line width.
    public enum Paint: Hashable, Sendable {
        /// The shape filled with a colour.
        case fill(Color.Resolved)
        /// An outline `lineWidth` points wide, centred on the path.
        case stroke(Color.Resolved, lineWidth: CGFloat)

        /// The colour, whether filled or stroked.
        public var color: Color.Resolved {
            switch self {
            case .fill(let color), .stroke(let color, _): color
            }
        }
    }

    /// A run of text, already broken into lines by the stage's text measurer.
    public struct TextItem: Hashable, Sendable {
        /// The whole text.
        public var text: String
        /// The font, resolved to a size and weight.
        public var font: ResolvedFont
        /// The text's colour (the first stop of its shading, when it has one).
        public var color: Color.Resolved
        /// The text's frame (layout coordinates).
        public var rect: CGRect
        /// The lines, top to bottom, each with its box and baseline (layout coordinates).
        public var lines: [TextLine]
        /// The styled runs of a text with several styles (`Text + Text`, Markdown), in order; empty
        /// when the whole text has `font` and `color`.
        public var runs: [TextRun]
        /// Extra points after each character.
        public var tracking: CGFloat
        /// What fills the glyphs instead of `color` (a gradient from `foregroundStyle`, placed in the
        /// text's frame); `color` is then its first stop, for readers that want one colour.
        public var shading: Shading?

        /// Makes a text item; by default in one style, without tracking or shading.
        public init(text: String, font: ResolvedFont, color: Color.Resolved, rect: CGRect, lines: [TextLine], runs: [TextRun] = [], tracking: CGFloat = 0,
                    shading: Shading? = nil) {
            self.text = text
            self.font = font
            self.color = color
            self.rect = rect
            self.lines = lines
            self.runs = runs
            self.tracking = tracking
            self.shading = shading
        }
    }

    /// A piece of a text in one style.
    public struct TextRun: Hashable, Sendable {
        /// The run's characters.
        public var text: String
        /// The run's font.
        public var font: ResolvedFont
        /// The run's colour.
        public var color: Color.Resolved
        /// Whether the run is underlined.
        public var isUnderlined: Bool
        /// Whether the run is struck through.
        public var isStrikethrough: Bool
        /// Points above the baseline.
        public var baselineOffset: CGFloat
        /// Extra points after each character (`tracking`, `kerning`).
        public var tracking: CGFloat
        /// The underline's colour (`nil`: the text's).
        public var underlineColor: Color.Resolved?
        /// The strikethrough line's colour (`nil`: the text's).
        public var strikethroughColor: Color.Resolved?
        /// The underline's pattern (solid, dots, dashes).
        public var underlinePattern: TextLinePattern
        /// The strikethrough line's pattern.
        public var strikethroughPattern: TextLinePattern

        /// Makes a run; by default plain (no lines, offset or tracking), any lines solid and in the run's colour.
        public init(text: String, font: ResolvedFont, color: Color.Resolved, isUnderlined: Bool = false, isStrikethrough: Bool = false, baselineOffset: CGFloat = 0,
                    tracking: CGFloat = 0, underlineColor: Color.Resolved? = nil, strikethroughColor: Color.Resolved? = nil,
                    underlinePattern: TextLinePattern = .solid, strikethroughPattern: TextLinePattern = .solid) {
            self.underlinePattern = underlinePattern
            self.strikethroughPattern = strikethroughPattern
            self.text = text
            self.font = font
            self.color = color
            self.isUnderlined = isUnderlined
            self.isStrikethrough = isStrikethrough
            self.baselineOffset = baselineOffset
            self.tracking = tracking
            self.underlineColor = underlineColor
            self.strikethroughColor = strikethroughColor
        }
    }

    /// How an underline or strikethrough is drawn: SwiftUI's `Text.LineStyle.Pattern` as the
    /// display list records it. Renderers draw the marks in multiples of the line's thickness t:
    /// dots t long with 2t gaps, dashes 4t with 2t gaps, and their alternations (Cadence's lengths;
    /// Apple does not publish them).
    public enum TextLinePattern: Hashable, Sendable {
        /// A solid line, dots, dashes, dash-dot and dash-dot-dot.
        case solid, dot, dash, dashDot, dashDotDot

        /// The on and off lengths, in multiples of the line's thickness (empty: solid).
        public var dashes: [Double] {
            switch self {
            case .solid: []
            case .dot: [1, 2]
            case .dash: [4, 2]
            case .dashDot: [4, 2, 1, 2]
            case .dashDotDot: [4, 2, 1, 2, 1, 2]
            }
        }
    }

    /// One line of a text item, as it was broken.
    public struct TextLine: Hashable, Sendable {
        /// The line's characters.
        public var text: String
        /// The line's box: its left edge, top, measured width and line height.
        public var rect: CGRect
        /// The y coordinate of the line's baseline.
        public var baseline: CGFloat
        /// The line's pieces in their styles, left to right, each with its part of `text` (empty when
        /// the whole text has the item's font and colour): what a renderer draws for `Text + Text`,
        /// Markdown, underlines, strikethroughs and baseline offsets.
        public var runs: [TextRun]

        /// Makes a line of `text` in `rect` with its baseline at `baseline` (layout coordinates).
        public init(text: String, rect: CGRect, baseline: CGFloat, runs: [TextRun] = []) {
            self.text = text
            self.rect = rect
            self.baseline = baseline
            self.runs = runs
        }
    }

    /// A system symbol (`Image(systemName:)`), to be drawn scaled into its rectangle. The name is
    /// recorded as given; a renderer that does not know it reports it.
    public struct SymbolItem: Hashable, Sendable {
        /// The symbol's name, as given (`heart.fill`).
        public var name: String
        /// The rectangle the symbol is drawn in (layout coordinates).
        public var rect: CGRect
        /// The symbol's colour.
        public var color: Color.Resolved

        /// Makes a symbol item.
        public init(name: String, rect: CGRect, color: Color.Resolved) {
            self.name = name
            self.rect = rect
            self.color = color
        }
    }

    /// A region an item is clipped to: a shape laid out in `rect`, through `transform`.
    public struct Clip: Hashable, Sendable {
        /// The clip's shape, laid out in ``rect``.
        public var geometry: ShapeGeometry
        /// The frame the clip shape is laid out in (layout coordinates).
        public var rect: CGRect
        /// Layout coordinates → stage coordinates for the clip.
        public var transform: AffineTransform2D

        /// Makes a clip of `geometry` laid out in `rect`, through `transform`.
        public init(geometry: ShapeGeometry, rect: CGRect, transform: AffineTransform2D) {
            self.geometry = geometry
            self.rect = rect
            self.transform = transform
        }
    }
}
