/// Sequencing in virtual time: `DispatchQueue.main.asyncAfter`, `Timer.publish` and `Task.sleep`
/// inside a stage's views follow the stage's clock.
///
/// Work scheduled with `asyncAfter` and timers runs inside `advance(to:)` at its own stage time,
/// whatever the frame rate, so synchronous tests see it. A task sleeping in `Task.sleep(for:)` or
/// `Task.sleep(nanoseconds:)` (inside `.task`, or a `Task` started by an action, `onAppear` or a
/// `withAnimation` completion) is woken at its stage time too, but the code after its `await` runs
/// only when the caller lets it: drive such views with `await stage.play(to:)` (or
/// `play(by:)`, `playFrame(_:fps:)`, `settleTasks()`), which lets every woken task run at the
/// instant it woke before going on.
///
/// Why a synchronous `advance` cannot run that code: the rest of a main-actor task after an `await`
/// is a job the Swift runtime queues on the main actor's executor, and a synchronous main-actor
/// function (`advance`, and the test calling it) holds the main actor until it returns, so no
/// queued job can run inside it. Swift has no public way to run main-actor jobs from synchronous
/// code: a custom main executor (`ExecutorFactory`) is chosen by the executable's build flags, not
/// by a library, and the runtime's private enqueue hook for the main executor is not called for
/// main-actor jobs with Swift 6.3 on Linux (tried). So a synchronous `advance` that wakes a task records
/// that in `issues` (once), naming `play(to:)`, rather than showing frames that depend on when the
/// test next yields. Code before a task's first `await` does run synchronously: `.task` starts its
/// action at once (`Task.immediate`), so the appearing frame shows it.
///
/// The guarantee: driven with `play(to:)`, a view's frames depend only on its code and the stage
/// times asked for, never on the frame rate, the machine's load or the scheduler. That holds because
/// - `asyncAfter` work and timers run inside `advance` at their exact stage time (a frame between
///   two deadlines does not move them), and the delay of an `asyncAfter` deadline is read from a
///   bracket of wall-clock readings, not from one late reading (see `VirtualDelay`);
/// - `Task.sleep` registers its wake-up on the caller's actor before the task suspends, so it counts
///   from the stage time of the call, and a cancelled sleep is never left scheduled;
/// - `play(to:)` stops at every instant something is due, wakes the tasks due then, and lets each
///   run until it reaches its next `Task.sleep` or returns before it updates the views and goes
///   on; so a state change made by a woken task at time t starts its animation at t, not at the
///   next frame. The run loop follows a `.task` action from its start or wake-up to that event
///   wherever its code runs, and the stage waits for the event itself, not for a number of turns:
///   `.task`'s action is `@isolated(any)`, as in SwiftUI, so written in a view it runs on the main
///   actor, and a nonisolated async function it calls runs on the global executor, which a loaded
///   machine may give a thread late.
/// - a `Task { … }` started by app code the stage runs (an action, `onAppear`, a gesture's or a
///   control's callback, `asyncAfter` work), and the tasks it starts, are followed too: they
///   inherit a task-local token from the code that started them, so the stage knows how many are
///   alive and how many sleep on its clock, and waits until each has finished or sleeps again,
///   through any number of hops off the main actor (see `ActionTaskToken`).
/// What remains outside it, named:
/// - a `.task` that waits on something that is not the stage's clock (an `AsyncStream` fed from
///   outside, real I/O, child tasks of `async let` or a task group that sleep): after a few seconds
///   of real time the stage goes on without it and records that in `issues`;
/// - a `Task { … }` started by app code that waits on something that is not the stage's clock (a
///   continuation resumed from outside, an `AsyncStream`, real I/O): once the executors are free
///   and it has stayed waiting for 100 ms of real time (or after ten seconds in any case), the stage
///   stops waiting for it, without an issue, as such a task is often meant to wait (a listener for
///   updates); what it does when it resumes lands at whatever stage time it gets there;
/// - `Task.detached` and any clock other than `Task.sleep` (`ContinuousClock().sleep`,
///   `Thread.sleep`): not the stage's clock at all.
///
/// ```swift
/// @Test func loads() async {
///     let stage = Stage(size: CGSize(width: 300, height: 200)) { LoaderView() }
///     stage.schedule(.tap(label: "Reload"), at: 1)
///     await stage.play(to: 3)            // .task, the tap's Task and their Task.sleeps, in order
///     #expect(stage.issues.isEmpty)
/// }
/// ```
extension Stage {
    /// Advances to `target` like `advance(to:)`, letting every task woken from `Task.sleep` on the
    /// way run (until it sleeps again or finishes) at the stage time it woke at.
    public func play(to target: Double) async {
        guard target.isFinite, target >= time else {
            advance(to: target)
            return
        }
        // Stops at every instant something can start or wake a task (a scheduled event, a run-loop
        // item, a pointer tick whose gesture callbacks may start one) and lets the tasks run there.
        await settleTasks()
        var steps = 0
        while steps < 100_000 {
            steps += 1
            let next = nextTaskInstant
            let stop = min(max(next ?? target, time), target)
            interaction.isPlaying = true
            advance(to: stop)
            interaction.isPlaying = false
            await settleTasks()
            if stop >= target, (nextTaskInstant ?? .infinity) > target { break }
        }
    }

    /// `play(to:)` by `interval` seconds from now.
    public func play(by interval: Double) async {
        await play(to: time + interval)
    }

    /// The display list of frame `index` at `fps` (time `index / fps`), played with `play(to:)`.
    public func playFrame(_ index: Int, fps: Double) async -> DisplayList {
        guard index >= 0, fps > 0, fps.isFinite else { return frame(index, fps: fps) }
        await play(to: Double(index) / fps)
        return displayList()
    }

    /// Lets tasks that were woken, or that a view started, run until they wait on the stage's clock
    /// again (or on something else) or finish; then updates the views, and does the same for the
    /// tasks that update started or woke.
    ///
    /// A `.task` action is followed by the run loop from its start (or its wake-up) to its next
    /// `Task.sleep` or its return, wherever it runs (on the main actor, as a view's `.task` does,
    /// or on the global executor, as a nonisolated async function it calls does), so this waits
    /// for that event, however long the machine takes to run it. A task that gets there in no
    /// reasonable real time (it waits on something the stage does not drive: an `AsyncStream` fed
    /// from outside, real I/O) is left behind after a few seconds and reported in `issues` (once
    /// per stage). A `Task { … }` started by an action, a handler or run-loop work (and the tasks it
    /// starts) is waited for until it finishes or sleeps on the stage's clock again, wherever its
    /// code runs; one that waits on something else is left to run (see the type's notes).
    public func settleTasks() async {
        let loop = interaction.runLoop
        var rounds = 0
        repeat {
            rounds += 1
            if await !loop.untilNoAwakeTasks(orAfter: interaction.settleLimit) {
                // Waits on something else: the stage goes on without it (and says so, once).
                loop.forgetAwakeTasks()
                if !interaction.reportedStalledTask {
                    interaction.reportedStalledTask = true
                    recordIssue(.taskOutsideClock, "t = \(time): a .task woken from Task.sleep (or starting) did not reach its next Task.sleep or return within \(interaction.settleLimit) of real time: it waits on something the stage's clock does not drive (an AsyncStream or continuation fed from outside, real I/O, child tasks that sleep), so the stage went on without it and what it does next lands at whatever stage time it gets there")
                }
            }
            await takeTurns(minimum: Self.minimumSettleTurns, maximum: Self.maximumSettleTurns, grace: Self.untrackedGrace) { loop.hasAwakeUntrackedTasks }
            // Woken `Task { … }`s had their turns: those still counted may have returned unseen.
            loop.forgetAwakeUntrackedTasks()
            loop.closeActionBatch()
            await waitForActionTasks()
            _ = loop.takeWokenTasks()
            updateViews()
            // What is due now (a zero sleep, `DispatchQueue.main.async` work) runs here, and the
            // tasks it wakes are settled by the next round: an expected wake, not a synchronous one.
            let wasPlaying = interaction.isPlaying
            interaction.isPlaying = true
            runInteractions()
            interaction.isPlaying = wasPlaying
        } while (loop.hasAwakeTasks || loop.openBatchStartedTasks) && rounds < Self.maximumSettleRounds
        loop.forgetAwakeTasks()
    }

    // MARK: Internals

    /// Waits until every task started by app code the stage ran (a `Task { … }` in an action,
    /// `onAppear` or a handler, and the tasks those start) has finished or is parked in a stage
    /// `Task.sleep` (see `ActionTaskToken`): turns of the main actor run their main-actor parts, and
    /// a trip through the global executor at the caller's priority (whose queue runs in order)
    /// lets the parts that left the main actor start, however late a loaded machine gives them a
    /// thread. A task still busy after three trips that found the global executor free and
    /// `actionTaskQuiet` of real time waits on something the stage does not drive (a continuation
    /// resumed from outside, an `AsyncStream`, real I/O), as does one still busy after
    /// `settleLimit`: the stage stops waiting for it (it still runs, and its stage sleeps still wake
    /// on time).
    private func waitForActionTasks() async {
        let loop = interaction.runLoop
        guard loop.hasBusyActionTasks else { return }
        let clock = ContinuousClock()
        let start = clock.now
        var freeTrips = 0
        repeat {
            await takeTurns(minimum: Self.minimumSettleTurns, maximum: Self.minimumSettleTurns, grace: .zero) { false }
            guard loop.hasBusyActionTasks else { return }
            let tripStart = clock.now
            await Task.detached(priority: Task.currentPriority) {}.value
            let trip = clock.now - tripStart
            if trip < Self.freeTrip { freeTrips += 1 }
            let waited = clock.now - start
            if (freeTrips >= 3 && waited >= Self.actionTaskQuiet) || waited >= interaction.settleLimit {
                loop.forgetActionTasks()
                return
            }
            // A free executor answers at once: give the tasks' threads real time instead of
            // spinning through turns.
            if trip < Self.freeTrip { try? await clock.sleep(for: .milliseconds(1)) }
        } while loop.hasBusyActionTasks
    }

    /// A trip through the global executor this short found it free.
    private static let freeTrip = Duration.milliseconds(5)
    /// Real time a task started by app code may stay busy while the executors are free before the
    /// stage stops waiting for it.
    private static let actionTaskQuiet = Duration.milliseconds(100)

    /// Main-actor turns `settleTasks` always takes, for `Task { … }`s the run loop cannot follow.
    private static let minimumSettleTurns = 8
    /// Main-actor turns `settleTasks` takes at most while such a woken task has not slept again.
    private static let maximumSettleTurns = 1_000
    /// Real time `settleTasks` gives at least a woken `Task { … }` that has not slept again (see
    /// `takeTurns`).
    private static let untrackedGrace = Duration.milliseconds(50)
    /// Rounds of settling (tasks, then the views, then the tasks those started) `settleTasks` takes
    /// at most: a `.task(id:)` whose id changes at every update would otherwise restart forever.
    private static let maximumSettleRounds = 100

    /// Lets other main-actor jobs run: `minimum` turns, and more while `more()` holds, up to
    /// `maximum` turns and at least `grace` of real time (a woken task running off the main actor
    /// needs a thread of the global executor, which a loaded machine gives it late; one that
    /// returned is never seen, so this bound is paid once per such wake-up). The turns are taken by
    /// a helper task at the lowest priority while this one waits: the main executor may order its
    /// queue by priority (Linux does), and a caller of higher priority than the jobs it waits for
    /// would run again first every time. A continuation (not the helper's `value`) is awaited so
    /// the helper's priority is not raised to this one's.
    private func takeTurns(minimum: Int, maximum: Int, grace: Duration, while more: @escaping @Sendable () -> Bool) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Task(priority: .background) { @MainActor in
                let clock = ContinuousClock()
                let deadline = clock.now + grace
                var turns = 0
                repeat {
                    await Task.yield()
                    turns += 1
                } while turns < minimum || (more() && (turns < maximum || clock.now < deadline))
                done.resume()
            }
        }
    }

    /// Updates the views with this stage's run loop bound for the code they run, then runs run-loop
    /// work due now.
    func updateViews() {
        interaction.runLoop.advanceClock(to: time)
        interaction.runLoop.runAppCode {
            graph.update()
        }
    }

    /// The earliest scheduled event, run-loop item or gesture tick: where `play(to:)` next stops.
    private var nextTaskInstant: Double? {
        [nextEventTime, nextInteractionTime].compactMap { $0 }.min()
    }

    /// The earliest run-loop item or gesture tick, if any.
    var nextInteractionTime: Double? {
        [interaction.runLoop.nextTime, interaction.pointer?.deadline, interaction.heldTap?.deadline].compactMap { $0 }.min()
    }

    /// Runs what the run loop has due by now and ticks the pointer's gestures.
    func runInteractions() {
        let scope = AccessibilityRecording.begin(self)
        defer { scope.end() }
        var rounds = 0
        while rounds < 64, let next = nextInteractionTime, next <= time {
            rounds += 1
            let woken = interaction.runLoop.runAppCode {
                interaction.runLoop.run(upTo: time)
            }
            if woken > 0, !interaction.isPlaying, !interaction.reportedSynchronousWake {
                interaction.reportedSynchronousWake = true
                recordIssue(.taskOutsideClock, "t = \(time): a task woke from Task.sleep during a synchronous advance; its code after the sleep runs only when the caller awaits — drive this stage with `await stage.play(to:)`")
            }
            tickPointer()
            releaseHeldTap()
            updateViews()
        }
    }

    // MARK: Taps by label

    /// Taps the element labelled `label`: a button whose label text or accessibility label it is, or
    /// any element of the accessibility tree with that label (an image-only button by its image's
    /// name, a view with `onTapGesture` by its text) — at the centre of its frame, through the
    /// pointer. With several matches, `index` picks one (0-based, in reading order).
    /// - Throws: ``StageError`` when the stage is hidden, nothing matches, or several match and no
    ///   index was given (the error lists them).
    public func tap(label: String, index: Int?) throws(StageError) {
        guard isShown else { throw .stageHidden }
        let buttons = render().buttons.filter { $0.opacity > 0 && $0.isEnabled && $0.isNamed(label) }
        if buttons.count == 1, index == nil || index == 0 {
            press(buttons[0])
            return
        }
        if buttons.count > 1, index == nil { throw .ambiguousButton(label, matches: buttons.count) }
        let elements = (accessibility.snapshot?.tree.allElements ?? []).filter { $0.label == label }
        let frame = interaction.hitFrame
        // Under a gesture or an enabled button that can answer a tap (a scroll view's pan cannot).
        let hittable = elements.filter { element in
            frame.chain(at: CGPoint(x: element.frame.midX, y: element.frame.midY))?.contains { link in
                switch link {
                case .gesture(let index): !frame.gestures[index].attachment.isSystemPan
                case .button(let index): frame.buttons[index].isEnabled
                }
            } ?? false
        }
        if hittable.isEmpty, buttons.isEmpty { throw .buttonNotFound(label) }
        if hittable.isEmpty {
            guard let index else { throw .ambiguousLabel(label, candidates: buttons.map { Self.describe($0) }) }
            guard buttons.indices.contains(index) else { throw .buttonNotFound("\(label) #\(index)") }
            press(buttons[index])
            return
        }
        if hittable.count > 1, index == nil {
            throw .ambiguousLabel(label, candidates: hittable.map { Self.describe($0) })
        }
        let chosen = index ?? 0
        guard hittable.indices.contains(chosen) else { throw .buttonNotFound("\(label) #\(chosen)") }
        let target = hittable[chosen].frame
        try tap(at: CGPoint(x: target.midX, y: target.midY))
    }

    private static func describe(_ element: AccessibilityElement) -> String {
        var parts = ["\"\(element.label)\""]
        if let identifier = element.identifier { parts.append("identifier \"\(identifier)\"") }
        parts.append("at (\(DisplayNumber(element.frame.midX)), \(DisplayNumber(element.frame.midY)))")
        return parts.joined(separator: " ")
    }

    private static func describe(_ button: TappableButton) -> String {
        var parts = ["button \"\(button.labelText)\""]
        if let identifier = button.identifiers.first { parts.append("identifier \"\(identifier)\"") }
        return parts.joined(separator: " ")
    }
}
