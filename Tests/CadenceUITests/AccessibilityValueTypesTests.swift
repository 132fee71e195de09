import CadenceUI
import Testing
import CadenceStageTestSupport

/// The value types of the accessibility API: traits, feedback, symbol labels, events.
@Suite struct AccessibilityValueTypesTests {
    @Test func traitsAreASetWithSwiftUINames() {
        var traits: AccessibilityTraits = [.isButton, .isSelected]
        #expect(traits.contains(.isButton) && !traits.contains(.isHeader))
        traits.subtract(.isButton)
        #expect(traits == .isSelected)
        #expect(AccessibilityTraits().description == "[]")
        #expect(AccessibilityTraits([.isStaticText, .isButton, .updatesFrequently]).description == "[isButton, isStaticText, updatesFrequently]")
    }

    @Test func everyTraitIsDistinct() {
        let all: [AccessibilityTraits] = [
            .isButton, .isHeader, .isSelected, .isLink, .isSearchField, .isImage, .playsSound, .isKeyboardKey,
            .isStaticText, .isSummaryElement, .updatesFrequently, .startsMediaSession, .allowsDirectInteraction,
            .causesPageTurn, .isModal, .isToggle, .isTabBar,
        ]
        #expect(Set(all.map(\.rawValue)).count == all.count)
        #expect(all.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
        // Each has a name in descriptions.
        #expect(all.allSatisfy { $0.description.count > 2 })
    }

    @Test(arguments: [
        (SensoryFeedback.success, "success"), (.warning, "warning"), (.error, "error"), (.selection, "selection"),
        (.increase, "increase"), (.decrease, "decrease"), (.start, "start"), (.stop, "stop"),
        (.alignment, "alignment"), (.levelChange, "levelChange"), (.pathComplete, "pathComplete"), (.impact, "impact"),
        (.impact(), "impact(weight: medium, intensity: 1)"),
        (.impact(weight: .light, intensity: 0.25), "impact(weight: light, intensity: 0.25)"),
        (.impact(flexibility: .soft), "impact(flexibility: soft, intensity: 1)"),
        (.impact(flexibility: .rigid, intensity: .nan), "impact(flexibility: rigid, intensity: 0)"),
        (.impact(weight: .heavy, intensity: .infinity), "impact(weight: heavy, intensity: inf)"),
    ])
    func feedbackDescribesItselfInSwiftUISpelling(feedback: SensoryFeedback, text: String) {
        #expect(feedback.description == text)
    }

    @Test func feedbackEquality() {
        #expect(SensoryFeedback.impact(weight: .heavy, intensity: .nan) == .impact(weight: .heavy, intensity: 0))
        #expect(SensoryFeedback.impact != .impact())
        #expect(SensoryFeedback.impact(weight: .heavy) != .impact(weight: .light))
    }

    @Test(arguments: [
        ("heart.fill", "Love"), ("heart", "Love"), ("star.fill", "Favorite"), ("checkmark.circle.fill", "Checkmark"),
        ("plus.circle.fill", "Add"), ("bell.fill", "Notifications"), ("sparkles", "Sparkles"),
        ("arrow.up.circle.fill", "Arrow up"), ("circle.fill", "Circle"), ("square.and.arrow.up", "Square and arrow up"),
        ("paperplane", "Paperplane"), ("", ""), ("...", ""),
    ])
    func symbolLabels(name: String, label: String) {
        #expect(AccessibilityElement.label(forSystemName: name) == label)
    }

    @Test func eventsDescribeThemselves() {
        #expect(AccessibilityEvent(time: 0.1234567, kind: .announcement("Line\none")).description == #"t=0.123457 announcement "Line\none""#)
        #expect(AccessibilityEvent(time: 2, kind: .sensoryFeedback(.error)).description == "t=2 sensoryFeedback error")
        #expect(AccessibilityEvent(time: 2, kind: .sensoryFeedback(.error)).announcement == nil)
        #expect(AccessibilityEvent(time: 2, kind: .announcement("x")).feedback == nil)
    }
}
