import CadenceRender
import CadenceUI
import Foundation
import Testing
@testable import CadenceCLI

/// `cadence render`: every example with a scene, the files it writes, their determinism, and its
/// errors. Rendering runs on the main actor (the stage lives there), so these tests do too.
@MainActor
@Suite struct RenderCommandTests {
    nonisolated static let examples = RenderValidator.sceneExamples

    @Test func everyExampleHasAScene() {
        #expect(Self.examples.count >= 8, "\(Self.examples)")
    }

    @Test(arguments: RenderValidator.sceneExamples)
    func everyExampleRendersToAGIFAndAPNG(spec: String) throws {
        let directory = try RenderValidator.temporaryDirectory("render")
        defer { try? FileManager.default.removeItem(at: directory) }
        let gif = directory.appendingPathComponent("out.gif").path, png = directory.appendingPathComponent("out.png").path
        let first = runSpecCommand(["render", spec, "-o", gif, "--scale", "1"])
        #expect(first.status == 0, "\(first.error)")
        let line = try #require(first.output.split(separator: "\n").first.map(String.init))
        #expect(line.hasPrefix("wrote \(gif): "), "\(line)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: gif))
        #expect(bytes.starts(with: Array("GIF89a".utf8)))
        let frames = try #require(line.split(separator: " ").firstIndex(of: "frames").map { Int(line.split(separator: " ")[$0 - 1])! })
        #expect(frames >= 1)
        let loops = line.contains("looping")

        // The same command writes the same bytes.
        let again = runSpecCommand(["render", spec, "-o", gif, "--scale", "1", "--quiet"])
        #expect(again.status == 0 && again.output.isEmpty && again.error.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: gif)) == bytes)

        if RenderValidator.exists("gifsicle") {
            let info = try RenderValidator.run("gifsicle", ["--info", gif])
            #expect(info.status == 0)
            #expect(info.output.contains("\(frames) image"), "\(info.output)")
            #expect(info.output.contains("loop forever") == loops, "\(info.output)")
        }

        let still = runSpecCommand(["render", spec, "-o", png, "--scale", "1"])
        #expect(still.status == 0, "\(still.error)")
        let pngBytes = try Data(contentsOf: URL(fileURLWithPath: png))
        #expect(pngBytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        if RenderValidator.exists("pngcheck") {
            #expect(try RenderValidator.run("pngcheck", ["-q", png]).status == 0)
        }
    }

    @Test(.enabled(if: RenderValidator.exists("gifsicle"), "gifsicle not installed"))
    func aTriggeredRunIsRecordedOnceAndLoopsUnlessToldToPlayOnce() throws {
        let directory = try RenderValidator.temporaryDirectory("render")
        defer { try? FileManager.default.removeItem(at: directory) }
        let once = directory.appendingPathComponent("once.gif").path, loop = directory.appendingPathComponent("loop.gif").path
        let thrice = directory.appendingPathComponent("thrice.gif").path
        // like-button: one trigger at 0 and a 0.6 s run (the opacity track: 0.1 + 0.3 + 0.2 s): 30
        // intervals at 50 fps, 31 frames, the last on the settled state; it loops by default.
        let played = runSpecCommand(["render", "Examples/like-button.json", "-o", once, "--scale", "1"])
        #expect(played.output.contains("31 frames at 50 fps, looping"), "\(played.output)")
        #expect(try RenderValidator.run("gifsicle", ["--info", once]).output.contains("loop forever"))
        let single = runSpecCommand(["render", "Examples/like-button.json", "-o", once, "--scale", "1", "--loop", "1"])
        #expect(single.output.contains("31 frames at 50 fps, played once"), "\(single.output)")
        let onceInfo = try RenderValidator.run("gifsicle", ["--info", once]).output
        #expect(onceInfo.contains("31 images"), "\(onceInfo)")
        #expect(!onceInfo.contains("loop"))
        #expect(runSpecCommand(["render", "Examples/like-button.json", "-o", thrice, "--scale", "1", "--loop", "3"]).status == 0)
        #expect(try RenderValidator.run("gifsicle", ["--info", thrice]).output.contains("loop count 2"), "GIF stores the repeats after the first play")
        // pulse-badge: a repeating 1.4 s loop: 70 frames, the frame at 1.4 s being the first again.
        #expect(runSpecCommand(["render", "Examples/pulse-badge.json", "-o", loop, "--scale", "1"]).status == 0)
        let loopInfo = try RenderValidator.run("gifsicle", ["--info", loop]).output
        #expect(loopInfo.contains("70 images"), "\(loopInfo)")
        #expect(loopInfo.contains("loop forever"))
    }

    @Test func webpIsWrittenWithItsLoopCountAndQuality() throws {
        let directory = try RenderValidator.temporaryDirectory("render")
        defer { try? FileManager.default.removeItem(at: directory) }
        let lossy = directory.appendingPathComponent("like.webp").path, exact = directory.appendingPathComponent("exact.webp").path
        let gif = directory.appendingPathComponent("like.gif").path
        let run = runSpecCommand(["render", "Examples/like-button.json", "-o", lossy, "--scale", "1", "--loop", "2", "--quality", "80"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("31 frames at 50 fps, played 2 times"), "\(run.output)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: lossy))
        #expect(bytes.starts(with: Array("RIFF".utf8)) && bytes.range(of: Data("ANIM".utf8)) != nil)
        #expect(runSpecCommand(["render", "Examples/like-button.json", "-o", exact, "--scale", "1", "--quiet"]).status == 0)
        #expect(runSpecCommand(["render", "Examples/like-button.json", "-o", gif, "--scale", "1", "--quiet"]).status == 0)
        let gifSize = try Data(contentsOf: URL(fileURLWithPath: gif)).count
        let exactSize = try Data(contentsOf: URL(fileURLWithPath: exact)).count
        let small = directory.appendingPathComponent("small.webp").path
        #expect(runSpecCommand(["render", "Examples/like-button.json", "-o", small, "--scale", "1", "--quality", "20", "--quiet"]).status == 0)
        let smallSize = try Data(contentsOf: URL(fileURLWithPath: small)).count
        #expect(smallSize < exactSize && smallSize < gifSize, "quality 20: \(smallSize) B, lossless \(exactSize) B, GIF \(gifSize) B")
        if RenderValidator.exists("webpmux") {
            let info = try RenderValidator.run("webpmux", ["-info", lossy])
            #expect(info.output.contains("Loop Count : 2"), "\(info.output)")
            #expect(info.output.contains("Number of frames: 31") || info.output.contains("frames"), "\(info.output)")
            #expect(try RenderValidator.run("webpmux", ["-info", exact]).output.contains("Loop Count : 0"), "for ever by default")
        }
        if RenderValidator.exists("webpinfo") {
            #expect(try RenderValidator.run("webpinfo", ["-quiet", lossy]).status == 0)
        }
    }

    @Test func loopAndQualityOptionsAreChecked() {
        let cases: [([String], String)] = [
            (["-o", "/tmp/x.gif", "--loop", "0"], "error: option '--loop': '0' is not a loop count: use forever or a number of plays 1…65535"),
            (["-o", "/tmp/x.png", "--loop", "2"], "error: option '--loop' applies to animated files (.gif, .apng, .webp), not .png"),
            (["-o", "/tmp/x.gif", "--quality", "50"], "error: option '--quality' applies to .webp files, not .gif"),
        ]
        for (arguments, message) in cases {
            let run = runSpecCommand(["render", "Examples/like-button.json"] + arguments)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.error.hasPrefix(message), "\(run.error)")
        }
        let quality = runSpecCommand(["render", "Examples/like-button.json", "-o", "/tmp/x.webp", "--quality", "120"])
        #expect(quality.status == 2 && quality.error.contains("--quality"), "\(quality.error)")
    }

    @Test func apngAndSVGAreWritten() throws {
        let directory = try RenderValidator.temporaryDirectory("render")
        defer { try? FileManager.default.removeItem(at: directory) }
        let apng = directory.appendingPathComponent("like.apng").path, svg = directory.appendingPathComponent("like.svg").path
        let run = runSpecCommand(["render", "Examples/like-button.json", "-o", apng, "--fps", "60", "--scale", "1"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("37 frames at 60 fps"), "\(run.output)")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: apng))
        #expect(bytes.range(of: Data("acTL".utf8)) != nil)
        let still = runSpecCommand(["render", "Examples/like-button.json", "-o", svg, "--to", "0.2"])
        #expect(still.status == 0, "\(still.error)")
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(text.hasPrefix("<svg") || text.hasPrefix("<?xml"))
        #expect(text.contains("+1"))
        if RenderValidator.exists("rsvg-convert") {
            #expect(try RenderValidator.run("rsvg-convert", ["-o", directory.appendingPathComponent("svg.png").path, svg]).status == 0)
        }
    }

    @Test(.enabled(if: RenderValidator.exists("convert"), "ImageMagick's convert not installed"))
    func optionsChangeTheImage() throws {
        let directory = try RenderValidator.temporaryDirectory("render")
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("a.png").path
        let run = runSpecCommand(["render", "Examples/like-button.json", "-o", png, "--size", "200x100", "--scale", "1.5",
                                  "--background", "#102030"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("300×150 px"), "\(run.output)")
        let image = try #require(RasterImageProbe.corner(of: png))
        #expect(image == [0x10, 0x20, 0x30, 0xFF])
    }

    @Test func eventsReplaceTheScenesEvents() throws {
        let directory = try RenderValidator.temporaryDirectory("render")
        defer { try? FileManager.default.removeItem(at: directory) }
        let gif = directory.appendingPathComponent("a.gif").path
        // Two triggers, the last at 0.3: recorded until 0.3 + 0.6 s, 45 intervals.
        let run = runSpecCommand(["render", "Examples/like-button.json", "-o", gif, "--scale", "1", "--events", "0:trigger, 0.3:trigger"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("46 frames"), "\(run.output)")
        let file = directory.appendingPathComponent("events.json")
        try Data(#"[{"time": 0, "event": "trigger"}, {"time": 0.2, "event": "hide"}]"#.utf8).write(to: file)
        // The last event (a hide) at 0.2 s, then a run's length: 0.8 s, 41 frames.
        let fromFile = runSpecCommand(["render", "Examples/like-button.json", "-o", gif, "--scale", "1", "--events", file.path])
        #expect(fromFile.status == 0, "\(fromFile.error)")
        #expect(fromFile.output.contains("41 frames"), "\(fromFile.output)")
        let none = runSpecCommand(["render", "Examples/like-button.json", "-o", gif, "--scale", "1", "--events", ""])
        #expect(none.status == 0, "\(none.error)")
        #expect(none.output.contains(" 1 frame at 50 fps, looping"), "\(none.output)")
    }

    nonisolated static let badInvocations: [([String], String)] = [
        (["render", "Examples/like-button.json", "-o", "OUT.tiff"], "has the extension .tiff: name a .gif, .apng, .webp, .png, .svg file"),
        (["render", "Examples/like-button.json", "-o", "OUT"], "has no extension: name a .gif"),
        (["render", "Examples/like-button.json", "-o", "OUT.gif", "--size", "0x100"], "'--size' expects WxH"),
        (["render", "Examples/like-button.json", "-o", "OUT.gif", "--size", "5000x5000"], "'--size' expects WxH"),
        (["render", "Examples/like-button.json", "-o", "OUT.png", "--size", "4000x4000", "--scale", "4"], "at most 4096×4096 px"),
        (["render", "Examples/like-button.json", "-o", "OUT.gif", "--fps", "0"], "'--fps' must be between"),
        (["render", "Examples/like-button.json", "-o", "OUT.gif", "--fps", "60"], "too fast for GIF"),
        (["render", "Examples/like-button.json", "-o", "OUT.gif", "--scale", "nan"], "'--scale' expects a finite number"),
        (["render", "Examples/like-button.json", "-o", "OUT.gif", "--background", "pinc"], "did you mean \"pink\""),
        (["render", "Examples/like-button.json", "-o", "OUT.gif", "--from", "1", "--to", "0.5"], "before --from"),
        (["render", "Examples/like-button.json", "-o", "OUT.gif", "--to", "100"], "frames is more than the limit"),
        (["render", "Examples/like-button.json", "-o", "OUT.gif", "--events", "0:swipe"], "expects an event"),
        (["render", "Examples/pulse-badge.json", "-o", "OUT.gif", "--events", "0:trigger"], "a repeating spec has no trigger"),
        (["render", "Examples/like-button.json", "-o", "/nonexistent-dir/OUT.gif"], "does not exist"),
        (["render", "Examples/like-button.json"], "missing -o OUT"),
        (["render", "-o", "OUT.gif"], "missing spec file"),
        (["render", "Examples/nope.json", "-o", "OUT.gif"], "does not exist"),
    ]

    @Test(arguments: badInvocations)
    func badInputExitsTwoWithAMessageAndNoFile(arguments: [String], message: String) throws {
        try RenderValidator.expectRefused(arguments, message: message)
    }

    @Test func aSpecWithoutASceneSaysWhatToAdd() throws {
        let directory = try RenderValidator.temporaryDirectory("render-bad")
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("plain.json")
        try Data(#"{"version": 1, "initialValue": {"x": {"type": "number", "value": 0}}, "mode": "trigger", "tracks": [{"keyPath": "x", "keyframes": [{"kind": "linear", "to": 1, "duration": 1}]}]}"#.utf8).write(to: spec)
        let out = directory.appendingPathComponent("out.gif").path
        let run = runSpecCommand(["render", spec.path, "-o", out])
        #expect(run.status == 2)
        #expect(run.error.contains("$.scene"))
        #expect(run.error.contains("\"content\": {\"symbol\""))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func anUnwritableFileLeavesTheOldOneAndNoTemporaries() throws {
        let directory = try RenderValidator.temporaryDirectory("render-bad")
        defer { try? FileManager.default.removeItem(at: directory) }
        // OUT is a directory: nothing is written into or beside it.
        let out = directory.appendingPathComponent("taken.gif")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        let run = runSpecCommand(["render", "Examples/like-button.json", "-o", out.path])
        #expect(run.status == 2)
        #expect(run.error.contains("is a directory"), "\(run.error)")
        #expect((try FileManager.default.contentsOfDirectory(atPath: directory.path)) == ["taken.gif"])
    }

    @Test func theHelpHasExamples() {
        let run = runSpecCommand(["render", "--help"])
        #expect(run.status == 0)
        #expect(run.output.contains("EXAMPLES:\n  cadence render Examples/like-button.json -o like.gif"))
        #expect(run.output.contains("--reduce-motion"))
        #expect(runSpecCommand(["--help"]).output.contains("render"))
    }

    @Test func theProgressBarIsOnlyOnATerminal() throws {
        let directory = try RenderValidator.temporaryDirectory("render")
        defer { try? FileManager.default.removeItem(at: directory) }
        let gif = directory.appendingPathComponent("a.gif").path
        let terminal = runSpecCommand(["render", "Examples/like-button.json", "-o", gif, "--scale", "1"], errorIsTerminal: true)
        #expect(terminal.error.contains("rendering"))
        #expect(terminal.error.contains("100%"))
        let quiet = runSpecCommand(["render", "Examples/like-button.json", "-o", gif, "--scale", "1", "-q"], errorIsTerminal: true)
        #expect(quiet.error.isEmpty)
        let piped = runSpecCommand(["render", "Examples/like-button.json", "-o", gif, "--scale", "1"])
        #expect(piped.error.isEmpty)
    }
}

/// Reads a pixel of a PNG with ImageMagick.
enum RasterImageProbe {
    /// The top-left pixel's RGBA bytes, via ImageMagick's `convert` (nil when it is not installed).
    static func corner(of png: String) -> [UInt8]? {
        guard RenderValidator.exists("convert"),
              let result = try? RenderValidator.run("convert", [png, "-crop", "1x1+0+0", "-depth", "8", "rgba:-"]) else { return nil }
        return Array(result.data)
    }
}
