// The text form of a display list: one header line, then one line per item, with every number
// rounded to 6 decimals (see DisplayNumber). Deterministic, so snapshot files can be compared as text.
//
//     display list 200×120 at t=0.5
//     shape circle rect=(0, 0, 100, 100) fill=rgba(1, 0.176471, 0.333333, 1)
//     text "+1" rect=(40.65, 0, 18.7, 20.4) font=system 17 semibold color=rgba(…) transform=[1 0 0 1 0 -24]
//     symbol "heart.fill" rect=(…) color=rgba(…)

extension DisplayList: CustomStringConvertible {
    public var description: String {
        var lines = ["display list \(DisplayNumber(size.width))×\(DisplayNumber(size.height)) at t=\(DisplayNumber(time))"]
        lines += items.map(\.description)
        return lines.joined(separator: "\n")
    }
}

extension DisplayList.Item: CustomStringConvertible {
    public var description: String {
        var text: String
        switch content {
        case .shape(let shape):
            text = "shape \(shape.geometry) rect=\(formatted(shape.rect)) "
            switch shape.paint {
            case .fill(let color): text += "fill=\(color)"
            case .stroke(let color, let width): text += "stroke=\(color) lineWidth=\(DisplayNumber(width))"
            }
            if let shading = shape.shading { text += " shading=\(shading)" }
            if let style = shape.strokeStyle, style != StrokeStyle(lineWidth: style.lineWidth) { text += " strokeStyle=\(style)" }
            if shape.fillStyle.isEOFilled { text += " eoFill" }
        case .text(let item):
            text = "text \(quoted(item.text)) rect=\(formatted(item.rect)) font=\(item.font) color=\(item.color)"
            if item.lines.count > 1 {
                text += " lines=[\(item.lines.map { quoted($0.text) }.joined(separator: ", "))]"
            }
            if !item.runs.isEmpty {
                text += " runs=[\(item.runs.map(runDescription).joined(separator: ", "))]"
            }
            if item.tracking != 0 { text += " tracking=\(DisplayNumber(item.tracking))" }
            if let shading = item.shading { text += " shading=\(shading)" }
        case .symbol(let symbol):
            text = "symbol \(quoted(symbol.name)) rect=\(formatted(symbol.rect)) color=\(symbol.color)"
        }
        if !transform.isIdentity {
            text += " transform=\(transform)"
        }
        for clip in clips {
            text += " clip=\(clip.geometry) in \(formatted(clip.rect))"
            if !clip.transform.isIdentity { text += " transform=\(clip.transform)" }
        }
        if !layers.isEmpty {
            text += " layers=[\(layers.map(\.description).joined(separator: ", "))]"
        }
        return text
    }
}

/// A run as the text form shows it: its text, font and colour, then only the decorations it has.
private func runDescription(_ run: DisplayList.TextRun) -> String {
    var text = "\(quoted(run.text)) \(run.font) \(run.color)"
    if run.isUnderlined {
        text += " underline" + (run.underlineColor.map { "=\($0)" } ?? "") + (run.underlinePattern == .solid ? "" : " \(run.underlinePattern)")
    }
    if run.isStrikethrough {
        text += " strikethrough" + (run.strikethroughColor.map { "=\($0)" } ?? "") + (run.strikethroughPattern == .solid ? "" : " \(run.strikethroughPattern)")
    }
    if run.baselineOffset != 0 { text += " baselineOffset=\(DisplayNumber(run.baselineOffset))" }
    if run.tracking != 0 { text += " tracking=\(DisplayNumber(run.tracking))" }
    return text
}

func formatted(_ rect: CGRect) -> String {
    "(\(DisplayNumber(rect.origin.x)), \(DisplayNumber(rect.origin.y)), \(DisplayNumber(rect.size.width)), \(DisplayNumber(rect.size.height)))"
}

private func quoted(_ string: String) -> String {
    var result = "\""
    for character in string {
        switch character {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        default: result.append(character)
        }
    }
    return result + "\""
}
