import CadenceRender
import CadenceSpec
import Foundation

/// `cadence demo`: builds the gallery of the built-in examples into a folder and says where it is.
enum DemoCommand {
    static let command = Command(
        name: "demo",
        summary: "Build a gallery of the built-in example animations: recordings, plots and an index.html.",
        usage: "cadence demo [-o DIR] [--only NAME[,NAME…]] [--fps N] [--scale S] [--quiet]",
        discussion: """
        Writes, for every built-in example, its view played on a headless stage with a script of taps and
        settings as a GIF and a contact sheet (and again with Reduce Motion on, beside it, when that changes
        a frame); its spec's value-over-time plots (SVG and PNG, with keyframe joints and loop seams), the
        same with Reduce Motion on, and its spec, inspect report and lint findings as text; then plots of the
        springs and timing curves the examples use, and DIR/index.html with a caption per example saying what
        to look at. Sections: \(DemoGallery.names.joined(separator: ", ")).
        Everything is made in a hidden folder inside DIR first, then moved into place file by file (each
        complete) with index.html last, so after an error DIR is as it was. DIR is created if needed; files
        of an earlier gallery that this run does not write are left alone. A progress bar shows on a
        terminal, never with --quiet or when standard error is piped.
        """,
        examples: ["cadence demo", "cadence demo -o /tmp/gallery --only like-button,pulse-badge-no-reset",
                   "cadence demo --scale 2 --quiet"],
        options: [
            .value("output", "DIR", "The gallery folder. Default ./\(DemoOptions.defaultOut).", short: "o", aliases: ["out"]),
            .value("only", "NAME", "Only these sections (comma-separated, or names after it), in that order."),
            .value("fps", "N", "Frames per second of the recordings, 1…50. Default 50."),
            .value("scale", "S", "Pixels per point of the recordings and PNG plots, 0.5…4. Default \(formatNumber(OutputScale.standard, decimals: 0))."),
            .flag("quiet", "No progress bar; print only the path of index.html.", short: "q"),
        ],
        positional: .none,
        run: { arguments, console in
            let options = try DemoOptions(arguments)
            let clock = ContinuousClock()
            let start = clock.now
            let written = try run(options, console: console)
            let seconds = (clock.now - start) / .milliseconds(1) / 1000
            let index = Escaping.terminal(written.output.displayPath(of: "index.html"))
            if options.quiet {
                console.print(index)
            } else {
                console.print("Wrote \(written.files) files for \(written.sections) section\(written.sections == 1 ? "" : "s") in \(formatNumber(seconds, decimals: 1)) s.")
                console.print("Open \(index)")
            }
            return 0
        })

    /// Makes the sections `options` asks for and moves them into place.
    /// - Returns: the output folder, and how many sections and files (index.html included) it wrote.
    /// - Throws: `UsageError` for an unknown section or an output folder that cannot be used or
    ///   written, or whatever a step throws; the folder is then left as it was.
    static func run(_ options: DemoOptions, console: Console) throws -> (output: DemoOutput, sections: Int, files: Int) {
        let names = options.only ?? DemoGallery.names
        for name in names where !DemoGallery.names.contains(name) { throw DemoGallery.unknown(name) }
        let output = try DemoOutput.prepare(options.out, console: console)
        var progress = ProgressBar(console: console, total: names.count + 1, label: "cadence demo", quiet: options.quiet)
        do {
            // The export reports are worked out on another thread while this one records the stages.
            let reports = ExportReports(names.compactMap { name in EmbeddedSpec.examples.first { $0.name == name } })
            // Each section is made (texts, plots, checks) just before its steps start, so the workers
            // write the earlier sections' files meanwhile.
            var sections: [DemoSection] = []
            try DemoRunner.standard.run(groups: names.count, make: { index in
                let section = try DemoGallery.section(named: names[index], options: options, reports: reports)
                sections.append(section)
                return section.steps
            }, options: options, output: output) { done, total in
                progress.advance(to: done, of: total + 1)
            }
            let steps = sections.flatMap(\.steps)
            let dropped = Set(StageExhibit.preferSmallerWebP(&sections, in: output.staging))
            StageExhibit.sizeImages(&sections, in: output.staging, scale: options.scale)
            try DemoGallery.page(sections).write(to: output.staging)
            progress.advance(to: steps.count + 1)
            progress.finish()
            let paths = steps.flatMap(\.paths).filter { !dropped.contains($0) } + ["index.html"]
            try output.commit(paths)
            return (output, sections.count, paths.count)
        } catch {
            progress.finish()
            output.discard()
            if let error = error as? UsageError { throw error }
            throw UsageError("\(error) (nothing was written to \(options.out))")
        }
    }
}
