@testable import CadenceRender
import CadenceUI
import Foundation
import Testing

@MainActor
@Suite struct GalleryPageTests {
    private static let hostile = "<script>alert('x')</script> & \"quoted\""
    private static let escapedHostile = "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quoted&quot;"

    @Test func everyUserVisibleStringIsEscaped() {
        let page = GalleryPage(title: Self.hostile, introduction: Self.hostile, entries: [
            GalleryEntry(title: Self.hostile, caption: Self.hostile,
                         images: [GalleryImage(path: "a.png", alt: Self.hostile, label: Self.hostile)],
                         textBlocks: [GalleryTextBlock(title: Self.hostile, text: Self.hostile + "\n<b>\u{7}")]),
        ])
        let html = page.html(in: URL(fileURLWithPath: "/tmp/gallery"))
        #expect(!html.contains("<script>"))
        #expect(!html.contains("alert('x')"))
        #expect(!html.contains("<b>"))
        #expect(!html.contains("\u{7}"))
        // title, h1, intro, h2, caption, alt, figcaption, summary, pre: nine places.
        #expect(html.components(separatedBy: Self.escapedHostile).count - 1 == 9)
        #expect(html.contains("<pre>\(Self.escapedHostile)\n&lt;b&gt;</pre>"))
    }

    @Test func markupEscapesTheFiveSpecialCharactersAndDropsForbiddenOnes() {
        #expect(Markup.escaped("a & b < c > d \"e\" 'f'") == "a &amp; b &lt; c &gt; d &quot;e&quot; &#39;f&#39;")
        #expect(Markup.escaped("tab\tline\nnull\u{0}bell\u{7}\u{FFFE}") == "tab\tline\nnullbell")
        #expect(Markup.escaped("♥ 👍🏽 é") == "♥ 👍🏽 é")
    }

    @Test(arguments: [
        ("/tmp/gallery/like.gif", "like.gif"),
        ("/tmp/gallery/frames/f 1.png", "frames/f%201.png"),
        ("/tmp/other/x.png", "../other/x.png"),
        ("/elsewhere/x.png", "../../elsewhere/x.png"),
        ("a b/c#d?.png", "a%20b/c%23d%3F.png"),
        ("herz♥.png", "herz%E2%99%A5.png"),
        ("./sub//x.png", "./sub/x.png"),
    ])
    func imagesAreLinkedRelativeToThePage(path: String, link: String) {
        #expect(GalleryPage.link(to: path, from: URL(fileURLWithPath: "/tmp/gallery", isDirectory: true)) == link)
    }

    @Test func thePageIsSelfContainedAndDeterministic() {
        let page = GalleryPage(title: "Examples", entries: [GalleryEntry(title: "One", images: [GalleryImage(path: "one.png", alt: "one")])])
        let html = page.html(in: URL(fileURLWithPath: "/tmp/g"))
        #expect(html == page.html(in: URL(fileURLWithPath: "/tmp/g")))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("<style>") && !html.contains("<script") && !html.contains("<link") && !html.contains("http://")
                && !html.contains("https://"))
        #expect(html.contains("<figure><img src=\"one.png\" alt=\"one\"></figure>"))
    }

    @Test func writingIsAtomicAndNeedsTheDirectory() throws {
        let directory = try TemporaryDirectory.make()
        let page = GalleryPage(title: "T", entries: [])
        let url = try page.write(to: directory)
        #expect(url.lastPathComponent == "index.html")
        #expect(try String(contentsOf: url, encoding: .utf8) == page.html(in: directory))
        expectRenderError("file") { () throws(RenderError) in try page.write(to: directory.appendingPathComponent("missing")) } where: {
            if case .file = $0 { true } else { false }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["index.html"])
    }

    // MARK: A real browser

    @Test(.enabled(if: Tool.exists("chromium-headless-shell"), "chromium-headless-shell not installed"))
    func theGalleryLoadsEveryImageInHeadlessChromium() throws {
        let directory = try TemporaryDirectory.make()
        let frames = directory.appendingPathComponent("like frames", isDirectory: true)
        try FileManager.default.createDirectory(at: frames, withIntermediateDirectories: true)
        let sequence = try StageRecorder().record(RenderScenes.likeStage(), duration: 1, playback: .once)
        let writer = FrameWriter()
        try writer.write(sequence, to: frames.appendingPathComponent("like.gif"))
        try writer.write(sequence, to: frames.appendingPathComponent("like.apng"))
        try writer.write(sequence, to: frames.appendingPathComponent("final.svg"))
        try writer.write(sequence, to: directory.appendingPathComponent("final #1.png"))
        try ContactSheet(frameCount: 8, thumbnailScale: 0.5).write(sequence, to: directory.appendingPathComponent("sheet.png"))

        let page = GalleryPage(title: "Cadence <gallery> test", introduction: "Rendered by CadenceRender & checked in Chromium.", entries: [
            GalleryEntry(title: "Like button", caption: "1 s at 50 fps, played once",
                         images: [GalleryImage(path: frames.appendingPathComponent("like.gif").path, alt: "GIF", label: "GIF"),
                                  GalleryImage(path: "like frames/like.apng", alt: "APNG", label: "APNG"),
                                  GalleryImage(path: "like frames/final.svg", alt: "SVG", label: "SVG, final frame"),
                                  GalleryImage(path: "final #1.png", alt: "PNG", label: "PNG, final frame")],
                         textBlocks: [GalleryTextBlock(title: "Display list at 1 s", text: sequence.frames[50].displayList.description)]),
            GalleryEntry(title: "Contact sheet", images: [GalleryImage(path: directory.appendingPathComponent("sheet.png").path, alt: "sheet")]),
        ])
        let index = try page.write(to: directory)

        // A copy of the page with a probe that puts "loaded/total" in the title once everything has loaded.
        let probe = "<script>addEventListener('load', () => { const all = [...document.images]; "
            + "document.title = all.filter(i => i.naturalWidth > 0).length + '/' + all.length; });</script>"
        let checked = directory.appendingPathComponent("index-check.html")
        try String(contentsOf: index, encoding: .utf8).replacingOccurrences(of: "</body>", with: probe + "</body>")
            .write(to: checked, atomically: true, encoding: .utf8)

        let dom = try Tool.run("chromium-headless-shell", ["--no-sandbox", "--disable-gpu", "--headless", "--enable-logging=stderr",
                                                            "--v=0", "--dump-dom", checked.absoluteString])
        #expect(dom.status == 0, "chromium failed: \(dom.errors)")
        #expect(dom.text.contains("<title>5/5</title>"), "not every image loaded: \(dom.text.prefix(300))")
        let consoleMessages = dom.errors.split(separator: "\n").filter { $0.contains(":CONSOLE") }
        #expect(consoleMessages.isEmpty, "the page logged: \(consoleMessages)")
        #expect(dom.text.contains("Cadence &lt;gallery&gt; test"))

        let screenshot = directory.appendingPathComponent("gallery-screenshot.png")
        let shot = try Tool.run("chromium-headless-shell", ["--no-sandbox", "--disable-gpu", "--headless", "--hide-scrollbars",
                                                             "--force-device-scale-factor=1", "--window-size=1200,1400",
                                                             "--screenshot=\(screenshot.path)", index.absoluteString])
        #expect(shot.status == 0, "chromium failed: \(shot.errors)")
        let bytes = [UInt8](try Data(contentsOf: screenshot))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        print("gallery and screenshot in \(directory.path)")
    }
}
