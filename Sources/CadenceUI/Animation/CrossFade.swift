/// A cross-fade in progress: an animator's outgoing picture (the value or phase it showed) fading out
/// behind its current content fading in, linearly, from `start` for `duration` seconds.
struct CrossFade<Outgoing> {
    var outgoing: Outgoing
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

/// Resolves an animator's content: the current content at `.child(1)` of the animator's identity and,
/// while a cross-fade runs, the outgoing content at `.child(2)`, drawn behind it.
///
/// Each of the current nodes is faded in (opacity `progress`) and the outgoing one faded out
/// (`1 − progress`) as a background sized to it, so the layout is the current content's. The
/// outgoing picture is resolved as a snapshot: its lifecycle actions do not run, its buttons cannot
/// be tapped, and state inside it (not in the modified view, which both pictures share) starts fresh.
/// When the two pictures do not have the same number of views, only the current one is shown.
@MainActor
enum AnimatorContent {
    static func resolve(
        in context: ResolveContext,
        fadeProgress: Double?,
        current: (ResolveContext) -> [LayoutNode],
        outgoing: (ResolveContext) -> [LayoutNode]
    ) -> [LayoutNode] {
        var here = context
        here.identity = context.identity.appending(.child(1))
        let currentNodes = current(here)
        guard let progress = fadeProgress, progress < 1 else { return currentNodes }
        var there = context
        there.identity = context.identity.appending(.child(2))
        there.isSnapshot = true
        let outgoingNodes = outgoing(there)
        guard outgoingNodes.count == currentNodes.count else { return currentNodes }
        return zip(currentNodes, outgoingNodes).map { incoming, leaving in
            let fadingOut = LayoutNode(.effect(.snapshot, child: LayoutNode(.effect(.opacity(1 - progress), child: leaving))))
            return LayoutNode(.decorated(
                alignment: .center, isBackground: true,
                primary: LayoutNode(.effect(.opacity(progress), child: incoming)),
                secondary: fadingOut
            ))
        }
    }

    /// A resolver for the placeholder of an animator modifier's content closure: it resolves the
    /// modified view with `content` once per pass, always at the animator's own identity (so both
    /// pictures of a cross-fade show the same view, with the same state), in the environment and
    /// transaction of the place the placeholder is used.
    static func placeholder(resolving content: @escaping ContentResolver, at context: ResolveContext) -> ContentResolver {
        let cache = NodeCache()
        let identity = context.identity
        let isSnapshot = context.isSnapshot
        return { here in
            if let nodes = cache.nodes { return nodes }
            var fixed = here
            fixed.identity = identity
            fixed.isSnapshot = isSnapshot
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
