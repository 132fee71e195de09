import CadenceExport
import Foundation
import Testing

/// The CSS and Web Animations exports as headless Chromium plays them: each animated box's computed
/// value at many seek times agrees with Cadence within the bound.
@Suite(.enabled(if: ExternalTools.chromium != nil, "chromium-headless-shell is not installed"))
struct ExportBrowserTests {
    /// Every 1/120 s, and 30 µs after each keyframe time of the first channel, over the scene and
    /// (for a loop) one more period.
    static func times(for scene: ExportScene) -> [Double] {
        let end = scene.loopStart.map { scene.duration + (scene.duration - $0) } ?? scene.duration + 0.1
        var times = stride(from: 0.0, through: end, by: 1.0 / 120).map { $0 }
        for channel in scene.channels {
            for segment in channel.segments where segment.start > 0 { times.append(segment.start + 3e-5) }
        }
        return times.sorted()
    }

    static func check(_ scene: ExportScene, format: ExportFormat, bounds: ErrorBounds = ErrorBounds()) throws {
        let chromium = try #require(ExternalTools.chromium)
        let result = try Exporter.export(scene, format: format, bounds: bounds)
        #expect(result.report.isWithinBounds)
        // A scene's insertions and removals play on boxes and channels of their own.
        let scene = scene.resolvingPresence()
        let directory = try ExportFixtures.temporaryDirectory("browser")
        defer { try? FileManager.default.removeItem(at: directory) }
        let times = Self.times(for: scene)
        let reading = try BrowserProbe.read(page: try #require(result.page), times: times, in: directory, chromium: chromium)
        let animated = Set(scene.channels.indices.filter { !scene.channels[$0].isConstant })
        #expect(Set(reading.boxes.map(\.channel)).isSuperset(of: animated))
        var worst = [Int: Double]()
        for (row, time) in times.enumerated() {
            let played = scene.playedTime(time)
            for (column, box) in reading.boxes.enumerated() {
                let text = reading.values[row][column]
                let shown = try #require(BrowserProbe.number(text, box: box), "unreadable \(box.property) '\(text)'")
                let channel = scene.channels[box.channel]
                // Opacity is clamped to 0…1 on screen, in SwiftUI as in CSS.
                let expected = channel.unit == .opacity ? min(max(channel.value(at: played), 0), 1) : channel.value(at: played)
                let error = channel.difference(shown, at: played)
                worst[box.channel] = max(worst[box.channel] ?? 0, error)
                // Chromium prints six significant digits.
                let allowed = bounds.bound(for: channel.unit) + 5e-6 * max(1, abs(expected))
                #expect(error <= allowed, "\(format) \(channel.name) at \(time) s: Chromium \(shown), Cadence \(expected)")
            }
        }
        print("\(scene.name) \(format): largest differences in Chromium \(worst.sorted { $0.key < $1.key }.map { "\(scene.channels[$0.key].name) \($0.value)" })")
    }

    @Test(arguments: [ExportFormat.css, .waapi])
    func playedOnce(format: ExportFormat) throws {
        try Self.check(ExportFixtures.scene(), format: format)
    }

    @Test(arguments: [ExportFormat.css, .waapi])
    func loopingWithAnIntro(format: ExportFormat) throws {
        // The first 0.7 s play once, the rest repeats: two runs per box, the loop delayed. 0.7 s cuts
        // a spring, a cubic (split exactly) and a linear keyframe's end.
        try Self.check(ExportFixtures.scene(loopStart: 0.7), format: format)
    }

    @Test func tighterBoundsHoldToo() throws {
        try Self.check(ExportFixtures.scene(), format: .css, bounds: ErrorBounds(scaledTo: 0.05))
    }
}
