/// A run of text in the environment's font and foreground style: SwiftUI's `Text`.
///
/// ```swift
/// Text("+1").font(.headline.bold()).foregroundStyle(.pink)
/// Text(verbatim: "3 likes")
/// Text("\(count) likes")
/// ```
///
/// Text takes the size its lines need: as wide as its longest line for the proposed width (breaking
/// between words when narrower than the text), as tall as its lines. Measurement comes from the stage's
/// ``TextMeasurer``. Empty text takes no space and draws nothing. Cadence does not truncate: text
/// wraps onto as many lines as it needs, whatever the proposed height.
public nonisolated struct Text: View, Equatable {
    let content: String

    /// Text shown exactly as given.
    public init(verbatim content: String) {
        self.content = content
    }

    /// Text from a string (shown as it is, never localized).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text from a string literal or interpolation.
    public init(_ key: LocalizedStringKey) {
        content = key.key
    }

    public typealias Body = Never
}

extension Text: PrimitiveView {
    @MainActor
    func resolve(in context: ResolveContext) -> [LayoutNode] {
        let font = (context.environment.font ?? .body).resolved
        let color = context.animated(context.environment.resolvedForeground, slot: DriverSlot.color)
        return [LayoutNode(.text(TextContent(string: content, font: font, color: color)))]
    }
}
