/// An accessibility modifier of a scene element, spelled as SwiftUI's, plus the announcement a
/// trigger posts. Part of ``SceneModifier``.
///
/// ```json
/// {"accessibilityLabel": "Like"}
/// {"accessibilityValue": "{count} likes"}
/// {"accessibilityHint": "Double-tap to like"}
/// {"accessibilityHidden": true}
/// {"accessibilityAddTraits": ["isButton", "isSelected"]}
/// {"accessibilityDecorativeAnimation": true}
/// {"sensoryFeedback": "success"}, {"sensoryFeedback": {"impact": {"weight": "heavy", "intensity": 0.5}}}
/// {"announceOnTrigger": "Saved"}
/// ```
///
/// Texts are ``SceneText``s, so they can read the trigger count. `sensoryFeedback` plays on each
/// trigger, as `.sensoryFeedback(.success, trigger: trigger)` does. `announceOnTrigger` is what a Swift
/// author writes in the button's action, `AccessibilityNotification.Announcement("Saved").post()`:
/// the scene posts it with every `trigger` event, after the count has gone up.
package enum SceneAccessibility: Sendable, Hashable {
    case label(SceneText)
    case value(SceneText)
    case hint(SceneText)
    case hidden(Bool)
    case addTraits([String])
    case decorativeAnimation(Bool)
    case sensoryFeedback(Feedback)
    case announceOnTrigger(SceneText)

    /// A `SensoryFeedback` by name, or an impact with its weight or flexibility and intensity.
    package enum Feedback: Sendable, Hashable {
        case named(String)
        case impact(weight: String?, flexibility: String?, intensity: Double)
    }

    /// The modifier keys this type decodes.
    package static let names = ["accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityHidden",
                        "accessibilityAddTraits", "accessibilityDecorativeAnimation", "sensoryFeedback", "announceOnTrigger"]
    /// `AccessibilityTraits`' names.
    package static let traits = ["isButton", "isHeader", "isSelected", "isLink", "isSearchField", "isImage", "playsSound", "isKeyboardKey",
                         "isStaticText", "isSummaryElement", "updatesFrequently", "startsMediaSession", "allowsDirectInteraction",
                         "causesPageTurn", "isModal", "isToggle", "isTabBar"]
    /// `SensoryFeedback`'s static members.
    package static let feedbacks = ["success", "warning", "error", "selection", "increase", "decrease", "start", "stop", "alignment",
                            "levelChange", "pathComplete", "impact"]
    package static let weights = ["light", "medium", "heavy"]
    package static let flexibilities = ["rigid", "solid", "soft"]

    /// The modifier `name` (one of ``names``) with its argument `value`.
    package static func decode(_ name: String, _ value: SpecNode) throws(SpecError) -> SceneAccessibility {
        switch name {
        case "accessibilityLabel": return .label(try SceneText.decode(value, what: "an accessibility label"))
        case "accessibilityValue": return .value(try SceneText.decode(value, what: "an accessibility value"))
        case "accessibilityHint": return .hint(try SceneText.decode(value, what: "an accessibility hint"))
        case "announceOnTrigger": return .announceOnTrigger(try SceneText.decode(value, what: "an announcement"))
        case "accessibilityHidden": return .hidden(try value.bool("true or false (whether assistive technologies skip the element)"))
        case "accessibilityDecorativeAnimation":
            return .decorativeAnimation(try value.bool("true or false (whether the element's motion is ornament only)"))
        case "accessibilityAddTraits":
            let list = value.isString ? [value] : try value.array("a trait name or an array of them (\(NameSuggestion.list(traits)))",
                                                                  limit: traits.count, allowEmpty: false)
            return .addTraits(try list.map { n throws(SpecError) in try n.name("an accessibility trait", among: traits) })
        default: // sensoryFeedback
            if !value.isObject { return .sensoryFeedback(.named(try value.name("a sensory feedback", among: feedbacks))) }
            let wrapper = try value.object("a sensory feedback, a name or {\"impact\": {\"weight\": …, \"intensity\": …}}", keys: ["impact"])
            let impact = try wrapper.required("impact", "{\"weight\": …} or {\"flexibility\": …}, with an optional \"intensity\"")
                .object("an impact, {\"weight\": …} or {\"flexibility\": …} with an optional \"intensity\"", keys: ["weight", "flexibility", "intensity"])
            if impact.has("weight"), impact.has("flexibility") {
                throw impact["flexibility"]!.error("expected \"weight\" or \"flexibility\" in an impact, got both")
            }
            let weight = try impact["weight"]?.name("an impact weight", among: weights)
            let flexibility = try impact["flexibility"]?.name("an impact flexibility", among: flexibilities)
            let intensity = try impact["intensity"]?.number("an intensity from 0 to 1", in: 0...1) ?? 1
            return .sensoryFeedback(.impact(weight: weight ?? (flexibility == nil ? "medium" : nil), flexibility: flexibility, intensity: intensity))
        }
    }
}
