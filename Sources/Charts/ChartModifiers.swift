import CadenceUI
import Foundation

extension View {
    private func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }

    /// Shows or hides the x axis of the charts in this view (`.hidden` also frees its space).
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.xAxisVisibility = visibility }
    }

    /// The x axis drawn with `content`'s ``AxisMarks`` instead of the default ones.
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        var marks: [AnyAxisMarks] = []
        collectAxisMarks(content(), into: &marks)
        return chartConfiguration { $0.xAxisContent = marks }
    }

    /// Shows or hides the y axis of the charts in this view.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.yAxisVisibility = visibility }
    }

    /// The y axis drawn with `content`'s ``AxisMarks`` instead of the default ones.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        var marks: [AnyAxisMarks] = []
        collectAxisMarks(content(), into: &marks)
        return chartConfiguration { $0.yAxisContent = marks }
    }

    /// A title for the x axis. Accepted for source compatibility; Cadence draws no axis titles.
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        self
    }

    /// A title for the y axis. Accepted for source compatibility; Cadence draws no axis titles.
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        self
    }

    /// A title for the x axis, as a view. Accepted for source compatibility; Cadence draws no axis titles.
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        self
    }

    /// A title for the y axis, as a view. Accepted for source compatibility; Cadence draws no axis titles.
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        self
    }

    /// Makes the chart scroll along `axes`. Accepted for source compatibility; Cadence draws the
    /// whole domain without scrolling.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        self
    }

    /// How much of the x domain is visible when the chart scrolls. Accepted; the whole domain is drawn.
    public func chartXVisibleDomain<P: Plottable>(length: P) -> some View {
        self
    }

    /// How much of the y domain is visible when the chart scrolls. Accepted; the whole domain is drawn.
    public func chartYVisibleDomain<P: Plottable>(length: P) -> some View {
        self
    }

    /// Where a scrolling chart starts along x. Accepted; the whole domain is drawn.
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        self
    }

    /// Binds a scrolling chart's x position. Accepted; the binding is never written.
    public func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View {
        self
    }

    /// The x scale's domain: a range of numbers or dates (exactly, not rounded out), categories in
    /// order, or `.automatic(includesZero:reversed:)`.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        let spec = (domain as? ResolvableScaleDomain)?.domainSpec
        return chartConfiguration { $0.xDomain = spec }
    }

    /// The x scale's domain and type (every type is drawn linearly).
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        chartXScale(domain: domain)
    }

    /// The y scale's domain: a range of numbers or dates (exactly, not rounded out), categories in
    /// order, or `.automatic(includesZero:reversed:)`.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        let spec = (domain as? ResolvableScaleDomain)?.domainSpec
        return chartConfiguration { $0.yDomain = spec }
    }

    /// The y scale's domain and type (every type is drawn linearly).
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        chartYScale(domain: domain)
    }

    /// Shows or hides the legend (by default shown when marks use `foregroundStyle(by:)`).
    public func chartLegend(_ visibility: Visibility) -> some View {
        chartConfiguration { $0.legendVisibility = visibility }
    }

    /// The legend above (`.top`) or below (anything else; the default) the plot, `spacing` points
    /// away (8 by default). `alignment` is accepted; the legend is leading-aligned.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartConfiguration { $0.legendPosition = position; $0.legendSpacing = spacing }
    }

    /// A custom legend, `content`, placed like ``chartLegend(position:alignment:spacing:)``.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                           @ViewBuilder content: () -> Content) -> some View {
        let view = AnyView(content())
        return chartConfiguration { $0.legendPosition = position; $0.legendSpacing = spacing; $0.legendContent = view }
    }

    /// The series colours of `foregroundStyle(by:)`: each value paired with its style, in legend
    /// order. Values not listed take palette colours after them.
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<DataValue, S>) -> some View {
        let pairs = mapping.compactMap { pair in chartValue(of: pair.key).map { ($0, AnyShapeStyle(pair.value)) } }
        return chartConfiguration { $0.styleScale = pairs }
    }

    /// The series colours of `foregroundStyle(by:)`: `domain`'s values paired in order with
    /// `range`'s styles (repeating the styles when there are fewer).
    public func chartForegroundStyleScale<Domain: Sequence, Range: Sequence>(domain: Domain, range: Range) -> some View
    where Domain.Element: Plottable, Range.Element: ShapeStyle {
        let keys = domain.compactMap { chartValue(of: $0) }
        let styles = range.map { AnyShapeStyle($0) }
        let pairs: [(ChartValue, AnyShapeStyle)] = styles.isEmpty ? [] : keys.enumerated().map { ($0.element, styles[$0.offset % styles.count]) }
        return chartConfiguration { $0.styleScale = pairs }
    }

    /// The series colours of `foregroundStyle(by:)`, in the chart's palette, for series in the
    /// order of `domain`.
    public func chartForegroundStyleScale<Domain: Sequence>(domain: Domain) -> some View where Domain.Element: Plottable {
        let pairs = domain.compactMap { chartValue(of: $0) }.enumerated().map { ($0.element, AnyShapeStyle(chartPalette[$0.offset % chartPalette.count])) }
        return chartConfiguration { $0.styleScale = pairs }
    }

    /// The series colours of `foregroundStyle(by:)` from `mapping` (values it cannot read as
    /// `DataValue` are blue).
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        chartConfiguration {
            $0.styleMapping = { value in plottable(value, as: DataValue.self).map { AnyShapeStyle(mapping($0)) } ?? defaultMarkStyle }
        }
    }

    /// The plot area styled by `content`, which receives it as a ``ChartPlotContent``
    /// (`{ $0.background(.gray.opacity(0.1)) }`); what it draws sits behind the marks.
    public func chartPlotStyle<Content: View>(content: @escaping (ChartPlotContent) -> Content) -> some View {
        chartConfiguration { $0.plotStyle = { AnyView(content($0)) } }
    }

    /// `content`, given the chart's ``ChartProxy``, drawn over the whole chart.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { $0.overlays.append((alignment, { AnyView(content($0)) })) }
    }

    /// `content`, given the chart's ``ChartProxy``, drawn behind the chart.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartConfiguration { $0.backgrounds.append((alignment, { AnyView(content($0)) })) }
    }

    /// Binds the x value under a drag or a touch in the plot to `value` (a category, a number or
    /// a date, read as `P`); it is `nil` again when the touch ends.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartConfiguration { configuration in
            configuration.xSelection = { selected in value.wrappedValue = selected.flatMap { plottable($0, as: P.self) } }
        }
    }

    /// Binds the y value under a drag or a touch in the plot to `value`; `nil` when it ends.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartConfiguration { configuration in
            configuration.ySelection = { selected in value.wrappedValue = selected.flatMap { plottable($0, as: P.self) } }
        }
    }

    /// Binds the angle value under a touch on a pie to `value`: the running total of the sectors'
    /// values at the touched angle, clockwise from 12 o'clock (find the sector whose cumulative
    /// range holds it); `nil` when the touch ends.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View {
        chartConfiguration { configuration in
            configuration.angleSelection = { selected in value.wrappedValue = selected.flatMap { plottable($0, as: P.self) } }
        }
    }
}
