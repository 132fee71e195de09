import Foundation
import Testing
@testable import CadenceCLI

/// The demo gallery opened in a real browser and checked by external validators.
@Suite struct DemoBrowserTests {
    @Test(.enabled(if: DemoTool.exists("chromium-headless-shell"), "chromium-headless-shell not installed"))
    func everyImageOfTheGalleryLoadsInHeadlessChromium() throws {
        let folder = try DemoTemporary.folder()
        let run = runSpecCommand(["demo", "--out", "gallery", "--scale", "0.5"], workingDirectory: folder.path)
        #expect(run.status == 0, "stderr: \(run.error)")
        let gallery = folder.appendingPathComponent("gallery")
        let index = gallery.appendingPathComponent("index.html")
        // One <img> per image; a recording's WebP <source> is what Chromium loads into it.
        let total = DemoFolder(url: gallery).indexHTML.components(separatedBy: "<img src=\"").count - 1
        #expect(total > 20)

        // A copy of the page with a probe that puts "loaded/total" in the title once everything has loaded.
        let probe = "<script>addEventListener('load', () => { const all = [...document.images]; "
            + "document.title = all.filter(i => i.complete && i.naturalWidth > 0).length + '/' + all.length; });</script>"
        let checked = gallery.appendingPathComponent("index-check.html")
        try String(contentsOf: index, encoding: .utf8).replacingOccurrences(of: "</body>", with: probe + "</body>")
            .write(to: checked, atomically: true, encoding: .utf8)
        let dom = try DemoTool.run("chromium-headless-shell", ["--no-sandbox", "--headless", "--disable-gpu", "--enable-logging=stderr",
                                                               "--v=0", "--dump-dom", checked.absoluteString])
        #expect(dom.status == 0, "chromium failed: \(dom.errors)")
        #expect(dom.output.contains("<title>\(total)/\(total)</title>"), "not every image loaded: \(dom.output.prefix(300))")
        let consoleMessages = dom.errors.split(separator: "\n").filter { $0.contains(":CONSOLE") }
        #expect(consoleMessages.isEmpty, "the page logged: \(consoleMessages)")

        let screenshot = folder.appendingPathComponent("gallery-screenshot.png")
        let shot = try DemoTool.run("chromium-headless-shell", ["--no-sandbox", "--headless", "--disable-gpu", "--hide-scrollbars",
                                                                "--force-device-scale-factor=1", "--window-size=1200,2400",
                                                                "--screenshot=\(screenshot.path)", index.absoluteString])
        #expect(shot.status == 0, "chromium failed: \(shot.errors)")
        #expect(try Data(contentsOf: screenshot).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        print("demo gallery and its screenshot in \(folder.path)")
    }

    @Test(.enabled(if: DemoTool.exists("pngcheck"), "pngcheck not installed"))
    func everyPNGPassesPngcheck() throws {
        let folder = try DemoTemporary.folder()
        let run = runSpecCommand(["demo", "--out", "g", "--only", "like-button,springs", "--scale", "0.5"], workingDirectory: folder.path)
        #expect(run.status == 0, "stderr: \(run.error)")
        let gallery = DemoFolder(url: folder.appendingPathComponent("g"))
        let pngs = gallery.files.filter { $0.hasSuffix(".png") }
        #expect(pngs.count > 5)
        let check = try DemoTool.run("pngcheck", ["-q"] + pngs.map { gallery.url.appendingPathComponent($0).path })
        #expect(check.status == 0, "pngcheck: \(check.output) \(check.errors)")
    }
}
