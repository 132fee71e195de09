import Foundation

/// A grid of frames from a sequence, each with its time printed under it, as one PNG: the whole
/// animation at a glance, for reviews and for the gallery.
///
/// ```swift
/// let sheet = ContactSheet(frameCount: 8, columns: 4, thumbnailScale: 0.5)
/// try sheet.write(sequence, to: URL(fileURLWithPath: "out/like-sheet.png"))
/// ```
///
/// The frames shown are spread evenly over the sequence, first and last included (all of them when
/// there are no more than `frameCount`). Each thumbnail is the frame scaled by `thumbnailScale`
/// (image pixels to sheet pixels) inside a thin border, with `t = 0.240 s` (milliseconds) and its
/// frame number centred under it.
public struct ContactSheet: Sendable, Hashable {
    /// How many frames to show, ≥ 1. Default 12.
    public var frameCount: Int
    /// Thumbnails per row, ≥ 1, or nil for ⌈√n⌉ (12 frames: 4 columns of 3 rows).
    public var columns: Int?
    /// Sheet pixels per frame pixel, positive and finite. Default 1.
    public var thumbnailScale: Double
    /// The gap between cells and around the sheet, in sheet pixels, ≥ 0. Default 12.
    public var spacing: Double
    /// The font of the time labels. Default DejaVu Sans Mono 12.
    public var labelFont: RenderFont
    /// The colour of the time labels. Default a dark grey.
    public var labelColor: RenderColor
    /// Behind the grid. Default a light grey, so white frames stand out.
    public var background: RenderColor
    /// The thumbnails' outline colour.
    public var borderColor: RenderColor
    /// The largest sheet made.
    public var limits: RenderLimits

    /// Makes a sheet; every parameter defaults as its property says (12 frames, ⌈√n⌉ columns, scale 1,
    /// 12-pixel spacing, DejaVu Sans Mono 12 labels on light grey).
    public init(frameCount: Int = 12, columns: Int? = nil, thumbnailScale: Double = 1, spacing: Double = 12,
                labelFont: RenderFont = RenderFont(family: "DejaVu Sans Mono", size: 12),
                labelColor: RenderColor = RenderColor(white: 0.2), background: RenderColor = RenderColor(white: 0.94),
                borderColor: RenderColor = RenderColor(white: 0.7), limits: RenderLimits = .standard) {
        self.frameCount = frameCount
        self.columns = columns
        self.thumbnailScale = thumbnailScale
        self.spacing = spacing
        self.labelFont = labelFont
        self.labelColor = labelColor
        self.background = background
        self.borderColor = borderColor
        self.limits = limits
    }

    /// The indices of the frames shown out of `total`: round(k·(total − 1)/(n − 1)) for k = 0…n−1,
    /// with n = min(frameCount, total); `[0]` when n is 1; empty when `total` is 0.
    public func shownIndices(outOf total: Int) -> [Int] {
        let n = min(max(frameCount, 1), total)
        guard n > 1 else { return n == 1 ? [0] : [] }
        return (0..<n).map { Int((Double($0) * Double(total - 1) / Double(n - 1)).rounded()) }
    }

    /// The sheet's pixels.
    /// - Throws: `RenderError.noFrames`, `.invalidArgument` for a frame count, column count, scale or
    ///   spacing out of its domain, `.invalidSize` for a sheet over the limits.
    public func render(_ sequence: FrameSequence) throws(RenderError) -> RasterImage {
        guard let first = sequence.frames.first else { throw .noFrames }
        guard frameCount >= 1 else { throw .invalidArgument("a contact sheet shows at least 1 frame, not \(frameCount)") }
        if let columns, columns < 1 { throw .invalidArgument("a contact sheet needs at least 1 column, not \(columns)") }
        guard thumbnailScale > 0, thumbnailScale.isFinite else {
            throw .invalidArgument("the thumbnail scale must be positive and finite, not \(thumbnailScale)")
        }
        guard spacing >= 0, spacing.isFinite else { throw .invalidArgument("the spacing must be ≥ 0 and finite, not \(spacing)") }

        let shown = shownIndices(outOf: sequence.frames.count)
        let columnCount = min(columns ?? Int(Double(shown.count).squareRoot().rounded(.up)), shown.count)
        let rowCount = (shown.count + columnCount - 1) / columnCount
        let thumbWidth = (Double(first.image.width) * thumbnailScale).rounded()
        let thumbHeight = (Double(first.image.height) * thumbnailScale).rounded()
        let labelHeight = labelFont.size > 0 && labelFont.size.isFinite ? (labelFont.size * 1.6).rounded(.up) : 0
        let labels = shown.map { "t = \(String(format: "%.3f", sequence.frames[$0].time)) s  #\($0)" }
        let labelWidths = try Self.advances(of: labels, in: labelFont)
        let cellWidth = max(thumbWidth, ((labelWidths.max() ?? 0) + 4).rounded(.up)), cellHeight = thumbHeight + labelHeight
        let width = spacing + Double(columnCount) * (cellWidth + spacing)
        let height = spacing + Double(rowCount) * (cellHeight + spacing)
        _ = try limits.pixelSize(width: width, height: height, scale: 1)

        let canvas = try CairoCanvas.make(width: width, height: height, scale: 1, background: background)
        canvas.font = labelFont
        for (position, index) in shown.enumerated() {
            let frame = sequence.frames[index]
            let left = spacing + Double(position % columnCount) * (cellWidth + spacing)
            let top = spacing + Double(position / columnCount) * (cellHeight + spacing)
            let thumbLeft = left + ((cellWidth - thumbWidth) / 2).rounded()
            canvas.drawImage(frame.image, at: CGPoint(x: thumbLeft, y: top),
                             scale: thumbWidth / Double(frame.image.width))
            // A one-pixel border just outside the thumbnail, on pixel centres so it stays crisp.
            canvas.beginPath()
            canvas.addRect(CGRect(x: thumbLeft - 0.5, y: top - 0.5, width: thumbWidth + 1, height: thumbHeight + 1))
            canvas.strokeColor = borderColor
            canvas.strokeStyle = CanvasStrokeStyle(lineWidth: 1)
            canvas.strokePath()

            canvas.fillColor = labelColor
            canvas.drawText(labels[position], at: CGPoint(x: left + (cellWidth - labelWidths[position]) / 2,
                                               y: top + thumbHeight + labelHeight * 0.72))
        }
        return canvas.snapshot()
    }

    private static func advances(of labels: [String], in font: RenderFont) throws(RenderError) -> [Double] {
        let scratch = try CairoCanvas.make(width: 1, height: 1, scale: 1, background: .clear)
        scratch.font = font
        return labels.map { scratch.measureText($0).advance }
    }

    /// Renders the sheet and writes it as a PNG, atomically.
    /// - Throws: as `render(_:)`, or `RenderError.file`.
    public func write(_ sequence: FrameSequence, to url: URL) throws(RenderError) {
        try FrameWriter().writePNG(render(sequence), to: url)
    }
}
