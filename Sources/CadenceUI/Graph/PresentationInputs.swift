/// What a render parameter's driver reads of the evaluation that presents the parameter
/// (`StateAnimationDriver.present(_:resetKey:in:)`): the time, the transaction and the environment.
///
/// A pass gives its `ResolveContext`. A frame that patches an animator's content in place gives a
/// `PatchContext`, which reads the same things from the animator's `SubtreeRecord`: making a
/// resolve context per animator and frame retained and released its half-dozen references, a
/// tenth of a patched view's frame.
@MainActor
protocol PresentationInputs {
    /// The stage's time of the evaluation, in seconds.
    var time: Double { get }
    /// Whether animating render parameters end at once (see `ResolveContext.endsAnimations`).
    var endsAnimations: Bool { get }
    /// The transaction of the changes being evaluated (copied: read it only to start an animation).
    var transaction: Transaction { get }
    /// Whether the transaction has an animation (asked without copying it).
    var transactionAnimates: Bool { get }
    /// Whether the transaction tracks velocity (asked without copying it).
    var transactionTracksVelocity: Bool { get }
    /// The environment of the view whose parameter it is.
    var environment: EnvironmentValues { get }
    /// The render-effect driver of the current identity for a parameter like `value`, made the first
    /// time (what `EffectModifier` presents through when it has no driver in hand).
    func effectDriver<Value: Animatable>(for value: Value) -> StateAnimationDriver<Value>
}

extension ResolveContext: PresentationInputs {
    var transactionAnimates: Bool { transaction.animation != nil }
    var transactionTracksVelocity: Bool { transaction.tracksVelocity }

    func effectDriver<Value: Animatable>(for value: Value) -> StateAnimationDriver<Value> {
        driver(slot: DriverSlot.effect) { StateAnimationDriver(value, resetKey: 0) }
    }
}

/// The inputs of a frame that patches an animator's content in place (`PatchableContent`): the
/// graph's time and what the animator's record kept of the evaluation that made it.
///
/// It lives only during the patch (`ViewGraph.patched(_:)`), while the graph and the record are held
/// by the caller, so it holds them without retaining them: copying it costs nothing. What every
/// patched effect asks (the time, the generation, the transaction's flags) is copied in when it is
/// made: each use of an `unowned(unsafe)` reference retains and releases it.
@MainActor
struct PatchContext: PresentationInputs {
    unowned(unsafe) let graph: ViewGraph
    unowned(unsafe) let record: SubtreeRecord
    /// The graph's notes of the nodes patched this pass.
    let notes: Unmanaged<PatchNotes>
    let time: Double
    /// The graph's generation: what the nodes a patch writes count as resolved in.
    let generation: Int
    let endsAnimations: Bool
    let transactionAnimates: Bool
    let transactionTracksVelocity: Bool

    init(graph: ViewGraph, record: SubtreeRecord) {
        self.graph = graph
        self.record = record
        notes = Unmanaged.passUnretained(graph.patchNotes)
        time = graph.time
        generation = graph.generation
        endsAnimations = record.endsAnimations
        transactionAnimates = record.transactionAnimates
        transactionTracksVelocity = record.transactionTracksVelocity
    }

    /// Notes that the patch wrote `node`'s render effect in place, so that the frame draws it again on
    /// its own.
    func notePatchedEffect(_ node: LayoutNode) {
        appendPatchNote(node, to: notes)
        node.recordsEmission = true
    }

    var transaction: Transaction { record.transaction }
    var environment: EnvironmentValues { record.environment }

    func effectDriver<Value: Animatable>(for value: Value) -> StateAnimationDriver<Value> {
        // A patch replaces an effect only where the node's own driver presents it
        // (`AnimatedEffect.isPresented(by:)`), so it always has the driver in hand.
        preconditionFailure("a patch presents render effects through their nodes' drivers")
    }
}
