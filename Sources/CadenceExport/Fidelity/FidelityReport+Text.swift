extension FidelityReport {
    /// The report as a table, for people.
    ///
    /// ```text
    /// Like button — css export, 0.5 s, played once
    /// sampled every 1 ms (503 times) against Cadence's values
    ///
    /// property   unit  max error    at (s)  bound    encoding
    /// scale      ×     0.00384      0.087   0.005    2 linear() (19 points)
    /// ```
    public var text: String {
        var lines: [String] = []
        let playback = loopStart.map { $0 > 0 ? "loops from \(seconds($0)) s" : "loops" } ?? "played once"
        lines.append("\(scene) — \(format.rawValue) export, \(seconds(duration)) s, \(playback)")
        lines.append("sampled every \(NumberFormat.decimal(sampleStep * 1000, digits: 3)) ms (\(sampleCount) times) against Cadence's values")
        lines.append("")
        let header = ["property", "unit", "max error", "at (s)", "bound", "ok", "encoding"]
        var rows = [header]
        for property in properties {
            rows.append([property.name, property.unit.rawValue, FidelityReport.significant(property.maximumError),
                         NumberFormat.decimal(property.time, digits: 4), FidelityReport.significant(property.bound),
                         property.isWithinBound ? "yes" : "NO", property.encoding])
        }
        if properties.isEmpty { rows.append(["(nothing animated)", "", "", "", "", "", ""]) }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            let cells = row.indices.map { column in column == row.count - 1 ? row[column] : row[column].padding(toLength: widths[column], withPad: " ", startingAt: 0) }
            lines.append(cells.joined(separator: "  ").trimmingTrailingSpaces())
        }
        lines.append("")
        lines.append(isWithinBounds ? "All properties are within their bounds." : "Some properties exceed their bounds.")
        if !notes.isEmpty {
            lines.append("")
            lines += notes.map { "note: " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as JSON, for tools.
    public var json: String {
        JSONValue.object([
            ("scene", .string(scene)),
            ("format", .string(format.rawValue)),
            ("duration", .number(duration, digits: 9)),
            ("loopStart", loopStart.map { .number($0, digits: 9) } ?? .null),
            ("sampleStep", .number(sampleStep, digits: 9)),
            ("sampleCount", .number(Double(sampleCount))),
            ("withinBounds", .bool(isWithinBounds)),
            ("properties", .array(properties.map { property in
                .object([
                    ("name", .string(property.name)),
                    ("unit", .string(property.unit.rawValue)),
                    ("maximumError", .number(property.maximumError, digits: 12)),
                    ("time", .number(property.time, digits: 6)),
                    ("bound", .number(property.bound, digits: 12)),
                    ("withinBound", .bool(property.isWithinBound)),
                    ("encoding", .string(property.encoding)),
                ])
            })),
            ("notes", .array(notes.map { .string($0) })),
        ]).text(pretty: true) + "\n"
    }

    private func seconds(_ value: Double) -> String { NumberFormat.decimal(value, digits: 4) }

    /// Three significant digits, plain or with an exponent for tiny numbers.
    static func significant(_ value: Double) -> String {
        if value == 0 { return "0" }
        if abs(value) >= 0.001 { return NumberFormat.decimal(value, digits: max(0, 2 - Int((abs(value)).log10Floor))) }
        var exponent = 0
        var mantissa = abs(value)
        while mantissa < 1 { mantissa *= 10; exponent -= 1 }
        return (value < 0 ? "-" : "") + NumberFormat.decimal(mantissa, digits: 2) + "e" + String(exponent)
    }
}

private extension Double {
    /// ⌊log₁₀ self⌋ for positive finite numbers, without libm.
    var log10Floor: Int {
        var exponent = 0
        var value = self
        while value >= 10 { value /= 10; exponent += 1 }
        while value < 1 { value *= 10; exponent -= 1 }
        return exponent
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
