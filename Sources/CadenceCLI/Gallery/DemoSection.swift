import CadenceRender
import Foundation

/// One section of the demo gallery: its name for `--only`, the entry `index.html` shows, and the
/// steps that write the files the entry links.
///
/// ```swift
/// let plot = Plot.spring(.bouncy)
/// DemoSection(name: "springs",
///             entry: GalleryEntry(title: "Springs", images: [GalleryImage(path: "springs/bouncy.svg", alt: "…")]),
///             steps: [DemoStep(["springs/bouncy.svg", "springs/bouncy.png"]) { urls, options in
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

/// Work that writes one or more files of the demo gallery (a plot as SVG and PNG, a recording as GIF
/// and contact sheet): one tick of the progress bar.
struct DemoStep: Sendable {
    /// The paths inside the gallery folder, in the order `run` receives their URLs.
    var paths: [String]
    /// Writes each file at the URL it is given (in the staging folder), atomically.
    var run: @Sendable (_ urls: [URL], _ options: DemoOptions) throws -> Void

    init(_ paths: [String], run: @escaping @Sendable (_ urls: [URL], _ options: DemoOptions) throws -> Void) {
        self.paths = paths
        self.run = run
    }
}

/// A plot of the gallery: written as `<section>/<file>.svg`, which the page shows, and as
/// `<section>/<file>.png` at the run's scale.
struct DemoPlot: Sendable {
    var file: String
    /// The label under the image.
    var label: String
    /// The image's alternative text.
    var alt: String
    var plot: Plot
}

extension DemoSection {
    /// A section of plots (and text blocks), each plot one step.
    init(name: String, title: String, caption: String, plots: [DemoPlot], textBlocks: [GalleryTextBlock] = []) {
        var steps: [DemoStep] = []
        var images: [GalleryImage] = []
        for item in plots {
            let svg = "\(name)/\(item.file).svg", png = "\(name)/\(item.file).png"
            let plot = item.plot
            steps.append(DemoStep([svg, png]) { urls, options in
                try plot.write(to: urls[0])
                try plot.write(to: urls[1], scale: options.scale)
            })
            images.append(GalleryImage(path: svg, alt: item.alt, label: item.label))
        }
        self.init(name: name, entry: GalleryEntry(title: title, caption: caption, images: images, textBlocks: textBlocks), steps: steps)
    }
}
