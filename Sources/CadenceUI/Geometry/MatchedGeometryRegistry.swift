/// The frames of one namespace's matched ids, and the animations between them: when the view that is
/// an id's source changes (one view leaves, another with the same id appears elsewhere) or its frame
/// changes, in an animated transaction, the id's frame animates from where it was shown to the new
/// frame, and every view with the id is drawn in that frame.
///
/// It learns of frames while the display list is built (layout is known only then) and of
/// transactions while views resolve; a transaction is remembered until the next display list uses
/// it. The stage advances it as a driver of the view that declared the `@Namespace`.
@MainActor
final class MatchedGeometryRegistry: AnimationDriver {
    private var entries: [AnyHashable: Entry] = [:]
    private var time: Double = 0
    /// A view was drawn with a frame that a change taken later in the same display list made stale.
    private(set) var needsRedraw = false

    /// One id: its views in the order they appeared, its source frame and its animation.
    @MainActor
    struct Entry {
        var links: [WeakLink] = []
        /// The source's layout frame as last drawn.
        var target: CGRect?
        var animator: StateAnimator<CGRect>?
        /// The last time the animator was brought to.
        var updatedAt = -Double.infinity
        /// A view with this id was drawn while a change waited for the source to be drawn.
        var drewBeforeChange = false
        /// The animated transaction in which views with this id last resolved, and when.
        var pending: (transaction: Transaction, time: Double, reduceMotion: Bool, policy: ReduceMotionPolicy<Animation>)?

        /// The newest view that is a source: the one whose frame the others follow.
        var source: MatchedGeometryLink? {
            links.last { $0.link?.canLead == true }?.link
        }
    }

    @MainActor
    struct WeakLink {
        weak var link: MatchedGeometryLink?
    }

    /// Adds a newly appeared view to its id.
    func register(_ link: MatchedGeometryLink) {
        entries[link.id, default: Entry()].links.removeAll { $0.link == nil || $0.link === link }
        entries[link.id, default: Entry()].links.append(WeakLink(link: link))
    }

    /// Called as `link` resolves: remembers an animated transaction for the next display list.
    func resolved(_ link: MatchedGeometryLink, in context: ResolveContext) {
        time = max(time, context.time)
        entries[link.id, default: Entry()].links.removeAll { $0.link == nil }
        guard context.transaction.animation != nil else { return }
        entries[link.id]?.pending = (context.transaction, context.time,
                                     context.environment.accessibilityReduceMotion,
                                     context.environment.animatorPolicies.stateReduceMotion)
    }

    /// The frame `link` is drawn in, given the frame layout gave it.
    func presentedFrame(of link: MatchedGeometryLink, layoutFrame frame: CGRect) -> CGRect {
        guard var entry = entries[link.id] else { return frame }
        defer { entries[link.id] = entry }
        if link === entry.source {
            if let target = entry.target, target != frame {
                retarget(&entry, from: target, to: frame)
            }
            entry.target = frame
            entry.pending = nil
            if entry.drewBeforeChange, entry.animator != nil { needsRedraw = true }
            entry.drewBeforeChange = false
            if entry.animator != nil, entry.updatedAt < time {
                entry.animator!.update(at: time)
                entry.updatedAt = time
            }
        }
        if link.drawsInPlace { return frame }
        if link !== entry.source, entry.pending != nil { entry.drewBeforeChange = true }
        guard let shared = entry.animator?.value ?? (link.isSource ? nil : entry.target) else { return frame }
        return link.properties.apply(shared, to: frame, anchor: link.anchor)
    }

    private func retarget(_ entry: inout Entry, from old: CGRect, to new: CGRect) {
        guard let pending = entry.pending, old.hasFiniteCoordinates, new.hasFiniteCoordinates else {
            entry.animator = nil
            return
        }
        var animator = entry.animator ?? StateAnimator(old, reduceMotion: pending.policy)
        // The change happened when the views resolved in the transaction, which may be a frame before
        // this display list; `advance(to:)` holds the animator there until the change is taken.
        let at = max(pending.time, entry.updatedAt)
        animator.setReduceMotion(pending.reduceMotion, at: at)
        animator.set(new, transaction: pending.transaction, at: at)
        animator.update(at: max(time, at))
        entry.updatedAt = max(time, at)
        entry.animator = animator
    }

    /// Whether the display list just built must be built again (see `needsRedraw`); resets it.
    func takeRedraw() -> Bool {
        defer { needsRedraw = false }
        return needsRedraw
    }

    func advance(to time: Double) -> Bool {
        self.time = time
        var changed = false
        for key in entries.keys where entries[key]?.animator != nil {
            changed = true
            // A change waiting for the next display list retargets from its own time.
            guard entries[key]!.pending == nil else { continue }
            // Nothing draws in the shared frame any more (a zoom destination has gone, leaving its
            // source, which stays in place): the animation has no one to move, so it stops rather
            // than keep the stage asking for frames until a spring in points settles.
            guard entries[key]!.links.contains(where: { $0.link.map { !$0.drawsInPlace } ?? false }) else {
                entries[key]!.animator = nil
                continue
            }
            entries[key]!.animator!.update(at: time)
            entries[key]!.updatedAt = time
            if let animator = entries[key]!.animator, !animator.isAnimating, animator.isIdle {
                entries[key]!.animator = nil
            }
        }
        return changed
    }

    func nextChange(after time: Double) -> Double? {
        entries.values.compactMap { $0.animator?.nextFrameTime(after: time) }.min()
    }
}

extension MatchedGeometryProperties {
    /// `own` with the parts this set names taken from `shared`: the size, and the position of the
    /// `anchor` point. Points are measured from the origin, not `minX`/`minY` (which swap edges when
    /// a size is negative), so a size that a spring overshoots below zero does not make the frame jump.
    func apply(_ shared: CGRect, to own: CGRect, anchor: UnitPoint) -> CGRect {
        let size = contains(.size) ? shared.size : own.size
        let reference = contains(.position) ? shared : own
        let point = CGPoint(x: reference.origin.x + anchor.x * reference.size.width,
                            y: reference.origin.y + anchor.y * reference.size.height)
        return CGRect(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height, width: size.width, height: size.height)
    }
}
