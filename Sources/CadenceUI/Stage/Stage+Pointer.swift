/// Pointer input on a stage, in virtual time: taps, drags, long presses, pinches and rotations at
/// points (stage coordinates, y down), delivered to the gestures and buttons under the pointer.
///
/// ```swift
/// let stage = Stage(size: CGSize(width: 300, height: 400)) { SwipeCard() }
/// stage.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 260, y: 200), duration: 0.2)
/// stage.advance(by: 1)                            // the release's spring plays out
/// stage.schedule(.tap(at: CGPoint(x: 150, y: 200)), at: 2)
/// ```
///
/// What the pointer hits: the topmost drawn item (text, symbol, visible shape) or `contentShape`
/// under the point, as in SwiftUI (transparent gaps are not hit; `allowsHitTesting(false)` views
/// are passed through). The gestures around it compete: a view's `gesture` wins over its
/// ancestors', `highPriorityGesture` wins over the views inside, `simultaneousGesture` runs
/// alongside; a gesture that has begun waits while one before it can still win. Buttons take part
/// as taps. A drag's pointer moves at 120 Hz along a straight line at constant speed, so its
/// velocity is (end − start) / duration. Cadence addition.
extension Stage {
    /// Taps at `point` (`count` taps at this instant make a multi-tap): pointer down and up.
    /// - Throws: ``StageError`` when the stage is hidden or nothing there can be hit.
    public func tap(at point: CGPoint, count: Int = 1) throws(StageError) {
        for _ in 0..<max(1, count) {
            try pointerDown(at: point)
            pointerUp()
        }
    }

    /// Drags from `start` to `end` over `duration` seconds starting now, and advances the stage to
    /// the end of the drag (the release happens at `time + duration`). Failures go to `issues`.
    public func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.25) {
        schedule(.drag(from: start, to: end, duration: duration), at: time)
        advance(by: Self.checkedDuration(duration))
    }

    /// Presses at `point` for `duration` seconds starting now, and advances to the release.
    public func longPress(at point: CGPoint, duration: Double = 1) {
        schedule(.longPress(at: point, duration: duration), at: time)
        advance(by: Self.checkedDuration(duration))
    }

    /// Pinches with two fingers centred on `center`, from their distance at the start to `scale`
    /// times it, over `duration` seconds, and advances to the release.
    public func pinch(at center: CGPoint, scale: CGFloat, duration: Double = 0.5) {
        schedule(.pinch(at: center, scale: scale, duration: duration), at: time)
        advance(by: Self.checkedDuration(duration))
    }

    /// Turns two fingers centred on `center` by `angle` (positive: clockwise on screen) over
    /// `duration` seconds, and advances to the release.
    public func rotate(at center: CGPoint, angle: Angle, duration: Double = 0.5) {
        schedule(.rotate(at: center, angle: angle, duration: duration), at: time)
        advance(by: Self.checkedDuration(duration))
    }

    /// Puts one pointer down at `point` now (`touchCount` 2 for two fingers centred there); the
    /// gestures under it start following it.
    /// - Throws: ``StageError`` when the stage is hidden or nothing there can be hit.
    public func pointerDown(at point: CGPoint, touchCount: Int = 1) throws(StageError) {
        try begin(at: point, touchCount: touchCount)
    }

    /// Moves the pointer that is down to `point` now (for two fingers: their centroid, their
    /// distance `scale` times the start's, turned by `rotation`). Nothing happens without a pointer down.
    public func pointerMove(to point: CGPoint, scale: CGFloat = 1, rotation: Angle = .zero) {
        guard let session = interaction.pointer else { return }
        session.location = point
        deliver(PointerInput(phase: .moved, location: point, time: time, touchCount: session.touchCount, scale: scale, rotation: rotation), to: session)
    }

    /// Lifts the pointer that is down; the gestures following it end or fail.
    public func pointerUp(scale: CGFloat = 1, rotation: Angle = .zero) {
        guard let session = interaction.pointer else { return }
        let point = session.location
        var streak = 1
        if distance(point, session.start) < GestureThresholds.tapSlop {
            if let last = interaction.lastTap, time - last.time <= GestureThresholds.multiTapInterval,
               distance(last.location, point) <= GestureThresholds.multiTapDistance {
                streak = last.streak + 1
            }
            interaction.lastTap = (point, time, streak)
        }
        var input = PointerInput(phase: .ended, location: point, time: time, touchCount: session.touchCount, scale: scale, rotation: rotation)
        input.tapStreak = streak
        deliver(input, to: session)
        interaction.pointer = nil
        let (cancellations, held) = session.finish()
        if let previous = interaction.heldTap {
            // This tap continued a multi-tap: if a gesture won with it, the held tap lost to it.
            interaction.heldTap = nil
            if session.winner == nil { perform(previous.effects) }
        }
        perform(cancellations)
        if let held {
            interaction.heldTap = (held, time + GestureThresholds.multiTapInterval, point)
        }
    }

    /// Runs a held tap's callbacks once no further tap can make the gesture it waits on win: its
    /// deadline passed, or the pointer went down too far from it.
    func releaseHeldTap(before point: CGPoint? = nil) {
        guard let held = interaction.heldTap else { return }
        let tooFar = point.map { distance($0, held.location) > GestureThresholds.multiTapDistance } ?? false
        guard tooFar || held.deadline <= time else { return }
        interaction.heldTap = nil
        perform(held.effects)
    }

    // MARK: Internals

    static func checkedDuration(_ duration: Double) -> Double {
        duration.isFinite ? max(0, duration) : 0
    }

    private func begin(at point: CGPoint, touchCount: Int) throws(StageError) {
        guard isShown else { throw .stageHidden }
        guard point.x.isFinite, point.y.isFinite else { throw .nothingHit(point) }
        if let previous = interaction.pointer {
            interaction.pointer = nil
            perform(previous.finish().effects)
        }
        releaseHeldTap(before: point)
        _ = displayList()
        let frame = interaction.hitFrame
        guard let chain = frame.chain(at: point) else { throw .nothingHit(point) }
        var high: [PointerSession.Entry] = []
        var normal: [PointerSession.Entry] = []
        var simultaneous: [PointerSession.Entry] = []
        for link in chain {
            switch link {
            case .gesture(let index):
                let scope = frame.gestures[index]
                let recognizer = scope.attachment.make()
                if let failure = recognizer.failure { recordIssue(.failedEvent, "t = \(time): \(failure)") }
                let entry = PointerSession.Entry(recognizer: recognizer, space: scope.space, isSimultaneous: scope.attachment.priority == .simultaneous)
                switch scope.attachment.priority {
                case .high: high.append(entry)
                case .normal: normal.insert(entry, at: 0)
                case .simultaneous: simultaneous.append(entry)
                }
            case .button(let index):
                let button = frame.buttons[index]
                guard button.isEnabled, button.opacity > 0, button.takesPointer else { continue }
                let action = button.action
                let tap = TapRecognizer(count: 1) { _, _ in () }
                let recognizer = WrappingRecognizer(tap) { step in
                    if case .ended = step.update { step.effects.append(action) }
                }
                normal.insert(PointerSession.Entry(recognizer: ErasedRecognizer(recognizer), space: .identity, isSimultaneous: false), at: 0)
            }
        }
        let entries = high + normal + simultaneous
        guard !entries.isEmpty else { throw .nothingHit(point) }
        let session = PointerSession(entries: entries, location: point, touchCount: max(1, touchCount))
        interaction.pointer = session
        deliver(PointerInput(phase: .began, location: point, time: time, touchCount: session.touchCount), to: session)
    }

    private func deliver(_ input: PointerInput, to session: PointerSession) {
        var input = input
        input.dateOrigin = startDate
        perform(session.dispatch(input))
    }

    /// Delivers a tick to the pointer's gestures if one of them asked for this time.
    func tickPointer() {
        guard let session = interaction.pointer, let deadline = session.deadline, deadline <= time else { return }
        deliver(PointerInput(phase: .tick, location: session.location, time: time, touchCount: session.touchCount), to: session)
    }

    /// Runs gesture callbacks as the stage's own operation (tasks they start follow its clock), then
    /// updates the views.
    func perform(_ effects: [@MainActor () -> Void]) {
        guard !effects.isEmpty else { return }
        let scope = AccessibilityRecording.begin(self)
        defer { scope.end() }
        interaction.runLoop.runAppCode {
            for effect in effects { effect() }
        }
        updateViews()
    }
}

extension StageEvent {
    /// Taps at `point` (`count` taps at that instant). A failure is recorded in `Stage.issues`.
    public static func tap(at point: CGPoint, count: Int = 1) -> StageEvent {
        StageEvent(action: .run { stage in
            stage.recordFailure("tap(at: \(point))") { () throws(StageError) in try stage.tap(at: point, count: count) }
        }, description: "tap(at: \(point))")
    }

    /// Drags from `start` to `end` over `duration` seconds, the pointer moving at 120 Hz.
    public static func drag(from start: CGPoint, to end: CGPoint, duration: Double = 0.25) -> StageEvent {
        pointerPath("drag(from: \(start), to: \(end), duration: \(duration))", duration: duration, touchCount: 1) { progress in
            (CGPoint(x: start.x + (end.x - start.x) * progress, y: start.y + (end.y - start.y) * progress), 1, .zero)
        }
    }

    /// Presses at `point` for `duration` seconds without moving.
    public static func longPress(at point: CGPoint, duration: Double = 1) -> StageEvent {
        pointerPath("longPress(at: \(point), duration: \(duration))", duration: duration, touchCount: 1, moves: false) { _ in
            (point, 1, .zero)
        }
    }

    /// Pinches two fingers centred on `center` to `scale` times their starting distance.
    public static func pinch(at center: CGPoint, scale: CGFloat, duration: Double = 0.5) -> StageEvent {
        pointerPath("pinch(at: \(center), scale: \(scale), duration: \(duration))", duration: duration, touchCount: 2) { progress in
            (center, 1 + (scale - 1) * progress, .zero)
        }
    }

    /// Turns two fingers centred on `center` by `angle`.
    public static func rotate(at center: CGPoint, angle: Angle, duration: Double = 0.5) -> StageEvent {
        pointerPath("rotate(at: \(center), angle: \(angle.degrees)°, duration: \(duration))", duration: duration, touchCount: 2) { progress in
            (center, 1, .radians(angle.radians * Double(progress)))
        }
    }

    /// A pointer going down at `path(0)`, moving along `path` at 120 Hz and lifting at `path(1)`
    /// after `duration`.
    private static func pointerPath(
        _ description: String, duration: Double, touchCount: Int, moves: Bool = true,
        path: @escaping @Sendable (CGFloat) -> (CGPoint, CGFloat, Angle)
    ) -> StageEvent {
        StageEvent(action: .run { stage in
            let duration = Stage.checkedDuration(duration)
            let start = stage.time
            let origin = path(0)
            let began = stage.recordFailure(description) { () throws(StageError) in
                try stage.pointerDown(at: origin.0, touchCount: touchCount)
            }
            guard began else { return }
            let steps = moves ? max(1, Int((duration * 120).rounded(.up))) : 0
            if steps > 0 {
                for step in 1...steps {
                    let progress = CGFloat(step) / CGFloat(steps)
                    // The last move lands exactly on the release's instant (`duration * n / n` can
                    // round past `duration`, which would put it after the release and drop it).
                    let offset = step == steps ? duration : duration * Double(step) / Double(steps)
                    stage.schedule(StageEvent(action: .run { stage in
                        let point = path(progress)
                        stage.pointerMove(to: point.0, scale: point.1, rotation: point.2)
                    }, description: "\(description) move \(step)/\(steps)"), at: start + offset)
                }
            }
            stage.schedule(StageEvent(action: .run { stage in
                let end = path(1)
                // The release happens where the path ends: the gestures see the final position
                // change before they end, as in SwiftUI.
                if moves, stage.interaction.pointer.map({ $0.location != end.0 }) == true {
                    stage.pointerMove(to: end.0, scale: end.1, rotation: end.2)
                }
                stage.pointerUp(scale: end.1, rotation: end.2)
            }, description: "\(description) release"), at: start + duration)
        }, description: description)
    }
}
