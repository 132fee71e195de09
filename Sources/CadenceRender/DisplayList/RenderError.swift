/// Why rendering or writing a frame, an animation, a plot or a gallery failed. Every check runs
/// before any pixel is drawn or any byte written, so a failure never leaves a partial file.
///
/// ```swift
/// do {
///     try DisplayListRenderer().render(list)
/// } catch .unknownSymbol(let name, let known) {
///     print("no drawing for \(name); known: \(known.joined(separator: ", "))")
/// }
/// ```
public enum RenderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A display list names a symbol Cadence has no drawing for; `known` lists the names it has.
    case unknownSymbol(name: String, known: [String])
    /// A size in points (times `scale`) that is zero, negative, not finite, or larger in pixels than
    /// the limits allow.
    case invalidSize(width: Double, height: Double, scale: Double, maxPixelWidth: Int, maxPixelHeight: Int)
    /// A frame rate that is not positive and finite.
    case invalidFrameRate(Double)
    /// A start time or duration that is negative, NaN or infinite.
    case invalidTimeRange(start: Double, duration: Double)
    /// Frames were asked for before the stage's current time; a stage only moves forward.
    case startBeforeStageTime(start: Double, stageTime: Double)
    /// More frames than the limit.
    case tooManyFrames(count: Double, limit: Int)
    /// The frames together would hold more pixels than the limit (they are all kept in memory).
    case tooManyPixels(count: Double, limit: Int)
    /// An animation or a sheet needs at least one frame.
    case noFrames
    /// A frame index outside the sequence.
    case frameOutOfRange(index: Int, count: Int)
    /// GIF stores delays in whole centiseconds and browsers slow delays under 2 cs down to 10 cs.
    case frameRateTooHighForGIF(Double)
    /// A file name whose extension names no format Cadence writes.
    case unsupportedFormat(fileExtension: String, supported: [String])
    /// An option out of its domain (a column count of 0, a plot with no samples, …), in words.
    case invalidArgument(String)
    /// Cairo refused to make a canvas.
    case canvas(CanvasError)
    /// An encoder refused the frames.
    case encoding(ImageEncodingError)
    /// The file could not be written; nothing was left behind.
    case file(AtomicFileError)

    public var description: String {
        switch self {
        case let .unknownSymbol(name, known):
            return "unknown symbol \"\(name)\": Cadence draws only \(known.joined(separator: ", "))"
        case let .invalidSize(width, height, scale, maxWidth, maxHeight):
            return "invalid size \(width)×\(height) pt at scale \(scale): the size and scale must be positive and finite, "
                + "and the image at most \(maxWidth)×\(maxHeight) px"
        case let .invalidFrameRate(fps):
            return "invalid frame rate \(fps): frames per second must be positive and finite"
        case let .invalidTimeRange(start, duration):
            return "invalid time range: start \(start) s, duration \(duration) s (both must be finite and not negative)"
        case let .startBeforeStageTime(start, stageTime):
            return "cannot render from t = \(start) s: the stage is already at t = \(stageTime) s and time only moves forward"
        case let .tooManyFrames(count, limit):
            return "\(Self.integerText(count)) frames is more than the limit of \(limit)"
        case let .tooManyPixels(count, limit):
            return "the frames would hold \(Self.integerText(count)) pixels, more than the limit of \(limit)"
        case .noFrames:
            return "there are no frames"
        case let .frameOutOfRange(index, count):
            return "frame \(index) does not exist: there are \(count) frames"
        case let .frameRateTooHighForGIF(fps):
            return "GIF cannot play \(fps) fps: its delays are whole centiseconds and browsers slow delays under 2 cs to 10 cs; "
                + "record at 50 fps or less, or write APNG"
        case let .unsupportedFormat(fileExtension, supported):
            let shown = fileExtension.isEmpty ? "a file name without an extension" : "\".\(fileExtension)\""
            return "cannot write \(shown): the supported extensions are \(supported.map { ".\($0)" }.joined(separator: " "))"
        case let .invalidArgument(message):
            return message
        case let .canvas(error):
            return error.description
        case let .encoding(error):
            return error.description
        case let .file(error):
            return error.description
        }
    }

    private static func integerText(_ value: Double) -> String {
        value.isFinite && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}
