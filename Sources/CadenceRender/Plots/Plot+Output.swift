import Foundation

extension Plot {
    /// The plot's pixels at `scale` pixels per point, on white.
    /// - Throws: `RenderError.invalidSize` for a size that is not positive and finite or over `limits`.
    public func render(scale: Double = 1, limits: RenderLimits = .standard) throws(RenderError) -> RasterImage {
        _ = try limits.pixelSize(width: width, height: height, scale: scale)
        let canvas = try CairoCanvas.make(width: width, height: height, scale: scale, background: .white)
        PlotRaster.draw(PlotLayout.marks(for: self), on: canvas)
        return canvas.snapshot()
    }

    /// Writes the plot as SVG or PNG, chosen by the file's extension, atomically.
    /// - Throws: `RenderError.unsupportedFormat` for other extensions (listing `svg` and `png`), as
    ///   `render`/`svgDocument` for bad sizes, `.file` when the file cannot be written.
    public func write(to url: URL, scale: Double = 1, limits: RenderLimits = .standard) throws(RenderError) {
        switch url.pathExtension.lowercased() {
        case "svg":
            try FrameWriter.save(Array(svgDocument(scale: scale, limits: limits).utf8), to: url)
        case "png":
            try FrameWriter().writePNG(render(scale: scale, limits: limits), to: url)
        default:
            throw .unsupportedFormat(fileExtension: url.pathExtension, supported: ["svg", "png"])
        }
    }
}
