extension OutputFormat {
    /// An animated WebP (millisecond durations, full colour and alpha, lossy or lossless).
    public static let webp = OutputFormat(name: "webp", isAnimated: true) { writer, sequence, _ throws(RenderError) in
        try writer.webpData(for: sequence)
    }
}
