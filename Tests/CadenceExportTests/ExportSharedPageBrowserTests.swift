import CadenceExport
import Foundation
import Testing

/// Exports dropped into one page of one's own, as headless Chromium plays them: two fragments side
/// by side play independently, and reduced-motion emulation (`--force-prefers-reduced-motion`)
/// plays the reduced variant.
@Suite(.enabled(if: ExternalTools.chromium != nil, "chromium-headless-shell is not installed"))
struct ExportSharedPageBrowserTests {
    /// A page of one's own: a heading, the fragments one after another, a paragraph.
    static func page(_ fragments: [String]) -> String {
        "<!doctype html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"><title>Two exports</title></head>\n<body>\n<h1>My page</h1>\n"
            + fragments.joined(separator: "<p>Between the two.</p>\n") + "<p>The end.</p>\n</body>\n</html>\n"
    }

    /// Checks that every box of `reading` shows `expected(channel, time)` at each time.
    static func check(_ reading: BrowserProbe.Reading, times: [Double], label: String,
                      expected: (Int, Double) -> Double, unit: (Int) -> ExportUnit) throws {
        #expect(reading.boxes.count == 5, "\(label): \(reading.boxes.count) boxes")
        for (row, time) in times.enumerated() {
            for (column, box) in reading.boxes.enumerated() {
                let text = reading.values[row][column]
                let shown = try #require(BrowserProbe.number(text, box: box), "\(label): unreadable \(box.property) '\(text)'")
                let value = expected(box.channel, time)
                let allowed = ErrorBounds().bound(for: unit(box.channel)) + 5e-6 * max(1, abs(value))
                #expect(abs(shown - value) <= allowed, "\(label) channel \(box.channel) at \(time) s: Chromium \(shown), expected \(value)")
            }
        }
    }

    static let times = [0.0, 0.1, 0.25, 0.45, 0.8, 1.2, 1.7, 2.3, 2.9]

    @Test(arguments: [ExportFormat.css, .waapi])
    func twoExportsOnOnePagePlayIndependently(format: ExportFormat) throws {
        let chromium = try #require(ExternalTools.chromium)
        // The same heart twice: once played once, once looping from 0.7 s. With shared names the
        // second's rules would drive the first's boxes.
        let once = ExportFixtures.scene()
        let loop = ExportFixtures.scene(loopStart: 0.7)
        let a = try Exporter.export(once, format: format, prefix: try ExportPrefix("first"))
        let b = try Exporter.export(loop, format: format, prefix: try ExportPrefix("second"))
        let directory = try ExportFixtures.temporaryDirectory("shared-page")
        defer { try? FileManager.default.removeItem(at: directory) }
        let readings = try BrowserProbe.read(page: Self.page([try #require(a.fragment), try #require(b.fragment)]),
                                             stages: ["first-stage", "second-stage"], times: Self.times, in: directory, chromium: chromium)
        #expect(readings.count == 2)
        let unit = { (channel: Int) in once.channels[channel].unit }
        func shown(_ scene: ExportScene, _ channel: Int, _ time: Double) -> Double {
            let value = scene.channels[channel].value(at: scene.playedTime(time))
            return scene.channels[channel].unit == .opacity ? min(max(value, 0), 1) : value
        }
        try Self.check(readings[0], times: Self.times, label: "\(format) first", expected: { shown(once, $0, $1) }, unit: unit)
        try Self.check(readings[1], times: Self.times, label: "\(format) second", expected: { shown(loop, $0, $1) }, unit: unit)
        // After 1.6 s the first holds its end while the second loops: they differ.
        let row = try #require(Self.times.firstIndex(of: 2.3))
        #expect(readings[0].values[row] != readings[1].values[row])
    }

    @Test(arguments: [ExportFormat.css, .waapi])
    func reducedMotionEmulationPlaysTheReducedVariant(format: ExportFormat) throws {
        let chromium = try #require(ExternalTools.chromium)
        let scene = ReducedMotionFixtures.scene(.keyframes)
        let result = try Exporter.export(scene, format: format)
        let directory = try ExportFixtures.temporaryDirectory("reduced-motion")
        defer { try? FileManager.default.removeItem(at: directory) }
        let times = [0.0, 0.05, 0.15, 0.25, 0.3, 0.6, 1.0]
        let unit = { (channel: Int) in scene.channels[channel].unit }
        let page = try #require(result.page)
        let reduced = try BrowserProbe.read(page: page, stages: nil, times: times, in: directory, chromium: chromium,
                                            flags: ["--force-prefers-reduced-motion"])
        try Self.check(try #require(reduced.first), times: times, label: "\(format) reduced",
                       expected: { ReducedMotionFixtures.reducedChannels[$0].value(at: $1) }, unit: unit)
        // Without the flag the same page plays the full animation.
        let full = try BrowserProbe.read(page: page, stages: nil, times: times, in: directory, chromium: chromium)
        try Self.check(try #require(full.first), times: times, label: "\(format) full",
                       expected: { scene.channels[$0].value(at: min($1, scene.duration)) }, unit: unit)
        // The fragment, in a page of one's own, honours it too.
        let embedded = try BrowserProbe.read(page: Self.page([try #require(result.fragment)]), stages: ["test-heart-stage"], times: times,
                                             in: directory, chromium: chromium, flags: ["--force-prefers-reduced-motion"])
        try Self.check(try #require(embedded.first), times: times, label: "\(format) embedded reduced",
                       expected: { ReducedMotionFixtures.reducedChannels[$0].value(at: $1) }, unit: unit)
    }

    @Test(arguments: [ExportFormat.css, .waapi])
    func reducedMotionFinalStateHoldsAndACrossFadeFadesTheStage(format: ExportFormat) throws {
        let chromium = try #require(ExternalTools.chromium)
        let scene = ReducedMotionFixtures.scene(.crossFade(duration: 0.2))
        let result = try Exporter.export(scene, format: format)
        let directory = try ExportFixtures.temporaryDirectory("cross-fade")
        defer { try? FileManager.default.removeItem(at: directory) }
        let times = [0.0, 0.1, 0.2, 0.5]
        let unit = { (channel: Int) in scene.channels[channel].unit }
        let page = try #require(result.page)
        let reading = try BrowserProbe.read(page: page, stages: nil, times: times, in: directory, chromium: chromium,
                                            flags: ["--force-prefers-reduced-motion"])
        try Self.check(try #require(reading.first), times: times, label: "\(format) final state",
                       expected: { ReducedMotionFixtures.finalChannels[$0].value(at: $1) }, unit: unit)
        // The stage's own opacity: 0 at the start of the fade, between at 0.1 s, 1 from 0.2 s.
        let fade = try Self.stageOpacity(page: page, stage: "test-heart-stage", times: times, in: directory, chromium: chromium)
        #expect(fade.count == times.count)
        #expect(isClose(fade[0], 0, absolute: 1e-3))
        #expect(fade[1] > 0.2 && fade[1] < 0.8, "\(fade)")
        #expect(isClose(fade[2], 1, absolute: 1e-3) && isClose(fade[3], 1, absolute: 1e-3))
    }

    /// The computed opacity of the stage at each time, every animation seeked, reduced motion on.
    static func stageOpacity(page: String, stage: String, times: [Double], in directory: URL, chromium: String) throws -> [Double] {
        let probe = """
        <script>
        (() => {
          const stage = document.querySelector('.\(stage)');
          const values = [];
          for (const t of [\(times.map { String($0) }.joined(separator: ","))]) {
            for (const a of document.getAnimations()) { a.pause(); a.currentTime = t * 1000; }
            values.push(Number(getComputedStyle(stage).opacity));
          }
          const pre = document.createElement('pre');
          pre.id = 'opacity-probe';
          pre.textContent = JSON.stringify(values);
          document.body.appendChild(pre);
        })();
        </script>
        </body>
        """
        let file = directory.appendingPathComponent("opacity-\(UUID().uuidString).html")
        try page.replacingOccurrences(of: "</body>", with: probe).write(to: file, atomically: true, encoding: .utf8)
        let run = try ExternalTools.run(chromium, ["--no-sandbox", "--disable-gpu", "--headless", "--force-prefers-reduced-motion",
                                                   "--dump-dom", file.absoluteString])
        let start = try #require(run.output.range(of: "<pre id=\"opacity-probe\">"), "no probe output: \(run.error.suffix(400))")
        let end = try #require(run.output.range(of: "</pre>", range: start.upperBound..<run.output.endIndex))
        return try JSONDecoder().decode([Double].self, from: Data(run.output[start.upperBound..<end.lowerBound].utf8))
    }
}
