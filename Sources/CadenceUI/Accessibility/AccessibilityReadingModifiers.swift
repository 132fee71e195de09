import Foundation

// Modifiers that change how assistive technologies read and reach elements: headings, reading
// order, Voice Control names, direct touch; and those whose effect is system UI a stage does not
// draw (the large content viewer, Smart Invert, activation points), kept so app files compile.

/// The level of a heading (VoiceOver's headings rotor can jump between levels): SwiftUI's
/// `AccessibilityHeadingLevel`.
public enum AccessibilityHeadingLevel: UInt, Sendable, Hashable {
    /// A heading without a level.
    case unspecified
    /// Level 1, the highest.
    case h1
    /// Level 2.
    case h2
    /// Level 3.
    case h3
    /// Level 4.
    case h4
    /// Level 5.
    case h5
    /// Level 6, the lowest.
    case h6
}

/// How a direct-touch area behaves: SwiftUI's `AccessibilityDirectTouchOptions`.
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// VoiceOver does not speak the element when it is touched.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// Touches pass to the element only after it is activated.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

extension View {
    /// Marks this view's element as a heading of `level`: SwiftUI's `accessibilityHeading(_:)`.
    /// The element gets the `isHeader` trait (for every level, `.unspecified` included), which is
    /// what the tree records; the level itself only orders VoiceOver's headings rotor.
    public nonisolated func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View {
        modifier(AccessibilityModifier(attachment: .addTraits(.isHeader)))
    }

    /// Orders this view's element among its siblings in the same accessibility container:
    /// SwiftUI's `accessibilitySortPriority(_:)`. Siblings are read from the highest priority
    /// down (the default is 0), equal priorities in drawing order, so
    /// `stage.accessibilityTree().elements` lists a priority-1 total before the rows drawn above it.
    public nonisolated func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        modifier(AccessibilityModifier(attachment: .sortPriority(sortPriority)))
    }

    /// What Voice Control users may say to name this view's element, instead of its label:
    /// SwiftUI's `accessibilityInputLabels(_:)`. Recorded in the element's `inputLabels`.
    public nonisolated func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        modifier(AccessibilityModifier(attachment: .inputLabels(inputLabels.map(\.content))))
    }

    /// Voice Control names from localized string keys.
    public nonisolated func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        accessibilityInputLabels(inputLabelKeys.map { Text($0) })
    }

    /// Voice Control names from strings.
    @_disfavoredOverload
    public nonisolated func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        accessibilityInputLabels(inputLabels.map { Text($0) })
    }

    /// Makes this view a direct-touch area (VoiceOver passes touches straight to it, as a piano
    /// keyboard or a drawing canvas needs): SwiftUI's `accessibilityDirectTouch(_:options:)`. The
    /// element gets the `allowsDirectInteraction` trait when `isDirectTouchArea` is `true`.
    public nonisolated func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []) -> some View {
        modifier(AccessibilityModifier(attachment: isDirectTouchArea ? .addTraits(.allowsDirectInteraction) : nil))
    }

    /// Shows this view in the large content viewer when people with large accessibility text
    /// sizes long-press it (a tab bar item, a toolbar button): SwiftUI's
    /// `accessibilityShowsLargeContentViewer()`. The viewer is system UI that a stage does not
    /// draw, so nothing changes on a stage.
    public nonisolated func accessibilityShowsLargeContentViewer() -> some View {
        self
    }

    /// Shows `largeContentView` in the large content viewer for this view (system UI that a stage
    /// does not draw: nothing changes on a stage).
    public nonisolated func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContentView: () -> V) -> some View {
        self
    }

    /// Keeps this view's colours as they are under Smart Invert (photos, video): SwiftUI's
    /// `accessibilityIgnoresInvertColors(_:)`. A stage never inverts colours, so nothing changes.
    public nonisolated func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        self
    }

    /// Tells assistive technologies whether this view responds to interaction (VoiceOver says
    /// "double-tap to activate" for one that does): SwiftUI's
    /// `accessibilityRespondsToUserInteraction(_:)`. The tree records buttons by their `isButton`
    /// trait, so nothing changes on a stage.
    public nonisolated func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> some View {
        self
    }

    /// Where an assistive technology activates this view, in its own points: SwiftUI's
    /// `accessibilityActivationPoint(_:)`. A stage script activates a view by tapping the middle
    /// of its frame, so nothing changes on a stage.
    public nonisolated func accessibilityActivationPoint(_ activationPoint: CGPoint) -> some View {
        self
    }

    /// Where an assistive technology activates this view, relative to its frame (nothing changes
    /// on a stage, see the `CGPoint` form).
    public nonisolated func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> some View {
        self
    }
}
