import CadenceUI

/// Draws a `DisplayList` into pixels with Cairo: anti-aliased shapes, text and symbols, through each
/// item's transform and clips, at a chosen scale factor over a background colour.
///
/// ```swift
/// let stage = Stage(size: CGSize(width: 120, height: 120), textMeasurer: CairoTextMeasurer()) { LikeButton() }
/// let image = try DisplayListRenderer(scale: 2).render(stage.displayList())   // 240 × 240 px
/// try FrameWriter().writePNG(image, to: URL(fileURLWithPath: "like.png"))
/// ```
///
/// - Shapes are filled or stroked with their paint (a stroke's width scales with the item's
///   transform, as `scaleEffect` scales SwiftUI strokes).
/// - Text is drawn line by line at the baselines the stage's text measurer chose, with Cairo's toy
///   API in the font `RenderFont(_:)` maps the item's font to; lay the stage out with
///   `CairoTextMeasurer` so widths and wrapping agree with the pixels.
/// - Symbols are Cadence's own vector stand-ins (`SymbolShape`), scaled to the largest square
///   centred in the item's rectangle. A name without a drawing is an error, reported before anything
///   is drawn: `RenderError.unknownSymbol` with the names that exist.
/// - Opacity: the display list folds every `.opacity` above an item into its colour's alpha, which is
///   what is drawn.
///
/// Edges: an item whose transform is singular (`scaleEffect(0)`) or not finite draws nothing, as does
/// an item with a non-finite rectangle or path; a clip that collapses hides its items.
public struct DisplayListRenderer: Sendable, Hashable {
    /// Pixels per point, positive and finite. Default 1.
    public var scale: Double
    /// What is behind the items. Default white (GIF has no partial transparency; use `.clear` for a
    /// transparent PNG or APNG).
    public var background: RenderColor
    /// The largest image the renderer makes.
    public var limits: RenderLimits

    /// Makes a renderer: 1 pixel per point over white within the standard limits by default.
    public init(scale: Double = 1, background: RenderColor = .white, limits: RenderLimits = .standard) {
        self.scale = scale
        self.background = background
        self.limits = limits
    }

    /// The list's pixels: `size × scale` pixels (each side rounded up) over the background.
    /// - Throws: `RenderError.invalidSize` for an empty, non-finite or too large size or a bad scale;
    ///   `.unknownSymbol` for a symbol without a drawing; `.canvas` if Cairo cannot allocate.
    public func render(_ list: DisplayList) throws(RenderError) -> RasterImage {
        let canvas = try makeCanvas(for: list)
        try draw(list, on: canvas)
        return canvas.snapshot()
    }

    /// A canvas of the list's size at `scale`, filled with the background.
    public func makeCanvas(for list: DisplayList) throws(RenderError) -> CairoCanvas {
        let (width, height) = (Double(list.size.width), Double(list.size.height))
        _ = try limits.pixelSize(width: width, height: height, scale: scale)
        return try CairoCanvas.make(width: width, height: height, scale: scale, background: background)
    }

    /// Draws the list's items onto `canvas` in the canvas's current user space (no background).
    /// A symbol Cadence has no drawing for is drawn as a labelled box (see
    /// ``unknownSymbols(in:)`` to report them).
    public func draw(_ list: DisplayList, on canvas: CairoCanvas) throws(RenderError) {
        drawItems(list.items, on: canvas)
    }

    /// The names of the symbols in `list` (masks included) that have no drawing and are drawn as
    /// labelled placeholder boxes, sorted, each once: for a note to the user, never an error.
    public static func unknownSymbols(in list: DisplayList) -> [String] {
        var names = Set<String>()
        func visit(_ item: DisplayList.Item) {
            if case let .symbol(symbol) = item.content, SymbolShape.named(symbol.name) == nil { names.insert(symbol.name) }
            for layer in item.layers {
                if case let .mask(items) = layer.effect { items.forEach(visit) }
            }
        }
        list.items.forEach(visit)
        return names.sorted()
    }
}
