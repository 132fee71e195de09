import CadenceExamples
import CadenceExport
import CadenceRender
import CadenceSpec
import Foundation

/// `cadence export`: a spec's scene as CSS `@keyframes`, Web Animations JSON or Lottie, with an
/// HTML page that plays it and a fidelity report.
enum ExportCommand {
    static let formats = ExportFormat.allCases.map(\.rawValue)

    static let command = Command(
        name: "export",
        summary: "Export a spec's scene or a built-in example as CSS keyframes, Web Animations JSON or Lottie, with a fidelity report.",
        usage: "cadence export <SPEC | DIRECTORY | - | --example NAME> --format css|waapi|lottie -o OUT [--prefix NAME] [--fragment] [--max-error E] [--report FILE] [--reduce-motion] [--from-stage] [--frame-rate N] [--quiet]",
        discussion: """
        The spec needs a "scene": the modifiers bound to its properties (offset, scaleEffect, rotationEffect,
        opacity) are what moves. Cubic and linear keyframes are exported exactly (cubic-bezier(), Lottie
        handles); springs, circular curves and phase animations are sampled (CSS linear(), Lottie linear
        keyframes) with the fewest points that keep within the error bound. Each modifier is its own box, so
        transforms compose in SwiftUI's order with their own anchors.

        Files: css writes OUT (the stylesheet) and an HTML page that plays it; waapi writes OUT (JSON of
        element.animate() arguments) and a page; lottie writes OUT (Lottie JSON, 60 fps). The page is OUT with
        .html for its extension (or OUT itself when it ends in .html); the fidelity report, the largest
        difference from Cadence's values per property over a 1 ms sampling, goes to OUT with .fidelity.txt
        (or --report; JSON when it ends in .json). A DIRECTORY exports every spec in it into the directory
        OUT as NAME.css, NAME.waapi.json or NAME.lottie.json with NAME.FORMAT.html and NAME.FORMAT.fidelity.txt.
        '-o -' writes the export alone to standard output. Files are written atomically, and none at all when
        a spec cannot be exported. Exit status: 0 done, 1 a property exceeds its bound, 2 bad input.

        Every id, class and animation name of a css or waapi export starts with a prefix: by default the spec's
        name in lower case with each run of other characters a '-' ("Like button" gives like-button-n0,
        @keyframes like-button-n2), or --prefix NAME (a CSS identifier: ASCII letters, digits, '-' and '_',
        starting with a letter or '_'). Give two exports on one page different prefixes. --fragment writes,
        instead of the export and its page, one HTML snippet to paste into a page: the markup with the
        stylesheet (css) or with the JSON and the script that plays it (waapi); a DIRECTORY gets
        NAME.FORMAT.fragment.html. With '-o -' the fragment goes to standard output.

        The spec's Reduce Motion policy goes into the export: css gets an @media (prefers-reduced-motion:
        reduce) block, waapi a matchMedia('(prefers-reduced-motion: reduce)') check, lottie the variant after
        the animation under a marker named "reduced motion" (lottie-ios plays it with Reduce Motion on).
        skipToEnd holds the final state, crossFade fades it in, simplified plays the variant's keyframes.

        --example NAME exports a built-in example (the views `cadence demo` shows, NAME as it lists them)
        from its stage instead of a spec: the stage plays the example's script and every thing it draws
        becomes boxes that move, rotate, scale and fade as it does, sampled at --frame-rate N frames per
        second (default 240) and exported with the fewest keyframes that keep within the bound. The report
        measures every property against the frames and lists what the export leaves out (gradients, clips,
        blur and other effects, colour and outline changes). Texts are laid out as the renderer lays them out.
        --from-stage exports a spec the same way, from the stage `cadence render` draws (its scene and
        events, one loop of a repeating spec, played for ever), instead of from its keyframes.

        --max-error E is the bound for offsets in points (default 0.5); rotations get E/5 degrees, scale and
        opacity E/100. Set any of them with a list: --max-error points=0.25,degrees=0.05,scale=0.002,opacity=0.002.
        """,
        examples: [
            "cadence export Examples/like-button.json --format css -o like.css",
            "cadence export Examples/floating-badge.json --format lottie -o badge.json --max-error 0.25",
            "cadence export Examples --format waapi -o exports/",
            "cadence export --example like-button --format lottie -o like.json",
        ],
        options: [
            .value("format", "FORMAT", "css, waapi or lottie.", choices: ["css", "waapi", "lottie"]),
            .value("output", "OUT", "The file to write (a directory for a DIRECTORY of specs; '-' for standard output).", short: "o"),
            .value("max-error", "E", "Error bound: offsets in points, others scaled; or points=…,degrees=…,scale=…,opacity=…"),
            .value("report", "FILE", "Where the fidelity report goes. Default: OUT with .fidelity.txt."),
            .value("max-bytes", "N", "The output cap: bytes in all files together. Default 268435456 (256 MiB)."),
            .value("prefix", "NAME", "What every id, class and animation name starts with (css, waapi). Default: from the spec's name."),
            .flag("fragment", "Write one HTML snippet for embedding (markup with its CSS or script) instead of the export and page."),
            .flag("reduce-motion", "Export what plays with Reduce Motion on (the spec's policy or variant), alone."),
            .value("example", "NAME", "Export a built-in example from its stage instead of a spec (the names `cadence demo` shows)."),
            .flag("from-stage", "Export a spec from the stage render draws (sampled frames) instead of from its keyframes."),
            .value("frame-rate", "N", "With --example or --from-stage: frames per second the stage is sampled at. Default 240."),
            .flag("quiet", "Print nothing but errors.", short: "q"),
        ],
        run: { arguments, console in try run(arguments, console: console) })

    /// One file to write.
    private struct Output {
        /// How the command line names it, for messages: `-o`, `--report`, "the page".
        var option: String
        var path: String
        var text: String
    }

    private static func run(_ arguments: ParsedArguments, console: Console) throws -> Int32 {
        let example = arguments.values["example"]
        if example != nil, let first = arguments.positional.first {
            throw UsageError("unexpected argument '\(Escaping.terminal(first))': --example exports a built-in example, not a spec")
        }
        let fromStage = arguments.has("from-stage")
        if example != nil, fromStage { throw UsageError("--from-stage is for specs: an --example is always exported from its stage") }
        if example == nil, !fromStage, arguments.values["frame-rate"] != nil {
            throw UsageError("--frame-rate is for --example and --from-stage: a spec's own export follows its keyframes, not frames")
        }
        guard example != nil || arguments.positional.count == 1 else {
            throw UsageError(arguments.positional.isEmpty ? "missing spec file (or a directory of specs, '-' for standard input, or --example NAME)"
                                                          : "unexpected argument '\(arguments.positional[1])': export reads one spec or one directory")
        }
        guard let formatName = arguments.values["format"] else {
            throw UsageError("missing --format: css, waapi or lottie")
        }
        guard let format = ExportFormat(rawValue: formatName) else {
            throw UsageError("option '--format' expects css, waapi or lottie, got '\(formatName)'\(NameSuggestion.didYouMean(formatName, among: formats))")
        }
        guard let out = arguments.values["output"], !out.isEmpty else {
            throw UsageError("missing -o OUT: the file to write ('-' for standard output)")
        }
        let bounds = try self.bounds(arguments.values["max-error"])
        let frameRate = try arguments.number("frame-rate", default: 240, range: 1...1000)!
        let source = example ?? arguments.positional[0]
        let specs = example != nil ? [source] : LintCommand.expand(source, console: console)
        let directory = specs != [source]
        if directory && out == "-" { throw UsageError("-o - writes one export; give a directory to export the specs in \(source)") }
        if directory, arguments.values["report"] != nil { throw UsageError("--report names one file; a directory of specs gets one report per spec") }
        let fragment = arguments.has("fragment")
        if format == .lottie, fragment { throw UsageError("--fragment is for css and waapi: a Lottie export is JSON for a player, with no markup") }
        var prefix: ExportPrefix?
        if let text = arguments.values["prefix"] {
            if format == .lottie { throw UsageError("--prefix is for css and waapi: a Lottie export has no ids or class names") }
            if directory { throw UsageError("--prefix names one export; each spec of a directory gets a prefix from its own name") }
            guard let valid = try? ExportPrefix(text) else {
                throw UsageError("option '--prefix' expects a CSS identifier (1 to \(ExportPrefix.maximumLength) ASCII letters, digits, '-' or '_', starting with a letter or '_'), got '\(Escaping.terminal(text))'")
            }
            prefix = valid
        }

        var status: Int32 = 0
        var outputs: [Output] = []
        var summaries: [String] = []
        for spec in specs {
            let result: ExportResult
            do {
                if let example {
                    result = try exportExample(example, format: format, bounds: bounds, reduceMotion: arguments.has("reduce-motion"),
                                               frameRate: frameRate, prefix: prefix)
                } else {
                    result = try export(spec, format: format, bounds: bounds, reduceMotion: arguments.has("reduce-motion"), prefix: prefix,
                                        fromStage: fromStage ? frameRate : nil, console: console)
                }
            } catch {
                guard directory else { throw error }
                console.printError("error: \(error)")
                status = 2
                continue
            }
            if !result.report.isWithinBounds, status == 0 { status = 1 }
            let content = fragment ? result.fragment ?? result.content : result.content
            if out == "-" {
                console.write(content)
                if !arguments.has("quiet") { console.printErrorLines(result.report.text) }
                return status
            }
            let paths = self.paths(for: spec, out: out, format: format, directory: directory, fragment: fragment,
                                   report: arguments.values["report"])
            var files = [Output(option: directory ? "the export" : "-o", path: paths.content, text: content)]
            if let page = result.page, !fragment { files.append(Output(option: "the page", path: paths.page, text: page)) }
            files.append(Output(option: arguments.values["report"] != nil ? "--report" : "the report", path: paths.report,
                                text: paths.report.hasSuffix(".json") ? result.report.json : result.report.text))
            outputs += files
            summaries.append(summary(result.report, files: files.map { Escaping.terminal($0.path) }))
        }
        try OutputCheck(inputs: example != nil ? [] : specs, console: console)
            .check(outputs.map { OutputCheck.Output(option: $0.option, path: $0.path) }, console: console)
        let maxBytes = try arguments.number("max-bytes", default: Double(SpecLimits.outputBytes), range: 1...1e15)!
        try OutputDestination.checkSize(outputs.reduce(0) { $0 + $1.text.utf8.count }, maxBytes: Int(maxBytes))
        if directory {
            var isDirectory: ObjCBool = false
            let resolved = console.resolve(out)
            if !FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) {
                do { try FileManager.default.createDirectory(atPath: resolved, withIntermediateDirectories: true) } catch {
                    throw UsageError("cannot create the output directory \(out): \(error.localizedDescription)")
                }
            } else if !isDirectory.boolValue {
                throw UsageError("-o \(out) is a file; exporting a directory of specs needs a directory to write into")
            }
        }
        try write(outputs, console: console)
        if !arguments.has("quiet") { summaries.forEach { console.print($0) } }
        return status
    }

    /// Loads, builds and exports one spec: from its keyframes, or with `fromStage` (a frame rate)
    /// from its stage.
    private static func export(_ argument: String, format: ExportFormat, bounds: ErrorBounds, reduceMotion: Bool,
                               prefix: ExportPrefix?, fromStage frameRate: Double?, console: Console) throws -> ExportResult {
        let spec = try SpecLoader.load(argument, console: console)
        if let frameRate {
            return try exportFromStage(spec, format: format, bounds: bounds, reduceMotion: reduceMotion, frameRate: frameRate, prefix: prefix)
        }
        return try export(spec, format: format, bounds: bounds, reduceMotion: reduceMotion, prefix: prefix)
    }

    /// Plays a decoded spec's scene on the stage `render` draws (its events, Reduce Motion as asked,
    /// texts measured as Cairo draws them) and exports its frames: one loop, played for ever, for a
    /// spec that loops; else until what its last event starts has finished, played once.
    static func exportFromStage(_ spec: AnimationSpec, format: ExportFormat, bounds: ErrorBounds, reduceMotion: Bool, frameRate: Double,
                                prefix: ExportPrefix? = nil) throws -> ExportResult {
        let scene = try SceneStage(spec: spec, events: nil, reduceMotion: reduceMotion, command: "export")
        let duration: Double
        do { duration = try scene.duration() } catch { throw UsageError("\(spec.file): \(error)") }
        do {
            let recording = try DemoMainActor.run { () throws(ExportError) -> StageRecording in
                try StageRecording(stage: scene.makeStage(), duration: duration, frameRate: frameRate)
            }
            return try Exporter.export(recording, name: spec.name ?? spec.file, loops: scene.loops, format: format, bounds: bounds, prefix: prefix)
        } catch let error as ExportError {
            throw UsageError("\(spec.file): \(error)")
        }
    }

    /// Builds a decoded spec's scene and exports it (also used by the demo gallery for its reports).
    static func export(_ spec: AnimationSpec, format: ExportFormat, bounds: ErrorBounds, reduceMotion: Bool,
                       prefix: ExportPrefix? = nil) throws -> ExportResult {
        try export(spec, formats: [format], bounds: bounds, reduceMotion: reduceMotion, prefix: prefix)[0]
    }

    /// The same in several formats, the scene built and its channels planned once.
    static func export(_ spec: AnimationSpec, formats: [ExportFormat], bounds: ErrorBounds, reduceMotion: Bool,
                       prefix: ExportPrefix? = nil) throws -> [ExportResult] {
        var builder: SpecSceneBuilder
        do {
            builder = try SpecSceneBuilder(spec: spec, reduceMotion: reduceMotion, bounds: bounds, textMeasurer: CairoTextMeasurer())
        } catch {
            throw UsageError(error.description)
        }
        let scene = try builder.build()
        do {
            return try Exporter.export(scene, formats: formats, bounds: bounds, prefix: prefix, notes: builder.notes)
        } catch {
            throw UsageError("\(spec.file): \(error)")
        }
    }

    /// Plays the built-in example `name` on a stage (its script, Reduce Motion on throughout with
    /// `reduceMotion`, texts measured as Cairo draws them) and exports its frames.
    static func exportExample(_ name: String, format: ExportFormat, bounds: ErrorBounds, reduceMotion: Bool, frameRate: Double,
                              prefix: ExportPrefix?) throws -> ExportResult {
        guard let example = ExampleCatalog.example(named: name) else {
            let names = ExampleCatalog.all.map(\.name)
            throw UsageError("unknown example '\(Escaping.terminal(name))'\(NameSuggestion.didYouMean(name, among: names)). Examples: \(names.joined(separator: ", "))")
        }
        do {
            let recording = try DemoMainActor.run { () throws(ExportError) -> StageRecording in
                try StageRecording(stage: CatalogExhibit.stage(for: example, reduceMotion: reduceMotion), duration: example.duration,
                                   frameRate: frameRate)
            }
            return try Exporter.export(recording, name: example.title, loops: CatalogExhibit.loops(name), format: format, bounds: bounds,
                                       prefix: prefix ?? ExportPrefix(derivedFrom: example.name))
        } catch let error as ExportError {
            throw UsageError("example \(name): \(error)")
        }
    }

    /// Where the export, its page and its report go.
    private static func paths(for spec: String, out: String, format: ExportFormat, directory: Bool, fragment: Bool,
                              report: String?) -> (content: String, page: String, report: String) {
        if directory {
            var name = (spec as NSString).lastPathComponent
            if name.hasSuffix(".json") { name.removeLast(5) }
            let base = (out as NSString).appendingPathComponent(name + "." + format.rawValue)
            if fragment { return (base + ".fragment.html", "", base + ".fidelity.txt") }
            return (format == .css ? base : base + ".json", base + ".html", base + ".fidelity.txt")
        }
        let base = (out as NSString).pathExtension.isEmpty ? out : (out as NSString).deletingPathExtension
        if fragment { return (out, "", report ?? base + ".fidelity.txt") }
        var content = out, page = base + ".html"
        if format != .lottie, (out as NSString).pathExtension == "html" {
            content = base + (format == .css ? ".css" : ".json")
            page = out
        }
        return (content, page, report ?? base + ".fidelity.txt")
    }

    /// Writes every file atomically and all or nothing (`AtomicFile.write(_:)`): if one cannot be
    /// written, none is replaced or left behind.
    private static func write(_ outputs: [Output], console: Console) throws {
        do {
            try AtomicFile.write(outputs.map { (bytes: Array($0.text.utf8), url: URL(fileURLWithPath: console.resolve($0.path))) })
        } catch {
            throw UsageError("\(error)")
        }
    }

    private static func summary(_ report: FidelityReport, files: [String]) -> String {
        let worst = report.properties.map { $0.maximumError / $0.bound }.max() ?? 0
        let verdict = report.properties.isEmpty ? "nothing animated"
            : report.isWithinBounds ? "\(report.properties.count) propert\(report.properties.count == 1 ? "y" : "ies") within bounds (worst at \(formatNumber(worst * 100, decimals: 1)) % of its bound)"
            : "a property EXCEEDS its bound (\(formatNumber(worst * 100, decimals: 1)) %): see the report"
        return "wrote \(files.joined(separator: ", ")): \(verdict)"
    }

    /// `--max-error E` (offsets in points, the rest scaled) or `points=…,degrees=…,scale=…,opacity=…`.
    static func bounds(_ text: String?) throws -> ErrorBounds {
        guard let text else { return ErrorBounds() }
        func number(_ value: Substring, _ name: String) throws -> Double {
            guard let number = Double(value), number.isFinite, number > 0 else {
                throw UsageError("option '--max-error' expects a positive number\(name.isEmpty ? "" : " for \(name)"), got '\(value)'")
            }
            return number
        }
        guard text.contains("=") else { return ErrorBounds(scaledTo: try number(Substring(text), "")) }
        var bounds = ErrorBounds()
        let keys = ["points", "degrees", "scale", "opacity"]
        for part in text.split(separator: ",") {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, keys.contains(String(pair[0])) else {
                throw UsageError("option '--max-error' expects E or a list of points=…, degrees=…, scale=…, opacity=…; got '\(part)'\(NameSuggestion.didYouMean(String(pair.first ?? ""), among: keys))")
            }
            let value = try number(pair[1], String(pair[0]))
            switch pair[0] {
            case "points": bounds.points = value
            case "degrees": bounds.degrees = value
            case "scale": bounds.factor = value
            default: bounds.opacity = value
            }
        }
        return bounds
    }
}
