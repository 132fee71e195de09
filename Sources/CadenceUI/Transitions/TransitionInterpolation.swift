/// A custom modifier pair of `AnyTransition.modifier(active:identity:)`.
struct TransitionModifierPair: @unchecked Sendable {
    let active: any ViewModifier
    let identity: any ViewModifier

    init<E: ViewModifier>(active: E, identity: E) {
        self.active = active
        self.identity = identity
    }

    @MainActor
    func resolve(around inner: LayoutNode, progress: Double, isRemoval: Bool, in context: ResolveContext) -> LayoutNode {
        interpolatedTransition(around: inner, progress: progress, in: context) { ctx, isIdentity in
            let chosen: any ViewModifier = isIdentity ? identity : active
            return resolveModified(chosen, in: ctx)
        }
    }

    @MainActor
    private func resolveModified<M: ViewModifier>(_ modifier: M, in context: ResolveContext) -> [LayoutNode] {
        context.resolve(ModifiedContent(content: _ResolvedNodes(), modifier: modifier))
    }
}

/// A custom `Transition` drawn through its `body(content:phase:)`.
struct PhasedTransition: @unchecked Sendable {
    let transition: any Transition
    let hasMotion: Bool

    init<T: Transition>(_ transition: T) {
        self.transition = transition
        self.hasMotion = T.properties.hasMotion
    }

    @MainActor
    func resolve(around inner: LayoutNode, progress: Double, isRemoval: Bool, in context: ResolveContext) -> LayoutNode {
        let active: TransitionPhase = isRemoval ? .didDisappear : .willAppear
        return interpolatedTransition(around: inner, progress: progress, in: context) { ctx, isIdentity in
            body(of: transition, phase: isIdentity ? .identity : active, in: ctx)
        }
    }

    @MainActor
    private func body<T: Transition>(of transition: T, phase: TransitionPhase, in context: ResolveContext) -> [LayoutNode] {
        context.resolve(transition.body(content: PlaceholderContentView<T>(), phase: phase))
    }
}

/// Stands for nodes already resolved (the content of a transition's modifier).
nonisolated struct _ResolvedNodes: View {
    typealias Body = Never
}

extension _ResolvedNodes: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        context.modifierContent?(context) ?? []
    }
}

/// `inner` drawn between a transition's active state and its identity at `progress` (0 active, 1
/// identity): both states are resolved around the same content node, then matching effects are
/// interpolated.
@MainActor
func interpolatedTransition(around inner: LayoutNode, progress: Double, in context: ResolveContext,
                            tree: (ResolveContext, _ isIdentity: Bool) -> [LayoutNode]) -> LayoutNode {
    var ctx = context
    ctx.transitionScope = nil
    // The two states are evaluated in one pass: nothing in them animates by itself.
    ctx.transaction = Transaction()
    ctx.transaction.disablesAnimations = true
    ctx.modifierContent = { _ in [inner] }
    let active = tree(ctx, false)
    let identity = tree(ctx, true)
    guard active.count == 1, identity.count == 1 else {
        let chosen = progress < 0.5 ? active : identity
        return chosen.count == 1 ? chosen[0] : LayoutNode(.zStack(alignment: .center, children: chosen))
    }
    return interpolateNodes(active[0], identity[0], progress)
}

@MainActor
func interpolateNodes(_ a: LayoutNode, _ b: LayoutNode, _ p: Double) -> LayoutNode {
    if a === b { return a }
    switch (a.kind, b.kind) {
    case (.effect(let ea, let ca), .effect(let eb, let cb)):
        if let mixed = mixEffects(ea, eb, p) { return LayoutNode(.effect(mixed, child: interpolateNodes(ca, cb, p))) }
    case (.frame(let fa, let ca), .frame(let fb, let cb)):
        return LayoutNode(.frame(p < 0.5 ? fa : fb, child: interpolateNodes(ca, cb, p)))
    case (.padding(let ia, let ca), .padding(let ib, let cb)):
        let t = CGFloat(p)
        let insets = EdgeInsets(top: ia.top + (ib.top - ia.top) * t, leading: ia.leading + (ib.leading - ia.leading) * t,
                                bottom: ia.bottom + (ib.bottom - ia.bottom) * t, trailing: ia.trailing + (ib.trailing - ia.trailing) * t)
        return LayoutNode(.padding(insets, child: interpolateNodes(ca, cb, p)))
    default:
        break
    }
    return p < 0.5 ? a : b
}

private func lerp(_ a: CGFloat, _ b: CGFloat, _ p: Double) -> CGFloat { a + (b - a) * CGFloat(p) }
private func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }
private func lerp(_ a: CGSize, _ b: CGSize, _ p: Double) -> CGSize { CGSize(width: lerp(a.width, b.width, p), height: lerp(a.height, b.height, p)) }
private func lerp(_ a: UnitPoint, _ b: UnitPoint, _ p: Double) -> UnitPoint { UnitPoint(x: lerp(a.x, b.x, p), y: lerp(a.y, b.y, p)) }

private func lerp<A: Animatable>(_ a: A, _ b: A, _ p: Double) -> A {
    var start = a.animatableData
    var end = b.animatableData
    start.scale(by: 1 - p)
    end.scale(by: p)
    var result = a
    result.animatableData = start + end
    return result
}

private func mixGeometry<G: GeometryEffect>(_ a: G, _ b: any GeometryEffect, _ p: Double) -> (any GeometryEffect)? {
    guard let b = b as? G else { return nil }
    return lerp(a, b, p)
}

/// The effect between `a` and `b` at `p`, or `nil` when they are not the same kind of effect.
@MainActor
private func mixEffects(_ a: RenderEffect, _ b: RenderEffect, _ p: Double) -> RenderEffect? {
    switch (a, b) {
    case (.scale(let s1, let a1), .scale(let s2, let a2)): return .scale(lerp(s1, s2, p), anchor: lerp(a1, a2, p))
    case (.rotation(let r1, let a1), .rotation(let r2, let a2)): return .rotation(.radians(lerp(r1.radians, r2.radians, p)), anchor: lerp(a1, a2, p))
    case (.offset(let o1), .offset(let o2)): return .offset(lerp(o1, o2, p))
    case (.sizeRelativeOffset(let o1), .sizeRelativeOffset(let o2)): return .sizeRelativeOffset(lerp(o1, o2, p))
    case (.opacity(let o1), .opacity(let o2)): return .transitionOpacity(lerp(o1, o2, p))
    case (.transitionOpacity(let o1), .transitionOpacity(let o2)): return .transitionOpacity(lerp(o1, o2, p))
    case (.hidden, .hidden), (.clip, .clip), (.snapshot, .snapshot): return p < 0.5 ? a : b
    case (.layer(let l1), .layer(let l2)):
        switch (l1, l2) {
        case (.blur(let r1, let o), .blur(let r2, _)): return .layer(.blur(radius: lerp(r1, r2, p), opaque: o))
        case (.colorMatrix(let m1), .colorMatrix(let m2)):
            return .layer(.colorMatrix(DisplayList.ColorMatrix(zip(m1.values, m2.values).map { lerp($0, $1, p) })))
        case (.shadow(let c1, let r1, let o1), .shadow(let c2, let r2, let o2)):
            return .layer(.shadow(color: lerp(c1, c2, p), radius: lerp(r1, r2, p), offset: lerp(o1, o2, p)))
        case (.geometry(let g1), .geometry(let g2)):
            return mixGeometry(g1, g2, p).map { .layer(.geometry($0)) }
        case (.blendMode, .blendMode), (.compositingGroup, .compositingGroup), (.mask, .mask):
            return p < 0.5 ? a : b
        default:
            return nil
        }
    default:
        return nil
    }
}
