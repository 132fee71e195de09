import Foundation

/// A file format Cadence writes, chosen from a file name's extension: an open set of values, each
/// declared with its encoder in a file of its own (`OutputFormat+GIF.swift`, …).
///
/// ```swift
/// try OutputFormat(for: URL(fileURLWithPath: "like.gif"))    // .gif
/// try OutputFormat(fileExtension: "APNG")                     // .apng (case does not matter)
/// try OutputFormat(fileExtension: "mov")                      // throws RenderError.unsupportedFormat
/// ```
///
/// Adding a format is adding a file that declares a static member with its encoder, plus its name in
/// `allCases` (the list the command line and errors offer). Two formats are equal when their names
/// are.
public struct OutputFormat: Sendable, Hashable, CustomStringConvertible {
    /// The format's name, which is also its file extension, in lowercase (`gif`).
    public let name: String
    /// Whether the format holds every frame (GIF, APNG, WebP) rather than one (PNG, SVG).
    public let isAnimated: Bool
    /// Whether the format is text (SVG), which may be written to a terminal.
    public let isText: Bool
    /// Encodes a sequence with a writer's settings; the index is the still frame a one-frame
    /// format holds (in range, checked before).
    private let encoder: @Sendable (FrameWriter, FrameSequence, Int) throws(RenderError) -> [UInt8]

    /// A format named `name` (its extension, lowercase) whose files `encode` makes from a writer's
    /// settings, a sequence and the index of the still frame a one-frame format holds.
    package init(name: String, isAnimated: Bool, isText: Bool = false,
                 encode: @escaping @Sendable (FrameWriter, FrameSequence, Int) throws(RenderError) -> [UInt8]) {
        self.name = name
        self.isAnimated = isAnimated
        self.isText = isText
        encoder = encode
    }

    /// Every format Cadence writes.
    public static var allCases: [OutputFormat] { [.png, .gif, .apng, .svg, .webp] }

    /// The format's name, as `name`: what `--format` takes.
    public var rawValue: String { name }

    /// The format named `rawValue` (lowercase), if Cadence writes it.
    public init?(rawValue: String) {
        guard let format = OutputFormat.allCases.first(where: { $0.name == rawValue }) else { return nil }
        self = format
    }

    /// The format for an extension, without the dot, in any case.
    /// - Throws: `RenderError.unsupportedFormat` naming the extension and the supported ones.
    public init(fileExtension: String) throws(RenderError) {
        guard let format = OutputFormat(rawValue: fileExtension.lowercased()) else {
            throw .unsupportedFormat(fileExtension: fileExtension, supported: OutputFormat.allCases.map(\.name))
        }
        self = format
    }

    /// The format for a file URL's extension.
    /// - Throws: `RenderError.unsupportedFormat`, also for a name without an extension.
    public init(for url: URL) throws(RenderError) {
        try self.init(fileExtension: url.pathExtension)
    }

    /// The format's name.
    public var description: String { name }

    /// The bytes of `sequence` in this format, with `writer`'s settings; a one-frame format holds the
    /// frame at `stillFrame` (in range).
    func encode(_ sequence: FrameSequence, with writer: FrameWriter, stillFrame: Int) throws(RenderError) -> [UInt8] {
        try encoder(writer, sequence, stillFrame)
    }

    public static func == (a: OutputFormat, b: OutputFormat) -> Bool { a.name == b.name }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
