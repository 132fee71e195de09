import CadenceRender
import CadenceUI
import Foundation
import Testing

@Suite struct OutputFormatTests {
    @Test(arguments: [("gif", OutputFormat.gif), ("GIF", .gif), ("png", .png), ("apng", .apng), ("APNG", .apng), ("svg", .svg)])
    func extensionsChooseTheFormat(fileExtension: String, format: OutputFormat) throws {
        #expect(try OutputFormat(fileExtension: fileExtension) == format)
        #expect(try OutputFormat(for: URL(fileURLWithPath: "/tmp/out/anim.\(fileExtension)")) == format)
    }

    @Test(arguments: ["tiff", "jpg", "", "gif.bak", "mp4"])
    func otherExtensionsAreErrorsNamingTheSupportedOnes(fileExtension: String) {
        let expected = RenderError.unsupportedFormat(fileExtension: fileExtension, supported: ["png", "gif", "apng", "svg", "webp"])
        #expect(throws: expected) { try OutputFormat(fileExtension: fileExtension) }
        #expect(expected.description.contains(".png .gif .apng .svg .webp"))
    }

    @Test func aNameWithoutExtensionIsAnError() {
        let error = RenderError.unsupportedFormat(fileExtension: "", supported: ["png", "gif", "apng", "svg", "webp"])
        #expect(throws: error) { try OutputFormat(for: URL(fileURLWithPath: "/tmp/out/animation")) }
        #expect(error.description.hasPrefix("cannot write a file name without an extension"))
    }

    @Test func onlyGIFAPNGAndWebPAreAnimated() {
        #expect(OutputFormat.allCases.filter(\.isAnimated) == [.gif, .apng, .webp])
    }

    /// The set is open: a format declared with its encoder writes through `FrameWriter` like the
    /// built-in ones, and is told apart by its name.
    @Test func aFormatIsItsNameAndItsEncoder() throws {
        let frameCount = OutputFormat(name: "count", isAnimated: true) { _, sequence, still throws(RenderError) in
            Array("\(sequence.frames.count) \(still)".utf8)
        }
        #expect(frameCount != .gif && frameCount.rawValue == "count" && frameCount.description == "count")
        #expect(OutputFormat(rawValue: "count") == nil, "not among the formats the command line offers")
        let frame = RenderedFrame(time: 0, displayList: DisplayList(size: CGSize(width: 2, height: 2), time: 0, items: []),
                                  image: RasterImage(width: 2, height: 2))
        let sequence = FrameSequence(frames: [frame, frame, frame], framesPerSecond: 10, playback: .once)
        #expect(try FrameWriter().encoded(sequence, as: frameCount, stillFrame: 1) == Array("3 1".utf8))
        #expect(throws: RenderError.frameOutOfRange(index: 5, count: 3)) { try FrameWriter().encoded(sequence, as: frameCount, stillFrame: 5) }
        let empty = FrameSequence(frames: [], framesPerSecond: 10, playback: .once)
        #expect(throws: RenderError.noFrames) { try FrameWriter().encoded(empty, as: frameCount) }
        #expect(OutputFormat.svg.isText && !OutputFormat.png.isText)
    }
}
