import Foundation

// Performing accessibility actions from a stage script, as VoiceOver would on the focused element:
// the element is found by its label (or identifier) in the accessibility tree of the frame shown now.

extension Stage {
    /// Performs the custom action `name` (`accessibilityAction(named:_:)`, `accessibilityActions`)
    /// of the element labelled or identified `label`, as picking it in VoiceOver's actions rotor
    /// does, then updates the views.
    /// - Throws: ``StageError`` when the stage is hidden, no element has that label, or it has no
    ///   action of that name (the message lists the ones it has).
    public func performAccessibilityAction(named name: String, label: String) throws(StageError) {
        try performAccessibility(on: label, what: "an action named \"\(name)\"") { element in
            guard let action = element.handlers.named.first(where: { $0.name == name })?.perform else { return nil }
            return { action() }
        }
    }

    /// Performs the action of `kind` (`.escape`, `.magicTap`, `.delete`, `.showMenu`, `.default`)
    /// that `accessibilityAction(_:_:)` gave the element labelled or identified `label`, then
    /// updates the views. A kind made with `AccessibilityActionKind(named:)` is a custom action.
    /// - Throws: ``StageError`` when the stage is hidden, no element has that label, or it has no
    ///   such action.
    public func performAccessibilityAction(_ kind: AccessibilityActionKind, label: String) throws(StageError) {
        if kind.isNamed { return try performAccessibilityAction(named: kind.name, label: label) }
        try performAccessibility(on: label, what: "a \(kind.name) action") { element in
            guard let action = element.handlers.kinds.first(where: { $0.kind == kind.name })?.perform else { return nil }
            return { action() }
        }
    }

    /// Adjusts the element labelled or identified `label` (VoiceOver's swipe up for `.increment`,
    /// down for `.decrement`): runs its `accessibilityAdjustableAction`, then updates the views.
    /// - Throws: ``StageError`` when the stage is hidden, no element has that label, or it is not
    ///   adjustable.
    public func accessibilityAdjust(_ direction: AccessibilityAdjustmentDirection, label: String) throws(StageError) {
        try performAccessibility(on: label, what: "an adjustable action") { element in
            guard let adjust = element.handlers.adjust else { return nil }
            return { adjust(direction) }
        }
    }

    /// Zooms the element labelled or identified `label` with an assistive technology: runs its
    /// `accessibilityZoomAction` with `direction`, centred in the element (`location` `.center`,
    /// `point` the middle of its frame, in its own points), then updates the views.
    /// - Throws: ``StageError`` when the stage is hidden, no element has that label, or it has no
    ///   zoom action.
    public func accessibilityZoom(_ direction: AccessibilityZoomGestureAction.Direction, label: String) throws(StageError) {
        try performAccessibility(on: label, what: "a zoom action") { element in
            guard let zoom = element.handlers.zoom else { return nil }
            let action = AccessibilityZoomGestureAction(
                direction: direction, location: .center,
                point: CGPoint(x: element.frame.width / 2, y: element.frame.height / 2))
            return { zoom(action) }
        }
    }

    /// Scrolls the element labelled or identified `label` toward `edge` with an assistive
    /// technology (VoiceOver's three-finger swipe): runs its `accessibilityScrollAction`, then
    /// updates the views.
    /// - Throws: ``StageError`` when the stage is hidden, no element has that label, or it has no
    ///   scroll action.
    public func accessibilityScroll(_ edge: Edge, label: String) throws(StageError) {
        try performAccessibility(on: label, what: "a scroll action") { element in
            guard let scroll = element.handlers.scroll else { return nil }
            return { scroll(edge) }
        }
    }

    /// Finds the elements labelled or identified `label`, takes the first `action` finds something
    /// to run on, and runs it as the stage's own operation (tasks it starts follow the stage's
    /// clock), then updates the views.
    private func performAccessibility(
        on label: String, what: String, _ action: (AccessibilityElement) -> (@MainActor () -> Void)?
    ) throws(StageError) {
        guard isShown else { throw .stageHidden }
        let elements = accessibilityTree().allElements.filter { $0.label == label || $0.identifier == label }
        guard !elements.isEmpty else { throw .viewNotFound(label) }
        guard let run = elements.lazy.compactMap(action).first else {
            let names = elements.flatMap(\.actions)
            let offered = names.isEmpty ? "" : " (its actions: \(names.joined(separator: ", ")))"
            throw .invalidValue("the element \"\(label)\" has no \(what)\(offered)")
        }
        runAccessibilityScript(run)
    }

    /// Runs `run` as the stage's own operation (tasks it starts follow the stage's clock), then
    /// updates the views: what VoiceOver's actions and rotors do.
    func runAccessibilityScript(_ run: @MainActor () -> Void) {
        VirtualRunLoopContext.$current.withValue(interaction.runLoop) { run() }
        _ = displayList()
    }
}
