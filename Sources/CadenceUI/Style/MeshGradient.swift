import Foundation

/// A two-dimensional gradient over a grid of positioned colours: SwiftUI's `MeshGradient` (iOS 18).
///
/// ```swift
/// MeshGradient(width: 3, height: 3, points: [
///     [0, 0], [0.5, 0], [1, 0],
///     [0, 0.5], [0.8, 0.5], [1, 0.5],
///     [0, 1], [0.5, 1], [1, 1]
/// ], colors: [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint])
/// ```
///
/// Points are in unit coordinates of the frame (`[0, 0]` top leading, `[1, 1]` bottom trailing), row
/// by row. As a view it fills the space it is offered, as `Color` does.
///
/// Cadence approximates the mesh: it draws it as 32 horizontal strips, each a linear gradient with
/// a stop where each column of vertices crosses the strip's middle (the column's position and colour
/// there interpolated linearly between its two rows). That is exact for a regular grid with
/// `smoothsColors: false` (bilinear colours); Bézier control points and `smoothsColors`' cubic
/// colour curves are not modelled (edges are straight and colours change linearly between
/// vertices). Colours are blended in `colorSpace` (see `Color.mix(with:by:in:)`). `background`
/// fills the frame behind the mesh, and shows where the mesh does not reach. As a shape style
/// (`Rectangle().fill(mesh)`) Cadence paints a top-to-bottom linear gradient of each row's middle
/// colour. A mesh with fewer points or colours than `width × height` draws only its background.
public nonisolated struct MeshGradient: View, ShapeStyle {
    /// One vertex with the Bézier control points of its four edges: SwiftUI's
    /// `MeshGradient.BezierPoint`. Cadence uses the position (edges are drawn straight).
    public struct BezierPoint: Equatable, Sendable {
        /// The vertex, in unit coordinates.
        public var position: SIMD2<Float>
        /// The control point of the vertex's leading edge.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the vertex's top edge.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the vertex's trailing edge.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the vertex's bottom edge.
        public var bottomControlPoint: SIMD2<Float>

        /// A vertex at `position` with the control points of its four edges (unit coordinates).
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>, trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// Where the vertices are: SwiftUI's `MeshGradient.Locations`.
    public enum Locations: Equatable, Sendable {
        /// Vertex positions; control points are implied.
        case points([SIMD2<Float>])
        /// Vertices with explicit control points.
        case bezierPoints([BezierPoint])

        /// The vertex positions.
        var positions: [SIMD2<Float>] {
            switch self {
            case .points(let points): points
            case .bezierPoints(let points): points.map(\.position)
            }
        }
    }

    /// The vertex colours: SwiftUI's `MeshGradient.Colors`.
    public enum Colors: Equatable, Sendable {
        /// Colours resolved where the mesh is drawn.
        case colors([Color])
        /// Colours already resolved.
        case resolvedColors([Color.Resolved])

        /// The colours resolved in `environment`.
        func resolved(in environment: EnvironmentValues) -> [Color.Resolved] {
            switch self {
            case .colors(let colors): colors.map { $0.resolve(in: environment) }
            case .resolvedColors(let colors): colors
            }
        }
    }

    /// The number of vertices in each row.
    public var width: Int
    /// The number of vertices in each column.
    public var height: Int
    /// The vertices, row by row (`width × height` of them).
    public var locations: Locations
    /// The vertex colours, row by row (`width × height` of them).
    public var colors: Colors
    /// What fills the frame outside the mesh.
    public var background: Color
    /// Whether colours follow cubic curves between vertices (Cadence interpolates linearly).
    public var smoothsColors: Bool
    /// The space vertex colours are blended in.
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width × height` vertices at `locations` with `colors`.
    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of `width × height` vertices at `points` (unit coordinates, row by row) with `colors`.
    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width × height` vertices at `points` with colours already resolved.
    public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors), background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width × height` vertices with explicit control points and `colors`.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors), background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width × height` vertices with explicit control points and resolved colours.
    public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors), background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public typealias Body = Never

    /// How many strips a mesh is drawn in.
    static let stripCount = 32

    /// The gradient stops across the mesh at height `y` (unit coordinates): one per column of
    /// vertices, at the column's position and colour at that height, sorted and clamped to 0…1.
    /// Empty when the mesh is malformed.
    func stops(atHeight y: Float, colors resolved: [Color.Resolved]) -> [DisplayList.GradientStop] {
        let positions = locations.positions
        guard width > 0, height > 0, positions.count >= width * height, resolved.count >= width * height else { return [] }
        var stops: [DisplayList.GradientStop] = []
        for column in 0..<width {
            var row = 0
            while row + 1 < height - 1, positions[(row + 1) * width + column].y <= y { row += 1 }
            let top = row * width + column
            let bottom = min(row + 1, height - 1) * width + column
            let span = positions[bottom].y - positions[top].y
            let fraction = span > 0 ? min(max((y - positions[top].y) / span, 0), 1) : 0
            let x = positions[top].x + (positions[bottom].x - positions[top].x) * fraction
            let color = resolved[top].mixed(with: resolved[bottom], by: Double(fraction), in: colorSpace)
            stops.append(DisplayList.GradientStop(color: color, location: CGFloat(min(max(x, 0), 1))))
        }
        return stops.sorted { $0.location < $1.location }
    }
}

extension MeshGradient: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let environment = context.environment
        let resolved = colors.resolved(in: environment)
        var layers = [LayoutNode(.shape(ShapeContent(shape: Rectangle(), paint: .fill(background.resolve(in: environment)))))]
        for strip in 0..<Self.stripCount {
            let stops = self.stops(atHeight: (Float(strip) + 0.5) / Float(Self.stripCount), colors: resolved)
            guard let first = stops.first else { break }
            var content = ShapeContent(shape: Rectangle(), paint: .fill(first.color))
            content.paintSource = .linear(stops: stops, start: .leading, end: .trailing)
            layers.append(LayoutNode(.shape(content)))
        }
        return [LayoutNode(.custom(MeshStripLayout(), children: layers))]
    }
}

extension MeshGradient: PaintResolvable {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let resolved = colors.resolved(in: environment)
        let count = Self.stripCount
        let stops: [DisplayList.GradientStop] = (0..<count).compactMap { strip in
            let y = (Float(strip) + 0.5) / Float(count)
            let across = self.stops(atHeight: y, colors: resolved)
            guard let middle = color(atLocation: 0.5, in: across) else { return nil }
            return DisplayList.GradientStop(color: middle, location: CGFloat(y))
        }
        guard !stops.isEmpty else { return .color(background.resolve(in: environment)) }
        return .linear(stops: stops, start: .top, end: .bottom)
    }

    /// The colour of the gradient `stops` at `location` (0…1), blended in `colorSpace`; `nil` for no stops.
    private func color(atLocation location: CGFloat, in stops: [DisplayList.GradientStop]) -> Color.Resolved? {
        guard let last = stops.last else { return nil }
        guard let after = stops.firstIndex(where: { $0.location >= location }) else { return last.color }
        guard after > 0 else { return stops[0].color }
        let before = stops[after - 1], next = stops[after]
        let span = next.location - before.location
        return before.color.mixed(with: next.color, by: span > 0 ? Double((location - before.location) / span) : 0, in: colorSpace)
    }
}

/// Lays out a mesh: the background (first child) over the whole frame, then each strip in its
/// band of the frame, top to bottom. Takes the size it is offered, as a colour does.
struct MeshStripLayout: NodeLayout {
    func sizeThatFits(_ proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placements(in size: CGSize, proposal: ProposedViewSize, children: [LayoutNode], engine: LayoutEngine, stackAxis: Axis?) -> [LayoutEngine.Placement] {
        let band = size.height / CGFloat(MeshGradient.stripCount)
        return children.indices.map { index in
            let frame = index == 0
                ? CGRect(origin: .zero, size: size)
                : CGRect(x: 0, y: band * CGFloat(index - 1), width: size.width, height: band)
            return LayoutEngine.Placement(proposal: ProposedViewSize(frame.size), frame: frame)
        }
    }
}
