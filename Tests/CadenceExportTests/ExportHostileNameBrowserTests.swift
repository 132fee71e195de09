import CadenceExport
import Foundation
import Testing

/// An exported page whose scene name is hostile, opened in headless Chromium: none of the name's
/// markup runs, its CSS adds no rule, and the title shows the name as text.
@Suite(.enabled(if: ExternalTools.chromium != nil, "chromium-headless-shell is not installed"))
struct ExportHostileNameBrowserTests {
    /// Ends the comment, the style element, the title and an attribute, each followed by something
    /// that would leave a mark: a script that adds an element, an image whose error handler does,
    /// and a CSS rule that colours the body.
    static let name = "*/ body { background-color: rgb(1, 2, 3) !important; } /* </style></title>\"'><script>document.documentElement.setAttribute('data-pwned', 'script')</script><img src=x onerror=\"document.documentElement.setAttribute('data-pwned', 'img')\"><!--"

    @Test(arguments: [ExportFormat.css, .waapi])
    func aHostileNameRunsNoScript(format: ExportFormat) throws {
        let chromium = try #require(ExternalTools.chromium)
        var scene = ExportFixtures.scene()
        scene.name = Self.name
        let result = try Exporter.export(scene, format: format, bounds: ErrorBounds())
        let page = try #require(result.page)
        let script = """
          result = {
            pwned: document.documentElement.getAttribute('data-pwned'),
            background: getComputedStyle(document.body).backgroundColor,
            title: document.title,
            scripts: document.scripts.length,
            images: document.images.length,
            animations: document.getAnimations().length,
          };
        """
        let directory = try ExportFixtures.temporaryDirectory("hostile")
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = try BrowserProbe.evaluate(page: page, script: script, in: directory, chromium: chromium)
        let reading = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(reading["pwned"] is NSNull, "the name's script ran: \(reading)")
        #expect(reading["background"] as? String != "rgb(1, 2, 3)", "the name's CSS rule applied")
        #expect(reading["title"] as? String == Self.name, "the title shows the name as text")
        #expect(reading["images"] as? Int == 0)
        // The page's own scripts (the player, the probe; for WAAPI also its data and setup) and nothing else.
        #expect(reading["scripts"] as? Int == (format == .waapi ? 4 : 2))
        #expect((reading["animations"] as? Int ?? 0) > 0, "the page still plays")
    }
}
