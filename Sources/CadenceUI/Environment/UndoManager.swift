import Foundation

#if !canImport(Darwin) // Foundation has an UndoManager on Apple platforms only
/// Records changes so they can be undone and redone: Foundation's `UndoManager`, which Foundation
/// on Linux lacks, as SwiftUI apps use it through `@Environment(\.undoManager)`.
///
/// ```swift
/// @Environment(\.undoManager) private var undoManager
///
/// func rename(_ item: Item, to name: String) {
///     let old = item.name
///     item.name = name
///     undoManager?.registerUndo(withTarget: item) { $0.name = old }
///     undoManager?.setActionName("Rename")
/// }
/// ```
///
/// Registered actions are grouped: by default every registration outside an explicit group is a
/// group of its own (Foundation groups by run-loop event; a stage runs an action to completion, so
/// one event's registrations are usually one call's). `undo()` runs the last group's actions, newest
/// first, and what they register while undoing becomes the redo group, as in Foundation. A new
/// registration outside undo and redo clears the redo stack. A stage gives each of its windows one
/// manager; outside a stage the environment's is `nil`.
open class UndoManager: NSObject, @unchecked Sendable {
    // @unchecked: Foundation's is not Sendable either; use a manager from the main actor, as the
    // environment does.

    private struct Group {
        var actions: [() -> Void] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroup: Group?
    private var explicitDepth = 0

    /// Whether `undo()` is running.
    open private(set) var isUndoing = false
    /// Whether `redo()` is running.
    open private(set) var isRedoing = false
    /// The most groups kept (0: no limit); the oldest are dropped past it.
    open var levelsOfUndo = 0
    /// Whether a registration outside an explicit group makes a group of its own (always so here).
    open var groupsByEvent = true
    /// Whether registrations are ignored (between `disableUndoRegistration()` and
    /// `enableUndoRegistration()`).
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }
    private var disabledCount = 0

    /// A manager with nothing to undo.
    public override init() {
        super.init()
    }

    /// How deep the explicit groups are nested (0 outside any).
    open var groupingLevel: Int { explicitDepth }

    /// Whether there is a group to undo.
    open var canUndo: Bool { !undoStack.isEmpty || !(openGroup?.actions.isEmpty ?? true) }
    /// Whether there is a group to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// The name of the group `undo()` would undo ("" when none was set).
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the group `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// "Undo" followed by the undo action's name, if any ("Undo Rename").
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// "Redo" followed by the redo action's name, if any.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// "Undo" followed by `actionName` when it is not empty.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Undo" : "Undo \(actionName)"
    }

    /// "Redo" followed by `actionName` when it is not empty.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? "Redo" : "Redo \(actionName)"
    }

    /// Records `handler`, called with `target` to undo a change. While undoing, it is recorded
    /// as a redo action instead.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        record { handler(target) }
    }

    /// Names the current group (the group being built, or the last one registered): what
    /// `undoActionName` and the menu titles read.
    open func setActionName(_ actionName: String) {
        if openGroup != nil {
            openGroup?.name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Starts a group: registrations until the matching `endUndoGrouping()` undo together.
    open func beginUndoGrouping() {
        if explicitDepth == 0 { openGroup = Group() }
        explicitDepth += 1
    }

    /// Ends the group `beginUndoGrouping()` started.
    open func endUndoGrouping() {
        guard explicitDepth > 0 else { return }
        explicitDepth -= 1
        if explicitDepth == 0, let group = openGroup {
            openGroup = nil
            push(group)
        }
    }

    /// Undoes the last group: runs its actions, newest first. Their registrations make the group
    /// `redo()` redoes.
    open func undo() {
        if explicitDepth > 0 { explicitDepth = 1; endUndoGrouping() }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        var redo = Group(name: group.name)
        let saved = openGroup
        openGroup = nil
        collecting = true
        collected = []
        for action in group.actions.reversed() { action() }
        redo.actions = collected
        collecting = false
        openGroup = saved
        isUndoing = false
        if !redo.actions.isEmpty { redoStack.append(redo) }
    }

    /// Redoes the last undone group.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        isRedoing = true
        var undo = Group(name: group.name)
        collecting = true
        collected = []
        for action in group.actions.reversed() { action() }
        undo.actions = collected
        collecting = false
        isRedoing = false
        if !undo.actions.isEmpty { undoStack.append(undo) }
    }

    /// Undoes the last group that `undo()` would, when the current explicit group is the one open.
    open func undoNestedGroup() {
        undo()
    }

    /// Forgets everything to undo and redo.
    open func removeAllActions() {
        undoStack = []
        redoStack = []
        openGroup = nil
        explicitDepth = 0
    }

    /// Forgets everything to undo and redo (actions are not kept per target here, so all of them).
    open func removeAllActions(withTarget target: Any) {
        removeAllActions()
    }

    /// Ignores registrations until `enableUndoRegistration()` (calls nest).
    open func disableUndoRegistration() {
        disabledCount += 1
    }

    /// Accepts registrations again.
    open func enableUndoRegistration() {
        disabledCount = max(0, disabledCount - 1)
    }

    private var collecting = false
    private var collected: [() -> Void] = []

    private func record(_ action: @escaping () -> Void) {
        if collecting {
            collected.append(action)
        } else if openGroup != nil {
            openGroup?.actions.append(action)
        } else {
            push(Group(actions: [action]))
        }
    }

    private func push(_ group: Group) {
        guard !group.actions.isEmpty else { return }
        undoStack.append(group)
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
        redoStack = []
    }
}
#endif

private struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { nil }
}

extension EnvironmentValues {
    /// The window's undo manager: a stage gives its window one; `nil` outside a stage.
    public var undoManager: UndoManager? {
        get { self[UndoManagerKey.self] }
        set { self[UndoManagerKey.self] = newValue }
    }
}
