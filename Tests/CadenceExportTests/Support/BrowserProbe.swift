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
    /// time in turn and records the computed values; the result is read from `--dump-dom`.
    static func read(page: String, times: [Double], in directory: URL, chromium: String) throws -> Reading {
        let probe = """
        <script>
        (() => {
          const times = [\(times.map { String($0) }.joined(separator: ","))];
          const nodes = [...document.querySelectorAll('[data-channel]')];
          const values = [];
          for (const t of times) {
            for (const a of document.getAnimations()) { a.pause(); a.currentTime = t * 1000; }
            values.push(nodes.map((n) => getComputedStyle(n)[n.dataset.property]));
          }
          const boxes = nodes.map((n) => ({channel: Number(n.dataset.channel), property: n.dataset.property, axis: n.dataset.axis || 'xy'}));
          const pre = document.createElement('pre');
          pre.id = 'cadence-probe';
          pre.textContent = JSON.stringify({boxes, values});
          document.body.appendChild(pre);
        })();
        </script>
        </body>
        """
        let file = directory.appendingPathComponent("probe-\(UUID().uuidString).html")
        try page.replacingOccurrences(of: "</body>", with: probe).write(to: file, atomically: true, encoding: .utf8)
        let result = try ExternalTools.run(chromium, ["--no-sandbox", "--disable-gpu", "--headless", "--dump-dom", file.absoluteString])
        guard let start = result.output.range(of: "<pre id=\"cadence-probe\">"),
              let end = result.output.range(of: "</pre>", range: start.upperBound..<result.output.endIndex) else {
            throw ProbeError(description: "no probe output from Chromium (status \(result.status)): \(result.error.suffix(400))")
        }
        let json = String(result.output[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(Reading.self, from: Data(json.utf8))
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
