import CadenceUI

extension DisplayListRenderer {
    func draw(_ item: DisplayList.Item, on canvas: CairoCanvas) {
        guard item.rect.isFiniteRect else { return }
        canvas.save()
        defer { canvas.restore() }
        // Clips are in stage coordinates already placed by their own transform; Cairo keeps a clip in
        // device space, so it survives the item's transform being applied after it.
        for clip in item.clips {
            let outline = clip.geometry.path(in: clip.rect).applying(clip.transform)
            guard outline.isFinitePath, clip.transform.isInvertibleTransform else { return }
            canvas.beginPath()
            canvas.addPath(outline)
            canvas.clip()
        }
        canvas.concatenate(RenderTransform(item.transform))

        switch item.content {
        case let .shape(shape):
            let outline = shape.path
            guard outline.isFinitePath else { return }
            canvas.beginPath()
            canvas.addPath(outline)
            switch shape.paint {
            case let .fill(color):
                canvas.fillColor = RenderColor(color)
                canvas.fillPath(rule: shape.fillStyle.isEOFilled ? .evenOdd : .nonZero, shading: shape.shading, in: shape.rect)
            case let .stroke(color, lineWidth):
                canvas.strokeColor = RenderColor(color)
                canvas.strokeStyle = CanvasStrokeStyle(shape.strokeStyle ?? StrokeStyle(lineWidth: lineWidth))
                canvas.strokePath(shading: shape.shading, in: shape.rect)
            }
        case let .text(text):
            for line in text.lines where line.rect.isFiniteRect && line.baseline.isFinite {
                let origin = CGPoint(x: line.rect.minX, y: line.baseline)
                if line.runs.isEmpty {
                    canvas.font = RenderFont(text.font)
                    canvas.fillColor = RenderColor(text.color)
                    canvas.drawText(line.text, at: origin, tracking: Double(text.tracking), shading: text.shading, in: text.rect)
                } else {
                    canvas.drawTextRuns(line.runs, at: origin, shading: text.shading, in: text.rect)
                }
            }
        case let .symbol(symbol):
            guard let shape = SymbolShape.named(symbol.name) else {
                return canvas.drawSymbolPlaceholder(named: symbol.name, in: symbol.rect, color: RenderColor(symbol.color))
            }
            canvas.drawSymbol(shape, in: symbol.rect, color: RenderColor(symbol.color))
        }
    }
}

extension DisplayListRenderer {
    /// Draws `items` in order, opening each effect layer when the first item in it comes and
    /// compositing it when the run of items that share it ends.
    func drawItems(_ items: [DisplayList.Item], on canvas: CairoCanvas) {
        var open: [DisplayList.Layer] = []
        for item in items {
            var common = 0
            while common < open.count, common < item.layers.count, open[common].id == item.layers[common].id { common += 1 }
            while open.count > common { close(open.removeLast(), on: canvas) }
            for layer in item.layers[common...] {
                canvas.beginLayer()
                open.append(layer)
            }
            draw(item, on: canvas)
        }
        while let layer = open.popLast() { close(layer, on: canvas) }
    }

    private func close(_ layer: DisplayList.Layer, on canvas: CairoCanvas) {
        canvas.endLayer(layer.effect) { canvas, items in drawItems(items, on: canvas) }
    }
}

extension CanvasStrokeStyle {
    /// The renderer's stroke for a SwiftUI `StrokeStyle`.
    init(_ style: StrokeStyle) {
        let cap: LineCap = switch style.lineCap {
        case .butt: .butt
        case .round: .round
        case .square: .square
        @unknown default: .butt
        }
        let join: LineJoin = switch style.lineJoin {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        @unknown default: .miter
        }
        self.init(lineWidth: Double(style.lineWidth), lineCap: cap, lineJoin: join, miterLimit: Double(style.miterLimit),
                  dash: style.dash.map(Double.init), dashPhase: Double(style.dashPhase))
    }
}

extension CGRect {
    var isFiniteRect: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }
}

extension AffineTransform2D {
    /// Finite entries and a non-zero determinant: the plane is not collapsed.
    var isInvertibleTransform: Bool { RenderTransform(self).isInvertible && a.isFinite && b.isFinite && c.isFinite && d.isFinite }
}

extension CadenceUI.Path {
    var isFinitePath: Bool {
        elements.allSatisfy { element in
            switch element {
            case let .move(p), let .line(p): p.x.isFinite && p.y.isFinite
            case let .quadCurve(p, c): p.x.isFinite && p.y.isFinite && c.x.isFinite && c.y.isFinite
            case let .curve(p, c1, c2):
                p.x.isFinite && p.y.isFinite && c1.x.isFinite && c1.y.isFinite && c2.x.isFinite && c2.y.isFinite
            case .closeSubpath: true
            }
        }
    }
}
