extension OutputFormat {
    /// One frame as a PNG.
    public static let png = OutputFormat(name: "png", isAnimated: false) { writer, sequence, index throws(RenderError) in
        try writer.pngData(sequence.frames[index].image)
    }
}
