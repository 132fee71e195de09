/// Where a view is in a scroll transition: SwiftUI's `ScrollTransitionPhase` (iOS 17).
///
/// `.identity` while the view is in the visible region (past its configuration's threshold);
/// `.topLeading` while it is entering or leaving at the top (leading) edge, `.bottomTrailing` at the
/// bottom (trailing) edge.
@frozen
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// Entering or leaving at the top edge of a vertical scroll view, the leading edge of a
    /// horizontal one.
    case topLeading
    /// In the visible region.
    case identity
    /// Entering or leaving at the bottom (trailing) edge.
    case bottomTrailing

    /// Whether the phase is `.identity`.
    public var isIdentity: Bool { self == .identity }

    /// −1 at `.topLeading`, 0 at `.identity`, +1 at `.bottomTrailing`: a factor to scale effects by.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows the scroll position: SwiftUI's `ScrollTransitionConfiguration`
/// (iOS 17).
///
/// ```swift
/// Card().scrollTransition(.animated(.bouncy).threshold(.visible(0.9))) { content, phase in
///     content.scaleEffect(phase.isIdentity ? 1 : 0.8).opacity(phase.isIdentity ? 1 : 0.4)
/// }
/// ```
///
/// - `.interactive` interpolates the effect between the edge phase and `.identity` as the view moves
///   from just hidden (progress 0) to the threshold (progress 1), through `timingCurve`;
/// - `.animated` switches the phase when the view crosses the threshold and animates the change;
/// - `.identity` keeps the view in the `.identity` phase.
///
/// The threshold is where the view counts as fully visible: `.visible` (all of it inside, the
/// default), `.visible(0.5)` (half of it), `.hidden` (any part of it), `.centered` (its centre at the
/// container's centre).
public struct ScrollTransitionConfiguration: Sendable {
    enum Kind: Sendable {
        case identity
        case animated
        case interactive(UnitCurve)
    }

    var kind: Kind
    var transitionAnimation: Animation
    var transitionThreshold: Threshold

    init(kind: Kind, animation: Animation = .default, threshold: Threshold = .visible) {
        self.kind = kind
        transitionAnimation = animation
        transitionThreshold = threshold
    }

    /// The view stays in the `.identity` phase: the transition never changes it.
    public static let identity = ScrollTransitionConfiguration(kind: .identity)

    /// Switches the phase when the view crosses the threshold, animated with `Animation.default`.
    public static let animated = ScrollTransitionConfiguration(kind: .animated)

    /// Switches the phase when the view crosses the threshold, animated with `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .animated, animation: animation)
    }

    /// Interpolates the effect with the scroll position, eased in and out.
    public static let interactive = ScrollTransitionConfiguration(kind: .interactive(.easeInOut))

    /// Interpolates the effect with the scroll position through `timingCurve`: 0 where the view is
    /// just hidden, 1 where it reaches the threshold (so the curve runs backwards as it leaves).
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(kind: .interactive(timingCurve))
    }

    /// This configuration animating its phase changes with `animation` (an interactive one follows the
    /// scroll position and ignores it).
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        copy.transitionAnimation = animation
        return copy
    }

    /// This configuration with the view counting as visible at `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.transitionThreshold = threshold
        return copy
    }

    /// A point in a view's progress from hidden (fully outside the container) to visible: SwiftUI's
    /// `ScrollTransitionConfiguration.Threshold`.
    ///
    /// Cadence measures it as the distance from the container's edge to the view's centre, along the
    /// scroll axis: `viewFactor` × the view's length + `containerFactor` × the container's length +
    /// `distance`. Just hidden is −½ view length; `.visible(a)` is (a − ½) view lengths;
    /// `.centered` is half the container.
    public struct Threshold: Sendable, Equatable {
        var viewFactor: Double
        var containerFactor: Double
        var distance: Double

        /// The whole view inside the container.
        public static let visible = Threshold.visible(1)
        /// Any part of the view inside the container.
        public static let hidden = Threshold.visible(0)
        /// The view's centre at the container's centre.
        public static var centered: Threshold { Threshold(viewFactor: 0, containerFactor: 0.5, distance: 0) }

        /// `amount` of the view inside the container: 0 fully hidden, 1 fully visible (clamped; NaN
        /// counts as 1).
        public static func visible(_ amount: Double) -> Threshold {
            let clamped = amount.isNaN ? 1 : min(max(amount, 0), 1)
            return Threshold(viewFactor: clamped - 0.5, containerFactor: 0, distance: 0)
        }

        /// This threshold combined with `other`: `amount` 0 is this one, 1 is `other`, in between a
        /// blend of the two positions.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * amount }
            return Threshold(viewFactor: mix(viewFactor, other.viewFactor), containerFactor: mix(containerFactor, other.containerFactor),
                             distance: mix(distance, other.distance))
        }

        /// A threshold met when the view is `distance` points closer to the container's centre
        /// (negative: further from it).
        public func inset(by distance: Double) -> Threshold {
            Threshold(viewFactor: viewFactor, containerFactor: containerFactor, distance: self.distance + distance)
        }

        /// The distance from the container's edge to the view's centre at which it is met.
        func position(viewLength: Double, containerLength: Double) -> Double {
            viewFactor * viewLength + containerFactor * containerLength + distance
        }
    }
}

extension View {
    /// Changes this view by the effect `transition` returns for its phase as it scrolls into and out
    /// of the visible region of the innermost scroll view: SwiftUI's
    /// `scrollTransition(_:axis:transition:)` (iOS 17).
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack {
    ///         ForEach(photos) { photo in
    ///             PhotoCard(photo)
    ///                 .scrollTransition { content, phase in
    ///                     content.scaleEffect(phase.isIdentity ? 1 : 0.75)
    ///                         .rotationEffect(.degrees(phase.value * 10))
    ///                 }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// `axis` is the scroll axis to measure along; `nil` takes the scroll view's (vertical when it
    /// scrolls both ways). Outside a scroll view the view is always in the `.identity` phase. The
    /// effect only changes the drawing, never the layout.
    public nonisolated func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// `scrollTransition(_:axis:transition:)` with one configuration for the top (leading) edge and
    /// another for the bottom (trailing) edge.
    public nonisolated func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(ScrollTransitionModifier(topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis, transition: transition))
    }
}

/// Where a view is along a scroll view's axis: the phase it is nearest to and its progress (0 just
/// hidden … 1 at the threshold) under that edge's configuration.
struct ScrollTransitionPosition: Equatable {
    var edge: ScrollTransitionPhase
    var progress: Double

    /// The position of a view spanning `view` in a viewport spanning `viewport` (along the axis).
    static func measure(view: ClosedRange<Double>, viewport: ClosedRange<Double>, topLeading: ScrollTransitionConfiguration.Threshold,
                        bottomTrailing: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionPosition {
        let length = view.upperBound - view.lowerBound
        let container = viewport.upperBound - viewport.lowerBound
        let centre = (view.lowerBound + view.upperBound) / 2
        let fromTop = centre - viewport.lowerBound
        let fromBottom = viewport.upperBound - centre
        let (edge, distance, threshold) = fromTop <= fromBottom
            ? (ScrollTransitionPhase.topLeading, fromTop, topLeading)
            : (ScrollTransitionPhase.bottomTrailing, fromBottom, bottomTrailing)
        let hidden = -length / 2
        let met = threshold.position(viewLength: length, containerLength: container)
        let progress: Double
        if distance >= met {
            progress = 1
        } else if distance <= hidden {
            progress = 0
        } else {
            progress = (distance - hidden) / (met - hidden)
        }
        return ScrollTransitionPosition(edge: edge, progress: progress.isNaN ? 1 : progress)
    }
}

nonisolated struct ScrollTransitionModifier<Effect: VisualEffect>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> Effect

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        var inner = context
        inner.identity = context.identity.appending(.type(ObjectIdentifier(Self.self)))
        let animation = inner.driver(slot: DriverSlot.scrollTransition) { DrawTimeAnimation<Effect>() }
        let (topLeading, bottomTrailing, axis, transition) = (self.topLeading, self.bottomTrailing, self.axis, self.transition)
        let layout = VisualEffectLayout(context: inner) { frame, state, _ in
            let identity = transition(EmptyVisualEffect(), .identity)
            guard let scroll = state.scrollContent else { return animation.present(identity, in: inner) }
            let viewport = CGRect(origin: CGPoint(x: scroll.origin.x + scroll.state.offset.x, y: scroll.origin.y + scroll.state.offset.y),
                                  size: scroll.state.viewport)
            let along = axis ?? (scroll.state.axes == .horizontal ? .horizontal : .vertical)
            let position = along == .horizontal
                ? ScrollTransitionPosition.measure(view: Double(frame.minX)...Double(frame.maxX), viewport: Double(viewport.minX)...Double(viewport.maxX),
                                                   topLeading: topLeading.transitionThreshold, bottomTrailing: bottomTrailing.transitionThreshold)
                : ScrollTransitionPosition.measure(view: Double(frame.minY)...Double(frame.maxY), viewport: Double(viewport.minY)...Double(viewport.maxY),
                                                   topLeading: topLeading.transitionThreshold, bottomTrailing: bottomTrailing.transitionThreshold)
            let configuration = position.edge == .topLeading ? topLeading : bottomTrailing
            switch configuration.kind {
            case .identity:
                return animation.present(identity, in: inner)
            case .interactive(let curve):
                // Follows the scroll position: no animation of its own.
                var mixed = identity
                let edge = transition(EmptyVisualEffect(), position.edge)
                let eased = curve.value(at: position.progress)
                var delta = edge.animatableData - identity.animatableData
                delta.scale(by: 1 - eased)
                mixed.animatableData = identity.animatableData + delta
                var still = inner
                still.transaction = Transaction()
                return animation.present(mixed, in: still)
            case .animated:
                let phase = position.progress >= 1 ? ScrollTransitionPhase.identity : position.edge
                var animated = inner
                animated.transaction = Transaction(animation: configuration.transitionAnimation)
                return animation.present(transition(EmptyVisualEffect(), phase), in: animated)
            }
        }
        return content(context).map { LayoutNode(.custom(layout, children: [$0])) }
    }
}
