/// How closely an export follows Cadence: for each exported property, the largest difference
/// between what the export shows (its keyframes and easings evaluated as a browser or a Lottie
/// player does) and Cadence's own value, over a dense sampling, in the property's units.
///
/// ```swift
/// let result = try Exporter.export(scene, format: .css)
/// result.report.isWithinBounds                 // true
/// result.report.properties[0].maximumError     // 0.0031 (a scale factor)
/// print(result.report.text)
/// ```
///
/// Times are sampled every `sampleStep` seconds from 0 to the duration, plus at and just after
/// every keyframe, except inside the 0.1 µs after a jump, where the export still shows the value
/// before it (no frame lands there).
public struct FidelityReport: Sendable {
    /// One exported property.
    public struct Property: Sendable {
        /// What it is: the channel's name, and for derived properties how it was derived.
        public var name: String
        /// The property's unit, which `bound` and `maximumError` are in.
        public var unit: ExportUnit
        /// The bound it was exported for.
        public var bound: Double
        /// The largest difference found, in `unit`.
        public var maximumError: Double
        /// Where (seconds).
        public var time: Double
        /// How it was written: interval counts by easing, and the points of sampled easings.
        public var encoding: String

        /// True when `maximumError` ≤ `bound`.
        public var isWithinBound: Bool { maximumError <= bound }
    }

    /// The name of the scene exported.
    public var scene: String
    /// The format exported.
    public var format: ExportFormat
    /// Seconds.
    public var duration: Double
    /// Where the exported loop goes on after `duration`, in seconds; nil: the export plays once.
    public var loopStart: Double?
    /// Seconds between samples (0.001: a millisecond grid).
    public var sampleStep: Double
    /// How many times were sampled, keyframe times included.
    public var sampleCount: Int
    /// One entry per exported property, in the order they were exported.
    public var properties: [Property]
    /// What the export leaves out or changes, in words.
    public var notes: [String]

    /// True when every property is within its bound.
    public var isWithinBounds: Bool { properties.allSatisfy(\.isWithinBound) }
}
