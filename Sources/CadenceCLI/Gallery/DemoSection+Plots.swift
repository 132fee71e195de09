import CadenceRender
import Foundation

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
