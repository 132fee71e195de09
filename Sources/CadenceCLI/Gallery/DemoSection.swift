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

/// Work that writes one or more files of the demo gallery (a plot as SVG and PNG, a recording as GIF
/// and contact sheet): one tick of the progress bar.
///
/// A step runs in two parts so steps can overlap: `prepare` runs on the runner's thread in step order
/// (a recording hops to the main actor there, where stages live) and returns the part that encodes
/// and writes the files, which may run on another thread at the same time as other steps.
struct DemoStep: Sendable {
    typealias Write = @Sendable (_ urls: [URL]) throws -> Void

    /// The paths inside the gallery folder, in the order the write part receives their URLs.
    var paths: [String]
    var prepare: @Sendable (_ options: DemoOptions) throws -> Write

    init(_ paths: [String], prepare: @escaping @Sendable (_ options: DemoOptions) throws -> Write) {
        self.paths = paths
        self.prepare = prepare
    }

    /// A step with nothing to prepare: all of it may run on another thread.
    init(_ paths: [String], write: @escaping @Sendable (_ urls: [URL], _ options: DemoOptions) throws -> Void) {
        self.init(paths) { options in { urls in try write(urls, options) } }
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
            steps.append(DemoStep([svg, png]) { (urls: [URL], options: DemoOptions) in
                try plot.write(to: urls[0])
                try plot.write(to: urls[1], scale: options.scale)
            })
            images.append(GalleryImage(path: svg, alt: item.alt, label: item.label))
        }
        self.init(name: name, entry: GalleryEntry(title: title, caption: caption, images: images, textBlocks: textBlocks), steps: steps)
    }
}
