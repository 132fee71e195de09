import Foundation

/// A control as the stage sees it while drawing: its title, and how a script sets it.
struct ControlTarget {
    /// The control's title text (its label's texts joined by spaces).
    var title: String
    var identifiers: [String]
    var labels: [String]
    /// What kind of value it takes, for messages.
    var kind: String
    /// Sets a toggle (`true`/`false`).
    var setBool: (@MainActor (Bool) -> Void)?
    /// Sets a slider or stepper to a number (clamped to its range and step).
    var setNumber: (@MainActor (Double) -> Void)?
    /// Selects a picker option by its text; `false` when no option has that text.
    var select: (@MainActor (String) -> Bool)?
    /// The option texts of a picker, for messages.
    var options: [String] = []
    /// Replaces the text of a text field or editor (focusing it first).
    var setText: (@MainActor (String) -> Void)?
    /// Presses return in a text field: its `onSubmit` actions run.
    var submit: (@MainActor () -> Void)?
    /// Presses the delete key in a text field or editor (focusing it first).
    var deleteBackward: (@MainActor () -> Void)? = nil
    /// Sets a date picker's date (clamped to its range).
    var setDate: (@MainActor (Date) -> Void)?
    /// Sets a colour picker's colour.
    var setColor: (@MainActor (Color) -> Void)?

    func matches(_ name: String) -> Bool {
        title == name || labels.contains(name) || identifiers.contains(name)
    }
}

/// Registers a control with the stage when drawn, under its title and the names around it. A
/// control drawn inside `disabled(true)` (its own, or a container's such as a `Form`'s) is not
/// registered: as in SwiftUI, a disabled control cannot be operated, so a stage script can no more
/// set it than a finger could (`setToggle`, `setValue`, `select`, `setText` report no such control,
/// as `tap(label:)` does for a disabled button).
struct ControlRegistrationLayout: UnaryNodeLayout {
    let target: ControlTarget

    func layout(_ proposal: ProposedViewSize, child: LayoutNode, engine: LayoutEngine, stackAxis: Axis?) -> (size: CGSize, child: LayoutEngine.Placement) {
        let size = engine.size(child, proposal, stackAxis: stackAxis)
        return (size, LayoutEngine.Placement(proposal: proposal, frame: CGRect(origin: .zero, size: size)))
    }

    func childStackAxis(_ stackAxis: Axis?) -> Axis? { stackAxis }

    func willDraw(frame: CGRect, proposal: ProposedViewSize, children: [LayoutNode], state: inout DisplayListBuilder.RenderState, builder: inout DisplayListBuilder) {
        guard !state.isSnapshot, state.opacity > 0, state.hitTest.isEnabled, !builder.isRecordingOnly else { return }
        var target = self.target
        target.identifiers += state.identifiers
        target.labels += state.labels
        builder.engine.session.controls.append(target)
    }
}

extension LayoutNode {
    /// `node` registered with the stage as `target`.
    static func control(_ target: ControlTarget, _ node: LayoutNode) -> LayoutNode {
        LayoutNode(.custom(ControlRegistrationLayout(target: target), children: [node]))
    }
}
