/// An effect that changes how a view is drawn without changing its layout: SwiftUI's `VisualEffect`
/// (iOS 17), what `visualEffect(_:)` and `scrollTransition(_:axis:transition:)` closures return.
///
/// ```swift
/// Row(item)
///     .visualEffect { content, proxy in
///         content.offset(y: proxy.frame(in: .global).minY * -0.2)
///             .opacity(proxy.size.height > 40 ? 1 : 0.5)
///     }
/// ```
///
/// You do not conform to the protocol yourself: start from the closure's `EmptyVisualEffect` and call
/// the effect methods on it (`offset`, `scaleEffect`, `rotationEffect`, `rotation3DEffect`,
/// `transformEffect`, `opacity`, `blur`, `brightness`, `contrast`, `saturation`, `grayscale`,
/// `hueRotation`, `colorMultiply`). Like view modifiers, a later call wraps the earlier ones (in
/// `content.offset(x: 10).scaleEffect(2)` the offset is scaled too). Every numeric parameter is part
/// of the effect's `animatableData`, so an effect animates when its value changes in an animated
/// transaction and a scroll transition interpolates between phases; `colorMultiply`'s colour does not
/// animate (it is resolved where the view is drawn). A type of your own that conforms draws nothing.
public protocol VisualEffect: Sendable, Animatable {}

/// The placeholder a visual-effect closure receives: the view as it is, with no effect yet.
public struct EmptyVisualEffect: VisualEffect {
    /// Makes the placeholder.
    public init() {}

    public typealias AnimatableData = EmptyAnimatableData
}

/// The parameters of one effect in a visual-effect chain, as a vector so chains interpolate: eight
/// components, their meaning set by the effect's kind (unused ones stay 0).
public struct _VisualEffectParameters: VectorArithmetic, Sendable {
    var values: SIMD8<Double>

    init(_ values: SIMD8<Double>) {
        self.values = values
    }

    public static var zero: Self { Self(SIMD8(repeating: 0)) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.values + rhs.values) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.values - rhs.values) }
    public static func += (lhs: inout Self, rhs: Self) { lhs.values += rhs.values }
    public static func -= (lhs: inout Self, rhs: Self) { lhs.values -= rhs.values }
    public mutating func scale(by rhs: Double) { values *= rhs }
    public var magnitudeSquared: Double { (values * values).sum() }
}

/// One effect applied on top of `Base`: what the `VisualEffect` methods return.
public struct _VisualEffectStep<Base: VisualEffect>: VisualEffect {
    var base: Base
    var step: VisualEffectStep

    init(_ base: Base, _ step: VisualEffectStep) {
        self.base = base
        self.step = step
    }

    public var animatableData: AnimatablePair<Base.AnimatableData, _VisualEffectParameters> {
        get { AnimatablePair(base.animatableData, step.parameters) }
        set {
            base.animatableData = newValue.first
            step.parameters = newValue.second
        }
    }
}

/// What one effect does, with its numbers in `parameters`.
struct VisualEffectStep: Sendable {
    enum Kind: Sendable {
        /// (dx, dy)
        case offset
        /// (sx, sy, anchor x, anchor y)
        case scale
        /// (radians, anchor x, anchor y)
        case rotation
        /// (radians, axis x, y, z, anchor x, y, anchorZ, perspective)
        case rotation3D
        /// (a, b, c, d, tx, ty)
        case transform
        /// (opacity)
        case opacity
        /// (radius)
        case blur(opaque: Bool)
        /// (amount)
        case brightness, contrast, saturation, grayscale
        /// (radians)
        case hueRotation
        case colorMultiply(Color)
    }

    var kind: Kind
    var parameters: _VisualEffectParameters

    init(_ kind: Kind, _ values: Double...) {
        self.kind = kind
        var vector = SIMD8<Double>(repeating: 0)
        for (index, value) in values.prefix(8).enumerated() { vector[index] = value }
        parameters = _VisualEffectParameters(vector)
    }

    subscript(index: Int) -> Double { parameters.values[index] }
}

/// A visual effect whose steps the display-list builder can apply.
protocol VisualEffectChain {
    /// The steps, innermost first.
    func collectSteps(into steps: inout [VisualEffectStep])
}

extension EmptyVisualEffect: VisualEffectChain {
    func collectSteps(into steps: inout [VisualEffectStep]) {}
}

extension _VisualEffectStep: VisualEffectChain {
    func collectSteps(into steps: inout [VisualEffectStep]) {
        (base as? any VisualEffectChain)?.collectSteps(into: &steps)
        steps.append(step)
    }
}

// MARK: - The effect methods

extension VisualEffect {
    /// Moves the view by `offset` points.
    public func offset(_ offset: CGSize) -> some VisualEffect {
        _VisualEffectStep(self, VisualEffectStep(.offset, Double(offset.width), Double(offset.height)))
    }

    /// Moves the view by `x` and `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        _VisualEffectStep(self, VisualEffectStep(.offset, Double(x), Double(y)))
    }

    /// Scales the view by `scale` about `anchor` (a unit point of the view's frame).
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        _VisualEffectStep(self, VisualEffectStep(.scale, Double(scale.width), Double(scale.height), Double(anchor.x), Double(anchor.y)))
    }

    /// Scales the view by `scale` along both axes about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        _VisualEffectStep(self, VisualEffectStep(.scale, Double(scale), Double(scale), Double(anchor.x), Double(anchor.y)))
    }

    /// Scales the view by `x` horizontally and `y` vertically about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        _VisualEffectStep(self, VisualEffectStep(.scale, Double(x), Double(y), Double(anchor.x), Double(anchor.y)))
    }

    /// Turns the view by `angle` (clockwise on screen for positive angles) about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        _VisualEffectStep(self, VisualEffectStep(.rotation, angle.radians, Double(anchor.x), Double(anchor.y)))
    }

    /// Turns the view in 3-D by `angle` about `axis` through `anchor` (and `anchorZ` points along z),
    /// seen with `perspective`, as `View.rotation3DEffect` does.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect {
        _VisualEffectStep(self, VisualEffectStep(
            .rotation3D, angle.radians, Double(axis.x), Double(axis.y), Double(axis.z),
            Double(anchor.x), Double(anchor.y), Double(anchorZ), Double(perspective)
        ))
    }

    /// Draws the view through `transform`, in the view's own coordinates (origin at its top-left).
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect {
        _VisualEffectStep(self, VisualEffectStep(
            .transform, Double(transform.a), Double(transform.b), Double(transform.c), Double(transform.d),
            Double(transform.tx), Double(transform.ty)
        ))
    }

    /// Draws the view at `opacity` (clamped to 0…1; NaN draws nothing).
    public func opacity(_ opacity: Double) -> some VisualEffect {
        _VisualEffectStep(self, VisualEffectStep(.opacity, opacity))
    }

    /// Blurs the view with a Gaussian of standard deviation `radius` points, as `View.blur` does.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        _VisualEffectStep(self, VisualEffectStep(.blur(opaque: opaque), Double(radius)))
    }

    /// Adds `amount` to each colour component (0 unchanged, 1 white).
    public func brightness(_ amount: Double) -> some VisualEffect {
        _VisualEffectStep(self, VisualEffectStep(.brightness, amount))
    }

    /// Scales the colours' distance from mid-grey by `amount` (1 unchanged, 0 grey).
    public func contrast(_ amount: Double) -> some VisualEffect {
        _VisualEffectStep(self, VisualEffectStep(.contrast, amount))
    }

    /// Scales the saturation by `amount` (1 unchanged, 0 grey).
    public func saturation(_ amount: Double) -> some VisualEffect {
        _VisualEffectStep(self, VisualEffectStep(.saturation, amount))
    }

    /// Takes `amount` (0…1) of the colour out (1 is fully grey).
    public func grayscale(_ amount: Double) -> some VisualEffect {
        _VisualEffectStep(self, VisualEffectStep(.grayscale, amount))
    }

    /// Rotates the hues by `angle`.
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        _VisualEffectStep(self, VisualEffectStep(.hueRotation, angle.radians))
    }

    /// Multiplies each colour component, opacity included, by `color`'s.
    public func colorMultiply(_ color: Color) -> some VisualEffect {
        _VisualEffectStep(self, VisualEffectStep(.colorMultiply(color)))
    }
}

// MARK: - Drawing

extension DisplayListBuilder {
    /// Applies `effect` to the state a view laid out in `frame` is drawn in: transforms and opacity
    /// change the state, the other effects open layers around the view's items.
    mutating func applyVisualEffect(_ effect: some VisualEffect, frame: CGRect, environment: EnvironmentValues, to state: inout RenderState) {
        var steps: [VisualEffectStep] = []
        (effect as? any VisualEffectChain)?.collectSteps(into: &steps)
        // The last step wraps the others: it is the outermost, applied to the state first.
        for step in steps.reversed() {
            apply(step, frame: frame, environment: environment, to: &state)
        }
    }

    private mutating func apply(_ step: VisualEffectStep, frame: CGRect, environment: EnvironmentValues, to state: inout RenderState) {
        func point(_ x: Double, _ y: Double) -> CGPoint {
            CGPoint(x: frame.minX + CGFloat(x) * frame.width, y: frame.minY + CGFloat(y) * frame.height)
        }
        func push(_ effect: DisplayList.LayerEffect) {
            state.layers.append(DisplayList.Layer(id: makeLayerID(), effect: effect))
        }
        switch step.kind {
        case .offset:
            state.transform = AffineTransform2D(translationX: CGFloat(step[0]), y: CGFloat(step[1])).concatenating(state.transform)
        case .scale:
            let local = AffineTransform2D(scaleX: CGFloat(step[0]), y: CGFloat(step[1])).about(point(step[2], step[3]))
            state.transform = local.concatenating(state.transform)
        case .rotation:
            let local = AffineTransform2D(rotationAngle: CGFloat(step[0])).about(point(step[1], step[2]))
            state.transform = local.concatenating(state.transform)
        case .rotation3D:
            let effect = _Rotation3DEffect(
                angle: .radians(step[0]), axis: (CGFloat(step[1]), CGFloat(step[2]), CGFloat(step[3])),
                anchor: UnitPoint(x: CGFloat(step[4]), y: CGFloat(step[5])), anchorZ: CGFloat(step[6]), perspective: CGFloat(step[7])
            )
            applyProjection(effect.effectValue(size: frame.size), frame: frame, to: &state)
        case .transform:
            let local = AffineTransform2D(a: CGFloat(step[0]), b: CGFloat(step[1]), c: CGFloat(step[2]), d: CGFloat(step[3]), tx: CGFloat(step[4]), ty: CGFloat(step[5]))
            applyProjection(ProjectionTransform(local), frame: frame, to: &state)
        case .opacity:
            let clamped = step[0].isNaN ? 0 : min(max(step[0], 0), 1)
            state.opacity *= clamped
            state.readableOpacity *= clamped
        case .blur(let opaque):
            let radius = CGFloat(step[0])
            guard radius > 0, radius.isFinite else { return }
            push(.blur(radius: radius * state.transform.approximateScale, opaque: opaque))
        case .brightness:
            push(.colorMatrix(.brightness(step[0])))
        case .contrast:
            push(.colorMatrix(.contrast(step[0])))
        case .saturation:
            push(.colorMatrix(.saturation(step[0])))
        case .grayscale:
            push(.colorMatrix(.saturation(1 - min(max(step[0], 0), 1))))
        case .hueRotation:
            push(.colorMatrix(.hueRotation(.radians(step[0]))))
        case .colorMultiply(let color):
            push(.colorMatrix(.multiply(color.resolve(in: environment))))
        }
    }

    /// Draws what follows through `local`, a transform of the view's own coordinates (origin at the
    /// frame's top-left corner): an affine one changes the state's transform, one with perspective
    /// warps the view's pixels in a projection layer.
    mutating func applyProjection(_ local: ProjectionTransform, frame: CGRect, to state: inout RenderState) {
        let toFrame = ProjectionTransform(AffineTransform2D(translationX: frame.minX, y: frame.minY))
        let placed = toFrame.inverted().concatenating(local).concatenating(toFrame)
        if placed.isAffine {
            state.transform = placed.affine.concatenating(state.transform)
        } else {
            let outer = ProjectionTransform(state.transform)
            state.layers.append(DisplayList.Layer(id: makeLayerID(), effect: .projection(outer.inverted().concatenating(placed).concatenating(outer))))
        }
    }
}

// MARK: - visualEffect

extension View {
    /// Applies the effect `effect` returns, given a placeholder for this view and its geometry: SwiftUI's
    /// `visualEffect(_:)` (iOS 17).
    ///
    /// ```swift
    /// Card()
    ///     .visualEffect { content, proxy in
    ///         content.rotation3DEffect(.degrees(proxy.frame(in: .scrollView).minX / 8), axis: (x: 0, y: 1, z: 0))
    ///     }
    /// ```
    ///
    /// The closure runs each time the view is drawn, with the frame it is drawn in (after layout,
    /// before the effect), and the effect changes only the drawing: layout, hit-testing and the frame
    /// other views see stay where they were. When what the closure returns changes in an animated
    /// transaction, the effect animates to it.
    public nonisolated func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        modifier(VisualEffectModifier(effect: effect))
    }
}

nonisolated struct VisualEffectModifier<Effect: VisualEffect>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effect: @Sendable (EmptyVisualEffect, GeometryProxy) -> Effect

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.identity = context.identity.appending(.type(ObjectIdentifier(Self.self)))
        let animation = inner.driver(slot: DriverSlot.visualEffect) { DrawTimeAnimation<Effect>() }
        let effect = self.effect
        // A change this pass makes starts animating now, with this pass's transaction, even when the
        // view is drawn later: the effect is evaluated with the geometry it was last drawn in.
        if let geometry = animation.lastGeometry {
            _ = animation.present(effect(EmptyVisualEffect(), GeometryProxy(geometry: geometry)), in: inner)
        }
        let layout = VisualEffectLayout(context: inner) { frame, state, _ in
            let geometry = MeasuredGeometry(frame: frame, state: state)
            animation.lastGeometry = geometry
            return animation.present(effect(EmptyVisualEffect(), GeometryProxy(geometry: geometry)), in: inner)
        }
        return content(context).map { LayoutNode(.custom(layout, children: [$0])) }
    }
}

/// A view drawn through a visual effect computed from the frame it is drawn in; its layout is its
/// child's.
struct VisualEffectLayout<Effect: VisualEffect>: UnaryNodeLayout {
    let context: ResolveContext
    /// The effect for a view drawn in `frame` with `state` above it.
    let effect: @MainActor (CGRect, DisplayListBuilder.RenderState, DisplayListBuilder) -> Effect

    init(context: ResolveContext, effect: @escaping @MainActor (CGRect, DisplayListBuilder.RenderState, DisplayListBuilder) -> Effect) {
        self.context = context
        self.effect = effect
    }

    func layout(_ proposal: ProposedViewSize, child: LayoutNode, engine: LayoutEngine, stackAxis: Axis?) -> (size: CGSize, child: LayoutEngine.Placement) {
        let size = engine.size(child, proposal, stackAxis: stackAxis)
        return (size, LayoutEngine.Placement(proposal: proposal, frame: CGRect(origin: .zero, size: size)))
    }

    func willDraw(frame: CGRect, proposal: ProposedViewSize, children: [LayoutNode], state: inout DisplayListBuilder.RenderState, builder: inout DisplayListBuilder) {
        let value = effect(frame, state, builder)
        builder.applyVisualEffect(value, frame: frame, environment: context.environment, to: &state)
    }
}

/// Animates a value that is only known when its view is drawn (a visual effect computed from the
/// view's frame): a `StateAnimationDriver` made on the first value, presented with the transaction of
/// the pass that resolved the view.
@MainActor
final class DrawTimeAnimation<Value: Animatable>: AnimationDriver {
    private var driver: StateAnimationDriver<Value>?
    /// The geometry the view was last drawn in.
    var lastGeometry: MeasuredGeometry?

    /// The value to draw now for the new `target`, animating from the last one when `context`'s
    /// transaction has an animation.
    func present(_ target: Value, in context: ResolveContext) -> Value {
        guard let driver else {
            driver = StateAnimationDriver(target, resetKey: 0)
            return target
        }
        return driver.present(target, resetKey: 0, in: context)
    }

    func advance(to time: Double) -> Bool {
        driver?.advance(to: time) ?? false
    }

    func nextChange(after time: Double) -> Double? {
        driver?.nextChange(after: time)
    }

    func visibilityChanged(_ isVisible: Bool, at time: Double) {
        driver?.visibilityChanged(isVisible, at: time)
    }
}
