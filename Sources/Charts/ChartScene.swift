import CadenceUI
import Foundation

/// A mark as drawn: its geometry in chart coordinates (points, origin at the chart's top-left).
struct SceneMark {
    enum Geometry {
        case rect(CGRect, cornerRadius: CGFloat)
        case line([CGPoint], InterpolationMethod, StrokeStyle)
        case area(top: [CGPoint], bottom: [CGPoint], InterpolationMethod)
        case symbol(center: CGPoint, size: CGSize, kind: BasicChartSymbolShape.Kind)
        case rule(from: CGPoint, to: CGPoint, StrokeStyle)
        case sector(center: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, end: Double)
    }

    var id: AnyHashable
    var zIndex: Double
    var geometry: Geometry
    var style: AnyShapeStyle
    var opacity: Double
    var offset: CGSize
}

/// A line of an axis (a grid line or a tick) in chart coordinates.
struct SceneLine {
    var from: CGPoint
    var to: CGPoint
    var stroke: StrokeStyle
    var style: AnyShapeStyle?
}

/// A view placed with one of its alignment points at `point` (an axis label, an annotation).
struct SceneLabel {
    var id: AnyHashable
    var view: AnyView
    var point: CGPoint
    var alignment: Alignment
}

/// One entry of a chart's legend.
struct LegendEntry {
    var label: String
    var style: AnyShapeStyle
    var symbol: BasicChartSymbolShape.Kind?
}

/// Everything a chart draws at one size.
struct ChartScene {
    var size: CGSize
    var plotRect: CGRect
    var marks: [SceneMark] = []
    var gridLines: [SceneLine] = []
    var ticks: [SceneLine] = []
    var labels: [SceneLabel] = []
    var annotations: [SceneLabel] = []
    var xScale: PlacedScale?
    var yScale: PlacedScale?
    /// The y axis's labels, to measure the width they need.
    var yLabelViews: [AnyView] = []
    /// A pie's centre and its sectors' total, for angle selection.
    var pie: (center: CGPoint, total: Double)?
}

/// The default colours of a chart's series, in order (Swift Charts' exact palette is undocumented).
let chartPalette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]

/// The colour of marks without a style or a series.
let defaultMarkStyle = AnyShapeStyle(Color.blue)

/// The font of axis labels.
let axisLabelFont = Font.caption2

/// The approximate width of `text` in the axis label font, for reserving the axis's space.
func estimatedLabelWidth(_ text: String) -> CGFloat {
    CGFloat(text.count) * 6.2
}

/// Series colours: by `chartForegroundStyleScale`, or the palette in order of first appearance.
struct StyleScale {
    var keys: [ChartValue] = []
    var styles: [ChartValue: AnyShapeStyle] = [:]

    init(marks: [MarkRecord], configuration: ChartConfiguration) {
        if let mapping = configuration.styleScale {
            for (key, style) in mapping where styles[key] == nil {
                keys.append(key)
                styles[key] = style
            }
        }
        var next = 0
        for mark in marks {
            guard let key = mark.styleKey, styles[key] == nil else { continue }
            keys.append(key)
            if let mapper = configuration.styleMapping {
                styles[key] = mapper(key)
            } else {
                styles[key] = AnyShapeStyle(chartPalette[next % chartPalette.count])
                next += 1
            }
        }
    }

    func style(for mark: MarkRecord) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let key = mark.styleKey, let style = styles[key] { return style }
        return defaultMarkStyle
    }
}

/// The label of a series value in a legend.
func legendLabel(_ value: ChartValue) -> String {
    switch value {
    case .category(let name): name
    case .number(let number): formatNumber(number, step: number == number.rounded() ? 1 : 0.01)
    case .date(let date): formatDate(date, component: .day, calendar: .current)
    }
}

/// Which axis carries a bar's or an area's value (the other places it).
enum ValueAxis { case x, y, none }

extension MarkRecord {
    /// The axis a bar or area reaches along, from zero or its stack.
    var valueAxis: ValueAxis {
        switch kind {
        case .bar:
            if xStart != nil || xEnd != nil || yStart != nil || yEnd != nil { return .none }
            switch (x, y) {
            case (nil, .some): return .y
            case (.some, nil): return .x
            case (.some(let x), .some(let y)):
                if case .number = y.value { return .y }
                if case .number = x.value { return .x }
                if y.value.continuous != nil, y.unit == nil { return .y }
                if x.value.continuous != nil, x.unit == nil { return .x }
                return .none
            default: return .none
            }
        case .area:
            return yStart != nil || xStart != nil ? .none : (y != nil ? .y : .none)
        default:
            return .none
        }
    }

    /// The series a line or area belongs to.
    var seriesKey: ChartValue? { series ?? styleKey ?? symbolKey }
}

/// Lays out a chart: scales, marks, axes and annotations at `size`.
@MainActor
func makeChartScene(marks allMarks: [MarkRecord], configuration: ChartConfiguration, styles: StyleScale, size: CGSize,
                    measuredYLabelWidth: CGFloat = 0) -> ChartScene {
    let marks = allMarks.filter { !$0.hasBadInput }
    var scene = ChartScene(size: size, plotRect: CGRect(origin: .zero, size: size))
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return scene }

    // Pies have no axes.
    let sectors = marks.filter { $0.kind == .sector }
    if !sectors.isEmpty, sectors.count == marks.count {
        layoutSectors(sectors, styles: styles, in: &scene)
        return scene
    }
    let cartesian = marks.filter { $0.kind != .sector }

    // Stacking: each value bar or area gets the continuous range it spans.
    var stacked: [Int: (Double, Double)] = [:]
    var positive: [AnyHashable: Double] = [:]
    var negative: [AnyHashable: Double] = [:]
    var totals: [AnyHashable: Double] = [:]
    func stackKey(_ mark: MarkRecord, axis: ValueAxis) -> AnyHashable {
        let place = axis == .y ? mark.x?.value : mark.y?.value
        return AnyHashable([AnyHashable(mark.kind), AnyHashable(place), AnyHashable(mark.positionKey), AnyHashable(mark.stacking)])
    }
    func value(_ mark: MarkRecord, axis: ValueAxis) -> Double? {
        (axis == .y ? mark.y : mark.x)?.value.continuous
    }
    for mark in cartesian {
        let axis = mark.valueAxis
        guard axis != .none, mark.stacking != .unstacked, let v = value(mark, axis: axis) else { continue }
        totals[stackKey(mark, axis: axis), default: 0] += abs(v)
    }
    for (index, mark) in cartesian.enumerated() {
        let axis = mark.valueAxis
        guard axis != .none, let v = value(mark, axis: axis) else { continue }
        if mark.stacking == .unstacked {
            stacked[index] = (min(0, v), max(0, v))
            continue
        }
        let key = stackKey(mark, axis: axis)
        var range: (Double, Double)
        if v >= 0 {
            let base = positive[key, default: 0]
            positive[key] = base + v
            range = (base, base + v)
        } else {
            let base = negative[key, default: 0]
            negative[key] = base + v
            range = (base + v, base)
        }
        let total = totals[key, default: 0]
        switch mark.stacking.storage {
        case .normalized where total > 0: range = (range.0 / total, range.1 / total)
        case .center: range = (range.0 - total / 2, range.1 - total / 2)
        default: break
        }
        stacked[index] = range
    }

    // Domains.
    func inputs(_ axis: ValueAxis) -> [MarkInput] {
        cartesian.flatMap { mark -> [MarkInput] in
            axis == .x ? [mark.x, mark.xStart, mark.xEnd].compactMap { $0 } : [mark.y, mark.yStart, mark.yEnd].compactMap { $0 }
        }
    }
    func stackedValues(_ axis: ValueAxis) -> [Double] {
        stacked.flatMap { index, range in cartesian[index].valueAxis == axis ? [range.0, range.1] : [] }
    }
    let xInputs = inputs(.x), yInputs = inputs(.y)
    let yCount = max(2, min(6, Int(size.height / 50)))
    let xCount = max(2, min(8, Int(size.width / 80)))
    var yScale = makeScale(inputs: yInputs, extra: stackedValues(.y), domain: configuration.yDomain, desiredCount: yCount)
    var xScale = makeScale(inputs: xInputs, extra: stackedValues(.x), domain: configuration.xDomain, desiredCount: xCount)

    // Axis content and the space it takes.
    let showY = configuration.yAxisVisibility != .hidden && yScale != nil
    let showX = configuration.xAxisVisibility != .hidden && xScale != nil
    let yIsBand: Bool = if case .band = yScale?.kind { true } else { false }
    let yMarks = configuration.yAxisContent ?? [AnyAxisMarks(values: .automatic, position: .automatic) { _ in
        yIsBand ? [AxisMarkRecord(kind: .label)] : [AxisMarkRecord(kind: .gridLine), AxisMarkRecord(kind: .label)]
    }]
    let xIsBand: Bool = if case .band = xScale?.kind { true } else { false }
    let xMarks = configuration.xAxisContent ?? [AnyAxisMarks(values: .automatic, position: .automatic) { _ in
        xIsBand ? [AxisMarkRecord(kind: .label)] : defaultAxisMarkRecords()
    }]
    // Category labels of a horizontal bar chart read before their bars; values sit on the trailing side.
    let yLeading = yMarks.contains { $0.position == .leading || ($0.position == .automatic && yIsBand) }
    let xTop = xMarks.contains { $0.position == .top }
    var yLabelWidth: CGFloat = 0
    if showY, let yScale {
        let texts = yScale.tickValues.map { defaultLabel($0, scale: yScale) }
        yLabelWidth = max(texts.map(estimatedLabelWidth).max() ?? 0, measuredYLabelWidth) + 8
    }
    let xLabelHeight: CGFloat = showX ? 20 : 0
    let topInset: CGFloat = showY ? 6 : 0
    var plot = CGRect(x: yLeading ? yLabelWidth : 0, y: (xTop ? xLabelHeight : 0) + topInset,
                      width: max(1, size.width - yLabelWidth), height: max(1, size.height - xLabelHeight - topInset))
    if !showY { plot.size.width = size.width; plot.origin.x = 0 }
    scene.plotRect = plot
    xScale?.start = plot.minX
    xScale?.end = plot.maxX
    // Values grow upwards; categories read top to bottom in order.
    yScale?.start = yIsBand ? plot.minY : plot.maxY
    yScale?.end = yIsBand ? plot.maxY : plot.minY
    if configuration.xReversed, var scale = xScale { (scale.start, scale.end) = (scale.end, scale.start); xScale = scale }
    if configuration.yReversed, var scale = yScale { (scale.start, scale.end) = (scale.end, scale.start); yScale = scale }
    scene.xScale = xScale
    scene.yScale = yScale

    // Position slots (grouped bars).
    var slotKeys: [ChartValue] = []
    for mark in cartesian { if let key = mark.positionKey, !slotKeys.contains(key) { slotKeys.append(key) } }

    // Marks.
    var lineGroups: [(key: ChartValue?, indices: [Int])] = []
    var areaGroups: [(key: ChartValue?, indices: [Int])] = []
    for (index, mark) in cartesian.enumerated() {
        let style = styles.style(for: mark)
        switch mark.kind {
        case .bar, .rectangle:
            let automaticRatio: CGFloat = mark.kind == .bar ? 0.7 : 1
            guard let xs = span(mark, axis: .x, scale: xScale, stacked: mark.valueAxis == .x ? stacked[index] : nil, dimension: mark.width, ratio: automaticRatio,
                                plotRange: (plot.minX, plot.maxX), slots: slotKeys),
                  let ys = span(mark, axis: .y, scale: yScale, stacked: mark.valueAxis == .y ? stacked[index] : nil, dimension: mark.height, ratio: automaticRatio,
                                plotRange: (plot.maxY, plot.minY), slots: slotKeys) else { continue }
            let rect = CGRect(x: min(xs.0, xs.1), y: min(ys.0, ys.1), width: abs(xs.1 - xs.0), height: abs(ys.1 - ys.0))
            scene.marks.append(SceneMark(id: AnyHashable(mark.path), zIndex: mark.zIndex, geometry: .rect(rect, cornerRadius: mark.cornerRadius ?? 0),
                                         style: style, opacity: mark.opacity, offset: mark.offset))
            let negativeValue = (stacked[index].map { $0.0 < 0 && $0.1 <= 0 }) ?? false
            addAnnotations(mark, rect: rect, automatic: mark.valueAxis == .x ? (negativeValue ? .leading : .trailing) : (negativeValue ? .bottom : .top), to: &scene)
        case .point:
            guard let center = point(mark, xScale: xScale, yScale: yScale, plot: plot, stackedY: nil) else { continue }
            let symbolSize = mark.symbolSize ?? CGSize(width: 8, height: 8)
            let kind = symbolKind(mark, styles: styles, marks: cartesian)
            if let view = mark.symbolView {
                scene.annotations.append(SceneLabel(id: AnyHashable(mark.path + [AnyHashable("symbol")]), view: view, point: center, alignment: .center))
            } else {
                scene.marks.append(SceneMark(id: AnyHashable(mark.path), zIndex: mark.zIndex, geometry: .symbol(center: center, size: symbolSize, kind: kind),
                                             style: style, opacity: mark.opacity, offset: mark.offset))
            }
            let rect = CGRect(x: center.x - symbolSize.width / 2, y: center.y - symbolSize.height / 2, width: symbolSize.width, height: symbolSize.height)
            addAnnotations(mark, rect: rect, automatic: .top, to: &scene)
        case .line:
            if let group = lineGroups.firstIndex(where: { $0.key == mark.seriesKey }) {
                lineGroups[group].indices.append(index)
            } else {
                lineGroups.append((mark.seriesKey, [index]))
            }
        case .area:
            if let group = areaGroups.firstIndex(where: { $0.key == mark.seriesKey }) {
                areaGroups[group].indices.append(index)
            } else {
                areaGroups.append((mark.seriesKey, [index]))
            }
        case .rule:
            guard let (from, to) = rule(mark, xScale: xScale, yScale: yScale, plot: plot) else { continue }
            let stroke = mark.lineStyle ?? StrokeStyle(lineWidth: 1)
            scene.marks.append(SceneMark(id: AnyHashable(mark.path), zIndex: mark.zIndex, geometry: .rule(from: from, to: to, stroke),
                                         style: style, opacity: mark.opacity, offset: mark.offset))
            let rect = CGRect(x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y))
            addAnnotations(mark, rect: rect, automatic: .top, to: &scene)
        case .sector:
            continue
        }
    }
    for group in areaGroups {
        var top: [CGPoint] = [], bottom: [CGPoint] = []
        for index in group.indices {
            let mark = cartesian[index]
            if let x = mark.x, let px = xScale?.position(of: x) {
                let range: (Double, Double)? = stacked[index] ?? {
                    guard let a = mark.yStart?.value.continuous, let b = mark.yEnd?.value.continuous else { return nil }
                    return (a, b)
                }()
                guard let range, let low = yScale?.position(ofContinuous: range.0), let high = yScale?.position(ofContinuous: range.1) else { continue }
                top.append(CGPoint(x: px, y: high))
                bottom.append(CGPoint(x: px, y: low))
            } else if let y = mark.y, let py = yScale?.position(of: y), let a = mark.xStart?.value.continuous, let b = mark.xEnd?.value.continuous,
                      let pa = xScale?.position(ofContinuous: a), let pb = xScale?.position(ofContinuous: b) {
                top.append(CGPoint(x: pb, y: py))
                bottom.append(CGPoint(x: pa, y: py))
            }
        }
        guard let first = group.indices.first, !top.isEmpty else { continue }
        let mark = cartesian[first]
        scene.marks.append(SceneMark(id: AnyHashable(["area", AnyHashable(group.key), AnyHashable(top.count)] as [AnyHashable]), zIndex: mark.zIndex,
                                     geometry: .area(top: top, bottom: bottom, mark.interpolation), style: styles.style(for: mark), opacity: mark.opacity, offset: mark.offset))
    }
    for group in lineGroups {
        var points: [CGPoint] = []
        for index in group.indices {
            let mark = cartesian[index]
            guard let p = point(mark, xScale: xScale, yScale: yScale, plot: plot, stackedY: nil) else { continue }
            points.append(p)
            addAnnotations(mark, rect: CGRect(origin: p, size: .zero), automatic: .top, to: &scene)
        }
        guard let first = group.indices.first, !points.isEmpty else { continue }
        let mark = cartesian[first]
        let stroke = mark.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
        let style = styles.style(for: mark)
        scene.marks.append(SceneMark(id: AnyHashable(["line", AnyHashable(group.key), AnyHashable(points.count)] as [AnyHashable]), zIndex: mark.zIndex,
                                     geometry: .line(points, mark.interpolation, stroke), style: style, opacity: mark.opacity, offset: mark.offset))
        if let view = mark.symbolView {
            for (offset, p) in points.enumerated() {
                scene.annotations.append(SceneLabel(id: AnyHashable(["linesymbol", AnyHashable(group.key), AnyHashable(offset)] as [AnyHashable]), view: view,
                                                    point: p, alignment: .center))
            }
        } else if mark.symbol != nil || mark.symbolKey != nil || mark.symbolSize != nil {
            let kind = symbolKind(mark, styles: styles, marks: cartesian)
            for (offset, p) in points.enumerated() {
                scene.marks.append(SceneMark(id: AnyHashable(["linesymbol", AnyHashable(group.key), AnyHashable(offset)] as [AnyHashable]), zIndex: mark.zIndex,
                                             geometry: .symbol(center: p, size: mark.symbolSize ?? CGSize(width: 7, height: 7), kind: kind),
                                             style: style, opacity: mark.opacity, offset: mark.offset))
            }
        }
    }
    if !sectors.isEmpty {
        var pie = ChartScene(size: size, plotRect: plot)
        layoutSectors(sectors, styles: styles, in: &pie)
        scene.marks += pie.marks
        scene.annotations += pie.annotations
        scene.pie = pie.pie
    }
    // Stable by z-index, as declared otherwise.
    scene.marks = scene.marks.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }.map(\.element)

    // Axes.
    if showY, let yScale { addAxis(yMarks, scale: yScale, isX: false, plot: plot, leading: yLeading, to: &scene) }
    if showX, let xScale { addAxis(xMarks, scale: xScale, isX: true, plot: plot, leading: xTop, to: &scene) }
    return scene
}

/// A scale from an axis's inputs, extra continuous values (stacks) and a requested domain.
func makeScale(inputs: [MarkInput], extra: [Double], domain: DomainSpec?, desiredCount: Int) -> PlacedScale? {
    var categories: [String] = []
    var numbers: [Double] = extra.filter(\.isFinite)
    var isDate = false
    var unit: DateBand?
    for input in inputs {
        switch input.value {
        case .category(let name): if !categories.contains(name) { categories.append(name) }
        case .number(let value): numbers.append(value)
        case .date(let date):
            isDate = true
            unit = unit ?? input.unit
            if let band = input.unit {
                let interval = band.interval(containing: date)
                numbers += [interval.start.timeIntervalSince1970, interval.end.timeIntervalSince1970]
            } else {
                numbers.append(date.timeIntervalSince1970)
            }
        }
    }
    if case .categories(let names) = domain {
        return PlacedScale(kind: .band(names), isDate: false, start: 0, end: 1)
    }
    if !categories.isEmpty {
        return PlacedScale(kind: .band(categories), isDate: false, start: 0, end: 1)
    }
    var includesZero = !isDate
    if case .automatic(let zero, _) = domain, let zero { includesZero = zero && !isDate }
    if case .range(let lower, let upper) = domain {
        numbers = [lower, upper]
        includesZero = false
    }
    guard var lower = numbers.min(), var upper = numbers.max() else { return nil }
    if includesZero { lower = min(lower, 0); upper = max(upper, 0) }
    var scale = PlacedScale(kind: .continuous(lower: lower, upper: upper), isDate: isDate, start: 0, end: 1, unit: unit)
    if isDate {
        if lower == upper { lower -= 43200; upper += 43200 }
        let stride = dateStride(span: upper - lower, count: desiredCount)
        scale.kind = .continuous(lower: lower, upper: upper)
        scale.dateStride = (stride.component, stride.count)
        scale.ticks = dateTicks(from: lower, to: upper, component: stride.component, count: stride.count, calendar: unit?.calendar ?? .current)
        scale.step = stride.seconds
        return scale
    }
    if lower == upper { upper = lower + 1 }
    let step = niceStep(span: upper - lower, count: desiredCount)
    if case .range = domain {} else {
        lower = (lower / step).rounded(.down) * step
        upper = (upper / step).rounded(.up) * step
    }
    scale.kind = .continuous(lower: lower, upper: upper)
    scale.step = step
    scale.ticks = ticks(from: lower, to: upper, step: step)
    return scale
}

/// A value's label as the chart formats it by default.
func defaultLabel(_ value: ChartValue, scale: PlacedScale) -> String {
    switch value {
    case .category(let name): name
    case .number(let number): formatNumber(number, step: scale.step)
    case .date(let date): formatDate(date, component: scale.dateStride?.component, calendar: scale.unit?.calendar ?? .current)
    }
}

/// The pixel interval a bar or rectangle spans along one axis.
func span(_ mark: MarkRecord, axis: ValueAxis, scale: PlacedScale?, stacked: (Double, Double)?, dimension: MarkDimension, ratio: CGFloat,
          plotRange: (CGFloat, CGFloat), slots: [ChartValue]) -> (CGFloat, CGFloat)? {
    let (input, start, end) = axis == .x ? (mark.x, mark.xStart, mark.xEnd) : (mark.y, mark.yStart, mark.yEnd)
    if let stacked {
        guard let scale, let a = scale.position(ofContinuous: stacked.0), let b = scale.position(ofContinuous: stacked.1) else { return nil }
        return (a, b)
    }
    if let start, let end {
        guard let scale else { return nil }
        let a = scale.band(of: start)?.0 ?? scale.position(of: start)
        let b = scale.band(of: end)?.1 ?? scale.position(of: end)
        guard let a, let b else { return nil }
        return (a, b)
    }
    guard let input else { return plotRange }
    guard let scale else { return nil }
    var band: (CGFloat, CGFloat)
    if let b = scale.band(of: input) {
        band = b
    } else {
        guard let center = scale.position(of: input) else { return nil }
        let width: CGFloat = 20 / max(ratio, 0.01)
        band = (center - width / 2, center + width / 2)
    }
    let available = abs(band.1 - band.0)
    var thickness = dimension.resolve(in: available, automatic: available * ratio)
    var center = (band.0 + band.1) / 2
    if let key = mark.positionKey, let slot = slots.firstIndex(of: key), slots.count > 1 {
        let slotWidth = available * ratio / CGFloat(slots.count)
        let first = center - available * ratio / 2 + slotWidth / 2
        center = first + slotWidth * CGFloat(slot) * (band.1 >= band.0 ? 1 : -1)
        thickness = dimension.resolve(in: slotWidth, automatic: slotWidth * 0.9)
    }
    return (center - thickness / 2, center + thickness / 2)
}

/// Where a point (or a line's point) of `mark` is drawn.
func point(_ mark: MarkRecord, xScale: PlacedScale?, yScale: PlacedScale?, plot: CGRect, stackedY: Double?) -> CGPoint? {
    let x: CGFloat?
    if let input = mark.x { x = xScale?.position(of: input) } else { x = plot.midX }
    let y: CGFloat?
    if let input = mark.y { y = yScale?.position(of: input) } else { y = plot.midY }
    guard let x, let y, x.isFinite, y.isFinite else { return nil }
    return CGPoint(x: x, y: y)
}

/// The ends of a rule.
func rule(_ mark: MarkRecord, xScale: PlacedScale?, yScale: PlacedScale?, plot: CGRect) -> (CGPoint, CGPoint)? {
    /// The rule's extent across the other axis: its start and end values, its ends in points, or
    /// the plot's edges.
    func extent(start: MarkInput?, end: MarkInput?, scale: PlacedScale?, low: CGFloat, high: CGFloat) -> (CGFloat, CGFloat) {
        if let start, let end, let a = scale?.position(of: start), let b = scale?.position(of: end) { return (a, b) }
        return (mark.pointStart.map { low + $0 } ?? low, mark.pointEnd.map { low + $0 } ?? high)
    }
    if let x = mark.x, mark.y == nil {
        guard let px = xScale?.position(of: x) else { return nil }
        let (top, bottom) = extent(start: mark.yStart, end: mark.yEnd, scale: yScale, low: plot.minY, high: plot.maxY)
        return (CGPoint(x: px, y: top), CGPoint(x: px, y: bottom))
    }
    if let y = mark.y, mark.x == nil {
        guard let py = yScale?.position(of: y) else { return nil }
        let (leading, trailing) = extent(start: mark.xStart, end: mark.xEnd, scale: xScale, low: plot.minX, high: plot.maxX)
        return (CGPoint(x: leading, y: py), CGPoint(x: trailing, y: py))
    }
    return nil
}

/// The symbol of a point: its own, its series' (`symbol(by:)`), or a circle.
func symbolKind(_ mark: MarkRecord, styles: StyleScale, marks: [MarkRecord]) -> BasicChartSymbolShape.Kind {
    if let symbol = mark.symbol { return symbol.kind }
    if let key = mark.symbolKey {
        var keys: [ChartValue] = []
        for other in marks { if let k = other.symbolKey, !keys.contains(k) { keys.append(k) } }
        let index = keys.firstIndex(of: key) ?? 0
        let all = BasicChartSymbolShape.Kind.allCases
        return all[index % all.count]
    }
    return .circle
}

/// Sectors clockwise from 12 o'clock, each its value's share of the whole.
func layoutSectors(_ sectors: [MarkRecord], styles: StyleScale, in scene: inout ChartScene) {
    let plot = scene.plotRect
    let center = CGPoint(x: plot.midX, y: plot.midY)
    let total = sectors.reduce(0) { $0 + max(0, $1.angle ?? 0) }
    scene.pie = (center, total)
    guard total > 0 else { return }
    let available = min(plot.width, plot.height) / 2
    var angle = -Double.pi / 2
    for mark in sectors {
        let value = max(0, mark.angle ?? 0)
        let sweep = value / total * 2 * .pi
        defer { angle += sweep }
        guard sweep > 0 else { continue }
        let outer = mark.outerRadius.resolve(in: available, automatic: available)
        let inner = min(outer, mark.innerRadius.resolve(in: outer, automatic: 0))
        let inset = Double(mark.angularInset ?? 0) / Double(max(outer, 1))
        let start = angle + min(inset, sweep / 2), end = angle + sweep - min(inset, sweep / 2)
        scene.marks.append(SceneMark(id: AnyHashable(mark.path), zIndex: mark.zIndex, geometry: .sector(center: center, inner: inner, outer: outer, start: start, end: end),
                                     style: styles.style(for: mark), opacity: mark.opacity, offset: mark.offset))
        let middle = (start + end) / 2, radius = (inner + outer) / 2
        let centroid = CGPoint(x: center.x + radius * CGFloat(cos(middle)), y: center.y + radius * CGFloat(sin(middle)))
        addAnnotations(mark, rect: CGRect(origin: centroid, size: .zero), automatic: .overlay, to: &scene)
    }
}

/// Places a mark's annotations around `rect`.
func addAnnotations(_ mark: MarkRecord, rect: CGRect, automatic: AnnotationPosition.Storage, to scene: inout ChartScene) {
    for (index, annotation) in mark.annotations.enumerated() {
        let spacing = annotation.spacing ?? 4
        let h = annotation.alignment.horizontal, v = annotation.alignment.vertical
        let x: CGFloat = h == .leading ? rect.minX : h == .trailing ? rect.maxX : rect.midX
        let y: CGFloat = v == .top ? rect.minY : v == .bottom ? rect.maxY : rect.midY
        var position = annotation.position.storage
        if position == .automatic { position = automatic }
        let point: CGPoint
        let alignment: Alignment
        switch position {
        case .top, .automatic: point = CGPoint(x: x, y: rect.minY - spacing); alignment = Alignment(horizontal: h, vertical: .bottom)
        case .bottom: point = CGPoint(x: x, y: rect.maxY + spacing); alignment = Alignment(horizontal: h, vertical: .top)
        case .leading: point = CGPoint(x: rect.minX - spacing, y: y); alignment = Alignment(horizontal: .trailing, vertical: v)
        case .trailing: point = CGPoint(x: rect.maxX + spacing, y: y); alignment = Alignment(horizontal: .leading, vertical: v)
        case .overlay: point = CGPoint(x: x, y: y); alignment = annotation.alignment
        case .topLeading: point = CGPoint(x: rect.minX - spacing, y: rect.minY - spacing); alignment = .bottomTrailing
        case .topTrailing: point = CGPoint(x: rect.maxX + spacing, y: rect.minY - spacing); alignment = .bottomLeading
        case .bottomLeading: point = CGPoint(x: rect.minX - spacing, y: rect.maxY + spacing); alignment = .topTrailing
        case .bottomTrailing: point = CGPoint(x: rect.maxX + spacing, y: rect.maxY + spacing); alignment = .topLeading
        }
        let shifted = CGPoint(x: point.x + mark.offset.width, y: point.y + mark.offset.height)
        scene.annotations.append(SceneLabel(id: AnyHashable(mark.path + [AnyHashable("annotation"), AnyHashable(index)]), view: annotation.content,
                                            point: shifted, alignment: alignment))
    }
}

/// The values one `AxisMarks` marks on `scale`.
func axisValues(_ values: AxisMarkValues, scale: PlacedScale) -> [ChartValue] {
    switch (values.storage, scale.kind) {
    case (.explicit(let given), _): return given
    case (_, .band): return scale.tickValues
    case (.automatic(let count), .continuous(let lower, let upper)):
        guard let count else { return scale.tickValues }
        if scale.isDate {
            let stride = dateStride(span: upper - lower, count: count)
            return dateTicks(from: lower, to: upper, component: stride.component, count: stride.count, calendar: scale.unit?.calendar ?? .current)
                .map { .date(Date(timeIntervalSince1970: $0)) }
        }
        return ticks(from: lower, to: upper, step: niceStep(span: upper - lower, count: count)).map { .number($0) }
    case (.numericStride(let step), .continuous(let lower, let upper)):
        return ticks(from: lower, to: upper, step: step).map { scale.isDate ? .date(Date(timeIntervalSince1970: $0)) : .number($0) }
    case (.dateStride(let component, let count, let calendar), .continuous(let lower, let upper)):
        return dateTicks(from: lower, to: upper, component: component, count: count, calendar: calendar).map { .date(Date(timeIntervalSince1970: $0)) }
    }
}

/// Draws the grid lines, ticks and labels of one axis.
@MainActor
func addAxis(_ axisMarks: [AnyAxisMarks], scale: PlacedScale, isX: Bool, plot: CGRect, leading: Bool, to scene: inout ChartScene) {
    for (marksIndex, marks) in axisMarks.enumerated() {
        let values = axisValues(marks.values, scale: scale)
        var labelScale = scale
        if case .dateStride(let component, _, _) = marks.values.storage { labelScale.dateStride = (component, 1) }
        if case .numericStride(let step) = marks.values.storage { labelScale.step = step }
        for (index, value) in values.enumerated() {
            let input = MarkInput(value: value, unit: nil)
            // Axis values sit at their instant (a date unit's start), categories at their band's centre.
            let position: CGFloat? = if let continuous = value.continuous { scale.position(ofContinuous: continuous) } else { scale.position(of: input) }
            guard let position else { continue }
            let axisValue = AxisValue(value: value, index: index, count: values.count)
            for record in marks.content(axisValue) {
                let stroke = record.stroke ?? StrokeStyle(lineWidth: 0.5)
                var place = position
                if record.centered == false, let band = scale.band(of: input) { place = band.0 }
                switch record.kind {
                case .gridLine:
                    let line = isX ? SceneLine(from: CGPoint(x: place, y: plot.minY), to: CGPoint(x: place, y: plot.maxY), stroke: stroke, style: record.style)
                        : SceneLine(from: CGPoint(x: plot.minX, y: place), to: CGPoint(x: plot.maxX, y: place), stroke: stroke, style: record.style)
                    scene.gridLines.append(line)
                case .tick:
                    let length = record.length ?? 4
                    let line = isX
                        ? (leading ? SceneLine(from: CGPoint(x: place, y: plot.minY - length), to: CGPoint(x: place, y: plot.minY), stroke: stroke, style: record.style)
                            : SceneLine(from: CGPoint(x: place, y: plot.maxY), to: CGPoint(x: place, y: plot.maxY + length), stroke: stroke, style: record.style))
                        : (leading ? SceneLine(from: CGPoint(x: plot.minX - length, y: place), to: CGPoint(x: plot.minX, y: place), stroke: stroke, style: record.style)
                            : SceneLine(from: CGPoint(x: plot.maxX, y: place), to: CGPoint(x: plot.maxX + length, y: place), stroke: stroke, style: record.style))
                    scene.ticks.append(line)
                case .label:
                    let view: AnyView
                    if let custom = record.view {
                        view = AnyView(custom.font(record.font ?? axisLabelFont).foregroundStyle(record.style ?? AnyShapeStyle(Color.secondary)))
                    } else {
                        let text = record.text?(value) ?? defaultLabel(value, scale: labelScale)
                        view = AnyView(Text(verbatim: text).font(record.font ?? axisLabelFont).foregroundStyle(record.style ?? AnyShapeStyle(Color.secondary)))
                    }
                    let point: CGPoint
                    let alignment: Alignment
                    if !isX { scene.yLabelViews.append(view) }
                    if isX {
                        let dateLeading = scale.isDate && record.centered != true
                        // A date's label starts at its grid line: none for the domain's last instant.
                        if dateLeading, place >= max(scale.start, scale.end) - 1 { continue }
                        point = CGPoint(x: place + (dateLeading ? 2 : 0), y: leading ? plot.minY - 4 : plot.maxY + 4)
                        alignment = Alignment(horizontal: dateLeading ? .leading : .center, vertical: leading ? .bottom : .top)
                    } else {
                        point = CGPoint(x: leading ? plot.minX - 6 : plot.maxX + 6, y: place)
                        alignment = Alignment(horizontal: leading ? .trailing : .leading, vertical: .center)
                    }
                    scene.labels.append(SceneLabel(id: AnyHashable([AnyHashable(isX), AnyHashable(marksIndex), AnyHashable(value)] as [AnyHashable]),
                                                   view: view, point: point, alignment: alignment))
                }
            }
        }
    }
}
