/// Animates where a view is drawn when its layout changes in an animated transaction: SwiftUI's
/// layout animation. When `withAnimation { isExpanded.toggle() }` (or an `.animation(_:value:)`
/// around a view) moves or resizes views, each one travels from its old frame to its new one with the
/// transaction's animation, instead of jumping.
///
/// Each view's frame is kept relative to the nearest view above it that has one, so a container
/// moving and its children moving inside it compose, as in SwiftUI. Layout is always computed for
/// the new state; what animates is only where things are drawn: a shape or symbol is drawn at the
/// animated size and position, anything else (text, containers) is moved to the animated position
/// and drawn at its new size. A frame that changes outside an animated transaction jumps, and a
/// running animation moves with it.
///
/// Stored as a driver at the view's identity, so it lives and goes with the view. It never asks for
/// the view to be evaluated again (drawing reads it); it only tells the stage when it needs frames.
@MainActor
final class LayoutGeometryDriver: AnimationDriver {
    /// The view's frame relative to its geometry parent, as last laid out.
    private var target: CGRect?
    private var animator: StateAnimator<CGRect>?
    private var isVisible = true
    /// The latest time the frame was presented at (animations never start before it).
    private var lastTime = -Double.infinity

    nonisolated init() {}

    /// The frame to draw the view in at `time`, given its new laid-out `frame` (relative to its
    /// geometry parent) and the transaction of the pass that resolved it at `changeTime` (`nil`: no
    /// animation). The animation starts at the pass's time, whenever the frame is first drawn.
    func present(_ frame: CGRect, transaction: Transaction?, changedAt changeTime: Double, at time: Double) -> CGRect {
        if let old = target, old != frame, frame.isFiniteRect, old.isFiniteRect {
            let start = min(max(changeTime, lastTime), time)
            if let transaction, transaction.animation != nil, isVisible {
                var running = animator ?? StateAnimator(old)
                running.set(frame, transaction: transaction, at: start)
                animator = running
            } else if animator != nil {
                animator!.set(frame, transaction: Transaction(), at: start)
            }
        }
        lastTime = max(lastTime, time)
        target = frame
        guard animator != nil else { return frame }
        animator!.update(at: time)
        if !animator!.isAnimating, animator!.isIdle {
            animator = nil
            return frame
        }
        let presented = animator!.value
        return presented.isFiniteRect ? presented : frame
    }

    func advance(to time: Double) -> Bool {
        guard animator != nil else { return false }
        animator!.update(at: time)
        // Drawing reads the animated frame at every new time; the views need not be evaluated again.
        return false
    }

    func nextChange(after time: Double) -> Double? {
        animator?.nextFrameTime(after: time)
    }

    func visibilityChanged(_ isVisible: Bool, at time: Double) {
        self.isVisible = isVisible
        animator?.receive(isVisible ? .appear : .disappear, at: time)
    }
}

extension CGRect {
    var isFiniteRect: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}

extension ResolveContext {
    /// Gives the nodes a primitive view just made (those no view inside already claimed) the layout
    /// geometry driver of this identity and the pass's transaction, when it animates.
    func stampGeometry(_ nodes: [LayoutNode]) {
        guard nodes.count == 1, let node = nodes.first, node.geometryDriver == nil else { return }
        node.geometryDriver = driver(slot: DriverSlot.layoutGeometry) { LayoutGeometryDriver() }
        if transaction.animation != nil {
            graph.passAnimatesGeometry = true
            node.geometryTransaction = transaction
            node.geometryChangeTime = time
        }
    }
}
