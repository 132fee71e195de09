import CadenceRender
import Foundation

/// One section of the demo gallery: its name for `--only`, the entry `index.html` shows, and the
/// steps that write the files the entry links.
///
/// ```swift
/// let plot = Plot.spring(.bouncy)
/// DemoSection(name: "springs",
///             entry: GalleryEntry(title: "Springs", images: [GalleryImage(path: "springs/bouncy.svg", alt: "…")]),
///             steps: [DemoStep(["springs/bouncy.svg", "springs/bouncy.png"]) { (urls: [URL], options: DemoOptions) in
///                 try plot.write(to: urls[0])
///                 try plot.write(to: urls[1], scale: options.scale)
///             }])
/// ```
///
/// Paths are relative to the gallery folder and `/`-separated; every image of the entry must be one
/// of the steps' paths (a test checks every link of the page).
struct DemoSection: Sendable {
    /// The name `--only` selects the section by (`like-button`).
    var name: String
    var entry: GalleryEntry
    var steps: [DemoStep]

    /// Every file the section writes.
    var paths: [String] { steps.flatMap(\.paths) }
}
