import Foundation

#if !canImport(CoreGraphics)
/// A file URL as Core Foundation names it, for `CGContext(_:mediaBox:_:)`: `url as CFURL` is the
/// URL itself. Cadence addition on platforms without Core Foundation's types.
public typealias CFURL = URL

/// A dictionary of options as Core Foundation names it (the PDF calls take `nil` or one they
/// ignore). Cadence addition on platforms without Core Foundation's types.
public typealias CFDictionary = [String: Any]

extension CGContext {
    /// A context that writes a PDF document to `url`: Core Graphics' PDF context, as apps use it to
    /// export a view with `ImageRenderer.render(rasterizationScale:renderer:)`.
    ///
    /// ```swift
    /// renderer.render { size, draw in
    ///     var box = CGRect(origin: .zero, size: size)
    ///     guard let pdf = CGContext(url as CFURL, mediaBox: &box, nil) else { return }
    ///     pdf.beginPDFPage(nil)
    ///     draw(pdf)
    ///     pdf.endPDFPage()
    ///     pdf.closePDF()
    /// }
    /// ```
    ///
    /// As in Core Graphics, user space has its origin at the bottom-left of `mediaBox` (default: a
    /// US Letter page, 612 × 792 points) and y pointing up, each page starts with the default
    /// graphics state, and the file is written by `closePDF()`. `nil` when `url` is not a file URL
    /// or the file cannot be created. `auxiliaryInfo` (title, author …) is ignored.
    ///
    /// The pages are vector drawings of what was drawn: filled and stroked paths in their colours,
    /// with their transforms, clips, opacity, dashes, caps and joins, and text in Helvetica at its
    /// size and baseline (characters outside Latin-1 as `?`). Gradients and materials are painted
    /// with their first colour, other effects (blur, shadows, blend modes, masks) are left out, and
    /// symbols and images without a drawing of their own are not drawn.
    public convenience init?(_ url: CFURL, mediaBox: UnsafePointer<CGRect>?, _ auxiliaryInfo: CFDictionary?) {
        guard url.isFileURL, FileManager.default.createFile(atPath: url.path, contents: Data()) else { return nil }
        let box = mediaBox?.pointee ?? CGRect(x: 0, y: 0, width: 612, height: 792)
        self.init(GraphicsContext(recorder: CanvasRecorder(), environment: EnvironmentValues()))
        document = PDFDocumentRecorder(url: url, mediaBox: box)
    }

    /// Starts a page of a PDF context (nothing for other contexts). `pageInfo` is ignored.
    public func beginPDFPage(_ pageInfo: CFDictionary?) {
        beginPage(mediaBox: nil)
    }

    /// Ends the page begun by `beginPDFPage(_:)`.
    public func endPDFPage() {
        endPage()
    }

    /// Starts a page of `mediaBox` (`nil`: the context's) with the default graphics state; a page
    /// still open is ended first. Nothing for contexts that are not PDF contexts.
    public func beginPage(mediaBox: UnsafePointer<CGRect>?) {
        guard let document, !document.isClosed else { return }
        if document.openPage != nil { endPage() }
        let box = mediaBox?.pointee ?? document.mediaBox
        document.openPage = box
        base = GraphicsContext(recorder: CanvasRecorder(), environment: EnvironmentValues())
        savedStates = []
        state = GState()
        // User space (y up, from the box's bottom-left) → the page's drawing (y down, from its top-left).
        state.transform = AffineTransform2D(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY)
    }

    /// Ends the current page, keeping what was drawn on it.
    public func endPage() {
        guard let document, let box = document.openPage else { return }
        document.pages.append((box, PDFDocumentRecorder.items(of: base.recorder.commands)))
        document.openPage = nil
    }

    /// Ends the open page, if any, and writes the document to its file; later drawing is ignored.
    public func closePDF() {
        guard let document, !document.isClosed else { return }
        endPage()
        document.isClosed = true
        try? PDFDocumentRecorder.data(pages: document.pages).write(to: document.url)
    }
}

/// The pages a PDF `CGContext` has drawn, and the writer of its file.
final class PDFDocumentRecorder {
    let url: URL
    let mediaBox: CGRect
    var pages: [(box: CGRect, items: [DisplayList.Item])] = []
    /// The box of the page being drawn, if one is open.
    var openPage: CGRect?
    var isClosed = false

    init(url: URL, mediaBox: CGRect) {
        self.url = url
        self.mediaBox = mediaBox
    }

    /// The drawing of a page's canvas commands as display list items (in the page's y-down
    /// coordinates): shapes as they are, rendered views' drawings placed where they were drawn.
    static func items(of commands: [CanvasRecorder.Command]) -> [DisplayList.Item] {
        var items: [DisplayList.Item] = []
        for command in commands {
            switch command.content {
            case .shape(let shape):
                items.append(DisplayList.Item(content: .shape(shape), transform: command.transform, clips: command.clips, layers: command.layers))
            case .image(.picture(let picture, _), let rect, let opacity, _):
                let placement = picture.placement(in: rect).concatenating(command.transform)
                let faded = opacity < 1 ? [DisplayList.Layer(id: -1, effect: .opacity(opacity))] : []
                for item in picture.list.items {
                    var placed = item
                    placed.transform = item.transform.concatenating(placement)
                    placed.clips = command.clips + item.clips.map { clip in
                        var moved = clip
                        moved.transform = clip.transform.concatenating(placement)
                        return moved
                    }
                    placed.layers = command.layers + faded + item.layers
                    items.append(placed)
                }
            case .text, .symbol, .view, .image:
                continue
            }
        }
        return items
    }

    /// A PDF 1.4 file of `pages`: a catalog, a page tree, Helvetica, and a page with one content
    /// stream for each page.
    static func data(pages: [(box: CGRect, items: [DisplayList.Item])]) -> Data {
        var file = Data("%PDF-1.4\n%\u{E2}\u{E3}\u{CF}\u{D3}\n".utf8)
        var offsets: [Int] = []
        func object(_ body: String) {
            offsets.append(file.count)
            file.append(Data("\(offsets.count) 0 obj\n\(body)\nendobj\n".utf8))
        }
        // Objects 1–3, then a page and its contents (4 + 2i, 5 + 2i) for each page.
        let kids = pages.indices.map { "\(4 + 2 * $0) 0 R" }.joined(separator: " ")
        object("<< /Type /Catalog /Pages 2 0 R >>")
        object("<< /Type /Pages /Kids [\(kids)] /Count \(pages.count) >>")
        object("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
        for page in pages {
            var alphas: [String] = []
            let stream = content(of: page.items, box: page.box, alphas: &alphas)
            let states = alphas.enumerated().map { "/GA\($0.offset) << /Type /ExtGState /ca \($0.element) /CA \($0.element) >>" }.joined(separator: " ")
            let box = [page.box.minX, page.box.minY, page.box.maxX, page.box.maxY].map(number).joined(separator: " ")
            object("<< /Type /Page /Parent 2 0 R /MediaBox [\(box)] /Contents \(offsets.count + 2) 0 R "
                   + "/Resources << /Font << /F1 3 0 R >> /ExtGState << \(states) >> >> >>")
            object("<< /Length \(stream.utf8.count) >>\nstream\n\(stream)\nendstream")
        }
        let xref = file.count
        var table = "xref\n0 \(offsets.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { table += String(repeating: "0", count: max(0, 10 - String(offset).count)) + "\(offset) 00000 n \n" }
        table += "trailer\n<< /Size \(offsets.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        file.append(Data(table.utf8))
        return file
    }

    /// A page's content stream: the items drawn back to front in y-down page coordinates, flipped
    /// into PDF space. `alphas` collects the opacities the page needs a graphics state for.
    static func content(of items: [DisplayList.Item], box: CGRect, alphas: inout [String]) -> String {
        var ops = ["1 0 0 -1 \(number(box.minX)) \(number(box.maxY)) cm"]
        for item in items {
            var alpha = 1.0
            for layer in item.layers { if case .opacity(let opacity) = layer.effect { alpha *= opacity } }
            ops.append("q")
            for clip in item.clips {
                ops.append(path(clip.geometry.path(in: clip.rect).applying(clip.transform)) + " W n")
            }
            let t = item.transform
            ops.append([t.a, t.b, t.c, t.d, t.tx, t.ty].map(number).joined(separator: " ") + " cm")
            switch item.content {
            case .shape(let shape):
                alpha *= Double(shape.paint.color.opacity)
                ops.append(graphicsState(alpha, &alphas))
                let outline = path(shape.path)
                switch shape.paint {
                case .fill(let color):
                    ops.append("\(rgb(color)) rg")
                    ops.append(outline + (shape.fillStyle.isEOFilled ? " f*" : " f"))
                case .stroke(let color, let lineWidth):
                    let style = shape.strokeStyle ?? StrokeStyle(lineWidth: lineWidth)
                    ops.append("\(rgb(color)) RG \(number(style.lineWidth)) w \(style.lineCap.rawValue) J \(style.lineJoin.rawValue) j \(number(style.miterLimit)) M")
                    ops.append("[\(style.dash.map(number).joined(separator: " "))] \(number(style.dashPhase)) d")
                    ops.append(outline + " S")
                }
            case .text(let text):
                alpha *= Double(text.color.opacity)
                ops.append(graphicsState(alpha, &alphas))
                for line in text.lines where !line.text.isEmpty {
                    ops.append("BT /F1 \(number(text.font.pointSize)) Tf \(rgb(text.color)) rg 1 0 0 -1 \(number(line.rect.minX)) \(number(line.baseline)) Tm (\(escaped(line.text))) Tj ET")
                }
            case .symbol:
                break
            }
            ops.append("Q")
        }
        return ops.joined(separator: "\n")
    }

    /// The operator selecting a graphics state of opacity `alpha` (none when opaque).
    static func graphicsState(_ alpha: Double, _ alphas: inout [String]) -> String {
        guard alpha < 1 else { return "" }
        let value = number(CGFloat(max(0, alpha)))
        if !alphas.contains(value) { alphas.append(value) }
        return "/GA\(alphas.firstIndex(of: value) ?? 0) gs"
    }

    /// A path's construction operators (quadratic curves as cubic ones).
    static func path(_ path: Path) -> String {
        var ops: [String] = []
        var current = CGPoint.zero
        var start = CGPoint.zero
        func p(_ point: CGPoint) -> String { "\(number(point.x)) \(number(point.y))" }
        path.forEach { element in
            switch element {
            case .move(let to):
                ops.append("\(p(to)) m"); current = to; start = to
            case .line(let to):
                ops.append("\(p(to)) l"); current = to
            case .quadCurve(let to, let control):
                let c1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                ops.append("\(p(c1)) \(p(c2)) \(p(to)) c"); current = to
            case .curve(let to, let control1, let control2):
                ops.append("\(p(control1)) \(p(control2)) \(p(to)) c"); current = to
            case .closeSubpath:
                ops.append("h"); current = start
            }
        }
        return ops.isEmpty ? "0 0 m" : ops.joined(separator: " ")
    }

    static func rgb(_ color: Color.Resolved) -> String {
        [color.red, color.green, color.blue].map { number(CGFloat(min(max($0, 0), 1))) }.joined(separator: " ")
    }

    /// A number as PDF writes it: at most four decimals, no exponent, no trailing zeros.
    static func number(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        var text = String(format: "%.4f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// A PDF literal string's content: `\`, `(` and `)` escaped, Latin-1 beyond ASCII in octal,
    /// anything else as `?`.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x5C, 0x28, 0x29: out += "\\" + String(scalar)
            case 0x20..<0x7F: out.unicodeScalars.append(scalar)
            case 0xA0...0xFF: out += "\\" + String(scalar.value, radix: 8)
            default: out += "?"
            }
        }
        return out
    }
}
#endif
