@testable import CadenceCLI
import CadenceRender
import CadenceUI
import CadenceSpec
import Foundation
import Testing

/// The conventions every command shares: "did you mean", one spelling for the output option, one
/// default scale, standard output for one-file outputs, and the generated completions, manual page
/// and symbol list.
@MainActor @Suite struct CommandLineConventionsTests {
    // MARK: Did you mean

    @Test func aMistypedCommandIsAnsweredWithTheNearestOne() {
        let run = runSpecCommand(["rendr", "x.json"])
        #expect(run.status == 2)
        #expect(run.error.contains("unknown command 'rendr'. Did you mean 'render'?"), "\(run.error)")
        let far = runSpecCommand(["frobnicate"])
        #expect(far.error.contains("Commands: demo, spring"), "\(far.error)")
        #expect(!far.error.contains("Did you mean"))
    }

    @Test(arguments: [
        (["render", "Examples/like-button.json", "--fromat", "gif"], "did you mean '--format'?"),
        (["sample", "Examples/like-button.json", "--fsp", "30"], "did you mean '--fps'?"),
        (["lint", "Examples/like-button.json", "--strcit"], "did you mean '--strict'?"),
        (["demo", "--qiuet"], "did you mean '--quiet'?"),
        (["render", "Examples/like-button.json", "-o", "x.gif", "--format", "gfi"], "(did you mean \"gif\"?)"),
        (["completions", "zhs"], "(did you mean \"zsh\"?)"),
    ])
    func aMistypedOptionIsAnsweredWithTheNearestOne(_ arguments: [String], _ expected: String) {
        let run = runSpecCommand(arguments)
        #expect(run.status == 2)
        #expect(run.error.contains(expected), "\(run.error)")
        #expect(run.error.split(separator: "\n").count <= 2, "one error line and the help hint: \(run.error)")
    }

    // MARK: One spelling, one default

    @Test func everyCommandNamesItsOutputDashOOrOutput() throws {
        for command in CommandLineTool.commands {
            for option in command.options where option.short == "o" {
                #expect(option.name == "output", "\(command.name) spells -o as --\(option.name)")
            }
            #expect(!command.options.contains { $0.name == "out" }, "\(command.name) still lists --out")
        }
        // The gallery's older spelling still works.
        for spelling in ["--out", "--output", "-o"] {
            let options = try DemoOptions(ParsedArguments([spelling, "somewhere"], options: DemoCommand.command.options))
            #expect(options.out == "somewhere", "\(spelling)")
        }
    }

    @Test func theCommandsThatDrawShareOneDefaultScale() throws {
        for name in ["render", "plot", "demo"] {
            let command = try #require(CommandLineTool.commands.first { $0.name == name })
            let scale = try #require(command.options.first { $0.name == "scale" })
            #expect(scale.help.hasSuffix("Default 1."), "\(name): \(scale.help)")
        }
        let run = runSpecCommand(["render", "Examples/like-button.json", "-o", "-", "--format", "png"])
        #expect(run.status == 0, "\(run.error)")
        let image = try #require(Self.pngSize(run.bytes))
        #expect(run.error.contains("\(image.width)×\(image.height) px"), "\(run.error)")
        let spec = try SpecLoader.load("Examples/like-button.json", console: Console(output: { _ in }, error: { _ in }, workingDirectory: PackagePaths.root.path))
        let scene = try SceneStage(spec: spec, events: nil, reduceMotion: false)
        #expect(image.width == Int(scene.size.width) && image.height == Int(scene.size.height), "1 pixel per point")
        let scaled = runSpecCommand(["render", "Examples/like-button.json", "-o", "-", "--format", "png", "--scale", "2"])
        let double = try #require(Self.pngSize(scaled.bytes))
        #expect(double.width == 2 * image.width && double.height == 2 * image.height)
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes[0] == 0x89, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    // MARK: Standard output

    @Test(arguments: [("png", [UInt8]([0x89, 0x50, 0x4E, 0x47])), ("gif", Array("GIF89a".utf8)),
                      ("webp", Array("RIFF".utf8)), ("apng", [UInt8]([0x89, 0x50, 0x4E, 0x47]))])
    func renderWritesStandardOutputInTheFormatAsked(_ format: String, _ signature: [UInt8]) {
        let run = runSpecCommand(["render", "Examples/like-button.json", "-o", "-", "--format", format, "--fps", "10"])
        #expect(run.status == 0, "\(run.error)")
        #expect(Array(run.bytes.prefix(signature.count)) == signature)
        #expect(run.output.isEmpty, "the summary goes to standard error when the image is on standard output")
        #expect(run.error.hasPrefix("wrote standard output: "), "\(run.error)")
    }

    @Test func plotWritesStandardOutputAsSVGOrPNG() {
        let svg = runSpecCommand(["plot", "Examples/like-button.json", "-o", "-", "--format", "svg", "--quiet"])
        #expect(svg.status == 0, "\(svg.error)")
        let text = String(decoding: svg.bytes, as: UTF8.self)
        #expect(text.hasPrefix("<?xml") || text.hasPrefix("<svg"), "\(text.prefix(40))")
        #expect(text.hasSuffix("</svg>\n"))
        let png = runSpecCommand(["plot", "Examples/like-button.json", "-o", "-", "--format", "png", "--quiet"])
        #expect(Array(png.bytes.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(png.error.isEmpty && png.output.isEmpty)
    }

    @Test(arguments: [
        (["render", "Examples/like-button.json", "-o", "-"], "-o - (standard output) needs --format gif|apng|webp|png|svg"),
        (["render", "Examples/like-button.json", "-o", "x.gif", "--format", "png"], "--format png contradicts -o x.gif"),
        (["render", "Examples/like-button.json", "-o", "x"], "-o x has no extension"),
        (["plot", "Examples/like-button.json", "-o", "-", "--format", "gif"], "option '--format' expects one of svg, png, got 'gif'"),
        (["plot", "Examples/like-button.json", "-o", "x.webp"], "-o x.webp has the extension .webp: name a .svg, .png file"),
    ])
    func aMissingOrContradictoryFormatIsOneLine(_ arguments: [String], _ expected: String) {
        let run = runSpecCommand(arguments)
        #expect(run.status == 2)
        #expect(run.error.contains(expected), "\(run.error)")
        #expect(run.bytes.isEmpty)
    }

    @Test func binaryOutputIsNotWrittenToATerminal() {
        let run = runSpecCommand(["render", "Examples/like-button.json", "-o", "-", "--format", "gif"], outputIsTerminal: true)
        #expect(run.status == 2)
        #expect(run.error.contains("standard output is a terminal: GIF is binary"), "\(run.error)")
        #expect(run.bytes.isEmpty)
        // SVG is text: a terminal may have it.
        let svg = runSpecCommand(["render", "Examples/like-button.json", "-o", "-", "--format", "svg", "--quiet"], outputIsTerminal: true)
        #expect(svg.status == 0, "\(svg.error)")
        #expect(String(decoding: svg.bytes, as: UTF8.self).contains("<svg"))
    }

    // MARK: Symbols

    @Test func symbolsListsWhatTheRendererDraws() {
        let run = runSpecCommand(["symbols"])
        #expect(run.status == 0)
        let names = run.output.split(separator: "\n").map(String.init)
        #expect(names == SymbolShape.knownNames)
        #expect(names.contains("heart.fill") && names.count > 60)
        #expect(runSpecCommand(["symbols", "--count"]).output == "\(names.count)\n")
    }
}

/// The completion scripts and the manual page, checked by the programs that read them. Each test
/// skips itself when its shell or `groff` is missing; `.ci/run` installs them.
@Suite struct ShellIntegrationTests {
    private static func script(_ shell: String) throws -> URL {
        let run = runSpecCommand(["completions", shell])
        #expect(run.status == 0, "\(run.error)")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-completion-\(UUID().uuidString).\(shell)")
        try Data(run.output.utf8).write(to: url)
        return url
    }

    @Test(.enabled(if: DemoTool.exists("bash"), "bash not installed"))
    func bashCompletesCommandsOptionsAndValues() throws {
        let url = try Self.script("bash")
        defer { try? FileManager.default.removeItem(at: url) }
        let probe = """
        source '\(url.path)'
        ask() { COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); COMPREPLY=(); _cadence; echo "${COMPREPLY[*]}"; }
        ask cadence ren
        ask cadence render x.json --fo
        ask cadence render x.json --format ''
        ask cadence lint --format s
        ask cadence spring --preset b
        ask cadence completions ''
        ask cadence help ex
        """
        let run = try DemoTool.run("bash", ["--norc", "--noprofile", "-c", probe])
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count >= 7, "\(run.output)")
        guard lines.count >= 7 else { return }
        #expect(lines[0] == "render")
        #expect(lines[1] == "--format")
        #expect(Set(lines[2].split(separator: " ").map(String.init)) == Set(OutputFormat.allCases.map(\.rawValue)))
        #expect(lines[3] == "sarif")
        #expect(lines[4] == "bouncy")
        #expect(lines[5] == "bash zsh fish")
        #expect(lines[6] == "export")
    }

    @Test(.enabled(if: DemoTool.exists("fish"), "fish not installed"))
    func fishCompletesCommandsOptionsAndValues() throws {
        let url = try Self.script("fish")
        defer { try? FileManager.default.removeItem(at: url) }
        let probe = """
        source '\(url.path)'
        complete -C 'cadence ren'
        echo ---
        complete -C 'cadence render x.json --for'
        echo ---
        complete -C 'cadence render x.json --format '
        echo ---
        complete -C 'cadence sample x.json -'
        """
        let run = try DemoTool.run("fish", ["--no-config", "-c", probe])
        #expect(run.status == 0, "\(run.errors)")
        let parts = run.output.components(separatedBy: "---\n").map { $0.split(separator: "\n").map { String($0.split(separator: "\t")[0]) } }
        #expect(parts.count == 4, "\(run.output)")
        guard parts.count == 4 else { return }
        #expect(parts[0] == ["render"])
        #expect(parts[1] == ["--format"])
        #expect(Set(parts[2]) == Set(OutputFormat.allCases.map(\.rawValue)))
        let sampleOptions = Set(SampleCommand.command.options.map { "--\($0.name)" })
        #expect(sampleOptions.isSubset(of: Set(parts[3])), "\(parts[3])")
    }

    @Test(.enabled(if: DemoTool.exists("zsh"), "zsh not installed"))
    func zshLoadsTheScriptAndHandsEachCommandItsOptions() throws {
        let url = try Self.script("zsh")
        defer { try? FileManager.default.removeItem(at: url) }
        // Registration through the real completion system…
        let registered = try DemoTool.run("zsh", ["-f", "-c", "autoload -U compinit; compinit -u -D; source '\(url.path)'; print -r -- $_comps[cadence]"])
        #expect(registered.status == 0, "\(registered.errors)")
        #expect(registered.output == "_cadence\n", "\(registered.output) \(registered.errors)")
        // …and what the function hands `_arguments` for `cadence render …`, with the completion
        // system's functions standing in as printers.
        let probe = """
        compdef() { }
        source '\(url.path)'
        _describe() { print -r -- "describe"; }
        _arguments() { print -rl -- "$@"; }
        words=(cadence render x.json); CURRENT=3; _cadence
        """
        let run = try DemoTool.run("zsh", ["-f", "-c", probe])
        #expect(run.status == 0, "\(run.errors)")
        let specs = run.output.split(separator: "\n").map(String.init)
        #expect(specs.contains { $0.hasPrefix("--format[") && $0.hasSuffix(":FORMAT:(\(RenderCommand.formats.map(\.rawValue).joined(separator: " ")))") }, "\(specs)")
        #expect(specs.contains { $0.hasPrefix("(-o --output)-o[") && $0.hasSuffix(":OUT:_files") })
        #expect(specs.contains("*:file:_files"))
        #expect(specs.filter { $0.hasPrefix("--") || $0.hasPrefix("(-") }.count == RenderCommand.command.options.count + RenderCommand.command.options.filter { $0.short != nil }.count + 1)
    }

    @Test(.enabled(if: DemoTool.exists("groff"), "groff not installed"))
    func theManualPageFormatsWithoutWarningsAndHoldsEveryCommand() throws {
        let run = runSpecCommand(["man"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix(".\\\" Generated by 'cadence man'"))
        for command in CommandLineTool.commands {
            #expect(run.output.contains(".SS \(ManualPage.escape(command.name))\n"), "\(command.name)")
        }
        #expect(run.output.unicodeScalars.allSatisfy { $0.isASCII }, "troff reads Latin-1: everything else is escaped")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cadence-\(UUID().uuidString).1")
        try Data(run.output.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let checked = try DemoTool.run("groff", ["-man", "-Tutf8", "-ww", "-z", url.path])
        #expect(checked.status == 0)
        #expect(checked.errors.isEmpty, "groff warnings: \(checked.errors)")
        let formatted = try DemoTool.run("groff", ["-man", "-Tutf8", "-P", "-c", "-P", "-b", "-P", "-u", url.path])
        // Filled text: compare with runs of white space made one space.
        let words = formatted.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("cadence render <SPEC | -> -o OUT.gif"), "\(words.prefix(600))")
        #expect(words.contains("Pixels per point, 0.25…8. Default 1."))
    }
}
