/// What `Exporter` writes: a named format and the writer that produces it.
///
/// An open set, like SwiftUI's style structs: each format is a static member declared beside its
/// writer (`.css`, `.waapi`, `.lottie`), so adding a format is adding a file with a new static
/// member, its writer, and its entry in `allCases`.
///
/// ```swift
/// let result = try Exporter.export(scene, format: .lottie)
/// ExportFormat(rawValue: "css") == .css     // true
/// ExportFormat(rawValue: "gif")             // nil
/// ```
public struct ExportFormat: Sendable, Hashable, RawRepresentable, CustomStringConvertible {
    /// The format's name: what the command line's `--format` takes and the file extension written.
    public let rawValue: String
    /// Writes a laid-out, planned scene in this format.
    let writer: any ExportWriter

    init(name: String, writer: any ExportWriter) {
        self.rawValue = name
        self.writer = writer
    }

    /// The format named `rawValue` among `allCases`; nil for a name no format has.
    public init?(rawValue: String) {
        guard let format = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = format
    }

    /// Every format Cadence exports, in the order the command line lists them.
    public static var allCases: [ExportFormat] { [.css, .waapi, .lottie] }

    /// The format's name (`rawValue`).
    public var description: String { rawValue }

    /// Formats are equal when their names are.
    public static func == (lhs: ExportFormat, rhs: ExportFormat) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
}

/// Produces one format from a scene the exporter has validated, laid out and planned.
protocol ExportWriter: Sendable {
    /// The export of `job`'s scene, with its fidelity report.
    func write(_ job: ExportJob) -> ExportResult
    /// How this format plays the Reduce Motion variant, in words: `what` the variant does, and for
    /// formats that append it to the timeline, the frames it occupies.
    func reducedMotionNote(_ what: String, frames: (start: Double, end: Double)?) -> String
}

/// What every writer starts from: the scene (transitions expanded, opacities clamped), its layout,
/// one plan per channel, and the notes gathered so far.
struct ExportJob {
    var format: ExportFormat
    var scene: ExportScene
    var root: SceneNode
    var plans: [ChannelPlan]
    var bounds: ErrorBounds
    var prefix: ExportPrefix
    var expansion: PresenceExpansion?
    var notes: [String]
}
