// Presses: a button held down for a while, then released (its action runs at the release, as a
// touch that ends inside the button does). While the press lasts, the button's style sees
// `configuration.isPressed == true`, so press animations play. Pointer input (drags, long presses)
// can route through `beginPress`/`endPress`.
//
// A button under `buttonRepeatBehavior(.enabled)` runs its action when pressed, again 0.5 s later
// and then every 0.1 s while held (see `ButtonRepeatBehavior`), and nothing at the release.

extension Stage {
    /// Presses the one visible button whose label text or accessibility label is `label` for
    /// `duration` seconds from now: it shows pressed at once, and at `time + duration` it is released
    /// and its action runs. A duration ≤ 0 (or NaN) presses and releases at once, like a tap. A
    /// repeating button (`buttonRepeatBehavior(.enabled)`) runs its action at the press instead, and
    /// again at each repeat due before the release.
    /// - Throws: ``StageError`` when the stage is hidden or not exactly one visible button matches.
    public func press(label: String, duration: Double) throws(StageError) {
        try press(named: label, duration: duration) { $0.isNamed(label) }
    }

    /// Presses the one visible button named `identifier` (`accessibilityIdentifier`, `tapTarget`)
    /// for `duration` seconds.
    public func press(identifier: String, duration: Double) throws(StageError) {
        try press(named: identifier, duration: duration) { $0.identifiers.contains(identifier) }
    }

    /// Starts pressing the one visible button whose label is `label` and returns the release: call
    /// it with `true` to run the action (the touch ended inside), `false` to cancel.
    public func beginPress(label: String) throws(StageError) -> @MainActor (_ runsAction: Bool) -> Void {
        try beginPress(named: label) { $0.isNamed(label) }
    }

    /// Starts pressing the one visible button named `identifier`; see ``beginPress(label:)``.
    public func beginPress(identifier: String) throws(StageError) -> @MainActor (_ runsAction: Bool) -> Void {
        try beginPress(named: identifier) { $0.identifiers.contains(identifier) }
    }

    private func press(named name: String, duration: Double, where matches: (TappableButton) -> Bool) throws(StageError) {
        let release = try beginPress(named: name, where: matches)
        guard duration > 0, duration.isFinite else {
            release(true)
            return
        }
        schedule(StageEvent(action: .run { _ in release(true) }, description: "release(\(name))"), at: time + duration)
    }

    private func beginPress(named name: String, where matches: (TappableButton) -> Bool) throws(StageError) -> @MainActor (Bool) -> Void {
        guard isShown else { throw .stageHidden }
        let candidates = render().buttons.filter { $0.opacity > 0 && matches($0) }
        guard let button = candidates.first else { throw .buttonNotFound(name) }
        guard candidates.count == 1 else { throw .ambiguousButton(name, matches: candidates.count) }
        button.setPressed?(true)
        let hold = HeldPress()
        if button.repeats {
            button.action()
            scheduleRepeat(of: button, named: name, while: hold, at: time + ButtonRepeatBehavior.initialDelay)
        }
        _ = displayList()
        return { [weak self] runsAction in
            guard hold.isHeld else { return }
            hold.isHeld = false
            button.setPressed?(false)
            if runsAction, !button.repeats { button.action() }
            _ = self?.displayList()
        }
    }

    /// Runs a held repeating button's action at `time`, and schedules the next repeat, unless the
    /// press ended before.
    private func scheduleRepeat(of button: TappableButton, named name: String, while hold: HeldPress, at time: Double) {
        schedule(StageEvent(action: .run { stage in
            guard hold.isHeld else { return }
            button.action()
            _ = stage.displayList()
            stage.scheduleRepeat(of: button, named: name, while: hold, at: time + ButtonRepeatBehavior.interval)
        }, description: "repeat(\(name))"), at: time)
    }
}

/// Whether a press is still down: its release (and the repeats of a repeating button) read it.
@MainActor
private final class HeldPress {
    var isHeld = true
}

extension StageEvent {
    /// Presses the button labelled `label` for `duration` seconds, then releases it (its action runs).
    public static func press(label: String, duration: Double) -> StageEvent {
        let description = "press(label: \(label), duration: \(duration))"
        return StageEvent(action: .run { stage in
            stage.recordFailure(of: description) { () throws(StageError) in try stage.press(label: label, duration: duration) }
        }, description: description)
    }

    /// Presses the button named `identifier` for `duration` seconds, then releases it.
    public static func press(identifier: String, duration: Double) -> StageEvent {
        let description = "press(identifier: \(identifier), duration: \(duration))"
        return StageEvent(action: .run { stage in
            stage.recordFailure(of: description) { () throws(StageError) in try stage.press(identifier: identifier, duration: duration) }
        }, description: description)
    }
}
