import Foundation
/// Hosts a root view at a fixed size over virtual time and yields a ``DisplayList`` per frame.
///
/// ```swift
/// let stage = Stage(size: CGSize(width: 200, height: 200)) {
///     LikeButton()
/// }
/// stage.schedule(.tap(identifier: "like"), at: 0.25)
/// let frames = stage.frames(0..<30, fps: 60)      // t = i / 60, exactly
/// print(frames[20])                               // the list's text form
/// ```
///
/// Time is a `Double` in seconds, starting at 0, and only moves when you move it (`advance(to:)`,
/// `advance(by:)`, `frame(_:fps:)`); nothing reads the wall clock. The root view appears (its
/// `onAppear` actions run) when the stage is created. The root is offered the stage's size and
/// centred in it, as a window centres its content.
///
/// Everything happens on the main actor, synchronously: after a tap or an event, the next display
/// list already shows its effect.
@MainActor
public final class Stage {
    /// The stage's size in points.
    public let size: CGSize
    /// The stage's safe area insets in points (a device's status bar and home indicator): the root is
    /// laid out inside them; views that `ignoresSafeArea()` grow into them. Cadence addition.
    public let safeAreaInsets: EdgeInsets
    /// The current time in seconds.
    public private(set) var time: Double = 0

    let graph: ViewGraph
    let engine: LayoutEngine
    private var events: [(time: Double, sequence: Int, event: StageEvent)] = []

    /// When the next scheduled event is due, if any (`play(to:)` stops there so the tasks an event
    /// starts run at its instant).
    var nextEventTime: Double? { events.first?.time }
    private var nextSequence = 0
    private var stageIssues: [StageIssue] = []
    private var rendered: (generation: Int, time: Double, isShown: Bool, list: DisplayList, buttons: [TappableButton])?
    /// The build that drew `rendered` (see `DisplayListBuilder.Emission`).
    private var renderedBuild = -1
    /// The id of the last build started.
    private var nextBuildID = 0
    /// How many frames drew only the nodes that subtree passes patched since the frame before (for
    /// the tests that pin how much work a frame does).
    private(set) var patchedDisplayLists = 0
    /// How many nodes those frames patched by moving their items (a scale, rotation or offset
    /// whose items take its new transform) rather than drawing them again (for the same tests).
    private(set) var movedDisplayListNodes = 0
    /// How many opacity nodes patched display lists faded again instead of drawing (for tests).
    private(set) var fadedDisplayListNodes = 0
    /// Whether the last drawn frame can be shown again at a later time as long as the graph keeps its
    /// nodes: it depended only on them (see `DisplayListBuilder.dependsOnNodesOnly`) and no layout
    /// animation was running.
    private var renderedDependsOnNodesOnly = false
    /// How many times the stage has laid out and drawn its nodes into a new display list (for the
    /// tests that pin how much work a frame does).
    private(set) var displayListBuilds = 0
    /// Announcements, feedback and the last frame's accessibility tree (see `Stage+Accessibility`).
    var accessibility = StageAccessibility()
    /// Pointer input, the run loop and the stage's storage (see `Stage+Pointer`, `StageRunLoop`).
    let interaction = StageInteraction()
    /// The URLs views asked to open (`Link`, the environment's `openURL`), in order: nothing leaves
    /// the process.
    public private(set) var openedURLs: [URL] = []
    /// What share links shared (each item's description), in order: a stage has no share sheet.
    public private(set) var sharedItems: [String] = []
    /// The windows views asked to open (`openWindow`: each identifier, value, or "id: value";
    /// `openSettings`: "settings"), in order: a stage shows one window.
    public private(set) var openedWindows: [String] = []
    /// How many times the code the stage runs asked for an App Store rating (StoreKit's
    /// `requestReview` environment action, `AppStore.requestReview(in:)`,
    /// `SKStoreReviewController.requestReview`): a stage shows no rating prompt, so a test reads
    /// this count instead (for example, that a milestone asks once and only once).
    public private(set) var reviewRequests = 0

    /// Creates a stage of `size` showing `content` in `environment`, measuring text with `textMeasurer`.
    ///
    /// Stage time 0 is `startDate`: a `TimelineView` shows `startDate` plus stage time, and gesture
    /// values and `Timer.publish` fires carry such dates. By default it is the moment the stage is
    /// made, as on a device, where a timeline starts now: code that measures from `Date()`
    /// (`context.date.timeIntervalSince(start)` with `@State var start = Date()`) sees the stage
    /// time that passed. Pass ``referenceDate`` (2001-01-01) for dates that are the same every
    /// run, as renders and snapshot tests of views that show absolute dates need.
    public init<Content: View>(
        size: CGSize,
        safeAreaInsets: EdgeInsets = EdgeInsets(),
        environment: EnvironmentValues = EnvironmentValues(),
        textMeasurer: any TextMeasurer = ApproximateTextMeasurer(),
        startDate: Date = Date(),
        @ViewBuilder content: () -> Content
    ) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        let root = content()
        graph = ViewGraph(environment: environment) { context in
            context.resolve(root, at: .child(0))
        }
        engine = LayoutEngine(measurer: textMeasurer)
        graph.dateOrigin = startDate
        interaction.runLoop.dateOrigin = startDate
        graph.runLoop = interaction.runLoop
        graph.stageStorage = interaction.storage
        graph.environment.openURL = OpenURLAction { [unowned self] url in
            openedURLs.append(url)
            return .handled
        }
        graph.environment.shareRecorder = { [unowned self] item in sharedItems.append(item) }
        graph.environment.windowRecorder = { [unowned self] window in openedWindows.append(window) }
        interaction.runLoop.onReviewRequest = { [unowned self] in reviewRequests += 1 }
        if graph.environment.undoManager == nil { graph.environment.undoManager = UndoManager() }
        graph.layoutAnimations = engine.session.layoutAnimations
        graph.measureGeometry = { [unowned self] in
            var builder = DisplayListBuilder(engine: engine, layoutAnimation: layoutAnimationContext(.present, generation: graph.generation))
            builder.build(root: graph.nodes, in: self.size, safeAreaInsets: self.safeAreaInsets)
        }
        graph.recordLayout = { [unowned self] nodes, generation in
            var builder = DisplayListBuilder(engine: engine, layoutAnimation: layoutAnimationContext(.record, generation: generation))
            builder.build(root: nodes, in: self.size, safeAreaInsets: self.safeAreaInsets)
        }
        let scope = AccessibilityRecording.begin(self)
        defer { scope.end() }
        updateViews()
        runInteractions()
    }

    // MARK: State

    /// Whether the root view is shown.
    public var isShown: Bool { graph.isShown }

    /// The stage's base environment (what the root view sees).
    public var environment: EnvironmentValues { graph.environment }

    /// Changes the stage's environment now; views that read it are evaluated again.
    public func updateEnvironment(_ change: (inout EnvironmentValues) -> Void) {
        let scope = AccessibilityRecording.begin(self)
        defer { scope.end() }
        let phase = graph.environment.scenePhase
        change(&graph.environment)
        // What UIKit posts for the change: the notifications of leaving before the views stop, those
        // of arriving after they are back (`onReceive(NotificationCenter.default.publisher(for:))`
        // handlers run then; the views they change are evaluated below).
        let notifications = UIApplication.notifications(from: phase, to: graph.environment.scenePhase)
        let leaving: Set<Notification.Name> = [UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification]
        // The handlers are app code: what they schedule and the tasks they start follow the
        // stage's clock, as an action's do.
        interaction.runLoop.runAppCode {
            for name in notifications where leaving.contains(name) {
                NotificationCenter.default.post(name: name, object: UIApplication.shared)
            }
        }
        // A scene sent to the background stops its views (loops, timers and tasks end with them), as
        // an app's do; back to the foreground, they appear again. The views see the new phase
        // before they stop (`onChange(of: scenePhase)` runs for `.background`, as in SwiftUI).
        switch (phase == .background, graph.environment.scenePhase == .background) {
        case (false, true):
            updateViews()
            interaction.runLoop.runAppCode { graph.hide() }
        case (true, false): graph.show()
        default: break
        }
        updateViews()
        // Posted once the views are back and subscribed again; what their handlers change is
        // evaluated in a second update.
        let arriving = notifications.filter { !leaving.contains($0) }
        guard !arriving.isEmpty else { return }
        interaction.runLoop.runAppCode {
            for name in arriving {
                NotificationCenter.default.post(name: name, object: UIApplication.shared)
            }
        }
        updateViews()
    }

    /// Problems found so far, in order: failed scripted taps, views without a body, updates that did
    /// not settle, times that could not be used.
    public var issues: [StageIssue] { graph.issues + stageIssues }

    /// The earliest time after now at which something will change by itself: a scheduled event, or an
    /// animation that needs its next frame. `nil` when the stage is idle, so a renderer can stop.
    /// While an animation moves continuously (a keyframe run, a loop, a spring) this is `time` itself:
    /// every display frame is needed.
    public var nextFrameTime: Double? {
        let nextEvent = [events.first?.time, nextInteractionTime].compactMap { $0 }.min()
        switch (nextEvent, graph.nextDriverChange) {
        case let (event?, driver?): return min(max(event, time), driver)
        case let (event?, nil): return max(event, time)
        case let (nil, driver): return driver
        }
    }

    // MARK: Time

    /// Runs `event` at `time` (seconds). Events at the same time run in the order scheduled; an event
    /// scheduled in the past runs at the next advance. A NaN time is refused (recorded in `issues`).
    public func schedule(_ event: StageEvent, at time: Double) {
        guard !time.isNaN else {
            stageIssues.append(StageIssue(.invalidTime, "event \(event) refused: its time is NaN"))
            return
        }
        events.append((time, nextSequence, event))
        nextSequence += 1
        events.sort { ($0.time, $0.sequence) < ($1.time, $1.sequence) }
    }

    /// Moves time forward to `target`, running the scheduled events up to it at their own times.
    /// Discrete changes animators make on the way (a phase animator entering its next phase) are
    /// evaluated at their own instants too, so what a frame shows does not depend on the frame rate.
    /// Time never goes back: an earlier `target`, NaN or an infinity leaves the stage as it is and is
    /// recorded in `issues`.
    public func advance(to target: Double) {
        let scope = AccessibilityRecording.begin(self)
        defer { scope.end() }
        guard target.isFinite else {
            stageIssues.append(StageIssue(.invalidTime, "advance(to: \(target)) ignored: time must be finite"))
            return
        }
        guard target >= time else {
            stageIssues.append(StageIssue(.invalidTime, "advance(to: \(target)) ignored: the stage is already at t = \(time)"))
            return
        }
        while true {
            let eventTime = events.first?.time
            let loopTime = nextInteractionTime
            guard let next = [eventTime, loopTime].compactMap({ $0 }).min(), next <= target else { break }
            if let eventTime, eventTime <= next {
                let event = events.removeFirst()
                move(to: max(event.time, time))
                run(event.event)
            } else {
                move(to: max(next, time))
                runInteractions()
            }
        }
        move(to: target)
        runInteractions()
    }

    /// Moves time forward by `interval` seconds.
    public func advance(by interval: Double) {
        advance(to: time + interval)
    }

    private func move(to newTime: Double) {
        // Discrete changes between here and `newTime` (a phase animator entering its next phase) are
        // evaluated at their own instants, so the animations they start do not wait for a frame.
        var steps = 0
        while steps < Self.maximumDiscreteStepsPerMove, graph.isShown,
              let instant = graph.nextDiscreteChange(after: time, upTo: newTime) {
            steps += 1
            time = instant
            graph.advanceDrivers(to: instant)
            updateViews()
        }
        time = newTime
        graph.advanceDrivers(to: newTime)
        updateViews()
    }

    /// A long jump in time catches up on at most this many discrete changes at their own instants;
    /// the rest are taken at the jump's end.
    private static let maximumDiscreteStepsPerMove = 1_000

    private func run(_ event: StageEvent) {
        switch event.action {
        case .tapLabel(let label):
            record(event) { () throws(StageError) in try tap(label: label) }
        case .tapIdentifier(let identifier):
            record(event) { () throws(StageError) in try tap(identifier: identifier) }
        case .environment(let change):
            updateEnvironment(change)
        case .hide:
            hide()
        case .show:
            show()
        case .run(let action):
            interaction.runLoop.runAppCode { action(self) }
            updateViews()
        }
    }

    /// Runs `body` for a scripted event, recording its failure in `issues`.
    func recordFailure(of description: String, _ body: () throws(StageError) -> Void) {
        recordFailure(description, body)
    }

    private func record(_ event: StageEvent, _ body: () throws(StageError) -> Void) {
        recordFailure(event.description, body)
    }

    /// Runs `body`, recording its failure as "t = …: `description` failed: …"; `true` if it succeeded.
    @discardableResult
    func recordFailure(_ description: String, _ body: () throws(StageError) -> Void) -> Bool {
        do {
            try body()
            return true
        } catch {
            stageIssues.append(StageIssue(.failedEvent, "t = \(time): \(description) failed: \(error)"))
            return false
        }
    }

    /// Records a problem in `issues` (once: a view evaluated every frame would repeat it).
    func recordIssue(_ kind: StageIssue.Kind, _ message: String) {
        stageIssues.recordOnce(StageIssue(kind, message))
    }

    // MARK: Visibility

    /// Hides the root view: `onDisappear` runs for every shown view (latest appeared first), later
    /// display lists are empty, state is kept.
    public func hide() {
        let scope = AccessibilityRecording.begin(self)
        defer { scope.end() }
        // `onDisappear` handlers are app code (see `StageRunLoop.runAppCode`).
        interaction.runLoop.runAppCode { graph.hide() }
    }

    /// Shows the root view again: `onAppear` runs for every view, in tree order.
    public func show() {
        let scope = AccessibilityRecording.begin(self)
        defer { scope.end() }
        graph.show()
        updateViews()
    }

    // MARK: Frames

    /// What the stage shows now.
    public func displayList() -> DisplayList {
        render().list
    }

    /// The display list of frame `index` at `fps` frames per second: time `index / fps` (computed from
    /// the index, so a long run does not drift). Frames must be asked for in increasing order.
    public func frame(_ index: Int, fps: Double) -> DisplayList {
        guard index >= 0, fps > 0, fps.isFinite else {
            stageIssues.append(StageIssue(.invalidTime, "frame(\(index), fps: \(fps)) ignored: the index must be ≥ 0 and fps finite and > 0"))
            return displayList()
        }
        advance(to: Double(index) / fps)
        return displayList()
    }

    /// The display lists of frames `indices` at `fps` frames per second.
    public func frames(_ indices: Range<Int>, fps: Double) -> [DisplayList] {
        indices.map { frame($0, fps: fps) }
    }

    /// Layout passes one frame may take for geometry readers to see their final frames.
    private static let maximumGeometryPasses = 8

    func render() -> (list: DisplayList, buttons: [TappableButton]) {
        // Drawing runs app code too (a geometry effect's `effectValue`, a canvas): work it schedules
        // on the main queue runs on the stage's clock, as work from the views' bodies does. Only the
        // run loop is bound, not the token that follows the tasks app code starts: drawing runs
        // every frame, each binding costs an allocation off a task, and drawing code that starts
        // a task is rare (its sleeps still follow the stage's clock).
        VirtualRunLoopContext.$current.withValue(interaction.runLoop) { renderOnTheStageClock() }
    }

    private func renderOnTheStageClock() -> (list: DisplayList, buttons: [TappableButton]) {
        let scope = AccessibilityRecording.begin(self)
        defer { scope.end() }
        updateViews()
        if let rendered, rendered.generation == graph.generation, rendered.isShown == graph.isShown {
            if rendered.time == time { return (rendered.list, rendered.buttons) }
            // Nothing changed since the last frame (the same nodes, nothing moving by itself): the
            // same items at the new time, and the same buttons, hit-test frame and accessibility.
            if renderedDependsOnNodesOnly {
                let list = DisplayList(size: size, time: time, items: rendered.list.items)
                self.rendered = (rendered.generation, time, rendered.isShown, list, rendered.buttons)
                accessibility.snapshot?.tree.time = time
                return (list, rendered.buttons)
            }
        }
        if let patched = patchedRender() { return patched }
        displayListBuilds += 1
        var builder = DisplayListBuilder(engine: engine)
        // Geometry readers see the frames of the previous pass: when drawing finds that one changed,
        // the views are evaluated again and drawn again, until the geometry holds still.
        for pass in 0...Self.maximumGeometryPasses {
            builder = DisplayListBuilder(engine: engine, layoutAnimation: layoutAnimationContext(.render, generation: graph.generation))
            nextBuildID += 1
            builder.buildID = nextBuildID
            if graph.isShown {
                builder.build(root: graph.nodes, in: size, safeAreaInsets: safeAreaInsets)
            }
            guard !graph.isValid else { break }
            if pass == Self.maximumGeometryPasses {
                let issue = "t = \(time): geometry did not settle after \(Self.maximumGeometryPasses) passes: a view's size depends on the geometry it reads"
                stageIssues.recordOnce(StageIssue(.unsettled, issue))
                break
            }
            // With the run loop bound, as every update: geometry actions may start tasks.
            updateViews()
        }
        let list = DisplayList(size: size, time: time, items: builder.items)
        rendered = (graph.generation, time, graph.isShown, list, builder.buttons)
        renderedBuild = builder.buildID
        renderedDependsOnNodesOnly = builder.dependsOnNodesOnly && !engine.session.layoutAnimations.isAnimating
        var hitFrame = builder.hitFrame
        hitFrame.buttons = builder.buttons
        interaction.hitFrame = hitFrame
        accessibility.snapshot = AccessibilitySnapshot(
            tree: AccessibilityTree(size: size, time: time, elements: builder.accessibility.elements),
            decorativeItems: builder.accessibility.decorativeItems
        )
        return (list, builder.buttons)
    }

    /// The last frame with the nodes that subtree passes patched since drawn again in place, when
    /// that is all that changed (see `DisplayListBuilder.patch(_:nodes:build:engine:moved:faded:)`): the frame
    /// depended on the nodes only, no layout animation runs or waits to start, and every patched
    /// node can be drawn again alone. The buttons, hit-test frame and accessibility tree stay (the
    /// patched nodes took no part in them). `nil`: the caller draws everything.
    private func patchedRender() -> (list: DisplayList, buttons: [TappableButton])? {
        let layoutAnimations = engine.session.layoutAnimations
        guard var last = rendered, renderedDependsOnNodesOnly, last.isShown == graph.isShown, graph.isShown,
              !layoutAnimations.isAnimating, layoutAnimations.pendingTransactions.isEmpty,
              let nodes = graph.patchedNodes(since: last.generation) else { return nil }
        // The list is taken out of `rendered` first, so that its items are changed in place unless
        // the caller still holds the last frame.
        rendered = nil
        var items = last.list.items
        last.list = DisplayList(size: size, time: time, items: [])
        guard DisplayListBuilder.patch(&items, nodes: nodes, build: renderedBuild, engine: engine, moved: &movedDisplayListNodes,
                                             faded: &fadedDisplayListNodes) else { return nil }
        patchedDisplayLists += 1
        let list = DisplayList(size: size, time: time, items: items)
        rendered = (graph.generation, time, graph.isShown, list, last.buttons)
        accessibility.snapshot?.tree.time = time
        return (list, last.buttons)
    }

    /// How a build at the stage's time takes part in layout animation.
    private func layoutAnimationContext(_ role: DisplayListBuilder.LayoutAnimationRole, generation: Int) -> DisplayListBuilder.LayoutAnimationContext {
        DisplayListBuilder.LayoutAnimationContext(
            store: engine.session.layoutAnimations, role: role, time: time,
            reduceMotion: graph.environment.accessibilityReduceMotion,
            policy: graph.environment.animatorPolicies.stateReduceMotion,
            generation: generation
        )
    }

    // MARK: Taps

    /// Taps the one visible button whose label text (its texts joined by spaces, or by commas as
    /// VoiceOver reads them: "Ada, Engineer") or accessibility label is `label`, and updates the
    /// views at once.
    /// - Throws: ``StageError`` when the stage is hidden or not exactly one visible button matches.
    public func tap(label: String) throws(StageError) {
        try tap(label: label, index: nil)
    }

    /// Taps the one visible button named `identifier` by `accessibilityIdentifier(_:)` or
    /// `tapTarget(_:)` (on the button, inside its label, or around it), and updates the views at once.
    /// - Throws: ``StageError`` when the stage is hidden or not exactly one visible button matches.
    public func tap(identifier: String) throws(StageError) {
        try tap(named: identifier) { $0.identifiers.contains(identifier) }
    }

    private func tap(named name: String, where matches: (TappableButton) -> Bool) throws(StageError) {
        guard graph.isShown else { throw .stageHidden }
        // A fully transparent button is not hit-tested, as in SwiftUI; a hidden one is not drawn at all.
        let candidates = render().buttons.filter { $0.opacity > 0 && $0.isEnabled && matches($0) }
        guard let button = candidates.first else { throw .buttonNotFound(name) }
        guard candidates.count == 1 else { throw .ambiguousButton(name, matches: candidates.count) }
        press(button)
    }

    /// Runs a button's action as the stage's own operation and updates the views.
    func press(_ button: TappableButton) {
        perform([button.action])
    }
}
