extension OutputFormat {
    /// An animated PNG (exact delays, full colour and alpha).
    public static let apng = OutputFormat(name: "apng", isAnimated: true) { writer, sequence, _ throws(RenderError) in
        try writer.apngData(for: sequence)
    }
}
