// Setting controls from a stage script, by their title (the text of their label), accessibility
// label or identifier: toggles on and off, sliders and steppers to a value, pickers to an option.

extension Stage {
    /// Turns the toggle titled `label` on or off, and updates the views.
    /// - Throws: ``StageError`` when the stage is hidden or not exactly one visible toggle matches.
    public func setToggle(label: String, isOn: Bool) throws(StageError) {
        try setControl(label, where: { $0.setBool != nil }) { $0.setBool?(isOn) }
    }

    /// Sets the slider or stepper titled `label` to `value` (clamped to its range, rounded to its
    /// step), and updates the views.
    public func setValue(_ value: Double, label: String) throws(StageError) {
        try setControl(label, where: { $0.setNumber != nil }) { $0.setNumber?(value) }
    }

    /// Selects the option whose text is `option` in the picker titled `label`, and updates the views.
    public func select(_ option: String, label: String) throws(StageError) {
        var chosen = false
        var options: [String] = []
        try setControl(label, where: { $0.select != nil }) { control in
            chosen = control.select?(option) == true
            options = control.options
        }
        guard chosen else {
            throw .invalidValue("picker \"\(label)\" has no option \"\(option)\" (options: \(options.joined(separator: ", ")))")
        }
    }

    /// Types `text` into the text field, secure field or text editor titled `label` (its title, prompt,
    /// accessibility label or identifier), replacing what it held, as a paste would; the field is
    /// focused first (a `focused(_:equals:)` binding on it is set). Updates the views.
    public func setText(_ text: String, label: String) throws(StageError) {
        try setControl(label, where: { $0.setText != nil }) { $0.setText?(text) }
    }

    /// Presses return in the text field titled `label`: the `onSubmit` actions around it run (the
    /// innermost first) and then updates the views. A `Task { … }` they start follows the stage's
    /// clock (its `Task.sleep`s are stage time), as one a button's action starts does.
    public func submit(label: String) throws(StageError) {
        try setControl(label, where: { $0.submit != nil }) { $0.submit?() }
    }

    /// Presses the keyboard's delete key in the text field or text editor titled `label`: the
    /// last character of its text is removed, or, in an empty search field with tokens
    /// (`searchable(text:tokens:…)`), the last token. The field is focused first. Updates the views.
    /// - Throws: ``StageError`` when the stage is hidden or not exactly one visible field matches.
    public func deleteBackward(label: String) throws(StageError) {
        try setControl(label, where: { $0.deleteBackward != nil }) { $0.deleteBackward?() }
    }

    /// Finds the one visible control named `name` that `fits`, applies `apply` to it as the stage's
    /// own operation (tasks the control's bindings and actions start follow the stage's clock) and
    /// updates the views.
    func setControl(_ name: String, where fits: (ControlTarget) -> Bool, _ apply: (ControlTarget) -> Void) throws(StageError) {
        let control = try control(name, where: fits)
        interaction.runLoop.runAppCode { apply(control) }
        _ = displayList()
    }

    private func control(_ name: String, where fits: (ControlTarget) -> Bool) throws(StageError) -> ControlTarget {
        guard isShown else { throw .stageHidden }
        _ = displayList()
        let candidates = engine.session.controls.filter { fits($0) && $0.matches(name) }
        guard let first = candidates.first else { throw .viewNotFound(name) }
        guard candidates.count == 1 else { throw .ambiguousButton(name, matches: candidates.count) }
        return first
    }
}

extension StageEvent {
    /// Turns the toggle titled `label` on or off.
    public static func setToggle(label: String, isOn: Bool) -> StageEvent {
        let description = "setToggle(label: \(label), isOn: \(isOn))"
        return StageEvent(action: .run { stage in
            stage.recordFailure(of: description) { () throws(StageError) in try stage.setToggle(label: label, isOn: isOn) }
        }, description: description)
    }

    /// Sets the slider or stepper titled `label` to `value`.
    public static func setValue(_ value: Double, label: String) -> StageEvent {
        let description = "setValue(\(value), label: \(label))"
        return StageEvent(action: .run { stage in
            stage.recordFailure(of: description) { () throws(StageError) in try stage.setValue(value, label: label) }
        }, description: description)
    }

    /// Types `text` into the text field titled `label`.
    public static func setText(_ text: String, label: String) -> StageEvent {
        let description = "setText(\(text.debugDescription), label: \(label))"
        return StageEvent(action: .run { stage in
            stage.recordFailure(of: description) { () throws(StageError) in try stage.setText(text, label: label) }
        }, description: description)
    }

    /// Presses the delete key in the text field titled `label` (see ``Stage/deleteBackward(label:)``).
    public static func deleteBackward(label: String) -> StageEvent {
        let description = "deleteBackward(label: \(label))"
        return StageEvent(action: .run { stage in
            stage.recordFailure(of: description) { () throws(StageError) in try stage.deleteBackward(label: label) }
        }, description: description)
    }

    /// Presses return in the text field titled `label`.
    public static func submit(label: String) -> StageEvent {
        let description = "submit(label: \(label))"
        return StageEvent(action: .run { stage in
            stage.recordFailure(of: description) { () throws(StageError) in try stage.submit(label: label) }
        }, description: description)
    }

    /// Selects `option` in the picker titled `label`.
    public static func select(_ option: String, label: String) -> StageEvent {
        let description = "select(\(option), label: \(label))"
        return StageEvent(action: .run { stage in
            stage.recordFailure(of: description) { () throws(StageError) in try stage.select(option, label: label) }
        }, description: description)
    }
}
