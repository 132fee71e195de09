import Foundation

/// One drawing instruction of a laid-out plot, in points (y down): what both the SVG writer and the
/// Cairo renderer draw, so the two agree by construction.
enum PlotMark: Hashable {
    /// Lines through each run of points (runs are separate subpaths), optionally clipped to a rectangle.
    case lines([[CGPoint]], color: RenderColor, width: Double, dash: [Double], clip: CGRect?)
    case rect(CGRect, fill: RenderColor?, stroke: RenderColor?, lineWidth: Double)
    case circle(center: CGPoint, radius: Double, fill: RenderColor, stroke: RenderColor, lineWidth: Double)
    /// Text on a baseline through `origin`, anchored at its start, middle or end; `rotated` turns it a
    /// quarter turn anticlockwise about `origin` (a vertical axis label reading upwards).
    case text(String, origin: CGPoint, size: Double, bold: Bool, anchor: PlotTextAnchor, color: RenderColor, rotated: Bool)
}

/// Where a text mark's origin is along the text.
enum PlotTextAnchor: Hashable {
    case start, middle, end
}
