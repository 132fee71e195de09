extension CairoCanvas {
    /// A canvas, with Cairo's refusal reported as a `RenderError` (sizes are checked against the
    /// render limits by the callers first).
    static func make(width: Double, height: Double, scale: Double, background: RenderColor) throws(RenderError) -> CairoCanvas {
        do {
            return try CairoCanvas(width: width, height: height, scale: scale, background: background)
        } catch let error as CanvasError {
            throw .canvas(error)
        } catch {
            throw .canvas(.cairo("\(error)"))
        }
    }
}
