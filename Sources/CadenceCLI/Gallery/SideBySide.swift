import CadenceRender
import Foundation

/// Two recordings of the same length shown as one: each frame is the left recording's frame, a thin
/// divider, then the right one's. The demo's contact sheet of an example with and without Reduce
/// Motion is made from it, so each thumbnail compares the two at the same instant.
///
/// ```swift
/// let both = try SideBySide.join(plain, reduced, divider: 2)
/// try ContactSheet(frameCount: 16, columns: 4).write(both, to: URL(fileURLWithPath: "sheet.png"))
/// ```
enum SideBySide {
    /// The divider's colour: a light grey, visible on white frames.
    static let dividerColor = RGBAPixel(red: 200, green: 200, blue: 200, alpha: 255)

    /// `left` and `right` frame by frame, `divider` pixels apart; times, playback, scale and
    /// background are the left's. The display list of each frame is the left's (a joined frame has
    /// no single display list; the joined sequence is for pixels only).
    /// - Throws: `RenderError.invalidArgument` when the two have different frame counts or heights.
    static func join(_ left: FrameSequence, _ right: FrameSequence, divider: Int) throws(RenderError) -> FrameSequence {
        guard left.frames.count == right.frames.count else {
            throw .invalidArgument("side by side needs recordings of the same length, not \(left.frames.count) and \(right.frames.count) frames")
        }
        var joined = left
        for index in left.frames.indices {
            joined.frames[index].image = try join(left.frames[index].image, right.frames[index].image, divider: max(0, divider))
        }
        return joined
    }

    /// One row of `left`, `divider` pixels of `dividerColor`, one row of `right`, for every row.
    static func join(_ left: RasterImage, _ right: RasterImage, divider: Int) throws(RenderError) -> RasterImage {
        guard left.height == right.height else {
            throw .invalidArgument("side by side needs images of the same height, not \(left.height) and \(right.height)")
        }
        let width = left.width + divider + right.width
        let gap = (0..<divider).flatMap { _ in [dividerColor.red, dividerColor.green, dividerColor.blue, dividerColor.alpha] }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * left.height * 4)
        for row in 0..<left.height {
            bytes += left.bytes[(row * left.width * 4)..<((row + 1) * left.width * 4)]
            bytes += gap
            bytes += right.bytes[(row * right.width * 4)..<((row + 1) * right.width * 4)]
        }
        guard let image = RasterImage(width: width, height: left.height, bytes: bytes) else {
            throw .invalidArgument("side by side could not assemble a \(width) × \(left.height) image")
        }
        return image
    }
}
