import CadenceRender
import CadenceUI
import Foundation

/// The recorded part of an example's gallery section: the animation as a GIF and an animated WebP
/// (both looping), and a contact sheet; for an example with a Reduce Motion variant, also the
/// recording with Reduce Motion on (shown beside the first), and a sheet whose every thumbnail holds
/// both at the same instant.
///
/// ```swift
/// let recorded = StageExhibit.steps(for: recording)
/// recorded.images.map(\.path)   // ["like-button-reduce-motion/animation.gif",
///                               //  "like-button-reduce-motion/reduce-motion.gif",
///                               //  "like-button-reduce-motion/sheet.png"]
/// recorded.images[0].sources     // [like-button-reduce-motion/animation.webp, image/webp]
/// ```
///
/// Frames are recorded with `StageRecorder` at the run's frames per second and scale, on the
/// recording's background (white, or a spec scene's own). The
/// contact sheet shows 16 frames spread over the recording, first and last included, each at half
/// the stage's size in points whatever the scale, with small labels: a 200-point stage's sheet fits
/// beside its GIF on the page.
enum StageExhibit {
    /// The contact sheet for frames `frameWidth` pixels wide recorded at `scale` pixels per point:
    /// 4 columns, or 3 or 2 when the thumbnails are wide (a side-by-side recording), so the sheet
    /// stays within the page's width.
    static func sheet(scale: Double, frameWidth: Int) -> ContactSheet {
        let thumbnailScale = 0.5 / scale
        let thumbnail = Double(frameWidth) * thumbnailScale + 12
        return ContactSheet(frameCount: 16, columns: max(2, min(4, Int(1000 / thumbnail))), thumbnailScale: thumbnailScale,
                            labelFont: RenderFont(family: "DejaVu Sans Mono", size: 10))
    }

    /// The step that records and writes the files, and the images the section shows: the
    /// recordings first (each a GIF, with an animated WebP of the same frames as the source a browser
    /// prefers; `preferSmallerWebP(_:in:)` drops the WebP where it is not the smaller), then the sheet.
    static func steps(for recording: DemoRecording) -> (steps: [DemoStep], images: [GalleryImage]) {
        let name = recording.name
        let how = recording.playback == .repeating ? "loops" : "plays once, then starts over"
        func animation(_ file: String, alt: String, label: String) -> GalleryImage {
            GalleryImage(path: "\(name)/\(file).gif", alt: alt, label: label,
                         sources: [GalleryImage.Source(path: "\(name)/\(file).webp", type: webpType)],
                         width: Int(recording.size.width.rounded()), height: Int(recording.size.height.rounded()), isAnimated: true)
        }
        var images = [animation("animation", alt: "A recording of \(name) playing its script", label: "As scripted (\(how))")]
        if recording.hasReduceMotionVariant {
            images.append(animation("reduce-motion", alt: "A recording of \(name) playing the same script with Reduce Motion on",
                                    label: "The same with Reduce Motion on"))
        }
        images.append(GalleryImage(path: "\(name)/sheet.png", alt: "16 frames of \(name) with their times",
                                   label: recording.hasReduceMotionVariant
                                       ? "Contact sheet: as scripted (left of each pair) and with Reduce Motion on (right)"
                                       : "Contact sheet"))
        let paths = images.flatMap { [$0.path] + $0.sources.map(\.path) }
        return ([step(recording, paths: paths)], images)
    }

    /// The MIME type of the recordings' WebP sources.
    static let webpType = "image/webp"

    /// Keeps each recording's WebP source only where the WebP file is smaller than its GIF: removes
    /// the others from the images and deletes their files from `staging`.
    /// - Returns: the gallery paths of the WebP files removed.
    static func preferSmallerWebP(_ sections: inout [DemoSection], in staging: URL) -> [String] {
        var removed: [String] = []
        func size(_ path: String) -> Int? {
            (try? FileManager.default.attributesOfItem(atPath: staging.appendingPathComponent(path).path))?[.size] as? Int
        }
        for s in sections.indices {
            for i in sections[s].entry.images.indices {
                let image = sections[s].entry.images[i]
                sections[s].entry.images[i].sources = image.sources.filter { source in
                    guard source.type == webpType else { return true }
                    if let webp = size(source.path), let gif = size(image.path), webp < gif { return true }
                    try? FileManager.default.removeItem(at: staging.appendingPathComponent(source.path))
                    removed.append(source.path)
                    return false
                }
            }
        }
        return removed
    }

    /// Gives every image that has no size yet the size its file has on the page: its pixels divided
    /// by `scale` (pixels per point), read from the PNG or GIF header, or an SVG's `width` and
    /// `height` (already in points). Files that cannot be read keep no size.
    static func sizeImages(_ sections: inout [DemoSection], in staging: URL, scale: Double) {
        for s in sections.indices {
            for i in sections[s].entry.images.indices where sections[s].entry.images[i].width == nil {
                let url = staging.appendingPathComponent(sections[s].entry.images[i].path)
                guard let size = pageSize(of: url, scale: scale) else { continue }
                sections[s].entry.images[i].width = size.width
                sections[s].entry.images[i].height = size.height
            }
        }
    }

    /// The size in points of an image file (see `sizeImages`).
    static func pageSize(of url: URL, scale: Double) -> (width: Int, height: Int)? {
        guard let data = try? Data(contentsOf: url), data.count >= 24 else { return nil }
        let bytes = [UInt8](data.prefix(4096))
        func points(_ pixels: Int) -> Int { max(1, Int((Double(pixels) / scale).rounded())) }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            // PNG: the IHDR chunk's width and height, big-endian, at bytes 16 and 20.
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            return (points(width), points(height))
        }
        if bytes.starts(with: Array("GIF".utf8)) {
            // GIF: the logical screen's width and height, little-endian, at bytes 6 and 8.
            return (points(Int(bytes[6]) | Int(bytes[7]) << 8), points(Int(bytes[8]) | Int(bytes[9]) << 8))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        if let svg = text.range(of: "<svg") {
            func attribute(_ name: String) -> Int? {
                guard let start = text[svg.upperBound...].range(of: " \(name)=\"") else { return nil }
                let digits = text[start.upperBound...].prefix { $0.isNumber || $0 == "." }
                return Double(digits).map { Int($0.rounded()) }
            }
            if let width = attribute("width"), let height = attribute("height") { return (width, height) }
        }
        return nil
    }

    /// Records the stage (and its Reduce Motion twin) on the main actor, then writes the GIFs, the
    /// WebPs and the sheet on any thread. Every recording loops, as a gallery page shows them.
    private static func step(_ recording: DemoRecording, paths: [String]) -> DemoStep {
        DemoStep(paths) { options in
            let plain = try record(recording, reduceMotion: false, options: options)
            let reduced = recording.hasReduceMotionVariant ? try record(recording, reduceMotion: true, options: options) : nil
            return { urls in
                let writer = FrameWriter(webp: WebPEncoder(compression: .lossless, effort: webpEffort), loop: .forever)
                try writer.write(plain, to: urls[0])
                try writeSmallerWebP(plain, to: urls[1])
                var shown = plain
                if let reduced {
                    try writer.write(reduced, to: urls[2])
                    try writeSmallerWebP(reduced, to: urls[3])
                    shown = try SideBySide.join(plain, reduced, divider: max(1, Int(options.scale.rounded())))
                }
                let frameWidth = shown.frames.first?.image.width ?? 0
                try sheet(scale: options.scale, frameWidth: frameWidth).write(shown, to: urls[urls.count - 1])
            }
        }
    }

    /// libwebp's effort (`method`) for the gallery's WebPs: 2 of 0…6. Against libwebp's default of 4,
    /// the gallery's WebPs came out 4 % larger in all and encoded in half the time (a quarter of the
    /// gallery's CPU time had gone to them); below 2, some grew larger than their GIFs.
    static let webpEffort = 2

    /// The quality of the lossy WebP a recording is also tried in: where it is smaller than the
    /// lossless one (a recording with many anti-aliased edges and fades, like the toast), it is used.
    /// At 80 the edges and text stay clean to the eye at 1× and 2×.
    static let lossyQuality = 80.0

    /// Writes the smaller of the lossless WebP and the lossy one at `lossyQuality`, both looping.
    static func writeSmallerWebP(_ sequence: FrameSequence, to url: URL) throws {
        try FrameWriter(webp: WebPEncoder(compression: .lossless, effort: webpEffort), loop: .forever).write(sequence, to: url)
        let lossy = url.deletingPathExtension().appendingPathExtension("lossy.webp")
        defer { try? FileManager.default.removeItem(at: lossy) }
        try FrameWriter(webp: WebPEncoder(compression: .lossy(quality: lossyQuality), effort: webpEffort), loop: .forever).write(sequence, to: lossy)
        func size(_ url: URL) -> Int { ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? .max }
        if size(lossy) < size(url) {
            try FileManager.default.removeItem(at: url)
            try FileManager.default.moveItem(at: lossy, to: url)
        }
    }

    private static func record(_ recording: DemoRecording, reduceMotion: Bool, options: DemoOptions) throws -> FrameSequence {
        try DemoMainActor.run {
            let recorder = StageRecorder(renderer: DisplayListRenderer(scale: options.scale, background: recording.background),
                                         framesPerSecond: options.framesPerSecond)
            if !reduceMotion, let lists = recording.plainFrames {
                return try recorder.record(displayLists: lists, playback: recording.playback)
            }
            let stage = recording.makeStage(reduceMotion)
            let sequence = try recorder.record(stage, duration: recording.duration, playback: recording.playback)
            if let issue = stage.issues.first {
                throw UsageError("the \(recording.name) example\(reduceMotion ? " with Reduce Motion" : "") did not play as scripted: \(issue)")
            }
            return sequence
        }
    }
}
