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
        let format: OutputFormat
        switch url.pathExtension.lowercased() {
        case "svg": format = .svg
        case "png": format = .png
        default: throw .unsupportedFormat(fileExtension: url.pathExtension, supported: ["svg", "png"])
        }
        try FrameWriter.save(encoded(as: format, scale: scale, limits: limits), to: url)
    }

    /// The plot as the bytes of an SVG document or a PNG, at `scale` pixels per point (as `write`).
    /// - Throws: `RenderError.unsupportedFormat` for a format other than `.svg` and `.png`, as
    ///   `render`/`svgDocument` for bad sizes.
    public func encoded(as format: OutputFormat, scale: Double = 1, limits: RenderLimits = .standard) throws(RenderError) -> [UInt8] {
        if format == .svg { return Array(try svgDocument(scale: scale, limits: limits).utf8) }
        if format == .png { return try FrameWriter().pngData(render(scale: scale, limits: limits)) }
        throw .unsupportedFormat(fileExtension: format.name, supported: ["svg", "png"])
    }
}
