import CadenceRender
import CadenceUI
import CadenceTesting
import Foundation

/// The platform image snapshots are recorded on, as it appears in their file names: `linux`,
/// `macos`, `ios`, `tvos`, `watchos`, `visionos`, `windows`, or `other`.
///
/// Image snapshots depend on the fonts and on the rasteriser's build, so each platform keeps its
/// own file (`like-burst.linux.png` beside `like-burst.macos.png`); text snapshots are shared.
public let snapshotPlatform: String = {
    #if os(Linux)
    "linux"
    #elseif os(macOS)
    "macos"
    #elseif os(iOS)
    "ios"
    #elseif os(tvOS)
    "tvos"
    #elseif os(watchOS)
    "watchos"
    #elseif os(visionOS)
    "visionos"
    #elseif os(Windows)
    "windows"
    #else
    "other"
    #endif
}()

extension SnapshotFormat where Value == RasterImage {
    /// PNG files named for the platform (`<name>.linux.png`), compared with `comparison`. A mismatch
    /// says how many pixels differ and where, and writes `<name>.expected.png`, `<name>.actual.png`
    /// and `<name>.diff.png` (the expected image faded, differing pixels in red).
    public static func png(_ comparison: ImageComparison = ImageComparison()) -> SnapshotFormat<RasterImage> {
        SnapshotFormat(
            pathExtension: "\(snapshotPlatform).png",
            encode: { image in
                do { return Data(try PNGEncoder().encode(image)) } catch { throw SnapshotError("\(error)") }
            },
            decode: { data in try PNGDecoder.decode([UInt8](data)) },
            difference: { expected, actual in
                guard let difference = comparison.difference(expected, actual) else { return nil }
                var artifacts: [SnapshotArtifact] = []
                for (suffix, image) in [("expected.png", expected), ("actual.png", actual)] + (difference.image.map { [("diff.png", $0)] } ?? []) {
                    if let png = try? PNGEncoder().encode(image) { artifacts.append(SnapshotArtifact(suffix: suffix, contents: Data(png))) }
                }
                let message: String
                if expected.width != actual.width || expected.height != actual.height {
                    message = "the image is \(actual.width)×\(actual.height) pixels, the snapshot \(expected.width)×\(expected.height)"
                } else {
                    let share = Double(difference.differingPixels) / Double(max(difference.totalPixels, 1)) * 100
                    let region = difference.differingRegion.map { " in \($0)" } ?? ""
                    message = """
                        \(difference.differingPixels) of \(difference.totalPixels) pixels differ (\(String(format: "%.3f", share)) %)\(region), \
                        by up to \(difference.largestChannelDifference) in a channel; allowed: \(comparison.imageTolerance * 100) % of pixels \
                        beyond a channel difference of \(comparison.pixelTolerance)
                        """
                }
                return SnapshotDifference(message: message, artifacts: artifacts)
            }
        )
    }
}

extension SnapshotStrategy where Subject == DisplayList, Value == RasterImage {
    /// The display list drawn by `renderer` (Cairo), compared with `comparison`.
    public static func image(
        renderer: DisplayListRenderer = DisplayListRenderer(), comparison: ImageComparison = ImageComparison()
    ) -> SnapshotStrategy {
        SnapshotStrategy(format: .png(comparison)) { list in
            do { return try renderer.render(list) } catch { throw SnapshotError("could not render the display list: \(error)") }
        }
    }
}

extension SnapshotStrategy where Subject == Stage, Value == RasterImage {
    /// What the stage shows now, drawn by `renderer`.
    ///
    /// ```swift
    /// assertSnapshot(of: stage, as: .image(renderer: DisplayListRenderer(scale: 2)), named: "like-rest")
    /// ```
    public static func image(
        renderer: DisplayListRenderer = DisplayListRenderer(), comparison: ImageComparison = ImageComparison()
    ) -> SnapshotStrategy {
        SnapshotStrategy<DisplayList, RasterImage>.image(renderer: renderer, comparison: comparison).capturing { $0.displayList() }
    }

    /// `instant`'s images at each of `times` (seconds) side by side, left to right, in one PNG: a
    /// film strip of the run. The stage is advanced to each time in turn (times must increase from
    /// its time); every image must have the same size. On failure a GIF of the actual run
    /// (`<name>.run.gif`, one frame per time, half a second each) is written with the other artifacts.
    ///
    /// ```swift
    /// assertSnapshot(of: stage, as: .timeline(at: [0, 0.15, 0.3, 1], .image()), named: "like-burst")
    /// ```
    public static func timeline(at times: [Double], _ instant: SnapshotStrategy) -> SnapshotStrategy {
        let count = times.count
        return timeline(at: times, instant, failureArtifacts: { strip in
            guard let frames = FilmStrip.splitting(strip, into: count),
                  let gif = try? GIFEncoder(looping: .forever).encode(frames, delay: 50) else { return [] }
            return [SnapshotArtifact(suffix: "run.gif", contents: Data(gif))]
        }) { frames in
            try FilmStrip.joining(frames.map(\.value))
        }
    }
}

/// Frames side by side in one image, and back.
enum FilmStrip {
    static func joining(_ frames: [RasterImage]) throws -> RasterImage {
        guard let first = frames.first else { throw SnapshotError("no frames to join") }
        guard frames.allSatisfy({ $0.width == first.width && $0.height == first.height }) else {
            throw SnapshotError("the frames have different sizes (\(frames.map { "\($0.width)×\($0.height)" }.joined(separator: ", "))): a film strip needs one size")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(frames.count * first.bytes.count)
        let row = first.width * 4
        for y in 0..<first.height {
            for frame in frames { bytes += frame.bytes[(y * row)..<((y + 1) * row)] }
        }
        return RasterImage(width: first.width * frames.count, height: first.height, bytes: bytes)!
    }

    static func splitting(_ strip: RasterImage, into count: Int) -> [RasterImage]? {
        guard count > 0, strip.width % count == 0, strip.width > 0 else { return nil }
        let width = strip.width / count
        return (0..<count).map { strip.cropped(x: $0 * width, y: 0, width: width, height: strip.height) }
    }
}
