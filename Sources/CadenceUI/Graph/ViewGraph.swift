import Observation

/// The live view tree of a stage: evaluates the root view into layout nodes, keeps per-identity
/// storage (state, drivers, lifecycle) between evaluations, and delivers `onAppear`/`onDisappear`.
///
/// Evaluation is whole-tree when state was written, the environment changed or a model changed: the
/// root is resolved again. A frame in which only keyframe animators' values changed resolves just
/// their content (see `SubtreeRecord`), once the pass before it was itself one that only drivers
/// caused. Storage survives because it is keyed by structural identity.
@MainActor
final class ViewGraph {
    /// More passes than this in one update means a view keeps invalidating itself (for example by
    /// writing state in `body` or in `onAppear` unconditionally); the update stops and reports it.
    static let maximumPassesPerUpdate = 64
    /// After this many subtree passes that had to give up, an animator's changes are shown by whole
    /// passes only (its content keeps needing them: an environment rebuilt every time, say).
    static let maximumSubtreePassFailures = 2

    // The properties a frame reads and writes per animator are not checked for exclusive access at
    // run time (`@exclusivity(unchecked)`): the checks cost more than the writes. Nothing accesses
    // one while an access to it is open.

    private let root: ContentResolver
    private var storageByIdentity: [ViewIdentity: NodeStorage] = [:]
    private(set) var generation = 0
    @exclusivity(unchecked) private(set) var isValid = false
    /// Whether something other than an animator with a `SubtreeRecord` made the graph invalid (state,
    /// the environment, a model, another driver): the next pass resolves the whole tree.
    @exclusivity(unchecked) private var needsFullPass = true
    /// Whether the records were made by a whole pass that only drivers caused (or by subtree passes
    /// since): a pass caused by a change (an animated transaction, a value an `.animation(_:value:)`
    /// saw change) records the transaction of that one pass, which the next frame must not replay.
    private var subtreesAreSteady = false
    /// Whether a frame in which only recorded animators changed may resolve just their content
    /// (tests turn it off to compare with whole passes).
    var allowsSubtreePasses = true
    /// Whether subtree passes may patch content in place (`PatchableContent`); tests compare both.
    var allowsPatches = true
    /// How many times a subtree pass patched an animator's content in place.
    @exclusivity(unchecked) private(set) var patchedSubtrees = 0
    /// The nodes patched in place by each pass since generation `patchLogBase`, when every pass
    /// since then only patched (`nil`: some pass did more): the stage then draws just those nodes
    /// again (see `Stage.render`).
    private var patchLog: [(generation: Int, nodes: [LayoutNode])] = []
    private var patchLogBase: Int?
    /// The pass in progress: the nodes it patched (see `PatchNotes`), and whether it did nothing else.
    let patchNotes = PatchNotes()
    @exclusivity(unchecked) private var passOnlyPatched = true
    /// The animators whose values changed since the last pass, when a subtree pass can show it.
    @exclusivity(unchecked) private var dirtySubtrees: [SubtreeRecord] = []
    /// Drivers of render effects that moved in this frame, which a subtree pass writes into their
    /// nodes (`EffectNodeDriver`) instead of a whole pass resolving every view to show them.
    @exclusivity(unchecked) private var movedEffectDrivers: [any EffectNodeDriver] = []
    /// How many times a subtree pass wrote a moving effect driver's value into its node.
    private(set) var patchedEffects = 0
    /// The storage and lifecycle identities visited by the pass in progress, in order (records keep
    /// their share, so a subtree pass can tell that it visited the same views).
    private var visitLog: [ViewIdentity] = []
    /// Whether a subtree pass is in progress (lifecycle visits are then compared, not delivered).
    private(set) var isResolvingSubtrees = false
    /// Set during a subtree pass when the content needs something only a whole pass can give.
    var subtreePassFailed = false
    /// Set during a subtree pass when new content may lay out differently from the old.
    private var subtreePassChangedLayout = false
    /// The records made during the subtree pass in progress.
    private var recordsMadeThisPass: [SubtreeRecord] = []
    private(set) var nodes: [LayoutNode] = []
    /// How many views (primitive and composite, modifiers included) have been resolved since the
    /// graph was made: what a pass re-evaluates, counted for the tests that pin how much work a frame
    /// does (a frame where nothing changed resolves none).
    @exclusivity(unchecked) var resolvedViews = 0
    /// The stage's time, as seen by views during evaluation.
    @exclusivity(unchecked) var time: Double = 0
    var environment: EnvironmentValues {
        didSet { invalidate() }
    }

    /// Lifecycle modifiers visited by the pass in progress, in tree order.
    private var visitedLifecycle: [ViewIdentity] = []
    /// Lifecycle modifiers currently appeared, in the order they appeared.
    private var presented: [ViewIdentity] = []
    private var lifecycleActions: [ViewIdentity: LifecycleActions] = [:]
    private var isPresenting = true

    /// Problems found while evaluating, in the order found (`Stage.issues` shows them).
    private(set) var issues: [StageIssue] = []

    /// The transaction of the latest change since the last pass that was made inside
    /// `withAnimation`/`withTransaction` with an animation (or with animations disabled): the next
    /// pass animates what changed with it.
    private var pendingTransaction: Transaction?
    /// The transaction of the latest animated change since the last pass that was not a `@State`
    /// write (a model's, the environment's): what a run of unanimated state writes passes on.
    private var pendingOtherTransaction: Transaction?
    /// The `@State` writes since the last pass, in runs of one transaction each (see
    /// `recordStateWrite(in:restore:apply:)`).
    private var writeRuns: [StateWriteRun] = []
    /// Whether the pass being resolved follows a change of state (or is the first), rather than
    /// only running animations moving: SwiftUI has transactions for changes only, so a
    /// `transaction(_:)` modifier changes these passes alone.
    private(set) var passFollowsChange = true
    /// Whether something other than a driver invalidated the views since the last pass began.
    private var changedSinceLastPass = true
    /// Keeps the completion handlers of pending transactions from running before the pass that
    /// starts their animations (see `TransactionHold`).
    private var transactionHolds: [TransactionHold] = []

    /// The stage's run loop and stores, for the views' tasks, timers and `@AppStorage`.
    var runLoop: StageRunLoop?
    var stageStorage: StageStorage?
    /// Changes observed outside a pass (`@Observable` models, `ObservableObject`s), with the
    /// transaction they were made in; taken at the next update.
    let externalChanges = ExternalChanges()
    /// Model objects and publishers the views subscribe to (see `DataFlow`).
    let subscriptions = GraphSubscriptions()
    /// Actions to run after the pass in progress (`onChange`), in the order queued.
    private var afterPass: [@MainActor () -> Void] = []

    /// Lays the resolved nodes out and draws them without keeping the result, so that geometry
    /// readers record the frames they are drawn in (the stage installs it). A pass that makes views
    /// appear measures first: SwiftUI lays a view out before its `onAppear` runs, so an action that
    /// starts an animation sees the reader's real size, not the zero of a reader never drawn.
    var measureGeometry: (@MainActor () -> Void)?
    /// Whether the pass in progress resolved a view that reads its geometry (`GeometryReader`,
    /// `onGeometryChange`).
    var passReadsGeometry = false
    /// Where layout put each view and the animations moving views to new places (the stage's).
    var layoutAnimations: LayoutAnimations?
    /// Lays `nodes` (of graph generation `generation`) out and records where each view goes, starting
    /// the layout animations of the views resolved in an animated transaction (the stage installs it).
    var recordLayout: (@MainActor (_ nodes: [LayoutNode], _ generation: Int) -> Void)?
    /// Whether the pass in progress resolved a view in an animated transaction, so where layout puts
    /// views may animate from where the previous pass put them.
    var passAnimatesGeometry = false
    /// The date of stage time 0 (the stage's `startDate`): what `TimelineView`s start from.
    var dateOrigin = Stage.referenceDate
    /// Measure-and-resolve rounds one pass may take before its appearances run.
    private static let maximumGeometryRounds = 8

    init(environment: EnvironmentValues, root: @escaping ContentResolver) {
        self.environment = environment
        self.root = root
        unretained.point(at: self)
    }

    deinit {
        unretained.objectWillGo(Unmanaged.passUnretained(self).toOpaque())
    }

    /// A reference to this graph for what must not keep it alive (a `@State` cell a view's copy
    /// may outlive the stage with): a `weak` one would give the graph a side table, and every
    /// retain of it (each resolve context holds it) would take the runtime's slow path.
    let unretained = UnretainedReference<ViewGraph>()

    /// Marks the views for evaluation. Called by state writes, so it notes the transaction they were
    /// made in (`withAnimation { isExpanded.toggle() }`); when several writes precede a pass, the
    /// latest animated one gives the pass its transaction.
    func invalidate() {
        invalidate(in: Transaction.current)
    }

    /// Marks the views for evaluation because of a change made in `transaction`.
    func invalidate(in transaction: Transaction) {
        isValid = false
        needsFullPass = true
        changedSinceLastPass = true
        guard transaction.givesPassItsTransaction else { return }
        pendingTransaction = transaction
        pendingOtherTransaction = transaction
        if transaction.animation != nil {
            transactionHolds.append(TransactionHold(transaction, at: time))
        }
    }

    /// Marks the views for evaluation because a `@State` value was written in `transaction`:
    /// `restore` puts back the value it had before the write, `apply` makes the write again.
    ///
    /// SwiftUI queues each transaction's state changes and updates the views once per transaction,
    /// in order, so `withAnimation(.easeOut) { a = 1 }` followed by
    /// `withAnimation(.spring.delay(0.6)) { b = 1 }` in one action animates `a` and `b` each with its
    /// own animation, and a write outside both changes at once. The graph keeps the writes since the
    /// last pass in runs of one transaction each (`Transaction.mayConcatenate(with:)`); with more
    /// than one run, `takeWriteRuns()` evaluates them one after another.
    func recordStateWrite(in transaction: Transaction, restore: @escaping () -> Void, apply: @escaping () -> Void) {
        if writeRuns.last?.transaction.mayConcatenate(with: transaction) != true {
            writeRuns.append(StateWriteRun(transaction: transaction))
        }
        let last = writeRuns.count - 1
        writeRuns[last].restores.append(restore)
        writeRuns[last].applies.append(apply)
        isValid = false
        needsFullPass = true
        changedSinceLastPass = true
        guard transaction.givesPassItsTransaction else { return }
        pendingTransaction = transaction
        if transaction.animation != nil {
            writeRuns[last].holds.append(TransactionHold(transaction, at: time))
        }
    }

    /// Takes the state writes made since the last pass. Writes made in one transaction are left for
    /// the coming pass (their completion holds join its holds); writes made in several are put back
    /// and made again run by run, each run but the last evaluated in a pass of its own with its own
    /// transaction, so the coming pass evaluates the last run.
    private func takeWriteRuns() {
        let runs = writeRuns
        writeRuns = []
        guard runs.count > 1 else {
            if let run = runs.first { transactionHolds += run.holds }
            return
        }
        for run in runs.reversed() {
            for restore in run.restores.reversed() { restore() }
        }
        let other = pendingOtherTransaction
        for (index, run) in runs.enumerated() {
            for apply in run.applies { apply() }
            pendingTransaction = run.transaction.givesPassItsTransaction ? run.transaction : other
            transactionHolds += run.holds
            guard index < runs.count - 1 else { break }
            isValid = true
            needsFullPass = false
            passFollowsChange = true
            changedSinceLastPass = false
            evaluate()
        }
        isValid = false
        needsFullPass = true
        changedSinceLastPass = true
    }

    /// Records `issue` once (a view evaluated every frame would otherwise repeat it every frame).
    func report(_ kind: StageIssue.Kind, _ message: String) {
        issues.recordOnce(StageIssue(kind, message))
    }

    /// How many dynamic properties could not be installed (an `@EnvironmentObject` or
    /// `@Environment(Model.self)` without its object): the view being installed draws nothing.
    private(set) var missingDependencies = 0

    /// Reports `issue` and marks the view being installed as unable to evaluate its body.
    func reportMissingDependency(_ issue: String) {
        report(.missingDependency, issue)
        missingDependencies += 1
    }

    /// Evaluates until nothing is invalid, delivering lifecycle actions between passes (they may
    /// change state again). Does nothing while hidden; the update happens when shown again.
    func update() {
        guard isPresenting else { return }
        var passes = 0
        if let transaction = externalChanges.take() { invalidate(in: transaction) }
        transactionHolds += externalChanges.takeHolds()
        takeWriteRuns()
        if !isValid, !needsFullPass, subtreesAreSteady, allowsSubtreePasses, pendingTransaction == nil, transactionHolds.isEmpty,
           !dirtySubtrees.isEmpty || !movedEffectDrivers.isEmpty, resolveDirtySubtrees() {
            isValid = !needsFullPass
            if let transaction = externalChanges.take() { invalidate(in: transaction) }
            transactionHolds += externalChanges.takeHolds()
        }
        // Otherwise a whole pass shows them; it is still one that only drivers caused (so its
        // records can be replayed and the next frame can patch).
        movedEffectDrivers = []
        for record in dirtySubtrees { record.isDirty = false }
        dirtySubtrees = []
        while !isValid {
            passes += 1
            if passes > Self.maximumPassesPerUpdate {
                report(.unsettled, "update did not settle after \(Self.maximumPassesPerUpdate) passes at t = \(time): a view changes state every time it is evaluated")
                isValid = true
                break
            }
            takeWriteRuns()
            isValid = true
            // A pass no change caused (only drivers moved) records subtrees a later frame can replay.
            let causedByDriversOnly = !needsFullPass && pendingTransaction == nil && transactionHolds.isEmpty
            needsFullPass = false
            passFollowsChange = changedSinceLastPass
            changedSinceLastPass = false
            evaluate()
            subtreesAreSteady = causedByDriversOnly
            if let transaction = externalChanges.take() { invalidate(in: transaction) }
            transactionHolds += externalChanges.takeHolds()
        }
    }

    /// Queues `action` to run once the pass in progress is done (after appearances).
    func runAfterPass(_ action: @escaping @MainActor () -> Void) {
        afterPass.append(action)
    }

    /// Hides everything: every appeared view gets `onDisappear` (latest first) and every driver is
    /// told; state is kept, so showing again resumes where it was.
    func hide() {
        guard isPresenting else { return }
        isPresenting = false
        let gone = presented.reversed()
        presented = []
        for storage in storageByIdentity.values {
            for driver in storage.drivers.values { driver.visibilityChanged(false, at: time) }
        }
        for identity in gone { lifecycleActions[identity]?.onDisappear?() }
    }

    /// Shows again: drivers are told at once, views appear at the next update.
    func show() {
        guard !isPresenting else { return }
        isPresenting = true
        for storage in storageByIdentity.values {
            for driver in storage.drivers.values { driver.visibilityChanged(true, at: time) }
        }
        invalidate()
    }

    var isShown: Bool { isPresenting }

    /// Every live driver with its storage and slot, in one array (a frame visits every driver two or
    /// three times; walking the storage dictionary and each storage's table costs more than the
    /// drivers' own work). Made again when a driver table or the set of storages changed.
    ///
    /// Dormant drivers (`AnimationDriver.isDormant`: a render effect's idle state animation, one
    /// per `scaleEffect`, `offset`, `opacity` … of every view) are left out: a frame would only ask
    /// each whether it moved. The list is made again when one wakes.
    private var driverList: [DriverEntry] {
        if driverListVersion != NodeStorage.driverTablesVersion || driverListDormancy != NodeStorage.driverDormancyChanges {
            cachedDriverList = storageByIdentity.values.flatMap { storage in
                storage.drivers.compactMap { $0.value.isDormant ? nil : DriverEntry(storage: storage, slot: $0.key, driver: $0.value) }
            }
            driverListVersion = NodeStorage.driverTablesVersion
            driverListDormancy = NodeStorage.driverDormancyChanges
        }
        return cachedDriverList
    }
    private var cachedDriverList: [DriverEntry] = []
    /// How many drivers a frame walks now (dormant ones are left out): what the tests count.
    var walkedDriverCount: Int { driverList.count }
    private var driverListVersion = -1
    private var driverListDormancy = -1

    /// Moves every driver to `time`; invalidates when one of them changed what it presents.
    func advanceDrivers(to time: Double) {
        self.time = time
        layoutAnimations?.advance(to: time)
        // The lists and flags are written once, after the walk: each write of a graph property is
        // checked for exclusive access at run time, and a frame moves a thousand drivers.
        var dirty = dirtySubtrees
        dirtySubtrees = []
        var moved = movedEffectDrivers
        movedEffectDrivers = []
        var changed = false
        var needsPass = false
        for entry in driverList where entry.driver.advance(to: time) {
            changed = true
            let storage = entry.storage
            if let record = storage.subtree, record.slot == entry.slot,
               storage.subtreePassFailures < Self.maximumSubtreePassFailures {
                if !record.isDirty {
                    record.isDirty = true
                    dirty.append(record)
                }
            } else if entry.slot == DriverSlot.effect, allowsPatches, let effect = entry.driver.effectNodeDriver, effect.drivesANode {
                // A render effect's animation: written into its node (see `update()`).
                moved.append(effect)
            } else {
                // Not a change of state: the views evaluate again to show the driver's value.
                needsPass = true
            }
        }
        dirtySubtrees = dirty
        movedEffectDrivers = moved
        if changed { isValid = false }
        if needsPass { needsFullPass = true }
    }

    /// The first discrete change of any driver in (`time`, `limit`) (see
    /// `AnimationDriver.nextDiscreteChange(after:upTo:)`).
    func nextDiscreteChange(after time: Double, upTo limit: Double) -> Double? {
        var earliest: Double?
        for entry in driverList {
            if let instant = entry.driver.nextDiscreteChange(after: time, upTo: limit), instant > time, instant < limit {
                earliest = min(earliest ?? instant, instant)
            }
        }
        return earliest
    }

    /// The earliest time after the current one at which a driver needs a new frame.
    var nextDriverChange: Double? {
        var earliest = layoutAnimations?.nextChange(after: time)
        for entry in driverList {
            if let next = entry.driver.nextChange(after: time), !next.isNaN {
                earliest = min(earliest ?? next, next)
            }
        }
        return earliest
    }

    /// The storage of every live identity (for tests).
    var storages: some Collection<NodeStorage> { storageByIdentity.values }

    func storage(for identity: ViewIdentity) -> NodeStorage {
        visitLog.append(identity)
        if let existing = storageByIdentity[identity] {
            existing.generation = generation
            return existing
        }
        let made = NodeStorage(generation: generation)
        storageByIdentity[identity] = made
        return made
    }

    /// Where the next lifecycle visit of this pass goes: a modifier takes its place before resolving
    /// its content, so appearances run outer before inner.
    var lifecycleMark: Int { visitedLifecycle.count }

    /// Records that lifecycle modifiers at `identities` are part of this pass, with their current
    /// actions, at `mark` in tree order.
    func visitLifecycle(_ identities: [ViewIdentity], actions: LifecycleActions, at mark: Int) {
        visitLog += identities
        guard !isResolvingSubtrees else {
            // The same modifiers as before (or the pass fails): only their actions are new.
            for identity in identities where lifecycleActions[identity] != nil { lifecycleActions[identity] = actions }
            return
        }
        visitedLifecycle.insert(contentsOf: identities, at: min(mark, visitedLifecycle.count))
        for identity in identities { lifecycleActions[identity] = actions }
    }

    /// One pass: resolves the tree, then (when views are about to appear and some view reads its
    /// geometry) measures and resolves again until the geometry holds still, then delivers the
    /// lifecycle actions.
    private func evaluate() {
        // The nodes drawn before this pass: recorded before an animated pass's own nodes, so its
        // animations start from where the views were.
        let previous = (nodes: nodes, generation: generation)
        passAnimatesGeometry = false
        resolvePass()
        if passReadsGeometry, let measureGeometry, hasPendingAppearances {
            for _ in 0..<Self.maximumGeometryRounds {
                measureGeometry()
                guard !isValid else { break }
                isValid = true
                resolvePass()
            }
        }
        recordAnimatedLayout(after: previous)
        deliverLifecycle()
    }

    /// After a pass that resolved views in an animated transaction: records the layout drawn before
    /// it (unless recorded already) and its own, so the views it moved start gliding now.
    private func recordAnimatedLayout(after previous: (nodes: [LayoutNode], generation: Int)) {
        guard passAnimatesGeometry, let recordLayout, let layoutAnimations else { return }
        passAnimatesGeometry = false
        if layoutAnimations.recordedGeneration != previous.generation, !previous.nodes.isEmpty {
            recordLayout(previous.nodes, previous.generation)
        }
        recordLayout(nodes, generation)
    }

    /// Whether the pass just resolved visited lifecycle modifiers that have not appeared yet.
    private var hasPendingAppearances: Bool {
        let presentedSet = Set(presented)
        return visitedLifecycle.contains { !presentedSet.contains($0) }
    }

    private func resolvePass() {
        passReadsGeometry = false
        generation += 1
        forgetPatchLog()
        visitedLifecycle = []
        visitLog = []
        var context = ResolveContext(graph: self, identity: ViewIdentity(), environment: environment)
        context.transaction = pendingTransaction ?? Transaction()
        pendingTransaction = nil
        pendingOtherTransaction = nil
        let holds = transactionHolds
        transactionHolds = []
        // Values made in `body` (`Color("name")`) report their problems through the sink.
        let sink = IssueSink()
        let changes = externalChanges
        nodes = IssueSink.$current.withValue(sink) {
            withObservationTracking {
                subscriptions.beginPass()
                defer { subscriptions.endPass() }
                return root(context)
            } onChange: {
                changes.mark(Transaction.current)
            }
        }
        for issue in sink.drain() { issues.recordOnce(issue) }
        // The animators this pass started hold the completions now; let go of the pass's own hold.
        for var hold in holds { hold.release(at: time) }

        for (identity, storage) in storageByIdentity where storage.generation != generation {
            for driver in storage.drivers.values { driver.visibilityChanged(false, at: time) }
            storageByIdentity[identity] = nil
            if !storage.drivers.isEmpty { NodeStorage.driverTablesVersion &+= 1 }
        }
    }

    private func deliverLifecycle() {
        // Disappearances first (latest appeared first), then appearances in tree order.
        let visitedSet = Set(visitedLifecycle)
        let presentedSet = Set(presented)
        let gone = presented.reversed().filter { !visitedSet.contains($0) }
        let new = visitedLifecycle.filter { !presentedSet.contains($0) }
        presented = presented.filter { visitedSet.contains($0) } + new
        for identity in gone {
            lifecycleActions[identity]?.onDisappear?()
            lifecycleActions[identity] = nil
        }
        for identity in new {
            lifecycleActions[identity]?.onAppear?()
        }
        let actions = afterPass
        afterPass = []
        for action in actions { action() }
    }
    // MARK: Subtree passes

    /// Resolves an animator's content with `body` (in `context`, with `placeholder` standing for the
    /// modified view of a modifier form) and records how, so that a frame in which only the driver in
    /// `slot` changed can resolve just this content again (see `SubtreeRecord`).
    func resolveSubtree(at context: ResolveContext, slot: DriverSlot, placeholder: ContentResolver?,
                        patch: SubtreeRecord.Patch? = nil, body: @escaping SubtreeRecord.Body) -> [LayoutNode] {
        let storage = storage(for: context.identity)
        let start = visitLog.count
        let (placeholderRecord, recordingPlaceholder) = PlaceholderRecord.recording(placeholder, dependsOnIdentity: false)
        let (contentRecord, recordingContent) = PlaceholderRecord.recording(context.modifierContent, dependsOnIdentity: true)
        var recording = context
        recording.modifierContent = recordingContent
        let nodes = body(recording, recordingPlaceholder)
        let made = SubtreeRecord(slot: slot, context: context, body: body, patch: patch, placeholder: placeholderRecord,
                                 modifierContent: contentRecord, outputs: nodes, visits: Array(visitLog[start...]))
        storage.subtree = made
        if isResolvingSubtrees { recordsMadeThisPass.append(made) }
        return nodes
    }

    /// Where the next visit goes in the pass's log.
    var visitMark: Int { visitLog.count }

    /// Forgets the visits logged since `mark`: those of a placeholder's view, which a subtree pass
    /// replays instead of resolving (so the record compares what the content itself visits).
    func forgetVisits(since mark: Int) {
        visitLog.removeSubrange(min(mark, visitLog.count)...)
    }

    /// Resolves the content of the animators whose values changed, in place; `false` when that cannot
    /// stand for a whole pass (the caller then makes one).
    private func resolveDirtySubtrees() -> Bool {
        // Outer animators first: resolving one resolves the animators in its content again.
        // Usually already in order (animators at one depth, as in a list of rows): checked first.
        var dirty = dirtySubtrees
        var depth = 0
        for record in dirty {
            let next = record.identity.depth
            if next < depth {
                dirty.sort { $0.identity.depth < $1.identity.depth }
                break
            }
            depth = next
        }
        let before = generation
        generation += 1
        patchNotes.nodes = []
        passOnlyPatched = true
        visitLog = []
        recordsMadeThisPass = []
        subtreePassFailed = false
        subtreePassChangedLayout = false
        passAnimatesGeometry = false
        isResolvingSubtrees = true
        passFollowsChange = false
        defer {
            isResolvingSubtrees = false
            recordsMadeThisPass = []
        }
        let sink = IssueSink()
        let changes = externalChanges
        let resolved = IssueSink.$current.withValue(sink) {
            withObservationTracking {
                // Loops rather than `allSatisfy` with a closure: a main-actor closure handed to a
                // nonisolated function checks its executor at every call, once per animator here.
                var counts = PatchCounts()
                defer {
                    resolvedViews += counts.views
                    patchedSubtrees += counts.subtrees
                }
                for record in dirty where record.isCurrent {
                    guard resolveAgain(record, counts: &counts) else { return false }
                }
                for driver in movedEffectDrivers {
                    guard patchEffect(driver) else { return false }
                }
                return true
            } onChange: {
                changes.mark(Transaction.current)
            }
        }
        for issue in sink.drain() { issues.recordOnce(issue) }
        guard resolved else {
            forgetPatchLog()
            return false
        }
        if subtreePassChangedLayout {
            for node in nodes { node.forgetLayout() }
        }
        logPatches(from: before)
        let actions = afterPass
        afterPass = []
        for action in actions { action() }
        return true
    }

    /// Writes a moving effect driver's value into its node, as a whole pass would show it (after
    /// the animators' content, which may have made that node anew); `false` when it has none.
    private func patchEffect(_ driver: any EffectNodeDriver) -> Bool {
        guard let node = driver.patchEffectNode(at: time) else { return false }
        node.notePatched(inGeneration: generation)
        node.recordsEmission = true
        patchNotes.nodes.append(node)
        patchedEffects += 1
        return true
    }

    /// Patches `record`'s outputs in place (see `PatchableContent`) where that draws what resolving
    /// its content would (`SubtreeRecord.patchPlaceholder`, and no layout animation waiting for a
    /// transaction). `false`: nothing was done.
    private func patched(_ record: SubtreeRecord, counts: inout PatchCounts) -> Bool {
        // Whether no layout animation waits for a transaction, asked once until a record is resolved
        // (which may start one), not per record.
        if counts.mayPatch == nil { counts.mayPatch = allowsPatches && (layoutAnimations?.pendingTransactions.isEmpty ?? true) }
        guard counts.mayPatch == true, !record.patchGaveUp, let patch = record.patch,
              let placeholder = record.patchPlaceholder else { return false }
        // Every render effect the content closure wraps the placeholder in may have changed, not
        // only the outermost: the patch notes each node it writes (`PatchContext.notePatchedEffect(_:)`), outer
        // first, to be drawn again (or moved, or faded) in turn. With the outermost alone, an opacity
        // around a changing scale faded its items again with the transforms they had, and the scale
        // stood still. A patch that does not finish takes its notes back.
        let mark = patchNotes.nodes.count
        switch patch(PatchContext(graph: self, record: record), record.outputs, placeholder) {
        case .patched(let views):
            // Counted by the caller, once per pass.
            counts.views += views
            counts.subtrees += 1
            return true
        case .notNow:
            patchNotes.nodes.removeSubrange(mark...)
            return false
        case .never:
            patchNotes.nodes.removeSubrange(mark...)
            record.patchGaveUp = true
            return false
        }
    }

    /// The nodes that the passes since generation `base` patched in place, when those passes did
    /// nothing else (so the nodes drawn at `base` are the same, only those changed, and only in their
    /// render effects); `nil` otherwise. Forgets the passes up to `base`.
    func patchedNodes(since base: Int) -> [LayoutNode]? {
        guard let patchLogBase, patchLogBase <= base, base < generation else { return nil }
        patchLog.removeAll { $0.generation <= base }
        self.patchLogBase = base
        return patchLog.count == 1 ? patchLog[0].nodes : patchLog.flatMap(\.nodes)
    }

    /// Notes the subtree pass from generation `before` that just ended: one that only patched
    /// continues the log (or starts one); any other forgets it.
    private func logPatches(from before: Int) {
        guard passOnlyPatched else { return forgetPatchLog() }
        // A stage that is not drawn keeps a short log; it draws everything again when it is.
        if let patchLogBase, (patchLog.last?.generation ?? patchLogBase) == before, patchLog.count < 16 {
            patchLog.append((generation, patchNotes.nodes))
        } else {
            patchLogBase = before
            patchLog = [(generation, patchNotes.nodes)]
        }
        patchNotes.nodes = []
    }

    private func forgetPatchLog() {
        patchLogBase = nil
        patchLog = []
        patchNotes.nodes = []
    }

    /// A resolver that gives the nodes `recorded` holds, or fails the subtree pass where they do not
    /// stand for what resolving would give.
    private func replaying(_ recorded: PlaceholderRecord) -> ContentResolver {
        { [unowned self] here in
            guard let nodes = recorded.replay(in: here) else {
                subtreePassFailed = true
                return []
            }
            return nodes
        }
    }

    /// Resolves `record`'s content again and, when it resolved as a whole pass would have it,
    /// puts the new nodes in the place of the old.
    private func resolveAgain(_ record: SubtreeRecord, counts: inout PatchCounts) -> Bool {
        if patched(record, counts: &counts) { return true }
        counts.mayPatch = nil
        var context = ResolveContext(graph: self, identity: record.identity, environment: record.environment)
        context.transaction = record.transaction
        context.endsAnimations = record.endsAnimations
        context.transitionScope = record.transitionScope
        passOnlyPatched = false
        context.modifierContent = record.modifierContent.map(replaying)
        let placeholder = record.placeholder.map(replaying)
        let storage = storage(for: record.identity)
        let start = visitLog.count
        let made = recordsMadeThisPass.count
        let nodes = record.body(context, placeholder)
        guard !subtreePassFailed, !passAnimatesGeometry, record.outputsHadNoTraits,
              nodes.count == record.outputs.count, nodes.allSatisfy(\.hasNoLayoutTraits),
              visitLog[start...].elementsEqual(record.visits) else {
            storage.subtreePassFailures += 1
            return false
        }
        for (old, new) in zip(record.outputs, nodes) where old !== new {
            if !LayoutNode.laysOutAlike(old, new) { subtreePassChangedLayout = true }
            old.adoptContent(of: new)
            // An animator inside the content that returned `new` itself now finds it at `old`.
            for inner in recordsMadeThisPass[made...] {
                for index in inner.outputs.indices where inner.outputs[index] === new { inner.outputs[index] = old }
            }
        }
        return true
    }
}

/// A driver the graph walks at a frame, with its storage and slot (see `ViewGraph.driverList`).
///
/// Held without retaining: the list is made again before it is read whenever a driver table
/// changed or a storage with drivers was dropped (both move `NodeStorage.driverTablesVersion` on),
/// so every entry's storage and driver are alive in the graph when it is read. Retaining them cost
/// five reference-count operations per animated view and frame.
private struct DriverEntry {
    unowned(unsafe) let storage: NodeStorage
    let slot: DriverSlot
    unowned(unsafe) let driver: any AnimationDriver
}

/// The views and animators a subtree pass patched in place, counted as it goes and added to the
/// graph's counts once at its end.
private struct PatchCounts {
    var views = 0
    var subtrees = 0
    /// Whether records may be patched now (`nil`: to be asked).
    var mayPatch: Bool?
}

/// `@State` writes made in one transaction since the last pass (see
/// `ViewGraph.recordStateWrite(in:restore:apply:)`).
private struct StateWriteRun {
    let transaction: Transaction
    var restores: [() -> Void] = []
    var applies: [() -> Void] = []
    var holds: [TransactionHold] = []
}

extension Transaction {
    /// Whether a pass evaluating a change made in this transaction takes the transaction (it
    /// animates, turns animations off, tracks velocity or carries custom values) rather than the
    /// pass's default.
    fileprivate var givesPassItsTransaction: Bool {
        animation != nil || disablesAnimations || tracksVelocity || hasCustomValues
    }
}

/// The nodes a subtree pass patched in place so far (`PatchContext.notePatchedEffect(_:)`), in a box of
/// their own: a patch reaches it through its `PatchContext` without retaining it, where reaching
/// the graph retained and released the graph per patched effect.
final class PatchNotes {
    // Not checked for exclusive access at run time (each check costs about what the append does):
    // nothing reads the list while it is being appended to.
    @exclusivity(unchecked) var nodes: [LayoutNode] = []
}

/// Appends `node` to `notes`, which the caller keeps alive. Nonisolated, so that the closure reading
/// the box is too (a main-actor closure handed to a nonisolated function checks its executor each
/// time it runs).
nonisolated func appendPatchNote(_ node: LayoutNode, to notes: Unmanaged<PatchNotes>) {
    notes._withUnsafeGuaranteedRef { $0.nodes.append(node) }
}
