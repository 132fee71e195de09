import CadenceUI
import Foundation

/// How a line or an area joins its points: Swift Charts' `InterpolationMethod`.
public struct InterpolationMethod: Hashable, Sendable, CustomStringConvertible {
    enum Storage: Hashable, Sendable {
        case linear, catmullRom(CGFloat), cardinal(CGFloat), monotone, stepStart, stepCenter, stepEnd
    }

    let storage: Storage

    /// Straight segments between the points.
    public static var linear: InterpolationMethod { InterpolationMethod(storage: .linear) }
    /// A smooth curve through the points (a uniform Catmull-Rom spline).
    public static var catmullRom: InterpolationMethod { InterpolationMethod(storage: .catmullRom(0)) }
    /// A Catmull-Rom spline with `alpha` (0 uniform, 0.5 centripetal, 1 chordal). Cadence draws
    /// every alpha as the uniform spline.
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { InterpolationMethod(storage: .catmullRom(alpha)) }
    /// A cardinal spline of tension 0 (which is the uniform Catmull-Rom spline).
    public static var cardinal: InterpolationMethod { InterpolationMethod(storage: .cardinal(0)) }
    /// A cardinal spline of `tension` (0 smooth … 1 straight segments).
    public static func cardinal(tension: CGFloat) -> InterpolationMethod { InterpolationMethod(storage: .cardinal(tension)) }
    /// A smooth curve that never overshoots between points (monotone cubic in x).
    public static var monotone: InterpolationMethod { InterpolationMethod(storage: .monotone) }
    /// Steps: each point's value holds from the point to the next point.
    public static var stepStart: InterpolationMethod { InterpolationMethod(storage: .stepStart) }
    /// Steps: each point is at the centre of its step.
    public static var stepCenter: InterpolationMethod { InterpolationMethod(storage: .stepCenter) }
    /// Steps: each point's value holds from the previous point up to the point.
    public static var stepEnd: InterpolationMethod { InterpolationMethod(storage: .stepEnd) }

    /// The method's name, as `InterpolationMethod.linear` prints.
    public var description: String {
        switch storage {
        case .linear: "linear"
        case .catmullRom: "catmullRom"
        case .cardinal: "cardinal"
        case .monotone: "monotone"
        case .stepStart: "stepStart"
        case .stepCenter: "stepCenter"
        case .stepEnd: "stepEnd"
        }
    }
}

/// A shape a point mark or a line's points draw: Swift Charts' `ChartSymbolShape`.
public protocol ChartSymbolShape: Shape {
    /// How the symbol is painted: filled or stroked.
    var perceptualUnitRect: CGRect { get }
}

/// The built-in symbols: circle, square, triangle, diamond, pentagon, plus, cross, asterisk:
/// Swift Charts' `BasicChartSymbolShape`. The outline ones (`plus`, `cross`, `asterisk`) are
/// stroked, the others filled.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
    enum Kind: Int, Hashable, Sendable, CaseIterable {
        case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
    }

    let kind: Kind

    /// The unit square the symbol fills.
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    /// Whether the symbol is drawn as an outline.
    var isStroked: Bool { kind == .plus || kind == .cross || kind == .asterisk }

    /// The symbol's outline in `rect`.
    public nonisolated func path(in rect: CGRect) -> Path {
        symbolPath(kind, in: rect)
    }
}

/// The built-in symbols as members of any symbol shape, so `.symbol(.circle)` finds them where a
/// `ChartSymbolShape` is expected (a `Shape`'s `.circle` is SwiftUI's `Circle`, which is not one).
extension ChartSymbolShape where Self == BasicChartSymbolShape {
    /// A filled circle (the default).
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
    /// A filled square.
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
    /// A filled triangle, point up.
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
    /// A filled diamond.
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
    /// A filled pentagon.
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
    /// A plus sign (stroked).
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
    /// An × (stroked).
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
    /// A six-armed asterisk (stroked).
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}

/// The outline of symbol `kind` filling `rect`.
func symbolPath(_ kind: BasicChartSymbolShape.Kind, in rect: CGRect) -> Path {
    var path = Path()
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let radius = min(rect.width, rect.height) / 2
    func polygon(_ corners: Int, rotation: Double) {
        for index in 0..<corners {
            let angle = rotation + Double(index) * 2 * .pi / Double(corners)
            let point = CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
    }
    func spokes(_ count: Int, rotation: Double) {
        for index in 0..<count {
            let angle = rotation + Double(index) * .pi / Double(count)
            let dx = radius * CGFloat(cos(angle)), dy = radius * CGFloat(sin(angle))
            path.move(to: CGPoint(x: center.x - dx, y: center.y - dy))
            path.addLine(to: CGPoint(x: center.x + dx, y: center.y + dy))
        }
    }
    switch kind {
    case .circle: path.addEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    case .square: path.addRect(CGRect(x: center.x - radius * 0.85, y: center.y - radius * 0.85, width: radius * 1.7, height: radius * 1.7))
    case .triangle: polygon(3, rotation: -.pi / 2)
    case .diamond: polygon(4, rotation: -.pi / 2)
    case .pentagon: polygon(5, rotation: -.pi / 2)
    case .plus: spokes(2, rotation: 0)
    case .cross: spokes(2, rotation: .pi / 4)
    case .asterisk: spokes(3, rotation: .pi / 2)
    }
    return path
}

/// Where an annotation sits relative to its mark: Swift Charts' `AnnotationPosition`.
public struct AnnotationPosition: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
    }

    let storage: Storage

    /// Above a vertical bar's end, or after a horizontal bar's end; on top of other marks.
    public static var automatic: AnnotationPosition { AnnotationPosition(storage: .automatic) }
    /// Over the mark's centre.
    public static var overlay: AnnotationPosition { AnnotationPosition(storage: .overlay) }
    /// Above the mark.
    public static var top: AnnotationPosition { AnnotationPosition(storage: .top) }
    /// Below the mark.
    public static var bottom: AnnotationPosition { AnnotationPosition(storage: .bottom) }
    /// Before the mark.
    public static var leading: AnnotationPosition { AnnotationPosition(storage: .leading) }
    /// After the mark.
    public static var trailing: AnnotationPosition { AnnotationPosition(storage: .trailing) }
    /// Above and before the mark.
    public static var topLeading: AnnotationPosition { AnnotationPosition(storage: .topLeading) }
    /// Above and after the mark.
    public static var topTrailing: AnnotationPosition { AnnotationPosition(storage: .topTrailing) }
    /// Below and before the mark.
    public static var bottomLeading: AnnotationPosition { AnnotationPosition(storage: .bottomLeading) }
    /// Below and after the mark.
    public static var bottomTrailing: AnnotationPosition { AnnotationPosition(storage: .bottomTrailing) }
}

extension ChartContent {
    /// The marks painted with `style` (a colour, a gradient, `.opacity`-ed colour …) instead of
    /// the default blue or their series' colour.
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        let erased = AnyShapeStyle(style)
        return modifyingMarks { $0.style = erased }
    }

    /// The marks coloured by series: each distinct `value` gets the next colour of the chart's
    /// palette (or of `chartForegroundStyleScale`), a line per value, and the chart shows a legend.
    public nonisolated func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = value.resolved
        return modifyingMarks { $0.styleKey = key }
    }

    /// Lines and areas joined with `method` (linear by default).
    public nonisolated func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modifyingMarks { $0.interpolation = method }
    }

    /// Lines (and rules) stroked with `style`: width, dashes, caps. The default is 2 points, round
    /// caps and joins for lines, 1 point for rules.
    public nonisolated func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modifyingMarks { $0.lineStyle = style }
    }

    /// Point marks, and the points of lines, drawn as `symbol`. A line with a symbol draws its
    /// points too.
    public nonisolated func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let basic = (symbol as? BasicChartSymbolShape) ?? .circle
        return modifyingMarks { $0.symbol = basic }
    }

    /// Point marks, and the points of lines, drawn as the view `symbol` builds, centred on the point.
    public nonisolated func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        let view = AnyView(symbol())
        return modifyingMarks { $0.symbolView = view }
    }

    /// Symbols by series: each distinct `value` gets the next built-in symbol (circle, square,
    /// triangle, diamond, pentagon, plus, cross, asterisk).
    public nonisolated func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        let key = value.resolved
        return modifyingMarks { $0.symbolKey = key }
    }

    /// Symbols `size` points wide and high.
    public nonisolated func symbolSize(_ size: CGSize) -> some ChartContent {
        modifyingMarks { $0.symbolSize = size }
    }

    /// Symbols of `area` square points (a circle of area 100 is about 11 points wide).
    public nonisolated func symbolSize(_ area: CGFloat) -> some ChartContent {
        let side = area.isFinite && area > 0 ? CGFloat((Double(area) * 4 / Double.pi).squareRoot()) : 0
        return modifyingMarks { $0.symbolSize = CGSize(width: side, height: side) }
    }

    /// Bars and rectangles with corners rounded by `radius` points. `style` is accepted; corners
    /// are circular.
    public nonisolated func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> some ChartContent {
        modifyingMarks { $0.cornerRadius = radius }
    }

    /// The marks drawn at `value` opacity (0…1), combined with any opacity already set.
    public nonisolated func opacity(_ value: Double) -> some ChartContent {
        let clamped = value.isFinite ? min(max(value, 0), 1) : 1
        return modifyingMarks { $0.opacity *= clamped }
    }

    /// `content` shown at `position` relative to each mark, aligned by `alignment` and `spacing`
    /// points away (4 by default). A line's annotation sits at its points.
    public nonisolated func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                                @ViewBuilder content: () -> C) -> some ChartContent {
        let view = AnyView(content())
        let annotation = MarkAnnotation(position: position, alignment: alignment, spacing: spacing, content: view)
        return modifyingMarks { $0.annotations.append(annotation) }
    }

    /// `content` shown at `position` relative to each mark; `overflowResolution` is accepted
    /// (annotations are drawn where they fall, even past the plot).
    public nonisolated func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                                overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }

    /// Symbol sizes by series. Accepted for source compatibility; Cadence draws every symbol at
    /// its own or the default size.
    public nonisolated func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modifyingMarks { _ in }
    }

    /// Line styles by series. Accepted for source compatibility; Cadence strokes every line with
    /// its own or the default style.
    public nonisolated func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modifyingMarks { _ in }
    }

    /// Aligns gradients in the marks' styles with the plot area rather than each mark. Accepted;
    /// Cadence already places a line's, an area's and a rule's gradient across the whole chart and a
    /// bar's across the bar.
    public nonisolated func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent {
        modifyingMarks { _ in }
    }

    /// Marks at the same position placed side by side, one slot per distinct `value` (grouped
    /// bars), instead of stacking. `axis` and `span` are accepted; the slots split the band.
    public nonisolated func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        let key = value.resolved
        return modifyingMarks { $0.positionKey = key }
    }

    /// The marks moved by `x` and `y` points.
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modifyingMarks { $0.offset.width += x; $0.offset.height += y }
    }

    /// The marks moved by `offset` points.
    public nonisolated func offset(_ offset: CGSize) -> some ChartContent {
        modifyingMarks { $0.offset.width += offset.width; $0.offset.height += offset.height }
    }

    /// The marks drawn above marks of lower `value` (0 by default); equal values keep their order.
    public nonisolated func zIndex(_ value: Double) -> some ChartContent {
        modifyingMarks { $0.zIndex = value }
    }

    /// An accessibility label for the marks (recorded by VoiceOver on Apple platforms; Cadence has
    /// no chart accessibility tree, so this changes nothing drawn).
    public nonisolated func accessibilityLabel(_ label: Text) -> some ChartContent {
        modifyingMarks { _ in }
    }

    /// An accessibility label for the marks from a string (changes nothing drawn).
    @_disfavoredOverload
    public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent {
        modifyingMarks { _ in }
    }

    /// An accessibility value for the marks (changes nothing drawn).
    public nonisolated func accessibilityValue(_ value: Text) -> some ChartContent {
        modifyingMarks { _ in }
    }

    /// An accessibility value for the marks from a string (changes nothing drawn).
    @_disfavoredOverload
    public nonisolated func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent {
        modifyingMarks { _ in }
    }
}

/// What an annotation does when it would fall outside the chart: Swift Charts'
/// `AnnotationOverflowResolution` (accepted; Cadence draws annotations where they fall).
public struct AnnotationOverflowResolution: Sendable {
    /// How one axis's overflow is resolved.
    public struct Strategy: Sendable {
        let name: String
        /// The chart chooses.
        public static var automatic: Strategy { Strategy(name: "automatic") }
        /// Moved back inside the chart.
        public static var fit: Strategy { Strategy(name: "fit") }
        /// Moved back inside `boundary`.
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy(name: "fit") }
        /// Left where it falls.
        public static var disabled: Strategy { Strategy(name: "disabled") }
        /// The scale padded to make room.
        public static var padScale: Strategy { Strategy(name: "padScale") }
    }

    /// What an annotation is kept inside.
    public struct Boundary: Sendable {
        let name: String
        /// The plot area.
        public static var plot: Boundary { Boundary(name: "plot") }
        /// The whole chart.
        public static var chart: Boundary { Boundary(name: "chart") }
        /// The chart's automatic choice.
        public static var automatic: Boundary { Boundary(name: "automatic") }
    }

    /// The horizontal strategy.
    public var x: Strategy
    /// The vertical strategy.
    public var y: Strategy

    /// Overflow resolved with `x` horizontally and `y` vertically.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }
}
