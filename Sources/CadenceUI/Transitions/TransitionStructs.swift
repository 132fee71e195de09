// The iOS 17 transition structs. Each is a `Transition` (its `body(content:phase:)` says what it
// does) and a built-in one: `AnyTransition(_:)` keeps Cadence's own effects for it, which Reduce
// Motion's cross-fade knows how to replace.

/// Scales from `scale` about `anchor` on insertion and back to it on removal: SwiftUI's `ScaleTransition`.
public nonisolated struct ScaleTransition: Transition, BuiltinTransition {
    /// The scale factor in the active state (1: unchanged).
    public var scale: Double
    /// The point of the view that stays put. Default the centre.
    public var anchor: UnitPoint

    /// Makes a scale transition from `scale` about `anchor` (default the centre).
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : CGFloat(scale), anchor: anchor)
    }

    var anyTransition: AnyTransition { .scale(scale: CGFloat(scale), anchor: anchor) }
}

/// Moves in from `edge` and out towards it: SwiftUI's `MoveTransition`.
public nonisolated struct MoveTransition: Transition, BuiltinTransition {
    /// The edge the view comes from and leaves towards.
    public var edge: Edge

    /// Makes a move transition from and to `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(EffectModifier(effect: .sizeRelativeOffset(phase.isIdentity ? .zero : edge.unitDirection)))
    }

    var anyTransition: AnyTransition { .move(edge: edge) }
}

/// Moves in from `edge` while fading in, out towards the opposite edge while fading out: SwiftUI's `PushTransition`.
public nonisolated struct PushTransition: Transition, BuiltinTransition {
    /// The edge the view comes in from (it leaves towards the opposite one).
    public var edge: Edge

    /// Makes a push transition in from `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let direction: CGSize = switch phase {
        case .willAppear: edge.unitDirection
        case .identity: .zero
        case .didDisappear: edge.opposite.unitDirection
        }
        return content.modifier(EffectModifier(effect: .sizeRelativeOffset(direction))).opacity(phase.isIdentity ? 1 : 0)
    }

    var anyTransition: AnyTransition { .push(from: edge) }
}

/// Offsets the view by `offset` points in the active state: SwiftUI's `OffsetTransition`.
public nonisolated struct OffsetTransition: Transition, BuiltinTransition {
    /// The offset in the active state, in points.
    public var offset: CGSize

    /// Makes an offset transition by `offset`.
    public init(_ offset: CGSize) {
        self.offset = offset
    }

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }

    var anyTransition: AnyTransition { .offset(offset) }
}

/// Moves in from the leading edge and out to the trailing edge: SwiftUI's `SlideTransition`.
public nonisolated struct SlideTransition: Transition, BuiltinTransition {
    /// Makes the transition.
    public init() {}

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let direction: CGSize = switch phase {
        case .willAppear: Edge.leading.unitDirection
        case .identity: .zero
        case .didDisappear: Edge.trailing.unitDirection
        }
        return content.modifier(EffectModifier(effect: .sizeRelativeOffset(direction)))
    }

    var anyTransition: AnyTransition { .slide }
}

/// Fades in and out: SwiftUI's `OpacityTransition`.
public nonisolated struct OpacityTransition: Transition, BuiltinTransition {
    /// Makes the transition.
    public init() {}

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    public nonisolated static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

    var anyTransition: AnyTransition { .opacity }
}

/// No change: SwiftUI's `IdentityTransition`.
public nonisolated struct IdentityTransition: Transition, BuiltinTransition {
    /// Makes the transition.
    public init() {}

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
    }

    public nonisolated static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }

    var anyTransition: AnyTransition { .identity }
}

/// Fades while blurring and scaling: SwiftUI's `BlurReplaceTransition`.
///
/// Apple documents the configurations ("`downUp`: scales the view down while removing it and up
/// while inserting it"; "`upUp`: scales the view up while both inserting and removing it") but not
/// the amounts. Cadence's: blur radius 10 pt, opacity 0 and a scale of 0.8 (down) or 1.2 (up) in
/// the active state; inserted views grow from 0.8 in both configurations.
public nonisolated struct BlurReplaceTransition: Transition, BuiltinTransition {
    /// Which way the view scales: SwiftUI's `BlurReplaceTransition.Configuration`.
    public struct Configuration: Hashable, Sendable {
        let removalScale: CGFloat
        /// Scales up when inserted, down when removed (the default).
        public static let downUp = Configuration(removalScale: 0.8)
        /// Scales up both when inserted and when removed.
        public static let upUp = Configuration(removalScale: 1.2)
    }

    /// Which way the view scales.
    public var configuration: Configuration

    /// Makes the transition with `configuration`.
    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: CGFloat = switch phase {
        case .willAppear: 0.8
        case .identity: 1
        case .didDisappear: configuration.removalScale
        }
        return content.scaleEffect(scale).blur(radius: phase.isIdentity ? 0 : 10).opacity(phase.isIdentity ? 1 : 0)
    }

    var anyTransition: AnyTransition {
        AnyTransition(insertion: [.scale(0.8, anchor: .center), .blur(10), .opacity],
                      removal: [.scale(configuration.removalScale, anchor: .center), .blur(10), .opacity])
    }
}

/// One transition for insertion, another for removal: SwiftUI's `AsymmetricTransition`.
public nonisolated struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, BuiltinTransition {
    /// The transition played when the view is inserted.
    public var insertion: Insertion
    /// The transition played when the view is removed.
    public var removal: Removal

    /// Makes a transition that plays `insertion` on insertion and `removal` on removal.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    @MainActor
    public func body(content: Content, phase: TransitionPhase) -> some View {
        if phase == .didDisappear {
            removal.body(content: PlaceholderContentView<Removal>(), phase: phase).modifier(TransitionContentModifier(content: content))
        } else {
            insertion.body(content: PlaceholderContentView<Insertion>(), phase: phase).modifier(TransitionContentModifier(content: content))
        }
    }

    var anyTransition: AnyTransition { .asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal)) }
}

extension Transition where Self == ScaleTransition {
    /// A scale from 1e-5 (SwiftUI's value; exactly 0 would be singular) about the centre.
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }
    /** A scale from `scale` about `anchor` (default the centre). */ public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == MoveTransition {
    /** A move in from `edge` and out towards it. */ public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
    /** A push in from `edge` while fading in, out towards the opposite edge. */ public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    /** An offset by `offset` points in the active state. */ public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    /** An offset by (`x`, `y`) points in the active state (default 0 each). */ public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == SlideTransition {
    /** In from the leading edge, out to the trailing edge. */ public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == OpacityTransition {
    /** A fade in and out. */ public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == IdentityTransition {
    /** No change: the view appears and disappears at once. */ public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == BlurReplaceTransition {
    /** A blur, fade and scale (``BlurReplaceTransition/Configuration/downUp``). */ public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    /// A blur, fade and scale in `config` (default `.downUp`).
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}

extension Transition {
    /// `insertion` when inserted, `removal` when removed.
    public static func asymmetric<I: Transition, R: Transition>(insertion: I, removal: R) -> AsymmetricTransition<I, R> where Self == AsymmetricTransition<I, R> {
        AsymmetricTransition(insertion: insertion, removal: removal)
    }
}

extension Edge {
    /// The offset, in units of the view's size, that moves it just past this edge.
    var unitDirection: CGSize {
        switch self {
        case .top: CGSize(width: 0, height: -1)
        case .bottom: CGSize(width: 0, height: 1)
        case .leading: CGSize(width: -1, height: 0)
        case .trailing: CGSize(width: 1, height: 0)
        }
    }
}
