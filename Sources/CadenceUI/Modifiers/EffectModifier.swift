/// The render-only modifiers: scale, rotation, offset, opacity, hidden, clip. They change how the view
/// is drawn, never its frame or the layout around it, as in SwiftUI.
///
/// Their parameters (scale and anchor, angle and anchor, offset, opacity) animate when they change in
/// an animated transaction (`withAnimation`, `.animation(_:value:)`; see `StateAnimationDriver`).
nonisolated struct EffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effect: RenderEffect

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        let presented = animated(effect, in: context)
        return content(context).map { LayoutNode(.effect(presented, child: $0)) }
    }

    @MainActor
    private func animated(_ effect: RenderEffect, in context: ResolveContext) -> RenderEffect {
        switch effect {
        case .scale(let scale, let anchor):
            let value = context.animated(AnimatedPair(scale, anchor), slot: DriverSlot.effect)
            return .scale(value.first, anchor: value.second)
        case .rotation(let angle, let anchor):
            let value = context.animated(AnimatedPair(angle, anchor), slot: DriverSlot.effect)
            return .rotation(value.first, anchor: value.second)
        case .offset(let offset):
            return .offset(context.animated(offset, slot: DriverSlot.effect))
        case .opacity(let opacity):
            return .opacity(context.animated(opacity, slot: DriverSlot.effect))
        case .hidden, .clip, .button, .names, .snapshot, .sizeRelativeOffset, .accessibility, .matchedGeometry, .transitionOpacity, .layer, .interaction:
            return effect
        }
    }
}

extension View {
    /// Scales the drawing by `scale` (width and height factors) about `anchor` of the view's frame.
    /// The frame and layout stay as they are. `anchor: .bottom` keeps the bottom edge in place.
    public nonisolated func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(effect: .scale(scale, anchor: anchor)))
    }

    /// Scales the drawing uniformly by `s` about `anchor`.
    public nonisolated func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the drawing by `x` horizontally and `y` vertically about `anchor`.
    public nonisolated func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the drawing by `angle` about `anchor`; positive angles turn clockwise on screen.
    public nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(EffectModifier(effect: .rotation(angle, anchor: anchor)))
    }

    /// Moves the drawing by `offset` points (y down), leaving the frame where it was.
    public nonisolated func offset(_ offset: CGSize) -> some View {
        modifier(EffectModifier(effect: .offset(offset)))
    }

    /// Moves the drawing by `x`, `y` points.
    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Multiplies the opacity of everything drawn, 0 (invisible) … 1; values outside are clamped,
    /// NaN draws nothing. Nested opacities multiply. (Cadence multiplies each item's colour; SwiftUI
    /// composites the view as a group, which differs where its items overlap.)
    public nonisolated func opacity(_ opacity: Double) -> some View {
        modifier(EffectModifier(effect: .opacity(opacity)))
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
