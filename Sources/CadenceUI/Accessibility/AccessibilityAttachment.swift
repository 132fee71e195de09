/// What one accessibility modifier does to the elements of its content, carried down to the stage by
/// a render effect so the tree is built with the frame's geometry.
enum AccessibilityAttachment {
    case label(String)
    case value(String)
    case hint(String)
    case identifier(String)
    case addTraits(AccessibilityTraits)
    case removeTraits(AccessibilityTraits)
    case hidden(Bool)
    case element(AccessibilityChildBehavior)
    /// `accessibilityDecorativeAnimation()`: the content's motion needs no other channel.
    case decorativeAnimation
    /// Actions a screen reader can perform on the element (`accessibilityAction`, …).
    case actions(AccessibilityActionHandlers)
    /// `accessibilitySortPriority(_:)`: read before siblings of lower priority.
    case sortPriority(Double)
    /// `accessibilityInputLabels(_:)`: what Voice Control users say to name the element.
    case inputLabels([String])
    /// `accessibilityFocused`: whether the element has the assistive focus now, and how a script
    /// moves it there (or away).
    case focus(isFocused: Bool, AccessibilityActionHandlers)
    /// `accessibilityCustomContent`: sets (or, with `nil`, removes) the entry of key `key`.
    case customContent(key: String, entry: AccessibilityCustomContentEntry?)
    /// `accessibilityTextContentType(_:)`: how the element's text is best spoken.
    case textContentType(AccessibilityTextContentType)
    /// `accessibilityLinkedGroup(id:in:)`: the group of elements the element is linked with.
    case linkedGroup(AccessibilityLinkedGroup)
    /// `accessibilityChildren(children:)`: the content's element (a container made when there is
    /// none, or several) takes the elements of the `syntheticChildren` scope inside as children.
    case replacesChildren
    /// The synthetic children of an enclosing `replacesChildren` scope.
    case syntheticChildren
    /// `accessibilityRotor`: a rotor VoiceOver offers while its focus is in the content.
    case rotor(AccessibilityElement.Rotor)
    /// `accessibilityRotorEntry(id:in:)`: the id rotor entries find the element by.
    case rotorEntryID(AccessibilityElement.RotorEntryID)

    /// Whether the attachment gives a view that has no element of its own (a shape, a colour) one, as
    /// SwiftUI does when such a view is labelled.
    var createsElement: Bool {
        switch self {
        case .label, .value, .hint, .addTraits, .actions: true
        case .identifier, .removeTraits, .hidden, .element, .decorativeAnimation, .sortPriority, .inputLabels, .focus, .customContent,
             .textContentType, .linkedGroup, .replacesChildren, .syntheticChildren, .rotor, .rotorEntryID: false
        }
    }

    /// Applies the attachment to one element.
    func apply(to element: inout AccessibilityElement) {
        switch self {
        case .label(let label): element.label = label
        case .value(let value): element.value = value
        case .hint(let hint): element.hint = hint
        case .identifier(let identifier): element.identifier = identifier
        case .addTraits(let traits): element.traits.formUnion(traits)
        case .removeTraits(let traits): element.traits.subtract(traits)
        case .actions(let handlers):
            element.handlers.merge(handlers)
            element.actions = element.handlers.named.map(\.name)
        case .sortPriority(let priority): element.sortPriority = priority
        case .inputLabels(let labels): element.inputLabels = labels
        case .customContent(let key, let entry):
            // Modifiers apply from the inside out, so an outer one (written later) replaces an
            // inner one's entry of the same key, in its place.
            if let index = element.customContent.firstIndex(where: { $0.id == key }) {
                if let entry { element.customContent[index] = entry } else { element.customContent.remove(at: index) }
            } else if let entry {
                element.customContent.append(entry)
            }
        case .focus(let isFocused, let handlers):
            element.isAccessibilityFocused = element.isAccessibilityFocused || isFocused
            element.handlers.merge(handlers)
        case .textContentType(let type): element.textContentType = type
        case .linkedGroup(let group): element.linkedGroup = group
        // Modifiers apply from the inside out: a rotor written first is offered first.
        case .rotor(let rotor): element.rotors.append(rotor)
        case .rotorEntryID(let id): element.rotorEntryID = id
        case .hidden, .element, .decorativeAnimation, .replacesChildren, .syntheticChildren: break
        }
    }
}
