/// A shape style resolved in an environment but not yet placed in a frame: a colour, a gradient in
/// the unit space of the frame it fills, or a material. The display-list builder places it with
/// ``shading(in:)``.
enum ResolvedPaint: Hashable, Sendable {
    case color(Color.Resolved)
    case linear(stops: [DisplayList.GradientStop], start: UnitPoint, end: UnitPoint)
    case radial(stops: [DisplayList.GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    case elliptical(stops: [DisplayList.GradientStop], center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
    case angular(stops: [DisplayList.GradientStop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    case material(blurRadius: CGFloat, tint: Color.Resolved)

    /// One colour for readers that want one (text, symbols, the audit): a gradient's first stop.
    var representative: Color.Resolved {
        switch self {
        case .color(let color), .material(_, let color): color
        case .linear(let stops, _, _), .radial(let stops, _, _, _), .elliptical(let stops, _, _, _), .angular(let stops, _, _, _):
            stops.first?.color ?? Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)
        }
    }

    var isColor: Bool {
        if case .color = self { true } else { false }
    }

    /// The paint with every colour's opacity multiplied by `factor`.
    func fading(by factor: Float) -> ResolvedPaint {
        guard factor != 1 else { return self }
        func fade(_ stops: [DisplayList.GradientStop]) -> [DisplayList.GradientStop] {
            stops.map { var stop = $0; stop.color.opacity *= factor; return stop }
        }
        switch self {
        case .color(var color): color.opacity *= factor; return .color(color)
        case .material(let radius, var tint): tint.opacity *= factor; return .material(blurRadius: radius, tint: tint)
        case .linear(let s, let a, let b): return .linear(stops: fade(s), start: a, end: b)
        case .radial(let s, let c, let r0, let r1): return .radial(stops: fade(s), center: c, startRadius: r0, endRadius: r1)
        case .elliptical(let s, let c, let f0, let f1): return .elliptical(stops: fade(s), center: c, startFraction: f0, endFraction: f1)
        case .angular(let s, let c, let a0, let a1): return .angular(stops: fade(s), center: c, startAngle: a0, endAngle: a1)
        }
    }

    /// The shading for a shape laid out in `frame` (stage layout coordinates).
    func shading(in frame: CGRect) -> DisplayList.Shading {
        func point(_ unit: UnitPoint) -> CGPoint {
            CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
        }
        switch self {
        case .color(let color):
            return .color(color)
        case .linear(let stops, let start, let end):
            return .linearGradient(stops: stops, start: point(start), end: point(end))
        case .radial(let stops, let center, let r0, let r1):
            return .radialGradient(stops: stops, center: point(center), startRadius: r0, endRadius: r1)
        case .elliptical(let stops, let center, let f0, let f1):
            return .ellipticalGradient(stops: stops, center: point(center), radii: frame.size, startFraction: f0, endFraction: f1)
        case .angular(let stops, let center, let a0, let a1):
            return .angularGradient(stops: stops, center: point(center), startAngle: a0.radians, endAngle: a1.radians)
        case .material(let radius, let tint):
            return .material(blurRadius: radius, tint: tint)
        }
    }
}

/// A style that resolves to more than a colour (gradients, materials). Cadence's seam: SwiftUI
/// resolves these privately too.
protocol PaintResolvable: Sendable {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint
}

/// What `style` paints in `environment`: its gradient or material, or its colour.
func resolvePaint(_ style: some ShapeStyle, in environment: EnvironmentValues, depth: Int = 0) -> ResolvedPaint {
    if let paintable = style as? any PaintResolvable { return paintable.resolvedPaint(in: environment) }
    if let erased = style as? AnyShapeStyle, depth < 16 { return resolvePaint(erased.style, in: environment, depth: depth + 1) }
    if style is ForegroundStyle, depth < 16, let outer = environment.foregroundStyle {
        var environment = environment
        environment.foregroundStyle = nil
        return resolvePaint(outer, in: environment, depth: depth + 1)
    }
    return .color(resolveColor(style, in: environment))
}
