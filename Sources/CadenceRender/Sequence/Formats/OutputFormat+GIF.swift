extension OutputFormat {
    /// An animated GIF (whole-centisecond delays, 256 colours, no partial transparency).
    public static let gif = OutputFormat(name: "gif", isAnimated: true) { writer, sequence, _ throws(RenderError) in
        try writer.gifData(for: sequence)
    }
}
