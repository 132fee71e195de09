extension Stage {
    /// What a screen reader finds on the stage now. Cadence addition.
    ///
    /// ```swift
    /// try stage.tap(identifier: "like")
    /// stage.accessibilityTree().element(label: "Like")?.value   // "1 likes"
    /// ```
    ///
    /// Built with the display list of the same frame (``displayList()``), so it has the frame's
    /// geometry; empty while the stage is hidden.
    public func accessibilityTree() -> AccessibilityTree {
        _ = displayList()
        return accessibility.snapshot?.tree ?? AccessibilityTree(size: size, time: time, elements: [])
    }

    /// What a screen reader finds on the stage at `time` seconds: moves the stage there (running the
    /// events scheduled up to it), then reads the tree. A time before the current one is refused as
    /// ``advance(to:)`` refuses it (recorded in ``issues``) and the current tree is returned.
    ///
    /// ```swift
    /// print(stage.accessibilityTree(at: 0.5))   // the text form, as the gallery shows it
    /// ```
    public func accessibilityTree(at time: Double) -> AccessibilityTree {
        advance(to: time)
        return accessibilityTree()
    }

    /// Every announcement and sensory feedback the stage's views delivered so far, in order, each
    /// with the stage time it happened at. Cadence addition.
    ///
    /// ```swift
    /// stage.schedule(.tap(identifier: "save"), at: 0.5)
    /// stage.advance(to: 1)
    /// stage.accessibilityEvents.compactMap(\.announcement)   // ["Saved"]
    /// ```
    public var accessibilityEvents: [AccessibilityEvent] {
        accessibility.events
    }

    /// The accessibility side of the frame shown now (tree and decorative items).
    func accessibilitySnapshot() -> AccessibilitySnapshot {
        let tree = accessibilityTree()
        return accessibility.snapshot ?? AccessibilitySnapshot(tree: tree, decorativeItems: [])
    }
}
