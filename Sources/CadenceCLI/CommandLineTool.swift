import Foundation
import Cadence

/// The `cadence` command-line tool. `run(arguments:console:)` returns the exit status instead of
/// exiting, so tests run commands in-process and read what they print.
///
/// Exit status: 0 success, 1 findings (lint), 2 usage or input error.
public enum CommandLineTool {
    public static let version = "0.1.0"

    /// Every subcommand, in the order `--help` lists them.
    static let commands: [Command] = [DemoCommand.command, SpringCommand.command, CurveCommand.command,
                                      SampleCommand.command, InspectCommand.command, LintCommand.command,
                                      ExportCommand.command, RenderCommand.command, PlotCommand.command]

    /// Runs one command line (without the program name) against the process's stdout and stderr.
    public static func main(arguments: [String]) -> Int32 {
        run(arguments: arguments, console: .standard())
    }

    /// Runs one command line (without the program name).
    public static func run(arguments: [String], console: Console) -> Int32 {
        guard let first = arguments.first else {
            console.print(overview)
            return 0
        }
        switch first {
        case "--help", "-h", "help":
            if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                console.print(command.help)
            } else {
                console.print(overview)
            }
            return 0
        case "--version":
            console.print("cadence \(version)")
            return 0
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            console.printError("error: unknown command '\(first)'. Commands: \(commands.map(\.name).joined(separator: ", ")). See 'cadence --help'.")
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.print(command.help)
            return 0
        }
        do {
            let parsed = try ParsedArguments(rest, options: command.options)
            return try command.run(parsed, console)
        } catch let error as UsageError {
            console.printError("error: \(error.description)")
            console.printError("See 'cadence \(command.name) --help'.")
            return 2
        } catch {
            console.printError("error: \(error)")
            return 2
        }
    }

    static var overview: String {
        var lines = [
            "cadence \(version) — SwiftUI's keyframe and phase animations, headless.",
            "",
            "USAGE: cadence <command> [options]",
            "",
            "COMMANDS:",
        ]
        for command in commands {
            lines.append("  " + command.name.padding(toLength: 10, withPad: " ", startingAt: 0) + command.summary)
        }
        lines += ["", "Run 'cadence <command> --help' for a command's options and examples.", "'cadence --version' prints the version."]
        return lines.joined(separator: "\n")
    }
}
