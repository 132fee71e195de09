extension AccessibilityElement {
    /// The label an `Image(systemName:)` gets when nothing else names it. Cadence's choice, since the
    /// SF Symbols' own accessibility labels are not published:
    ///
    /// | symbol | label |
    /// | --- | --- |
    /// | `heart`, `heart.fill` | Love |
    /// | `star`, `star.fill` | Favorite |
    /// | `checkmark`, `checkmark.circle`, `checkmark.circle.fill` | Checkmark |
    /// | `plus`, `plus.circle`, `plus.circle.fill` | Add |
    /// | `bell`, `bell.fill` | Notifications |
    ///
    /// (the words VoiceOver uses for these symbols, for the ones Cadence draws). Any other name is
    /// humanised: split at the dots, the drawing variants `fill`, `circle`, `square` and
    /// `rectangle` dropped after the first word, the rest joined with spaces and capitalised, so
    /// `sparkles` reads "Sparkles", `arrow.up.circle.fill` "Arrow up" and `square.and.arrow.up`
    /// "Square and arrow up". An empty name gives an empty label.
    ///
    /// ```swift
    /// AccessibilityElement.label(forSystemName: "heart.fill")       // "Love"
    /// AccessibilityElement.label(forSystemName: "paperplane.fill")  // "Paperplane"
    /// ```
    ///
    /// Give an image a better label with `accessibilityLabel(_:)`, or hide a decorative one with
    /// `accessibilityHidden(true)`.
    public static func label(forSystemName name: String) -> String {
        if let known = knownSymbolLabels[name] { return known }
        let words = name.split(separator: ".")
        // The first word names the symbol even when it is a shape ("circle.fill", "square.and.arrow.up").
        let kept = words.prefix(1) + words.dropFirst().filter { !symbolVariants.contains(String($0)) }
        let phrase = kept.joined(separator: " ")
        return phrase.prefix(1).uppercased() + phrase.dropFirst()
    }

    private static let knownSymbolLabels: [String: String] = [
        "heart": "Love", "heart.fill": "Love",
        "star": "Favorite", "star.fill": "Favorite",
        "checkmark": "Checkmark", "checkmark.circle": "Checkmark", "checkmark.circle.fill": "Checkmark",
        "plus": "Add", "plus.circle": "Add", "plus.circle.fill": "Add",
        "bell": "Notifications", "bell.fill": "Notifications",
    ]

    private static let symbolVariants: Set<String> = ["fill", "circle", "square", "rectangle"]
}
