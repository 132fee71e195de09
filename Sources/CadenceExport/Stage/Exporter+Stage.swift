import CadenceUI

extension Exporter {
    /// Exports what a recording of a stage shows, in `format`, with a fidelity report.
    ///
    /// ```swift
    /// let stage = Stage(size: CGSize(width: 200, height: 200)) { PulseBadge() }
    /// let recording = try StageRecording(stage: stage, duration: 2)
    /// let result = try Exporter.export(recording, name: "Pulse", format: .lottie)
    /// result.report.isWithinBounds   // true
    /// result.report.notes            // what the export leaves out, if anything
    /// ```
    ///
    /// Every item of the display lists becomes a chain of boxes — opacity, translation, rotation,
    /// scale — around its drawing (a shape's outline as the renderer fills or strokes it, a symbol,
    /// a text line by line), each moving number a channel sampled at the recording's frames and
    /// exported with the fewest keyframes that keep within `bounds` of them. The report measures
    /// every channel against the frames (between two frames, against the straight line joining
    /// them) and lists, one note per kind, what the export cannot say: gradients, clips, blur and
    /// other layer effects, shears, colour and outline changes, unknown symbols. The animation
    /// plays once, from the first frame to the last, or with `loops` for ever (for a recording of
    /// whole cycles, whose last frame leads back into its first).
    ///
    /// - Parameters:
    ///   - recording: the frames to export.
    ///   - name: the scene's name, for the report, the page's title and the default prefix.
    ///   - background: the canvas colour; nil: transparent.
    ///   - loops: whether the export repeats the recording for ever (default: plays once and holds
    ///     the last frame).
    ///   - format: CSS, Web Animations JSON or Lottie.
    ///   - bounds: the largest differences from the frames the report accepts, per unit.
    ///   - prefix: what every id, class and animation name starts with; nil: derived from `name`.
    ///   - callerNotes: what the caller left out, for the report.
    /// - Throws: `ExportError` for bounds that are not positive and finite, a recording of more
    ///   than `StageRecording.maximumItems` items, or one that has a NaN or infinite position.
    public static func export(_ recording: StageRecording, name: String, background: ExportColor? = nil, loops: Bool = false,
                              format: ExportFormat,
                              bounds: ErrorBounds = ErrorBounds(), prefix: ExportPrefix? = nil,
                              notes callerNotes: [String] = []) throws(ExportError) -> ExportResult {
        guard bounds.isValid else { throw ExportError("expected error bounds that are positive and finite, got \(bounds)") }
        let staged = try StageScene(recording)
        // The boxes come from the display lists, so the scene's own element is never laid out.
        var scene = ExportScene(name: name, width: Double(recording.size.width), height: Double(recording.size.height),
                                background: background, content: ExportElement(content: .shape(.rectangle), color: .black),
                                channels: staged.channels, duration: recording.duration,
                                loopStart: loops && recording.duration > 0 ? 0 : nil)
        scene.frameRate = recording.frameRate
        return write(scene, root: staged.root, plans: plans(scene, bounds: bounds), format: format, bounds: bounds,
                     prefix: prefix ?? ExportPrefix(derivedFrom: name), notes: callerNotes + staged.notes)
    }

    /// Exports `view` as it plays on a stage of `size` points for `duration` seconds: a
    /// `StageRecording` at `frameRate` exported in `format` (see `export(_:name:background:format:bounds:prefix:notes:)`).
    ///
    /// ```swift
    /// let result = try Exporter.export(PulseBadge(), size: CGSize(width: 120, height: 120), duration: 2.8,
    ///                                  name: "Pulse badge", format: .css)
    /// try result.page?.write(toFile: "pulse.html", atomically: true, encoding: .utf8)
    /// ```
    ///
    /// `environment` and `textMeasurer` are the stage's (`Stage.init`); pass the renderer's
    /// measurer to lay texts out as a render does. Events need a stage of one's own: schedule them
    /// on it and record it with `StageRecording(stage:duration:frameRate:)`.
    @MainActor
    public static func export<Content: View>(_ view: Content, size: CGSize, duration: Double, frameRate: Double = 240,
                                             environment: EnvironmentValues = EnvironmentValues(),
                                             textMeasurer: any TextMeasurer = ApproximateTextMeasurer(),
                                             name: String, background: ExportColor? = nil, format: ExportFormat,
                                             bounds: ErrorBounds = ErrorBounds(), prefix: ExportPrefix? = nil) throws(ExportError) -> ExportResult {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw ExportError("expected a stage with a positive, finite size, got \(size.width) × \(size.height)")
        }
        let stage = Stage(size: size, environment: environment, textMeasurer: textMeasurer, startDate: Stage.referenceDate) { view }
        let recording = try StageRecording(stage: stage, duration: duration, frameRate: frameRate)
        return try export(recording, name: name, background: background, format: format, bounds: bounds, prefix: prefix)
    }
}
