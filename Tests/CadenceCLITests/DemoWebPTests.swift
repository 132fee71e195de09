import CadenceRender
import CadenceUI
import Foundation
import Testing
@testable import CadenceCLI

/// The gallery's recordings as animated WebP beside their GIF: a WebP source only where it is the
/// smaller file, a `<picture>` with the GIF as the fallback, and every recording looping.
@Suite struct DemoWebPTests {
    /// A staging folder with a GIF and a WebP of the given sizes, and a section that shows them.
    static func staged(gif: Int, webp: Int) throws -> (URL, [DemoSection]) {
        let folder = try DemoTemporary.folder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("x"), withIntermediateDirectories: true)
        try Data(repeating: 1, count: gif).write(to: folder.appendingPathComponent("x/animation.gif"))
        try Data(repeating: 2, count: webp).write(to: folder.appendingPathComponent("x/animation.webp"))
        let image = GalleryImage(path: "x/animation.gif", alt: "A recording", sources: [GalleryImage.Source(path: "x/animation.webp", type: "image/webp")])
        let section = DemoSection(name: "x", entry: GalleryEntry(title: "X", images: [image, GalleryImage(path: "x/sheet.png", alt: "Sheet")]), steps: [])
        return (folder, [section])
    }

    @Test func aSmallerWebPIsKept() throws {
        var (folder, sections) = try Self.staged(gif: 300, webp: 200)
        defer { try? FileManager.default.removeItem(at: folder) }
        let removed = StageExhibit.preferSmallerWebP(&sections, in: folder)
        #expect(removed.isEmpty)
        #expect(sections[0].entry.images[0].sources.map(\.path) == ["x/animation.webp"])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("x/animation.webp").path))
        let html = DemoGallery.page(sections).html(in: folder)
        #expect(html.contains("<picture><source type=\"image/webp\" srcset=\"x/animation.webp\"><img src=\"x/animation.gif\" alt=\"A recording\"></picture>"))
        #expect(html.contains("<figure><img src=\"x/sheet.png\""))
    }

    @Test(arguments: [(300, 300), (300, 900)])
    func aWebPThatIsNotSmallerIsDropped(gif: Int, webp: Int) throws {
        var (folder, sections) = try Self.staged(gif: gif, webp: webp)
        defer { try? FileManager.default.removeItem(at: folder) }
        let removed = StageExhibit.preferSmallerWebP(&sections, in: folder)
        #expect(removed == ["x/animation.webp"])
        #expect(sections[0].entry.images[0].sources.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("x/animation.webp").path))
        let html = DemoGallery.page(sections).html(in: folder)
        #expect(!html.contains("<picture>") && html.contains("<img src=\"x/animation.gif\""))
    }

    @Test func theGalleryWritesLoopingWebPsWhereTheyAreSmaller() throws {
        let folder = try DemoTemporary.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("gallery").path
        let run = runSpecCommand(["demo", "--only", "pulse-badge,like-button-reduce-motion", "-o", out, "-q", "--fps", "20"])
        #expect(run.status == 0, "\(run.error)")
        let page = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        for name in ["pulse-badge/animation", "like-button-reduce-motion/animation", "like-button-reduce-motion/reduce-motion"] {
            let gif = try #require((try? FileManager.default.attributesOfItem(atPath: "\(out)/\(name).gif"))?[.size] as? Int)
            let webp = (try? FileManager.default.attributesOfItem(atPath: "\(out)/\(name).webp"))?[.size] as? Int
            // Shown as a WebP with the GIF behind it exactly when the WebP was smaller.
            #expect(page.contains("srcset=\"\(name).webp\"") == (webp != nil), "\(name)")
            if let webp { #expect(webp < gif, "\(name)") }
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(name).gif")))
            // NETSCAPE2.0 application extension with a loop count of 0: for ever.
            let netscape = Array("NETSCAPE2.0".utf8)
            let found = (0..<(bytes.count - netscape.count)).first { Array(bytes[$0..<$0 + netscape.count]) == netscape }
            let at = try #require(found, "\(name).gif has no loop extension")
            #expect(bytes[at + 13] == 0 && bytes[at + 14] == 0, "\(name).gif loops for ever")
            if webp != nil {
                // The ANIM chunk's loop count (2 bytes after the 4-byte background colour) is 0: for ever.
                let webpBytes = Array(try Data(contentsOf: URL(fileURLWithPath: "\(out)/\(name).webp")))
                let anim = Array("ANIM".utf8)
                let chunk = try #require((0..<(webpBytes.count - 4)).first { Array(webpBytes[$0..<$0 + 4]) == anim })
                #expect(webpBytes[chunk + 12] == 0 && webpBytes[chunk + 13] == 0, "\(name).webp loops for ever")
            }
        }
        #expect(!page.localizedCaseInsensitiveContains("seed"))
    }

    /// Frames of `count` pictures: smooth gradients shifting each frame (`smooth`), which lossy WebP
    /// compresses far better, or two flat colours, which lossless does.
    static func frames(smooth: Bool, count: Int = 6) -> FrameSequence {
        let frames = (0..<count).map { index -> RenderedFrame in
            var image = RasterImage(width: 64, height: 48, fill: RGBAPixel(red: 255, green: 255, blue: 255, alpha: 255))
            for y in 0..<48 {
                for x in 0..<64 {
                    if smooth {
                        let wave = UInt8((sin(Double(x + index * 3) / 5) * 60 + sin(Double(y * x) / 97) * 50 + 128).rounded())
                        image[x, y] = RGBAPixel(red: wave, green: UInt8((x * 4 + index * 7) % 256), blue: UInt8(y * 5), alpha: 255)
                    } else if (x + index) / 16 % 2 == 0 {
                        image[x, y] = RGBAPixel(red: 0, green: 122, blue: 255, alpha: 255)
                    }
                }
            }
            return RenderedFrame(time: Double(index) / 50, displayList: DisplayList(size: .zero, time: 0, items: []), image: image)
        }
        return FrameSequence(frames: frames, framesPerSecond: 50, playback: .repeating)
    }

    @Test(arguments: [true, false])
    func theGalleryKeepsTheSmallerOfLosslessAndLossyWebP(smooth: Bool) throws {
        let folder = try DemoTemporary.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let sequence = Self.frames(smooth: smooth)
        let chosen = folder.appendingPathComponent("animation.webp")
        try StageExhibit.writeSmallerWebP(sequence, to: chosen)
        let lossless = folder.appendingPathComponent("lossless.webp"), lossy = folder.appendingPathComponent("lossy.webp")
        try FrameWriter(webp: WebPEncoder(compression: .lossless, effort: StageExhibit.webpEffort), loop: .forever).write(sequence, to: lossless)
        try FrameWriter(webp: WebPEncoder(compression: .lossy(quality: StageExhibit.lossyQuality), effort: StageExhibit.webpEffort), loop: .forever)
            .write(sequence, to: lossy)
        func bytes(_ url: URL) throws -> Data { try Data(contentsOf: url) }
        let sizes = (try bytes(lossless).count, try bytes(lossy).count)
        // The smooth frames are smaller lossy, the flat ones lossless: the gallery takes whichever is.
        #expect(smooth ? sizes.1 < sizes.0 : sizes.0 < sizes.1, "lossless \(sizes.0) B, lossy \(sizes.1) B")
        #expect(try bytes(chosen) == (smooth ? try bytes(lossy) : try bytes(lossless)))
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["animation.webp", "lossless.webp", "lossy.webp"])
        if DemoTool.exists("webpinfo") {
            let info = try RenderValidator.run("webpinfo", [chosen.path])
            #expect(info.status == 0)
            #expect(info.output.contains(smooth ? "lossy" : "lossless") || info.output.contains(smooth ? "VP8 " : "VP8L"), "\(info.output.prefix(600))")
        }
    }
}
