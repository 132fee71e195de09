// Scrolling from a stage script: the scroll views drawn in the current frame, found by an
// accessibility identifier (or the only one there is), moved by an amount or to an offset.

extension Stage {
    /// Scrolls the scroll view named `identifier` (by `accessibilityIdentifier`/`tapTarget` on it or
    /// around it; the only scroll view when `nil`) by `delta` points (positive: content moves up and
    /// left, as when the finger drags it up), clamped to its content. Updates the views at once.
    /// - Throws: ``StageError`` when the stage is hidden or not exactly one scroll view matches.
    public func scroll(by delta: CGSize, identifier: String? = nil) throws(StageError) {
        let state = try scrollState(identifier)
        try state.userScroll(to: CGPoint(x: state.offset.x + delta.width, y: state.offset.y + delta.height))
        _ = displayList()
    }

    /// Scrolls the scroll view named `identifier` (the only one when `nil`) to `offset` (points from
    /// the top-left of its content), clamped to its content. Like a finger's scroll, it comes to rest
    /// where the scroll view's `scrollTargetBehavior` says, and is refused by `scrollDisabled(true)`.
    public func scroll(to offset: CGPoint, identifier: String? = nil) throws(StageError) {
        try scrollState(identifier).userScroll(to: offset)
        _ = displayList()
    }

    /// The scroll offset of the scroll view named `identifier` (the only one when `nil`), or `nil`
    /// when none matches.
    public func scrollOffset(identifier: String? = nil) -> CGPoint? {
        try? scrollState(identifier).offset
    }

    func scrollState(_ identifier: String?) throws(StageError) -> ScrollState {
        guard isShown else { throw .stageHidden }
        _ = displayList()
        let name = identifier ?? "scroll view"
        let candidates = engine.session.scrollTargets.filter { target in
            identifier.map { target.identifiers.contains($0) || target.labels.contains($0) } ?? true
        }
        guard let first = candidates.first else { throw .viewNotFound(name) }
        // Nested scroll views inside a named one carry its name too: the outermost is meant.
        if identifier == nil, candidates.count > 1 { throw .ambiguousButton(name, matches: candidates.count) }
        return first.state
    }
}

extension StageEvent {
    /// Scrolls the scroll view named `identifier` (the only one when `nil`) by `delta` points.
    public static func scroll(by delta: CGSize, identifier: String? = nil) -> StageEvent {
        let description = "scroll(by: \(delta.width)×\(delta.height)\(identifier.map { ", identifier: \($0)" } ?? ""))"
        return StageEvent(action: .run { stage in
            stage.recordFailure(of: description) { () throws(StageError) in try stage.scroll(by: delta, identifier: identifier) }
        }, description: description)
    }

    /// Scrolls the scroll view named `identifier` (the only one when `nil`) to `offset`.
    public static func scroll(to offset: CGPoint, identifier: String? = nil) -> StageEvent {
        let description = "scroll(to: \(offset.x), \(offset.y)\(identifier.map { ", identifier: \($0)" } ?? ""))"
        return StageEvent(action: .run { stage in
            stage.recordFailure(of: description) { () throws(StageError) in try stage.scroll(to: offset, identifier: identifier) }
        }, description: description)
    }
}

extension ScrollState {
    /// A scroll as a finger makes it: refused when disabled, resting where the target behaviour says.
    func userScroll(to point: CGPoint) throws(StageError) {
        guard !options.isDisabled else { throw .invalidValue("the scroll view does not scroll: it is disabled with scrollDisabled(true)") }
        let target = clamped(restingPoint(for: clamped(point), behavior: options.behavior))
        // A drag that moves the content and lets go without a fling (see `onScrollPhaseChange`).
        guard target != offset else { return }
        changePhase(to: .interacting)
        scroll(to: target)
        changePhase(to: .idle)
    }
}
