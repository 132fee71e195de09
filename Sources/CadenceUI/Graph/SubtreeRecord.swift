/// What the graph keeps of an animator's content so that a frame in which only animators' values
/// changed resolves just their content again, not the whole tree: SwiftUI's model, where a new
/// animation value invalidates the views that read it and nothing above them.
///
/// A keyframe animator resolves its content through `ViewGraph.resolveSubtree`, which records here
/// how to do it again (the context it resolved in, the closure that presents the driver's value and
/// resolves the content, the nodes the modified view's placeholder stood for) and what it found
/// (the nodes it returned, the storage and lifecycle identities it visited). At the next frame where
/// the driver reports a change and nothing else is invalid, the graph calls the closure again in
/// that context; the old nodes take the new content in place (`LayoutNode.adoptContent(of:)`). When
/// anything could differ from what a whole pass would do (another number of nodes, other identities
/// visited, a placeholder used in another environment or not used before, an animated geometry
/// change), the graph resolves the whole tree instead, as before. An animator whose content gave up
/// twice is left to whole passes from then on (`NodeStorage.subtreePassFailures`), so content that
/// always needs them does not pay for both.
@MainActor
final class SubtreeRecord {
    /// Resolves the content again: in `context`, with the modified view's placeholder (for the
    /// modifier forms) in the second argument.
    typealias Body = @MainActor (_ context: ResolveContext, _ placeholder: ContentResolver?) -> [LayoutNode]
    /// Writes the content for the driver's new value into `outputs` in place, when the content is
    /// the placeholder (whose node is `placeholder`) under animated render effects only (see
    /// `PatchableContent`), in `context`. When it does not patch, nothing was changed but the
    /// driver's presented value, which `body` presents again at the same time to the same effect.
    typealias Patch = @MainActor (_ context: PatchContext, _ outputs: [LayoutNode], _ placeholder: LayoutNode) -> PatchOutcome

    /// What a patch did.
    enum PatchOutcome {
        /// Patched the outputs in place, standing for this many views resolved.
        case patched(views: Int)
        /// Not at this frame (a cross-fade composes new nodes); perhaps at a later one.
        case notNow
        /// The content does not have the shape a patch needs (it rarely changes: not tried again).
        case never
    }

    // The fields a frame reads first, before the context's (an environment and a transaction): a
    // frame goes through a thousand records, and each line a record's fields spread over is a miss.
    // The variable ones are not checked for exclusive access at run time (`@exclusivity(unchecked)`):
    // a frame reads and writes them per animator, and each check cost a tenth of what the
    // record's share of the frame does otherwise. Nothing accesses them while an access is open.

    /// Whether the record waits in the graph's list of subtrees to resolve.
    @exclusivity(unchecked) var isDirty = false
    /// Whether the record is still its storage's (a newer resolution replaces it).
    @exclusivity(unchecked) var isCurrent = true
    /// The cheaper way to do what `body` does, for content that allows it. (A constant, read without
    /// retaining it: `patchGaveUp` says when it stopped being tried.)
    let patch: Patch?
    /// Whether `patch` answered that it cannot (the content's shape rarely changes), so it is not
    /// tried every frame.
    @exclusivity(unchecked) var patchGaveUp = false
    /// The nodes the content resolved to, in the tree.
    @exclusivity(unchecked) var outputs: [LayoutNode]
    /// The placeholder's node, when a patch can draw what resolving the content would, as far as
    /// the record itself tells (it and its placeholder's record do not change once the pass that
    /// made them is over; judged at the first frame that asks): outputs returned without traits,
    /// the placeholder's one node recorded in the record's own environment and transition scope,
    /// and no animated transaction (which would key the new nodes' geometry changes to it, and
    /// makes the pass record its layout); `nil` when it cannot. Kept here so that a frame reaches
    /// it without going through the placeholder's record and its array (two cache misses a view).
    var patchPlaceholder: LayoutNode? {
        if let judged = judgedPatchPlaceholder { return judged }
        let judged = judgePatchPlaceholder()
        judgedPatchPlaceholder = .some(judged)
        return judged
    }
    /// `patchPlaceholder` once judged (`.some(nil)`: it cannot).
    @exclusivity(unchecked) private var judgedPatchPlaceholder: LayoutNode?? = .none

    private func judgePatchPlaceholder() -> LayoutNode? {
        guard outputsHadNoTraits, let placeholder, let nodes = placeholder.nodes, nodes.count == 1,
              placeholder.environment?.isIdentical(to: environment) == true,
              placeholder.transitionScope === transitionScope,
              transaction.animation == nil || transaction.disablesAnimations || endsAnimations else { return nil }
        return nodes[0]
    }
    /// The driver slot of the animator that made the record: a change of that driver resolves it.
    let slot: DriverSlot
    /// The identity the content resolved at.
    let identity: ViewIdentity
    let environment: EnvironmentValues
    let transaction: Transaction
    /// Whether `transaction` has an animation, and whether it tracks velocity: what a patched frame
    /// asks of it (`PatchContext`), kept apart so that asking does not copy it.
    let transactionAnimates: Bool
    let transactionTracksVelocity: Bool
    let endsAnimations: Bool
    let transitionScope: TransitionScope?
    let body: Body
    /// What the modified view's placeholder resolved to and where (nil for the view forms).
    let placeholder: PlaceholderRecord?
    /// What the content of an enclosing custom modifier (`_ViewModifier_Content`) resolved to and
    /// where, when the context had one.
    let modifierContent: PlaceholderRecord?
    /// Whether the content returned its nodes without traits (`LayoutNode.hasNoLayoutTraits`):
    /// the modifiers around the animator may have set traits on them since, which the nodes keep
    /// when they take new content.
    let outputsHadNoTraits: Bool
    /// The storage and lifecycle identities visited while resolving, in order.
    let visits: [ViewIdentity]

    init(slot: DriverSlot, context: ResolveContext, body: @escaping Body, patch: Patch?, placeholder: PlaceholderRecord?,
         modifierContent: PlaceholderRecord?, outputs: [LayoutNode], visits: [ViewIdentity]) {
        self.slot = slot
        identity = context.identity
        environment = context.environment
        transaction = context.transaction
        transactionAnimates = context.transaction.animation != nil
        transactionTracksVelocity = context.transaction.tracksVelocity
        endsAnimations = context.endsAnimations
        transitionScope = context.transitionScope
        self.body = body
        self.patch = patch
        self.placeholder = placeholder
        self.modifierContent = modifierContent
        self.outputs = outputs
        outputsHadNoTraits = outputs.allSatisfy(\.hasNoLayoutTraits)
        self.visits = visits
    }
}

/// The nodes an animator modifier's placeholder (the modified view), or an enclosing custom
/// modifier's content, resolved to in a pass, and the context it was used in: a frame that resolves
/// only the animator's content uses them again when the content uses them in the same place.
@MainActor
final class PlaceholderRecord {
    /// Whether the nodes depend on where the content is used (a custom modifier's content resolves
    /// at the place it is used; an animator's placeholder always at the animator's identity).
    let dependsOnIdentity: Bool
    var nodes: [LayoutNode]?
    var identity: ViewIdentity?
    var environment: EnvironmentValues?
    var transitionScope: TransitionScope?

    init(dependsOnIdentity: Bool) {
        self.dependsOnIdentity = dependsOnIdentity
    }

    /// A record for `resolver`, if there is one, and the resolver that fills it in its place.
    static func recording(_ resolver: ContentResolver?, dependsOnIdentity: Bool) -> (PlaceholderRecord?, ContentResolver?) {
        guard let resolver else { return (nil, nil) }
        let record = PlaceholderRecord(dependsOnIdentity: dependsOnIdentity)
        return (record, record.recording(resolver))
    }

    /// A resolver that resolves with `base` and records the first result (`base` is not kept: it
    /// may be a closure that must not escape the pass). What `base` visits is left out of the
    /// record's visits: a subtree pass replays the nodes instead.
    func recording(_ base: @escaping ContentResolver) -> ContentResolver {
        { [self] here in
            let mark = here.graph.visitMark
            let nodes = base(here)
            here.graph.forgetVisits(since: mark)
            if self.nodes == nil {
                self.nodes = nodes
                identity = here.identity
                environment = here.environment
                transitionScope = here.transitionScope
            }
            return nodes
        }
    }

    /// The recorded nodes, if `context` is where they were resolved; otherwise `nil`.
    func replay(in context: ResolveContext) -> [LayoutNode]? {
        guard let nodes, let environment, environment.isIdentical(to: context.environment),
              transitionScope === context.transitionScope,
              !dependsOnIdentity || identity == context.identity else { return nil }
        return nodes
    }
}
