/// A one-line progress bar on standard error, drawn only when standard error is a terminal and the
/// user did not ask for `--quiet`; otherwise every call does nothing, so piped output stays clean.
///
/// ```swift
/// var progress = ProgressBar(console: console, total: frames, label: "sampling", quiet: quiet)
/// for frame in 0..<frames { …; progress.advance(to: frame + 1) }
/// progress.finish()
/// ```
struct ProgressBar {
    private let console: Console
    private var total: Int
    private let label: String
    private let enabled: Bool
    private var drawnPercent = -1

    init(console: Console, total: Int, label: String, quiet: Bool) {
        self.console = console
        self.total = max(total, 1)
        self.label = label
        enabled = console.isErrorTerminal && !quiet
    }

    /// Redraws when the whole percentage changes (at most 101 redraws).
    mutating func advance(to done: Int) {
        guard enabled else { return }
        let percent = min(100, done * 100 / total)
        guard percent != drawnPercent else { return }
        drawnPercent = percent
        let width = 30
        let filled = percent * width / 100
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        console.writeError("\r\(label) \(bar) \(percent)%")
    }

    /// Redraws for `done` of a `total` that is an estimate and may change; the bar does not move
    /// back when the estimate grows.
    mutating func advance(to done: Int, of total: Int) {
        self.total = max(total, 1)
        guard enabled, min(100, done * 100 / self.total) > drawnPercent else { return }
        advance(to: done)
    }

    /// Clears the bar's line before a line of output is printed, so the line does not land on the
    /// bar's residue; the next `advance(to:)` draws the bar again below it.
    mutating func clearLine() {
        finish()
        drawnPercent = -1
    }

    /// Clears the bar's line.
    func finish() {
        guard enabled, drawnPercent >= 0 else { return }
        console.writeError("\r" + String(repeating: " ", count: label.count + 37) + "\r")
    }
}
