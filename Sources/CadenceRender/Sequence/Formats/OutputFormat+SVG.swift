extension OutputFormat {
    /// One frame as an SVG document, on the sequence's background when it is not clear.
    public static let svg = OutputFormat(name: "svg", isAnimated: false, isText: true) { writer, sequence, index throws(RenderError) in
        var svg = writer.svg
        svg.scale = sequence.scale
        svg.background = sequence.background.alpha > 0 ? sequence.background : nil
        return Array(try svg.document(for: sequence.frames[index].displayList).utf8)
    }
}
