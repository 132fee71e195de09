import Cadence
import CadenceSpec
import Foundation

/// The `cadence` command-line tool. `run(arguments:console:)` returns the exit status instead of
/// exiting, so tests run commands in-process and read what they print.
///
/// Exit status: 0 success, 1 findings (lint), 2 usage, input or output error, 141 standard output
/// closed by its reader (a pipe into `head`: the status of a process SIGPIPE ends, printed silently,
/// as when SIGPIPE is ignored the write fails with EPIPE instead).
public enum CommandLineTool {
    /// The version `--version` prints: the package's, `CadenceVersion.current`.
    public static let version = CadenceVersion.current

    /// Every subcommand, in the order `--help` lists them.
    static let commands: [Command] = [DemoCommand.command, SpringCommand.command, CurveCommand.command,
                                      SampleCommand.command, InspectCommand.command, LintCommand.command,
                                      ExportCommand.command, RenderCommand.command, PlotCommand.command,
                                      SymbolsCommand.command, CompletionsCommand.command, ManualCommand.command]

    /// Runs one command line (without the program name) against the process's stdout and stderr.
    public static func main(arguments: [String]) -> Int32 {
        StandardStreams.reserveClosedDescriptors()
        return run(arguments: arguments, console: .standard())
    }

    /// The exit status for a standard output that was closed by its reader.
    public static let closedPipeStatus: Int32 = 141

    /// Runs one command line (without the program name).
    ///
    /// A failed write to standard output ends the run: silently with `closedPipeStatus` when the
    /// reader has gone (EPIPE), with one line on standard error and status 2 otherwise (a full disk).
    public static func run(arguments: [String], console: Console) -> Int32 {
        let status = dispatch(arguments: arguments, console: console)
        guard let failure = console.outputFailure else { return status }
        if let failure = failure as? ConsoleWriteError, failure.isClosedPipe { return closedPipeStatus }
        console.printError("error: \(failure)")
        return 2
    }

    private static func dispatch(arguments: [String], console: Console) -> Int32 {
        guard let first = arguments.first else {
            console.print(overview)
            return 0
        }
        switch first {
        case "--help", "-h", "help":
            if arguments.count == 2, arguments[1] == "--markdown" {
                console.write(CommandReference.markdown(commands))
                return 0
            }
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
            let near = NameSuggestion.closest(first, among: commands.map(\.name) + ["help"])
            let hint = near.map { " Did you mean '\($0)'?" } ?? " Commands: \(commands.map(\.name).joined(separator: ", "))."
            console.printError("error: unknown command '\(first)'.\(hint) See 'cadence --help'.")
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
            lines.append("  " + command.name.padding(toLength: 13, withPad: " ", startingAt: 0) + command.summary)
        }
        lines += ["", "Run 'cadence <command> --help' for a command's options and examples.", "'cadence --version' prints the version."]
        return lines.joined(separator: "\n")
    }
}
