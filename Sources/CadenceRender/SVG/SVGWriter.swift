import CadenceUI
import Foundation

/// Writes a `DisplayList` as an SVG document: text you can read, diff and snapshot.
///
/// ```swift
/// let svg = try SVGWriter().document(for: stage.displayList())
/// try SVGWriter(scale: 2).write(stage.displayList(), to: URL(fileURLWithPath: "frame.svg"))
/// ```
///
/// What each item becomes:
/// - Shapes: `<rect>` (with `rx`/`ry` for rounded rectangles and capsules, clamped as `Path` clamps
///   them), `<circle>`, `<ellipse>`, or `<path>` for custom shapes; `fill`, or `fill="none"` with
///   `stroke` and `stroke-width` (miter limit 10, as Cairo draws).
/// - Text: one `<text>` per line at the line's baseline, with `font-family` (the DejaVu family the
///   PNG uses, then a generic family), `font-size`, the numeric `font-weight` (100…900) and
///   `font-style`; spaces are preserved.
/// - Symbols: a `<path>` of the same vector drawing the PNG uses (`SymbolShape`), even-odd where
///   the symbol has holes.
/// - Transforms: `transform="matrix(a b c d e f)"`; opacity: `fill-opacity`/`stroke-opacity` from the
///   colour's alpha (where the display list folds every `.opacity`).
/// - Clips: `<clipPath>` elements in `<defs>`, numbered `clip1`, `clip2`, … in order of first use (one
///   per distinct clip), applied by nested `<g clip-path>` around the item.
///
/// The output is deterministic: numbers are rounded to 6 decimals (`-0` prints as `0`), colours are
/// 8-bit hex, attributes come in a fixed order, and nothing depends on time or the machine. Items
/// that would not be drawn (a singular or non-finite transform, a non-finite rectangle) are left out,
/// as the PNG renderer leaves them out.
public struct SVGWriter: Sendable, Hashable {
    /// Pixels per point for the `width` and `height` attributes (the `viewBox` stays in points), so
    /// an SVG rasterised at its own size matches a PNG rendered at this scale. Default 1.
    public var scale: Double
    /// A rectangle behind everything, or nil for a transparent background. Default white, as
    /// `DisplayListRenderer`.
    public var background: RenderColor?
    /// The largest size accepted, as for PNGs.
    public var limits: RenderLimits

    /// Makes a writer: scale 1 over white within the standard limits by default.
    public init(scale: Double = 1, background: RenderColor? = .white, limits: RenderLimits = .standard) {
        self.scale = scale
        self.background = background
        self.limits = limits
    }

    /// The SVG document for `list`, ending in a newline.
    /// A symbol without a drawing is drawn as a labelled box, as the Cairo renderer draws it.
    /// - Throws: `RenderError.invalidSize` for an empty, non-finite or too large size or a bad scale.
    public func document(for list: DisplayList) throws(RenderError) -> String {
        let (width, height) = (Double(list.size.width), Double(list.size.height))
        _ = try limits.pixelSize(width: width, height: height, scale: scale)

        var clipIDs: [DisplayList.Clip: String] = [:]
        var definitions: [String] = []
        var body: [String] = []
        if let background, background.alpha > 0 {
            body.append(Markup.element("rect", [("x", "0"), ("y", "0"), ("width", SVGNumber.format(width)),
                                               ("height", SVGNumber.format(height))] + Self.paint("fill", background)))
        }
        var defs = SVGDefinitions()
        func itemElement(_ item: DisplayList.Item, _ defs: inout SVGDefinitions) -> String? {
            guard let element = Self.styledShapeElement(item, defs: &defs) ?? Self.styledTextElement(item, defs: &defs) ?? Self.element(for: item) else { return nil }
            var ids: [String] = []
            for clip in item.clips {
                if let id = clipIDs[clip] {
                    ids.append(id)
                    continue
                }
                let id = "clip\(clipIDs.count + 1)"
                clipIDs[clip] = id
                ids.append(id)
                definitions.append(Markup.element("clipPath", [("id", id), ("clipPathUnits", "userSpaceOnUse")],
                                                  content: Self.shapeElement(clip.geometry, in: clip.rect, paint: [],
                                                                             transform: clip.transform)))
            }
            // Outermost clip first; each `<g>` clips in stage coordinates, outside the item's transform.
            return ids.reversed().reduce(element) { inner, id in
                Markup.element("g", [("clip-path", "url(#\(id))")], content: inner)
            }
        }
        // Items that share a layer go into one group with the layer's effect, outermost layer first.
        func grouped(_ items: ArraySlice<DisplayList.Item>, depth: Int) -> [String] {
            var output: [String] = []
            var index = items.startIndex
            while index < items.endIndex {
                let item = items[index]
                guard depth < item.layers.count else {
                    if let element = itemElement(item, &defs) { output.append(element) }
                    index += 1
                    continue
                }
                let layer = item.layers[depth]
                var end = index + 1
                while end < items.endIndex, items[end].layers.count > depth, items[end].layers[depth].id == layer.id { end += 1 }
                let run = items[index..<end]
                let content = grouped(run, depth: depth + 1).joined()
                let stripped = run.map { item -> DisplayList.Item in
                    var copy = item
                    copy.layers = Array(item.layers.dropFirst(depth + 1))
                    return copy
                }
                output.append(Self.wrap(content, in: layer, items: stripped, listSize: list.size, defs: &defs, element: itemElement))
                index = end
            }
            return output
        }
        body += grouped(list.items[...], depth: 0)
        definitions += defs.elements

        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(SVGNumber.format(width * scale))\" "
                + "height=\"\(SVGNumber.format(height * scale))\" viewBox=\"0 0 \(SVGNumber.pair(width, height))\">",
            "<!-- Cadence display list at t = \(SVGNumber.format(list.time)) s -->",
        ]
        if !definitions.isEmpty {
            lines.append("<defs>")
            lines += definitions
            lines.append("</defs>")
        }
        lines += body
        lines.append("</svg>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Writes the document for `list` to `url` atomically (UTF-8).
    /// - Throws: as `document(for:)`, or `RenderError.file` when the file cannot be written.
    public func write(_ list: DisplayList, to url: URL) throws(RenderError) {
        let text = try document(for: list)
        do {
            try AtomicFile.write(Array(text.utf8), to: url)
        } catch {
            throw .file(error)
        }
    }
}
