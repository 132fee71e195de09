import Cadence
import Foundation

/// Draws a plot's marks with Cairo.
enum PlotRaster {
    /// The family of every plot label, in PNG and SVG alike.
    static let fontFamily = "DejaVu Sans"

    static func draw(_ marks: [PlotMark], on canvas: CairoCanvas) {
        for mark in marks {
            switch mark {
            case let .lines(runs, color, width, dash, clip):
                canvas.save()
                if let clip {
                    canvas.beginPath()
                    canvas.addRect(clip)
                    canvas.clip()
                }
                canvas.beginPath()
                for run in runs {
                    guard let first = run.first else { continue }
                    canvas.move(to: first)
                    for point in run.dropFirst() { canvas.addLine(to: point) }
                }
                canvas.strokeColor = color
                canvas.strokeStyle = CanvasStrokeStyle(lineWidth: width, lineJoin: .round, dash: dash)
                canvas.strokePath()
                canvas.restore()
            case let .rect(rect, fill, stroke, lineWidth):
                if let fill {
                    canvas.beginPath()
                    canvas.addRect(rect)
                    canvas.fillColor = fill
                    canvas.fillPath()
                }
                if let stroke {
                    canvas.beginPath()
                    canvas.addRect(rect)
                    canvas.strokeColor = stroke
                    canvas.strokeStyle = CanvasStrokeStyle(lineWidth: lineWidth)
                    canvas.strokePath()
                }
            case let .circle(center, radius, fill, stroke, lineWidth):
                let box = CGRect(x: Double(center.x) - radius, y: Double(center.y) - radius, width: 2 * radius, height: 2 * radius)
                canvas.beginPath()
                canvas.addEllipse(in: box)
                canvas.fillColor = fill
                canvas.fillPath()
                canvas.addEllipse(in: box)
                canvas.strokeColor = stroke
                canvas.strokeStyle = CanvasStrokeStyle(lineWidth: lineWidth)
                canvas.strokePath()
            case let .text(text, origin, size, bold, anchor, color, rotated):
                canvas.save()
                canvas.font = RenderFont(family: fontFamily, size: size, isBold: bold)
                canvas.fillColor = color
                let advance = canvas.measureText(text).advance
                let shift = anchor == .start ? 0 : (anchor == .middle ? -advance / 2 : -advance)
                canvas.translate(x: Double(origin.x), y: Double(origin.y))
                if rotated { canvas.rotate(by: .degrees(-90)) }
                canvas.drawText(text, at: CGPoint(x: shift, y: 0))
                canvas.restore()
            }
        }
    }
}
