/// The accessibility modifiers: what a screen reader reads for a view (label, value, hint, traits),
/// whether it reads it at all, how elements group, and the names a stage taps buttons by.
///
/// Each one wraps its content's layout nodes in render effects that change nothing drawn: an
/// `.accessibility` effect that the stage applies while building the frame's ``AccessibilityTree``,
/// and a `.names` effect for the names `Stage.tap(label:)`/`tap(identifier:)` find buttons by.
nonisolated struct AccessibilityModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var attachment: AccessibilityAttachment?
    /// Names for `Stage.tap(identifier:)`.
    var identifiers: [String] = []
    /// Labels for `Stage.tap(label:)`.
    var labels: [String] = []

    @MainActor
    func resolve(content: ContentResolver, in context: ResolveContext) -> [LayoutNode] {
        content(context).map { node in
            var wrapped = node
            if let attachment {
                wrapped = LayoutNode(.effect(.accessibility(attachment), child: wrapped))
            }
            if !identifiers.isEmpty || !labels.isEmpty {
                wrapped = LayoutNode(.effect(.names(identifiers: identifiers, labels: labels), child: wrapped))
            }
            return wrapped
        }
    }
}

extension View {
    /// Identifies this view's accessibility element for UI tests, and names the buttons in (or around)
    /// it for `Stage.tap(identifier:)`. Not spoken.
    public nonisolated func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityModifier(attachment: .identifier(identifier), identifiers: [identifier]))
    }

    /// Names the buttons in (or around) this view for `Stage.tap(identifier:)`, without any accessibility
    /// meaning. Cadence addition, for scripting taps on a stage.
    public nonisolated func tapTarget(_ name: String) -> some View {
        modifier(AccessibilityModifier(identifiers: [name]))
    }

    /// What a screen reader calls this view, replacing its default (a text's words, a symbol's name, a
    /// button's label views). Keep it stable: say what the control is ("Like"), and put what changes
    /// in the value. `Stage.tap(label:)` also finds buttons by it.
    ///
    /// ```swift
    /// Button { likes += 1 } label: { Image(systemName: "heart.fill") }
    ///     .accessibilityLabel("Like")
    ///     .accessibilityValue("\(likes) likes")
    /// ```
    ///
    /// On a view that is not an element itself (a stack), every element inside gets the label, as in
    /// SwiftUI; use `accessibilityElement(children: .combine)` first to label the group once. On a view
    /// with no element (a shape, a colour) it makes one.
    public nonisolated func accessibilityLabel(_ label: Text) -> some View {
        modifier(AccessibilityModifier(attachment: .label(label.content), labels: [label.content]))
    }

    /// The name a screen reader reads for this view, from a localized string key (Cadence reads the key
    /// as the text).
    public nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibilityLabel(Text(labelKey))
    }

    /// The name a screen reader reads for this view, from a string.
    @_disfavoredOverload
    public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibilityLabel(Text(label))
    }

    /// The current value of this view's element ("3 likes", "50 percent"), read after its label. The
    /// place for what changes: VoiceOver reads the new value when the element is focused, whether or
    /// not anything animates.
    public nonisolated func accessibilityValue(_ value: Text) -> some View {
        modifier(AccessibilityModifier(attachment: .value(value.content)))
    }

    /// The value a screen reader reads after the label, from a localized string key.
    public nonisolated func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibilityValue(Text(valueKey))
    }

    /// The value a screen reader reads after the label, from a string.
    @_disfavoredOverload
    public nonisolated func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibilityValue(Text(value))
    }

    /// What activating this view's element does ("Likes the post"), read after a pause.
    public nonisolated func accessibilityHint(_ hint: Text) -> some View {
        modifier(AccessibilityModifier(attachment: .hint(hint.content)))
    }

    /// What activating this view's element does, from a localized string key.
    public nonisolated func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibilityHint(Text(hintKey))
    }

    /// What activating this view's element does, from a string.
    @_disfavoredOverload
    public nonisolated func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibilityHint(Text(hint))
    }

    /// Hides this view and everything inside it from screen readers when `hidden` is `true` (a
    /// decorative image, a duplicate of information read elsewhere). It is still drawn.
    public nonisolated func accessibilityHidden(_ hidden: Bool) -> some View {
        modifier(AccessibilityModifier(attachment: .hidden(hidden)))
    }

    /// Adds `traits` to this view's element (`.isHeader`, `.isSelected`, …).
    public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier(attachment: .addTraits(traits)))
    }

    /// Removes `traits` from this view's element (`.isImage` from an icon that is really a button's
    /// label, for example).
    public nonisolated func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        modifier(AccessibilityModifier(attachment: .removeTraits(traits)))
    }

    /// Makes this view one accessibility element, whose children are ignored (the default), combined
    /// into it, or contained in it. See ``AccessibilityChildBehavior``.
    ///
    /// ```swift
    /// HStack { Image(systemName: "star.fill"); Text("4.5") }
    ///     .accessibilityElement(children: .combine)   // one element: "Favorite, 4.5"
    /// ```
    public nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        modifier(AccessibilityModifier(attachment: .element(children)))
    }

    /// Marks the motion of this view (and everything inside it) as decorative: it carries no
    /// information, so ``AccessibilityAudit`` does not ask for another channel when a trigger animates
    /// it. Cadence addition; changes nothing drawn or read.
    ///
    /// ```swift
    /// Image(systemName: "sparkles")
    ///     .phaseAnimator([1.0, 1.2]) { view, scale in view.scaleEffect(scale) }
    ///     .accessibilityHidden(true)
    ///     .accessibilityDecorativeAnimation()
    /// ```
    ///
    /// Use it for ornament only. Motion that says something happened (saved, added, failed) needs a
    /// label, value or trait change, or an announcement, as well; marking it decorative hides the
    /// problem instead of solving it. `false` leaves the view as it is (to mark it conditionally).
    public nonisolated func accessibilityDecorativeAnimation(_ isDecorative: Bool = true) -> some View {
        modifier(AccessibilityModifier(attachment: isDecorative ? .decorativeAnimation : nil))
    }
}
