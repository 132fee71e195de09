// Custom text drawing (iOS 18): `TextRenderer`, the `Text.Layout` it draws from, custom text
// attributes, and the `textRenderer(_:)` modifier.

/// A value that draws text views in place of their usual drawing: SwiftUI's `TextRenderer`.
///
/// ```swift
/// struct Rise: TextRenderer {
///     var progress: Double
///     var animatableData: Double {
///         get { progress }
///         set { progress = newValue }
///     }
///
///     func draw(layout: Text.Layout, in ctx: inout GraphicsContext) {
///         for line in layout {
///             for run in line {
///                 for (index, glyph) in run.enumerated() {
///                     var copy = ctx
///                     copy.opacity = min(max(progress * Double(run.count) - Double(index), 0), 1)
///                     copy.translateBy(x: 0, y: (1 - copy.opacity) * 10)
///                     copy.draw(glyph)
///                 }
///             }
///         }
///     }
/// }
///
/// Text("Hello").textRenderer(Rise(progress: shown ? 1 : 0))
/// ```
///
/// A renderer is `Animatable`: when the value given to ``View/textRenderer(_:)`` changes in an
/// animated transaction, `draw(layout:in:)` is called each frame with the interpolated
/// `animatableData`. What it draws on the context becomes display-list items in the text's frame
/// (a text item per line, run or glyph drawn), so effects above the text apply. The text keeps the
/// size its lines need unless ``sizeThatFits(proposal:text:)`` answers otherwise; Cadence does not
/// clip the drawing, so ``displayPadding`` changes nothing.
public protocol TextRenderer: Animatable {
    /// Draws `layout` into `ctx`, whose coordinates are the text's (origin at its top-left corner).
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)

    /// The text's size for `proposal`; by default the size its lines need (`text.sizeThatFits(proposal)`).
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize

    /// Extra room around the text for drawing outside its frame (a shadow); by default none.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The size the text's lines need: `text.sizeThatFits(proposal)`.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
        text.sizeThatFits(proposal)
    }

    /// No extra room.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a renderer sizes, as a proxy: SwiftUI's `TextProxy`.
public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize

    /// The size the text's lines need for `proposal` (its layout without a renderer): SwiftUI's
    /// `sizeThatFits(_:)`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        measure(proposal)
    }

    /// The size the text's lines need for `proposal`: Cadence's earlier spelling of `sizeThatFits(_:)`.
    @available(*, deprecated, renamed: "sizeThatFits(_:)")
    public func size(for proposal: ProposedViewSize) -> CGSize {
        sizeThatFits(proposal)
    }
}

/// A value attached to part of a text with ``Text/customAttribute(_:)``, which a ``TextRenderer``
/// reads from the runs of the layout: SwiftUI's `TextAttribute`.
///
/// ```swift
/// struct Highlight: TextAttribute {}
/// Text("Swift is ") + Text("fast").customAttribute(Highlight())
/// // in a renderer: if run[Highlight.self] != nil { … }
/// ```
public protocol TextAttribute: Hashable {}

/// A custom attribute as a text run keeps it.
struct TextAttributeBox: Hashable, @unchecked Sendable {
    let value: AnyHashable
}

extension Text {
    /// This text with `value` attached to all of its runs, for a ``TextRenderer`` to read through
    /// `run[T.self]`. Attributes of different types add up; a second value of one type replaces the first.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        var copy = self
        for index in copy.runs.indices {
            copy.runs[index].customAttributes.removeAll { $0.value.base is T }
            copy.runs[index].customAttributes.append(TextAttributeBox(value: AnyHashable(value)))
        }
        return copy
    }

    /// The lines, runs and glyphs of a laid-out text, as a ``TextRenderer`` receives them:
    /// SwiftUI's `Text.Layout`, a collection of ``Line``s, top to bottom.
    ///
    /// Positions are in the text's coordinates (origin at the top-left corner of its frame, y down):
    /// a line's ``Line/origin`` is the left end of its baseline. A line is a collection of
    /// ``Run``s (the pieces of one style: `Text + Text` concatenations and Markdown give several),
    /// a run a collection of one-glyph ``RunSlice``s. Cadence's glyphs are the text's characters,
    /// each as wide as the stage's text measurer says the prefix up to it grows.
    public struct Layout: RandomAccessCollection, Equatable, Sendable {
        /// The lines' index: an integer from 0.
        public typealias Index = Int
        /// An index of a character in the whole text (its `Character` offset).
        public typealias CharacterIndex = Int

        let lines: [Line]
        /// Whether lines were dropped or shortened to fit (a `lineLimit` ended the text in "…").
        public let isTruncated: Bool

        /// 0.
        public var startIndex: Int { 0 }
        /// The number of lines.
        public var endIndex: Int { lines.count }
        /// The line at `index`.
        public subscript(index: Int) -> Line { lines[index] }

        /// Options for drawing lines, runs and slices: SwiftUI's `Text.Layout.DrawingOptions`.
        public struct DrawingOptions: OptionSet, Sendable {
            /// The options' bits.
            public let rawValue: UInt32
            /// Options from their bits.
            public init(rawValue: UInt32) { self.rawValue = rawValue }
            /// Draws glyphs at fractional positions (Cadence always does).
            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1)
        }

        /// Where an element of a layout sits and how tall it is: SwiftUI's
        /// `Text.Layout.TypographicBounds`.
        public struct TypographicBounds: Equatable, Sendable {
            /// The left end of the element's baseline, in the text's coordinates.
            public var origin: CGPoint
            /// The element's width, in points.
            public var width: CGFloat
            /// How far the element reaches above its baseline, in points.
            public var ascent: CGFloat
            /// How far it reaches below its baseline, in points.
            public var descent: CGFloat
            /// The extra space between lines, in points (0: Cadence's line height includes it).
            public var leading: CGFloat

            /// Empty bounds at the zero origin.
            public init() {
                self.init(origin: .zero, width: 0, ascent: 0, descent: 0, leading: 0)
            }

            init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
                self.origin = origin
                self.width = width
                self.ascent = ascent
                self.descent = descent
                self.leading = leading
            }

            /// The rectangle from the top of the ascent to the bottom of the descent.
            public var rect: CGRect {
                CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
            }
        }

        /// One line of a layout: its runs, left to right. SwiftUI's `Text.Layout.Line`.
        public struct Line: RandomAccessCollection, Equatable, Sendable {
            /// The runs' index: an integer from 0.
            public typealias Index = Int

            let runs: [Run]
            /// The left end of the line's baseline, in the text's coordinates.
            public let origin: CGPoint
            /// The line's bounds.
            public let typographicBounds: TypographicBounds

            /// 0.
            public var startIndex: Int { 0 }
            /// The number of runs.
            public var endIndex: Int { runs.count }
            /// The run at `index`.
            public subscript(index: Int) -> Run { runs[index] }
        }

        /// A run of glyphs in one style: SwiftUI's `Text.Layout.Run`, a collection of one-glyph slices.
        public struct Run: RandomAccessCollection, Equatable, Sendable {
            /// The glyphs' index: an integer from 0.
            public typealias Index = Int

            let glyphs: [Glyph]
            let font: ResolvedFont
            let color: Color.Resolved
            let attributes: [TextAttributeBox]
            /// The left end of the line's baseline (glyph positions are from it).
            let lineOrigin: CGPoint
            let ascent: CGFloat
            let descent: CGFloat
            /// The layout direction of the run (Cadence lays text out left to right).
            public let layoutDirection: LayoutDirection

            /// 0.
            public var startIndex: Int { 0 }
            /// The number of glyphs.
            public var endIndex: Int { glyphs.count }
            /// The one-glyph slice at `index`.
            public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }
            /// The glyphs at `bounds`, as one slice (`run[2..<5]`).
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: self, indices: bounds) }

            /// The index in the whole text of each glyph's character.
            public var characterIndices: [CharacterIndex] { glyphs.map(\.characterIndex) }

            /// The bounds of the whole run.
            public var typographicBounds: TypographicBounds { bounds(of: glyphs.indices) }

            /// The custom attribute of type `T` attached to the run's text, or `nil`.
            public subscript<T: TextAttribute>(_: T.Type) -> T? {
                attributes.lazy.compactMap { $0.value.base as? T }.first
            }

            func bounds(of range: Range<Int>) -> TypographicBounds {
                guard let first = range.first, range.upperBound <= glyphs.count, !range.isEmpty else {
                    return TypographicBounds(origin: lineOrigin, width: 0, ascent: ascent, descent: descent, leading: 0)
                }
                let start = glyphs[first].x
                let end = glyphs[range.upperBound - 1].x + glyphs[range.upperBound - 1].width
                return TypographicBounds(origin: CGPoint(x: lineOrigin.x + start, y: lineOrigin.y), width: end - start,
                                         ascent: ascent, descent: descent, leading: 0)
            }
        }

        /// Some glyphs of a run: SwiftUI's `Text.Layout.RunSlice`, itself a collection of one-glyph slices.
        public struct RunSlice: RandomAccessCollection, Equatable, Sendable {
            /// The glyphs' index: positions in the run.
            public typealias Index = Int
            /// The run the glyphs belong to.
            public var run: Run
            /// The glyphs' positions in the run.
            public var indices: Range<Int>

            /// The glyphs of `run` at `indices`.
            public init(run: Run, indices: Range<Int>) {
                self.run = run
                self.indices = indices
            }

            /// The first glyph's position in the run.
            public var startIndex: Int { indices.lowerBound }
            /// One past the last glyph's position.
            public var endIndex: Int { indices.upperBound }
            /// The one-glyph slice at `index` (a position in the run).
            public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<(index + 1)) }
            /// The glyphs at `bounds` (positions in the run), as one slice.
            public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: run, indices: bounds) }

            /// The index in the whole text of each glyph's character.
            public var characterIndices: [CharacterIndex] { indices.map { run.glyphs[$0].characterIndex } }

            /// The bounds of these glyphs.
            public var typographicBounds: TypographicBounds { run.bounds(of: indices) }

            /// The custom attribute of type `T` attached to the run's text, or `nil`.
            public subscript<T: TextAttribute>(_ type: T.Type) -> T? { run[type] }

            /// The glyphs' characters.
            var string: String { indices.map { run.glyphs[$0].character }.joined() }
        }

        /// One placed character.
        struct Glyph: Equatable, Sendable {
            var character: String
            /// From the line's origin, in points.
            var x: CGFloat
            var width: CGFloat
            var characterIndex: Int
        }
    }
}

extension GraphicsContext {
    /// Draws `line` (all of its runs) where the layout placed it.
    public func draw(_ line: Text.Layout.Line, options: Text.Layout.DrawingOptions = .init()) {
        for run in line { draw(run, options: options) }
    }

    /// Draws `run` where the layout placed it, in its font and colour.
    public func draw(_ run: Text.Layout.Run, options: Text.Layout.DrawingOptions = .init()) {
        draw(Text.Layout.RunSlice(run: run, indices: run.startIndex..<run.endIndex), options: options)
    }

    /// Draws the glyphs of `slice` where the layout placed them, in their run's font and colour
    /// (the context's opacity, transform and filters apply, as for anything drawn on it).
    public func draw(_ slice: Text.Layout.RunSlice, options: Text.Layout.DrawingOptions = .init()) {
        guard !slice.isEmpty else { return }
        let run = slice.run
        let bounds = slice.typographicBounds
        var color = run.color
        color.opacity *= foldedOpacity
        record(.text(string: slice.string, font: run.font, color: color,
                     point: CGPoint(x: bounds.origin.x, y: bounds.origin.y - run.ascent), anchor: .topLeading, rect: nil))
    }
}

/// The renderer set by `textRenderer(_:)`, type-erased for the environment.
struct AnyTextRenderer {
    let base: any TextRenderer
}

private struct TextRendererKey: EnvironmentKey {
    static var defaultValue: AnyTextRenderer? { nil }
}

extension EnvironmentValues {
    /// The renderer the text views below draw with (`nil`: their own drawing).
    var textRenderer: AnyTextRenderer? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}

/// Sets the renderer of the text views below; animatable through the renderer's `animatableData`.
nonisolated struct TextRendererModifier<Renderer: TextRenderer>: ViewModifier, Animatable {
    var renderer: Renderer

    var animatableData: Renderer.AnimatableData {
        get { renderer.animatableData }
        set { renderer.animatableData = newValue }
    }

    @MainActor
    func body(content: Content) -> some View {
        let renderer = AnyTextRenderer(base: renderer)
        return content.transformEnvironment(\.textRenderer) { $0 = renderer }
    }
}

extension View {
    /// Draws the text views in this view with `renderer` instead of their own drawing. When the
    /// renderer given changes in an animated transaction, its `animatableData` animates.
    public nonisolated func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        modifier(TextRendererModifier(renderer: renderer))
    }
}

extension AnyTextRenderer {
    /// `text` (a resolved text node) drawn by the renderer: the node sized as the renderer says,
    /// drawn by a canvas that lays the text out again and hands the layout to the renderer.
    @MainActor
    func wrap(_ text: LayoutNode, attributes: [[TextAttributeBox]], environment: EnvironmentValues) -> LayoutNode {
        let renderer = base
        let recording = CanvasRecording(renderer: { context, size in
            guard let engine = context.recorder.engine else { return }
            let layout = MainActor.assumeIsolated { Text.Layout(text, width: size.width, attributes: attributes, engine: engine) }
            renderer.draw(layout: layout, in: &context)
        }, environment: environment)
        let drawn = LayoutNode(.effect(.layer(.canvas(recording)), child: text))
        return LayoutNode(.custom(TextRendererSizing(renderer: renderer), children: [drawn]))
    }
}

/// Sizes a text drawn by a renderer as the renderer's `sizeThatFits(proposal:text:)` says; the
/// text is drawn at its own size from the top-left corner.
struct TextRendererSizing: UnaryNodeLayout {
    let renderer: any TextRenderer

    func layout(_ proposal: ProposedViewSize, child: LayoutNode, engine: LayoutEngine, stackAxis: Axis?) -> (size: CGSize, child: LayoutEngine.Placement) {
        let own = engine.size(child, proposal)
        let proxy = TextProxy { offered in MainActor.assumeIsolated { engine.size(child, offered) } }
        let size = renderer.sizeThatFits(proposal: proposal, text: proxy)
        return (size, LayoutEngine.Placement(proposal: proposal, frame: CGRect(origin: .zero, size: own)))
    }
}

extension Text.Layout {
    /// The layout of the text node `node` drawn `width` points wide, with each style run's custom
    /// attributes, measured by `engine`'s text measurer.
    @MainActor
    init(_ node: LayoutNode, width: CGFloat, attributes: [[TextAttributeBox]], engine: LayoutEngine) {
        guard case .text(let content) = node.kind else {
            self.init(lines: [], isTruncated: false)
            return
        }
        // Measured a hair wider than drawn, so that rounding cannot break the lines differently.
        let layout = engine.textLayout(node, width: width + 1e-6)
        let descent = Swift.max(0, layout.lineHeight - layout.ascent)
        var lines: [Line] = []
        var characterIndex = 0
        for (number, line) in layout.lines.enumerated() {
            let free = Swift.max(0, width - line.width)
            let x: CGFloat = switch content.alignment {
            case .leading: 0
            case .center: free / 2
            case .trailing: free
            }
            let origin = CGPoint(x: x, y: CGFloat(number) * (layout.lineHeight + content.lineSpacing) + layout.ascent)
            let pieces: [(run: Int, text: String)] = line.pieces.isEmpty ? [(0, line.text)] : line.pieces.map { ($0.run, $0.text) }
            var runs: [Run] = []
            var lineX: CGFloat = 0
            for piece in pieces {
                let style = content.runs.indices.contains(piece.run) ? content.runs[piece.run] : nil
                let font = style?.font ?? content.font
                let tracking = style?.tracking ?? content.tracking
                var glyphs: [Glyph] = []
                var prefix = ""
                var previousEnd: CGFloat = 0
                for (offset, character) in piece.text.enumerated() {
                    prefix.append(character)
                    let end = (engine.measurer.layout(prefix, font: font, maxWidth: nil).lines.first?.width ?? 0) + tracking * CGFloat(offset + 1)
                    glyphs.append(Glyph(character: String(character), x: lineX + previousEnd, width: end - previousEnd, characterIndex: characterIndex))
                    characterIndex += 1
                    previousEnd = end
                }
                lineX += previousEnd
                runs.append(Run(glyphs: glyphs, font: font, color: style?.color ?? content.color,
                                attributes: attributes.indices.contains(piece.run) ? attributes[piece.run] : [],
                                lineOrigin: origin, ascent: layout.ascent, descent: descent, layoutDirection: .leftToRight))
            }
            // The space a line break swallowed still counts as a character.
            characterIndex += 1
            lines.append(Line(runs: runs, origin: origin,
                              typographicBounds: TypographicBounds(origin: origin, width: line.width, ascent: layout.ascent, descent: descent, leading: 0)))
        }
        // A line limit ended the text in an ellipsis it does not have.
        let shownEnd = layout.lines.last?.text.hasSuffix("…") == true
        self.init(lines: lines, isTruncated: shownEnd && !content.string.hasSuffix("…"))
    }
}
