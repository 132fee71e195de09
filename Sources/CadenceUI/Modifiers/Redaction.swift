/// Why views below are drawn redacted: SwiftUI's `RedactionReasons`.
///
/// ```swift
/// ArticleRow(article: .sample)
///     .redacted(reason: isLoading ? .placeholder : [])
/// ```
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Placeholder content while the real content loads: text and images draw as rounded blocks.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content that is private (`privacySensitive()` views draw redacted).
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content that is out of date, for widgets.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey {
    static var defaultValue: RedactionReasons { [] }
}

private struct PrivacySensitiveKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// The reasons the views here are redacted (empty: not redacted).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    var isPrivacySensitive: Bool {
        get { self[PrivacySensitiveKey.self] }
        set { self[PrivacySensitiveKey.self] = newValue }
    }
}

extension View {
    /// Draws this view redacted for `reason`. With `.placeholder`, every text and image below is
    /// drawn as a block of its own size with a corner radius of 4, in the quaternary level of the
    /// foreground (SwiftUI's placeholder look: it keeps the layout, so the real content replaces
    /// it without a jump); with `.privacy`, only `privacySensitive()` views are. Reasons add up with
    /// those of redacted views around.
    public nonisolated func redacted(reason: RedactionReasons) -> some View {
        modifier(EnvironmentModifier { $0.redactionReasons.formUnion(reason) })
    }

    /// Draws this view unredacted inside a redacted one.
    public nonisolated func unredacted() -> some View {
        modifier(EnvironmentModifier { $0.redactionReasons = [] })
    }

    /// Marks this view as holding private data: it draws redacted when the views around are
    /// redacted for `.privacy` (or `.placeholder`).
    public nonisolated func privacySensitive(_ sensitive: Bool = true) -> some View {
        modifier(EnvironmentModifier { $0.isPrivacySensitive = sensitive })
    }
}

/// A redacted text or image: the view, invisible, under a rounded block.
private struct RedactedBlock<Content: View>: View {
    let content: Content

    var body: some View {
        content
            .hidden()
            .overlay {
                RoundedRectangle(cornerRadius: 4, style: .continuous)
                    .fill(.quaternary)
            }
    }
}

extension ResolveContext {
    /// The placeholder block for a text or an image `view` when the environment redacts it, else `nil`.
    @MainActor
    func redactedPlaceholder<V: View>(for view: V) -> [LayoutNode]? {
        let reasons = environment.redactionReasons
        guard reasons.contains(.placeholder) || (reasons.contains(.privacy) && environment.isPrivacySensitive) else { return nil }
        var inner = self
        inner.environment.redactionReasons = []
        return inner.resolve(RedactedBlock(content: view), at: .child(0))
    }
}
