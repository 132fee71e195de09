/// The render-only modifiers: scale, rotation, offset, opacity, hidden, clip. They change how the view
/// is drawn, never its frame or the layout around it, as in SwiftUI.
///
/// Their parameters (scale and anchor, angle and anchor, offset, opacity) animate when they change in
/// an animated transaction (`withAnimation`, `.animation(_:value:)`; see `StateAnimationDriver`).
///
/// Usable from inline code: the modifiers that animate (`scaleEffect`, `rotationEffect`, `offset`,
/// `opacity`) are `@inlinable`, so the view an app's code builds with them is made in the app's own
/// specialised code (a content closure runs at every frame of an animator) instead of by generic
/// code that looks `ModifiedContent<Self, EffectModifier>` up at every call.
@usableFromInline
nonisolated struct EffectModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline typealias Body = Never
    let effect: RenderEffect
    /// `effect`'s parameters when it is one that animates (scale, rotation, offset, opacity), kept
    /// beside it as plain values: a patched frame reads them without copying `effect` (any switch
    /// over a `RenderEffect`, even one that only tests its case, copies and destroys it through its
    /// witnesses).
    let animated: AnimatedEffect?

    init(effect: RenderEffect) {
        self.effect = effect
        animated = AnimatedEffect(effect)
    }

    /// The modifier of an effect that animates, made without asking which case it is.
    init(animated: AnimatedEffect) {
        effect = animated.renderEffect
        self.animated = animated
    }

    /// `scaleEffect(_:anchor:)`'s modifier.
    @usableFromInline
    static func scale(_ scale: CGSize, anchor: UnitPoint) -> EffectModifier {
        EffectModifier(animated: .scale(scale, anchor: anchor))
    }

    /// `rotationEffect(_:anchor:)`'s modifier.
    @usableFromInline
    static func rotation(_ angle: Angle, anchor: UnitPoint) -> EffectModifier {
        EffectModifier(animated: .rotation(angle, anchor: anchor))
    }

    /// `offset(_:)`'s modifier.
    @usableFromInline
    static func offset(_ offset: CGSize) -> EffectModifier {
        EffectModifier(animated: .offset(offset))
    }

    /// `opacity(_:)`'s modifier.
    @usableFromInline
    static func opacity(_ opacity: Double) -> EffectModifier {
        EffectModifier(animated: .opacity(opacity))
    }

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        var effect = effect
        // A clip shape that mirrors in this layout direction clips with its path flipped.
        if case .clip(let shape) = effect { effect = .clip(shape.directed(for: context.environment.layoutDirection)) }
        let (presented, driver) = Self.present(effect, in: context)
        let nodes = content(context).map {
            let node = LayoutNode(.effect(presented, child: $0))
            node.effectDriver = driver
            return node
        }
        // The node the driver's later frames patch, when there is exactly one.
        if let driver { Self.attach(driver, to: nodes.count == 1 ? nodes[0] : nil) }
        return nodes
    }

    /// Makes `node` the one `driver` patches (`nil`: none).
    @MainActor
    static func attach(_ driver: AnyObject, to node: LayoutNode?) {
        switch driver {
        case let driver as StateAnimationDriver<AnimatedPair<CGSize, UnitPoint>>: driver.effectNode = node
        case let driver as StateAnimationDriver<AnimatedPair<Angle, UnitPoint>>: driver.effectNode = node
        case let driver as StateAnimationDriver<CGSize>: driver.effectNode = node
        case let driver as StateAnimationDriver<Double>: driver.effectNode = node
        default: break
        }
    }

    /// Whether `driver` patches `node`.
    @MainActor
    static func drivesNode(_ driver: AnyObject, _ node: LayoutNode) -> Bool {
        (driver as? any EffectNodeDriver)?.drivenNode === node
    }

    /// `effect` as drawn now: its parameters through their `StateAnimationDriver` (found at the
    /// context's identity), which animates them when they change in an animated transaction; and
    /// that driver (`nil` for effects that do not animate).
    @MainActor
    static func present<Inputs: PresentationInputs>(_ effect: RenderEffect, in context: Inputs) -> (RenderEffect, AnyObject?) {
        guard let animated = AnimatedEffect(effect) else { return (effect, nil) }
        let driver = animated.driver(in: context)
        return (animated.presented(by: driver, in: context).renderEffect, driver)
    }

    /// Where `animated` is in a modifier, in bytes (what a patch reads, see
    /// `effectAnimation(of:after:)`).
    static let animatedOffset = MemoryLayout<EffectModifier>.offset(of: \EffectModifier.animated)!
}

extension AnimatedEffect {
    /// The driver at the context's identity that presents these parameters, made for them when
    /// there is none yet.
    @MainActor
    func driver<Inputs: PresentationInputs>(in context: Inputs) -> AnyObject {
        switch self {
        case .scale(let scale, let anchor): context.effectDriver(for: AnimatedPair(scale, anchor))
        case .rotation(let angle, let anchor): context.effectDriver(for: AnimatedPair(angle, anchor))
        case .offset(let offset): context.effectDriver(for: offset)
        case .opacity(let opacity): context.effectDriver(for: opacity)
        }
    }

    /// Whether `driver` is the `StateAnimationDriver` of this effect's parameters' type. The driver's
    /// type tells a node's kind of effect: only `EffectModifier.resolve(content:in:)` gives a node a
    /// driver, the one its effect's parameters need.
    @MainActor
    func isPresented(by driver: AnyObject) -> Bool {
        switch self {
        case .scale: type(of: driver) == StateAnimationDriver<AnimatedPair<CGSize, UnitPoint>>.self
        case .rotation: type(of: driver) == StateAnimationDriver<AnimatedPair<Angle, UnitPoint>>.self
        case .offset: type(of: driver) == StateAnimationDriver<CGSize>.self
        case .opacity: type(of: driver) == StateAnimationDriver<Double>.self
        }
    }

    /// These parameters as `driver` (the driver of their type, see `driver(in:)`) presents them now.
    /// What a patched frame calls: it holds the node's driver. (No closure on this path: a main-actor
    /// closure handed to a nonisolated function checks its executor each time it runs.)
    @MainActor
    func presented<Inputs: PresentationInputs>(by driver: AnyObject, in context: Inputs) -> AnimatedEffect {
        switch self {
        case .scale(let scale, let anchor):
            let value = unsafeDowncast(driver, to: StateAnimationDriver<AnimatedPair<CGSize, UnitPoint>>.self)
                .present(AnimatedPair(scale, anchor), resetKey: 0, in: context)
            return .scale(value.first, anchor: value.second)
        case .rotation(let angle, let anchor):
            let value = unsafeDowncast(driver, to: StateAnimationDriver<AnimatedPair<Angle, UnitPoint>>.self)
                .present(AnimatedPair(angle, anchor), resetKey: 0, in: context)
            return .rotation(value.first, anchor: value.second)
        case .offset(let offset):
            return .offset(unsafeDowncast(driver, to: StateAnimationDriver<CGSize>.self).present(offset, resetKey: 0, in: context))
        case .opacity(let opacity):
            return .opacity(unsafeDowncast(driver, to: StateAnimationDriver<Double>.self).present(opacity, resetKey: 0, in: context))
        }
    }

    /// These parameters replaced by `value`, when `value` is of the type this kind of effect
    /// animates; otherwise `nil`.
    func presenting<Value>(_ value: Value) -> AnimatedEffect? {
        switch self {
        case .scale:
            guard let pair = value as? AnimatedPair<CGSize, UnitPoint> else { return nil }
            return .scale(pair.first, anchor: pair.second)
        case .rotation:
            guard let pair = value as? AnimatedPair<Angle, UnitPoint> else { return nil }
            return .rotation(pair.first, anchor: pair.second)
        case .offset:
            guard let offset = value as? CGSize else { return nil }
            return .offset(offset)
        case .opacity:
            guard let opacity = value as? Double else { return nil }
            return .opacity(opacity)
        }
    }
}

extension View {
    /// Scales the drawing by `scale` (width and height factors) about `anchor` of the view's frame.
    /// The frame and layout stay as they are. `anchor: .bottom` keeps the bottom edge in place.
    @inlinable
    public nonisolated func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier.scale(scale, anchor: anchor))
    }

    /// Scales the drawing uniformly by `s` about `anchor`.
    @inlinable
    public nonisolated func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the drawing by `x` horizontally and `y` vertically about `anchor`.
    @inlinable
    public nonisolated func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the drawing by `angle` about `anchor`; positive angles turn clockwise on screen.
    @inlinable
    public nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier.rotation(angle, anchor: anchor))
    }

    /// Moves the drawing by `offset` points (y down), leaving the frame where it was.
    @inlinable
    public nonisolated func offset(_ offset: CGSize) -> some View {
        modifier(EffectModifier.offset(offset))
    }

    /// Moves the drawing by `x`, `y` points.
    @inlinable
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Multiplies the opacity of everything drawn, 0 (invisible) … 1; values outside are clamped,
    /// NaN draws nothing. Nested opacities multiply. (Cadence multiplies each item's colour; SwiftUI
    /// composites the view as a group, which differs where its items overlap.)
    @inlinable
    public nonisolated func opacity(_ opacity: Double) -> some View {
        modifier(EffectModifier.opacity(opacity))
    }

    /// Draws nothing but keeps the view's frame (and its lifecycle, as in SwiftUI).
    public nonisolated func hidden() -> some View {
        modifier(EffectModifier(effect: .hidden))
    }

    /// Clips the drawing to `shape` laid out in the view's frame.
    public nonisolated func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        modifier(EffectModifier(effect: .clip(shape)))
    }

    /// Clips the drawing to the view's frame.
    public nonisolated func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }

    /// Clips the drawing to a rounded rectangle of `radius` (circular corners) in the view's frame.
    public nonisolated func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
}
