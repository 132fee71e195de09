/// The insertions and removals of one `if`, `if`/`else` or `switch`: keeps a removed branch drawn
/// until its removal transition ends (where layout last put it, taking no room: the views around
/// close up at once, as in SwiftUI), and animates each branch's transition progress with the
/// animation in effect when it was inserted or removed.
///
/// A branch's progress goes 0 → 1 on insertion and 1 → 0 on removal. Toggling back mid-flight
/// retargets the running progress (springs keep their velocity, timing curves add), so the view
/// turns around where it is; it keeps the effects it was using (insertion or removal), so an
/// asymmetric transition reverses along its own path instead of jumping to the other one.
///
/// A branch being removed is only drawn: it left the view tree when its condition changed, so
/// VoiceOver no longer finds it and taps no longer reach it while its removal transition plays. A
/// branch being inserted is read from the first frame, even while its fade starts at opacity 0.
@MainActor
final class TransitionHost: AnimationDriver {
    private struct Branch {
        var resolver: ContentResolver
        var progress: StateAnimator<Double>?
        var usesRemoval = false
        var isRemoved = false
    }

    private var branches: [Bool: Branch] = [:]
    /// A host made in this pass belongs to a container that appears with its content: nothing in
    /// it transitions by itself.
    private var isFresh = true
    private var isVisible = true
    /// How many branches have a transition progress (counted after each pass, the only place they
    /// change): a frame asks every host of a long `ForEach`, and most have none.
    private var progressCount = 0

    /// A host for a conditional view; `appearsWithContainer: false` for a host made for content
    /// inserted into a container already on screen (a new `ForEach` element), which transitions in.
    init(appearsWithContainer: Bool = true) {
        isFresh = appearsWithContainer
    }

    /// The nodes of the branch `active` (resolved by `content`) and of the branches still being
    /// removed, in structural order (the `true` branch first).
    func resolve(active: Bool?, content: ContentResolver?, in context: ResolveContext) -> [LayoutNode] {
        let time = context.time
        let reduceMotion = context.environment.accessibilityReduceMotion
        let policy = context.environment.transitionReduceMotionPolicy
        var transaction = context.transaction
        if transaction.disablesAnimations { transaction.animation = nil }
        transaction.animation = policy.animation(replacing: transaction.animation, reduceMotion: reduceMotion)
        let animates = transaction.animation != nil && isVisible && !isFresh
        // Branches whose progress started (or turned) in this pass, with the value it started from:
        // a transition that asks for its own animation restarts them with it.
        var started: [Bool: (from: Double, to: Double)] = [:]

        if let active, let content {
            if var branch = branches[active] {
                branch.resolver = content
                if branch.isRemoved {
                    branch.isRemoved = false
                    if var progress = branch.progress {
                        started[active] = (progress.value, 1)
                        progress.set(1.0, transaction: transaction, at: time)
                        branch.progress = progress
                    }
                }
                branches[active] = branch
            } else {
                var branch = Branch(resolver: content)
                if animates {
                    var progress = StateAnimator(0.0)
                    started[active] = (0, 1)
                    progress.set(1.0, transaction: transaction, at: time)
                    branch.progress = progress
                }
                branches[active] = branch
            }
        }
        for (key, var branch) in branches where key != active && !branch.isRemoved {
            guard animates || branch.progress != nil else {
                branches[key] = nil
                continue
            }
            if branch.progress == nil { branch.usesRemoval = true }
            var progress = branch.progress ?? StateAnimator(1.0)
            started[key] = (progress.value, 0)
            progress.set(0.0, transaction: transaction, at: time)
            branch.progress = progress
            branch.isRemoved = true
            branches[key] = branch
        }
        isFresh = false

        var nodes: [LayoutNode] = []
        for key in [true, false] {
            guard var branch = branches[key] else { continue }
            if var progress = branch.progress {
                progress.update(at: time)
                branch.progress = progress.isAnimating ? progress : nil
                if !progress.isAnimating { progress.finishImmediately(at: time) }
            }
            guard let progress = branch.progress else {
                if branch.isRemoved {
                    branches[key] = nil
                    continue
                }
                branch.usesRemoval = false
                branches[key] = branch
                // Not transitioning: an enclosing insertion's scope passes through to the content.
                let resolved = branch.resolver(context)
                for node in resolved { node.isBranchContent = true }
                nodes += resolved
                continue
            }
            branches[key] = branch
            let scope = TransitionScope(
                progress: progress.value, usesRemoval: branch.usesRemoval,
                crossFades: policy.crossFades(reduceMotion: reduceMotion)
            )
            scope.isRemoval = branch.isRemoved
            var child = context
            child.transitionScope = scope
            var resolved = branch.resolver(child)
            if let requested = scope.requestedAnimation, let start = started[key], !reduceMotion {
                // `Transition.animation(_:)`: run this insertion or removal with the transition's own animation.
                var own = transaction
                own.animation = requested
                var restarted = StateAnimator(start.from)
                restarted.set(start.to, transaction: own, at: time)
                restarted.update(at: time)
                if restarted.isAnimating {
                    branch.progress = restarted
                    branches[key] = branch
                    let again = TransitionScope(progress: restarted.value, usesRemoval: branch.usesRemoval, crossFades: scope.crossFades)
                    again.isRemoval = branch.isRemoved
                    child.transitionScope = again
                    resolved = branch.resolver(child)
                }
            }
            let drawn = scope.isClaimed ? resolved : scope.wrap(resolved, in: .opacity, context: child)
            // A removed view leaves the view tree at once, as in SwiftUI: its removal is only drawn,
            // so a screen reader never reads (or lands on) it and a tap never reaches it. Brought back
            // mid-removal, it is not removed any more and is read and tapped again.
            if branch.isRemoved {
                nodes += drawn.map(Self.removed)
            } else {
                for node in drawn { node.isBranchContent = true }
                nodes += drawn
            }
        }
        let wasDormant = progressCount == 0
        progressCount = branches.values.reduce(0) { $0 + ($1.progress == nil ? 0 : 1) }
        // Waking or falling dormant: the graph's list of drivers to walk is made again (see `isDormant`).
        if wasDormant != (progressCount == 0) { NodeStorage.driverDormancyChanges &+= 1 }
        return nodes
    }

    /// Whether this host is in its container without a transition playing, so it has nothing to do
    /// at a frame: the graph leaves it out of the drivers it walks (a frame of a screen of `if`s
    /// walked every host). Only a pass starts a transition, and a pass wakes it.
    var isDormant: Bool { progressCount == 0 }

    /// Whether any branch has a transition progress (what `ElementTransitions` asks each element).
    var hasProgress: Bool { progressCount > 0 }

    /// `node` drawn as it is, with nothing in it read by a screen reader or tappable, taking no room
    /// in its container, where layout last put it.
    private static func removed(_ node: LayoutNode) -> LayoutNode {
        let removed = LayoutNode(.effect(.snapshot, child: node))
        removed.isRemoved = true
        return removed
    }

    func advance(to time: Double) -> Bool {
        guard progressCount > 0 else { return false }
        var changed = false
        forEachProgress { progress in
            progress.update(at: time)
            changed = true
        }
        return changed
    }

    /// Calls `body` with every branch's transition progress in place, in the branches' order (by
    /// index: copying the keys into an array to iterate was an allocation a frame).
    private func forEachProgress(_ body: (inout StateAnimator<Double>) -> Void) {
        var index = branches.values.startIndex
        while index != branches.values.endIndex {
            if branches.values[index].progress != nil { body(&branches.values[index].progress!) }
            branches.values.formIndex(after: &index)
        }
    }

    func nextChange(after time: Double) -> Double? {
        guard progressCount > 0 else { return nil }
        return branches.values.compactMap { $0.progress?.nextFrameTime(after: time) }.min()
    }

    func visibilityChanged(_ isVisible: Bool, at time: Double) {
        self.isVisible = isVisible
        forEachProgress { $0.receive(isVisible ? .appear : .disappear, at: time) }
    }
}

extension ResolveContext {
    /// Resolves the branch `active` of a conditional view at this identity (nothing when `nil`),
    /// with the transitions of the branches inserted and removed since the last pass.
    func resolveBranch(_ active: Bool?, content: ContentResolver?) -> [LayoutNode] {
        driver(slot: DriverSlot.transitionHost) { TransitionHost() }
            .resolve(active: active, content: content, in: self)
    }
}
