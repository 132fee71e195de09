/// Sequencing in virtual time: `DispatchQueue.main.asyncAfter`, `Timer.publish` and `Task.sleep`
/// inside a stage's views follow the stage's clock.
///
/// Work scheduled with `asyncAfter` and timers runs inside `advance(to:)` at its own stage time,
/// whatever the frame rate. A task sleeping in `Task.sleep` (inside `.task`, or a `Task` started by
/// an action or `onAppear`) is woken at its stage time too, but the rest of its code runs on the main
/// actor once the caller lets it: drive such views with `await stage.play(to:)`, which lets woken
/// tasks run at their instant before going on. A synchronous `advance` that wakes a task records
/// that in `issues` (once), rather than showing frames that depend on when the test yields.
extension Stage {
    /// Advances to `target` like `advance(to:)`, letting every task woken from `Task.sleep` on the
    /// way run (until it sleeps again or finishes) at the stage time it woke at.
    public func play(to target: Double) async {
        guard target.isFinite, target >= time else {
            advance(to: target)
            return
        }
        var steps = 0
        while steps < 100_000 {
            steps += 1
            let wake = interaction.runLoop.nextTime
            let stop = min(wake ?? target, target)
            interaction.isPlaying = true
            advance(to: stop)
            interaction.isPlaying = false
            await settleTasks()
            if stop >= target, (interaction.runLoop.nextTime ?? .infinity) > target { break }
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
    /// again (or on something else) or finish; then updates the views.
    public func settleTasks() async {
        // Woken tasks are queued on the main actor; each yield lets the queue run ahead of us.
        for _ in 0..<8 { await Task.yield() }
        _ = interaction.runLoop.takeWokenTasks()
        updateViews()
        runInteractions()
    }

    // MARK: Internals

    /// Updates the views with this stage's run loop bound for the code they run, then runs run-loop
    /// work due now.
    func updateViews() {
        interaction.runLoop.advanceClock(to: time)
        StageTaskContext.$runLoop.withValue(interaction.runLoop) {
            graph.update()
        }
    }

    /// The earliest run-loop item or gesture tick, if any.
    var nextInteractionTime: Double? {
        [interaction.runLoop.nextTime, interaction.pointer?.deadline].compactMap { $0 }.min()
    }

    /// Runs what the run loop has due by now and ticks the pointer's gestures.
    func runInteractions() {
        let scope = AccessibilityRecording.begin(self)
        defer { scope.end() }
        var rounds = 0
        while rounds < 64, let next = nextInteractionTime, next <= time {
            rounds += 1
            let woken = StageTaskContext.$runLoop.withValue(interaction.runLoop) {
                interaction.runLoop.run(upTo: time)
            }
            if woken > 0, !interaction.isPlaying, !interaction.reportedSynchronousWake {
                interaction.reportedSynchronousWake = true
                recordIssue("t = \(time): a task woke from Task.sleep during a synchronous advance; its code after the sleep runs only when the caller awaits — drive this stage with `await stage.play(to:)`")
            }
            tickPointer()
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
        let buttons = render().buttons.filter { $0.opacity > 0 && $0.isEnabled && ($0.labelText == label || $0.labels.contains(label)) }
        if buttons.count == 1, index == nil || index == 0 {
            press(buttons[0])
            return
        }
        if buttons.count > 1, index == nil { throw .ambiguousButton(label, matches: buttons.count) }
        let elements = (accessibility.snapshot?.tree.allElements ?? []).filter { $0.label == label }
        let hittable = elements.filter { interaction.hitFrame.chain(at: CGPoint(x: $0.frame.midX, y: $0.frame.midY)) != nil }
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
        let frame = hittable[chosen].frame
        try tap(at: CGPoint(x: frame.midX, y: frame.midY))
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
