/// How the source of a zoom navigation transition looks while it zooms: SwiftUI's
/// `MatchedTransitionSourceConfiguration`, built in the closure of
/// `matchedTransitionSource(id:in:configuration:)` (`$0.clipShape(.rect(cornerRadius: 12))`).
///
/// A stage keeps the configuration with the source but draws the zoom from the source's frame
/// alone, as it does without one.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

extension MatchedTransitionSourceConfiguration {
    /// The source with `style` behind it while it zooms.
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration {
        ConfiguredTransitionSource(base: self)
    }

    /// The source clipped to `shape` while it zooms.
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration {
        ConfiguredTransitionSource(base: self)
    }

    /// The source with a shadow while it zooms.
    public func shadow(color: Color = .black.opacity(0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration {
        ConfiguredTransitionSource(base: self)
    }
}

/// The configuration a `matchedTransitionSource(id:in:configuration:)` closure starts from:
/// SwiftUI's `EmptyMatchedTransitionSourceConfiguration`.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    /// The empty configuration.
    public init() {}
}

/// A configuration with one more setting.
struct ConfiguredTransitionSource<Base: MatchedTransitionSourceConfiguration>: MatchedTransitionSourceConfiguration {
    let base: Base
}

extension View {
    /// Marks this view as the source a `.zoom(sourceID: id, in: namespace)` transition grows from,
    /// configured by `configuration` (a clip shape, background or shadow while it zooms): SwiftUI's
    /// `matchedTransitionSource(id:in:configuration:)`.
    public nonisolated func matchedTransitionSource<ID: Hashable & Sendable, C: MatchedTransitionSourceConfiguration>(
        id: ID, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
    ) -> some View {
        _ = configuration(EmptyMatchedTransitionSourceConfiguration())
        return matchedTransitionSource(id: id, in: namespace)
    }
}
