import Foundation

/// The file formats Cadence writes, chosen from a file name's extension.
///
/// ```swift
/// try OutputFormat(for: URL(fileURLWithPath: "like.gif"))    // .gif
/// try OutputFormat(fileExtension: "APNG")                     // .apng (case does not matter)
/// try OutputFormat(fileExtension: "webp")                     // throws RenderError.unsupportedFormat
/// ```
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
    /// One frame as a PNG.
    case png
    /// An animated GIF (whole-centisecond delays, 256 colours, no partial transparency).
    case gif
    /// An animated PNG (exact delays, full colour and alpha).
    case apng
    /// One frame as an SVG document.
    case svg
    /// An animated WebP (millisecond durations, full colour and alpha, lossy or lossless).
    case webp

    /// The format for an extension, without the dot, in any case.
    /// - Throws: `RenderError.unsupportedFormat` naming the extension and the supported ones.
    public init(fileExtension: String) throws(RenderError) {
        guard let format = OutputFormat(rawValue: fileExtension.lowercased()) else {
            throw .unsupportedFormat(fileExtension: fileExtension, supported: OutputFormat.allCases.map(\.rawValue))
        }
        self = format
    }

    /// The format for a file URL's extension.
    /// - Throws: `RenderError.unsupportedFormat`, also for a name without an extension.
    public init(for url: URL) throws(RenderError) {
        try self.init(fileExtension: url.pathExtension)
    }

    /// Whether the format holds every frame (GIF, APNG, WebP) rather than one (PNG, SVG).
    public var isAnimated: Bool { self == .gif || self == .apng || self == .webp }
}
