@_spi(CadenceContent) import CadenceUI
import Foundation

/// What the chart view modifiers set, read by every ``Chart`` below them.
struct ChartConfiguration {
    var xAxisVisibility: Visibility = .automatic
    var yAxisVisibility: Visibility = .automatic
    var xAxisContent: [AnyAxisMarks]?
    var yAxisContent: [AnyAxisMarks]?
    var xDomain: DomainSpec?
    var yDomain: DomainSpec?
    var legendVisibility: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    var legendSpacing: CGFloat?
    var legendContent: AnyView?
    var styleScale: [(ChartValue, AnyShapeStyle)]?
    var styleMapping: ((ChartValue) -> AnyShapeStyle)?
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    var xSelection: ((ChartValue?) -> Void)?
    var ySelection: ((ChartValue?) -> Void)?
    var angleSelection: ((ChartValue?) -> Void)?
    var overlays: [(Alignment, (ChartProxy) -> AnyView)] = []
    var backgrounds: [(Alignment, (ChartProxy) -> AnyView)] = []

    var xReversed: Bool {
        if case .automatic(_, let reversed) = xDomain { return reversed == true }
        return false
    }

    var yReversed: Bool {
        if case .automatic(_, let reversed) = yDomain { return reversed == true }
        return false
    }
}

private struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

/// A chart: marks on scales, with axes, grid lines and a legend: Swift Charts' `Chart`.
///
/// ```swift
/// Chart(viewModel.days) { day in
///     BarMark(x: .value("Day", day.name), y: .value("Steps", day.steps))
/// }
/// .frame(height: 200)
/// ```
///
/// A chart takes all the space it is offered. Numbers and dates get linear scales (numbers
/// include zero and round out to steps of 1, 2 or 5 × 10ⁿ), strings get one band each in order of
/// appearance. The y axis's labels are on the trailing side, the x axis's below the plot, and a
/// legend under the plot lists the series of `foregroundStyle(by:)`. Marks are drawn as shapes:
/// when the data changes in an animated transaction, bars, points and rectangles move and resize
/// with the animation (layout animation), lines, areas, rules and sectors morph point by point.
/// Marks whose values are NaN or infinite are skipped.
public struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration

    /// A chart of the marks `content` builds.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// The chart's marks, laid out and drawn.
    public var body: some View {
        var marks: [MarkRecord] = []
        collectMarks(content, path: [], into: &marks)
        let configuration = configuration
        let styles = StyleScale(marks: marks, configuration: configuration)
        let hasSeries = marks.contains { $0.styleKey != nil && !$0.hasBadInput }
        let showLegend = configuration.legendVisibility == .visible || (configuration.legendVisibility == .automatic && (hasSeries || configuration.legendContent != nil))
        let legendOnTop = configuration.legendPosition.storage == .top || configuration.legendPosition.storage == .topLeading
            || configuration.legendPosition.storage == .topTrailing
        let legend = ChartLegend(entries: styles.keys.map { key in
            // A series drawn with symbols by the same value shows its symbol; others a dot.
            let symbolMark = marks.first { $0.styleKey == key && $0.symbolKey == key }
            return LegendEntry(label: legendLabel(key), style: styles.styles[key] ?? defaultMarkStyle,
                               symbol: symbolMark.map { symbolKind($0, styles: styles, marks: marks) })
        },
                                 custom: configuration.legendContent)
        return VStack(alignment: .leading, spacing: configuration.legendSpacing ?? 8) {
            if showLegend && legendOnTop { legend }
            GeometryReader { proxy in
                ChartHost(marks: marks, configuration: configuration, styles: styles, size: proxy.size, globalFrame: proxy.frame(in: .global))
            }
            if showLegend && !legendOnTop { legend }
        }
    }
}

extension Chart {
    /// A chart of the marks `content` builds for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                             @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    /// A chart of the marks `content` builds for each `Identifiable` element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }
}

/// Lays the chart out at its size, reserving the width its y labels measure (estimated from their
/// characters until they are measured, then measured: custom label views can be any width).
struct ChartHost: View {
    let marks: [MarkRecord]
    let configuration: ChartConfiguration
    let styles: StyleScale
    let size: CGSize
    let globalFrame: CGRect
    @State private var measuredYLabelWidth: CGFloat = 0

    var body: some View {
        let scene = makeChartScene(marks: marks, configuration: configuration, styles: styles, size: size, measuredYLabelWidth: measuredYLabelWidth)
        ChartSceneView(scene: scene, configuration: configuration, globalFrame: globalFrame)
            .background(alignment: .topLeading) {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(scene.yLabelViews.indices, id: \.self) { index in
                        scene.yLabelViews[index].fixedSize()
                    }
                }
                .fixedSize()
                .hidden()
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width in
                    if abs(width - measuredYLabelWidth) > 0.5 { measuredYLabelWidth = width }
                }
            }
    }
}

/// The legend: a coloured dot and a label per series.
struct ChartLegend: View {
    let entries: [LegendEntry]
    let custom: AnyView?

    var body: some View {
        if let custom {
            custom
        } else {
            HStack(spacing: 12) {
                ForEach(entries.indices, id: \.self) { index in
                    HStack(spacing: 4) {
                        BasicChartSymbolShape(kind: entries[index].symbol ?? .circle).fill(entries[index].style).frame(width: 8, height: 8)
                        Text(verbatim: entries[index].label).font(.caption).foregroundStyle(.secondary)
                    }
                }
            }
        }
    }
}

/// A laid-out chart drawn as shapes and texts.
struct ChartSceneView: View {
    let scene: ChartScene
    let configuration: ChartConfiguration
    let globalFrame: CGRect

    var body: some View {
        let proxy = ChartProxy(scene: scene, globalFrame: globalFrame)
        let plot = scene.plotRect
        ZStack(alignment: .topLeading) {
            ForEach(configuration.backgrounds.indices, id: \.self) { index in
                configuration.backgrounds[index].1(proxy)
                    .frame(width: scene.size.width, height: scene.size.height, alignment: configuration.backgrounds[index].0)
            }
            if let plotStyle = configuration.plotStyle {
                plotStyle(ChartPlotContent())
                    .frame(width: plot.width, height: plot.height)
                    .position(x: plot.midX, y: plot.midY)
            }
            ForEach(scene.gridLines.indices, id: \.self) { index in
                let line = scene.gridLines[index]
                ChartSegmentShape(from: line.from, to: line.to)
                    .stroke(line.style ?? AnyShapeStyle(Color.gray.opacity(0.4)), style: line.stroke)
            }
            ForEach(scene.marks, id: \.id) { mark in
                SceneMarkView(mark: mark)
            }
            ForEach(scene.ticks.indices, id: \.self) { index in
                let line = scene.ticks[index]
                ChartSegmentShape(from: line.from, to: line.to)
                    .stroke(line.style ?? AnyShapeStyle(Color.gray.opacity(0.6)), style: line.stroke)
            }
            ForEach(scene.labels, id: \.id) { label in
                PlacedView(label: label)
            }
            ForEach(scene.annotations, id: \.id) { label in
                PlacedView(label: label)
            }
            if configuration.xSelection != nil || configuration.ySelection != nil || configuration.angleSelection != nil {
                SelectionArea(scene: scene, configuration: configuration)
                    .frame(width: plot.width, height: plot.height)
                    .position(x: plot.midX, y: plot.midY)
            }
            ForEach(configuration.overlays.indices, id: \.self) { index in
                configuration.overlays[index].1(proxy)
                    .frame(width: scene.size.width, height: scene.size.height, alignment: configuration.overlays[index].0)
            }
        }
        .frame(width: scene.size.width, height: scene.size.height, alignment: .topLeading)
    }
}

/// A view with one of its alignment points at a point of the chart.
struct PlacedView: View {
    let label: SceneLabel

    var body: some View {
        label.view
            .fixedSize()
            .frame(width: 0, height: 0, alignment: label.alignment)
            .position(x: label.point.x, y: label.point.y)
    }
}

/// One mark as a shape.
struct SceneMarkView: View {
    let mark: SceneMark

    var body: some View {
        Group {
            switch mark.geometry {
            case .rect(let rect, let radius):
                RoundedRectangle(cornerRadius: radius)
                    .fill(mark.style)
                    .frame(width: rect.width, height: rect.height)
                    .position(x: rect.midX, y: rect.midY)
            case .line(let points, let method, let stroke):
                ChartLineShape(points: points, method: method).stroke(mark.style, style: stroke)
            case .area(let top, let bottom, let method):
                ChartAreaShape(top: top, bottom: bottom, method: method).fill(mark.style)
            case .symbol(let center, let size, let kind):
                let shape = BasicChartSymbolShape(kind: kind)
                Group {
                    if shape.isStroked {
                        shape.stroke(mark.style, lineWidth: 1.5)
                    } else {
                        shape.fill(mark.style)
                    }
                }
                .frame(width: size.width, height: size.height)
                .position(x: center.x, y: center.y)
            case .rule(let from, let to, let stroke):
                ChartSegmentShape(from: from, to: to).stroke(mark.style, style: stroke)
            case .sector(let center, let inner, let outer, let start, let end):
                ChartSectorShape(center: center, inner: inner, outer: outer, start: start, end: end).fill(mark.style)
            }
        }
        .opacity(mark.opacity)
        .offset(x: mark.offset.width, y: mark.offset.height)
    }
}

/// The plot area, catching drags for `chartXSelection`, `chartYSelection` and `chartAngleSelection`.
struct SelectionArea: View {
    let scene: ChartScene
    let configuration: ChartConfiguration

    var body: some View {
        Color.clear
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0)
                    .onChanged { drag in select(at: drag.location) }
                    .onEnded { _ in
                        configuration.xSelection?(nil)
                        configuration.ySelection?(nil)
                        configuration.angleSelection?(nil)
                    }
            )
    }

    private func select(at location: CGPoint) {
        let plot = scene.plotRect
        let point = CGPoint(x: plot.minX + location.x, y: plot.minY + location.y)
        if let select = configuration.xSelection { select(scene.xScale?.value(at: point.x)) }
        if let select = configuration.ySelection { select(scene.yScale?.value(at: point.y)) }
        if let select = configuration.angleSelection, let pie = scene.pie, pie.total > 0 {
            var angle = atan2(Double(point.y - pie.center.y), Double(point.x - pie.center.x)) + .pi / 2
            if angle < 0 { angle += 2 * .pi }
            select(.number(angle / (2 * .pi) * pie.total))
        }
    }
}

/// The plot area, as `chartPlotStyle`'s closure receives it to style: Swift Charts'
/// `ChartPlotContent`. Modifiers that draw (`background`, `border`, `overlay`) draw behind the
/// marks in the plot's frame; modifiers that size it (`frame`) do not resize the plot.
public struct ChartPlotContent: View {
    /// The plot area's own content: nothing (the chart draws the marks above it).
    public var body: some View {
        Color.clear
    }
}

/// The chart's scales and plot area, as `chartOverlay` and `chartBackground` closures receive
/// them: Swift Charts' `ChartProxy`.
///
/// Positions are in points from the plot area's top-leading corner (not the chart's); use
/// ``plotFrame`` with a `GeometryReader` to convert.
public struct ChartProxy {
    let scene: ChartScene
    let globalFrame: CGRect

    init(scene: ChartScene, globalFrame: CGRect) {
        self.scene = scene
        self.globalFrame = globalFrame
    }

    /// The plot area's size in points.
    public var plotSize: CGSize { scene.plotRect.size }

    /// The plot area's size in points (the older spelling of ``plotSize``).
    public var plotAreaSize: CGSize { scene.plotRect.size }

    /// The plot area's frame, to read in a `GeometryReader`: `geometry[proxy.plotFrame!]`.
    public var plotFrame: Anchor<CGRect>? { plotAreaFrame }

    /// The plot area's frame (the older spelling of ``plotFrame``).
    public var plotAreaFrame: Anchor<CGRect> {
        let global = scene.plotRect.offsetBy(dx: globalFrame.minX, dy: globalFrame.minY)
        return Anchor(_global: global) { rect, origin in rect.offsetBy(dx: -origin.x, dy: -origin.y) }
    }

    /// The x value at `position` points from the plot's leading edge, as `type` (`nil` off a
    /// category band, or when the value is not a `type`).
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let value = scene.xScale?.value(at: scene.plotRect.minX + position) else { return nil }
        return plottable(value, as: type)
    }

    /// The y value at `position` points from the plot's top edge, as `type`.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let value = scene.yScale?.value(at: scene.plotRect.minY + position) else { return nil }
        return plottable(value, as: type)
    }

    /// The x and y values at `location` (plot coordinates).
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: location.x, as: X.self), let y = value(atY: location.y, as: Y.self) else { return nil }
        return (x, y)
    }

    /// Where x `value` is, in points from the plot's leading edge (a category's band centre).
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        guard let resolved = chartValue(of: value), let position = scene.xScale?.position(of: MarkInput(value: resolved, unit: nil)) else { return nil }
        return position - scene.plotRect.minX
    }

    /// Where y `value` is, in points from the plot's top edge.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        guard let resolved = chartValue(of: value), let position = scene.yScale?.position(of: MarkInput(value: resolved, unit: nil)) else { return nil }
        return position - scene.plotRect.minY
    }

    /// Where the point (`x`, `y`) is, in plot coordinates.
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }
}
