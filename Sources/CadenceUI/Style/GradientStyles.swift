// The four gradient shape styles, each also a view that fills the space it is offered.

/// Colours along a line from `startPoint` to `endPoint` of the frame it fills: SwiftUI's
/// `LinearGradient`.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 20)
///     .fill(LinearGradient(colors: [.purple, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
/// ```
///
/// Beyond its end points the gradient keeps its end colours. Equal start and end points draw the
/// last colour.
public struct LinearGradient: ShapeStyle, Hashable, Sendable {
    var gradient: Gradient
    var startPoint: UnitPoint
    var endPoint: UnitPoint

    /// `gradient` along the line from `startPoint` to `endPoint` (unit points of the filled frame).
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// `colors`, evenly spaced, along the line from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// `stops` (colours at locations 0…1) along the line from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

extension LinearGradient: PaintResolvable {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .linear(stops: gradient.resolvedStops(in: environment), start: startPoint, end: endPoint)
    }
}

/// Circles about `center`: the first colour at `startRadius` points, the last at `endRadius`:
/// SwiftUI's `RadialGradient`. Inside `startRadius` and beyond `endRadius` the end colours go on.
public struct RadialGradient: ShapeStyle, Hashable, Sendable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadius: CGFloat
    var endRadius: CGFloat

    /// `gradient` in circles about `center`, from `startRadius` to `endRadius` points.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// `colors`, evenly spaced, in circles about `center` from `startRadius` to `endRadius` points.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// `stops` in circles about `center` from `startRadius` to `endRadius` points.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension RadialGradient: PaintResolvable {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .radial(stops: gradient.resolvedStops(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// Ellipses shaped like the frame it fills: SwiftUI's `EllipticalGradient`. The radii are fractions
/// of the frame's width and height (0.5 reaches the frame's edges from its centre).
public struct EllipticalGradient: ShapeStyle, Hashable, Sendable {
    var gradient: Gradient
    var center: UnitPoint
    var startRadiusFraction: CGFloat
    var endRadiusFraction: CGFloat

    /// `gradient` in ellipses about `center`, from `startRadiusFraction` to `endRadiusFraction` of
    /// the frame (0.5: the frame's edges).
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// `colors`, evenly spaced, in ellipses about `center` (radii as fractions of the frame).
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// `stops` in ellipses about `center` (radii as fractions of the frame).
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension EllipticalGradient: PaintResolvable {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .elliptical(stops: gradient.resolvedStops(in: environment), center: center, startFraction: startRadiusFraction, endFraction: endRadiusFraction)
    }
}

/// Colours around `center`, clockwise on screen from `startAngle` to `endAngle` (0 points along +x):
/// SwiftUI's `AngularGradient` (a conic gradient). Equal angles sweep a full turn. Outside the sweep
/// the nearer end colour goes on.
public struct AngularGradient: ShapeStyle, Hashable, Sendable {
    var gradient: Gradient
    var center: UnitPoint
    var startAngle: Angle
    var endAngle: Angle

    /// `gradient` clockwise about `center` from `startAngle` to `endAngle` (equal angles: a full turn).
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// `colors`, evenly spaced, clockwise about `center` from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `stops` clockwise about `center` from `startAngle` to `endAngle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn starting (and ending) at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A full turn of `colors` starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A full turn of `stops` starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}

extension AngularGradient: PaintResolvable {
    func resolvedPaint(in environment: EnvironmentValues) -> ResolvedPaint {
        var end = endAngle
        if end.radians == startAngle.radians { end = startAngle + .degrees(360) }
        return .angular(stops: gradient.resolvedStops(in: environment), center: center, startAngle: startAngle, endAngle: end)
    }
}

// The gradients as views: each fills the space it is offered, like a rectangle filled with it.
extension LinearGradient: View { public typealias Body = Never }
extension RadialGradient: View { public typealias Body = Never }
extension EllipticalGradient: View { public typealias Body = Never }
extension AngularGradient: View { public typealias Body = Never }

extension LinearGradient: PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [LayoutNode] { context.resolveFill(self) }
}

extension RadialGradient: PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [LayoutNode] { context.resolveFill(self) }
}

extension EllipticalGradient: PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [LayoutNode] { context.resolveFill(self) }
}

extension AngularGradient: PrimitiveView {
    @MainActor func resolve(in context: ResolveContext) -> [LayoutNode] { context.resolveFill(self) }
}

extension ResolveContext {
    /// A rectangle filling its frame with `style` (a style used as a view).
    func resolveFill<S: ShapeStyle>(_ style: S) -> [LayoutNode] {
        resolve(Rectangle().fill(style))
    }
}

// MARK: - The ShapeStyle statics

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from `startPoint` to `endPoint` of the shape's frame.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `colors`, evenly spaced, from `startPoint` to `endPoint`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of `stops`, from `startPoint` to `endPoint`.
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }

    /// `Color.blue.gradient` along a line.
    public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient about `center`, from `startRadius` to `endRadius` points.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `colors`, evenly spaced, from `startRadius` to `endRadius` points.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `stops`, from `startRadius` to `endRadius` points.
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A radial gradient of `gradient` (`Color.blue.gradient`), about the centre by default, from 0.
    public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient filling the frame: radii as fractions of its size (default 0 to 0.5).
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of `colors`, evenly spaced.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of `stops`.
    public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient of `gradient` (`Color.blue.gradient`).
    public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient about `center`, from `startAngle` to `endAngle` (clockwise, 0 pointing right).
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of `colors`, evenly spaced, from `startAngle` to `endAngle`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of `stops`, from `startAngle` to `endAngle`.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// An angular gradient of `gradient` (`Color.blue.gradient`), about the centre by default.
    public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }

    /// A full-turn angular gradient of `colors`, evenly spaced, starting at `angle` (default 0).
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }

    /// A full-turn angular gradient of `stops`, starting at `angle` (default 0).
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }

    /// A full-turn angular gradient of `gradient`, about the centre by default.
    public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
    }
}
