@testable import CadenceCLI
import CadenceSpec
import Foundation
import Testing

/// Runs `cadence` in-process and captures what it prints.
func runCadence(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
    nonisolated(unsafe) var output = ""
    nonisolated(unsafe) var error = ""
    let console = Console(output: { output += $0 }, error: { error += $0 })
    let status = CommandLineTool.run(arguments: arguments, console: console)
    return (status, output, error)
}

@Suite struct CommandLineToolTests {
    @Test func versionAndOverview() {
        let version = runCadence(["--version"])
        #expect(version.status == 0)
        #expect(version.output == "cadence \(CommandLineTool.version)\n")
        let overview = runCadence([])
        #expect(overview.status == 0)
        for command in CommandLineTool.commands {
            #expect(overview.output.contains(command.name))
        }
    }

    @Test func everyCommandHasHelpWithExamples() {
        for command in CommandLineTool.commands {
            let result = runCadence([command.name, "--help"])
            #expect(result.status == 0)
            #expect(result.output.contains("USAGE: cadence \(command.name)"))
            #expect(result.output.contains("EXAMPLES:"))
        }
    }

    @Test func unknownCommandIsAUsageError() {
        let result = runCadence(["animate"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.contains("unknown command 'animate'"))
    }

    @Test(arguments: [
        (["spring", "--bounce", "-1"], "--bounce must be greater than -1"),
        (["spring", "--duration", "0"], "--duration must be greater than 0"),
        (["spring", "--duration", "nan"], "expects a finite number, got 'nan'"),
        (["spring", "--preset", "wobbly"], "unknown preset 'wobbly'"),
        (["spring", "--preset", "smooth", "--bounce", "0.2"], "give the spring one way"),
        (["spring", "--mass", "0", "--stiffness", "1", "--damping", "1"], "--mass must be greater than 0"),
        (["spring", "--stiffness"], "needs a value"),
        (["spring", "--frobnicate"], "unknown option '--frobnicate'"),
        (["spring", "--step", "0.000001", "--until", "3600"], "must be between"),
        (["curve"], "missing curve name"),
        (["curve", "wiggle"], "unknown curve 'wiggle'"),
        (["curve", "bezier", "1.5", "0", "0.5", "1"], "X1 must lie in 0…1"),
        (["curve", "bezier", "0.5", "0"], "needs four numbers"),
        (["demo", "extra"], "unexpected argument 'extra'"),
    ])
    func badInputIsAClearUsageError(arguments: [String], message: String) {
        let result = runCadence(arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.contains(message), "stderr was: \(result.error)")
    }

    @Test func springTableFollowsTheSpring() throws {
        let result = runCadence(["spring", "--duration", "0.5", "--bounce", "0.3", "--step", "0.25", "--until", "0.5"])
        #expect(result.status == 0)
        #expect(result.output.contains("stiffness 157.913670  damping 17.592919"))
        let rows = result.output.split(separator: "\n").filter { $0.hasPrefix("0.") || $0.hasPrefix("0.0") }
        #expect(rows.count == 3)
        let first = rows[0].split(separator: " ").map(String.init)
        #expect(first == ["0.000", "0.000000", "0.000000"])
    }

    @Test func curveTableMatchesTheCurve() {
        let result = runCadence(["curve", "easeInOut", "--steps", "2"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(lines[0] == ["easeInOut"])
        #expect(lines[2] == ["0.0000", "0.000000", "0.000000"])
        #expect(lines[3] == ["0.5000", "0.500000", "1.724138"])
        #expect(lines[4] == ["1.0000", "1.000000", "0.000000"])
    }

    @Test func demoWritesTheSpringSectionOfTheGallery() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("cadence-demo-\(UInt64.random(in: 0 ... .max))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = runCadence(["demo", "--out", directory.path, "--only", "springs", "--quiet"])
        #expect(result.status == 0, "stderr: \(result.error)")
        #expect(result.output == directory.appendingPathComponent("index.html").path + "\n")
        let page = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("bouncy"))
    }

    @Test(arguments: [
        (0.0, 6, "0.000000"), (-0.0, 6, "0.000000"), (-1e-9, 6, "0.000000"), (1.5, 2, "1.50"),
        (-2.25, 1, "-2.3"), (Double.nan, 6, "nan"), (Double.infinity, 6, "inf"), (-Double.infinity, 3, "-inf"),
        (123.456789, 3, "123.457"),
    ])
    func numbersAreFormattedFixed(value: Double, decimals: Int, expected: String) {
        #expect(formatNumber(value, decimals: decimals) == expected)
    }
}
