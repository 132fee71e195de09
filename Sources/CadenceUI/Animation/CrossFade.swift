/// A cross-fade in progress: the picture an animator showed before a change it made at once (under
/// Reduce Motion), fading out behind its current content fading in, linearly, from `start` for
/// `duration` seconds.
struct CrossFade {
    /// The layout nodes of the outgoing picture: what the animator's content resolved to in the last
    /// pass before the change, frozen.
    var outgoing: [LayoutNode]
    var start: Double
    var duration: Double

    /// How far the fade has gone at `time`: 0 at the start, 1 at the end (and after).
    func progress(at time: Double) -> Double {
        guard duration > 0 else { return 1 }
        return min(max((time - start) / duration, 0), 1)
    }

    func isOver(at time: Double) -> Bool {
        progress(at: time) >= 1
    }
}

/// The view side of the `crossFade` Reduce Motion policy for one animator: it keeps the picture the
/// animator's content showed last, and, when a change happens at once, fades from that picture to
/// the new one.
///
/// The outgoing picture is a true snapshot: the nodes of the last pass, drawn as they were (whatever
/// was animating in them stays where it was), never evaluated again, so nothing in it appears,
/// changes state or runs lifecycle actions; its buttons cannot be tapped. Each current node is faded
/// in (opacity `progress`) with the matching outgoing node fading out (`1 − progress`) behind it,
/// sized to it, so the layout is the current content's. When the two pictures do not have the same
/// number of views, only the current one is shown.
struct CrossFader {
    private(set) var fade: CrossFade?
    private var picture: [LayoutNode] = []

    /// Starts fading from the last picture at `time`, over `duration` seconds (nothing to fade from,
    /// or no duration: no fade).
    mutating func start(at time: Double, duration: Double) {
        guard duration > 0, !picture.isEmpty else { return }
        // Copies: the picture may be nodes a patch keeps changing in place (see `show(_:)`).
        fade = CrossFade(outgoing: picture.map { $0.effectChainCopy() }, start: time, duration: duration)
    }

    /// Records `current` as the picture shown, when no fade runs: nodes that a patch
    /// (`PatchableContent`) changes in place at later frames, so a fade starting later copies them.
    mutating func show(_ current: [LayoutNode]) {
        picture = current
    }

    /// Ends the fade in progress.
    mutating func stop() {
        fade = nil
    }

    /// Ends the fade if it is over at `time`; returns whether one was in progress (so the content
    /// must be drawn again).
    mutating func update(at time: Double) -> Bool {
        guard let fade else { return false }
        if fade.isOver(at: time) { self.fade = nil }
        return true
    }

    /// Records `current` as the picture shown at `time`, and returns it faded over the outgoing picture
    /// while a fade runs.
    mutating func compose(_ current: [LayoutNode], at time: Double) -> [LayoutNode] {
        picture = current
        guard let fade else { return current }
        let progress = fade.progress(at: time)
        guard progress < 1, fade.outgoing.count == current.count else { return current }
        return zip(current, fade.outgoing).map { incoming, leaving in
            let fadingOut = LayoutNode(.effect(.snapshot, child: LayoutNode(.effect(.opacity(1 - progress), child: leaving))))
            return LayoutNode(.decorated(
                alignment: .center, isBackground: true,
                primary: LayoutNode(.effect(.opacity(progress), child: incoming)),
                secondary: fadingOut
            ))
        }
    }
}

/// Helpers for resolving an animator's content.
@MainActor
enum AnimatorContent {
    /// The context an animator's content resolves in: `.child(1)` of the animator's identity (the
    /// modified view of a modifier form takes `.child(0)`).
    static func contentContext(_ context: ResolveContext) -> ResolveContext {
        var here = context
        here.identity = context.identity.appending(.child(1))
        return here
    }

    /// A resolver for the placeholder of an animator modifier's content closure: it resolves the
    /// modified view with `content` once per pass, always at the animator's own identity (so the
    /// view keeps its state wherever the placeholder is used), in the environment and transaction of
    /// the place the placeholder is used.
    static func placeholder(resolving content: @escaping ContentResolver, at context: ResolveContext) -> ContentResolver {
        let cache = NodeCache()
        let identity = context.identity
        return { here in
            if let nodes = cache.nodes { return nodes }
            var fixed = here
            fixed.identity = identity
            let nodes = content(fixed)
            cache.nodes = nodes
            return nodes
        }
    }
}

/// The nodes a placeholder resolved in the current pass.
@MainActor
private final class NodeCache {
    var nodes: [LayoutNode]?
}

extension LayoutNode {
    /// A copy of this node as drawn now, and of the render-effect nodes below it down to the first
    /// node of another kind (shared): what a patch changes in place (see `PatchableContent`). The
    /// copy has the node's content, caches and geometry key, not its traits (as the content's own
    /// nodes, before the modifiers around an animator set any).
    func effectChainCopy() -> LayoutNode {
        let copy = LayoutNode(kind)
        copy.copyContent(of: self)
        if case .effect(let effect, let child) = kind, case .effect = child.kind {
            copy.setEffect(effect, child: child.effectChainCopy())
        }
        return copy
    }
}
