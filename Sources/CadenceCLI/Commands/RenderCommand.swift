import CadenceRender
import CadenceSpec
import CadenceUI
import Foundation

/// `cadence render`: a spec's scene, animated by the spec, as a GIF, APNG, WebP, PNG or SVG.
enum RenderCommand {
    /// The formats `render` writes, in the order messages list them.
    static let formats: [OutputFormat] = [.gif, .apng, .webp, .png, .svg]

    static let command = Command(
        name: "render",
        summary: "Render a spec's scene, animated, to a GIF, APNG, WebP, PNG or SVG.",
        usage: "cadence render <SPEC | -> -o OUT.gif|.apng|.webp|.png|.svg|- [--format FORMAT] [--size WxH] [--scale S] [--fps N] [--loop N|forever] [--quality Q] [--background COLOR] [--from SECONDS] [--to SECONDS] [--reduce-motion] [--events FILE|SCRIPT] [--quiet]",
        discussion: """
        The spec's "scene" is built as a CadenceUI view (its symbol, shape or text with the modifiers in order)
        driven by the spec's keyframe or phase animator and its Reduce Motion policy, hosted on a Stage that
        plays the scene's events: "trigger" changes the animator's trigger, "reduceMotionOn"/"Off" toggle
        Reduce Motion, "show"/"hide" show and hide the view, "insert"/"remove" put the content in and take it
        out with its "transition" (animated as the event says; the scene's "reduceMotion": {"transitions": …}
        turns moves into a cross-fade). Frame i shows time FROM + i/FPS; the values are those 'cadence sample'
        prints for the same times.

        The format is --format, else the extension of OUT (-o - writes standard output and needs --format;
        a binary format is not written to a terminal): .gif, .apng and .webp hold every frame; .png and .svg hold one (the
        last frame of a triggered animation, the first of a loop). A repeating spec is recorded for one loop;
        anything else from 0 until the run started by the last event has finished. Animated files play for
        ever unless --loop gives a number of plays (then they hold the last frame). WebP is lossless (every
        pixel exact in full colour and alpha; for interface animation about the size of the 256-colour GIF)
        unless --quality asks for lossy compression. Files are written atomically: on any error there is no file (or the
        old one).

        COLOR is a name (pink, white, clear, …) or #RRGGBB / #RRGGBBAA. The default background is the scene's,
        else white. --events replaces the scene's events with a JSON file of them, or with a script of
        TIME:EVENT pairs ("0:trigger, 1.2:trigger"); "" means none. The work is capped at 3600 frames and
        2^28 pixels in all frames together (frames × pixels, all kept in memory): --max-frames and --max-pixels
        change the caps. Exit status: 0 done, 2 bad input.
        """,
        examples: [
            "cadence render Examples/like-button.json -o like.gif",
            "cadence render Examples/pulse-badge.json -o pulse.apng --scale 1 --fps 60",
            "cadence render Examples/like-button.json -o like.webp --loop 3 --quality 80",
            "cadence render Examples/like-button-reduce-motion.json -o like-rm.gif --reduce-motion",
            "cadence render Examples/like-button.json -o likes.gif --events \"0:trigger, 0.3:trigger\" --to 1",
            "cadence render Examples/floating-badge.json -o badge.png --to 0.45 --background '#F2F2F7'",
            "cadence render Examples/like-button.json -o - --format webp | base64",
        ],
        options: [
            .value("output", "OUT", "The file to write: .gif, .apng, .webp, .png or .svg; '-' for standard output (with --format).", short: "o"),
            .value("format", "FORMAT", "gif, apng, webp, png or svg. Default: OUT's extension.", choices: RenderCommand.formats.map(\.rawValue)),
            .value("size", "WxH", "The canvas in points, e.g. 240x160. Default: the scene's size."),
            .value("scale", "S", "Pixels per point, 0.25…8. Default \(formatNumber(OutputScale.standard, decimals: 0))."),
            .value("fps", "N", "Frames per second, 1…120 (GIF at most 50). Default 50."),
            .value("loop", "N|forever", "How many times an animated file plays, 1…65535, or forever. Default forever."),
            .value("quality", "Q", "Lossy WebP at this quality, 0 (smallest) … 100 (best). Default: lossless."),
            .value("background", "COLOR", "A colour name or #RRGGBB[AA]. Default: the scene's, else white."),
            .value("from", "SECONDS", "First frame time. Default 0."),
            .value("to", "SECONDS", "Last frame time. Default: one loop, or until the last event's run ends."),
            .value("events", "FILE|SCRIPT", "Events replacing the scene's: a JSON file or \"TIME:EVENT, …\"."),
            .value("max-frames", "N", "The frame cap. Default 3600."),
            .value("max-pixels", "N", "The work cap: frames × pixels per frame. Default 268435456 (1 GiB of frames in memory)."),
            .flag("reduce-motion", "Start with Reduce Motion on (the spec's policy or variant plays)."),
            .flag("quiet", "No progress bar, no summary.", short: "q"),
        ],
        run: { arguments, console in try run(arguments, console: console) })

    /// Everything a render needs, checked before the first frame.
    struct Request {
        var scene: SceneStage
        var output: String
        var format: OutputFormat
        var recorder: StageRecorder
        var from: Double
        var duration: Double
        var playback: Playback
        var writer: FrameWriter
    }

    private static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let request = try self.request(arguments, console: console)
        let quiet = arguments.has("quiet")
        if request.scene.usesBlur, !quiet {
            console.printError("note: the renderer does not draw blur(radius:); the frames are drawn without it")
        }
        // `onMain` runs the closure synchronously on this thread (it checks that this is the main
        // thread), so the console is never used from two threads at once.
        nonisolated(unsafe) let console = console
        let sequence = try onMain { () throws -> FrameSequence in try record(request, console: console, quiet: quiet) }
        let bytes: [UInt8]
        do {
            bytes = try request.writer.encoded(sequence, as: request.format)
        } catch {
            throw UsageError("cannot write \(request.output): \(error)")
        }
        try BinaryOutput.write(bytes, to: request.output, console: console)
        if !quiet {
            let pixels = sequence.frames.first.map { "\($0.image.width)×\($0.image.height) px" } ?? ""
            let frames = request.format.isAnimated
                ? "\(sequence.frames.count) frame\(sequence.frames.count == 1 ? "" : "s") at \(formatNumber(request.recorder.framesPerSecond, decimals: 0)) fps, \(playsText(request.writer.loopCount(for: sequence)))"
                : "the frame at \(formatNumber(sequence.frames[sequence.stillFrameIndex ?? 0].time, decimals: 3)) s"
            let name = request.output == "-" ? "standard output" : Escaping.terminal(request.output)
            BinaryOutput.summarize("wrote \(name): \(pixels), \(frames)", output: request.output, console: console)
        }
        return 0
    }

    /// Reads and checks the arguments and the spec.
    static func request(_ arguments: ParsedArguments, console: Console) throws -> Request {
        guard arguments.positional.count == 1 else {
            throw UsageError(arguments.positional.isEmpty ? "missing spec file (or '-' for standard input)"
                                                          : "unexpected argument '\(arguments.positional[1])': render reads one spec")
        }
        guard let output = arguments.values["output"], !output.isEmpty else {
            throw UsageError("missing -o OUT: the file to write (.gif, .apng, .webp, .png or .svg)")
        }
        let format = try BinaryOutput.format(arguments, output: output, supported: formats)
        try BinaryOutput.checkDestination(output, format: format, console: console)
        let scale = try arguments.number("scale", default: OutputScale.standard, range: 0.25...8)!
        let fps = try arguments.number("fps", default: 50, range: 1...120)!
        if format == .gif, fps > 50 {
            throw UsageError("option '--fps' \(formatNumber(fps, decimals: 0)) is too fast for GIF (delays are whole centiseconds and browsers slow those under 2 cs): use 50 or less, or write .apng")
        }
        let writer = try self.writer(arguments, format: format)
        let from = try arguments.number("from", default: 0, range: 0...SpecLimits.seconds)!
        let to = try arguments.number("to", range: 0...SpecLimits.seconds)
        let size = try arguments.values["size"].map(parseSize)
        let background = try arguments.values["background"].map { try parseColor($0, option: "background") }

        var outputCheck = OutputCheck(inputs: [arguments.positional[0]], console: console)
        if let events = arguments.values["events"], FileKind(path: console.resolve(events)) == .regular {
            outputCheck.add(input: events, console: console)
        }
        try outputCheck.check([OutputCheck.Output(option: "-o", path: output)], console: console)
        var limits = RenderLimits.standard
        if let frames = try arguments.number("max-frames", range: 1...1e9) { limits.maxFrameCount = Int(frames) }
        if let pixels = try arguments.number("max-pixels", range: 1...1e15) { limits.maxTotalPixels = Int(pixels) }
        let spec = try SpecLoader.load(arguments.positional[0], console: console)
        let events = try arguments.values["events"].map { try SceneEventScript.parse($0, mode: spec.mode, console: console) }
        var scene = try SceneStage(spec: spec, events: events, reduceMotion: arguments.has("reduce-motion"))
        if let size { scene.size = size }
        let end = try to ?? max(scene.duration(), from)
        guard end >= from else {
            throw UsageError("--to (\(formatNumber(end, decimals: 3)) s) is before --from (\(formatNumber(from, decimals: 3)) s)")
        }
        var playback = scene.playback
        // A loop recorded from its start for a whole number of loops plays seamlessly; any other range
        // is a clip, played once.
        if to != nil || from != 0 { playback = .once }
        let renderer = DisplayListRenderer(scale: scale, background: background ?? sceneBackground(scene.scene, spec: spec), limits: limits)
        let recorder = StageRecorder(renderer: renderer, framesPerSecond: fps)
        do {
            _ = try renderer.limits.pixelSize(width: Double(scene.size.width), height: Double(scene.size.height), scale: scale)
            let count = try recorder.frameCount(duration: end - from, playback: playback)
            let pixels = try renderer.limits.pixelSize(width: Double(scene.size.width), height: Double(scene.size.height), scale: scale)
            try renderer.limits.check(frameCount: count, pixelsPerFrame: pixels.width * pixels.height)
        } catch {
            let cap = "\(error)".contains("frames is more") ? "--max-frames" : "--max-pixels"
            throw UsageError("\(error) (frames × pixels): lower --size, --scale or --fps, shorten --from/--to, or raise the cap with \(cap) N")
        }
        if output != "-" { try checkWritable(output, console: console) }
        return Request(scene: scene, output: output, format: format, recorder: recorder, from: from, duration: end - from,
                       playback: playback, writer: writer)
    }

    /// The writer for `--loop` and `--quality` (for WebP only).
    static func writer(_ arguments: ParsedArguments, format: OutputFormat) throws -> FrameWriter {
        var writer = FrameWriter(loop: .forever)
        if let text = arguments.values["loop"] {
            guard format.isAnimated else { throw UsageError("option '--loop' applies to animated files (.gif, .apng, .webp), not .\(format.rawValue)") }
            do { writer.loop = try LoopCount(argument: text) } catch { throw UsageError("option '--loop': \(error)") }
        }
        if let quality = try arguments.number("quality", range: 0...100) {
            guard format == .webp else { throw UsageError("option '--quality' applies to .webp files, not .\(format.rawValue)") }
            writer.webp.compression = .lossy(quality: quality)
        }
        return writer
    }

    /// "looping", "played once", "played 3 times".
    static func playsText(_ loop: LoopCount) -> String {
        switch loop {
        case .forever: return "looping"
        case .plays(1): return "played once"
        case .plays(let count): return "played \(count) times"
        }
    }

    /// Records the frames one at a time so a progress bar can follow (frame i at `from + i / fps`, as
    /// `StageRecorder` computes it).
    @MainActor
    static func record(_ request: Request, console: Console, quiet: Bool) throws -> FrameSequence {
        let stage = request.scene.makeStage()
        let recorder = request.recorder
        let count = Int(try recorder.frameCount(duration: request.duration, playback: request.playback))
        var progress = ProgressBar(console: console, total: count, label: "rendering", quiet: quiet)
        var frames: [RenderedFrame] = []
        frames.reserveCapacity(count)
        var unknownSymbols = Set<String>()
        do {
            for index in 0..<count {
                let time = request.from + Double(index) / recorder.framesPerSecond
                let one = try recorder.record(stage, from: time, frameCount: 1, playback: request.playback)
                frames += one.frames
                unknownSymbols.formUnion(DisplayListRenderer.unknownSymbols(in: stage.displayList()))
                progress.advance(to: index + 1)
            }
        } catch {
            progress.finish()
            throw UsageError("\(request.scene.spec.file): \(error)")
        }
        progress.finish()
        if !quiet, !unknownSymbols.isEmpty {
            console.printError("note: Cadence has no drawing for the SF Symbol\(unknownSymbols.count == 1 ? "" : "s") \(unknownSymbols.sorted().map { "\"\($0)\"" }.joined(separator: ", ")); drawn as labelled boxes")
        }
        return FrameSequence(frames: frames, framesPerSecond: recorder.framesPerSecond, playback: request.playback,
                             scale: recorder.renderer.scale, background: recorder.renderer.background)
    }

    /// Runs `body` on the main actor, where the stage lives, synchronously. The tool's `main` runs on
    /// the main thread, and tests that run commands which render are `@MainActor`; calling from
    /// anywhere else stops the process (`MainActor.assumeIsolated`).
    static func onMain<T: Sendable>(_ body: @MainActor () throws -> T) throws -> T {
        try MainActor.assumeIsolated(body)
    }

    /// The scene's background as the renderer's colour (a colour property at its initial value).
    static func sceneBackground(_ scene: SceneSpec, spec: AnimationSpec) -> RenderColor {
        switch scene.background {
        case nil: return .white
        case .named(let name)?: return namedColor(name) ?? .white
        case .literal(let c)?: return RenderColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        case .property(let index)?:
            let c = spec.properties[index].initial
            return RenderColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
    }

    static func namedColor(_ name: String) -> RenderColor? {
        SpecSceneBuilder.namedColors[name].map { RenderColor(red: $0.0 / 255, green: $0.1 / 255, blue: $0.2 / 255, alpha: $0.3) }
    }

    /// `COLOR`: a SwiftUI colour name or `#RRGGBB` / `#RRGGBBAA`.
    static func parseColor(_ text: String, option: String) throws -> RenderColor {
        if let named = namedColor(text) { return named }
        let hex = text.hasPrefix("#") ? text.dropFirst() : Substring(text)
        if hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit), let value = UInt64(hex, radix: 16) {
            let bytes = hex.count == 6 ? (value << 8) | 0xFF : value
            func channel(_ shift: UInt64) -> Double { Double((bytes >> shift) & 0xFF) / 255 }
            return RenderColor(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
        }
        let names = SceneColor.names
        throw UsageError("option '--\(option)' expects a colour name (\(NameSuggestion.list(names))) or #RRGGBB[AA], got '\(text)'\(NameSuggestion.didYouMean(text, among: names))")
    }

    /// `WxH` in points, each 1…4096.
    static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              (1...4096).contains(width), (1...4096).contains(height) else {
            throw UsageError("option '--size' expects WxH in points, each from 1 to 4096 (e.g. 240x160), got '\(text)'")
        }
        return CGSize(width: width, height: height)
    }

    /// Fails early, before any frame is rendered, when OUT's directory does not exist or is not writable.
    static func checkWritable(_ output: String, console: Console) throws {
        let path = console.resolve(output)
        let directory = (path as NSString).deletingLastPathComponent
        let folder = directory.isEmpty ? "." : directory
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw UsageError("cannot write \(output): the directory \(folder) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder) else {
            throw UsageError("cannot write \(output): the directory \(folder) is not writable")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw UsageError("cannot write \(output): it is a directory")
        }
    }
}
