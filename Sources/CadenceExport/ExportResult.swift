/// What an export produced.
///
/// ```swift
/// let result = try Exporter.export(scene, format: .css)
/// try result.content.write(…)   // the stylesheet
/// try result.page?.write(…)     // the HTML page that plays it
/// try result.fragment?.write(…) // markup and stylesheet in one snippet, to paste into a page
/// print(result.report.text)
/// ```
public struct ExportResult: Sendable {
    /// The format exported: what `content` holds.
    public var format: ExportFormat
    /// The export: CSS, Web Animations JSON or Lottie JSON.
    public var content: String
    /// A self-contained HTML page that plays the export (CSS and Web Animations only).
    public var page: String?
    /// A snippet of HTML meant for embedding in a page of one's own (CSS and Web Animations only):
    /// for CSS a `<style>` element with the stylesheet and the scene's markup; for Web Animations the
    /// static style, the markup, the JSON and the script that plays it. It defines nothing that does
    /// not start with `prefix`.
    public var fragment: String?
    /// What every id, class and animation name of the CSS, Web Animations, page and fragment starts with.
    public var prefix: ExportPrefix
    /// How closely the export follows Cadence's values, property by property.
    public var report: FidelityReport
}
