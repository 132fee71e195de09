@testable import CadenceRender
import CadenceUI
import Foundation
import Testing

@MainActor
@Suite struct ContactSheetTests {
    private static func likeSequence() throws -> FrameSequence {
        try StageRecorder().record(RenderScenes.likeStage(), duration: 1, playback: .once)
    }

    @Test(arguments: [
        (12, 51, [0, 5, 9, 14, 18, 23, 27, 32, 36, 41, 45, 50]),  // round(k · 50/11)
        (4, 10, [0, 3, 6, 9]), (12, 5, [0, 1, 2, 3, 4]), (1, 51, [0]), (3, 1, [0]), (5, 0, []), (0, 3, [0]),
    ])
    func shownFramesAreSpreadEvenlyFirstAndLastIncluded(frameCount: Int, total: Int, expected: [Int]) {
        #expect(ContactSheet(frameCount: frameCount).shownIndices(outOf: total) == expected)
    }

    @Test func thumbnailsAreTheFramesWithTheirTimesUnderneath() throws {
        let sequence = try Self.likeSequence()
        let sheet = ContactSheet(frameCount: 12, columns: 4, spacing: 12, background: RenderColor(white: 0.5))
        let image = try sheet.render(sequence)
        // Frames of 200 × 220 px are wider than their labels, so cells are as wide as the frames:
        // 12 + 4 × (200 + 12) across; three rows of 220 + 20 (label) + 12 down.
        #expect(image.width == 12 + 4 * 212)
        #expect(image.height == 12 + 3 * (220 + 20 + 12))
        // At scale 1 a thumbnail is its frame, pixel for pixel.
        #expect(image.cropped(x: 12, y: 12, width: 200, height: 220) == sequence.frames[0].image)
        #expect(image.cropped(x: 12 + 3 * 212, y: 12 + 2 * 252, width: 200, height: 220) == sequence.frames[50].image)
        #expect(image.cropped(x: 12 + 212, y: 12, width: 200, height: 220) == sequence.frames[5].image)
        // Every label strip has dark ink on the grey background.
        for row in 0..<3 {
            for column in 0..<4 {
                let strip = image.cropped(x: 12 + column * 212, y: 12 + row * 252 + 221, width: 200, height: 19)
                #expect(strip.count { $0.red < 90 } > 20, "no label under cell \(row), \(column)")
            }
        }
    }

    @Test func thumbnailsCanBeScaledDown() throws {
        let sequence = try Self.likeSequence()
        let image = try ContactSheet(frameCount: 4, columns: 2, thumbnailScale: 0.5).render(sequence)
        // A 100 × 110 thumbnail is narrower than its label, so the label sets the cell width.
        #expect(image.height == 12 + 2 * (110 + 20 + 12))
        #expect(image.width > 12 + 2 * (100 + 12))
    }

    @Test func badOptionsAreErrors() throws {
        let sequence = try Self.likeSequence()
        let bad: [ContactSheet] = [
            ContactSheet(frameCount: 0), ContactSheet(columns: 0), ContactSheet(thumbnailScale: 0),
            ContactSheet(thumbnailScale: .nan), ContactSheet(spacing: -1), ContactSheet(spacing: .infinity),
        ]
        for sheet in bad {
            expectRenderError("invalidArgument") { () throws(RenderError) in try sheet.render(sequence) } where: {
                if case .invalidArgument = $0 { true } else { false }
            }
        }
        #expect(throws: RenderError.noFrames) {
            try ContactSheet().render(FrameSequence(frames: [], framesPerSecond: 50, playback: .once))
        }
        expectRenderError("invalidSize") { () throws(RenderError) in try ContactSheet(thumbnailScale: 40).render(sequence) } where: {
            if case .invalidSize = $0 { true } else { false }
        }
    }

    @Test(.enabled(if: Tool.exists("pngcheck"), "pngcheck not installed"))
    func theSheetIsWrittenAsAPNG() throws {
        let directory = try TemporaryDirectory.make()
        let url = directory.appendingPathComponent("sheet.png")
        let sequence = try Self.likeSequence()
        try ContactSheet(frameCount: 6).write(sequence, to: url)
        let result = try Tool.run("pngcheck", [url.path])
        #expect(result.status == 0 && result.text.hasPrefix("OK"), "\(result.text)")
        #expect([UInt8](try Data(contentsOf: url)) == (try PNGEncoder().encode(ContactSheet(frameCount: 6).render(sequence))))
        #expect(throws: RenderError.self) { try ContactSheet().write(sequence, to: directory.appendingPathComponent("no/sheet.png")) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["sheet.png"])
    }
}
