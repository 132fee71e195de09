/// One modifier of a transition's active state, and how it looks part of the way there.
enum TransitionEffect: Sendable {
    case opacity
    case scale(CGFloat, anchor: UnitPoint)
    case offset(CGSize)
    /// By the view's own size towards the edge.
    case move(Edge)
    /// A Gaussian blur of this radius (points) in the active state.
    case blur(CGFloat)
    /// A custom modifier pair (`AnyTransition.modifier(active:identity:)`).
    case modifier(TransitionModifierPair)
    /// A custom `Transition`'s `body(content:phase:)`.
    case phased(PhasedTransition)

    /// Whether the effect moves or resizes the view (what Reduce Motion replaces).
    var isMotion: Bool {
        switch self {
        case .opacity, .blur: false
        case .scale, .offset, .move: true
        case .modifier: true
        case .phased(let transition): transition.hasMotion
        }
    }

    /// The render effect at `progress` (1 = identity, 0 = fully active). Each parameter is linear in
    /// `progress`, so animating the progress with a curve or a spring animates every parameter with
    /// it, as SwiftUI animates the parameters themselves.
    func renderEffect(progress p: Double) -> RenderEffect {
        let away = CGFloat(1 - p)
        switch self {
        case .blur(let radius):
            return .layer(.blur(radius: radius * away, opaque: false))
        case .modifier, .phased:
            // Resolved with a context by `TransitionScope.wrap`.
            return .opacity(1)
        case .opacity:
            return .transitionOpacity(p)
        case .scale(let scale, let anchor):
            let factor = scale + (1 - scale) * CGFloat(p)
            return .scale(CGSize(width: factor, height: factor), anchor: anchor)
        case .offset(let offset):
            return .offset(CGSize(width: offset.width * away, height: offset.height * away))
        case .move(let edge):
            let direction: CGSize = switch edge {
            case .top: CGSize(width: 0, height: -1)
            case .bottom: CGSize(width: 0, height: 1)
            case .leading: CGSize(width: -1, height: 0)
            case .trailing: CGSize(width: 1, height: 0)
            }
            return .sizeRelativeOffset(CGSize(width: direction.width * away, height: direction.height * away))
        }
    }
}
