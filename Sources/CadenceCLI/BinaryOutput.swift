import CadenceRender
import CadenceSpec
import Foundation

/// The pixels-per-point default of every command that draws (`render`, `plot`, `demo`).
enum OutputScale {
    /// 1 pixel per point: SwiftUI's `ImageRenderer.scale` default, and the size a page shows a stage
    /// at. `--scale 2` (or 3) gives the sharper images of a Retina screen.
    static let standard = 1.0
}

/// A command's one-file image output (`render`, `plot`): a file written atomically, or standard
/// output for `-o -`.
///
/// The format is `--format` when given, else the extension of OUT; standard output has no extension,
/// so `-o -` needs `--format`. A binary format (PNG, GIF, APNG, WebP) is not written to a terminal,
/// where it would print as garbage and could move the cursor or retitle the window: redirect the
/// output, or pipe it.
enum BinaryOutput {
    /// The format for `output`, from `--format` or the extension, among `supported`.
    /// - Throws: `UsageError` for a format outside `supported`, `-o -` without `--format`, or a
    ///   `--format` that contradicts OUT's extension.
    static func format(_ arguments: ParsedArguments, output: String, supported: [OutputFormat]) throws -> OutputFormat {
        let names = supported.map(\.rawValue).joined(separator: ", ")
        var chosen: OutputFormat?
        if let text = arguments.values["format"] {
            guard let format = OutputFormat(rawValue: text.lowercased()), supported.contains(format) else {
                throw UsageError("option '--format' expects one of \(names), got '\(text)'\(NameSuggestion.didYouMean(text, among: supported.map(\.rawValue)))")
            }
            chosen = format
        }
        if output == "-" {
            guard let chosen else { throw UsageError("-o - (standard output) needs --format \(supported.map(\.rawValue).joined(separator: "|"))") }
            return chosen
        }
        let fileExtension = (output as NSString).pathExtension
        let byExtension = OutputFormat(rawValue: fileExtension.lowercased()).flatMap { supported.contains($0) ? $0 : nil }
        if let chosen {
            if let byExtension, byExtension != chosen {
                throw UsageError("--format \(chosen.rawValue) contradicts -o \(output) (a .\(byExtension.rawValue) name): drop one, or make them agree")
            }
            return chosen
        }
        guard let byExtension else {
            let found = fileExtension.isEmpty ? "no extension" : "the extension .\(fileExtension)"
            throw UsageError("-o \(output) has \(found): name a .\(supported.map(\.rawValue).joined(separator: ", .")) file, or give --format")
        }
        return byExtension
    }

    /// Whether `format` is text (SVG), which may go to a terminal.
    static func isText(_ format: OutputFormat) -> Bool { format.isText }

    /// Refuses binary output to a terminal before any work is done.
    static func checkDestination(_ output: String, format: OutputFormat, console: Console) throws {
        if output == "-", console.isTerminal, !isText(format) {
            throw UsageError("standard output is a terminal: \(format.rawValue.uppercased()) is binary; redirect it (> file.\(format.rawValue)) or pipe it, or give -o FILE")
        }
    }

    /// Writes `bytes` to the file `output` atomically, or to standard output for `-`.
    static func write(_ bytes: [UInt8], to output: String, console: Console) throws {
        if output == "-" {
            console.write(bytes: bytes)
            return
        }
        do {
            try AtomicFile.write(bytes, to: URL(fileURLWithPath: console.resolve(output)))
        } catch {
            throw UsageError("cannot write \(output): \(error)")
        }
    }

    /// Prints a command's summary: on standard output after writing a file, on standard error after
    /// writing standard output (which holds the image).
    static func summarize(_ line: String, output: String, console: Console) {
        if output == "-" { console.printError(line) } else { console.print(line) }
    }
}
