import CadenceImageTesting
import CadenceRender
import CadenceTesting
import CadenceUI
import Foundation
import Testing

/// Image snapshots: PNG files read back exactly, tolerances, the diff image, film strips and the
/// artifacts a failure leaves.
@MainActor
@Suite struct ImageSnapshotTests {
    private func checkerboard(width: Int = 6, height: Int = 4) -> RasterImage {
        var image = RasterImage(width: width, height: height, fill: .clear)
        for y in 0..<height {
            for x in 0..<width {
                image[x, y] = (x + y) % 2 == 0
                    ? RGBAPixel(red: 250, green: UInt8(truncatingIfNeeded: x * 40), blue: UInt8(truncatingIfNeeded: y * 60))
                    : RGBAPixel(red: 10, green: 20, blue: 30, alpha: UInt8(truncatingIfNeeded: 100 + x * 20))
            }
        }
        return image
    }

    @Test func aPNGReadsBackToTheSamePixels() throws {
        let format = SnapshotFormat<RasterImage>.png()
        #expect(format.pathExtension == "\(snapshotPlatform).png")
        for image in [checkerboard(), checkerboard(width: 1, height: 1), checkerboard(width: 33, height: 7)] {
            #expect(try format.decode(try format.encode(image)) == image)
        }
        // A rendered frame, whose rows use every PNG filter the encoder chooses.
        let stage = Stage(size: CGSize(width: 60, height: 60)) { PoppingHeart() }
        let frame = try DisplayListRenderer(scale: 2).render(stage.displayList())
        #expect(try format.decode(try format.encode(frame)) == frame)
    }

    @Test(arguments: [
        (Data("hello".utf8), "not a PNG file (no PNG signature)"),
        (Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), "PNG has no header chunk"),
    ])
    func aBadFileIsOneLine(data: Data, message: String) {
        #expect(throws: SnapshotError(message)) { try SnapshotFormat<RasterImage>.png().decode(data) }
    }

    @Test func aCutOrDamagedFileIsRefused() throws {
        let png = try SnapshotFormat<RasterImage>.png().encode(checkerboard())
        #expect(throws: SnapshotError("PNG ends without its IEND chunk (the file is cut short)")) {
            try SnapshotFormat<RasterImage>.png().decode(png.prefix(png.count - 12))
        }
        var damaged = png
        damaged[damaged.count - 20] ^= 0xFF
        #expect(throws: SnapshotError.self) { try SnapshotFormat<RasterImage>.png().decode(damaged) }
    }

    @Test func tolerancesDecideWhatCountsAsTheSame() throws {
        let expected = checkerboard()
        var actual = expected
        actual[2, 1] = RGBAPixel(red: expected[2, 1].red &+ 3, green: expected[2, 1].green, blue: expected[2, 1].blue, alpha: expected[2, 1].alpha)
        actual[5, 3] = RGBAPixel(red: 0, green: 255, blue: 0)
        let exact = try #require(ImageComparison().difference(expected, actual))
        #expect(exact.differingPixels == 2)
        #expect(exact.largestChannelDifference == 250)
        #expect(exact.differingRegion == ImageComparison.PixelRegion(x: 2, y: 1, width: 4, height: 3))
        let diff = try #require(exact.image)
        #expect(diff[5, 3] == RGBAPixel(red: 255, green: 0, blue: 0))
        #expect(diff[0, 0] != RGBAPixel(red: 255, green: 0, blue: 0))
        // A channel difference of 3 is within a pixel tolerance of 3; one pixel in 24 within 5 %.
        #expect(ImageComparison(pixelTolerance: 3).difference(expected, actual)?.differingPixels == 1)
        #expect(ImageComparison(pixelTolerance: 3, imageTolerance: 0.05).difference(expected, actual) == nil)
        let other = RasterImage(width: 5, height: 4)
        #expect(ImageComparison(imageTolerance: 1).difference(expected, other)?.differingPixels == 24)
    }

    @Test func aDifferingImageWritesExpectedActualDiffAndARunGIF() throws {
        let scratch = try ScratchPackage()
        defer { scratch.remove() }
        let strategy = SnapshotStrategy<Stage, RasterImage>.timeline(at: [0, 0.2, 0.3], .image())
        func makeStage() -> Stage {
            let stage = Stage(size: CGSize(width: 60, height: 60)) { PoppingHeart() }
            stage.schedule(.tap(identifier: "heart"), at: 0.1)
            return stage
        }
        let recorded = verifySnapshot(of: makeStage(), as: strategy, named: "pop", record: .all, testFile: scratch.testFile)
        #expect(recorded.kind == .recorded)
        let file = scratch.snapshots.appendingPathComponent("pop.\(snapshotPlatform).png")
        let strip = try SnapshotFormat<RasterImage>.png().decode(try Data(contentsOf: file))
        #expect(strip.width == 180 && strip.height == 60)
        #expect(verifySnapshot(of: makeStage(), as: strategy, named: "pop", record: .never, testFile: scratch.testFile).kind == .matched)

        // The same run without the tap: the second and third frames differ.
        let still = Stage(size: CGSize(width: 60, height: 60)) { PoppingHeart() }
        let result = verifySnapshot(of: still, as: strategy, named: "pop", record: .never, testFile: scratch.testFile)
        #expect(result.kind == .differs)
        let failure = try #require(result.failure)
        #expect(failure.contains("pixels differ"))
        #expect(failure.contains("by up to"))
        #expect(result.artifacts.map(\.lastPathComponent) == ["pop.expected.png", "pop.actual.png", "pop.diff.png", "pop.run.gif"])
        let gif = try Data(contentsOf: scratch.artifacts.appendingPathComponent("pop.run.gif"))
        #expect(gif.starts(with: Data("GIF89a".utf8)))
        let diff = try SnapshotFormat<RasterImage>.png().decode(try Data(contentsOf: scratch.artifacts.appendingPathComponent("pop.diff.png")))
        // The first frame (before the tap) is the same, so the red is all in the later frames.
        #expect((0..<60).allSatisfy { x in (0..<60).allSatisfy { y in diff[x, y] != RGBAPixel(red: 255, green: 0, blue: 0) } })
        #expect((60..<180).contains { x in (0..<60).contains { y in diff[x, y] == RGBAPixel(red: 255, green: 0, blue: 0) } })
    }

    @Test func framesOfDifferentSizesCannotMakeAStrip() {
        // A list 40 points wide at t = 0, 50 points wide later.
        let strategy = SnapshotStrategy<Stage, RasterImage>.timeline(at: [0, 0.1], SnapshotStrategy<DisplayList, RasterImage>.image().capturing { (stage: Stage) in
            DisplayList(size: CGSize(width: stage.time == 0 ? 40 : 50, height: 40), time: stage.time, items: [])
        })
        let stage = Stage(size: CGSize(width: 40, height: 40)) { PoppingHeart() }
        #expect(throws: SnapshotError("the frames have different sizes (40×40, 50×40): a film strip needs one size")) {
            try strategy.capture(stage)
        }
    }
}
