/// Names one layout node's geometry across evaluations, so that where layout puts a view can be
/// animated from one pass to the next: the structural identity of the view that made the node, and
/// how many wrapper nodes (frames, paddings, effects) sit above the node made at that identity.
struct GeometryKey: Hashable {
    var identity: ViewIdentity
    /// 0 for the node a view resolved to; a modifier wrapping a keyed node adds one.
    var depth: Int
    /// Tells apart the nodes a single view resolved to side by side (a modifier applied to a
    /// `ForEach` of unkeyed content).
    var index: Int
}

/// Where layout put each view in the last recorded layout, and the animations that move views from
/// their old places to their new ones: SwiftUI animates a view's geometry (its position in its
/// parent and its size) with the transaction that changed it, so when `withAnimation` inserts a row,
/// changes a padding or switches an `AnyLayout`, the other views glide to their new places.
///
/// Each node's frame is taken relative to the frame of its parent node (as drawn), so animations
/// at different levels compose: a stack that re-centres and a row that moves inside it each run
/// their own animation. The frames animate by `StateAnimator`, so a change during an animation
/// starts from what is shown (springs keep their velocity).
///
/// The stage records the layout of the nodes just before and just after each pass that resolved a
/// view in an animated transaction (so the animation starts at that pass's time, whether or not a
/// frame is drawn then), and at every drawn frame (so a change made without animation jumps).
/// Drawing between records presents the animations without changing them.
@MainActor
final class LayoutAnimations {
    private struct Entry {
        /// The frame relative to the parent in the last recorded layout.
        var target: CGRect
        /// The running animation, boxed: most entries have none, and every drawn frame reads and
        /// writes every entry, which then stays a few words.
        var box: AnimatorBox?
        /// The recording that last saw this key (drops keys that went away; ignores duplicates).
        var seen: Int
    }

    private final class AnimatorBox {
        var animator: StateAnimator<CGRect>
        init(_ animator: StateAnimator<CGRect>) { self.animator = animator }
    }

    private var entries: [GeometryKey: Entry] = [:]

    /// Where layout last put a conditional branch's node: its frame relative to the nearest
    /// animated node above, and what it was proposed.
    struct BranchPlacement {
        var frame: CGRect
        var proposal: ProposedViewSize
        fileprivate var seen: Int
    }

    /// The last recorded placement of each branch node, by key, so a removed branch plays its
    /// removal where it was.
    private var branchPlacements: [GeometryKey: BranchPlacement] = [:]
    /// How many recording draws there have been.
    private var recordings = 0
    /// The graph generation of the nodes recorded last (`-1`: none yet).
    private(set) var recordedGeneration = -1
    /// How many entries have a running animator (so drawing without animations skips lookups).
    private var animating = 0

    /// Whether a view's geometry is animating (what is drawn changes with time alone).
    var isAnimating: Bool { animating > 0 }

    /// The animated transactions of the views resolved since the last recording, by key.
    var pendingTransactions: [GeometryKey: Transaction] = [:]

    /// How many entries and branch placements the recording in progress has seen, so that one
    /// which saw them all (every frame of an unchanged tree) forgets nothing without a scan.
    private var seenEntries = 0
    private var seenBranches = 0

    /// Starts a recording draw of the nodes of graph generation `generation`.
    func beginRecording() {
        recordings += 1
        seenEntries = 0
        seenBranches = 0
    }

    /// Ends a recording draw: keys it did not see are forgotten.
    func endRecording(generation: Int) {
        let current = recordings
        if seenEntries < entries.count {
            entries = entries.filter { $0.value.seen == current }
            animating = entries.values.reduce(0) { $0 + ($1.box == nil ? 0 : 1) }
        }
        if seenBranches < branchPlacements.count {
            branchPlacements = branchPlacements.filter { $0.value.seen == current }
        }
        recordedGeneration = generation
        if !pendingTransactions.isEmpty { pendingTransactions.removeAll() }
    }

    /// The frame to draw the node keyed `key` in at `time`, relative to its parent, given the frame
    /// layout gives it now (`target`). When `recording`, a changed target starts (or retargets) an
    /// animation with `transaction`'s animation, or jumps without one; otherwise nothing changes.
    func present(_ key: GeometryKey, target: CGRect, transaction: Transaction?, time: Double,
                 recording: Bool, reduceMotion: Bool, policy: ReduceMotionPolicy<Animation>) -> CGRect {
        guard recording else {
            // Between recordings: the animation as it runs; a target not recorded yet is drawn as is.
            guard animating > 0, let entry = entries[key], entry.target == target, var animator = entry.box?.animator else { return target }
            animator.update(at: time)
            return animator.isAnimating ? animator.value : target
        }
        guard let index = entries.index(forKey: key) else {
            entries[key] = Entry(target: target, box: nil, seen: recordings)
            seenEntries += 1
            return target
        }
        // The same key twice in one layout (a view drawn twice): the first one animates.
        guard entries.values[index].seen != recordings else { return target }
        entries.values[index].seen = recordings
        seenEntries += 1
        let box = entries.values[index].box
        let old = entries.values[index].target
        // The common case, a view where it was with nothing animating, reads and writes in place.
        guard box != nil || target != old else { return target }
        var animator = box?.animator
        if target != old {
            let animation = transaction.flatMap { $0.disablesAnimations ? nil : $0.animation }
            let isFinite = target.hasFiniteCoordinates && old.hasFiniteCoordinates
            if !isFinite {
                animator = nil
            } else if let animation {
                var running = animator ?? StateAnimator(old, reduceMotion: policy)
                running.setReduceMotion(reduceMotion, at: time)
                // The transaction's animation only: its completion handlers are the state
                // animations' to run (see the type's documentation in `Layout`).
                running.set(target, transaction: Transaction(animation: animation), at: time)
                animator = running
            } else if animator != nil {
                animator!.set(target, transaction: Transaction(), at: time)
            }
            entries.values[index].target = target
        }
        var presented = target
        if animator != nil {
            animator!.update(at: time)
            if animator!.isAnimating {
                presented = animator!.value
            } else {
                animator = nil
            }
        }
        if let animator {
            if let box { box.animator = animator } else { entries.values[index].box = AnimatorBox(animator) }
        } else if box != nil {
            entries.values[index].box = nil
        }
        if (box != nil) != (animator != nil) { animating += animator == nil ? -1 : 1 }
        return presented
    }

    /// Records where layout put the branch node keyed `key` (in a recording draw).
    func recordBranch(_ key: GeometryKey, frame: CGRect, proposal: ProposedViewSize) {
        let placement = BranchPlacement(frame: frame, proposal: proposal, seen: recordings)
        guard let index = branchPlacements.index(forKey: key) else {
            seenBranches += 1
            branchPlacements[key] = placement
            return
        }
        if branchPlacements.values[index].seen != recordings { seenBranches += 1 }
        branchPlacements.values[index] = placement
    }

    /// Where layout last put the branch node keyed `key`, now removed; a recording draw keeps it
    /// for the next one.
    func removedBranch(_ key: GeometryKey, recording: Bool) -> BranchPlacement? {
        guard var placement = branchPlacements[key] else { return nil }
        if recording, placement.seen != recordings {
            seenBranches += 1
            placement.seen = recordings
            branchPlacements[key] = placement
        }
        return placement
    }

    /// Brings the running animations to `time`; those that came to rest are dropped.
    func advance(to time: Double) {
        guard animating > 0 else { return }
        for (key, entry) in entries {
            guard let box = entry.box else { continue }
            box.animator.update(at: time)
            if !box.animator.isAnimating {
                entries[key]!.box = nil
                animating -= 1
            }
        }
    }

    /// The earliest time after `time` at which a view's animated geometry needs a new frame.
    func nextChange(after time: Double) -> Double? {
        guard animating > 0 else { return nil }
        var earliest: Double?
        for entry in entries.values {
            if let next = entry.box?.animator.nextFrameTime(after: time), !next.isNaN {
                earliest = min(earliest ?? next, next)
            }
        }
        return earliest
    }
}
