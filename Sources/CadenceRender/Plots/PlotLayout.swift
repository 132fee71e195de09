import Foundation

/// Turns a `Plot` into drawing marks: fixed margins and fonts, so the same plot always gives the same
/// marks, and SVG and PNG show the same picture.
enum PlotLayout {
    static let titleHeight = 36.0
    static let gap = 8.0
    static let panelTitleHeight = 26.0
    static let axisHeight = 40.0
    static let rightMargin = 20.0
    static let labelSize = 11.0
    static let titleSize = 16.0
    static let panelTitleSize = 13.0

    static let ink = RenderColor(white: 0.13)
    static let muted = RenderColor(white: 0.42)
    static let grid = RenderColor(white: 0.9)
    static let frame = RenderColor(white: 0.62)
    /// Series colours in order (system blue, orange, green, pink, purple, teal).
    static let palette = [
        RenderColor(red: 0.0, green: 0.48, blue: 1.0), RenderColor(red: 1.0, green: 0.58, blue: 0.0),
        RenderColor(red: 0.2, green: 0.78, blue: 0.35), RenderColor(red: 1.0, green: 0.18, blue: 0.33),
        RenderColor(red: 0.69, green: 0.32, blue: 0.87), RenderColor(red: 0.19, green: 0.69, blue: 0.78),
    ]

    static func marks(for plot: Plot) -> [PlotMark] {
        var marks: [PlotMark] = [.rect(CGRect(x: 0, y: 0, width: plot.width, height: plot.height), fill: .white, stroke: nil, lineWidth: 0)]
        if !plot.title.isEmpty {
            marks.append(.text(plot.title, origin: CGPoint(x: 16, y: 24), size: titleSize, bold: true, anchor: .start, color: ink, rotated: false))
        }
        let panels = plot.panels.map { (panel: $0, x: ticks($0.xAxis, data: xData($0), count: 8), y: ticks($0.yAxis, data: yData($0), count: 4)) }
        // One left margin for all panels, so their time axes line up: room for the longest tick label
        // (estimated at 0.62 em a character) and the rotated axis label.
        let longest = panels.flatMap { entry in entry.y.values.map { entry.y.label($0).count } }.max() ?? 1
        let left = max(48, (Double(longest) * 0.62 * labelSize).rounded(.up) + 30)
        // Rule labels stay outside the plotting area, so they never cover a curve: a horizontal rule's
        // label in the right margin (made wide enough for the longest), a vertical rule's in rows
        // above the area.
        let horizontalLabels = plot.panels.flatMap { $0.rules.filter { $0.orientation == .horizontal }.map(\.label) }
        let right = max(rightMargin, horizontalLabels.map { textWidth($0) + 12 }.max() ?? 0)
        var top = plot.title.isEmpty ? gap : titleHeight
        for entry in panels {
            let width = max(1, plot.width - left - right)
            let rows = ruleLabelRows(entry.panel, x: entry.x, left: left, right: left + width)
            let strip = Double(rows.count) * ruleRowHeight
            let area = CGRect(x: left, y: top + panelTitleHeight + strip, width: width,
                              height: max(1, plot.panelHeight - panelTitleHeight - strip - axisHeight))
            marks += panelMarks(entry.panel, area: area, x: entry.x, y: entry.y, top: top, labelRows: rows)
            top += plot.panelHeight
        }
        return marks
    }

    /// The height of one row of vertical rules' labels above a panel's area.
    static let ruleRowHeight = 14.0

    /// A label's width at the label size, estimated at 0.62 em a character.
    static func textWidth(_ text: String) -> Double { Double(text.count) * 0.62 * labelSize }

    /// The vertical rules' labels of a panel, placed left to right in the lowest row (nearest the
    /// area) where they do not run into the label before them: one array of (rule index, x, anchor)
    /// per row. A label starts just right of its rule, or ends just left of it in the last 30 % of
    /// the width. At most 3 rows; past that a label shares the third row.
    static func ruleLabelRows(_ panel: PlotPanel, x xTicks: PlotTicks, left: Double, right: Double)
        -> [[(rule: Int, x: Double, anchor: PlotTextAnchor)]] {
        func px(_ x: Double) -> Double { left + (x - xTicks.range.lowerBound) / (xTicks.range.upperBound - xTicks.range.lowerBound) * (right - left) }
        let vertical = panel.rules.indices.filter { panel.rules[$0].orientation == .vertical && panel.rules[$0].position.isFinite
            && !panel.rules[$0].label.isEmpty }
            .sorted { panel.rules[$0].position < panel.rules[$1].position }
        var rows: [[(rule: Int, x: Double, anchor: PlotTextAnchor)]] = []
        var ends: [Double] = []
        for index in vertical {
            let x = px(panel.rules[index].position)
            let width = textWidth(panel.rules[index].label)
            let nearRight = x > left + 0.7 * (right - left)
            let (start, end, origin) = nearRight ? (x - 4 - width, x - 4, x - 4) : (x + 4, x + 4 + width, x + 4)
            let row = ends.firstIndex { $0 + 6 <= start } ?? (ends.count < 3 ? ends.count : 2)
            if row == ends.count {
                ends.append(end)
                rows.append([])
            } else {
                ends[row] = max(ends[row], end)
            }
            rows[row].append((index, origin, nearRight ? .end : .start))
        }
        return rows
    }

    private static func panelMarks(_ panel: PlotPanel, area: CGRect, x xTicks: PlotTicks, y yTicks: PlotTicks, top: Double,
                                   labelRows: [[(rule: Int, x: Double, anchor: PlotTextAnchor)]]) -> [PlotMark] {
        let (left, right, upper, lower) = (Double(area.minX), Double(area.maxX), Double(area.minY), Double(area.maxY))
        func px(_ x: Double) -> Double { left + (x - xTicks.range.lowerBound) / (xTicks.range.upperBound - xTicks.range.lowerBound) * (right - left) }
        // Far-off values are pulled in (the clip hides them), so Cairo's fixed-point coordinates never overflow.
        func py(_ y: Double) -> Double {
            let mapped = lower - (y - yTicks.range.lowerBound) / (yTicks.range.upperBound - yTicks.range.lowerBound) * (lower - upper)
            return min(max(mapped, upper - 2000), lower + 2000)
        }
        func point(_ p: PlotPoint) -> CGPoint { CGPoint(x: px(p.x), y: py(p.y)) }
        func color(_ index: Int) -> RenderColor {
            panel.series.indices.contains(index) ? panel.series[index].color ?? palette[index % palette.count] : palette[index % palette.count]
        }

        var marks: [PlotMark] = []
        for value in xTicks.values {
            let x = px(value)
            marks.append(.lines([[CGPoint(x: x, y: upper), CGPoint(x: x, y: lower)]], color: grid, width: 1, dash: [], clip: nil))
            marks.append(.text(xTicks.label(value), origin: CGPoint(x: x, y: lower + 15), size: labelSize, bold: false, anchor: .middle,
                               color: muted, rotated: false))
        }
        for value in yTicks.values {
            let y = py(value)
            marks.append(.lines([[CGPoint(x: left, y: y), CGPoint(x: right, y: y)]], color: grid, width: 1, dash: [], clip: nil))
            marks.append(.text(yTicks.label(value), origin: CGPoint(x: left - 6, y: y + 4), size: labelSize, bold: false, anchor: .end,
                               color: muted, rotated: false))
        }
        marks.append(.rect(area, fill: nil, stroke: frame, lineWidth: 1))
        marks.append(.text(panel.xAxis.label, origin: CGPoint(x: (left + right) / 2, y: lower + 32), size: labelSize, bold: false,
                           anchor: .middle, color: ink, rotated: false))
        marks.append(.text(panel.yAxis.label, origin: CGPoint(x: 14, y: (upper + lower) / 2), size: labelSize, bold: false,
                           anchor: .middle, color: ink, rotated: true))

        for rule in panel.rules where rule.position.isFinite {
            switch rule.orientation {
            case .vertical:
                let x = px(rule.position)
                marks.append(.lines([[CGPoint(x: x, y: upper), CGPoint(x: x, y: lower)]], color: rule.color, width: 1.5, dash: [5, 4], clip: area))
            case .horizontal:
                let y = py(rule.position)
                marks.append(.lines([[CGPoint(x: left, y: y), CGPoint(x: right, y: y)]], color: rule.color, width: 1.5, dash: [5, 4], clip: area))
                // In the right margin, level with the rule (kept within the area's height).
                if !rule.label.isEmpty, y >= upper - 1, y <= lower + 1 {
                    marks.append(.text(rule.label, origin: CGPoint(x: right + 6, y: y + 4), size: labelSize, bold: false, anchor: .start,
                                       color: rule.color, rotated: false))
                }
            }
        }
        for (row, labels) in labelRows.enumerated() {
            for label in labels {
                let rule = panel.rules[label.rule]
                // Row 0 sits just above the area's frame; later rows above it.
                let baseline = upper - 4 - Double(row) * ruleRowHeight
                marks.append(.text(rule.label, origin: CGPoint(x: label.x, y: baseline), size: labelSize, bold: false,
                                   anchor: label.anchor, color: rule.color, rotated: false))
            }
        }

        for (index, series) in panel.series.enumerated() {
            var runs: [[CGPoint]] = [[]]
            for sample in series.points {
                if sample.isFinite {
                    runs[runs.count - 1].append(point(sample))
                } else if !runs[runs.count - 1].isEmpty {
                    runs.append([])
                }
            }
            runs.removeAll { $0.isEmpty }
            if !runs.isEmpty { marks.append(.lines(runs, color: color(index), width: 2, dash: [], clip: area)) }
        }
        for marker in panel.markers where marker.point.isFinite {
            let center = point(marker.point)
            guard area.insetBy(dx: -0.5, dy: -0.5).contains(center) else { continue }
            let tint = color(marker.series)
            marks.append(marker.style == .filled
                ? .circle(center: center, radius: 3.5, fill: tint, stroke: .white, lineWidth: 1.5)
                : .circle(center: center, radius: 3.5, fill: .white, stroke: tint, lineWidth: 1.5))
        }

        marks.append(.text(panel.title, origin: CGPoint(x: left, y: top + 17), size: panelTitleSize, bold: true, anchor: .start,
                           color: ink, rotated: false))
        if panel.series.count > 1 {
            // The legend, right to left from the panel's right edge; widths estimated at 0.62 em a character.
            var x = right
            for (index, series) in panel.series.enumerated().reversed() {
                marks.append(.text(series.name, origin: CGPoint(x: x, y: top + 17), size: labelSize, bold: false, anchor: .end,
                                   color: ink, rotated: false))
                x -= Double(series.name.count) * 0.62 * labelSize + 6
                marks.append(.lines([[CGPoint(x: x - 16, y: top + 13), CGPoint(x: x, y: top + 13)]], color: color(index), width: 2.5,
                                    dash: [], clip: nil))
                x -= 30
            }
        }
        return marks
    }

    private static func ticks(_ axis: PlotAxis, data: [Double], count: Int) -> PlotTicks {
        if let range = axis.range, range.lowerBound.isFinite, range.upperBound.isFinite, range.upperBound > range.lowerBound {
            return PlotTicks(within: range, count: count)
        }
        let finite = data.filter(\.isFinite)
        guard let low = finite.min(), let high = finite.max() else { return PlotTicks(fitting: 0...1, count: count) }
        return PlotTicks(fitting: low...high, count: count)
    }

    private static func xData(_ panel: PlotPanel) -> [Double] {
        panel.series.flatMap { $0.points.map(\.x) } + panel.markers.map(\.point.x)
            + panel.rules.filter { $0.orientation == .vertical }.map(\.position)
    }

    private static func yData(_ panel: PlotPanel) -> [Double] {
        panel.series.flatMap { $0.points.filter(\.isFinite).map(\.y) } + panel.markers.map(\.point.y)
            + panel.rules.filter { $0.orientation == .horizontal }.map(\.position)
    }
}
