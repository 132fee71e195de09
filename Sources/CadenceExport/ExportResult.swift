/// What an export produced.
///
/// ```swift
/// let result = try Exporter.export(scene, format: .css)
/// try result.content.write(…)   // the stylesheet
/// try result.page?.write(…)     // the HTML page that plays it
/// print(result.report.text)
/// ```
public struct ExportResult: Sendable {
    public var format: ExportFormat
    /// The export: CSS, Web Animations JSON or Lottie JSON.
    public var content: String
    /// A self-contained HTML page that plays the export (CSS and Web Animations only).
    public var page: String?
    public var report: FidelityReport
}
