/// One thing a screen reader can focus and speak: its label, value, hint and traits, where it is on
/// the stage, and (for a container) the elements it groups. Cadence addition, the headless stand-in for
/// what VoiceOver reads.
///
/// ```swift
/// let tree = stage.accessibilityTree()
/// let like = try #require(tree.element(label: "Like"))
/// like.value                           // "3 likes"
/// like.traits.contains(.isButton)      // true
/// ```
///
/// VoiceOver speaks an element as label, value, traits, then (after a pause) the hint:
/// "Like, 3 likes, button. Double-tap to like."
public struct AccessibilityElement: Hashable, Sendable {
    /// What the element is called; empty when nothing names it.
    public var label: String
    /// Its current value ("3 likes", "50 %"), if any.
    public var value: String?
    /// What activating it does, if said.
    public var hint: String?
    /// The identifier from `accessibilityIdentifier(_:)` (for UI tests; not spoken).
    public var identifier: String?
    /// What kind of element it is (button, header, image…), as VoiceOver announces it.
    public var traits: AccessibilityTraits
    /// The element's frame in stage coordinates (points, origin top-left, y down), after the render
    /// effects above it (scale, rotation, offset) as its drawing is.
    public var frame: CGRect
    /// The grouped elements of an `accessibilityElement(children: .contain)` container; empty otherwise.
    public var children: [AccessibilityElement]
    /// The names of the custom actions VoiceOver's actions rotor offers on the element
    /// (`accessibilityAction(named:_:)`, `accessibilityActions { … }`), in the order they were
    /// added; perform one with `Stage.performAccessibilityAction(named:label:)`.
    public var actions: [String]
    /// What Voice Control users may say to name the element (`accessibilityInputLabels(_:)`);
    /// empty when only its label names it.
    public var inputLabels: [String]
    /// The facts VoiceOver reads on request (`accessibilityCustomContent`), in the order written.
    public var customContent: [AccessibilityCustomContentEntry] = []
    /// Whether VoiceOver's focus is on the element: the condition of an `accessibilityFocused`
    /// modifier on its view holds (see `AccessibilityFocusState`).
    public var isAccessibilityFocused = false
    /// How the element's text is best spoken (`accessibilityTextContentType(_:)`); `nil` for plain
    /// text that names no type.
    public var textContentType: AccessibilityTextContentType?
    /// The group VoiceOver links the element with (`accessibilityLinkedGroup(id:in:)`), if any.
    public var linkedGroup: AccessibilityLinkedGroup?
    /// The rotors VoiceOver offers while its focus is on the element (`accessibilityRotor`), in
    /// the order written; `AccessibilityTree.rotors` lists each once.
    public var rotors: [Rotor] = []
    /// The id rotor entries find the element by (`accessibilityRotorEntry(id:in:)`), if any.
    public var rotorEntryID: RotorEntryID?
    /// `accessibilitySortPriority(_:)`: siblings are read from the highest priority down (0 by default).
    var sortPriority: Double = 0
    /// The actions a stage script can perform on the element (not compared: two elements that
    /// read the same are equal whatever closures they hold).
    var handlers = AccessibilityActionHandlers()

    /// Makes an element; everything but `label` is optional (no value, hint, identifier, traits,
    /// children, actions or input labels, a zero frame).
    public init(
        label: String, value: String? = nil, hint: String? = nil, identifier: String? = nil,
        traits: AccessibilityTraits = [], frame: CGRect = .zero, children: [AccessibilityElement] = [],
        actions: [String] = [], inputLabels: [String] = []
    ) {
        self.actions = actions
        self.inputLabels = inputLabels
        self.label = label
        self.value = value
        self.hint = hint
        self.identifier = identifier
        self.traits = traits
        self.frame = frame
        self.children = children
    }

    /// The element as a screen reader perceives it: everything but the frames (here and in its
    /// children), which move with any animation without changing what is spoken.
    public var perceived: AccessibilityElement {
        var copy = self
        copy.frame = .zero
        copy.children = children.map(\.perceived)
        return copy
    }

    /// This element and every element below it, depth first.
    var flattened: [AccessibilityElement] {
        [self] + children.flatMap(\.flattened)
    }
}
