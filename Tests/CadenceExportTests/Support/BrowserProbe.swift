import CadenceExport
import Foundation

/// Seeks an exported HTML page in headless Chromium with the Web Animations API and reads the
/// computed value of every animated box at each time.
enum BrowserProbe {
    /// One animated box: its channel, CSS property and which axis of a two-value property moves.
    struct Box: Decodable {
        var channel: Int
        var property: String
        var axis: String
    }

    struct Reading: Decodable {
        var boxes: [Box]
        /// values[time][box], as `getComputedStyle` serialises them.
        var values: [[String]]
    }

    /// Loads `page` with a script appended that pauses every animation, sets `currentTime` to each
    /// time in turn and records the computed values of every box with `data-channel`; the result is
    /// read from `--dump-dom`.
    static func read(page: String, times: [Double], in directory: URL, chromium: String) throws -> Reading {
        let readings = try read(page: page, stages: nil, times: times, in: directory, chromium: chromium)
        guard let reading = readings.first else { throw ProbeError(description: "no reading from Chromium") }
        return reading
    }

    /// As `read(page:times:in:chromium:)`, for the boxes inside each element of class `stages[i]`
    /// (nil: every box of the page, one reading), with Chromium started with `flags` besides
    /// (`--force-prefers-reduced-motion`). All animations of the page are seeked together.
    static func read(page: String, stages: [String]?, times: [Double], in directory: URL, chromium: String,
                     flags: [String] = []) throws -> [Reading] {
        let scopes = (stages ?? [""]).map { $0.isEmpty ? "document" : "document.querySelector('.\($0)')" }
        let script = """
          const times = [\(times.map { String($0) }.joined(separator: ","))];
          const scopes = [\(scopes.joined(separator: ", "))];
          const readings = scopes.map((scope) => {
            const nodes = [...scope.querySelectorAll('[data-channel]')];
            return {nodes, values: [], boxes: nodes.map((n) => ({channel: Number(n.dataset.channel), property: n.dataset.property, axis: n.dataset.axis || 'xy'}))};
          });
          for (const t of times) {
            for (const a of document.getAnimations()) { a.pause(); a.currentTime = t * 1000; }
            for (const r of readings) r.values.push(r.nodes.map((n) => getComputedStyle(n)[n.dataset.property]));
          }
          result = readings.map((r) => ({boxes: r.boxes, values: r.values}));
        """
        let json = try evaluate(page: page, script: script, in: directory, chromium: chromium, flags: flags)
        return try JSONDecoder().decode([Reading].self, from: json)
    }

    /// Opens `page` in headless Chromium with `script` run at the end of its body, and returns what
    /// the script left in `result`, as JSON. The script's statements may read the page and seek its
    /// animations; Chromium is started with `flags` besides.
    static func evaluate(page: String, script: String, in directory: URL, chromium: String, flags: [String] = []) throws -> Data {
        let probe = """
        <script>
        (() => {
          let result = null;
          \(script)
          const pre = document.createElement('pre');
          pre.id = 'cadence-probe';
          pre.textContent = JSON.stringify(result);
          document.body.appendChild(pre);
        })();
        </script>
        </body>
        """
        let file = directory.appendingPathComponent("probe-\(UUID().uuidString).html")
        try page.replacingOccurrences(of: "</body>", with: probe).write(to: file, atomically: true, encoding: .utf8)
        let result = try ExternalTools.run(chromium, ["--no-sandbox", "--disable-gpu", "--headless"] + flags + ["--dump-dom", file.absoluteString])
        guard let start = result.output.range(of: "<pre id=\"cadence-probe\">"),
              let end = result.output.range(of: "</pre>", range: start.upperBound..<result.output.endIndex) else {
            throw ProbeError(description: "no probe output from Chromium (status \(result.status)): \(result.error.suffix(400))")
        }
        let json = String(result.output[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return Data(json.utf8)
    }

    /// The number a computed value says for a box: `"12.5px -3px"` → the axis's, `"1.2"` → 1.2,
    /// `"20deg"` → 20.
    static func number(_ text: String, box: Box) -> Double? {
        let parts = text.split(separator: " ").map { part in
            Double(part.replacingOccurrences(of: "px", with: "").replacingOccurrences(of: "deg", with: ""))
        }
        guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else {
            // `none` is the identity: no translation, scale 1, no turn.
            return text == "none" ? (box.property == "scale" ? 1 : 0) : nil
        }
        if box.axis == "y" {
            // A one-value translate or scale gives x only (y 0 for translate, y = x for scale).
            if parts.count > 1 { return parts[1] }
            return box.property == "scale" ? parts[0] : 0
        }
        return parts[0]
    }

    struct ProbeError: Error, CustomStringConvertible {
        var description: String
    }
}

extension ExportScene {
    /// The scene time a player shows at `time`: from the end on, a loop goes on from its start (at
    /// the instant it wraps, the next loop's start shows).
    func playedTime(_ time: Double) -> Double {
        guard let loopStart, time >= duration, duration > loopStart else { return min(time, duration) }
        let period = duration - loopStart
        var local = (time - loopStart).truncatingRemainder(dividingBy: period)
        if local < 0 { local += period }
        return loopStart + local
    }
}
